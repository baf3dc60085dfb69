// The URLs other sections link here with (shared-journey's builders) read back as the filters
// they mean: a renamed or re-validated parameter here fails this test, not a student's link.
import { housingQuery, roommateQuery } from '@univida/shared-journey';
import { describe, expect, it } from 'vitest';
import { readFilters } from '../features/accommodations/lib/search-params';
import { parseRoommateFilters } from '../features/flatmates/lib/roommate-filters';
import { housingRoutes } from '../routes';

const searchOf = (path: string) => new URL(path, 'http://x').searchParams;

describe('links into mf-housing from other sections', () => {
  it('opens /alojamiento filtered by city, closest university and price', () => {
    const path = housingRoutes.paths.list(
      {},
      housingQuery({ city: 'Valencia', university: 'Universitat de València', maxPrice: 433 }),
    );
    expect(readFilters(searchOf(path))).toMatchObject({
      city: 'Valencia',
      university: 'Universitat de València',
      maxPrice: 425,
    });
  });

  it('opens /roomie-match filtered by city and career', () => {
    const path = housingRoutes.paths.flatmates(
      {},
      roommateQuery({ city: 'Zaragoza', career: 'Medicina' }),
    );
    expect(parseRoommateFilters(searchOf(path))).toMatchObject({
      city: 'Zaragoza',
      career: 'Medicina',
    });
  });

  it('opens /roomie-match from a room with the flatmates whose budget reaches its price', () => {
    const path = housingRoutes.paths.flatmates(
      {},
      roommateQuery({ city: 'Valencia', minBudget: 437.5 }),
    );
    expect(parseRoommateFilters(searchOf(path))).toMatchObject({
      city: 'Valencia',
      minBudget: 438,
    });
  });
});
