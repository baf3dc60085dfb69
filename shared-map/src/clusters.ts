import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { MapMarker } from './types';

/** What the map draws at one zoom: a result's own marker, or a group of nearby ones. */
export type MapItem =
  | { kind: 'marker'; marker: MapMarker }
  | {
      kind: 'group';
      key: string;
      count: number;
      latitude: number;
      longitude: number;
      expansionZoom: number;
      /** The results it holds (asked when it is pressed: reading them costs a walk of the tree). */
      members: () => MapMarker[];
    };

// Markers are price pills about 70 px wide: closer than this on screen, they overlap.
const GROUP_RADIUS_PX = 60;
// From this zoom on every result has its own marker (street level; the map's fit stops at 15).
const LAST_GROUPED_ZOOM = 15;
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/**
 * Groups the markers that would pile up at `zoom` (supercluster, Mapbox's point clustering): a
 * search over four cities draws one numbered marker per neighbourhood, and zooming in splits them.
 * The whole world is asked for, not the visible area: a few hundred results at most, and the
 * groups stay right while the map pans.
 */
export function useMapItems(markers: MapMarker[], zoom: number | null): MapItem[] {
  const index = useMemo(() => {
    const clusters = new Supercluster<{ marker: MapMarker }>({
      radius: GROUP_RADIUS_PX,
      // Leaflet's tiles are 256 px (supercluster counts 512 unless told): the radius in real pixels.
      extent: 256,
      maxZoom: LAST_GROUPED_ZOOM,
    });
    clusters.load(
      markers.map((marker) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
        properties: { marker },
      })),
    );
    return clusters;
  }, [markers]);

  return useMemo(() => {
    if (zoom === null) return [];
    return index.getClusters(WORLD, Math.floor(zoom)).map((feature): MapItem => {
      const props = feature.properties;
      if (!('cluster' in props)) return { kind: 'marker', marker: props.marker };
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      return {
        kind: 'group',
        key: `group-${props.cluster_id}`,
        count: props.point_count,
        latitude,
        longitude,
        expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
        members: () =>
          index.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.marker),
      };
    });
  }, [index, zoom]);
}
