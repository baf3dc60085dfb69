// Issue 13: upcoming_events_page, the /eventos list in one statement — the same rows, order,
// participant counts, first participants and total as reading the tables, for each filter and a
// deep page; its sizes bounded. PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, student } from './support/seed-ids.ts';
import { anon, as, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

interface PageRow {
  id: string;
  participant_count: number;
  participants: { user_id: string; full_name: string | null }[];
  total: string | number;
}

interface Args {
  p_from: string;
  p_to?: string;
  p_category?: string;
  p_city?: string;
  p_limit?: number;
  p_offset?: number;
  p_avatars?: number;
}

async function page(q: SqlExec, args: Args) {
  const names = Object.keys(args);
  const { rows } = await q.query<PageRow>(
    `select * from upcoming_events_page(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')})`,
    Object.values(args),
  );
  return rows;
}

/** What the list shows, read from the tables themselves: ids in order, counts, first avatars, total. */
async function expected(q: SqlExec, args: Required<Omit<Args, 'p_to' | 'p_category' | 'p_city'>> & Args) {
  const where = `event_date >= $1 and ($2::timestamptz is null or event_date < $2)
                 and ($3::text is null or category = $3) and ($4::text is null or city = $4)`;
  const filters = [args.p_from, args.p_to ?? null, args.p_category ?? null, args.p_city ?? null];
  const { rows: events } = await q.query<{ id: string }>(
    `select id from events where ${where} order by event_date, id limit $5 offset $6`,
    [...filters, args.p_limit, args.p_offset],
  );
  const { rows: counted } = await q.query<{ n: string }>(`select count(*) as n from events where ${where}`, filters);
  const rows = [];
  for (const { id } of events) {
    const { rows: people } = await q.query<{ user_id: string; full_name: string | null }>(
      `select ep.user_id, p.full_name from event_participants ep left join profiles p on p.id = ep.user_id
        where ep.event_id = $1 order by ep.created_at, ep.user_id`,
      [id],
    );
    rows.push({
      id,
      participant_count: people.length,
      participants: people.slice(0, args.p_avatars),
      total: Number(counted[0]!.n),
    });
  }
  return rows;
}

const simplified = (rows: PageRow[]) =>
  rows.map((row) => ({
    id: row.id,
    participant_count: row.participant_count,
    participants: row.participants.map(({ user_id, full_name }) => ({ user_id, full_name })),
    total: Number(row.total),
  }));

describeOnEngines('upcoming_events_page', (db) => {
  const today = new Date(new Date().setUTCHours(0, 0, 0, 0));
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString();

  /** 60 more upcoming events by Ana in Valencia and Alicante, half of them with two participants. */
  async function manyEvents(q: SqlExec) {
    await q.query(
      `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
       select $1, 'Quedada ' || g, (array['Comida', 'Deporte', 'Música'])[1 + g % 3], now() + make_interval(hours => 30 + g * 7),
              2, 'Plaza', (array['Valencia', 'Alicante'])[1 + g % 2], 30, now() + make_interval(hours => 29 + g * 7)
         from generate_series(1, 60) g`,
      [ANA],
    );
    await q.exec('set local role service_role');
    await q.query(
      `insert into event_participants (event_id, user_id)
       select id, $1 from events where title like 'Quedada %' and split_part(title, ' ', 2)::int % 2 = 0`,
      [student(5)],
    );
    await q.exec('set local role authenticated');
  }

  const cases: [string, Partial<Args>][] = [
    ['the first page', {}],
    ['a category', { p_category: 'Comida' }],
    ['a city', { p_city: 'Valencia' }],
    ['a category in a city', { p_category: 'Deporte', p_city: 'Alicante' }],
    ['one day', { p_from: inDays(3), p_to: inDays(4) }],
    ['a deep page', { p_offset: 36 }],
    ['past the last page (no rows)', { p_offset: 10_000 }],
  ];

  it.each(cases)('%s: the rows, order, counts, first participants and total of the tables', async (_, given) => {
    await as(db.session, user(ANA), async (q) => {
      await manyEvents(q);
      const args = {
        p_from: inDays(0),
        p_limit: 12,
        p_offset: 0,
        p_avatars: 3,
        ...given,
      };
      const want = await expected(q, args);
      if (given.p_offset !== 10_000) expect(want.length).toBeGreaterThan(0);
      expect(simplified(await page(q, args))).toEqual(want);
    });
  });

  it('a visitor reads the same page as a student', async () => {
    const args = { p_from: inDays(0), p_limit: 50 };
    const student1 = await as(db.session, user(ANA), (q) => page(q, args));
    const visitor = await as(db.session, anon, (q) => page(q, args));
    expect(visitor).toEqual(student1);
    expect(visitor.length).toBeGreaterThan(0);
  });

  it('never more than 50 rows nor 10 participants each, whatever is asked; a negative offset is the first page', async () => {
    await as(db.session, user(ANA), async (q) => {
      await manyEvents(q);
      await q.exec('set local role service_role');
      await q.query(
        `insert into event_participants (event_id, user_id)
         select id, ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid
           from events, generate_series(6, 20) n where title = 'Quedada 1'`,
      );
      await q.exec('set local role authenticated');
      const rows = await page(q, { p_from: inDays(0), p_limit: 100_000, p_avatars: 1_000 });
      expect(rows).toHaveLength(50);
      expect(Math.max(...rows.map((row) => row.participants.length))).toBe(10);
      expect(await page(q, { p_from: inDays(0), p_offset: -5 })).toEqual(await page(q, { p_from: inDays(0) }));
    });
  });
});
