// RoomieMatch (issue 12): the compatibility score on hand-computed pairs (clamps included), the
// list's filters, sort and paging in the database, the same number on list and profile, and what
// visitors and non-students get. PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, CARLOS, LUCIA, student } from './support/seed-ids.ts';
import { anon, as, rows, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

type Person = Partial<{
  budget: number | null;
  early_bird: number;
  party_animal: number;
  house_parties: number;
  smoker_tolerant: boolean;
  hobbies: (string | null)[];
}>;
const person = (p: Person) => ({ early_bird: 5, party_animal: 5, house_parties: 5, smoker_tolerant: false, hobbies: [], budget: 400, ...p });

async function compatibility(db: SqlExec, a: Person, b: Person) {
  const [result] = await rows(
    db,
    `select (c).budget_points, (c).lifestyle_points, (c).smoker_points, (c).hobby_points, (c).score
       from (select public.roommate_compatibility(jsonb_populate_record(null::public.profiles, $1::jsonb),
                                                  jsonb_populate_record(null::public.profiles, $2::jsonb)) as c) x`,
    [JSON.stringify(person(a)), JSON.stringify(person(b))],
  );
  return result;
}

/** Sets profile fields as the database owner inside the caller's (rolled back) transaction. */
async function setProfile(q: SqlExec, id: string, fields: Record<string, unknown>) {
  await q.exec('reset role');
  const keys = Object.keys(fields);
  await q.query(
    `update public.profiles set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where id = $1`,
    [id, ...Object.values(fields)],
  );
  await q.exec('set local role authenticated');
}

interface Listed {
  id: string;
  compatibility: number | null;
  total_count: string;
  hobbies: string[];
  budget: string;
}
const search = (q: SqlExec, args: Record<string, unknown> = {}) => {
  const names = Object.keys(args);
  return rows<Listed>(
    q,
    `select * from public.search_roommates(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
    Object.values(args),
  );
};

describeOnEngines('roommate compatibility', (db) => {
  const s = db.session;

  it('gives 100 to two identical profiles: 25 + 35 + 20 + 20', async () => {
    const same = { budget: 450, early_bird: 7, party_animal: 2, house_parties: 9, smoker_tolerant: true, hobbies: ['Deportes', 'Música'] };
    expect(await compatibility(s, same, same)).toEqual({ budget_points: 25, lifestyle_points: 35, smoker_points: 20, hobby_points: 20, score: 100 });
  });

  it('computes a middling pair part by part (hand-computed: 20 + 32 + 20 + 11 = 83)', async () => {
    // budget |400−500| = 100 → 25 × (1 − 100/500) = 20; sliders differ 2 + 1 + 0 = 3 → 35 × 27/30 = 31.5 → 32;
    // both non-smokers → 20; 2 shared of 3 and 4 hobbies → 20 × 4/7 = 11.43 → 11.
    const a = { budget: 400, early_bird: 5, party_animal: 5, house_parties: 5, hobbies: ['Deportes', 'Música', 'Cine y Series'] };
    const b = { budget: 500, early_bird: 7, party_animal: 4, house_parties: 5, hobbies: ['Música', 'Cine y Series', 'Lectura', 'Viajar'] };
    expect(await compatibility(s, a, b)).toEqual({ budget_points: 20, lifestyle_points: 32, smoker_points: 20, hobby_points: 11, score: 83 });
    expect(await compatibility(s, b, a)).toEqual(await compatibility(s, a, b));
  });

  it('clamps a sum under 40 up to 40 and keeps the parts that show why (25 + 0 + 0 + 0)', async () => {
    const a = { budget: 600, early_bird: 0, party_animal: 0, house_parties: 0, smoker_tolerant: true, hobbies: ['Yoga'] };
    const b = { budget: 600, early_bird: 10, party_animal: 10, house_parties: 10, smoker_tolerant: false, hobbies: ['Fitness'] };
    expect(await compatibility(s, a, b)).toEqual({ budget_points: 25, lifestyle_points: 0, smoker_points: 0, hobby_points: 0, score: 40 });
  });

  it('gives no budget points past 500 € apart or when a budget is unknown, and none for no hobbies', async () => {
    expect(await compatibility(s, { budget: 200 }, { budget: 1500 })).toMatchObject({ budget_points: 0 });
    expect(await compatibility(s, { budget: 300 }, { budget: 800 })).toMatchObject({ budget_points: 0 });
    expect(await compatibility(s, { budget: 300 }, { budget: 790 })).toMatchObject({ budget_points: 1 });
    expect(await compatibility(s, { budget: null }, { budget: 400 })).toMatchObject({ budget_points: 0, score: 55 }); // 0 + 35 + 20 + 0;
    expect(await compatibility(s, { hobbies: [] }, { hobbies: [] })).toMatchObject({ hobby_points: 0 });
  });

  it('counts a hobby listed twice once', async () => {
    // shared 1 of {Música} and {Música, Lectura} → 20 × 2/3 = 13.33 → 13
    expect(await compatibility(s, { hobbies: ['Música', 'Música'] }, { hobbies: ['Música', 'Lectura'] })).toMatchObject({ hobby_points: 13 });
  });

  it('leaves null and empty hobby items out and compares hobbies exactly (case included)', async () => {
    // {Música} and {Música}: 1 shared of 1 + 1 → 20 (counting '' would give 20 × 2/3 = 13); 'música' is not 'Música' → 0.
    expect(await compatibility(s, { hobbies: ['Música', null, ''] }, { hobbies: ['Música'] })).toMatchObject({ hobby_points: 20 });
    expect(await compatibility(s, { hobbies: ['música'] }, { hobbies: ['Música'] })).toMatchObject({ hobby_points: 0 });
    // 1 shared of 3 and 1 → 20 × 2/4 = 10
    expect(await compatibility(s, { hobbies: ['Yoga', 'Cocina', 'Viajar'] }, { hobbies: ['Viajar'] })).toMatchObject({ hobby_points: 10 });
  });

  it('is an expression the calling query inlines: no function call per candidate', async () => {
    const plan = await rows<{ 'QUERY PLAN': string }>(
      s,
      `explain (verbose, costs off)
       select (public.roommate_compatibility(a, b)).score from public.profiles a, public.profiles b`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('GREATEST(40, LEAST(100,');
    expect(text).not.toMatch(/roommate_(compatibility|budget_points|lifestyle_points|smoker_points|hobby_points)/);
  });

  it("lists only students looking for a flatmate, never the viewer, sorted by the viewer's compatibility", async () => {
    await as(s, user(ANA), async (q) => {
      const listed = await search(q, { p_limit: 48 });
      expect(listed.map((r) => r.id)).not.toContain(ANA);
      const [counted] = await rows<{ wrong: string }>(
        q,
        `select count(*) as wrong from public.profiles where id = any($1::uuid[]) and (user_type <> 'student' or not is_looking_for_roommate)`,
        [listed.map((r) => r.id)],
      );
      expect(Number(counted!.wrong)).toBe(0);
      const scores = listed.map((r) => r.compatibility!);
      expect(scores.every((score) => score >= 40 && score <= 100)).toBe(true);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
      expect(listed.length).toBeGreaterThan(3);
    });
  });

  it('gives the same score on the list and on the profile for the same pair', async () => {
    await as(s, user(ANA), async (q) => {
      const firstTen = (await search(q, { p_limit: 48 })).slice(0, 10);
      expect(firstTen).toHaveLength(10);
      for (const row of firstTen) {
        const [detail] = await rows<{ score: number }>(q, 'select (public.get_roommate_compatibility($1)).score', [row.id]);
        expect(detail!.score).toBe(row.compatibility);
      }
    });
  });

  it('pages in the database with the total of all matches', async () => {
    await as(s, user(ANA), async (q) => {
      const all = await search(q, { p_limit: 48 });
      const second = await search(q, { p_limit: 2, p_offset: 2 });
      expect(second.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
      expect(Number(second[0]!.total_count)).toBe(all.length);
      expect(await search(q, { p_limit: 100000 })).toHaveLength(Math.min(all.length, 48));
    });
  });

  it("stores a student's typed city under the covered city's name, so the city filter lists them", async () => {
    const typed: [string, string | null][] = [
      [' valència ', 'Valencia'],
      ['ALACANT', 'Alicante'],
      ['castello  de la plana', 'Castellón de la Plana'],
      ['Castellon', 'Castellón de la Plana'],
      ['zaragoza', 'Zaragoza'],
      ['\tValencia\n', 'Valencia'],
      ['  Teruel ', 'Teruel'],
      ['La  Vall\td\'Uixó ', "La Vall d'Uixó"],
      ['   ', null],
    ];
    await as(s, user(LUCIA), async (q) => {
      for (const [city, stored] of typed) {
        const [row] = await rows(q, 'update public.profiles set city = $1 where id = $2 returning city', [city, LUCIA]);
        expect(row, city).toEqual({ city: stored });
      }
    });
    await as(s, user(ANA), async (q) => {
      await setProfile(q, LUCIA, { city: 'VALENCIA ' });
      expect((await search(q, { p_city: 'Valencia', p_limit: 48 })).map((r) => r.id)).toContain(LUCIA);
    });
  });

  it('keeps only profiles with every chosen hobby (Gaming counts Videojuegos)', async () => {
    await as(s, user(ANA), async (q) => {
      await setProfile(q, LUCIA, { hobbies: ['Videojuegos', 'Deportes'] });
      await setProfile(q, student(3), { hobbies: ['Deportes'] });
      const both = (await search(q, { p_hobbies: ['Gaming', 'Deportes'], p_limit: 48 })).map((r) => r.id);
      expect(both).toContain(LUCIA);
      expect(both).not.toContain(student(3));
      const sport = (await search(q, { p_hobbies: ['Deportes'], p_limit: 48 })).map((r) => r.id);
      expect(sport).toEqual(expect.arrayContaining([LUCIA, student(3)]));
    });
  });

  it('matches lifestyle within ±2, the budget ceiling, and mutual gender preferences', async () => {
    await as(s, user(ANA), async (q) => {
      await setProfile(q, LUCIA, { early_bird: 7, budget: 500, gender: 'female', gender_preference: 'any' });
      await setProfile(q, student(3), { early_bird: 8, budget: 501, gender: 'female', gender_preference: 'any' });
      const early = (await search(q, { p_early_bird: 5, p_limit: 48 })).map((r) => r.id);
      expect(early).toContain(LUCIA);
      expect(early).not.toContain(student(3));
      const cheap = await search(q, { p_max_budget: 500, p_limit: 48 });
      expect(cheap.length).toBeGreaterThan(0);
      expect(cheap.every((r) => Number(r.budget) <= 500)).toBe(true);
      expect(cheap.map((r) => r.id)).not.toContain(student(3));
      // Ana (female) wants only men: Lucía no longer fits; Lucía only wanting men excludes Ana too.
      await setProfile(q, ANA, { gender: 'female', gender_preference: 'male' });
      expect((await search(q, { p_limit: 48 })).map((r) => r.id)).not.toContain(LUCIA);
      await setProfile(q, ANA, { gender_preference: 'any' });
      await setProfile(q, LUCIA, { gender_preference: 'male' });
      expect((await search(q, { p_limit: 48 })).map((r) => r.id)).not.toContain(LUCIA);
    });
  });

  it("keeps only scores of 90 or more for 'Match perfecto'", async () => {
    await as(s, user(ANA), async (q) => {
      const [me] = await rows<Record<string, unknown>>(q, 'select budget, early_bird, party_animal, house_parties, smoker_tolerant, hobbies from public.profiles where id = $1', [ANA]);
      await setProfile(q, LUCIA, me!);
      const perfect = await search(q, { p_perfect_match: true, p_limit: 48 });
      expect(perfect.map((r) => r.id)).toContain(LUCIA);
      expect(perfect.every((r) => r.compatibility! >= 90)).toBe(true);
    });
  });

  it('a visitor or an owner gets the list without a score, nothing for Match perfecto, and no breakdown', async () => {
    for (const who of [anon, user(CARLOS)]) {
      await as(s, who, async (q) => {
        const listed = await search(q, { p_limit: 48 });
        expect(listed.length).toBeGreaterThan(3);
        expect(listed.every((r) => r.compatibility === null)).toBe(true);
        expect(await search(q, { p_perfect_match: true })).toEqual([]);
        const [detail] = await rows(q, 'select (public.get_roommate_compatibility($1)).score', [LUCIA]);
        expect(detail).toEqual({ score: null });
      });
    }
  });

  it("a student asking for their own compatibility, or an owner's, gets none", async () => {
    await as(s, user(ANA), async (q) => {
      expect(await rows(q, 'select (public.get_roommate_compatibility($1)).score', [ANA])).toEqual([{ score: null }]);
      expect(await rows(q, 'select (public.get_roommate_compatibility($1)).score', [CARLOS])).toEqual([{ score: null }]);
    });
  });
});
