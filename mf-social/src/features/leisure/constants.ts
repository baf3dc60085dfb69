// SPEC §3, §8 and §9 for leisure zones.

/** List and filter categories (stored values) with their Spanish labels; 'otros' is the admin's 'Otro'. */
export const LEISURE_CATEGORY_LABELS = {
  bares_pubs: 'Bares y pubs',
  discotecas: 'Discotecas',
  restaurantes: 'Restaurantes',
  cafeterias_heladerias: 'Cafeterías y heladerías',
  cines: 'Cines',
  deporte: 'Deporte',
  parques_playas: 'Parques y playas',
  centros_comerciales: 'Centros comerciales',
} as const;
export type LeisureCategory = keyof typeof LEISURE_CATEGORY_LABELS;
export const LEISURE_CATEGORIES = Object.keys(LEISURE_CATEGORY_LABELS) as LeisureCategory[];

export const categoryLabel = (category: string) =>
  LEISURE_CATEGORY_LABELS[category as LeisureCategory] ?? 'Otros';

/** Filters in the URL: /zonas-ocio?q=bar&categoria=cines&ciudad=Valencia&orden=recientes&pagina=2 */
export const LEISURE_FILTER_KEYS = ['q', 'categoria', 'ciudad', 'orden'] as const;
export const SORT_NEWEST = 'recientes';

export const SPOTS_PAGE_SIZE = 12;
/** The search box writes the URL once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

export const SPOTS_LOAD_ERROR = 'Error al cargar las zonas de ocio';
export const SPOT_NOT_FOUND = 'Zona de ocio no encontrada';
export const RATING_REQUIRED = 'Por favor, selecciona una valoración.';
export const RATING_LOGIN_REQUIRED = 'Debes iniciar sesión para valorar.';
export const RATING_ERROR = 'Error al enviar tu valoración';
