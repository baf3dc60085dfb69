// A runaway statement with only the anon key (or a student account): a short backtracking regex
// that the REST parser limits let through makes the database spin. It must be cut by the
// statement timeout (57014, PostgREST's shape) while /health and every other request go on; on
// PGlite that restarts the database worker, so committed rows and Realtime must survive it.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectAlive, expectPostgrestError, signUp, type SignedUser } from '../support/attack.js';

// Backreferences make the regex engine try every split of a ~120-character description: minutes
// of CPU from a 33-character pattern.
const PATTERN = '^(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$';
// The server's STATEMENT_TIMEOUT_MS (default 8 s) plus a database restart, with room for a busy machine.
const CASE_TIMEOUT = 90_000;
const hostile = (operator: string, init: { token?: string } = {}) =>
  api(`/rest/v1/accommodations?select=id&description=${operator}.${encodeURIComponent(PATTERN)}`, {
    ...init,
    // Queued behind another runaway statement, an attack waits for two timeouts.
    signal: AbortSignal.timeout(CASE_TIMEOUT),
  });

async function expectCancelled(res: Response) {
  const body = await expectPostgrestError(res, 500);
  expect(body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
}

describe('rest: a runaway query', () => {
  let student: SignedUser;
  beforeAll(async () => {
    student = await signUp('runaway-student');
  });

  it('rest: a backtracking match pattern on /accommodations (anon) → /health and a REST read answer within 1 s while it runs, then it gets 500 57014', { timeout: CASE_TIMEOUT }, async () => {
    const attack = hostile('match');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await api('/health', { signal: AbortSignal.timeout(1000) });
    expect(health.status).toBe(200);
    await expectCancelled(await attack);
    await expectAlive();
  });

  it('rest: the same pattern as imatch with a student token → 500 57014, and the student’s committed sign-up survives the database restart', { timeout: CASE_TIMEOUT }, async () => {
    await expectCancelled(await hostile('imatch', { token: student.token }));
    const { data, error } = await student.client.from('profiles').select('id').eq('id', student.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: student.id });
    await expectAlive();
  });

  it('rest: two runaway patterns at once, with a read queued behind them → both get 57014 and the read answers', { timeout: CASE_TIMEOUT * 2 }, async () => {
    const attacks = [hostile('match'), hostile('imatch')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = api('/rest/v1/cut_off_scores?select=id&limit=1', { signal: AbortSignal.timeout(CASE_TIMEOUT * 2) });
    for (const attack of attacks) await expectCancelled(await attack);
    expect((await read).status).toBe(200);
    await expectAlive();
  });

  it('realtime: a postgres_changes subscription made before a runaway query → still receives the change committed after it', { timeout: CASE_TIMEOUT }, async () => {
    const { data: event, error } = await student.client.from('events').select('id').gt('registration_deadline', new Date().toISOString()).limit(1).single();
    expect(error).toBeNull();
    const received: unknown[] = [];
    const channel = student.client.channel(`runaway-${Date.now()}`).on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'event_participants', filter: `user_id=eq.${student.id}` },
      (change) => received.push(change.new),
    );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && err ? reject(err) : undefined)),
    );
    try {
      await expectCancelled(await hostile('match'));
      const join = await student.client.from('event_participants').insert({ event_id: event!.id, user_id: student.id });
      expect(join.error).toBeNull();
      await expect.poll(() => received, { timeout: 10_000 }).toEqual([expect.objectContaining({ event_id: event!.id, user_id: student.id })]);
    } finally {
      await student.client.removeChannel(channel);
    }
  });
});
