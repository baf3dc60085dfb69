// The URLs other sections link here with (shared-journey's builders) carry the filter names these
// lists read: a renamed parameter fails this test, not a student's link.
import { cityQuery } from '@univida/shared-journey';
import { describe, expect, it } from 'vitest';
import { EVENT_FILTER_KEYS } from '../features/events/constants';
import { LEISURE_FILTER_KEYS } from '../features/leisure/constants';
import { socialRoutes } from '../routes';

const searchOf = (path: string) => new URL(path, 'http://x').searchParams;

describe('links into mf-social from other sections', () => {
  it.each([
    ['events', socialRoutes.paths.events({}, cityQuery('Alicante')), EVENT_FILTER_KEYS],
    [
      'leisure zones',
      socialRoutes.paths.leisureZones({}, cityQuery('Alicante')),
      LEISURE_FILTER_KEYS,
    ],
  ] as const)('filters %s by city', (_, path, keys) => {
    const search = searchOf(path);
    expect([...search.keys()].every((key) => (keys as readonly string[]).includes(key))).toBe(true);
    expect(search.get('ciudad')).toBe('Alicante');
  });
});
