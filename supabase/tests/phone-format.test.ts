// A user's phone (profile_contacts.phone) follows shared-auth's phoneProblem in the database too:
// the same shapes accepted and refused (compared case by case with the client's function), a
// write that breaks it refused (23514) whoever sends it, a sign-up whose metadata phone breaks it
// still created (the phone left empty), and the migration clearing the bad phones already saved.
// PGlite and PostgreSQL 15; the migration on PGlite.
import { describe, expect, it } from 'vitest';
import { phoneProblem } from '../../shared-auth/src/actions/phone-format.ts';
import { ANA, LUCIA, student } from './support/seed-ids.ts';
import { as, errorCode, rows, user } from './support/sessions.ts';
import { heldAtMigration } from './support/held-migrations.ts';
import { describeOnEngines } from './support/engines.ts';

const CHECK_FAILED = '23514';
const MIGRATION = '20261129020200_profile_phone_format.sql';

const VALID = [
  '+34 612 345 678',
  '612345678',
  '+44 20 7946 0958',
  '600 12 34 56',
  '+34 600-123-456',
  '(+34) 961.234.567',
  '0034 600 123 456',
  ' 612 345 678 ',
  '+1 415 555 2671',
  '+86 138 0013 8000 12', // 15 digits: E.164's most
];
const INVALID = [
  '+34 612 34 56 7',
  '0034 612 34 56 7',
  '+34 612 345 678 9',
  '60000000',
  '6001234567',
  '34612345678',
  'seis',
  '600 12 34 5x',
  '+34 600 123 456 789 012',
  '++34600000000',
  '+44 20 7946', // 8 digits after a foreign +
  '+86 138 0013 8000 123', // 16
  '612345678 ext. 2',
  '6'.repeat(30),
  ' ',
];

describe("private.phone_is_valid is shared-auth's phoneProblem", () => {
  it('every case here is judged by the client as listed', () => {
    for (const phone of VALID) expect(phoneProblem(phone), phone).toBeUndefined();
    for (const phone of INVALID) expect(phoneProblem(phone), phone).toBeDefined();
  });
});

describeOnEngines('phone format', (db) => {
  const s = db.session;
  const phoneOf = async (q: Parameters<typeof rows>[0], id: string) =>
    (
      await rows<{ phone: string | null }>(q, 'select phone from profile_contacts where id = $1', [
        id,
      ])
    )[0]?.phone;

  it('the database accepts and refuses the same shapes as the client', async () => {
    const judged = await rows<{ phone: string; valid: boolean }>(
      s,
      'select phone, private.phone_is_valid(phone) as valid from unnest($1::text[]) as phone',
      [[...VALID, ...INVALID]],
    );
    expect(judged).toEqual(
      [...VALID, ...INVALID].map((phone) => ({ phone, valid: phoneProblem(phone) === undefined })),
    );
  });

  it('a student updates their own phone: a valid one (or none) is stored, any other shape → 23514, phone unchanged', async () => {
    await as(s, user(ANA), async (q) => {
      const before = await phoneOf(q, ANA);
      for (const phone of ['+34 612 34 56 7', 'llámame', '123', '6'.repeat(30), ' ']) {
        expect(
          await errorCode(q, () =>
            q.query('update profile_contacts set phone = $1 where id = $2', [phone, ANA]),
          ),
          phone,
        ).toBe(CHECK_FAILED);
        expect(await phoneOf(q, ANA)).toBe(before);
      }
      for (const phone of ['+34 612 345 678', '612345678', '+44 20 7946 0958', '', null]) {
        expect(
          await errorCode(q, () =>
            q.query('update profile_contacts set phone = $1 where id = $2', [phone, ANA]),
          ),
          String(phone),
        ).toBeNull();
        expect(await phoneOf(q, ANA)).toBe(phone);
      }
    });
  });

  it('update_own_profile with a bad phone → 23514, profile and phone unchanged; an admin cannot store one either', async () => {
    await as(s, user(ANA), async (q) => {
      const before = await rows(
        q,
        'select p.full_name, c.phone from profiles p join profile_contacts c using (id) where p.id = $1',
        [ANA],
      );
      const save = () =>
        q.query('select update_own_profile($1, $2, $3)', [
          { full_name: 'A medias' },
          '+34 612 34 56 7',
          null,
        ]);
      expect(await errorCode(q, save)).toBe(CHECK_FAILED);
      expect(
        await rows(
          q,
          'select p.full_name, c.phone from profiles p join profile_contacts c using (id) where p.id = $1',
          [ANA],
        ),
      ).toEqual(before);
    });
    // As the database owner (the service role and the seed write past RLS, not past the check).
    await s.exec('begin');
    try {
      expect(
        await errorCode(s, () =>
          s.query("update profile_contacts set phone = '12' where id = $1", [LUCIA]),
        ),
      ).toBe(CHECK_FAILED);
    } finally {
      await s.exec('rollback');
    }
  });

  it('sign-up with a bad phone in its metadata → account created, phone left empty; a good one is stored as written', async () => {
    await s.exec('begin');
    try {
      const signUp = (email: string, phone: unknown) =>
        s.query('insert into auth.users (email, raw_user_meta_data) values ($1, $2)', [
          email,
          JSON.stringify({ full_name: 'Prueba', phone }),
        ]);
      const cases: [string, unknown, string | null][] = [
        ['short@test.univida.es', '+34 612 34 56 7', null],
        ['words@test.univida.es', 'llámame', null],
        ['list@test.univida.es', ['612345678'], '612345678'],
        ['long@test.univida.es', `612345678${'-'.repeat(30)}`, null], // valid shape, over the 30-character cap
        ['good@test.univida.es', ' +34 612 345 678 ', '+34 612 345 678'],
        ['foreign@test.univida.es', '+44 20 7946 0958', '+44 20 7946 0958'],
      ];
      for (const [email, phone] of cases) {
        expect(await errorCode(s, () => signUp(email, phone)), email).toBeNull();
      }
      for (const [email, , stored] of cases) {
        expect(
          await rows(s, 'select phone from profile_contacts where email = $1', [email]),
          email,
        ).toEqual([{ phone: stored }]);
      }
    } finally {
      await s.exec('rollback');
    }
  });

  it("the seed's phones all follow the rule", async () => {
    expect(
      await rows(
        s,
        "select count(*)::int as n from profile_contacts where phone is not null and phone <> ''",
      ),
    ).not.toEqual([{ n: 0 }]);
    expect(
      await rows(
        s,
        "select id, phone from profile_contacts where phone <> '' and not private.phone_is_valid(phone)",
      ),
    ).toEqual([]);
  });
});

describe('the phone-format migration', () => {
  const { db, held, applyBefore, applyRest } = heldAtMigration(MIGRATION);

  it('clears the phones saved before it that break the rule, keeps the others, then validates the check', async () => {
    await applyBefore();
    const saved: [string, string | null, string | null][] = [
      [ANA, '+34 612 34 56 7', null],
      [LUCIA, 'llámame', null],
      [student(3), '+34 612 345 678', '+34 612 345 678'],
      [student(4), '', ''],
      [student(5), null, null],
      [student(6), '+44 20 7946 0958', '+44 20 7946 0958'],
    ];
    for (const [id, phone] of saved) {
      await db.query('update public.profile_contacts set phone = $1 where id = $2', [phone, id]);
    }
    expect(await applyRest()).toEqual(held);

    for (const [id, phone, stored] of saved) {
      const { rows: found } = await db.query(
        'select phone from public.profile_contacts where id = $1',
        [id],
      );
      expect(found, String(phone)).toEqual([{ phone: stored }]);
    }
    const { rows: constraint } = await db.query(
      "select convalidated from pg_constraint where conname = 'profile_contacts_phone_format'",
    );
    expect(constraint).toEqual([{ convalidated: true }]);
  });
});
