export interface Point {
  latitude: number;
  longitude: number;
}

/** '350 m', '1,2 km' (es-ES): a distance the database measured, as a walker reads it. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(km)} km`;
}
