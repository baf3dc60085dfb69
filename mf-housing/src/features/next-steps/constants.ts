/** A walk: what is nearer than this counts as "near the room". */
export const NEARBY_RADIUS_KM = 1.5;
/** Spots listed on a listing's page; the city's list has the rest. */
export const NEARBY_SPOTS = 4;
