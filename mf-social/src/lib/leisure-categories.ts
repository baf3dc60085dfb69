// Leisure categories (SPEC §3): the list's filter and cards, and the suggestion wizard.

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
