// SQL injection through every part of a REST request an attacker controls: filter values and
// operators, select (columns, casts, embeds, JSON paths), order, limit/offset, on_conflict and
// columns, RPC names and arguments, and the Prefer, Range, Accept and *-Profile headers. Each is
// refused in PostgREST's error shape (or bound as plain data), and afterwards the guarded tables
// hold exactly the rows they held before.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectPostgrestError, serviceClient, signUp, type SignedUser } from '../support/attack.js';

let eve: SignedUser;
let counts: Record<string, number>;
const GUARDED = ['profiles', 'profile_contacts', 'news', 'leisure_spots', 'events'];

async function countAll() {
  const result: Record<string, number> = {};
  for (const table of GUARDED) {
    const { count, error } = await serviceClient().from(table).select('*', { count: 'exact', head: true });
    if (error) throw error;
    result[table] = count ?? -1;
  }
  return result;
}

beforeAll(async () => {
  eve = await signUp('injection-eve');
  counts = await countAll();
});

const send = (path: string, init: RequestInit = {}) =>
  api(`/rest/v1/${path}`, { ...init, token: eve.token, headers: { 'content-type': 'application/json', ...init.headers } });

/** Refused in PostgREST's shape with `status` and `code`, quickly, and no guarded row changed. */
async function expectRefused(res: Response, status: number, code: string) {
  const body = await expectPostgrestError(res, status);
  expect(body.code).toBe(code);
  expect(await countAll()).toEqual(counts);
}

const DROP = ';drop table public.profiles;--';

describe('filters', () => {
  it.each([
    ['a quote-breaking eq value', `profiles?select=id&full_name=eq.${encodeURIComponent("x' or '1'='1")}`],
    ['a stacked statement in an eq value', `profiles?select=id&full_name=eq.${encodeURIComponent(`x'${DROP}`)}`],
    ['a comment-out in a like pattern', `profiles?select=id&full_name=like.${encodeURIComponent("%' or 1=1--")}`],
    ['pg_sleep in an eq value', `profiles?select=id&full_name=eq.${encodeURIComponent("'||pg_sleep(3)||'")}`],
    ['a quoted value with a dollar-quote', `profiles?select=id&full_name=eq.${encodeURIComponent('$$;delete from public.profiles;$$')}`],
  ])('%s → bound as data: 200 [] within 2 s, nothing changed', async (_what, path) => {
    const started = Date.now();
    const res = await send(path);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await countAll()).toEqual(counts);
  });

  it.each([
    { what: 'an in() list closed early', path: `profiles?select=id&id=in.(1)${encodeURIComponent(DROP)}`, status: 400, code: 'PGRST100' },
    { what: 'a stacked statement inside or() (bound as a uuid)', path: `profiles?select=id&or=(id.eq.1${encodeURIComponent(DROP)})`, status: 400, code: '22P02' },
    { what: 'a made-up operator', path: `profiles?select=id&full_name=${encodeURIComponent('=1 or 1=1--.x')}`, status: 400, code: 'PGRST100' },
    { what: 'SQL in the column of a filter', path: `profiles?select=id&${encodeURIComponent(`full_name)${DROP}`)}=eq.x`, status: 400, code: 'PGRST100' },
    { what: 'a quoted column name breaking out', path: `profiles?select=id&${encodeURIComponent('"full_name" or 1=1--')}=eq.x`, status: 400, code: 'PGRST100' },
    { what: 'a subquery in an and() group (bound as a uuid)', path: `profiles?select=id&and=(id.eq.(select id from auth.users limit 1))`, status: 400, code: '22P02' },
  ])('$what → $status $code, nothing changed', async ({ path, status, code }) => {
    await expectRefused(await send(path), status, code);
  });
});

describe('select, order and paging', () => {
  it.each([
    { what: 'select closed early with a stacked statement', path: `profiles?select=${encodeURIComponent(`id,full_name)${DROP}`)}`, status: 400, code: 'PGRST100' },
    { what: 'a function call in select (read as an unknown embed)', path: 'profiles?select=pg_sleep(3)', status: 400, code: 'PGRST200' },
    { what: 'a cast to a made-up type with SQL', path: `profiles?select=${encodeURIComponent(`id::text${DROP}`)}`, status: 400, code: 'PGRST100' },
    { what: 'a JSON path with a stacked statement', path: `profiles?select=${encodeURIComponent(`hobbies->>0${DROP}`)}`, status: 400, code: 'PGRST100' },
    { what: 'auth.users embedded into profiles', path: 'profiles?select=id,users(encrypted_password)', status: 400, code: 'PGRST200' },
    { what: 'a schema-qualified embed of auth.users', path: 'profiles?select=id,auth.users(*)', status: 400, code: 'PGRST100' },
    { what: 'order with a stacked statement', path: `profiles?select=id&order=${encodeURIComponent(`id${DROP}`)}`, status: 400, code: 'PGRST100' },
    { what: 'order by a subquery', path: `profiles?select=id&order=${encodeURIComponent('(select 1)')}`, status: 400, code: 'PGRST100' },
    { what: 'order with pg_sleep after a direction', path: `profiles?select=id&order=${encodeURIComponent('id.desc,pg_sleep(3)')}`, status: 400, code: 'PGRST100' },
    { what: 'limit with a stacked statement', path: `profiles?select=id&limit=${encodeURIComponent(`1${DROP}`)}`, status: 400, code: 'PGRST100' },
    { what: 'a negative offset', path: 'profiles?select=id&offset=-1', status: 400, code: 'PGRST100' },
  ])('$what → $status $code, nothing changed', async ({ path, status, code }) => {
    await expectRefused(await send(path), status, code);
  });

  it('a column that does not exist (email on profiles) → 400 42703, no emails', async () => {
    await expectRefused(await send('profiles?select=email'), 400, '42703');
  });
});

describe('tables and writes', () => {
  it.each([
    { what: 'a table name with a stacked statement', path: `profiles%22${encodeURIComponent(DROP)}?select=*`, status: 404, code: 'PGRST205' },
    { what: 'auth.users by schema-qualified name', path: 'auth.users?select=*', status: 404, code: 'PGRST205' },
    { what: 'pg_catalog.pg_authid', path: 'pg_authid?select=*', status: 404, code: 'PGRST205' },
    { what: 'information_schema', path: 'information_schema.tables?select=*', status: 404, code: 'PGRST205' },
  ])('reading $what → $status $code', async ({ path, status, code }) => {
    await expectRefused(await send(path), status, code);
  });

  it('an upsert with SQL in on_conflict → 400 PGRST204 (unknown column), nothing changed', async () => {
    const res = await send(`profiles?on_conflict=${encodeURIComponent(`id)${DROP}`)}`, {
      method: 'POST',
      headers: { prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ id: eve.id, full_name: 'x' }),
    });
    await expectRefused(res, 400, 'PGRST204');
  });

  it('an insert with SQL in columns → 400 PGRST204 (unknown column), nothing changed', async () => {
    const res = await send(`profiles?columns=${encodeURIComponent(`full_name)${DROP}`)}`, {
      method: 'POST',
      body: JSON.stringify({ id: eve.id, full_name: 'x' }),
    });
    await expectRefused(res, 400, 'PGRST204');
  });

  it('a JSON body key that is SQL → 400 PGRST204 (unknown column), nothing changed', async () => {
    const res = await send(`profiles?id=eq.${eve.id}`, { method: 'PATCH', body: JSON.stringify({ [`bio" = 'x'${DROP}`]: 'x' }) });
    await expectRefused(res, 400, 'PGRST204');
  });

  it('a PATCH value that is SQL → stored as text, nothing else changed', async () => {
    const bio = `'); update public.profiles set user_type = 'admin'${DROP}`;
    const res = await send(`profiles?id=eq.${eve.id}`, { method: 'PATCH', body: JSON.stringify({ bio }) });
    expect(res.status).toBe(204);
    const { data } = await serviceClient().from('profiles').select('bio, user_type').eq('id', eve.id).single();
    expect(data).toEqual({ bio, user_type: 'student' });
    expect(await countAll()).toEqual(counts);
  });
});

describe('RPC', () => {
  it.each(['pg_sleep', 'pg_read_file', 'set_config', 'current_setting', 'pg_terminate_backend', 'lo_import', 'query_to_xml', 'dblink'])(
    'calling the system function %s through /rpc → 404 PGRST202',
    async (fn) => {
      await expectRefused(await send(`rpc/${fn}`, { method: 'POST', body: JSON.stringify({ text: '/etc/passwd' }) }), 404, 'PGRST202');
    },
  );

  it.each([
    { what: 'a function name with a stacked statement', path: `rpc/is_admin${encodeURIComponent(`()${DROP}`)}`, body: '{}', status: 404, code: 'PGRST202' },
    { what: 'an argument name that is SQL', path: 'rpc/is_admin', body: JSON.stringify({ [`x${DROP}`]: 1 }), status: 404, code: 'PGRST202' },
    { what: 'a uuid argument that is SQL', path: 'rpc/approve_suggestion', body: JSON.stringify({ p_suggestion_id: `x'${DROP}` }), status: 400, code: '22P02' },
    { what: 'a uuid argument carrying a subquery', path: 'rpc/start_conversation', body: JSON.stringify({ p_other_user_id: '(select id from auth.users limit 1)' }), status: 400, code: '22P02' },
  ])('$what → $status $code, nothing changed', async ({ path, body, status, code }) => {
    await expectRefused(await send(path, { method: 'POST', body }), status, code);
  });

  it('a GET /rpc with an argument that is SQL → 400 22P02, nothing changed', async () => {
    await expectRefused(await send(`rpc/approve_suggestion?p_suggestion_id=${encodeURIComponent(`1'${DROP}`)}`), 400, '22P02');
  });
});

describe('headers', () => {
  it.each([
    ['Accept-Profile: auth', { 'accept-profile': 'auth' }, 'profiles?select=id'],
    ['Accept-Profile: pg_catalog', { 'accept-profile': 'pg_catalog' }, 'pg_authid?select=*'],
    ['Accept-Profile with a stacked statement', { 'accept-profile': `public${DROP}` }, 'profiles?select=id'],
    ['Accept-Profile: "public" quoted', { 'accept-profile': '"public"' }, 'profiles?select=id'],
  ])('%s → 406 PGRST106', async (_what, headers, path) => {
    await expectRefused(await send(path, { headers }), 406, 'PGRST106');
  });

  it('Content-Profile: auth on an insert into users → 406 PGRST106, no user planted', async () => {
    const res = await send('users', {
      method: 'POST',
      headers: { 'content-profile': 'auth' },
      body: JSON.stringify({ email: 'planted@attack.univida.es', role: 'service_role' }),
    });
    await expectRefused(res, 406, 'PGRST106');
  });

  it.each([
    ['a Range with a stacked statement', `0-5${DROP}`],
    ['a Range with a subquery', '0-(select 1)'],
  ])('%s → 400 PGRST100, nothing changed', async (_what, range) => {
    await expectRefused(await send('profiles?select=id', { headers: { range } }), 400, 'PGRST100');
  });

  it('a Range-Unit that is SQL → ignored: 200 with the whole page, nothing changed', async () => {
    const res = await send('profiles?select=id&limit=2', { headers: { 'range-unit': `items${DROP}`, range: '0-0' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(2);
    expect(await countAll()).toEqual(counts);
  });

  it.each([
    ['Prefer: return=representation with a stacked statement', `return=representation${DROP}`],
    ['Prefer: count=exact with a stacked statement', `count=exact${DROP}`],
    ['Prefer: tx=commit and resolution with SQL', `tx=commit, resolution=merge-duplicates${DROP}`],
    ['Prefer: missing=default with SQL', `missing=default${DROP}`],
  ])('%s on a PATCH of another profile → no row touched, nothing changed', async (_what, prefer) => {
    const { data: victim } = await serviceClient().from('profiles').select('id').neq('id', eve.id).limit(1).single();
    const res = await send(`profiles?id=eq.${victim!.id}`, { method: 'PATCH', headers: { prefer }, body: JSON.stringify({ full_name: 'pwned' }) });
    expect(res.status).toBeLessThan(300);
    const { data } = await serviceClient().from('profiles').select('id').eq('full_name', 'pwned');
    expect(data).toEqual([]);
    expect(await countAll()).toEqual(counts);
  });

  it('an Accept header with SQL after the media type → read as parameters: 406 PGRST116 (many rows for one object)', async () => {
    await expectRefused(await send('profiles?select=id', { headers: { accept: `application/vnd.pgrst.object+json${DROP}` } }), 406, 'PGRST116');
  });
});
