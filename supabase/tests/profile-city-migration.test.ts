// The canonical-city migration mends the profiles saved before it: a city typed in another case,
// with accents or by its Valencian name is rewritten under the covered city's name, another city
// is tidied, an empty one cleared. Applied here the way a deployed database meets it: after the
// earlier migrations and the seed, with rows already typed by hand.
import { describe, expect, it } from 'vitest';
import { heldAtMigration } from './support/held-migrations.ts';
import { ANA, LUCIA, student } from './support/seed-ids.ts';
// The names the site offers and filters by: the migration spells them out too.
import { COVERED_CITIES } from '../../shared-ui/src/constants.ts';

const MIGRATION = '20261129010000_profile_city_canonical.sql';

describe('the canonical-city migration', () => {
  const { db, held, applyBefore, applyRest } = heldAtMigration(MIGRATION);

  it("rewrites the cities profiles already hold, and leaves other rows' fields alone", async () => {
    await applyBefore();
    const typed: [string, string, string | null][] = [
      [ANA, ' valència ', 'Valencia'],
      [LUCIA, 'CASTELLO DE LA PLANA', 'Castellón de la Plana'],
      [student(3), 'Teruel\t ', 'Teruel'],
      [student(4), '  ', null],
    ];
    for (const [id, city] of typed) {
      await db.query('update public.profiles set city = $1 where id = $2', [city, id]);
    }
    const before = await db.query<{ id: string; full_name: string }>(
      'select id, full_name from public.profiles where id = any($1) order by id',
      [typed.map(([id]) => id)],
    );
    expect(before.rows).toHaveLength(typed.length);

    expect(await applyRest()).toEqual(held);

    for (const [id, city, stored] of typed) {
      const { rows } = await db.query('select city from public.profiles where id = $1', [id]);
      expect(rows, city).toEqual([{ city: stored }]);
    }
    const after = await db.query(
      'select id, full_name from public.profiles where id = any($1) order by id',
      [typed.map(([id]) => id)],
    );
    expect(after.rows).toEqual(before.rows);
    // No row is left that the trigger would now store differently.
    const untidy = await db.query(
      'select count(*)::int as n from public.profiles where city is distinct from private.canonical_city(city)',
    );
    expect(untidy.rows).toEqual([{ n: 0 }]);
  });

  it("knows every city of shared-ui's COVERED_CITIES, as the site spells it and typed plainly", async () => {
    const plain = (city: string) =>
      city
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    for (const city of COVERED_CITIES) {
      for (const typed of [city, plain(city), ` ${city.toUpperCase()} `]) {
        const { rows } = await db.query('select private.canonical_city($1) as city', [typed]);
        expect(rows, typed).toEqual([{ city }]);
      }
    }
  });
});
