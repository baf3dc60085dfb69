import { beforeAll, describe, expect, it } from 'vitest';
import { startApi, type CallOptions, type TestApi } from './fixture.js';

let api: TestApi;
// Tests run in order on one database and touch disjoint rows.
beforeAll(async () => {
  api = await startApi();
}, 60_000);

const asUser = (options: CallOptions = {}): CallOptions => ({
  role: 'authenticated',
  sub: '11111111-1111-1111-1111-111111111111',
  ...options,
});
const rows = async (sql: string) => (await api.db.query(sql)).rows;

describe('POST insert', () => {
  it('inserts one object with return=minimal as 201 without a body', async () => {
    const res = await api.call('POST', '/genres', asUser({ body: { id: 9, name: 'terror' } }));
    expect(res.status).toBe(201);
    expect(res.body).toBeNull();
    expect(res.headers['content-range']).toBe('*/*');
    expect(await rows('select name from genres where id = 9')).toEqual([{ name: 'terror' }]);
  });

  it('returns the representation with select and embeds, typed like PostgREST', async () => {
    const res = await api.call(
      'POST',
      '/books?select=id,title,price,tags,published_at,author:authors!author_id(name)',
      asUser({
        body: {
          title: 'Nuevo',
          author_id: 2,
          price: '7.5',
          tags: ['a', 'b'],
          published_at: '2025-01-02T03:04:05Z',
        },
        headers: { prefer: 'return=representation' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual([
      {
        id: 6,
        title: 'Nuevo',
        price: 7.5,
        tags: ['a', 'b'],
        published_at: '2025-01-02T03:04:05+00:00',
        author: { name: 'Bruno' },
      },
    ]);
  });

  it('inserts arrays with columns=, filling missing keys with null or, with missing=default, the default', async () => {
    const body = [{ title: 'Uno', tags: ['x'] }, { title: 'Dos' }];
    const nulls = await api.call(
      'POST',
      '/authors?columns=name,tags&select=name,tags',
      asUser({
        body: body.map((b) => ({ name: b.title, tags: b.tags })),
        headers: { prefer: 'return=representation' },
      }),
    );
    expect(nulls.status).toBe(400);
    expect(nulls.json).toMatchObject({ code: '23502' });
    const defaults = await api.call(
      'POST',
      '/authors?columns=name,tags&select=name,tags',
      asUser({
        body: [{ name: 'Uno', tags: ['x'] }, { name: 'Dos' }],
        headers: { prefer: 'return=representation,missing=default' },
      }),
    );
    expect(defaults.status).toBe(201);
    expect(defaults.json).toEqual([
      { name: 'Uno', tags: ['x'] },
      { name: 'Dos', tags: [] },
    ]);
    expect(defaults.headers['preference-applied']).toBe('return=representation, missing=default');
  });

  it('inserts rows made only of defaults from empty objects', async () => {
    const res = await api.call(
      'POST',
      '/visits?select=id',
      asUser({ body: [{}, {}], headers: { prefer: 'return=representation' } }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('returns a single object for vnd.pgrst.object', async () => {
    const res = await api.call(
      'POST',
      '/genres?select=name',
      asUser({
        body: { id: 10, name: 'humor' },
        headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      }),
    );
    expect(res.json).toEqual({ name: 'humor' });
  });

  it('maps constraint errors to PostgREST statuses and rolls back', async () => {
    const duplicate = await api.call(
      'POST',
      '/genres',
      asUser({
        body: [
          { id: 20, name: 'nuevo' },
          { id: 21, name: 'poesía' },
        ],
      }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "genres_name_key"',
      details: 'Key (name)=(poesía) already exists.',
    });
    expect(await rows('select id from genres where id = 20')).toEqual([]);
    const foreign = await api.call('POST', '/reviews', asUser({ body: { book_id: 99, stars: 3 } }));
    expect(foreign.status).toBe(409);
    expect(foreign.json).toMatchObject({ code: '23503' });
    const check = await api.call('POST', '/reviews', asUser({ body: { book_id: 1, stars: 9 } }));
    expect(check.status).toBe(400);
    expect(check.json).toMatchObject({ code: '23514' });
    const unknown = await api.call('POST', '/genres', asUser({ body: { id: 30, colour: 'red' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'genres' in the schema cache",
    });
    const invalid = await api.call('POST', '/genres', asUser({ body: 'hello' }));
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ code: 'PGRST102' });
  });

  it('refuses writes without the grant (401 anon) and rows RLS rejects (403 user)', async () => {
    const anon = await api.call('POST', '/genres', { body: { id: 40, name: 'x' } });
    expect(anon.status).toBe(401);
    expect(anon.json).toMatchObject({ code: '42501' });
    const forged = await api.call(
      'POST',
      '/notes',
      asUser({ body: { body: 'x', owner: '22222222-2222-2222-2222-222222222222' } }),
    );
    expect(forged.status).toBe(403);
    expect(forged.json).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key or on_conflict columns', async () => {
    const merged = await api.call(
      'POST',
      '/genres?select=id,name',
      asUser({
        body: [
          { id: 1, name: 'lírica' },
          { id: 50, name: 'viajes' },
        ],
        headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      }),
    );
    expect(merged.status).toBe(201);
    expect(merged.json).toEqual([
      { id: 1, name: 'lírica' },
      { id: 50, name: 'viajes' },
    ]);
    const byName = await api.call(
      'POST',
      '/genres?on_conflict=name&select=id,name',
      asUser({
        body: { id: 60, name: 'viajes' },
        headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      }),
    );
    expect(byName.json).toEqual([{ id: 60, name: 'viajes' }]);
    expect(await rows('select id from genres where name = $$viajes$$')).toEqual([{ id: 60 }]);
  });

  it('ignores duplicates when asked', async () => {
    const res = await api.call(
      'POST',
      '/genres?select=id',
      asUser({
        body: [
          { id: 2, name: 'otro' },
          { id: 70, name: 'nuevo' },
        ],
        headers: { prefer: 'resolution=ignore-duplicates,return=representation' },
      }),
    );
    expect(res.json).toEqual([{ id: 70 }]);
    expect(await rows('select name from genres where id = 2')).toEqual([{ name: 'ensayo' }]);
  });
});

describe('PATCH and DELETE', () => {
  it('updates filtered rows: 204 minimal, 200 with representation and count', async () => {
    const minimal = await api.call(
      'PATCH',
      '/books?author_id=eq.1',
      asUser({ body: { price: 1 } }),
    );
    expect(minimal.status).toBe(204);
    expect(
      await rows('select id, price::float8 as price from books where author_id = 1 order by id'),
    ).toEqual([
      { id: 1, price: 1 },
      { id: 2, price: 1 },
    ]);
    const rep = await api.call(
      'PATCH',
      '/books?id=eq.3&select=title,tags',
      asUser({
        body: { title: 'Ensayos II', tags: ['x'] },
        headers: { prefer: 'return=representation,count=exact' },
      }),
    );
    expect(rep.status).toBe(200);
    expect(rep.json).toEqual([{ title: 'Ensayos II', tags: ['x'] }]);
    expect(rep.headers['content-range']).toBe('0-0/1');
  });

  it('fails a single-object PATCH touching several rows with 406 and rolls it back', async () => {
    const res = await api.call(
      'PATCH',
      '/books?author_id=eq.2',
      asUser({
        body: { price: 0 },
        headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      }),
    );
    expect(res.status).toBe(406);
    expect(await rows('select count(*)::int as n from books where price = 0')).toEqual([{ n: 0 }]);
  });

  it('deletes filtered rows and returns them when asked', async () => {
    const res = await api.call(
      'DELETE',
      '/reviews?book_id=eq.1&stars=lt.4&select=stars,body',
      asUser({ headers: { prefer: 'return=representation' } }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ stars: 3, body: 'Bien' }]);
    const minimal = await api.call(
      'DELETE',
      '/reviews?book_id=eq.3',
      asUser({ headers: { prefer: 'count=exact' } }),
    );
    expect(minimal.status).toBe(204);
    expect(minimal.headers['content-range']).toBe('*/1');
    expect(await rows('select stars from reviews')).toEqual([{ stars: 5 }]);
  });

  it('only deletes rows RLS lets the user see', async () => {
    const alice = asUser();
    const bob = asUser({ sub: '22222222-2222-2222-2222-222222222222' });
    await api.call('POST', '/notes', { ...alice, body: { body: 'a' } });
    const res = await api.call('DELETE', '/notes', {
      ...bob,
      headers: { prefer: 'return=representation' },
    });
    expect(res.json).toEqual([]);
    expect(await rows('select body from notes')).toEqual([{ body: 'a' }]);
  });

  it('rejects unknown methods', async () => {
    const res = await api.call('PUT', '/books?id=eq.1', asUser({ body: { title: 'x' } }));
    expect(res.status).toBe(405);
  });
});
