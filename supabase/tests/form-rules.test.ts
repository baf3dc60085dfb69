// Rules the forms apply that the database now keeps too, so the API cannot store what a form
// refuses: an event holds at most 10,000 people (mf-social's MAX_CAPACITY), a suggested place's
// phone has a phone's shape (shared-auth's phoneProblem, as a user's own phone), and a listing
// states at most 10,000 € a room, 1,000 rooms and 100,000 m² (shared-ui's LISTING_MAXIMA), and a
// profile's texts are as long as the profile form allows (shared-ui's PROFILE_TEXT_MAXIMA).
// PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import { LISTING_MAXIMA, PROFILE_TEXT_MAXIMA } from '../../shared-ui/src/constants.ts';
import { ANA, CARLOS } from './support/seed-ids.ts';
import { as, errorCode, rows, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const CHECK_FAILED = '23514';

describeOnEngines('form rules kept by the database', (db) => {
  const s = db.session;

  it('a student creates an event for 10,001 people → 23514; for 10,000 → stored', async () => {
    await as(s, user(ANA), async (q) => {
      const create = (capacity: number) => () =>
        q.query(
          `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
           values ($1, 'Macrofiesta', 'Fiestas', now() + interval '10 days', 2, 'Plaza', 'Valencia', $2, now() + interval '9 days')`,
          [ANA, capacity],
        );
      expect(await errorCode(q, create(10_001))).toBe(CHECK_FAILED);
      expect(await errorCode(q, create(2_147_483_647))).toBe(CHECK_FAILED);
      expect(await errorCode(q, create(10_000))).toBeNull();
    });
  });

  it("an owner publishes past shared-ui's LISTING_MAXIMA (10,001 € a room, 1,001 rooms, 100,001 m²) → 23514; at the caps → stored", async () => {
    await as(s, user(CARLOS), async (q) => {
      const publish = (price: number, rooms: number, size: number) => () =>
        q.query(
          `insert into accommodations (owner_id, name, address, city, accommodation_type, price_per_room, total_rooms, available_rooms, square_meters)
           values ($1, 'Residencia tope', 'Calle 1', 'Valencia', 'residencia', $2, $3, 1, $4)`,
          [CARLOS, price, rooms, size],
        );
      // The forms' caps, so the constant and the migration cannot drift apart.
      const { pricePerRoom, rooms, squareMeters } = LISTING_MAXIMA;
      expect(await errorCode(q, publish(pricePerRoom + 1, 10, 100))).toBe(CHECK_FAILED);
      expect(await errorCode(q, publish(99_999_999, 10, 100))).toBe(CHECK_FAILED);
      expect(await errorCode(q, publish(400, rooms + 1, 100))).toBe(CHECK_FAILED);
      expect(await errorCode(q, publish(400, 10, squareMeters + 1))).toBe(CHECK_FAILED);
      expect(await errorCode(q, publish(pricePerRoom, rooms, squareMeters))).toBeNull();
    });
  });

  it("a student saves profile texts one character past shared-ui's PROFILE_TEXT_MAXIMA → 23514; at the caps → stored", async () => {
    await as(s, user(ANA), async (q) => {
      const save = (column: string, length: number) => () =>
        q.query(`update profiles set ${column} = $1 where id = $2`, ['a'.repeat(length), ANA]);
      const columns = { full_name: 'fullName', city: 'city', career: 'career', bio: 'bio' } as const;
      for (const [column, key] of Object.entries(columns)) {
        const max = PROFILE_TEXT_MAXIMA[key];
        expect(await errorCode(q, save(column, max + 1)), column).toBe(CHECK_FAILED);
        expect(await errorCode(q, save(column, max)), column).toBeNull();
      }
    });
  });

  it("a student suggests a place whose phone is 'abc' or 8 digits → 23514; none, a landline or another country's number → stored", async () => {
    await as(s, user(ANA), async (q) => {
      const suggest = (phone: string | null) => () =>
        q.query(
          `insert into leisure_spot_suggestions (suggester_id, name, category, city, phone)
           values ($1, 'Bar del teléfono', 'Bar', 'Valencia', $2)`,
          [ANA, phone],
        );
      for (const phone of ['abc', '96 123 45 6', '+34 963 000 11'])
        expect(await errorCode(q, suggest(phone)), phone).toBe(CHECK_FAILED);
      for (const phone of [null, '', '963 000 111', '+34 976 000 222', '+44 20 7946 0958'])
        expect(await errorCode(q, suggest(phone)), String(phone)).toBeNull();
      const stored = await rows<{ phone: string | null }>(
        q,
        "select phone from leisure_spot_suggestions where name = 'Bar del teléfono' order by created_at",
      );
      expect(stored).toHaveLength(5);
    });
  });
});
