// What the server decides, never the client: the profile form saves atomically (update_own_profile),
// created_at is the server's time, and the contacts' email follows the account. PGlite and PG 15.
import { expect, it } from 'vitest';
import { ANA, CARLOS, LUCIA, accommodation } from './support/seed-ids.ts';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import {
  as,
  errorCode,
  user,
} from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

// Read as the user, inside the request's transaction (`as` always rolls back at the end).
const ownRow = async (q: SqlExec, id: string) =>
  (
    await q.query<{
      full_name: string;
      city: string | null;
      phone: string | null;
      email: string | null;
      admission_grade: string | null;
    }>(
      'select p.full_name, p.city, c.phone, c.email, c.admission_grade::text from profiles p join profile_contacts c using (id) where p.id = $1',
      [id],
    )
  ).rows[0]!;

describeOnEngines('server-owned fields', (db) => {
  it('update_own_profile saves the profile, the phone and the admission grade together', async () => {
    await as(db.session, user(ANA), async (q) => {
      await q.query('select update_own_profile($1, $2, $3)', [
        { full_name: 'Ana Nueva', city: 'Alicante' },
        '600000001',
        12.345,
      ]);
      expect(await ownRow(q, ANA)).toMatchObject({
        full_name: 'Ana Nueva',
        city: 'Alicante',
        phone: '600000001',
        admission_grade: '12.345',
      });
      await q.query('select update_own_profile($1, $2, $3)', [{}, '600000001', null]);
      expect((await ownRow(q, ANA)).admission_grade).toBeNull();
    });
  });

  it('a grade outside 0–14 saves nothing, not even the profile half', async () => {
    await as(db.session, user(ANA), async (q) => {
      const before = await ownRow(q, ANA);
      for (const grade of [14.001, -1]) {
        const save = () =>
          q.query('select update_own_profile($1, $2, $3)', [
            { full_name: 'Nota rara' },
            null,
            grade,
          ]);
        expect(await errorCode(q, save)).toBe('23514');
      }
      expect(await ownRow(q, ANA)).toEqual(before);
    });
  });

  it("another student can neither read nor change someone's grade", async () => {
    await as(db.session, user(LUCIA), async (q) => {
      const read = await q.query('select admission_grade from profile_contacts where id = $1', [
        ANA,
      ]);
      expect(read.rows).toEqual([]);
      const changed = await q.query(
        'update profile_contacts set admission_grade = 5 where id = $1',
        [ANA],
      );
      expect(changed.affectedRows ?? 0).toBe(0);
    });
  });

  it('a failing second half (the phone) leaves the profile unchanged too', async () => {
    const tooLongPhone = '6'.repeat(31);
    await as(db.session, user(ANA), async (q) => {
      const before = await ownRow(q, ANA);
      const save = () =>
        q.query('select update_own_profile($1, $2, $3)', [
          { full_name: 'A medias', city: 'Zaragoza' },
          tooLongPhone,
          null,
        ]);
      expect(await errorCode(q, save)).toBe('23514');
      expect(await ownRow(q, ANA)).toEqual(before);
    });
  });

  it('a visitor cannot call it', async () => {
    const code = await as(db.session, { role: 'anon' }, (q) =>
      errorCode(q, () =>
        q.query('select update_own_profile($1, $2, $3)', [{ full_name: 'Nadie' }, null, null]),
      ),
    );
    expect(code).toBe('42501');
  });

  it('a student cannot set their contacts email (it is the sign-in email), only the phone', async () => {
    await as(db.session, user(LUCIA), async (q) => {
      const before = await ownRow(q, LUCIA);
      expect(
        await errorCode(q, () =>
          q.query(
            "update profile_contacts set email = 'ana.garcia@demo.univida.es' where id = $1",
            [LUCIA],
          ),
        ),
      ).toBe('42501');
      await q.query("update profile_contacts set phone = '611222333' where id = $1", [LUCIA]);
      expect(await ownRow(q, LUCIA)).toEqual({ ...before, phone: '611222333' });
    });
  });

  it('created_at is the server time on insert and kept on update', async () => {
    await as(db.session, user(CARLOS), async (q) => {
      const { rows } = await q.query<{ created_at: Date }>(
        "update accommodations set created_at = '2099-01-01', name = name where id = $1 returning created_at",
        [accommodation(1)],
      );
      expect(new Date(rows[0]!.created_at).getFullYear()).toBeLessThan(2099);
    });
    await as(db.session, user(ANA), async (q) => {
      const { rows } = await q.query<{ created_at: Date }>(
        "insert into favorites (user_id, item_id, created_at) values ($1, $2, '2099-01-01') returning created_at",
        [ANA, accommodation(2)],
      );
      expect(Math.abs(Date.now() - new Date(rows[0]!.created_at).getTime())).toBeLessThan(60_000);
    });
  });
});
