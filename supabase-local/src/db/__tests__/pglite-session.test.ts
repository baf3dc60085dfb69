import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../pglite.js';
import { createPgliteSession } from '../pglite-session.js';
import type { Db } from '../types.js';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

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

  const opening = (script?: string) => ({ begin: true, prelude: script === undefined ? undefined : [script] });
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
    await wire.open({ begin: true, prelude: ["set local my.v = 'uno'"] });
    await wire.session.query('select 1');
    const rows = await wire.queryAndCommit<{ v: string }>("select current_setting('my.v') || $1 as v", ['dos'], { begin: false });
    expect(rows.rows).toEqual([{ v: 'unodos' }]);
    expect(pg.isInTransaction()).toBe(false);

    await wire.open({ begin: true });
    expect(await codeOf(wire.queryAndCommit('select * from no_such_table', [], { begin: false }))).toBe('42P01');
    expect(pg.isInTransaction()).toBe(false);
  });

  it('answers no rows, and a statement without a row description', async () => {
    expect((await wire.queryAndCommit('select 1 as v where false', [], opening())).rows).toEqual([]);
    expect((await wire.queryAndCommit("set local my.v = 'x'", [], opening())).rows).toEqual([]);
  });

  const context = (value: string) => ({ sql: "select 1 from (select set_config('my.v', $1, true)) s", params: [value] });

  it('runs the scripts and context statements in order before the statement, in the same transaction', async () => {
    const rows = await wire.queryAndCommit<{ v: string }>(
      "select current_setting('my.v') || current_setting('my.w') || $1 as v",
      ['!'],
      { begin: true, prelude: [context('uno'), "set local my.w = 'dos'", context('tres')] },
    );
    expect(rows.rows).toEqual([{ v: 'tresdos!' }]);
    expect(pg.isInTransaction()).toBe(false);
    await wire.commit({ begin: true, prelude: [context('cuatro')] });
    expect(pg.isInTransaction()).toBe(false);
  });

  it('reports a failed context statement, not the statement it aborted, and leaves no transaction open', async () => {
    const failing = { sql: "select 1 from (select set_config('role', $1, true)) s", params: ['no_such_role'] };
    expect(await codeOf(wire.queryAndCommit('select 1 as v', [], { begin: true, prelude: [failing] }))).toBe('22023');
    expect(pg.isInTransaction()).toBe(false);
  });

  it('past the cap of named statements, prepares the statement after the script (a simple Query drops an unnamed one)', async () => {
    for (const n of [1, 2, 3]) {
      const sql = `select current_setting('my.v') || '${n}' as v`;
      expect((await wire.queryAndCommit<{ v: string }>(sql, [], opening("set local my.v = 'n'"))).rows).toEqual([{ v: `n${n}` }]);
    }
    expect(await codeOf(value('select 1/0 as v, 3 as n', "set local my.v = 'hola'"))).toBe('22012');
    expect(pg.isInTransaction()).toBe(false);
    // A context statement stays named past the cap: the unnamed statement after it replaces nothing.
    const sql = "select current_setting('my.v') || '4' as v";
    expect((await wire.queryAndCommit<{ v: string }>(sql, [], { begin: true, prelude: [context('c')] })).rows).toEqual([{ v: 'c4' }]);
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

  it('sends a context statement with the next call, in order with the scripts around it', async () => {
    const contextSql = "select 1 from (select set_config('my.v', $1, true)) s";
    const rows = await db.transaction(async (tx) => {
      expect((await tx.query(contextSql, ['uno'], { context: true })).rows).toEqual([]);
      await tx.exec("select set_config('my.w', current_setting('my.v'), true)");
      await tx.exec("set local my.v = 'dos'");
      return (await tx.query("select current_setting('my.v') || current_setting('my.w') as v", [], { lastInReadOnly: true })).rows;
    });
    expect(rows).toEqual([{ v: 'dosuno' }]);
    // A context statement with nothing after it still runs, with the COMMIT.
    await expect(
      db.transaction((tx) => tx.query("select 1 from (select set_config('role', $1, true)) s", ['no_such_role'], { context: true })),
    ).rejects.toMatchObject({ code: '22023' });
  });
});
