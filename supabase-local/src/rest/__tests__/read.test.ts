import { beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './fixture.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);

const get = (path: string, headers?: Record<string, string>) => api.call('GET', path, { headers });

describe('GET columns', () => {
  it('returns every column with PostgREST JSON types by default', async () => {
    const res = await get('/books?id=eq.1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json).toEqual([
      {
        id: 1,
        title: 'Luz',
        author_id: 1,
        editor_id: 2,
        price: 12.5,
        published_at: '2020-03-01T09:30:00+00:00',
        tags: ['classic'],
      },
    ]);
  });

  it('renames, casts and follows JSON paths', async () => {
    const res = await get(
      '/authors?select=nombre:name,born::text,country:meta->>country,first:meta->awards->0&id=eq.1',
    );
    expect(res.json).toEqual([{ nombre: 'Ana', born: '1970-05-01', country: 'ES', first: 1 }]);
  });

  it('reads views', async () => {
    const res = await get('/book_titles?select=title&id=lte.2&order=id');
    expect(res.json).toEqual([{ title: 'Luz' }, { title: 'Sombra' }]);
  });

  it('answers 404 PGRST205 for an unknown table and 400 42703 for an unknown column', async () => {
    const table = await get('/nope');
    expect(table.status).toBe(404);
    expect(table.json).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const column = await get('/books?select=id,secret');
    expect(column.status).toBe(400);
    expect(column.json).toMatchObject({
      code: '42703',
      message: 'column books.secret does not exist',
    });
    const filter = await get('/books?secret=eq.1');
    expect(filter.status).toBe(400);
  });

  it('maps invalid values to 400 with the Postgres error', async () => {
    const res = await get('/books?id=eq.abc');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type bigint: "abc"',
    });
  });
});

describe('embedding', () => {
  it('embeds many-to-one as an object (or null) and one-to-many as an array', async () => {
    const res = await get(
      '/books?select=title,author:authors!author_id(name),reviews(stars)&id=in.(1,5)&order=id',
    );
    expect(res.json).toEqual([
      { title: 'Luz', author: { name: 'Ana' }, reviews: [{ stars: 5 }, { stars: 3 }] },
      { title: 'Sin autor', author: null, reviews: [] },
    ]);
  });

  it('disambiguates by constraint name or column, and reports ambiguity as 300 PGRST201', async () => {
    const byName = await get(
      '/books?select=title,editor:authors!books_editor_id_fkey(name)&id=eq.1',
    );
    expect(byName.json).toEqual([{ title: 'Luz', editor: { name: 'Bruno' } }]);
    const ambiguous = await get('/books?select=title,authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.json).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'books' and 'authors'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
        },
      ],
    });
    const reverse = await get(
      '/authors?select=name,written:books!author_id(title),edited:books!editor_id(title)&id=eq.2',
    );
    expect(reverse.json).toEqual([
      {
        name: 'Bruno',
        written: [{ title: 'Ensayos' }, { title: 'Mar, cielo' }],
        edited: [{ title: 'Luz' }],
      },
    ]);
  });

  it('answers 400 PGRST200 when no relationship exists', async () => {
    const res = await get('/genres?select=name,reviews(stars)');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'genres' and 'reviews' in the schema cache",
    });
  });

  it('embeds one-to-one as an object and many-to-many through the junction table', async () => {
    const res = await get('/authors?select=name,author_bios(bio)&order=id&limit=2');
    expect(res.json).toEqual([
      { name: 'Ana', author_bios: { bio: 'Poeta sevillana' } },
      { name: 'Bruno', author_bios: null },
    ]);
    const m2m = await get('/books?select=title,genres(name)&id=eq.1');
    expect(m2m.json).toEqual([{ title: 'Luz', genres: [{ name: 'poesía' }, { name: 'drama' }] }]);
  });

  it('nests embeds and applies embedded order, limit and filters', async () => {
    const res = await get(
      '/authors?select=name,books!author_id(title,reviews(stars))&books.order=title.desc&books.reviews.stars=gte.4&books.limit=1&id=eq.1',
    );
    expect(res.json).toEqual([{ name: 'Ana', books: [{ title: 'Sombra', reviews: [] }] }]);
  });

  it('filters parents with !inner and with embed=not.is.null', async () => {
    const inner = await get(
      '/books?select=title,authors!author_id!inner(name)&authors.name=eq.Bruno&order=id',
    );
    expect(inner.json).toEqual([
      { title: 'Ensayos', authors: { name: 'Bruno' } },
      { title: 'Mar, cielo', authors: { name: 'Bruno' } },
    ]);
    const withReviews = await get(
      '/books?select=title,reviews(stars)&reviews=not.is.null&order=id',
    );
    expect(withReviews.json).toEqual([
      { title: 'Luz', reviews: [{ stars: 5 }, { stars: 3 }] },
      { title: 'Ensayos', reviews: [{ stars: 4 }] },
    ]);
    const count = await get('/books?select=title,reviews!inner(stars)&reviews.stars=eq.5', {
      prefer: 'count=exact',
    });
    expect(count.json).toEqual([{ title: 'Luz', reviews: [{ stars: 5 }] }]);
    expect(count.headers['content-range']).toBe('0-0/1');
  });

  it('counts embedded rows and spreads to-one columns', async () => {
    const counted = await get('/books?select=title,reviews(count)&id=eq.1');
    expect(counted.json).toEqual([{ title: 'Luz', reviews: [{ count: 2 }] }]);
    const spread = await get('/books?select=title,...authors!author_id(author_name:name)&id=eq.2');
    expect(spread.json).toEqual([{ title: 'Sombra', author_name: 'Ana' }]);
  });

  it('filters embedded rows with or trees and tests to-one embeds with is.null', async () => {
    const res = await get(
      '/authors?select=id,books!author_id(id)&books.id=gt.1&books.or=(title.eq.Sombra,title.eq.Ensayos)&order=id',
    );
    expect(res.json).toEqual([
      { id: 1, books: [{ id: 2 }] },
      { id: 2, books: [{ id: 3 }] },
      { id: 3, books: [] },
    ]);
    const orphan = await get('/books?select=title,authors!author_id(name)&authors=is.null');
    expect(orphan.json).toEqual([{ title: 'Sin autor', authors: null }]);
    const total = await get('/books?select=count()');
    expect(total.json).toEqual([{ count: 5 }]);
  });

  it('rejects filters on resources that are not embedded', async () => {
    const res = await get('/books?select=title&reviews.stars=eq.5');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST108' });
  });
});

describe('filters', () => {
  const titles = async (query: string) =>
    ((await get(`/books?select=title&order=id&${query}`)).json as { title: string }[]).map(
      (b) => b.title,
    );

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await titles('price=eq.20')).toEqual(['Ensayos']);
    expect(await titles('price=neq.20')).toEqual(['Luz', 'Sombra', 'Sin autor']);
    expect(await titles('price=gt.12.5')).toEqual(['Ensayos']);
    expect(await titles('price=gte.12.5')).toEqual(['Luz', 'Ensayos']);
    expect(await titles('price=lt.9.99')).toEqual(['Sin autor']);
    expect(await titles('published_at=lte.2020-03-01T09:30:00Z')).toEqual(['Luz', 'Mar, cielo']);
  });

  it('matches patterns with like/ilike (* as wildcard), match and quantifiers', async () => {
    expect(await titles('title=like.S*')).toEqual(['Sombra', 'Sin autor']);
    expect(await titles('title=ilike.*MAR*')).toEqual(['Mar, cielo']);
    expect(await titles('title=match.^E')).toEqual(['Ensayos']);
    expect(await titles('title=like(any).{L*,E*}')).toEqual(['Luz', 'Ensayos']);
  });

  it('handles in, is and not', async () => {
    expect(await titles('id=in.(1,3)')).toEqual(['Luz', 'Ensayos']);
    expect(await titles('title=in.("Mar, cielo",Luz)')).toEqual(['Luz', 'Mar, cielo']);
    expect(await titles('id=not.in.(1,2,3)')).toEqual(['Mar, cielo', 'Sin autor']);
    expect(await titles('author_id=is.null')).toEqual(['Sin autor']);
    expect(await titles('price=not.is.null&published_at=is.null')).toEqual([
      'Ensayos',
      'Sin autor',
    ]);
    expect(await titles('id=in.()')).toEqual([]);
    const moods = await get('/authors?select=name&mood=in.(happy,sad)&order=id');
    expect(moods.json).toEqual([{ name: 'Ana' }, { name: 'Bruno' }]);
    const { rows } = await api.db.query<{ id: string }>('select id from reviews where stars = 5');
    const uuids = await get(
      `/reviews?select=stars&id=in.(${rows[0]?.id},00000000-0000-0000-0000-000000000000)`,
    );
    expect(uuids.json).toEqual([{ stars: 5 }]);
    expect(await titles('title=in.("x\\"y","a\\\\b",Luz)')).toEqual(['Luz']);
  });

  it('handles array operators cs, cd, ov', async () => {
    expect(await titles('tags=cs.{new}')).toEqual(['Sombra', 'Mar, cielo']);
    expect(await titles('tags=cd.{new,classic}&tags=neq.{}')).toEqual(['Luz', 'Mar, cielo']);
    expect(await titles('tags=ov.{dark,classic}')).toEqual(['Luz', 'Sombra']);
  });

  it('filters on enums, jsonb and booleans from is', async () => {
    const authors = await get('/authors?select=name&mood=eq.sad');
    expect(authors.json).toEqual([{ name: 'Bruno' }]);
    const json = await get('/authors?select=name&meta->>country=eq.ES');
    expect(json.json).toEqual([{ name: 'Ana' }]);
    const badEnum = await get('/authors?mood=eq.angry');
    expect(badEnum.status).toBe(400);
    expect(badEnum.json).toMatchObject({ code: '22P02' });
  });

  it('combines or/and trees, nested and negated', async () => {
    expect(await titles('or=(price.gt.15,title.eq.Luz)')).toEqual(['Luz', 'Ensayos']);
    expect(await titles('or=(id.eq.5,and(author_id.eq.1,price.lt.10))')).toEqual([
      'Sombra',
      'Sin autor',
    ]);
    expect(await titles('not.or=(id.lt.3,price.is.null)')).toEqual(['Ensayos', 'Sin autor']);
    expect(await titles('or=(title.eq."Mar, cielo",title.like.Lu*)')).toEqual([
      'Luz',
      'Mar, cielo',
    ]);
    expect(await titles('and=(id.gt.1,id.lt.4)&or=(tags.cs.{new},price.eq.20)')).toEqual([
      'Sombra',
      'Ensayos',
    ]);
  });

  it('searches text with fts', async () => {
    expect(await titles('title=fts(simple).sombra')).toEqual(['Sombra']);
    expect(await titles('title=wfts.luz')).toEqual(['Luz']);
  });
});

describe('ordering, paging and counting', () => {
  it('orders by several columns with nulls placement', async () => {
    const res = await get('/books?select=id&order=price.desc.nullslast,id.asc');
    expect(res.json).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }, { id: 5 }, { id: 4 }]);
    const first = await get('/books?select=id&order=price.asc.nullsfirst&limit=1');
    expect(first.json).toEqual([{ id: 4 }]);
  });

  it('pages with limit/offset and Range, reporting Content-Range and 206 for partial counts', async () => {
    const page = await get('/books?select=id&order=id&limit=2&offset=1', { prefer: 'count=exact' });
    expect(page.status).toBe(206);
    expect(page.headers['content-range']).toBe('1-2/5');
    expect(page.json).toEqual([{ id: 2 }, { id: 3 }]);
    const ranged = await get('/books?select=id&order=id', { range: '3-10', 'range-unit': 'items' });
    expect(ranged.status).toBe(200);
    expect(ranged.headers['content-range']).toBe('3-4/*');
    expect(ranged.json).toEqual([{ id: 4 }, { id: 5 }]);
    const all = await get('/books?select=id', { prefer: 'count=exact' });
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('0-4/5');
  });

  it('counts with HEAD and without rows', async () => {
    const head = await api.call('HEAD', '/books?author_id=eq.1', {
      headers: { prefer: 'count=exact' },
    });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers['content-range']).toBe('0-1/2');
    const none = await get('/books?id=eq.99', { prefer: 'count=exact' });
    expect(none.headers['content-range']).toBe('*/0');
    expect(none.json).toEqual([]);
    const beyond = await get('/books?offset=10', { prefer: 'count=exact' });
    expect(beyond.status).toBe(416);
    expect(beyond.json).toMatchObject({ code: 'PGRST103' });
  });

  it('rejects non-numeric limits', async () => {
    const res = await get('/books?limit=1;select');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST100' });
  });
});

describe('media types', () => {
  const single = { accept: 'application/vnd.pgrst.object+json' };

  it('returns a single object or 406 PGRST116', async () => {
    const one = await get('/books?select=title&id=eq.1', single);
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(one.json).toEqual({ title: 'Luz' });
    for (const query of ['id=eq.99', 'author_id=eq.1']) {
      const res = await get(`/books?select=title&${query}`, single);
      expect(res.status).toBe(406);
      expect(res.json).toMatchObject({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
      });
    }
  });

  it('strips nulls when asked and renders CSV', async () => {
    const stripped = await get('/books?select=id,author_id&id=eq.5', {
      accept: 'application/vnd.pgrst.array+json;nulls=stripped',
    });
    expect(stripped.json).toEqual([{ id: 5 }]);
    const csv = await get('/books?select=id,title,price&id=in.(4,5)&order=id', {
      accept: 'text/csv',
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // PostgREST's record text: a value with a space is quoted too, NULL is empty, and a
    // numeric(6,2) reads as PostgreSQL prints it (5.00), not as JSON would (5).
    expect(csv.body).toBe('id,title,price\n4,"Mar, cielo",\n5,"Sin autor",5.00');
  });

  it('answers 406 for unsupported media types and other schemas', async () => {
    expect((await get('/books', { accept: 'application/xml' })).status).toBe(406);
    const profile = await get('/books', { 'accept-profile': 'private' });
    expect(profile.status).toBe(406);
    expect(profile.json).toMatchObject({ code: 'PGRST106' });
  });
});

describe('row level security', () => {
  it('returns 401 to anon without the grant and only own rows to users', async () => {
    const anon = await api.call('GET', '/notes');
    expect(anon.status).toBe(401);
    expect(anon.headers['www-authenticate']).toBe('Bearer');
    expect(anon.json).toMatchObject({
      code: '42501',
      message: 'permission denied for table notes',
    });
    const alice = '11111111-1111-1111-1111-111111111111';
    const bob = '22222222-2222-2222-2222-222222222222';
    await api.call('POST', '/notes', {
      role: 'authenticated',
      sub: alice,
      body: { body: 'de Alicia' },
    });
    await api.call('POST', '/notes', { role: 'authenticated', sub: bob, body: { body: 'de Bob' } });
    const mine = await api.call('GET', '/notes?select=body', { role: 'authenticated', sub: alice });
    expect(mine.json).toEqual([{ body: 'de Alicia' }]);
  });
});
