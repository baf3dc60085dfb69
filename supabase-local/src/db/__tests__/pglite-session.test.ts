import { protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../pglite.js';
import { simpleQuery } from '../pglite-session.js';
import type { Db } from '../types.js';

describe('simpleQuery', () => {
  it.each([
    ['empty', ''],
    ['ASCII', "begin;\nset local role anon"],
    ['accents, a quote and an emoji', `set local "request.headers" = '{"x":"Añadir ’ 😀"}'`],
  ])('writes the same bytes as PGlite\'s serializer (%s)', (_, sql) => {
    expect(Buffer.from(simpleQuery(sql)).equals(Buffer.from(protocol.serialize.query(sql)))).toBe(true);
  });
});

// A read-only transaction's last statement travels with its BEGIN, its scripts and its COMMIT in one
// message to the worker; these check what a failure anywhere in that message leaves behind.
describe('a read ended by its statement', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
  });
  afterAll(() => db.close());

  const read = (sql: string, script?: string) =>
    db.transaction(async (tx) => {
      if (script !== undefined) await tx.exec(script);
      return (await tx.query<{ v: unknown }>(sql, [], { lastInReadOnly: true })).rows;
    });
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: { code?: string }) => error.code,
    );

  it('answers the statement as run after the scripts', async () => {
    expect(await read("select current_setting('my.v') as v", "set local my.v = 'hola'")).toEqual([{ v: 'hola' }]);
    expect(await read('select 41 + 1 as v')).toEqual([{ v: 42 }]);
    // Committed: the next read starts a transaction of its own, without the setting.
    expect(await read("select coalesce(current_setting('my.v', true), '') as v")).toEqual([{ v: '' }]);
  });

  it('reports a failed script, not the statement it aborted, and leaves no transaction open', async () => {
    expect(await codeOf(read('select 1 as v', 'select 1/0'))).toBe('22012');
    expect(await read("select coalesce(current_setting('my.v', true), '') as v")).toEqual([{ v: '' }]);
  });

  it('reports a failed statement and leaves no transaction open', async () => {
    expect(await codeOf(read('select 1/0 as v', "set local my.v = 'hola'"))).toBe('22012');
    expect(await codeOf(read('select * from no_such_table'))).toBe('42P01');
    expect(await read("select coalesce(current_setting('my.v', true), '') as v")).toEqual([{ v: '' }]);
  });

  it('ends a transaction begun by earlier statements, with the scripts sent since', async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.exec("set local my.v = 'uno'");
      await tx.query('select 1');
      await tx.exec("set local my.w = 'dos'");
      return (await tx.query("select current_setting('my.v') || current_setting('my.w') as v", [], { lastInReadOnly: true })).rows;
    });
    expect(rows).toEqual([{ v: 'unodos' }]);
    // A statement that fails to prepare there leaves the earlier statements' transaction to be rolled back.
    const failed = db.transaction(async (tx) => {
      await tx.query("select set_config('my.v', 'tres', true)");
      await tx.query('select * from no_such_table', [], { lastInReadOnly: true });
    });
    expect(await codeOf(failed)).toBe('42P01');
    expect(await read("select coalesce(current_setting('my.v', true), '') as v")).toEqual([{ v: '' }]);
  });
});
