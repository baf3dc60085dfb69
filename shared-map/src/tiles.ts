import { loadAppConfig } from '@univida/shared-auth';
import type { MapTiles } from './types';

/** OpenStreetMap's standard tiles, credited as its tile usage policy asks, in Spanish (app-config's default too). */
export const defaultMapTiles: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

let loading: Promise<MapTiles> | null = null;
let loaded: MapTiles | null = null;

/**
 * The tile server app-config.json names (read once per page, when a map is first shown). A page
 * whose config cannot be read still gets a map, on the default tiles the CSP allows anyway.
 */
export function loadMapTiles(): Promise<MapTiles> {
  loading ??= loadAppConfig()
    .then(
      (config) => config.mapTiles ?? defaultMapTiles,
      () => defaultMapTiles,
    )
    .then((tiles) => (loaded = tiles));
  return loading;
}

/** The tiles loadMapTiles() found (the lazy map components wait for it before they render). */
export const currentMapTiles = (): MapTiles => loaded ?? defaultMapTiles;
