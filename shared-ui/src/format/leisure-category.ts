// Leisure categories (SPEC §3) as stored, with the Spanish labels every app shows for them.

/** SPEC §3's list and filter categories, in the order filters and forms offer them. */
export const LEISURE_LIST_CATEGORIES = [
  'bares_pubs',
  'discotecas',
  'restaurantes',
  'cafeterias_heladerias',
  'cines',
  'deporte',
  'parques_playas',
  'centros_comerciales',
] as const;

/**
 * Every value leisure_spots.category (and the suggestions') accepts: the eight, plus 'otros',
 * where the admin label 'Otro' is stored (SPEC §3's admin labels — Bar, Cafetería, … — are
 * normalised to these values by the database).
 */
export const LEISURE_CATEGORIES = [...LEISURE_LIST_CATEGORIES, 'otros'] as const;
export type LeisureCategory = (typeof LEISURE_CATEGORIES)[number];

/** The labels of the stored values; 'otros' reads 'Otros', plural like the list's labels. */
export const LEISURE_CATEGORY_LABELS: Record<LeisureCategory, string> = {
  bares_pubs: 'Bares y pubs',
  discotecas: 'Discotecas',
  restaurantes: 'Restaurantes',
  cafeterias_heladerias: 'Cafeterías y heladerías',
  cines: 'Cines',
  deporte: 'Deporte',
  parques_playas: 'Parques y playas',
  centros_comerciales: 'Centros comerciales',
  otros: 'Otros',
};

/** The label of a stored category (a value the database would refuse shows as written). */
export const leisureCategoryLabel = (category: string) =>
  (LEISURE_CATEGORY_LABELS as Record<string, string | undefined>)[category] ?? category;
