// Issue 9 #7: size caps on every free-text column and text list, sign-up metadata clipped to
// them, and per-user write rate limits (PT429) on messages, suggestions and reports.
// PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, ANA_LUCIA, event } from './support/seed-ids.ts';
import { as, errorCode, rows, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const CHECK_FAILED = '23514';
const RATE_LIMITED = 'PT429';

/** Every capped column: [table, column, max length] or, for text lists, [table, column, max items, max item length]. */
const TEXT_LIMITS: [string, string, number][] = [
  ['profiles', 'full_name', 100], ['profiles', 'city', 100], ['profiles', 'career', 150], ['profiles', 'bio', 1000],
  ['profiles', 'profile_picture_url', 2048],
  ['profile_contacts', 'email', 320], ['profile_contacts', 'phone', 30],
  ['universities', 'name', 200], ['universities', 'city', 100], ['universities', 'short_name', 30],
  ['cut_off_scores', 'career', 200], ['cut_off_scores', 'city', 100], ['cut_off_scores', 'course', 20],
  ['accommodations', 'name', 150], ['accommodations', 'address', 300], ['accommodations', 'city', 100],
  ['accommodations', 'description', 5000], ['accommodations', 'closest_university', 200],
  ['leisure_spots', 'name', 150], ['leisure_spots', 'description', 2000], ['leisure_spots', 'city', 100],
  ['leisure_spots', 'address', 300], ['leisure_spots', 'closest_university', 200], ['leisure_spots', 'image_url', 2048],
  ['leisure_spot_ratings', 'comment', 1000],
  ['leisure_spot_suggestions', 'name', 150], ['leisure_spot_suggestions', 'description', 2000],
  ['leisure_spot_suggestions', 'city', 100], ['leisure_spot_suggestions', 'address', 300],
  ['leisure_spot_suggestions', 'closest_university', 200], ['leisure_spot_suggestions', 'image_url', 2048],
  ['leisure_spot_suggestions', 'phone', 30], ['leisure_spot_suggestions', 'website', 2048],
  ['events', 'title', 150], ['events', 'description', 5000], ['events', 'location_name', 200], ['events', 'city', 100],
  ['reports', 'reason', 1000],
  ['news', 'title', 200], ['news', 'summary', 10000], ['news', 'author', 100], ['news', 'image_url', 2048],
  ['messages', 'content', 4000],
];
const LIST_LIMITS: [string, string, number, number][] = [
  ['profiles', 'hobbies', 50, 50],
  ['accommodations', 'amenities', 50, 100],
  ['accommodations', 'image_urls', 20, 2048],
];


/** Runs fn as the database owner in a transaction that is always rolled back. */
async function rolledBack(db: SqlExec, fn: () => Promise<void>) {
  await db.exec('begin');
  try {
    await fn();
  } finally {
    await db.exec('rollback');
  }
}

const suggest = (q: SqlExec, count = 1, createdAt = 'now()') =>
  q.query(
    `insert into leisure_spot_suggestions (suggester_id, name, category, city, created_at)
     select $1, 'Sitio ' || n, 'Bar', 'Valencia', ${createdAt} from generate_series(1, $2) as n`,
    [ANA, count],
  );

describeOnEngines('data limits', (db) => {
  const s = db.session;

  it('a value one character over any column’s cap → refused (23514); exactly at the cap → stored', async () => {
    await rolledBack(s, async () => {
      for (const [table, column, max] of TEXT_LIMITS) {
        // A phone must also be a phone (20261129020200, 20261129040100): 9 digits, then hyphens up to the length.
        const value = column === 'phone' ? "'612345678' || repeat('-', $1 - 9)" : "repeat('x', $1)";
        const write = (length: number) => () =>
          s.query(`update ${table} set ${column} = ${value} where ctid = (select ctid from ${table} limit 1)`, [length]);
        expect(await errorCode(s, write(max)), `${table}.${column}`).toBeNull();
        expect(await errorCode(s, write(max + 1)), `${table}.${column}`).toBe(CHECK_FAILED);
      }
      for (const [table, column, items, length] of LIST_LIMITS) {
        const write = (count: number, itemLength: number) => () =>
          s.query(
            `update ${table} set ${column} = array_fill(repeat('x', $2::int), array[$1::int]) where ctid = (select ctid from ${table} limit 1)`,
            [count, itemLength],
          );
        expect(await errorCode(s, write(items, length)), `${table}.${column}`).toBeNull();
        expect(await errorCode(s, write(items + 1, 1)), `${table}.${column} items`).toBe(CHECK_FAILED);
        expect(await errorCode(s, write(1, length + 1)), `${table}.${column} item length`).toBe(CHECK_FAILED);
      }
    });
  });

  it('a student stores a 2 MB bio or 10,000 hobbies on their profile → refused (23514)', async () => {
    await as(s, user(ANA), async (q) => {
      expect(await errorCode(q, () => q.query("update profiles set bio = repeat('x', 2000000) where id = $1", [ANA]))).toBe(CHECK_FAILED);
      expect(await errorCode(q, () => q.query("update profiles set hobbies = array_fill('Yoga'::text, array[10000]) where id = $1", [ANA]))).toBe(CHECK_FAILED);
    });
  });

  it('sign-up with a 2 MB full_name, a 1 MB bio, 10,000 hobbies and a 1 KB phone → account created, values clipped to the caps, the phone (no phone at that length) left empty', async () => {
    const meta = {
      full_name: 'N'.repeat(2_000_000), bio: 'b'.repeat(1_000_000), phone: '6'.repeat(1000),
      hobbies: Array.from({ length: 10_000 }, (_, i) => `${i}`.padEnd(80, 'h')), city: 'c'.repeat(500),
    };
    await rolledBack(s, async () => {
      await s.query("insert into auth.users (email, raw_user_meta_data) values ('huge@test.univida.es', $1)", [JSON.stringify(meta)]);
      expect(await rows(
        s,
        `select length(p.full_name) as name, length(p.bio) as bio, length(p.city) as city, cardinality(p.hobbies) as hobbies,
                max(length(h)) as hobby, length(c.phone) as phone, p.hobbies[1] = left($1, 50) as first_kept
           from profiles p join profile_contacts c using (id) cross join unnest(p.hobbies) as h
          where c.email = 'huge@test.univida.es'
          group by p.id, c.phone`,
        [meta.hobbies[0]],
      )).toEqual([{ name: 100, bio: 1000, city: 100, hobbies: 50, hobby: 50, phone: null, first_kept: true }]);
    });
  });

  it('a student sends a 31st message within a minute → refused (PT429, Spanish message)', async () => {
    await as(s, user(ANA), async (q) => {
      for (let i = 0; i < 30; i++) {
        await q.query('insert into messages (conversation_id, sender_id, content) values ($1, $2, $3)', [ANA_LUCIA, ANA, `mensaje ${i}`]);
      }
      await expect(q.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, 'uno más')", [ANA_LUCIA, ANA]))
        .rejects.toMatchObject({ code: RATE_LIMITED, message: 'Demasiados envíos seguidos: espera un minuto y vuelve a intentarlo' });
    });
  });

  it('one statement inserts 5,000 suggestions → refused (PT429), none stored', async () => {
    await as(s, user(ANA), async (q) => {
      expect(await errorCode(q, () => suggest(q, 5000))).toBe(RATE_LIMITED);
      expect(await rows(q, "select 1 from leisure_spot_suggestions where suggester_id = $1 and name like 'Sitio %'", [ANA])).toEqual([]);
    });
  });

  it('a student backdates created_at on suggestions to dodge the limit → server time is stored, the 6th is refused (PT429)', async () => {
    await as(s, user(ANA), async (q) => {
      for (let i = 0; i < 5; i++) await suggest(q, 1, "'2000-01-01'");
      expect(await rows(q, "select count(*)::int as n from leisure_spot_suggestions where suggester_id = $1 and created_at > now() - interval '1 minute'", [ANA]))
        .toEqual([{ n: 5 }]);
      expect(await errorCode(q, () => suggest(q, 1, "'2000-01-01'"))).toBe(RATE_LIMITED);
    });
  });

  it('a student files a 6th report within a minute → refused (PT429)', async () => {
    await as(s, user(ANA), async (q) => {
      // One event each: a second pending report on one event is refused on its own (23505). Not
      // event 1, Ana's own: its organiser cannot report it (42501).
      const report = (n: number) => q.query("insert into reports (reporter_id, item_id, reason) values ($1, $2, 'Spam')", [ANA, event(n)]);
      for (let n = 2; n <= 6; n++) await report(n);
      expect(await errorCode(q, () => report(7))).toBe(RATE_LIMITED);
    });
  });
});
