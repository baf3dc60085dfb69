// Issue 13: the waitlist of a full event, promoted by the database when a place frees up; the
// creator taking part in their event; one pending report per user and event; the cities of the list filters. PGlite and PostgreSQL 15.
import { describe, expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, event, FULL_EVENT, LUCIA, student } from './support/seed-ids.ts';
import { anon, as, becomeRequest, errorCode, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

/** The open request continues as another signed-in user. */
const switchTo = (q: SqlExec, sub: string) =>
  q.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub, role: 'authenticated' })]);

const join = (q: SqlExec, eventId: string, who: string) =>
  q.query('insert into event_participants (event_id, user_id) values ($1, $2)', [eventId, who]);
const wait = (q: SqlExec, eventId: string, who: string) =>
  q.query('insert into event_waitlist (event_id, user_id) values ($1, $2)', [eventId, who]);
const leave = (q: SqlExec, eventId: string, who: string) =>
  q.query('delete from event_participants where event_id = $1 and user_id = $2', [eventId, who]);

async function participants(q: SqlExec, eventId: string) {
  const { rows } = await q.query<{ user_id: string }>(
    'select user_id from event_participants where event_id = $1 order by user_id',
    [eventId],
  );
  return rows.map((row) => row.user_id);
}

/** Runs as the service role (sees every row), inside the caller's open transaction. */
async function waiting(q: SqlExec, eventId: string) {
  await q.exec('savepoint look');
  await q.exec('set local role service_role');
  const { rows } = await q.query<{ user_id: string }>(
    'select user_id from event_waitlist where event_id = $1 order by created_at, user_id',
    [eventId],
  );
  await q.exec('rollback to savepoint look');
  return rows.map((row) => row.user_id);
}

/** An event created by `creator` (signed in), capacity `capacity`, registration open. */
async function createEvent(q: SqlExec, creator: string, capacity: number) {
  await switchTo(q, creator);
  const { rows } = await q.query<{ id: string }>(
    `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
     values ($1, 'Cena', 'Comida', now() + interval '3 days', 2, 'Plaza', 'Valencia', $2, now() + interval '2 days')
     returning id`,
    [creator, capacity],
  );
  return rows[0]!.id;
}

describeOnEngines('event waitlist', (db) => {
  it('a signed-in creator takes part in the event they create (one of its places)', async () => {
    await as(db.session, user(ANA), async (q) => {
      const id = await createEvent(q, ANA, 2);
      expect(await participants(q, id)).toEqual([ANA]);
    });
  });

  it('capacity 2: the creator and a second user fill it, a third waits, and is promoted when the second leaves', async () => {
    await as(db.session, user(ANA), async (q) => {
      const id = await createEvent(q, ANA, 2);
      await switchTo(q, LUCIA);
      await join(q, id, LUCIA);
      await switchTo(q, student(20));
      expect(await errorCode(q, () => join(q, id, student(20)))).toBe('23514');
      await wait(q, id, student(20));
      await switchTo(q, student(21));
      await wait(q, id, student(21));
      expect(await waiting(q, id)).toEqual([student(20), student(21)]);

      await switchTo(q, LUCIA);
      await leave(q, id, LUCIA);

      expect(await participants(q, id)).toEqual([ANA, student(20)].sort());
      expect(await waiting(q, id)).toEqual([student(21)]);
    });
  });

  it('raising the capacity promotes as many waiting users as there are new places', async () => {
    await as(db.session, user(ANA), async (q) => {
      const id = await createEvent(q, ANA, 2);
      await switchTo(q, LUCIA);
      await join(q, id, LUCIA);
      for (const n of [20, 21, 22]) {
        await switchTo(q, student(n));
        await wait(q, id, student(n));
      }
      await switchTo(q, ANA);
      await q.query('update events set capacity = 4 where id = $1', [id]);
      expect(await participants(q, id)).toEqual([ANA, LUCIA, student(20), student(21)].sort());
      expect(await waiting(q, id)).toEqual([student(22)]);
    });
  });

  it('waiting for an event with free places → refused (23514 "Aún quedan plazas: únete al evento")', async () => {
    await as(db.session, user(student(20)), async (q) => {
      await expect(wait(q, event(1), student(20))).rejects.toMatchObject({
        code: '23514',
        message: 'Aún quedan plazas: únete al evento',
      });
    });
  });

  it('a participant waiting for their own full event → refused (23514)', async () => {
    await as(db.session, user(ANA), async (q) =>
      expect(wait(q, FULL_EVENT, ANA)).rejects.toMatchObject({ code: '23514', message: 'Ya participas en este evento' }));
  });

  it('waiting for an event that has already happened → refused (23514)', async () => {
    await as(db.session, user(student(20)), async (q) =>
      expect(wait(q, event(17), student(20))).rejects.toMatchObject({ code: '23514', message: 'El evento ya ha empezado' }));
  });

  it('a student puts another student on a waitlist → refused by RLS (42501)', async () => {
    await as(db.session, user(student(20)), async (q) =>
      expect(wait(q, FULL_EVENT, student(21))).rejects.toMatchObject({ code: '42501' }));
  });

  it('a visitor waits for an event → refused (42501)', async () => {
    await as(db.session, anon, async (q) =>
      expect(wait(q, FULL_EVENT, student(21))).rejects.toMatchObject({ code: '42501' }));
  });

  it('other users and visitors see nobody\'s waitlist place; the user sees their own', async () => {
    await as(db.session, user(student(20)), async (q) => {
      await wait(q, FULL_EVENT, student(20));
      const own = await q.query('select * from event_waitlist');
      expect(own.rows).toHaveLength(1);
      await switchTo(q, student(21));
      expect((await q.query('select * from event_waitlist')).rows).toHaveLength(0);
      await q.exec('set local role anon');
      expect((await q.query('select * from event_waitlist')).rows).toHaveLength(0);
    });
  });

  it('a student removes another student\'s waitlist place → nothing deleted', async () => {
    await as(db.session, user(student(20)), async (q) => {
      await wait(q, FULL_EVENT, student(20));
      await switchTo(q, student(21));
      const removed = await q.query('delete from event_waitlist where user_id = $1', [student(20)]);
      expect(removed.affectedRows ?? 0).toBe(0);
      expect(await waiting(q, FULL_EVENT)).toEqual([student(20)]);
    });
  });

  it('a signed-in creator may create an event whose registration already closed, and is in it', async () => {
    await as(db.session, user(ANA), async (q) => {
      const { rows } = await q.query<{ id: string }>(
        `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
         values ($1, 'Tarde', 'Juegos', now() + interval '1 day', 2, 'Bar', 'Valencia', 4, now() - interval '1 minute')
         returning id`,
        [ANA],
      );
      expect(await participants(q, rows[0]!.id)).toEqual([ANA]);
    });
  });

  it('a second pending report by one user on one event → refused (23505); another user may report it', async () => {
    await as(db.session, user(student(10)), async (q) => {
      // The seed's report: student 10 about event 14.
      const again = () =>
        q.query("insert into reports (reporter_id, item_id, item_type, reason) values ($1, $2, 'event', 'Otra vez')", [student(10), event(14)]);
      expect(await errorCode(q, again)).toBe('23505');
      await switchTo(q, student(11));
      await q.query("insert into reports (reporter_id, item_id, item_type, reason) values ($1, $2, 'event', 'Yo también')", [student(11), event(14)]);
    });
  });

  describe('event_waitlist_status: the count and the caller\'s own place, never who waits', () => {
    const status = async (q: SqlExec, eventId: string) =>
      (await q.query<{ waiting: number; my_position: number | null }>('select * from event_waitlist_status($1)', [eventId])).rows;

    it('each waiting user sees their own place; it moves up when someone ahead leaves the line', async () => {
      await as(db.session, user(ANA), async (q) => {
        const id = await createEvent(q, ANA, 2);
        await switchTo(q, LUCIA);
        await join(q, id, LUCIA);
        for (const n of [30, 31, 32]) {
          await switchTo(q, student(n));
          await wait(q, id, student(n));
        }
        expect(await status(q, id)).toEqual([{ waiting: 3, my_position: 3 }]);
        await switchTo(q, student(31));
        expect(await status(q, id)).toEqual([{ waiting: 3, my_position: 2 }]);

        await switchTo(q, student(30));
        await q.query('delete from event_waitlist where event_id = $1 and user_id = $2', [id, student(30)]);
        expect(await status(q, id)).toEqual([{ waiting: 2, my_position: null }]);
        await switchTo(q, student(32));
        expect(await status(q, id)).toEqual([{ waiting: 2, my_position: 2 }]);

        // Lucía leaves: student 31, first in line, takes her place and no longer waits.
        await switchTo(q, LUCIA);
        await leave(q, id, LUCIA);
        await switchTo(q, student(31));
        expect(await status(q, id)).toEqual([{ waiting: 1, my_position: null }]);
        await switchTo(q, student(32));
        expect(await status(q, id)).toEqual([{ waiting: 1, my_position: 1 }]);
      });
    });

    it('another student and a participant get the count and no place', async () => {
      await as(db.session, user(student(33)), async (q) => {
        await wait(q, FULL_EVENT, student(33));
        await switchTo(q, student(34));
        expect(await status(q, FULL_EVENT)).toEqual([{ waiting: 1, my_position: null }]);
        await switchTo(q, ANA);
        expect(await status(q, FULL_EVENT)).toEqual([{ waiting: 1, my_position: null }]);
      });
    });

    it('a visitor gets the count and no place; an unknown event counts nobody', async () => {
      await as(db.session, user(student(22)), async (q) => {
        await wait(q, FULL_EVENT, student(22));
        await becomeRequest(q, anon);
        expect(await status(q, FULL_EVENT)).toEqual([{ waiting: 1, my_position: null }]);
        expect(await status(q, '00000000-0000-4000-f000-000000009999')).toEqual([{ waiting: 0, my_position: null }]);
      });
    });
  });

  it('the city filters list each city once', async () => {
    await as(db.session, anon, async (q) => {
      const spots = await q.query<{ city: string }>('select * from leisure_spot_cities() as city');
      const cities = spots.rows.map((row) => row.city);
      expect(new Set(cities).size).toBe(cities.length);
      expect(cities).toContain('Valencia');
      const events = await q.query<{ city: string }>('select * from upcoming_event_cities() as city');
      expect(events.rows.map((row) => row.city)).toEqual(['Alicante', 'Castellón de la Plana', 'Valencia', 'Zaragoza']);
    });
  });
});
