// News as SPEC §2/§3/§7/§9 word it. Named, never bare values. This file imports nothing, so an
// app can take these from '@univida/shared-news/constants' without the creation dialog.

/** The news categories (SPEC §3 Enumerations), in the order filters and forms offer them. */
export const NEWS_CATEGORIES = [
  'Anuncio',
  'Empleo',
  'Formación',
  'Producto',
  'Expansión',
  'Becas',
  'Eventos',
  'Consejos',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The categories an admin may create from the 'Crear' menu (SPEC §3 Enumerations). */
export const NEWS_CREATE_CATEGORIES = [
  'Anuncio',
  'Empleo',
  'Formación',
] as const satisfies readonly NewsCategory[];
export type NewsCreateCategory = (typeof NEWS_CREATE_CATEGORIES)[number];

/** Author when the creator has no name: '{product} Team'. */
export const DEFAULT_NEWS_AUTHOR = 'UniVida Team';

/** News images share the suggestions bucket, under news/ (admins only, by storage policy). */
export const NEWS_IMAGE_BUCKET = 'leisure_suggestions_images';
export const NEWS_IMAGE_FOLDER = 'news';

/**
 * The first part of the query key of every news read on the site (the /novedades list, the
 * admin's table): creating news invalidates it, so each list shows the new item at once.
 */
export const NEWS_QUERY_KEY = ['news'] as const;
