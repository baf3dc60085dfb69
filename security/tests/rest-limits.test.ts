// What one REST request may cost, tried with the anon key and an ordinary student account:
// regex patterns, values, filter counts, in lists, nesting, select, order, URL, body and rows per
// write beyond the limits are refused in PostgREST's error shape before any SQL runs, and the
// server answers /health and a REST read within 1 s after each.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectAlive,
  expectPostgrestError,
  serviceClient,
  signUp,
  type SignedUser,
} from '../support/attack.js';

/** A REST GET as the anon key. */
const get = (pathAndQuery: string) => api(`/rest/v1/${pathAndQuery}`);

/** A refusal of the request's query string: 400 PGRST100 naming the limit it went over. */
async function expectOverLimit(res: Response) {
  const body = await expectPostgrestError(res, 400);
  expect(body).toMatchObject({
    code: 'PGRST100',
    message: expect.stringContaining('exceeds the limit'),
  });
}

const repeat = (n: number, make: (i: number) => string, sep = ',') =>
  Array.from({ length: n }, (_, i) => make(i)).join(sep);

describe('rest: query-string limits', () => {
  it('rest: imatch patterns growing to 14,000 characters on /profiles (anon) are refused with 400/414 and the server lives', async () => {
    for (const size of [300, 1_000, 4_000, 8_000, 14_000]) {
      const res = await get(`profiles?select=id&full_name=imatch.${'(a+)+'.repeat(size / 5)}`);
      const body = await expectPostgrestError(res, [400, 414]);
      expect(body.code, `pattern of ${size}`).toBe(res.status === 414 ? 'PGRST190' : 'PGRST100');
      await expectAlive();
    }
  });

  it('rest: over-long match, like, ilike, negated, any() and or=() patterns are refused with 400', async () => {
    const pattern = 'a'.repeat(300);
    for (const filter of [
      `full_name=match.${pattern}`,
      `full_name=like.*${pattern}*`,
      `full_name=ilike.*${pattern}*`,
      `full_name=not.imatch.${pattern}`,
      `full_name=imatch(any).{${pattern},b}`,
      `or=(city.eq.Valencia,full_name.imatch.${pattern})`,
      `or=(city.eq.Valencia,and(id.not.is.null,full_name.match."${pattern}"))`,
    ]) {
      await expectOverLimit(await get(`profiles?select=id&${filter}`));
    }
    await expectAlive();
  });

  it('rest: 24-character regexes that compile to 27,000 copies (((a{1,30}){1,30}){1,30}) are refused with 400 and the server lives', async () => {
    const pattern = encodeURIComponent('((a{1,30}){1,30}){1,30}');
    for (const filter of [`full_name=imatch.${pattern}`, `or=(full_name.match.${pattern})`]) {
      await expectOverLimit(await get(`profiles?select=id&${filter}`));
    }
    await expectAlive();
  });

  it('rest: a 3,000-character filter value is refused with 400', async () => {
    await expectOverLimit(await get(`cut_off_scores?select=id&career=eq.${'x'.repeat(3_000)}`));
    await expectAlive();
  });

  it('rest: 65 filters in one request are refused with 400', async () => {
    await expectOverLimit(
      await get(`cut_off_scores?select=id&${repeat(65, (i) => `score=gt.${i}`, '&')}`),
    );
    await expectAlive();
  });

  it('rest: an in list of 501 elements is refused with 400', async () => {
    await expectOverLimit(
      await get(`cut_off_scores?select=id&id=in.(${repeat(501, (i) => String(i))})`),
    );
    await expectAlive();
  });

  it('rest: or/and trees nested 9 and 2,000 deep are refused with 400', async () => {
    for (const depth of [9, 2_000]) {
      const tree = `${'and('.repeat(depth - 1)}score.gt.0${')'.repeat(depth - 1)}`;
      await expectOverLimit(await get(`cut_off_scores?select=id&or=(${tree})`));
    }
    await expectAlive();
  });

  it('rest: embedded selects nested 20 deep (events ↔ event_participants) are refused with 400', async () => {
    const chain = `${'event_participants(events('.repeat(10)}id${'))'.repeat(10)}`;
    await expectOverLimit(await get(`events?select=id,${chain}`));
    await expectAlive();
  });

  it('rest: a 3,000-character select is refused with 400', async () => {
    await expectOverLimit(await get(`cut_off_scores?select=${repeat(1_000, () => 'id')}&limit=1`));
    await expectAlive();
  });

  it('rest: 17 order terms are refused with 400', async () => {
    await expectOverLimit(
      await get(`cut_off_scores?select=id&order=${repeat(17, () => 'score.desc')}`),
    );
    await expectAlive();
  });

  it('rest: a 13,000-character URL is refused with 414 PGRST190 before anything runs', async () => {
    const res = await get(`cut_off_scores?select=id&limit=1&career=neq.${'x'.repeat(13_000)}`);
    const body = await expectPostgrestError(res, 414);
    expect(body.code).toBe('PGRST190');
    await expectAlive();
  });
});

describe('rest: body and rows per write', () => {
  let student: SignedUser;
  beforeAll(async () => {
    student = await signUp('rest-limits');
  });

  const post = (table: string, body: string, token = student.token) =>
    api(`/rest/v1/${table}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('rest: a 2 MiB JSON body is refused with 413 PGRST191 in PostgREST shape', async () => {
    const row = {
      suggester_id: student.id,
      name: 'x',
      category: 'otros',
      city: 'Valencia',
      description: 'x'.repeat(2 << 20),
    };
    const body = await expectPostgrestError(
      await post('leisure_spot_suggestions', JSON.stringify(row)),
      413,
    );
    expect(body.code).toBe('PGRST191');
    await expectAlive();
  });

  it('rest: 5,000 suggestions in one POST by a student are refused with 413 PGRST192 and none is written', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      suggester_id: student.id,
      name: `Sitio ${i}`,
      category: 'otros',
      city: 'Valencia',
    }));
    const body = await expectPostgrestError(
      await post('leisure_spot_suggestions', JSON.stringify(rows)),
      413,
    );
    expect(body.code).toBe('PGRST192');
    const { count, error } = await serviceClient()
      .from('leisure_spot_suggestions')
      .select('*', { count: 'exact', head: true })
      .eq('suggester_id', student.id);
    expect(error).toBeNull();
    expect(count).toBe(0);
    await expectAlive();
  });

  it('rest: 101 events in one POST by a student (no rate limit on events) are refused with 413 PGRST192', async () => {
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const rows = Array.from({ length: 101 }, (_, i) => ({
      creator_id: student.id,
      title: `Evento ${i}`,
      category: 'Juegos',
      event_date: start,
      duration_hours: 2,
      location_name: 'Plaza',
      city: 'Valencia',
      capacity: 10,
      registration_deadline: start,
    }));
    const body = await expectPostgrestError(await post('events', JSON.stringify(rows)), 413);
    expect(body.code).toBe('PGRST192');
    const { count } = await serviceClient()
      .from('events')
      .select('*', { count: 'exact', head: true })
      .eq('creator_id', student.id);
    expect(count).toBe(0);
    await expectAlive();
  });

  it('rest: a POST with an unsupported Content-Type is refused with 415 in PostgREST shape', async () => {
    const res = await api('/rest/v1/cut_off_scores', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<row/>',
    });
    const body = await expectPostgrestError(res, 415);
    expect(body.code).toBe('PGRST107');
    await expectAlive();
  });
});
