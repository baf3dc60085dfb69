// A student saves the same search once (the same list and filters, in any key order): a second copy
// would count and mail the same new results twice. Copies saved before the rule are merged into the
// first, which keeps the digest if any copy asked for it. PGlite and PostgreSQL 15, and the
// migration on a database that already holds copies.
import { describe, expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, LUCIA } from './support/seed-ids.ts';
import { as, becomeRequest, errorCode, rows, user } from './support/sessions.ts';
import { heldAtMigration } from './support/held-migrations.ts';
import { describeOnEngines } from './support/engines.ts';

const MIGRATION = '20261129050000_saved_search_once.sql';

const save = (q: SqlExec, kind: string, filters: string, name = 'Pisos') =>
  errorCode(q, () =>
    q.query(
      'insert into public.saved_searches (kind, name, query, filters) values ($1, $2, $3, $4::jsonb)',
      [kind, name, '', filters],
    ),
  );

describeOnEngines('a saved search, once', (db) => {
  const s = db.session;

  it('refuses the same list and filters twice, whatever the name or the key order', async () => {
    await as(s, user(ANA), async (q) => {
      expect(await save(q, 'accommodations', '{"city": "Valencia", "maxPrice": 400}')).toBeNull();
      expect(await save(q, 'accommodations', '{"maxPrice": 400, "city": "Valencia"}', 'Otra')).toBe(
        '23505',
      );
      expect(await save(q, 'accommodations', '{}')).toBeNull();
      expect(await save(q, 'accommodations', '{}')).toBe('23505');
      // Another list, other filters: other searches.
      expect(await save(q, 'roommates', '{"city": "Valencia", "maxPrice": 400}')).toBeNull();
      expect(await save(q, 'accommodations', '{"city": "Valencia", "maxPrice": 450}')).toBeNull();
    });
  });

  it("does not stop another student saving the same search, nor tell them of the first's", async () => {
    await as(s, user(ANA), async (q) => {
      expect(await save(q, 'events', '{"category": "Música"}')).toBeNull();
      await q.exec('reset role');
      await becomeRequest(q, user(LUCIA));
      expect(await save(q, 'events', '{"category": "Música"}')).toBeNull();
      expect(await rows(q, 'select name from public.saved_searches')).toEqual([{ name: 'Pisos' }]);
    });
  });
});

describe('the saved-search-once migration', () => {
  const { db, held, applyBefore, applyRest } = heldAtMigration(MIGRATION);

  it('merges the copies saved before it into the first, which mails if any copy did', async () => {
    await applyBefore();
    const saved: [string, string, string, string, boolean, string][] = [
      // user, kind, name, filters, digest, created_at
      [ANA, 'accommodations', 'Primera', '{"city": "Valencia"}', false, '2026-11-01'],
      [ANA, 'accommodations', 'Copia', '{"city": "Valencia"}', true, '2026-11-02'],
      [ANA, 'accommodations', 'Otra copia', '{"city": "Valencia"}', false, '2026-11-03'],
      [ANA, 'roommates', 'Compañeros', '{"city": "Valencia"}', false, '2026-11-04'],
      [LUCIA, 'accommodations', 'De Lucía', '{"city": "Valencia"}', false, '2026-11-05'],
    ];
    for (const [userId, kind, name, filters, digest, created] of saved) {
      await db.query(
        `insert into public.saved_searches (user_id, kind, name, filters, digest, created_at)
         values ($1, $2, $3, $4::jsonb, $5, $6::timestamptz)`,
        [userId, kind, name, filters, digest, created],
      );
    }

    expect(await applyRest()).toEqual(held);

    const { rows: left } = await db.query(
      'select name, digest from public.saved_searches order by created_at',
    );
    expect(left).toEqual([
      { name: 'Primera', digest: true },
      { name: 'Compañeros', digest: false },
      { name: 'De Lucía', digest: false },
    ]);
  });
});
