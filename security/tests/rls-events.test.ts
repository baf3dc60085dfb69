// Issue 9 #6 through the real REST API: joining an event that has started or whose registration
// has closed. Only capacity used to be enforced, so past events (and their chats) were open.
// Also reports, which name their event by a client-sent id with no foreign key.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUp, type SignedUser } from '../support/attack.js';
import { rest, rowsAsService } from '../support/rest-attack.js';

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
});
