// Issue 9 #7 through the real APIs: oversized free text and lists are refused by the database
// (400 23514) or, at sign-up, clipped instead of failing; suggestions, reports and messages are
// rate-limited per user (429 PT429, Spanish message), also in bulk, in parallel and backdated.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUp, signUpOwner, type SignedUser } from '../support/attack.js';
import { rest, rowsAsService } from '../support/rest-attack.js';

const RATE_LIMITED = { code: 'PT429', message: 'Demasiados envíos seguidos: espera un minuto y vuelve a intentarlo' };

let eve: SignedUser;
let eventId: string;

const suggestion = (user: SignedUser, name: string, extra: Record<string, unknown> = {}) => ({
  suggester_id: user.id, name, category: 'bares_pubs', city: 'Valencia', ...extra,
});

function expectCheckRefusal(result: { status: number; body: unknown }) {
  expect(result).toMatchObject({ status: 400, body: { code: '23514' } });
}

beforeAll(async () => {
  eve = await signUp('limits-eve');
  const { data, error } = await serviceClient().from('events').select('id').limit(1).single();
  if (error) throw error;
  eventId = (data as { id: string }).id;
});

describe('size caps', () => {
  it('auth: sign-up with a 500-character name, a 1,500-character bio and 60 long hobbies → account created (no 500), profile clipped to 100 / 1,000 / 50 × 50', async () => {
    const hobbies = Array.from({ length: 60 }, (_, i) => `Afición ${i} `.padEnd(60, 'x'));
    const user = await signUp('limits-long', { full_name: 'N'.repeat(500), bio: 'b'.repeat(1500), hobbies });
    const [profile] = await rowsAsService('profiles', { id: user.id });
    expect(profile?.full_name).toBe('N'.repeat(100));
    expect(profile?.bio).toBe('b'.repeat(1000));
    expect(profile?.hobbies).toEqual(hobbies.slice(0, 50).map((hobby) => hobby.slice(0, 50)));
  });

  it('rest: a student PATCHes a 5,000-character bio or 100 hobbies onto their profile → 400 23514, profile unchanged', async () => {
    const before = await rowsAsService('profiles', { id: eve.id });
    expectCheckRefusal(await rest(eve, 'PATCH', `profiles?id=eq.${eve.id}`, { bio: 'x'.repeat(5000) }));
    expectCheckRefusal(await rest(eve, 'PATCH', `profiles?id=eq.${eve.id}`, { hobbies: Array.from({ length: 100 }, (_, i) => `h${i}`) }));
    expect(await rowsAsService('profiles', { id: eve.id })).toEqual(before);
  });

  it('rest: a student suggests a place with a 3,000-character description or a 2,500-character website → 400 23514, nothing stored', async () => {
    expectCheckRefusal(await rest(eve, 'POST', 'leisure_spot_suggestions', suggestion(eve, 'Largo', { description: 'd'.repeat(3000) })));
    expectCheckRefusal(await rest(eve, 'POST', 'leisure_spot_suggestions', suggestion(eve, 'Largo', { website: `https://${'w'.repeat(2500)}.es` })));
    expect(await rowsAsService('leisure_spot_suggestions', { suggester_id: eve.id, name: 'Largo' })).toEqual([]);
  });

  it("rest: a student suggests a place whose phone is 'abc' or 8 digits → 400 23514, nothing stored; a 9-digit landline is stored", async () => {
    for (const phone of ['abc', '96 123 45 6'])
      expectCheckRefusal(await rest(eve, 'POST', 'leisure_spot_suggestions', suggestion(eve, 'Teléfono raro', { phone })));
    expect(await rowsAsService('leisure_spot_suggestions', { suggester_id: eve.id, name: 'Teléfono raro' })).toEqual([]);
    const stored = await rest(eve, 'POST', 'leisure_spot_suggestions', suggestion(eve, 'Teléfono fijo', { phone: '963 000 111' }));
    expect(stored.status).toBe(201);
  });

  it('rest: a student creates an event for 100,000 people → 400 23514, nothing stored', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const event = {
      creator_id: eve.id, title: 'Macrofiesta', category: 'Comida', event_date: day(10), duration_hours: 2,
      location_name: 'Plaza', city: 'Valencia', registration_deadline: day(9),
    };
    expectCheckRefusal(await rest(eve, 'POST', 'events', { ...event, capacity: 100_000 }));
    expect(await rowsAsService('events', { creator_id: eve.id, title: 'Macrofiesta' })).toEqual([]);
  });

  it('rest: a student reports an event with a 1,500-character reason → 400 23514, nothing stored', async () => {
    expectCheckRefusal(await rest(eve, 'POST', 'reports', { reporter_id: eve.id, item_id: eventId, reason: 'r'.repeat(1500) }));
    expect(await rowsAsService('reports', { reporter_id: eve.id })).toEqual([]);
  });

  it('rest: an owner lists a flat with 21 image URLs, 60 amenities or a 6,000-character description → 400 23514, nothing stored', async () => {
    const owner = await signUpOwner('limits-owner');
    const flat = { name: 'Piso grande', city: 'Valencia', price_per_room: 300, total_rooms: 3, available_rooms: 1, owner_id: owner.id };
    expectCheckRefusal(await rest(owner, 'POST', 'accommodations', { ...flat, image_urls: Array.from({ length: 21 }, (_, i) => `https://img.es/${i}.png`) }));
    expectCheckRefusal(await rest(owner, 'POST', 'accommodations', { ...flat, amenities: Array.from({ length: 60 }, (_, i) => `Extra ${i}`) }));
    expectCheckRefusal(await rest(owner, 'POST', 'accommodations', { ...flat, description: 'd'.repeat(6000) }));
    expect(await rowsAsService('accommodations', { owner_id: owner.id })).toEqual([]);
  });
});

describe("a user's phone", () => {
  it('supabase-js: a student updates their own phone to garbage, directly or through update_own_profile → 400 23514, phone unchanged; a valid one is stored', async () => {
    const user = await signUp('limits-phone', { phone: '+34 612 345 678' });
    const phoneNow = async () => (await rowsAsService('profile_contacts', { id: user.id }))[0]?.phone;
    expect(await phoneNow()).toBe('+34 612 345 678');
    for (const phone of ['+34 612 34 56 7', 'llámame al fijo', '1', '6'.repeat(30)]) {
      const direct = await user.client.from('profile_contacts').update({ phone }).eq('id', user.id).select('phone');
      expect(direct.status, phone).toBe(400);
      expect(direct.error, phone).toMatchObject({ code: '23514' });
      const rpc = await user.client.rpc('update_own_profile', { p_profile: {}, p_phone: phone, p_admission_grade: null });
      expect(rpc.error, phone).toMatchObject({ code: '23514' });
      expect(await phoneNow(), phone).toBe('+34 612 345 678');
    }
    const valid = await user.client.from('profile_contacts').update({ phone: '+44 20 7946 0958' }).eq('id', user.id).select('phone');
    expect(valid).toMatchObject({ status: 200, data: [{ phone: '+44 20 7946 0958' }] });
  });

  it('auth: sign-up with a phone that is not one in its metadata → account created (no 500), phone left empty', async () => {
    const user = await signUp('limits-phone-bad', { phone: '+34 612 34 56 7' });
    expect(await rowsAsService('profile_contacts', { id: user.id })).toEqual([
      expect.objectContaining({ id: user.id, email: user.email, phone: null }),
    ]);
  });
});

describe('write rate limits', () => {
  it('rest: a student sends 31 messages in a minute → the 31st is 429 PT429 in Spanish, 30 stored', async () => {
    const [ana, rosa] = await Promise.all([signUp('limits-chat-ana'), signUp('limits-chat-rosa')]);
    const { data: chat, error } = await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    expect(error).toBeNull();
    const send = (i: number) => rest(ana, 'POST', 'messages', { conversation_id: chat, sender_id: ana.id, content: `Mensaje ${i}` });
    const started = Date.now();
    for (let i = 0; i < 30; i++) expect((await send(i)).status).toBe(201);
    console.log(`30 message POSTs under the limit: ${Date.now() - started} ms`);
    expect(await send(30)).toMatchObject({ status: 429, body: RATE_LIMITED });
    expect(await rowsAsService('messages', { conversation_id: String(chat) })).toHaveLength(30);
  });

  it('rest: one POST of 6 suggestions → 429 PT429, none stored', async () => {
    const bulk = await signUp('limits-bulk');
    const rows = Array.from({ length: 6 }, (_, i) => suggestion(bulk, `Sitio ${i}`));
    expect(await rest(bulk, 'POST', 'leisure_spot_suggestions', rows)).toMatchObject({ status: 429, body: RATE_LIMITED });
    expect(await rowsAsService('leisure_spot_suggestions', { suggester_id: bulk.id })).toEqual([]);
  });

  it('rest: 20 parallel suggestion POSTs by one student → exactly 5 stored, 15 refused 429', async () => {
    const racer = await signUp('limits-race');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rest(racer, 'POST', 'leisure_spot_suggestions', suggestion(racer, `Carrera ${i}`))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    for (const refused of results.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 429, body: RATE_LIMITED });
    expect(await rowsAsService('leisure_spot_suggestions', { suggester_id: racer.id })).toHaveLength(5);
  });

  it('rest: a student backdates created_at on 6 reports to dodge the limit → stored with the server’s time, the 6th is 429', async () => {
    const reporter = await signUp('limits-reporter');
    // One event each: a second pending report on one event is refused on its own (409).
    const { data: events, error } = await serviceClient().from('events').select('id').limit(6);
    if (error) throw error;
    const report = (item: { id: string }) =>
      rest(reporter, 'POST', 'reports', { reporter_id: reporter.id, item_id: item.id, reason: 'Spam', created_at: '2000-01-01T00:00:00Z' });
    for (const item of events.slice(0, 5)) expect((await report(item)).status).toBe(201);
    expect(await report(events[5]!)).toMatchObject({ status: 429, body: RATE_LIMITED });
    const stored = await rowsAsService('reports', { reporter_id: reporter.id });
    expect(stored).toHaveLength(5);
    for (const row of stored) expect(Date.now() - Date.parse(String(row.created_at))).toBeLessThan(120_000);
  });
});
