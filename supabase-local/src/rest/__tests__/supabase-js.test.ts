import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApi, type TestApi } from './fixture.js';

// Wire compatibility: the real supabase-js query builder produces the URLs, headers and bodies;
// a custom fetch hands them to the handler the way the HTTP server would.
let api: TestApi;
const ALICE = '11111111-1111-1111-1111-111111111111';

function clientFor(sub?: string): SupabaseClient {
  const token = sub
    ? `e30.${Buffer.from(JSON.stringify({ role: 'authenticated', sub })).toString('base64url')}.sig`
    : undefined;
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      if (key !== 'authorization') headers[key] = value;
    });
    const body =
      typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    const res = await api.call(
      init?.method ?? 'GET',
      url.pathname.replace(/^\/rest\/v1/, '') + url.search,
      {
        headers,
        body,
        ...(sub ? { role: 'authenticated' as const, sub } : {}),
      },
    );
    const empty = res.status === 204 || res.body === null;
    return new Response(empty ? null : res.body, { status: res.status, headers: res.headers });
  };
  return createClient('http://localhost:54321', 'anon-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js 2.119 needs a WebSocket implementation on Node 20 even when realtime is unused.
    realtime: { transport: WebSocket as never },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

let anon: SupabaseClient;
let alice: SupabaseClient;
beforeAll(async () => {
  api = await startApi();
  anon = clientFor();
  alice = clientFor(ALICE);
}, 60_000);

describe('supabase-js against the handler', () => {
  it('selects with embeds, filters, order, range, single and maybeSingle', async () => {
    const one = await anon
      .from('books')
      .select('title, author:authors!author_id(name)')
      .eq('id', 1)
      .single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ title: 'Luz', author: { name: 'Ana' } });

    const list = await anon
      .from('books')
      .select('id, title')
      .in('id', [1, 3, 4])
      .not('price', 'is', null)
      .order('id', { ascending: false });
    expect(list.data).toEqual([
      { id: 3, title: 'Ensayos' },
      { id: 1, title: 'Luz' },
    ]);

    const tags = await anon
      .from('books')
      .select('id')
      .contains('tags', ['new'])
      .ilike('title', '%a%')
      .range(0, 0);
    expect(tags.data).toEqual([{ id: 2 }]);

    const or = await anon
      .from('books')
      .select('id')
      .or('price.gt.15,title.eq."Mar, cielo"')
      .order('id');
    expect(or.data).toEqual([{ id: 3 }, { id: 4 }]);

    const none = await anon.from('books').select('id').eq('id', 99).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('counts with head requests', async () => {
    const { count, data, error } = await anon
      .from('books')
      .select('*', { count: 'exact', head: true })
      .eq('author_id', 2);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it('inserts, upserts, updates and deletes as a signed-in user', async () => {
    const inserted = await alice
      .from('genres')
      .insert({ id: 40, name: 'misterio' })
      .select()
      .single();
    expect(inserted).toMatchObject({ status: 201, data: { id: 40, name: 'misterio' } });

    const bulk = await alice.from('genres').insert([
      { id: 41, name: 'a' },
      { id: 42, name: 'b' },
    ]);
    expect(bulk).toMatchObject({ status: 201, error: null, data: null });

    const upserted = await alice.from('genres').upsert({ id: 40, name: 'intriga' }).select('name');
    expect(upserted.data).toEqual([{ name: 'intriga' }]);

    const updated = await alice
      .from('genres')
      .update({ name: 'c' })
      .eq('id', 42)
      .select('id, name');
    expect(updated).toMatchObject({ status: 200, data: [{ id: 42, name: 'c' }] });

    const deleted = await alice.from('genres').delete().in('id', [41, 42]);
    expect(deleted).toMatchObject({ status: 204, error: null });
    const left = await anon.from('genres').select('id').gte('id', 40);
    expect(left.data).toEqual([{ id: 40 }]);

    const notes = await alice
      .from('notes')
      .insert({ body: 'privada' })
      .select('body, owner')
      .single();
    expect(notes.data).toEqual({ body: 'privada', owner: ALICE });
  });

  it('calls functions with scalar and set results', async () => {
    expect((await anon.rpc('add_numbers', { a: 1, b: 2 })).data).toBe(3);
    const books = await anon
      .rpc('books_by_author', { p_author_id: 2 })
      .select('title')
      .order('title');
    expect(books.data).toEqual([{ title: 'Ensayos' }, { title: 'Mar, cielo' }]);
    const viaGet = await anon.rpc('greet', { name: 'Eva' }, { get: true });
    expect(viaGet.data).toBe('Hola, Eva');
  });

  it('surfaces PostgREST errors with code, status and message', async () => {
    const missing = await anon.from('nope').select();
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PGRST205' });
    const denied = await anon.from('genres').insert({ id: 50, name: 'x' });
    expect(denied.status).toBe(401);
    expect(denied.error).toMatchObject({ code: '42501' });
    const duplicate = await alice.from('genres').insert({ id: 1, name: 'x' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const many = await anon.from('books').select('id').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
  });
});
