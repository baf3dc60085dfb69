import { loadReader, type Database } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';
import type { Point } from '@univida/shared-journey';
import { NEARBY_RADIUS_KM, NEARBY_SPOTS } from '../constants';

export type NearbySpot = Database['public']['Functions']['nearby_leisure_spots']['Returns'][number];

/** The leisure spots nearest a point, measured and sorted in the database. */
export async function getNearbySpots({ latitude, longitude }: Point): Promise<NearbySpot[]> {
  const reader = await loadReader();
  const { data, error } = await reader.rpc('nearby_leisure_spots', {
    p_latitude: latitude,
    p_longitude: longitude,
    p_radius_km: NEARBY_RADIUS_KM,
    p_limit: NEARBY_SPOTS,
  });
  if (error) throw error;
  return data;
}

export const getNearbySpotsQueryOptions = (point: Point) =>
  queryOptions({
    queryKey: ['journey', 'nearby-spots', point.latitude, point.longitude],
    queryFn: () => getNearbySpots(point),
    // Around the listing, not the listing: its absence is said in place, without a toast.
    meta: { notifyError: false },
  });

export const useNearbySpots = (point: Point) => useQuery(getNearbySpotsQueryOptions(point));
