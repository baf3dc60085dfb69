// Issue 9 #6: joining an event that has started or whose registration has closed is refused by
// the database, in Spanish, whatever the client does; its organiser cannot leave it. PGlite and
// PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, event, student } from './support/seed-ids.ts';
import { as, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const join = (q: SqlExec, eventId: string, who: string) =>
  q.query('insert into event_participants (event_id, user_id) values ($1, $2)', [eventId, who]);

/** The open request continues as another signed-in user. */
const switchTo = (q: SqlExec, sub: string) =>
  q.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub, role: 'authenticated' })]);

/** An event of Ana's starting `start` from now with registration closing `deadline` from now. */
async function eventAt(q: SqlExec, start: string, deadline: string) {
  const { rows } = await q.query<{ id: string }>(
    `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
     values ($1, 'Quedada', 'Comida', now() + $2::interval, 2, 'Plaza', 'Valencia', 10, now() + $3::interval)
     returning id`,
    [ANA, start, deadline],
  );
  return rows[0]!.id;
}

describeOnEngines('event joins', (db) => {
  it('a student joins an event held three days ago → refused (23514 "El evento ya ha empezado")', async () => {
    await as(db.session, user(student(20)), async (q) =>
      expect(join(q, event(17), student(20))).rejects.toMatchObject({ code: '23514', message: 'El evento ya ha empezado' }));
  });

  it('a student joins an event that started an hour ago, deadline still open → refused (23514)', async () => {
    await as(db.session, user(ANA), async (q) => {
      const started = await eventAt(q, '-1 hour', '+1 day');
      await switchTo(q, student(20));
      await expect(join(q, started, student(20))).rejects.toMatchObject({ code: '23514', message: 'El evento ya ha empezado' });
    });
  });

  it('a student joins after the registration deadline of an upcoming event → refused (23514 "El plazo de inscripción ha terminado")', async () => {
    await as(db.session, user(ANA), async (q) => {
      const closed = await eventAt(q, '+2 days', '-1 minute');
      const open = await eventAt(q, '+2 days', '+1 day');
      await switchTo(q, student(20));
      expect((await join(q, open, student(20))).affectedRows).toBe(1);
      await expect(join(q, closed, student(20))).rejects.toMatchObject({ code: '23514', message: 'El plazo de inscripción ha terminado' });
    });
  });

  it('the organiser leaves their own event → nothing deleted, still in it; a participant leaves → deleted; the event deleted → no places left', async () => {
    const leave = (q: SqlExec, eventId: string, who: string) =>
      q.query('delete from event_participants where event_id = $1 and user_id = $2', [eventId, who]);
    const members = async (q: SqlExec, eventId: string) =>
      (await q.query<{ user_id: string }>('select user_id from event_participants where event_id = $1 order by user_id', [eventId])).rows.map((row) => row.user_id);
    await as(db.session, user(ANA), async (q) => {
      const own = await eventAt(q, '+2 days', '+1 day');
      expect(await members(q, own)).toEqual([ANA]);
      expect((await leave(q, own, ANA)).affectedRows).toBe(0);
      await switchTo(q, student(20));
      await join(q, own, student(20));
      expect((await leave(q, own, ANA)).affectedRows).toBe(0);
      expect((await leave(q, own, student(20))).affectedRows).toBe(1);
      expect(await members(q, own)).toEqual([ANA]);
      // Deleting the event still takes the organiser's place with it.
      await switchTo(q, ANA);
      expect((await q.query('delete from events where id = $1', [own])).affectedRows).toBe(1);
      expect(await members(q, own)).toEqual([]);
    });
  });
});
