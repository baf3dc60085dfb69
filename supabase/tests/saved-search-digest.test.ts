// The daily digest of saved searches (issue 17): what claim_saved_search_digests returns (the
// badge's numbers, only searches with the digest on and something new since last opened or
// mailed), that it marks them mailed at most once, and that only service_role may claim and only
// the owner may switch a search's digest. PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, CARLOS, LUCIA } from './support/seed-ids.ts';
import {
  anon,
  as,
  becomeRequest,
  errorCode,
  rows,
  user,
} from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

interface Claimed {
  user_id: string;
  email: string;
  searches: { id: string; name: string; kind: string; query: string; new_count: number }[];
}

describeOnEngines('saved search digest', (db) => {
  const s = db.session;

  const save = async (
    q: SqlExec,
    fields: { name: string; kind?: string; filters: Record<string, unknown>; digest: boolean },
  ) => {
    const [row] = await rows<{ id: string }>(
      q,
      `insert into public.saved_searches (kind, name, query, filters, digest)
       values ($1, $2, 'ciudad=Valencia', $3, $4) returning id`,
      [fields.kind ?? 'accommodations', fields.name, JSON.stringify(fields.filters), fields.digest],
    );
    return row!.id;
  };
  /** Runs fn as the database owner, then goes back to the request's role. */
  const asOwner = async (q: SqlExec, fn: () => Promise<unknown>, back = 'authenticated') => {
    await q.exec('reset role');
    await fn();
    await q.exec(`set local role ${back}`);
  };
  const addListing = (q: SqlExec, city: string, price: number) =>
    asOwner(q, () =>
      q.query(
        `insert into public.accommodations (name, city, price_per_room, total_rooms, available_rooms, owner_id)
         values ('Nuevo', $1, $2, 3, 1, $3)`,
        [city, price, CARLOS],
      ),
    );
  /** Sets when a search was last opened / mailed, as offsets before this transaction's now(). */
  const setTimes = (q: SqlExec, id: string, seen: string, mailed: string | null) =>
    asOwner(q, () =>
      q.query(
        `update public.saved_searches
            set last_seen_at = now() - $2::interval,
                digest_sent_at = now() - $3::interval
          where id = $1`,
        [id, seen, mailed],
      ),
    );
  const badge = async (q: SqlExec) =>
    new Map(
      (await rows<{ id: string; new_count: string }>(q, 'select id, new_count from public.saved_search_new_counts()')).map(
        (row) => [row.id, Number(row.new_count)],
      ),
    );
  const claim = async (q: SqlExec) => {
    await q.exec('set local role service_role');
    const claimed = await rows<Claimed>(q, 'select * from public.claim_saved_search_digests()');
    await q.exec('set local role authenticated');
    return claimed;
  };

  it('returns digest-enabled searches with news, with the badge’s counts, marks them mailed, and a second run returns nothing', async () => {
    await as(s, user(ANA), async (q) => {
      const on = await save(q, { name: 'Pisos baratos', filters: { city: 'Valencia', maxPrice: 400 }, digest: true });
      const off = await save(q, { name: 'Sin resumen', filters: { city: 'Valencia', maxPrice: 500 }, digest: false });
      const quiet = await save(q, { name: 'En Soria', filters: { city: 'Soria' }, digest: true });
      for (const id of [on, off, quiet]) await setTimes(q, id, '2 milliseconds', null);
      await addListing(q, 'Valencia', 350);
      await addListing(q, 'Valencia', 390);
      await addListing(q, 'Valencia', 900); // too dear
      const counts = await badge(q);
      expect(counts.get(on)).toBe(2);
      expect(counts.get(off)).toBe(2);
      expect(counts.get(quiet)).toBe(0);

      const claimed = await claim(q);
      expect(claimed).toHaveLength(1);
      expect(claimed[0]!.user_id).toBe(ANA);
      await asOwner(q, async () => {
        const [account] = await rows<{ email: string }>(q, 'select email from auth.users where id = $1', [ANA]);
        expect(claimed[0]!.email).toBe(account!.email);
      });
      expect(claimed[0]!.searches).toEqual([
        { id: on, name: 'Pisos baratos', kind: 'accommodations', query: 'ciudad=Valencia', new_count: 2 },
      ]);
      await asOwner(q, async () => {
        const marked = await rows<{ id: string; mailed: boolean | null }>(
          q,
          'select id, digest_sent_at = now() as mailed from public.saved_searches where id = any($1)',
          [[on, off, quiet]],
        );
        expect(Object.fromEntries(marked.map((row) => [row.id, row.mailed]))).toEqual({
          [on]: true,
          [off]: null,
          [quiet]: null,
        });
      });
      // A second run (a double cron, a retry) finds nothing new since the mail.
      expect(await claim(q)).toEqual([]);
      // Mailing does not touch the badge.
      expect((await badge(q)).get(on)).toBe(2);
    });
  });

  it('mails again only when something new arrives after the last mail, with the badge’s whole count; switching it off stops it', async () => {
    await as(s, user(ANA), async (q) => {
      const on = await save(q, { name: 'Pisos', filters: { city: 'Valencia', maxPrice: 400 }, digest: true });
      // Opened 3 ms ago, mailed 2 ms ago: the listing from before the mail is old news for the mail.
      await setTimes(q, on, '3 milliseconds', '2 milliseconds');
      await asOwner(q, () =>
        q.query(
          `insert into public.accommodations (name, city, price_per_room, total_rooms, available_rooms, owner_id, created_at)
           values ('Anterior', 'Valencia', 300, 3, 1, $1, now())`,
          [CARLOS],
        ),
      );
      // created_at is the server's (now()), so move it to between opening and mailing.
      await asOwner(q, () =>
        q.exec(
          `alter table public.accommodations disable trigger user;
           update public.accommodations set created_at = now() - interval '2500 microseconds' where name = 'Anterior';
           alter table public.accommodations enable trigger user;`,
        ),
      );
      expect((await badge(q)).get(on)).toBe(1);
      expect(await claim(q)).toEqual([]);
      await addListing(q, 'Valencia', 310);
      const [claimed] = await claim(q);
      expect(claimed!.searches.map((search) => [search.id, search.new_count])).toEqual([[on, 2]]);

      // The owner switches it off: nothing more, whatever arrives.
      await setTimes(q, on, '3 milliseconds', '2 milliseconds');
      const switched = await q.query('update public.saved_searches set digest = false where id = $1', [on]);
      expect(switched.affectedRows).toBe(1);
      await addListing(q, 'Valencia', 320);
      expect(await claim(q)).toEqual([]);
    });
  });

  it('counts every kind and filter as the badge does', async () => {
    await as(s, user(ANA), async (q) => {
      const cases: [string, Record<string, unknown>][] = [
        ['accommodations', { city: 'Valencia' }],
        ['accommodations', { maxPrice: 500, rooms: '4+' }],
        ['accommodations', { text: 'centro' }],
        ['events', { city: 'Valencia' }],
        ['events', {}],
        ['roommates', { city: 'Valencia' }],
        ['roommates', { hobbies: ['Deporte'], earlyBird: 8 }],
        ['roommates', { perfect: true }],
        // A filter the digest and the badge must treat alike, whatever they make of it.
        ['roommates', { maxBudget: 450, minBudget: 300 }],
      ];
      const ids: string[] = [];
      for (const [kind, filters] of cases) {
        const id = await save(q, { name: JSON.stringify(filters), kind, filters, digest: true });
        await asOwner(q, () =>
          q.query(`update public.saved_searches set last_seen_at = '-infinity' where id = $1`, [id]),
        );
        ids.push(id);
      }
      const counts = await badge(q);
      const [claimed] = await claim(q);
      const mailed = new Map(claimed!.searches.map((search) => [search.id, search.new_count]));
      for (const id of ids) expect(mailed.get(id) ?? 0, id).toBe(counts.get(id));
      expect([...mailed.values()].some((n) => n > 1)).toBe(true);
    });
  });

  it('lets only service_role claim, and only the owner switch a digest, never the mailed time', async () => {
    await s.exec('begin');
    try {
      await becomeRequest(s, user(ANA));
      const id = await save(s, { name: 'Pisos', filters: {}, digest: false });
      const claimSql = 'select * from public.claim_saved_search_digests()';
      for (const who of [anon, user(ANA), user(LUCIA)]) {
        await becomeRequest(s, who);
        expect(await errorCode(s, () => s.query(claimSql)), who.role).toBe('42501');
        expect(
          await errorCode(s, () => s.query('select * from private.saved_search_counts($1, false)', [ANA])),
        ).toBe('42501');
      }
      // A token that says service_role while the request runs as authenticated is still refused.
      await s.exec('set local role authenticated');
      await s.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: LUCIA, role: 'service_role' }),
      ]);
      expect(await errorCode(s, () => s.query(claimSql))).toBe('42501');

      // Another user cannot switch it on, nor can a visitor.
      await becomeRequest(s, user(LUCIA));
      const other = await s.query('update public.saved_searches set digest = true where id = $1', [id]);
      expect(other.affectedRows ?? 0).toBe(0);
      await becomeRequest(s, anon);
      expect(await errorCode(s, () => s.query('update public.saved_searches set digest = true where id = $1', [id]))).toBe(
        '42501',
      );
      // The owner may, but may not write when it was mailed (to skip or repeat a mail).
      await becomeRequest(s, user(ANA));
      const own = await s.query('update public.saved_searches set digest = true where id = $1', [id]);
      expect(own.affectedRows).toBe(1);
      expect(
        await errorCode(s, () => s.query('update public.saved_searches set digest_sent_at = null where id = $1', [id])),
      ).toBe('42501');
      expect(
        await errorCode(s, () =>
          s.query(
            `insert into public.saved_searches (kind, name, digest, digest_sent_at) values ('events', 'x', true, now() + interval '1 year')`,
          ),
        ),
      ).toBe('42501');
      await s.exec('reset role');
      const [row] = await rows<{ digest: boolean; digest_sent_at: string | null }>(
        s,
        'select digest, digest_sent_at from public.saved_searches where id = $1',
        [id],
      );
      expect(row).toEqual({ digest: true, digest_sent_at: null });
    } finally {
      await s.exec('rollback');
    }
  });
});
