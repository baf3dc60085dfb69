// Race conditions the database itself must win, on PostgreSQL 15 with one connection per user:
// joins racing for the last places of an event or against its deadline being closed, leaves
// racing joins and waitlist entries (issue 13's promotion), concurrent
// rating upserts on one spot, and one user's parallel writes against the per-minute limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spot, student } from './support/seed-ids.ts';
import { becomeRequest, freshDatabase, user, type Session, type TestDatabase } from './support/sessions.ts';

const PLAYERS = 8;

describe('concurrent writes on pg15', () => {
  let db: TestDatabase;
  let sessions: Session[];

  beforeAll(async () => {
    db = await freshDatabase('pg15');
    sessions = await Promise.all(Array.from({ length: PLAYERS }, () => db.connect()));
  });
  afterAll(() => db?.stop());

  /** Each session runs `sql` as its own student (or as `userFor` says) in an open transaction, all at once; commits follow. */
  async function race(sqlFor: (userId: string, index: number) => [string, unknown[]], userFor = (index: number) => student(index + 10)) {
    return Promise.allSettled(
      sessions.map(async (session, index) => {
        const me = userFor(index);
        await session.exec('begin');
        try {
          await becomeRequest(session, user(me));
          const [sql, params] = sqlFor(me, index);
          await session.query(sql, params);
          // Hold the transaction open a moment so the others pile up behind it.
          await new Promise((resolve) => setTimeout(resolve, 20));
          await session.exec('commit');
        } catch (error) {
          await session.exec('rollback');
          throw error;
        }
      }),
    );
  }

  /** An event by student 1 in three days, registration open for two more. */
  async function createEvent(title: string, place: string, capacity: number) {
    const { rows } = await db.session.query<{ id: string }>(
      `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
       values ($1, $2, 'Académico', now() + interval '3 days', 2, $3, 'Valencia', $4, now() + interval '2 days')
       returning id`,
      [student(1), title, place, capacity],
    );
    return rows[0]!.id;
  }

  it('lets exactly `capacity` users join an event, however many race for it', async () => {
    const eventId = await createEvent('Mesa redonda', 'Aula 1', 3);

    const results = await race((me) => ['insert into event_participants (event_id, user_id) values ($1, $2)', [eventId, me]]);

    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(PLAYERS - 3);
    for (const r of refused) expect(r.reason).toMatchObject({ code: '23514', message: 'El evento está completo' });
    const joined = await db.session.query<{ n: number }>('select count(*)::int as n from event_participants where event_id = $1', [eventId]);
    expect(joined.rows[0]!.n).toBe(3);
  });

  it('two leaving while six race to join a full event → the two first waitlisted take the places, every join refused', async () => {
    const eventId = await createEvent('Cena', 'Benimaclet', 3);
    const add = (table: string, userId: string) =>
      db.session.query(`insert into ${table} (event_id, user_id) values ($1, $2)`, [eventId, userId]);
    for (const n of [1, 10, 11]) await add('event_participants', student(n));
    // One statement each, so each waits from its own moment.
    for (const n of [30, 31, 32, 33]) await add('event_waitlist', student(n));

    const players = [10, 11, 20, 21, 22, 23, 24, 25];
    const results = await race(
      (me, index) =>
        index < 2
          ? ['delete from event_participants where event_id = $1 and user_id = $2', [eventId, me]]
          : ['insert into event_participants (event_id, user_id) values ($1, $2)', [eventId, me]],
      (index) => student(players[index]!),
    );

    expect(results.slice(0, 2).every((r) => r.status === 'fulfilled')).toBe(true);
    for (const r of results.slice(2)) expect(r).toMatchObject({ status: 'rejected', reason: { code: '23514', message: 'El evento está completo' } });
    const inEvent = await db.session.query<{ user_id: string }>('select user_id from event_participants where event_id = $1 order by user_id', [eventId]);
    expect(inEvent.rows.map((r) => r.user_id)).toEqual([student(1), student(30), student(31)]);
    const waiting = await db.session.query<{ user_id: string }>('select user_id from event_waitlist where event_id = $1 order by created_at', [eventId]);
    expect(waiting.rows.map((r) => r.user_id)).toEqual([student(32), student(33)]);
  });

  it('one leaving while seven race onto the waitlist → never a free place with somebody waiting', async () => {
    const eventId = await createEvent('Paseo', 'Turia', 2);
    for (const n of [1, 10]) {
      await db.session.query('insert into event_participants (event_id, user_id) values ($1, $2)', [eventId, student(n)]);
    }
    const results = await race((me, index) =>
      index === 0
        ? ['delete from event_participants where event_id = $1 and user_id = $2', [eventId, me]]
        : ['insert into event_waitlist (event_id, user_id) values ($1, $2)', [eventId, me]],
    );

    expect(results[0]!.status).toBe('fulfilled');
    for (const r of results.slice(1)) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: '23514', message: 'Aún quedan plazas: únete al evento' });
    }
    const { rows } = await db.session.query<{ joined: number; waiting: number }>(
      `select (select count(*)::int from event_participants where event_id = $1) as joined,
              (select count(*)::int from event_waitlist where event_id = $1) as waiting`,
      [eventId],
    );
    expect(rows[0]!.joined === 2 || rows[0]!.waiting === 0).toBe(true);
    const accepted = results.slice(1).filter((r) => r.status === 'fulfilled').length;
    // Whoever was accepted onto the list is either in the event now or still waiting.
    expect(rows[0]!.joined - 1 + rows[0]!.waiting).toBe(accepted);
  });

  it('keeps avg_rating and rating_count exact under concurrent upserts', async () => {
    const spotId = spot(12);
    for (const round of [0, 1]) {
      const results = await race((me, index) => [
        `insert into leisure_spot_ratings (spot_id, user_id, rating) values ($1, $2, $3)
         on conflict (spot_id, user_id) do update set rating = excluded.rating`,
        [spotId, me, ((index * 3 + round) % 5) + 1],
      ]);
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      const { rows } = await db.session.query<{ avg_rating: string; rating_count: number; expected_avg: string; expected_count: number }>(
        `select s.avg_rating::text, s.rating_count,
                (select round(avg(rating), 2)::text from leisure_spot_ratings where spot_id = s.id) as expected_avg,
                (select count(*)::int from leisure_spot_ratings where spot_id = s.id) as expected_count
           from leisure_spots s where s.id = $1`,
        [spotId],
      );
      expect(rows[0]!.avg_rating).toBe(rows[0]!.expected_avg);
      expect(rows[0]!.rating_count).toBe(rows[0]!.expected_count);
      expect(rows[0]!.rating_count).toBeGreaterThanOrEqual(PLAYERS);
    }
  });

  it('a join waiting while the creator closes registration → refused once the close commits (23514)', async () => {
    const eventId = await createEvent('Charla', 'Aula 2', 10);
    const [creator, joiner] = sessions as [Session, Session];
    await creator.exec('begin');
    await becomeRequest(creator, user(student(1)));
    await creator.query("update events set registration_deadline = now() - interval '1 second' where id = $1", [eventId]);
    await joiner.exec('begin');
    await becomeRequest(joiner, user(student(20)));
    // Settled into a value at once: the refusal may arrive before the commit's reply, and an
    // unobserved rejection meanwhile would fail the run.
    const join = joiner
      .query('insert into event_participants (event_id, user_id) values ($1, $2)', [eventId, student(20)])
      .then(
        () => ({ joined: true }),
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await creator.exec('commit');
    expect(await join).toMatchObject({ code: '23514', message: 'El plazo de inscripción ha terminado' });
    await joiner.exec('rollback');
  });

  it('one user racing 8 suggestions at once → exactly 5 stored, the rest refused (PT429)', async () => {
    const results = await race(
      (me, index) => ["insert into leisure_spot_suggestions (suggester_id, name, category, city) values ($1, $2, 'Bar', 'Valencia')", [me, `Carrera ${index}`]],
      () => student(9),
    );
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'PT429' });
    const stored = await db.session.query<{ n: number }>("select count(*)::int as n from leisure_spot_suggestions where name like 'Carrera %'");
    expect(stored.rows[0]!.n).toBe(5);
  });
});
