// favorites and reports point at their item by a uuid the client sends (no foreign key, since
// item_type picks the table): a uuid that names nothing is refused (23503). PGlite and PostgreSQL 15.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ANA, CARLOS, LUCIA, accommodation, event } from './support/seed-ids.ts';
import { as, errorCode, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

describeOnEngines('item references', (db) => {
  it('a student reports an event id that names no event → refused (23503), a real one is stored', async () => {
    await as(db.session, user(ANA), async (q) => {
      const report = (itemId: string) => () => q.query("insert into reports (reporter_id, item_id, reason) values ($1, $2, 'Spam')", [ANA, itemId]);
      expect(await errorCode(q, report(randomUUID()))).toBe('23503');
      expect(await errorCode(q, report(accommodation(1)))).toBe('23503');
      expect(await errorCode(q, report(event(2)))).toBeNull();
    });
  });

  it('a student saves a favourite for an id that names no accommodation → refused (23503)', async () => {
    await as(db.session, user(ANA), async (q) => {
      expect(await errorCode(q, () => q.query('insert into favorites (user_id, item_id) values ($1, $2)', [ANA, randomUUID()]))).toBe('23503');
      expect(await errorCode(q, () => q.query('insert into favorites (user_id, item_id) values ($1, $2)', [ANA, event(1)]))).toBe('23503');
      expect(await errorCode(q, () => q.query('insert into favorites (user_id, item_id) values ($1, $2)', [ANA, accommodation(12)]))).toBeNull();
    });
  });

  it("a student saves a flatmate: a student's profile is stored; an unknown id, an owner's profile, a listing or another type → refused", async () => {
    await as(db.session, user(ANA), async (q) => {
      const save = (itemId: string, itemType = 'profile') => () =>
        q.query('insert into favorites (user_id, item_id, item_type) values ($1, $2, $3)', [ANA, itemId, itemType]);
      expect(await errorCode(q, save(randomUUID()))).toBe('23503');
      expect(await errorCode(q, save(CARLOS))).toBe('23503');
      expect(await errorCode(q, save(accommodation(1)))).toBe('23503');
      expect(await errorCode(q, save(LUCIA, 'news'))).toBe('23514');
      expect(await errorCode(q, save(LUCIA))).toBeNull();
    });
  });
});
