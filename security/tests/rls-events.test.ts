// Issue 9 #6 through the real REST API: joining an event that has started or whose registration
// has closed. Only capacity used to be enforced, so past events (and their chats) were open.
// Also reports, which name their event by a client-sent id with no foreign key, and (issue 13) the
// waitlist of a full event and one pending report per user and event.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUp, type SignedUser } from '../support/attack.js';
import { expectNoRow, expectRlsRefusal, rest, rowsAsService } from '../support/rest-attack.js';

let eve: SignedUser;
let creator: SignedUser;

const fromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** An event of `creator` starting `startsIn` hours from now, registration closing `closesIn` hours from now. */
async function eventAt(startsIn: number, closesIn: number) {
  const { data, error } = await serviceClient()
    .from('events')
    .insert({
      creator_id: creator.id, title: 'Quedada', category: 'Comida', event_date: fromNow(startsIn), duration_hours: 3,
      location_name: 'Plaza del Ayuntamiento', city: 'Valencia', capacity: 20, registration_deadline: fromNow(closesIn),
    })
    .select('id, conversation_id')
    .single();
  if (error) throw error;
  return data as { id: string; conversation_id: string };
}

async function expectJoinRefused(eventId: string, message: string) {
  const result = await rest(eve, 'POST', 'event_participants', { event_id: eventId, user_id: eve.id });
  expect(result).toMatchObject({ status: 400, body: { code: '23514', message } });
  expect(await rowsAsService('event_participants', { event_id: eventId, user_id: eve.id })).toEqual([]);
}

beforeAll(async () => {
  [eve, creator] = await Promise.all([signUp('events-eve'), signUp('events-creator')]);
});

describe('joining events out of time', () => {
  it('rest: a student joins an event held three days ago → 400 23514 "El evento ya ha empezado", not joined, its chat stays closed', async () => {
    const past = await eventAt(-72, -96);
    await expectJoinRefused(past.id, 'El evento ya ha empezado');
    expect(await rest(eve, 'GET', `messages?conversation_id=eq.${past.conversation_id}`)).toEqual({ status: 200, body: [] });
  });

  it('rest: a student joins an event that started an hour ago, registration still open → 400 23514 "El evento ya ha empezado"', async () => {
    const started = await eventAt(-1, 24);
    await expectJoinRefused(started.id, 'El evento ya ha empezado');
  });

  it('rest: a student joins an upcoming event whose registration closed a minute ago → 400 23514 "El plazo de inscripción ha terminado"', async () => {
    const closed = await eventAt(48, -1 / 60);
    await expectJoinRefused(closed.id, 'El plazo de inscripción ha terminado');
  });

  it('rest: 10 students join in parallel just after registration closed → all 400 23514, nobody joined', async () => {
    const closing = await eventAt(48, 1 / 3600); // one second from now
    const students = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(`events-late-${i}`)));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const results = await Promise.all(
      students.map((student) => rest(student, 'POST', 'event_participants', { event_id: closing.id, user_id: student.id })),
    );
    for (const result of results) expect(result).toMatchObject({ status: 400, body: { code: '23514', message: 'El plazo de inscripción ha terminado' } });
    expect(await rowsAsService('event_participants', { event_id: closing.id })).toEqual([]);
  });
});

describe('reports about events', () => {
  it('rest: a student reports an event id that names no event → 409 23503, nothing stored', async () => {
    const result = await rest(eve, 'POST', 'reports', { reporter_id: eve.id, item_id: randomUUID(), reason: 'Spam' });
    expect(result).toMatchObject({ status: 409, body: { code: '23503', message: 'El evento no existe' } });
    expect(await rowsAsService('reports', { reporter_id: eve.id })).toEqual([]);
  });

  it("supabase-js: an event's organiser reports their own event → 42501, nothing stored; another student's report is stored", async () => {
    const own = await eventAt(72, 48);
    const refused = await creator.client
      .from('reports')
      .insert({ reporter_id: creator.id, item_id: own.id, item_type: 'event', reason: 'Mi propio evento' });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501' });
    expect(await rowsAsService('reports', { item_id: own.id })).toEqual([]);

    const accepted = await eve.client
      .from('reports')
      .insert({ reporter_id: eve.id, item_id: own.id, item_type: 'event', reason: 'Parece spam' });
    expect(accepted.error).toBeNull();
    expect(await rowsAsService('reports', { item_id: own.id })).toEqual([
      expect.objectContaining({ reporter_id: eve.id, status: 'pending', reason: 'Parece spam' }),
    ]);
  });
});

describe('the waitlist of a full event (issue 13)', () => {
  /** An event of `owner` (signed in, so they take part in it) of capacity 2, registration open. */
  async function fullEvent(owner: SignedUser, second: SignedUser) {
    const { data, error } = await owner.client
      .from('events')
      .insert({
        creator_id: owner.id, title: 'Cena', category: 'Comida', event_date: fromNow(72), duration_hours: 2,
        location_name: 'Casa', city: 'Valencia', capacity: 2, registration_deadline: fromNow(48),
      })
      .select('id')
      .single();
    if (error) throw error;
    const id = (data as { id: string }).id;
    expect(await rest(second, 'POST', 'event_participants', { event_id: id, user_id: second.id })).toMatchObject({ status: 201 });
    return id;
  }

  it('rest: a third student joins a full event → 400 23514; waits instead; promoted when one leaves', async () => {
    const [second, third] = await Promise.all([signUp('wait-second'), signUp('wait-third')]);
    const id = await fullEvent(creator, second);
    expect(await rest(third, 'POST', 'event_participants', { event_id: id, user_id: third.id })).toMatchObject({
      status: 400, body: { code: '23514', message: 'El evento está completo' },
    });
    expect(await rest(third, 'POST', 'event_waitlist', { event_id: id, user_id: third.id })).toMatchObject({ status: 201 });
    expect(await rest(second, 'DELETE', `event_participants?event_id=eq.${id}&user_id=eq.${second.id}`)).toMatchObject({ status: 200 });
    expect((await rowsAsService('event_participants', { event_id: id })).map((row) => row.user_id).sort()).toEqual([creator.id, third.id].sort());
    expect(await rowsAsService('event_waitlist', { event_id: id })).toEqual([]);
  });

  it('rest: a student puts another student on a waitlist → 403 42501, nothing stored', async () => {
    const [filler, victim] = await Promise.all([signUp('wait-filler'), signUp('wait-victim')]);
    const id = await fullEvent(creator, filler);
    expectRlsRefusal(eve, await rest(eve, 'POST', 'event_waitlist', { event_id: id, user_id: victim.id }));
    expect(await rowsAsService('event_waitlist', { event_id: id })).toEqual([]);
  });

  it('rest: a visitor waits for an event → 401 42501', async () => {
    const id = await fullEvent(creator, await signUp('wait-filler'));
    expectRlsRefusal(null, await rest(null, 'POST', 'event_waitlist', { event_id: id, user_id: eve.id }));
    expect(await rowsAsService('event_waitlist', { event_id: id })).toEqual([]);
  });

  it('rest: a student lists, or removes, another student’s waitlist place → reads nothing, deletes nothing', async () => {
    const waiter = await signUp('wait-waiter');
    const id = await fullEvent(creator, await signUp('wait-filler'));
    expect(await rest(waiter, 'POST', 'event_waitlist', { event_id: id, user_id: waiter.id })).toMatchObject({ status: 201 });
    expect(await rest(eve, 'GET', `event_waitlist?event_id=eq.${id}`)).toEqual({ status: 200, body: [] });
    expect(await rest(null, 'GET', `event_waitlist?event_id=eq.${id}`)).toEqual({ status: 200, body: [] });
    expectNoRow(await rest(eve, 'DELETE', `event_waitlist?event_id=eq.${id}&user_id=eq.${waiter.id}`));
    expect(await rowsAsService('event_waitlist', { event_id: id })).toHaveLength(1);
  });

  it('rest rpc/event_waitlist_status: the waiting student gets their place; another student and a visitor only the count, never who waits', async () => {
    const [filler, first, second] = await Promise.all([signUp('wait-filler'), signUp('wait-first'), signUp('wait-second-in-line')]);
    const id = await fullEvent(creator, filler);
    for (const waiter of [first, second]) {
      expect(await rest(waiter, 'POST', 'event_waitlist', { event_id: id, user_id: waiter.id })).toMatchObject({ status: 201 });
    }
    const status = (who: SignedUser | null) => rest(who, 'POST', 'rpc/event_waitlist_status', { p_event_id: id });
    expect(await status(second)).toEqual({ status: 200, body: [{ waiting: 2, my_position: 2 }] });
    expect(await status(eve)).toEqual({ status: 200, body: [{ waiting: 2, my_position: null }] });
    expect(await status(null)).toEqual({ status: 200, body: [{ waiting: 2, my_position: null }] });
    // The first in line leaves it: the second moves up.
    expect(await rest(first, 'DELETE', `event_waitlist?event_id=eq.${id}&user_id=eq.${first.id}`)).toMatchObject({ status: 200 });
    expect(await status(second)).toEqual({ status: 200, body: [{ waiting: 1, my_position: 1 }] });
  });

  it('rest: a student waits for an event with free places → 400 23514 "Aún quedan plazas: únete al evento"', async () => {
    const open = await eventAt(72, 48);
    expect(await rest(eve, 'POST', 'event_waitlist', { event_id: open.id, user_id: eve.id })).toMatchObject({
      status: 400, body: { code: '23514', message: 'Aún quedan plazas: únete al evento' },
    });
  });
});

describe('one pending report per user and event (issue 13)', () => {
  it('rest: a student reports the same event twice → 409 23505, one report stored', async () => {
    const target = await eventAt(72, 48);
    expect(await rest(eve, 'POST', 'reports', { reporter_id: eve.id, item_id: target.id, reason: 'Spam' })).toMatchObject({ status: 201 });
    expect(await rest(eve, 'POST', 'reports', { reporter_id: eve.id, item_id: target.id, reason: 'Spam otra vez' })).toMatchObject({
      status: 409, body: { code: '23505' },
    });
    expect(await rowsAsService('reports', { item_id: target.id })).toHaveLength(1);
  });
});

describe('rpc/upcoming_events_page, the /eventos list (issue 13)', () => {
  const upcoming = (who: SignedUser | null, args: Record<string, unknown>) =>
    rest(who, 'POST', 'rpc/upcoming_events_page', { p_from: fromNow(0), ...args });

  it('rest: a visitor and a student read only what REST shows of events, each participant with their public name and picture only', async () => {
    const target = await eventAt(24 * 3650, 24 * 3649); // ten years ahead: the last of the list
    const [visitor, student] = await Promise.all([upcoming(null, { p_limit: 50 }), upcoming(eve, { p_limit: 50 })]);
    expect(visitor.status).toBe(200);
    expect(student).toEqual(visitor);
    const events = await rest(null, 'GET', `events?select=id&event_date=gte.${fromNow(0)}&order=event_date,id&limit=50`);
    const rows = visitor.body as { id: string; participants: Record<string, unknown>[]; total: number }[];
    expect(rows.map((row) => row.id)).toEqual((events.body as { id: string }[]).map((row) => row.id));
    for (const row of rows) {
      for (const participant of row.participants) {
        expect(Object.keys(participant).sort()).toEqual(['full_name', 'profile_picture_url', 'user_id']);
      }
    }
    const last = await upcoming(null, { p_offset: rows[0]!.total - 1 });
    expect(last).toMatchObject({ status: 200, body: [{ id: target.id, participant_count: 0, participants: [], total: rows[0]!.total }] });
  });
});
