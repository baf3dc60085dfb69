// shared-auth/src/database.types.ts is what Supabase's generator makes of supabase/migrations:
// a migration that changes a table, view, enum or function without `npm run gen:types` fails here.
// Generated on both engines: the site's types must not depend on which database it runs on.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, TYPES_FILE } from '../scripts/gen-types.ts';

describe('database.types.ts', () => {
  it.each(['pg15', 'pglite'] as const)(
    'is the file npm run gen:types generates from the migrations (%s)',
    { timeout: 240_000 },
    async (engine) => {
      const committed = await readFile(TYPES_FILE, 'utf8');
      const generated = await generateDatabaseTypes(engine);
      // On failure: run `npm run gen:types` and commit the result.
      expect(committed).toBe(generated);
    },
  );
});
