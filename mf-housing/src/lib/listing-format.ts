// How a listing's facts read, the same on cards, the map and the detail page.

const km = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '1,6 km de Universitat de València' ('1,6 km de la universidad' when unnamed). */
export function formatDistance(
  distanceKm: number | null,
  university: string | null,
): string | null {
  if (distanceKm === null) return null;
  return `${km.format(distanceKm)} km de ${university ?? 'la universidad'}`;
}

/** '3 de 4 habitaciones libres'. */
export function formatRooms(available: number, total: number): string {
  return `${available} de ${total} ${total === 1 ? 'habitación libre' : 'habitaciones libres'}`;
}

/** '90 m²'. */
export const formatArea = (squareMeters: number | null) =>
  squareMeters === null ? null : `${squareMeters} m²`;
