// One student's journey (issue 17): leisure spots near a listing, nearest first, as anyone reads
// public data. PGlite and PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { accommodation, ANA } from './support/seed-ids.ts';
import { anon, as, freshDatabase, user, type Engine, type TestDatabase } from './support/sessions.ts';

const rows = async <T = Record<string, unknown>>(db: SqlExec, sql: string, params?: unknown[]) =>
  (await db.query(sql, params)).rows as T[];

interface Nearby {
  id: string;
  distance_km: number;
}

describe.each<Engine>(['pglite', 'pg15'])('nearby leisure spots on %s', (engine) => {
  let db: TestDatabase;
  let s: SqlExec;
  let listing: { latitude: number; longitude: number };

  beforeAll(async () => {
    db = await freshDatabase(engine);
    s = db.session;
    [listing] = await rows(s, 'select latitude, longitude from public.accommodations where id = $1', [accommodation(1)]);
  });
  afterAll(() => db?.stop());

  const nearby = (q: SqlExec, radius: number | null, limit: number | null) =>
    rows<Nearby>(q, 'select id, distance_km from public.nearby_leisure_spots($1, $2, $3, $4)', [
      listing.latitude,
      listing.longitude,
      radius,
      limit,
    ]);

  it('lists the spots within the radius, nearest first, with the distance the haversine gives', async () => {
    const found = await as(s, anon, (q) => nearby(q, 3, 20));
    expect(found.length).toBeGreaterThan(0);
    const distances = found.map((row) => row.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 3)).toBe(true);
    // Every spot of the table within 3 km is there (up to the limit), computed here independently.
    const [all] = await rows<{ n: string }>(
      s,
      `select count(*) as n from public.leisure_spots
        where 2 * 6371 * asin(sqrt(power(sin(radians(latitude - $1) / 2), 2)
              + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2))) <= 3`,
      [listing.latitude, listing.longitude],
    );
    expect(found).toHaveLength(Math.min(20, Number(all!.n)));
  });

  it('caps the limit at 20 and the radius at 10 km, and answers nothing for a point off the map', async () => {
    const wide = await as(s, user(ANA), (q) => nearby(q, 10_000, 10_000));
    expect(wide.length).toBeLessThanOrEqual(20);
    expect(wide.every((row) => row.distance_km <= 10)).toBe(true);
    const off = await as(s, anon, (q) =>
      rows(q, 'select * from public.nearby_leisure_spots(95, 0, 2, 3)'),
    );
    expect(off).toEqual([]);
  });
});
