// The document title and description of the page on screen. The route tables give each route its
// own (TableRoutes applies them); a page whose name comes from data refines them with usePageMeta.
import { useEffect, useLayoutEffect } from 'react';
import type { PageMeta } from './route-table';

export const SITE_NAME = 'UniVida';

/** 'Notas de corte' → 'Notas de corte · UniVida'. */
export const documentTitle = (title: string) => `${title} · ${SITE_NAME}`;

function applyPageMeta({ title, description }: PageMeta) {
  document.title = documentTitle(title);
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * Sets the page's title and description; `null` leaves them as they are (data still loading).
 * A passive effect: it runs after the route's own layout effect, so the page's words win.
 */
export function usePageMeta(meta: PageMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title !== undefined && description !== undefined) applyPageMeta({ title, description });
  }, [title, description]);
}

/** The route's title and description from its table, set before any page effect can refine them. */
export function useRouteMeta({ title, description }: PageMeta) {
  useLayoutEffect(() => applyPageMeta({ title, description }), [title, description]);
}
