// One student's journey (issue 17): leisure spots near a listing, nearest first, as anyone reads
// public data; saved searches, private to their user, with what is new since last opened.
// PGlite and PostgreSQL 15.
import { beforeAll, expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { accommodation, ANA, CARLOS, LUCIA } from './support/seed-ids.ts';
import {
  anon,
  as,
  becomeRequest,
  errorCode,
  rows,
  user,
} from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

interface Nearby {
  id: string;
  distance_km: number;
}

describeOnEngines('nearby leisure spots', (db) => {
  const s = db.session;
  let listing: { latitude: number; longitude: number };

  beforeAll(async () => {
    const [found] = await rows<{ latitude: number; longitude: number }>(
      s,
      'select latitude, longitude from public.accommodations where id = $1',
      [accommodation(1)],
    );
    listing = found!;
  });

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
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((row) => row.distance_km <= 10)).toBe(true);
    const off = await as(s, anon, (q) =>
      rows(q, 'select * from public.nearby_leisure_spots(95, 0, 2, 3)'),
    );
    expect(off).toEqual([]);
  });
});

describeOnEngines('saved searches', (db) => {
  const s = db.session;

  const save = (q: SqlExec, filters: Record<string, unknown>, kind = 'accommodations') =>
    rows<{ id: string }>(
      q,
      `insert into public.saved_searches (kind, name, query, filters) values ($1, 'Pisos', 'ciudad=Valencia', $2) returning id`,
      [kind, JSON.stringify(filters)],
    );
  const counts = (q: SqlExec) =>
    rows<{ id: string; new_count: string }>(
      q,
      'select id, new_count from public.saved_search_new_counts()',
    );
  /** A listing created now by the seed owner, as the database owner (inside the rolled-back transaction). */
  const addListing = async (q: SqlExec, fields: { city: string; price: number; rooms: number }) => {
    await q.exec('reset role');
    await q.query(
      `insert into public.accommodations (name, city, price_per_room, total_rooms, available_rooms, owner_id)
       values ('Nuevo', $1, $2, $3, 1, $4)`,
      [fields.city, fields.price, fields.rooms, CARLOS],
    );
    await q.exec('set local role authenticated');
  };

  it('counts the listings that match a search and appeared since it was last opened; opening clears it', async () => {
    await as(s, user(ANA), async (q) => {
      const [saved] = await save(q, { city: 'Valencia', maxPrice: 400, rooms: '4+' });
      expect((await counts(q)).map((row) => [row.id, Number(row.new_count)])).toEqual([
        [saved!.id, 0],
      ]);
      // Everything in this transaction happens at one now(): seen a moment before it, the listings
      // below are after it (and the seed's, from earlier transactions, before).
      await q.exec('reset role');
      await q.query(
        `update public.saved_searches set last_seen_at = now() - interval '1 millisecond' where id = $1`,
        [saved!.id],
      );
      await q.exec('set local role authenticated');
      await addListing(q, { city: 'Valencia', price: 380, rooms: 4 }); // matches
      await addListing(q, { city: 'Valencia', price: 450, rooms: 4 }); // too dear
      await addListing(q, { city: 'Alicante', price: 300, rooms: 5 }); // elsewhere
      await addListing(q, { city: 'Valencia', price: 300, rooms: 2 }); // too few rooms
      expect(Number((await counts(q))[0]!.new_count)).toBe(1);
      await q.query('select public.mark_saved_search_seen($1)', [saved!.id]);
      expect(Number((await counts(q))[0]!.new_count)).toBe(0);
      const [seen] = await rows<{ fresh: boolean }>(
        q,
        'select last_seen_at = now() as fresh from public.saved_searches where id = $1',
        [saved!.id],
      );
      expect(seen!.fresh).toBe(true);
    });
  });

  /** Every row counts as new: the saved search was last opened before anything existed. */
  const seenNever = async (q: SqlExec, id: string) => {
    await q.exec('reset role');
    await q.query(`update public.saved_searches set last_seen_at = '-infinity' where id = $1`, [
      id,
    ]);
    await q.exec('set local role authenticated');
  };
  const countOf = async (q: SqlExec, id: string) =>
    Number((await counts(q)).find((row) => row.id === id)!.new_count);

  it("counts flatmates as RoomieMatch lists them: hobbies, lifestyle sliders, 'Match perfecto' and the gender rules", async () => {
    await as(s, user(ANA), async (q) => {
      const cases: [Record<string, unknown>, Record<string, unknown>][] = [
        [{ city: 'Valencia' }, { p_city: 'Valencia' }],
        [{ hobbies: ['Deporte'] }, { p_hobbies: ['Deporte'] }],
        [
          { earlyBird: 8, partyAnimal: 3 },
          { p_early_bird: 8, p_party_animal: 3 },
        ],
        [
          { houseParties: 2, maxBudget: 450 },
          { p_house_parties: 2, p_max_budget: 450 },
        ],
        [{ perfect: true }, { p_perfect_match: true }],
        [
          { city: 'Valencia', minBudget: 600 },
          { p_city: 'Valencia', p_min_budget: 600 },
        ],
      ];
      for (const [filters, args] of cases) {
        const [saved] = await save(q, filters, 'roommates');
        await seenNever(q, saved!.id);
        const names = Object.keys(args);
        const [listed] = await rows<{ total: string | null }>(
          q,
          `select max(total_count) as total from public.search_roommates(${names
            .map((name, i) => `${name} => $${i + 1}`)
            .join(', ')}, p_limit => 1)`,
          Object.values(args),
        );
        expect(await countOf(q, saved!.id), JSON.stringify(filters)).toBe(
          Number(listed!.total ?? 0),
        );
      }
    });
  });

  it("lists the flatmates whose budget reaches a room's price, and only them", async () => {
    await as(s, user(ANA), async (q) => {
      const list = (min: number | null) =>
        rows<{ budget: string; total_count: string }>(
          q,
          `select budget, total_count from public.search_roommates(p_city => 'Valencia', p_min_budget => $1, p_limit => 48)`,
          [min],
        );
      const all = await list(null);
      const fitting = await list(600);
      expect(fitting.length).toBeGreaterThan(0);
      expect(fitting.every((row) => Number(row.budget) >= 600)).toBe(true);
      expect(fitting.length).toBe(all.filter((row) => Number(row.budget) >= 600).length);
      expect(fitting.length).toBeLessThan(all.length);
      expect(Number(fitting[0]!.total_count)).toBe(fitting.length);
    });
  });

  it('counts listings by the saved text and map area, and events by the saved day', async () => {
    await as(s, user(ANA), async (q) => {
      const [text] = await save(q, { text: 'centro' });
      const [area] = await save(q, {
        area: { south: 39.46, west: -0.4, north: 39.48, east: -0.36 },
      });
      const [literal] = await save(q, { text: '100%' });
      // The UTC day of the next seed event, so the day filter has something to count.
      const [next] = await rows<{ day_from: string; day_to: string }>(
        q,
        `select to_char(d, 'YYYY-MM-DD"T"00:00:00.000"Z"') as day_from,
                to_char(d + 1, 'YYYY-MM-DD"T"00:00:00.000"Z"') as day_to
           from (select min((event_date at time zone 'UTC')::date) as d from public.events where event_date >= now()) x`,
      );
      const [day] = await save(q, { dayFrom: next!.day_from, dayTo: next!.day_to }, 'events');
      for (const saved of [text, area, literal, day]) await seenNever(q, saved!.id);
      const [expected] = await rows<{ text: string; area: string; literal: string; day: string }>(
        q,
        `select (select count(*) from public.accommodations where name ilike '%centro%' or address ilike '%centro%') as text,
                (select count(*) from public.accommodations
                  where latitude between 39.46 and 39.48 and longitude between -0.4 and -0.36) as area,
                (select count(*) from public.accommodations where strpos(name, '100%') > 0 or strpos(address, '100%') > 0) as literal,
                (select count(*) from public.events where event_date >= now()
                    and event_date >= $1::timestamptz and event_date < $2::timestamptz) as day`,
        [next!.day_from, next!.day_to],
      );
      expect(Number(expected!.text)).toBeGreaterThan(0);
      expect(Number(expected!.area)).toBeGreaterThan(0);
      expect(Number(expected!.day)).toBeGreaterThan(0);
      expect(await countOf(q, text!.id)).toBe(Number(expected!.text));
      expect(await countOf(q, area!.id)).toBe(Number(expected!.area));
      expect(await countOf(q, literal!.id)).toBe(Number(expected!.literal));
      expect(await countOf(q, day!.id)).toBe(Number(expected!.day));
      // A filter of the wrong shape is no filter, never an error.
      const [odd] = await save(q, {
        area: { south: 'x' },
        text: 7,
        hobbies: 'Deporte',
        dayFrom: 'ayer',
      });
      await seenNever(q, odd!.id);
      const [all] = await rows<{ n: string }>(q, 'select count(*) as n from public.accommodations');
      expect(await countOf(q, odd!.id)).toBe(Number(all!.n));
    });
  });

  it('keeps searches private: another user, a visitor and a user claiming admin read and change none', async () => {
    await s.exec('begin');
    try {
      await becomeRequest(s, user(ANA));
      const [saved] = await save(s, { city: 'Valencia' });
      for (const who of [user(LUCIA), user(CARLOS)]) {
        await becomeRequest(s, who);
        expect(await rows(s, 'select * from public.saved_searches')).toEqual([]);
        expect(await counts(s)).toEqual([]);
        const updated = await s.query(
          `update public.saved_searches set name = 'mío' where id = $1`,
          [saved!.id],
        );
        expect(updated.affectedRows ?? 0).toBe(0);
        const deleted = await s.query('delete from public.saved_searches where id = $1', [
          saved!.id,
        ]);
        expect(deleted.affectedRows ?? 0).toBe(0);
        await s.query('select public.mark_saved_search_seen($1)', [saved!.id]);
      }
      // A student claiming to be admin in their token is still only themselves.
      await s.exec('set local role authenticated');
      await s.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({
          sub: LUCIA,
          role: 'authenticated',
          user_type: 'admin',
          app_metadata: { role: 'admin' },
        }),
      ]);
      expect(await rows(s, 'select * from public.saved_searches')).toEqual([]);
      await becomeRequest(s, anon);
      expect(await errorCode(s, () => s.query('select * from public.saved_searches'))).toBe(
        '42501',
      );
      expect(await errorCode(s, () => counts(s))).toBe('42501');
      expect(
        await errorCode(s, () => s.query('select public.mark_saved_search_seen($1)', [saved!.id])),
      ).toBe('42501');
      expect(
        await errorCode(s, () =>
          s.query(
            `insert into public.saved_searches (user_id, kind, name) values ($1, 'events', 'x')`,
            [ANA],
          ),
        ),
      ).toBe('42501');
      await s.exec('reset role');
      const [row] = await rows<{ name: string }>(
        s,
        'select name from public.saved_searches where id = $1',
        [saved!.id],
      );
      expect(row!.name).toBe('Pisos');
    } finally {
      await s.exec('rollback');
    }
  });

  it('refuses saving for someone else, and server-owned columns stay the server’s', async () => {
    await as(s, user(ANA), async (q) => {
      expect(
        await errorCode(q, () =>
          q.query(
            `insert into public.saved_searches (user_id, kind, name) values ($1, 'events', 'x')`,
            [LUCIA],
          ),
        ),
      ).toBe('42501');
      const [saved] = await save(q, {});
      expect(
        await errorCode(q, () =>
          q.query(
            `update public.saved_searches set last_seen_at = now() - interval '1 year' where id = $1`,
            [saved!.id],
          ),
        ),
      ).toBe('42501');
      expect(
        await errorCode(q, () =>
          q.query(`update public.saved_searches set user_id = $2 where id = $1`, [
            saved!.id,
            LUCIA,
          ]),
        ),
      ).toBe('42501');
      expect(await errorCode(q, () => save(q, {}, 'news'))).toBe('23514');
    });
  });
});
