// @univida/shared-map: the site's maps (housing results, a listing's location, leisure zones).
// Leaflet and react-leaflet are the light, WebGL-free choice (a fraction of a vector-tile
// library's size; the README's bundle figures give the map chunk's), and they load as their own chunk only when a map
// is rendered: these exports are lazy components with a same-size placeholder.
export { ResultsMap, LocationMap } from './lazy-maps';
export type { ResultsMapProps } from './results-map';
export type { LocationMapProps } from './location-map';
export type { MapBounds, MapMarker, MapPoint, MapTiles } from './types';
export { defaultMapTiles } from './tiles';
