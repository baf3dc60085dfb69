// The /rest/v1 route through the whole server: what Fastify refuses before the translator runs
// (URL, body, content type) and database errors raised outside it (at COMMIT) keep PostgREST's
// status and shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REST_LIMITS } from '../../rest/limits.js';
import { startBackend, type TestBackend } from '../../../test/support/backend.js';

let backend: TestBackend;
const limits = { ...DEFAULT_REST_LIMITS, maxUrlLength: 2_000, maxBodyBytes: 10_000 };

beforeAll(async () => {
  backend = await startBackend('pglite', { restLimits: limits });
  // A deferred constraint trigger fails at COMMIT, after the translator has answered.
  await backend.db.exec(`
    create table public.h7_votes (id int primary key);
    grant insert on public.h7_votes to anon;
    create function public.h7_refuse_vote() returns trigger language plpgsql as $$
    begin raise sqlstate 'PT429' using message = 'Demasiados votos'; end $$;
    create constraint trigger h7_votes_rate after insert on public.h7_votes
      deferrable initially deferred for each row execute function public.h7_refuse_vote();
    create table public.h7_visits (id serial primary key);
    grant select, insert on public.h7_visits to anon;
    grant usage on sequence public.h7_visits_id_seq to anon;
    create function public.h7_visit() returns int language sql as
      'insert into public.h7_visits default values returning id';
    grant execute on function public.h7_visit() to anon;
  `);
});
afterAll(async () => {
  await backend?.stop();
});

const rest = (pathAndQuery: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...init.headers },
  });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body;
}

describe('/rest/v1 route', () => {
  it('answers a URL over the limit with 414 PGRST190, even without an API key', async () => {
    const res = await fetch(`${backend.url}/rest/v1/cut_off_scores?career=eq.${'x'.repeat(2_000)}`);
    const body = await expectError(res, 414, 'PGRST190');
    expect(body.message).toBe('The URL exceeds the limit of 2000 characters');
  });

  it("answers a body over the limit with Fastify's 413 as PGRST191", async () => {
    const res = await rest('cut_off_scores', {
      method: 'POST',
      body: JSON.stringify({ career: 'x'.repeat(20_000) }),
    });
    await expectError(res, 413, 'PGRST191');
  });

  it('answers an unsupported Content-Type with 415 PGRST107', async () => {
    const res = await rest('cut_off_scores', {
      method: 'POST',
      body: '<row/>',
      headers: { 'content-type': 'application/xml' },
    });
    await expectError(res, 415, 'PGRST107');
  });

  it("answers a PT429 raised at COMMIT with 429 and the raise's message, and keeps no row", async () => {
    const res = await rest('h7_votes', { method: 'POST', body: JSON.stringify({ id: 1 }) });
    const body = await expectError(res, 429, 'PT429');
    expect(body.message).toBe('Demasiados votos');
    expect((await backend.db.query('select count(*)::int as n from public.h7_votes')).rows).toEqual(
      [{ n: 0 }],
    );
  });

  it('runs GET in a read-only transaction as PostgREST does: a writing function answers 405 25006, POST writes', async () => {
    const refused = await expectError(await rest('rpc/h7_visit'), 405, '25006');
    expect(refused.message).toMatch(/read-only transaction/);
    expect(await (await rest('h7_visits?select=id')).json()).toEqual([]);
    const written = await rest('rpc/h7_visit', { method: 'POST', body: '{}' });
    expect(written.status).toBe(200);
    expect(await written.json()).toBe(1);
    // A read that ends in 406 (its transaction already ended with the statement) leaves the
    // session clean: the next write and read work.
    const single = await rest('h7_visits?select=id&id=gt.5', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    await expectError(single, 406, 'PGRST116');
    expect((await rest('rpc/h7_visit', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(await (await rest('h7_visits?select=id&order=id')).json()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
