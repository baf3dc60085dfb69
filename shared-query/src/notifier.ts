import { dataErrorMessage, toast } from '@univida/shared-ui';

/** What a query or mutation tells the notifier (TanStack Query's `meta`). */
export interface NotifierMeta extends Record<string, unknown> {
  /** The toast's title when it fails (SPEC §8's wording for that screen). */
  errorTitle?: string;
  /** false: the screen handles its own failure and no toast is raised. */
  notifyError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: NotifierMeta;
    mutationMeta: NotifierMeta;
  }
}

export const DEFAULT_QUERY_ERROR = 'No se pudieron cargar los datos';
export const DEFAULT_MUTATION_ERROR = 'No se pudo guardar el cambio';

/**
 * The one place a failed query or mutation becomes a destructive toast: once per failure (after
 * retries), titled by its meta, unless it opts out. Screens state what failed, not how to say it.
 */
export function notifyError(error: Error, meta: NotifierMeta | undefined, fallbackTitle: string) {
  if (meta?.notifyError === false) return;
  toast({
    title: meta?.errorTitle ?? fallbackTitle,
    description: dataErrorMessage(error),
    variant: 'destructive',
  });
}
