// RoomieMatch's 'Carrera' filter (QA: 'psicología', 'Psicologia' and 'Psicolog' found no one while
// 'Psicología' found two): a partial match ignoring case and accents, on the list and in a saved
// search's 'N nuevos' count alike; a typed % or _ is only itself. PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, LUCIA } from './support/seed-ids.ts';
import { as, rows, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const CLAUDIA = '00000000-0000-4000-a000-000000000019';

const listed = async (q: SqlExec, career: string | null) =>
  (
    await rows<{ id: string; career: string }>(
      q,
      'select id, career from public.search_roommates(p_career => $1, p_limit => 48)',
      [career],
    )
  ).map((r) => r.id);

describeOnEngines('roommate career search', (db) => {
  const s = db.session;

  it("finds 'Psicología' students however the career is typed: case, accents, part of the word", async () => {
    await as(s, user(ANA), async (q) => {
      const exact = await listed(q, 'Psicología');
      expect(exact).toEqual(expect.arrayContaining([LUCIA, CLAUDIA]));
      for (const typed of [
        'psicología',
        'Psicologia',
        'PSICOLOGIA',
        'Psicolog',
        ' psico ',
        'cología',
      ]) {
        expect(await listed(q, typed), typed).toEqual(exact);
      }
      expect(await listed(q, 'Psicología Clínica')).toEqual([]);
    });
  });

  it('treats % and _ as themselves, and a blank career as no filter', async () => {
    await as(s, user(ANA), async (q) => {
      const all = await listed(q, null);
      expect(all.length).toBeGreaterThan(3);
      expect(await listed(q, '')).toEqual(all);
      expect(await listed(q, '   ')).toEqual(all);
      expect(await listed(q, '%')).toEqual([]);
      expect(await listed(q, 'Psicolog_a')).toEqual([]);
      expect(await listed(q, '\\')).toEqual([]);
    });
  });

  it("counts a saved search's flatmates with the same career match as the list", async () => {
    await as(s, user(ANA), async (q) => {
      const typed = ['Psicología', 'psicologia', 'PSICOLOG', 'cología', 'Psicolog_a', 'medic'];
      // Saved as the database owner, last opened before anything existed: every match is new.
      await q.exec('reset role');
      for (const career of typed) {
        await q.query(
          `insert into public.saved_searches (user_id, kind, name, filters)
           values ($1, 'roommates', $2, jsonb_build_object('career', $2::text))`,
          [ANA, career],
        );
      }
      await q.query(
        `update public.saved_searches set last_seen_at = '-infinity' where user_id = $1`,
        [ANA],
      );
      const counts = await rows<{ name: string; new_count: string }>(
        q,
        `select s.name, c.new_count::text from private.saved_search_counts($1, false) c join public.saved_searches s using (id)`,
        [ANA],
      );
      await q.exec('set local role authenticated');
      const count = (name: string) => Number(counts.find((c) => c.name === name)?.new_count);
      expect(count('Psicología')).toBe((await listed(q, 'Psicología')).length);
      expect(count('Psicología')).toBeGreaterThanOrEqual(2);
      for (const career of typed)
        expect(count(career), career).toBe((await listed(q, career)).length);
      expect(count('psicologia')).toBe(count('Psicología'));
      expect(count('Psicolog_a')).toBe(0);
    });
  });
});
