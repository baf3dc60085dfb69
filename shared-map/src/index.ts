// @univida/shared-map: the site's maps (housing results, a listing's location, leisure zones).
// Leaflet and react-leaflet are the light, WebGL-free choice (about 45 KiB gzip with its CSS,
// against 200+ for the vector-tile libraries), and they load as their own chunk only when a map
// is rendered: these exports are lazy components with a same-size placeholder.
export { ResultsMap, LocationMap } from './lazy-maps';
export type { ResultsMapProps } from './results-map';
export type { LocationMapProps } from './location-map';
export type { MapBounds, MapMarker, MapPoint, MapTiles } from './types';
export { defaultMapTiles } from './tiles';
