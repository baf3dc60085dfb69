/** The photos bucket (migration 20261124010100): {userId}/{timestamp}-{n}.{ext}. */
export const PHOTOS_BUCKET = 'accommodation-images';
/** image_urls holds at most 20 (text_limits migration). */
export const MAX_PHOTOS = 20;

/** Offered as chips; owners may add their own. */
export const COMMON_AMENITIES = [
  'WiFi',
  'Lavadora',
  'Ascensor',
  'Aire acondicionado',
  'Calefacción',
  'Amueblado',
  'Cocina equipada',
  'Terraza',
  'Zona de estudio',
  'Limpieza semanal',
  'Gastos incluidos',
  'Parking bicis',
] as const;

export const MY_LISTINGS_MESSAGES = {
  loadError: 'No se pudieron cargar tus alojamientos',
  saveError: 'No se pudo guardar el alojamiento',
  uploadError: 'Error al subir la imagen',
  deleteError: 'Error al eliminar',
  published: 'Alojamiento publicado',
  updated: 'Alojamiento actualizado',
  deleted: 'Alojamiento eliminado',
} as const;
