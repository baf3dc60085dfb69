// SPEC §2, §3, §8 and §9 for Novedades.

/** The category filter in the URL: /novedades?categoria=Empleo&pagina=2 */
export const NEWS_FILTER_KEYS = ['categoria'] as const;
export const NEWS_PAGE_SIZE = 12;

export const NEWS_LOADING = 'Cargando novedades...';
export const NEWS_LOAD_ERROR = 'No se pudieron cargar las novedades.';
export const NEWS_ERROR_TOAST = 'Error al cargar las novedades';
