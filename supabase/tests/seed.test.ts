// Migrations and seed apply cleanly on both engines, and the seed has what the app shows.
import { expect, it } from 'vitest';
import { type TestDatabase } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const count = async (db: TestDatabase, sql: string) =>
  Number((await db.session.query<{ n: string | number }>(sql)).rows[0]!.n);

describeOnEngines('seed', (db) => {
  it('has the nine real universities and the real 2021-22 cut-off scores', async () => {
    const unis = await db.session.query<{ city: string; n: number }>(
      'select city, count(*)::int as n from universities group by city order by city',
    );
    expect(unis.rows).toEqual([
      { city: 'Alicante', n: 2 },
      { city: 'Castellón de la Plana', n: 1 },
      { city: 'Valencia', n: 5 },
      { city: 'Zaragoza', n: 1 },
    ]);
    expect(await count(db, "select count(*) as n from cut_off_scores where not is_demo and course = '2021-22'")).toBe(54);
    const medicine = await db.session.query<{ score: string }>(
      "select score::text from cut_off_scores where career = 'Medicina' and university = 'Universitat de València'",
    );
    expect(medicine.rows).toEqual([{ score: '13.430' }]);
  });

  it('has students looking for a flatmate, owners, and private contacts for each', async () => {
    expect(await count(db, "select count(*) as n from profiles where user_type = 'student' and is_looking_for_roommate")).toBeGreaterThanOrEqual(30);
    expect(await count(db, "select count(*) as n from profiles where user_type = 'owner'")).toBeGreaterThanOrEqual(8);
    expect(await count(db, "select count(*) as n from profiles where user_type = 'admin'")).toBe(0);
    expect(await count(db, 'select count(distinct hobbies) as n from profiles where cardinality(hobbies) > 0')).toBeGreaterThanOrEqual(20);
    expect(await count(db, 'select count(distinct (early_bird, party_animal, house_parties)) as n from profiles')).toBeGreaterThanOrEqual(10);
    expect(await count(db, 'select count(*) as n from profiles p left join profile_contacts c using (id) where c.email is null')).toBe(0);
  });

  it('has accommodations in the four cities with owners and seed images', async () => {
    const cities = await db.session.query<{ city: string }>('select distinct city from accommodations order by city');
    expect(cities.rows.map((r) => r.city)).toEqual(['Alicante', 'Castellón de la Plana', 'Valencia', 'Zaragoza']);
    expect(await count(db, 'select count(*) as n from accommodations')).toBeGreaterThanOrEqual(40);
    expect(
      await count(db, "select count(*) as n from accommodations where cardinality(image_urls) = 0 or image_urls[1] not like 'http://127.0.0.1:54321/storage/v1/object/public/seed-images/accommodations/%.png'"),
    ).toBe(0);
  });

  it('places every university, listing and spot on the map, listings at their stated distance', async () => {
    expect(await count(db, 'select count(*) as n from universities where latitude is null')).toBe(0);
    expect(await count(db, 'select count(*) as n from accommodations where latitude is null')).toBe(0);
    expect(await count(db, 'select count(*) as n from leisure_spots where latitude is null')).toBe(0);
    // Equirectangular distance in km: plenty exact at a few kilometres.
    const km = (table: string) => `
      select count(*) as n from ${table} x join universities u on u.name = x.closest_university
       where sqrt(power((x.latitude - u.latitude) * 111.32, 2)
                  + power((x.longitude - u.longitude) * 111.32 * cos(radians(u.latitude)), 2))`;
    expect(await count(db, `${km('accommodations')} not between x.distance_to_university_km - 0.05 and x.distance_to_university_km + 0.05`)).toBe(0);
    expect(await count(db, `${km('leisure_spots')} not between 0.35 and 2`)).toBe(0);
  });

  it('has rated leisure spots in every list category', async () => {
    expect(await count(db, 'select count(*) as n from leisure_spots where rating_count > 0')).toBeGreaterThanOrEqual(30);
    expect(await count(db, 'select count(distinct category) as n from leisure_spots')).toBe(8);
    const mismatched = await count(
      db,
      `select count(*) as n from leisure_spots s
        where s.rating_count <> (select count(*) from leisure_spot_ratings r where r.spot_id = s.id)
           or s.avg_rating <> (select round(avg(rating), 2) from leisure_spot_ratings r where r.spot_id = s.id)`,
    );
    expect(mismatched).toBe(0);
  });

  it('has upcoming events with chats, news with one featured, conversations and pending suggestions', async () => {
    expect(await count(db, 'select count(*) as n from events')).toBeGreaterThanOrEqual(15);
    expect(await count(db, 'select count(*) as n from events where event_date >= now()')).toBeGreaterThanOrEqual(10);
    expect(await count(db, 'select count(*) as n from events where conversation_id is null')).toBe(0);
    expect(await count(db, 'select count(*) as n from news')).toBeGreaterThanOrEqual(12);
    expect(await count(db, 'select count(*) as n from news where is_featured')).toBe(1);
    expect(await count(db, 'select count(*) as n from messages m join events e on e.conversation_id = m.conversation_id')).toBeGreaterThan(0);
    expect(await count(db, 'select count(distinct conversation_id) as n from conversation_participants')).toBeGreaterThanOrEqual(5);
    expect(await count(db, "select count(*) as n from leisure_spot_suggestions where status = 'pending'")).toBeGreaterThanOrEqual(3);
  });

  it("starts each conversation about a listing with the student who asked, never the listing's owner", async () => {
    const listingChats = await db.session.query<{ id: string; starter: boolean; first_sender: boolean }>(`
      select c.id,
             c.created_by <> a.owner_id as starter,
             (select m.sender_id from messages m where m.conversation_id = c.id
               order by m.created_at limit 1) = c.created_by as first_sender
        from conversations c join accommodations a on a.id = c.accommodation_id`);
    expect(listingChats.rows.length).toBeGreaterThanOrEqual(2);
    for (const chat of listingChats.rows) expect(chat, chat.id).toMatchObject({ starter: true, first_sender: true });
  });
});
