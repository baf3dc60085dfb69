// PostgREST behaviours a developer coming from Supabase relies on, through supabase-js on the
// chat project (test/project) on PGlite and PostgreSQL 15: transactions that roll back, upsert
// statuses, count modes, embedding resolution and its errors, computed fields and relationships,
// aggregates, schema profiles, EXPLAIN, CSV, PostgREST's error texts and the request context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { nodeClient } from './support/client.js';
import { startProjectBackend } from './support/project.js';

describe.each<BackendKind>(['pglite', 'postgres'])('PostgREST fidelity on %s', (kind) => {
  let backend: TestBackend;
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    backend = await startProjectBackend(kind, { restSchemas: ['public', 'api'] });
    await backend.db.query('analyze public.users');
  });
  afterAll(async () => {
    await backend?.stop();
  });

  describe('transactions and statuses', () => {
    it('answers a rolled-back insert as if committed and keeps nothing (tx=rollback)', async () => {
      const { data, error, status } = await backend.client().from('users').insert({ username: 'ghost', age: 1 }).select('username, status').rollback();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([{ username: 'ghost', status: 'ONLINE' }]);
      const after = await backend.client().from('users').select('username').eq('username', 'ghost');
      expect(after.data).toEqual([]);
      const raw = await rest('/users', { method: 'POST', headers: { prefer: 'tx=rollback, return=minimal' }, body: JSON.stringify({ username: 'ghost2' }) });
      expect(raw.status).toBe(201);
      expect(raw.headers.get('preference-applied')).toBe('tx=rollback, return=minimal');
      const commit = await rest('/users?username=eq.nobody', { headers: { prefer: 'tx=commit' } });
      expect(commit.headers.get('preference-applied')).toBe('tx=commit');
    });

    it('answers an upsert that merges 200 and one that inserts 201', async () => {
      const service = backend.service();
      const merged = await service.from('users').upsert({ username: 'awailas', age: 26 }).select('username, age');
      expect(merged.status).toBe(200);
      expect(merged.data).toEqual([{ username: 'awailas', age: 26 }]);
      const inserted = await service.from('users').upsert({ username: 'newbie', age: 18 });
      expect(inserted.status).toBe(201);
      const ignored = await service.from('users').upsert({ username: 'newbie', age: 99 }, { ignoreDuplicates: true });
      expect(ignored.status).toBe(200);
      await service.from('users').delete().eq('username', 'newbie');
    });

    it('counts exactly, by the planner and estimated, on tables and functions, with 206 for a partial range', async () => {
      const client = backend.client();
      const exact = await client.from('users').select('*', { count: 'exact', head: true });
      expect(exact.error).toBeNull();
      expect(exact.count).toBe(4);
      const planned = await client.from('users').select('username', { count: 'planned' });
      expect(planned.count).toBe(4);
      const estimated = await client.from('users').select('username', { count: 'estimated' }).range(0, 1);
      expect(estimated.count).toBe(4);
      expect(estimated.status).toBe(206);
      const rpc = await client.rpc('search_users', { prefix: 'k' }, { count: 'exact' });
      expect(rpc.count).toBe(1);
      expect(rpc.data).toEqual([{ username: 'kiwicopple', status: 'OFFLINE', age: 30 }]);
    });
  });

  describe('resource embedding', () => {
    it('embeds by foreign-key constraint name, by column name and with hints', async () => {
      const client = backend.client();
      const byConstraint = await client.from('best_friends').select('id, best_friends_first_user_fkey(username)').eq('id', 1).single();
      expect(byConstraint.data).toEqual({ id: 1, best_friends_first_user_fkey: { username: 'supabot' } });
      const byColumn = await client.from('messages').select('message, username(status)').eq('id', 3).single();
      expect(byColumn.data).toEqual({ message: 'Hola', username: { status: 'OFFLINE' } });
      const hinted = await client
        .from('best_friends')
        .select('first:users!first_user(username), second:users!best_friends_second_user_fkey(username), third:users!third_wheel(username)')
        .order('id');
      expect(hinted.data).toEqual([
        { first: { username: 'supabot' }, second: { username: 'kiwicopple' }, third: { username: 'awailas' } },
        { first: { username: 'supabot' }, second: { username: 'dragarcia' }, third: null },
      ]);
    });

    it('answers an ambiguous embed 300 PGRST201 and a missing one 400 PGRST200 with PostgREST texts', async () => {
      const ambiguous = await backend.client().from('best_friends').select('users(*)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toEqual({
        code: 'PGRST201',
        message: "Could not embed because more than one relationship was found for 'best_friends' and 'users'",
        details: ['first_user', 'second_user', 'third_wheel'].map((column) => ({
          cardinality: 'many-to-one',
          embedding: 'best_friends with users',
          relationship: `best_friends_${column}_fkey using best_friends(${column}) and users(username)`,
        })),
        hint: "Try changing 'users' to one of the following: 'users!best_friends_first_user_fkey', 'users!best_friends_second_user_fkey', 'users!best_friends_third_wheel_fkey'. Find the desired relationship in the 'details' key.",
      });
      const missing = await backend.client().from('users').select('collections(*)');
      expect(missing.status).toBe(400);
      expect(missing.error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'users' and 'collections' in the schema cache",
        details: "Searched for a foreign key relationship between 'users' and 'collections' in the schema 'public', but no matches were found.",
        hint: null,
      });
      const misspelt = await backend.client().from('users').select('mesages(*)');
      expect(misspelt.error?.hint).toBe("Perhaps you meant 'messages' instead of 'mesages'.");
      const badHint = await backend.client().from('messages').select('users!nope(*)');
      expect(badHint.error?.details).toBe(
        "Searched for a foreign key relationship between 'messages' and 'users' using the hint 'nope' in the schema 'public', but no matches were found.",
      );
    });

    it('embeds through views both ways, many-to-many through the junction, spreads and filters with empty embeds', async () => {
      const client = backend.client();
      const fromView = await client.from('channel_messages').select('message, users(status), channels(slug)').eq('id', 2).single();
      expect(fromView.data).toEqual({ message: 'Perfection is attained', users: { status: 'ONLINE' }, channels: { slug: 'random' } });
      const toView = await client.from('users').select('username, channel_messages(message)').eq('username', 'kiwicopple').single();
      expect(toView.data).toEqual({ username: 'kiwicopple', channel_messages: [{ message: 'Hola' }] });
      const manyToMany = await client.from('users').select('username, channels(slug)').eq('username', 'supabot').single();
      expect(manyToMany.data?.channels).toEqual(expect.arrayContaining([{ slug: 'public' }, { slug: 'random' }]));
      const spread = await client.from('messages').select('message, ...channels(slug)').eq('id', 1).single();
      expect(spread.data).toEqual({ message: 'Hello World', slug: 'public' });
      const filtered = await client.from('messages').select('message, channels!inner()').eq('channels.slug', 'random');
      expect(filtered.data).toEqual([{ message: 'Perfection is attained' }]);
    });

    it('resolves a self-referencing table: the column is the parent, the table name the children', async () => {
      const { data, error } = await backend
        .client()
        .from('collections')
        .select('name, parent_id(name), collections(name), children:collections!parent_id(name)')
        .eq('name', 'a')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ name: 'a', parent_id: { name: 'root' }, collections: [{ name: 'a1' }], children: [{ name: 'a1' }] });
    });
  });

  describe('computed fields, aggregates, profiles, plans and CSV', () => {
    it('selects, filters and orders by a computed field and embeds a computed relationship', async () => {
      const client = backend.client();
      const shout = await client.from('messages').select('id, shout').order('shout').eq('channel_id', 1);
      expect(shout.data).toEqual([{ id: 1, shout: 'HELLO WORLD!' }, { id: 3, shout: 'HOLA!' }]);
      const filtered = await client.from('messages').select('id').eq('shout', 'HOLA!');
      expect(filtered.data).toEqual([{ id: 3 }]);
      const authors = await client.from('channels').select('slug, authors(username)').eq('slug', 'public').single();
      expect(authors.data).toEqual({ slug: 'public', authors: [{ username: 'kiwicopple' }, { username: 'supabot' }] });
    });

    it('aggregates with grouping by the other selected columns', async () => {
      const client = backend.client();
      const grouped = await client.from('messages').select('channel_id, stars.sum(), count()').order('channel_id');
      expect(grouped.data).toEqual([
        { channel_id: 1, sum: 4, count: 2 },
        { channel_id: 2, sum: 5, count: 1 },
      ]);
      const whole = await client.from('messages').select('best:stars.max(), stars.min(), stars.avg()').single();
      expect(whole.data).toEqual({ best: 5, min: 1, avg: 3 });
    });

    it('serves every exposed schema by Accept-Profile / Content-Profile and refuses others with PGRST106', async () => {
      const api = backend.client().schema('api');
      const read = await api.from('settings').select('key, value');
      expect(read.data).toEqual([{ key: 'theme', value: 'dark' }]);
      const write = await api.from('settings').insert({ key: 'lang', value: 'es' }).select().single();
      expect(write.data).toEqual({ key: 'lang', value: 'es' });
      const raw = await rest('/settings?select=key', { headers: { 'accept-profile': 'api' } });
      expect(raw.headers.get('content-profile')).toBe('api');
      const refused = await backend.client().schema('auth').from('users').select('*');
      expect(refused.status).toBe(406);
      expect(refused.error).toEqual({ code: 'PGRST106', message: 'The schema must be one of the following: public, api', details: null, hint: null });
    });

    it('explains the query as text and JSON', async () => {
      const text = await backend.client().from('users').select('username').eq('username', 'supabot').explain();
      expect(typeof text.data).toBe('string');
      expect(text.data as unknown as string).toMatch(/Scan/);
      const json = await backend.client().from('users').select('username').explain({ format: 'json', analyze: true });
      expect((json.data as unknown as [{ Plan: { 'Actual Rows': number } }])[0].Plan['Actual Rows']).toBeGreaterThanOrEqual(4);
    });

    it('answers CSV with RFC 4180 quoting', async () => {
      await backend.service().from('messages').insert({ id: 50, channel_id: 2, username: 'awailas', message: 'Hi, "you"' });
      const { data } = await backend.client().from('messages').select('id, message').eq('id', 50).csv();
      expect(data).toBe('id,message\n50,"Hi, ""you"""');
    });

    it('renders CSV from SQL values as PostgREST does: record quoting, empty NULL, "" for an empty string, json as text', async () => {
      await backend.service().from('channels').insert([
        { id: 60, slug: 'csv-a', data: { tags: ['a', 'b'], path: String.raw`C:\tmp` } },
        { id: 61, slug: 'csv b', data: null },
        { id: 62, slug: '', data: { line: 'one\ntwo' } },
      ]);
      const { data } = await backend.client().from('channels').select('id, slug, data').gte('id', 60).lte('id', 62).order('id').csv();
      expect(data).toBe(
        [
          'id,slug,data',
          String.raw`60,csv-a,"{""path"": ""C:\\\\tmp"", ""tags"": [""a"", ""b""]}"`,
          '61,"csv b",',
          String.raw`62,"","{""line"": ""one\\ntwo""}"`,
        ].join('\n'),
      );
      const none = await backend.client().from('channels').select('id, slug').eq('id', -1).csv();
      expect(none.data).toBe('\n');
    });
  });

  describe('errors and the request context', () => {
    it("answers .single() without a row with PostgREST's PGRST116 texts, and maybeSingle() with null", async () => {
      const single = await backend.client().from('users').select('username').eq('username', 'nobody').single();
      expect(single.status).toBe(406);
      expect(single.error).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
        hint: null,
      });
      const maybe = await backend.client().from('users').select('username').eq('username', 'nobody').maybeSingle();
      expect(maybe).toMatchObject({ data: null, error: null });
    });

    it('gives SQL request.headers, request.jwt.claims, request.method and request.path as PostgREST sets them', async () => {
      const client = nodeClient(backend.url, backend.anonKey, { 'x-client-tag': 'chat-web' });
      const { data, error } = await client.rpc('request_info');
      expect(error).toBeNull();
      expect(data).toMatchObject({
        headers: { 'x-client-tag': 'chat-web', apikey: backend.anonKey },
        claims: { role: 'anon' },
        method: 'POST',
        path: '/rpc/request_info',
      });
    });

    it("takes the API key from ?apikey= as Supabase's gateway does, hidden from the query", async () => {
      const bare = (path: string, headers: Record<string, string> = {}) => fetch(`${backend.url}/rest/v1${path}`, { headers });
      const { data: expected } = await backend.client().from('users').select('username').order('username');
      // What a page's simple (preflight-free) cross-origin GET sends: its Origin and nothing else.
      const origin = 'http://localhost:4000';
      const list = await bare(`/users?select=username&order=username&apikey=${backend.anonKey}`, { origin });
      expect(list.status).toBe(200);
      expect(list.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await list.json()).toEqual(expected);
      // A function without arguments would refuse an `apikey` one (PGRST202) if it got through.
      const info = await bare(`/rpc/request_info?apikey=${backend.anonKey}`);
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ claims: { role: 'anon' }, method: 'GET', path: '/rpc/request_info' });
      // The bearer token still decides who the request runs as.
      const behind = await bare(`/rpc/request_info?apikey=${backend.serviceRoleKey}`, { authorization: `Bearer ${backend.anonKey}` });
      expect(await behind.json()).toMatchObject({ claims: { role: 'anon' } });
      const forged = await bare(`/users?select=username&apikey=not.a.jwt`);
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
    });
  });
});
