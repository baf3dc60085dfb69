import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../pglite.js';
import { createPgliteSession, simpleQuery } from '../pglite-session.js';
import type { Db } from '../types.js';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

describe('simpleQuery', () => {
  it.each([
    ['empty', ''],
    ['ASCII', 'begin;\nset local role anon'],
    ['accents, a quote and an emoji', `set local "request.headers" = '{"x":"Añadir ’ 😀"}'`],
  ])("writes the same bytes as PGlite's serializer (%s)", (_, sql) => {
    expect(Buffer.from(simpleQuery(sql)).equals(Buffer.from(protocol.serialize.query(sql)))).toBe(true);
  });
});

// A read-only transaction's last statement travels with its BEGIN, its scripts and its COMMIT in
// one message; these check, on PGlite itself, what each failure in that message leaves behind.
describe('queryAndCommit', () => {
  let pg: PGlite;
  // A cap of two named statements, so the third text is prepared unnamed.
  let wire: ReturnType<typeof createPgliteSession>;
  beforeAll(async () => {
    pg = await PGlite.create();
    wire = createPgliteSession(pg, { maxStatements: 2 });
  });
  afterAll(() => pg.close());

  const opening = (script?: string) => ({ begin: true, script });
  const value = async (sql: string, script?: string) =>
    (await wire.queryAndCommit<{ v: unknown }>(sql, [], opening(script))).rows[0]?.v;

  it('answers the statement as run after the script, and commits', async () => {
    expect(await value("select current_setting('my.v') as v", "set local my.v = 'hola'")).toBe('hola');
    expect(pg.isInTransaction()).toBe(false);
    expect(await value("select coalesce(current_setting('my.v', true), '') as v")).toBe('');
  });

  it('reports a failed script, not the statement it aborted, and leaves no transaction open', async () => {
    expect(await codeOf(value('select 1 as v', 'select 1/0'))).toBe('22012');
    expect(pg.isInTransaction()).toBe(false);
  });

  it('reports a failed statement and leaves no transaction open', async () => {
    expect(await codeOf(value('select 1/0 as v', "set local my.v = 'hola'"))).toBe('22012');
    expect(pg.isInTransaction()).toBe(false);
    expect(await codeOf(value('select * from no_such_table'))).toBe('42P01');
    expect(pg.isInTransaction()).toBe(false);
  });

  it('ends a transaction begun by earlier statements, also when its statement fails to prepare', async () => {
    await wire.open(true, "set local my.v = 'uno'");
    await wire.session.query('select 1');
    const rows = await wire.queryAndCommit<{ v: string }>("select current_setting('my.v') || $1 as v", ['dos'], { begin: false });
    expect(rows.rows).toEqual([{ v: 'unodos' }]);
    expect(pg.isInTransaction()).toBe(false);

    await wire.open(true);
    expect(await codeOf(wire.queryAndCommit('select * from no_such_table', [], { begin: false }))).toBe('42P01');
    expect(pg.isInTransaction()).toBe(false);
  });

  it('answers no rows, and a statement without a row description', async () => {
    expect((await wire.queryAndCommit('select 1 as v where false', [], opening())).rows).toEqual([]);
    expect((await wire.queryAndCommit("set local my.v = 'x'", [], opening())).rows).toEqual([]);
  });

  it('past the cap of named statements, prepares the statement after the script (a simple Query drops an unnamed one)', async () => {
    for (const n of [1, 2, 3]) {
      const sql = `select current_setting('my.v') || '${n}' as v`;
      expect((await wire.queryAndCommit<{ v: string }>(sql, [], opening("set local my.v = 'n'"))).rows).toEqual([{ v: `n${n}` }]);
    }
    expect(await codeOf(value('select 1/0 as v, 3 as n', "set local my.v = 'hola'"))).toBe('22012');
    expect(pg.isInTransaction()).toBe(false);
  });
});

describe('a read ended by its statement, through the worker', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
  });
  afterAll(() => db.close());

  it('runs the scripts sent since the last statement, and the next transaction starts clean', async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.exec("set local my.v = 'uno'");
      await tx.query('select 1');
      await tx.exec("set local my.w = 'dos'");
      return (await tx.query("select current_setting('my.v') || current_setting('my.w') as v", [], { lastInReadOnly: true })).rows;
    });
    expect(rows).toEqual([{ v: 'unodos' }]);
    const next = await db.transaction((tx) =>
      tx.query("select coalesce(current_setting('my.v', true), '') as v", [], { lastInReadOnly: true }),
    );
    expect(next.rows).toEqual([{ v: '' }]);
  });
});
