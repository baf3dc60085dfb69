// What one request may cost: each limit refuses with PostgREST's 400 shape before any SQL runs,
// the rows-per-write cap spares the service role, and functions choose their HTTP status
// (`PTxyz`, `raise sqlstate 'PGRST'`) as in PostgREST.
import { beforeAll, describe, expect, it } from 'vitest';
import { RestError } from '../errors.js';
import { DEFAULT_REST_LIMITS as limits } from '../limits.js';
import { parseLogic, parsePredicate } from '../parse-filters.js';
import { parseSelect } from '../parse-select.js';
import { expandedRegexSize } from '../regex-size.js';
import { FIXTURE_SQL, startApi, type CallOptions, type TestApi } from './fixture.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
  return 'accepted';
};

const overLimit = { status: 400, code: 'PGRST100', message: expect.stringContaining('limit') };
const long = (n: number) => 'a'.repeat(n);
const pattern = long(limits.maxPatternLength + 1);

describe('filter limits', () => {
  it('refuses match/imatch/like/ilike patterns over the limit, in every form', () => {
    for (const op of ['match', 'imatch', 'like', 'ilike']) {
      for (const form of [`${op}.`, `not.${op}.`, `${op}(any).`, `not.${op}(all).`]) {
        expect(
          refusal(() => parsePredicate(form + pattern, false, limits)),
          form,
        ).toEqual(overLimit);
      }
      const fits = `${op}.${long(limits.maxPatternLength)}`;
      expect(refusal(() => parsePredicate(fits, false, limits))).toBe('accepted');
    }
  });

  it('refuses short regexes whose {m,n} repetitions compile to more than the limit', () => {
    // 24 characters that PostgreSQL compiles to 27,000 copies: minutes on one core.
    expect(expandedRegexSize('((a{1,30}){1,30}){1,30}')).toBe(27_000);
    expect(expandedRegexSize('[a-z]{2,50}')).toBe(50);
    expect(expandedRegexSize('[]{}]{5}|\\{9}')).toBe(8);
    for (const filter of ['imatch.((a{1,30}){1,30}){1,30}', 'not.match(any).{(a{1,255}){2}}']) {
      expect(
        refusal(() => parsePredicate(filter, false, limits)),
        filter,
      ).toEqual(overLimit);
    }
    // like has no {m,n}: braces are literal there.
    expect(refusal(() => parsePredicate('like.*{1,255}{1,255}*', false, limits))).toBe('accepted');
    expect(refusal(() => parsePredicate('imatch.^[a-záéíóúñ ]{2,50}$', false, limits))).toBe(
      'accepted',
    );
  });

  it('refuses the same patterns inside or/and trees, quoted or not', () => {
    for (const tree of [`(name.imatch.${pattern})`, `(id.eq.1,and(name.like."${pattern}"))`]) {
      expect(refusal(() => parseLogic('or', false, tree, limits))).toEqual(overLimit);
    }
  });

  it('refuses a filter value or an in-list element over the value limit', () => {
    const value = long(limits.maxFilterValueLength + 1);
    expect(refusal(() => parsePredicate(`eq.${value}`, false, limits))).toEqual(overLimit);
    expect(refusal(() => parsePredicate(`fts.${value}`, false, limits))).toEqual(overLimit);
    expect(refusal(() => parsePredicate(`in.(1,"${value}")`, false, limits))).toEqual(overLimit);
  });

  it('refuses in lists longer than the limit and takes one at the limit', () => {
    const list = (n: number) => `in.(${Array.from({ length: n }, (_, i) => i).join(',')})`;
    expect(refusal(() => parsePredicate(list(limits.maxInListLength + 1), false, limits))).toEqual(
      overLimit,
    );
    expect(refusal(() => parsePredicate(list(limits.maxInListLength), false, limits))).toBe(
      'accepted',
    );
  });

  it('refuses and/or trees nested deeper than the limit before parsing their insides', () => {
    const nest = (depth: number) => `(${'and('.repeat(depth - 1)}id.eq.1${')'.repeat(depth - 1)})`;
    expect(refusal(() => parseLogic('or', false, nest(limits.maxLogicDepth), limits))).toBe(
      'accepted',
    );
    expect(refusal(() => parseLogic('or', false, nest(limits.maxLogicDepth + 1), limits))).toEqual(
      overLimit,
    );
    // Deep enough to overflow the stack if it were parsed: refused as cheaply as a shallow one.
    expect(refusal(() => parseLogic('or', false, nest(50_000), limits))).toEqual(overLimit);
  });
});

describe('select limits', () => {
  const nest = (depth: number) =>
    `${'books(authors('.repeat(depth / 2)}id${'))'.repeat(depth / 2)}`;

  it('refuses embeds nested deeper than the limit, even far deeper', () => {
    expect(refusal(() => parseSelect(nest(limits.maxEmbedDepth), limits))).toBe('accepted');
    expect(refusal(() => parseSelect(nest(limits.maxEmbedDepth + 2), limits))).toEqual(overLimit);
    expect(refusal(() => parseSelect(nest(limits.maxSelectLength / 16), limits))).toEqual(
      overLimit,
    );
  });

  it('refuses a select longer than the limit', () => {
    const columns = Array.from({ length: limits.maxSelectLength }, () => 'id').join(',');
    expect(refusal(() => parseSelect(columns, limits))).toEqual(overLimit);
  });
});

const SETUP = `${FIXTURE_SQL}
create role service_role bypassrls;
grant usage on schema public to service_role;
grant all on all tables in schema public to service_role;
grant usage on all sequences in schema public to service_role;
create function slow_down() returns void language plpgsql as $$
begin
  raise sqlstate 'PT429' using message = 'Demasiadas sugerencias', hint = 'Espera un minuto';
end $$;
create function bad_status() returns void language plpgsql as $$
begin raise sqlstate 'PTABC' using message = 'sin estado'; end $$;
create function pgrst_raise(msg text, det text) returns void language plpgsql as $$
begin raise sqlstate 'PGRST' using message = msg, detail = det; end $$;
create function limit_genres() returns trigger language plpgsql as $$
begin
  if new.name = 'spam' then raise sqlstate 'PT429' using message = 'Demasiados géneros'; end if;
  return new;
end $$;
create trigger genres_rate before insert on genres for each row execute function limit_genres();
`;

let api: TestApi;
const small = { ...limits, maxFilters: 4, maxOrderTerms: 2, maxRowsPerWrite: 3 };
beforeAll(async () => {
  api = await startApi(SETUP, undefined, small);
}, 60_000);

const user: CallOptions = { role: 'authenticated', sub: '11111111-1111-1111-1111-111111111111' };

describe('request-wide counts', () => {
  it('counts every filter of trees and embeds against the filter limit', async () => {
    const fits = await api.call('GET', '/books?select=id,reviews(id)&id=gt.0&or=(id.eq.1,id.eq.2)');
    expect(fits.status).toBe(200);
    const over = await api.call(
      'GET',
      '/books?select=id,reviews(id)&id=gt.0&or=(id.eq.1,id.eq.2)&reviews.stars=gt.1&reviews.id=not.is.null',
    );
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: 'PGRST100', details: 'Got 5 filters.', hint: null });
  });

  it('counts order terms over every resource', async () => {
    const over = await api.call(
      'GET',
      '/books?select=id,reviews(id)&order=id,title&reviews.order=id',
    );
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: 'PGRST100' });
  });
});

describe('rows per write', () => {
  const genres = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: from + i, name: `género ${from + i}` }));

  it('refuses an insert of more rows than the cap with 413 and writes nothing', async () => {
    const res = await api.call('POST', '/genres', { ...user, body: genres(100, 4) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      code: 'PGRST192',
      message: 'The body carries more rows than one write may insert (3)',
      details: 'Got 4 rows.',
      hint: 'Send the rows in smaller batches.',
    });
    expect((await api.db.query('select 1 from genres where id >= 100')).rows).toEqual([]);
    const upsert = await api.call('POST', '/genres', {
      ...user,
      body: genres(100, 4),
      headers: { prefer: 'resolution=merge-duplicates' },
    });
    expect(upsert.status).toBe(413);
  });

  it('takes the cap itself, and any number from the service role', async () => {
    expect((await api.call('POST', '/genres', { ...user, body: genres(100, 3) })).status).toBe(201);
    const seed = await api.call('POST', '/genres', { role: 'service_role', body: genres(200, 50) });
    expect(seed.status).toBe(201);
  });
});

describe('statuses chosen in SQL', () => {
  it("answers raise sqlstate 'PT429' with 429 and the raise's fields, from a function", async () => {
    const res = await api.call('POST', '/rpc/slow_down', { ...user, body: {} });
    expect(res.status).toBe(429);
    expect(res.json).toEqual({
      code: 'PT429',
      message: 'Demasiadas sugerencias',
      details: null,
      hint: 'Espera un minuto',
    });
  });

  it('answers 429 from a trigger on insert, and rolls the insert back', async () => {
    const res = await api.call('POST', '/genres', { ...user, body: { id: 300, name: 'spam' } });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ code: 'PT429', message: 'Demasiados géneros' });
    expect((await api.db.query('select 1 from genres where id = 300')).rows).toEqual([]);
  });

  it('answers 500 for a PT code that names no status', async () => {
    expect((await api.call('POST', '/rpc/bad_status', { ...user, body: {} })).status).toBe(500);
  });

  it("takes status, headers and body from raise sqlstate 'PGRST' JSON", async () => {
    const res = await api.call('POST', '/rpc/pgrst_raise', {
      ...user,
      body: {
        msg: '{"code":"UV429","message":"Demasiados mensajes","hint":"Espera"}',
        det: '{"status":429,"headers":{"Retry-After":"60"}}',
      },
    });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json).toEqual({
      code: 'UV429',
      message: 'Demasiados mensajes',
      details: null,
      hint: 'Espera',
    });
  });

  it('answers PGRST121 when that JSON does not parse or does not fit', async () => {
    for (const [msg, det] of [
      ['no es json', '{"status":429}'],
      ['{"code":"X","message":"m"}', '{"status":"429"}'],
      ['{"code":"X","message":"m"}', '{"status":429,"headers":{"Bad Name":"v"}}'],
    ]) {
      const res = await api.call('POST', '/rpc/pgrst_raise', { ...user, body: { msg, det } });
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({ code: 'PGRST121' });
    }
  });
});
