import { beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './fixture.js';

// Every attempt must come back as a PostgREST error (or a harmless empty result), no request
// text may reach the SQL text, and the canary tables must be untouched afterwards.
let api: TestApi;
const statements: string[] = [];
beforeAll(async () => {
  api = await startApi(undefined, (sql) => statements.push(sql));
}, 60_000);

const user = { role: 'authenticated' as const, sub: '11111111-1111-1111-1111-111111111111' };
const PAYLOAD = /drop table|delete from books|1=1|pg_sleep/i;

async function expectIntact() {
  const { rows } = await api.db.query<{ books: number; genres: number }>(
    'select (select count(*)::int from books) as books, (select count(*)::int from genres) as genres',
  );
  expect(rows[0]).toEqual({ books: 5, genres: 3 });
}

describe('injection attempts', () => {
  const attempts: [string, string, number, string?, unknown?][] = [
    ['GET', '/books?select=id;drop table genres', 400, 'PGRST100'],
    ['GET', '/books?select=id,(select 1)', 400, 'PGRST100'],
    ['GET', '/books?select="id\\"; drop table genres; --"', 400, '42703'],
    ['GET', '/books?select=id::text);drop table genres;--', 400, 'PGRST100'],
    ['GET', '/books?select=id::"text); drop table genres; --"', 400, 'PGRST100'],
    ['GET', '/books?select=authors!"x; drop table genres"(name)', 400, 'PGRST200'],
    ['GET', '/books?id=eq.1;delete from books', 400, '22P02'],
    ['GET', '/books?id=in.(1);drop table genres', 400, 'PGRST100'],
    ['GET', '/books?order=id;drop table genres', 400, 'PGRST100'],
    ['GET', '/books?order=id.desc,(select 1)', 400, 'PGRST100'],
    ['GET', '/books?or=(id.eq.1)or(1=1)', 400, 'PGRST100'],
    ['GET', '/books?or=(id.eq.1,1=1)', 400, 'PGRST100'],
    ['GET', '/books?limit=1;drop table genres', 400, 'PGRST100'],
    ['GET', '/books?title=fts(simple%27);drop table genres;--).x', 400, 'PGRST100'],
    ['GET', '/books;drop table genres', 404, 'PGRST205'],
    ['GET', '/books%22;drop table genres;--', 404, 'PGRST205'],
    ['GET', '/books%E0%A4%A', 404, 'PGRST205'],
    ['GET', '/books?id;drop table genres=eq.1', 400, 'PGRST100'],
    ['GET', '/books?"id; drop table genres"=eq.1', 400, '42703'],
    ['POST', '/rpc/add_numbers(1);drop table genres;--', 404, 'PGRST202', { a: 1 }],
    ['POST', '/genres', 400, 'PGRST204', { 'name"; drop table genres; --': 'x' }],
    ['POST', '/genres?columns=name);drop table genres;--', 400, 'PGRST204', { name: 'x' }],
    ['POST', '/rpc/add_numbers', 404, 'PGRST202', { 'a => 1); drop table genres; --': 1 }],
  ];

  it.each(attempts)('%s %s → %i %s', async (method, path, status, code, body) => {
    const res = await api.call(method, path, {
      ...user,
      body,
      headers: { prefer: 'resolution=merge-duplicates' },
    });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code });
    await expectIntact();
  });

  it('treats quoted values, aliases and JSON keys as data, never as SQL', async () => {
    const value = await api.call('GET', "/books?select=id&title=eq.x'; drop table genres; --");
    expect(value.json).toEqual([]);
    const inTree = await api.call(
      'GET',
      '/books?select=id&or=(title.eq."x\\"); drop table genres; --")',
    );
    expect(inTree.json).toEqual([]);
    const alias = await api.call(
      'GET',
      '/books?select="x\\" from books; drop table genres; --":id&id=eq.1',
    );
    expect(alias.json).toEqual([{ 'x" from books; drop table genres; --': 1 }]);
    const jsonKey = await api.call(
      'GET',
      '/authors?select=meta->>"x\'); drop table genres; --"&id=eq.1',
    );
    expect(jsonKey.status).toBe(200);
    expect(jsonKey.json).toEqual([{ "x'); drop table genres; --": null }]);
    const upsert = await api.call('POST', '/genres?on_conflict=name);drop table genres;--', {
      ...user,
      body: { id: 1, name: 'x' },
      headers: { prefer: 'resolution=merge-duplicates' },
    });
    expect(upsert.status).toBe(400);
    await expectIntact();
  });

  it('never puts request text into SQL except as escaped quoted identifiers (output keys)', () => {
    const outsideIdentifiers = (sql: string) => sql.replace(/"(?:[^"]|"")*"/g, '""');
    expect(statements.filter((sql) => PAYLOAD.test(sql))).toHaveLength(2);
    const leaked = statements.filter((sql) => PAYLOAD.test(outsideIdentifiers(sql)));
    expect(leaked).toEqual([]);
    // The hook did see the statements that ran with the hostile values bound as parameters.
    expect(statements.filter((sql) => sql.includes('$1')).length).toBeGreaterThan(3);
  });
});
