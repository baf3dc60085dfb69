// SPEC §3, §8 and §9 for leisure zones.

/** Filters in the URL: /zonas-ocio?q=bar&categoria=cines&ciudad=Valencia&orden=recientes&pagina=2 */
export const LEISURE_FILTER_KEYS = ['q', 'categoria', 'ciudad', 'orden'] as const;
/** ?vista=mapa shows the page's spots on the map instead of the grid. */
export const VIEW_KEYS = ['vista'] as const;
export const VIEW_MAP = 'mapa';
export const SORT_NEWEST = 'recientes';

export const SPOTS_PAGE_SIZE = 12;
/** The map shows the whole search, not a page of it, up to this many places. */
export const SPOTS_MAP_LIMIT = 300;
/** The search box writes the URL once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

export const SPOTS_LOAD_ERROR = 'Error al cargar las zonas de ocio';
export const SPOT_NOT_FOUND = 'Zona de ocio no encontrada';
export const RATING_REQUIRED = 'Por favor, selecciona una valoración.';
export const RATING_LOGIN_REQUIRED = 'Debes iniciar sesión para valorar.';
export const RATING_ERROR = 'Error al enviar tu valoración';
