import { beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../db/migrate.js';
import { adapt, startApi, type Called, type TestApi } from './fixture.js';

// The query shapes SPEC §7 lists, against the real migrations and seed: every embed must
// resolve to exactly one relationship and every RPC must be found by its argument names.
let api: TestApi;
let userId: string;
let otherId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await startApi((db) => applyMigrations(adapt(db)));
  const one = async (sql: string) =>
    String(Object.values((await api.db.query(sql)).rows[0] as object)[0]);
  userId = await one(
    "select id from profiles where user_type = 'student' order by created_at, id limit 1",
  );
  otherId = await one(
    `select id from profiles where id <> '${userId}' order by created_at, id limit 1`,
  );
  for (const table of [
    'accommodations',
    'leisure_spots',
    'events',
    'conversations',
    'cut_off_scores',
  ]) {
    ids[table] = await one(`select id from ${table} order by id limit 1`);
  }
}, 120_000);

const asUser = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api.call(method, path, { role: 'authenticated', sub: userId, body, headers });

const ok = (res: Called) => {
  expect(res.json, res.body ?? '').not.toMatchObject({ code: expect.any(String) });
  expect(res.status).toBeLessThan(300);
  return res.json;
};

describe('SPEC §7 calls on the real schema', () => {
  it('reads profiles: the header fields, roommate list and one by id', async () => {
    const own = ok(
      await asUser(
        'GET',
        `/profiles?select=full_name,profile_picture_url,user_type&id=eq.${userId}`,
        undefined,
        {
          accept: 'application/vnd.pgrst.object+json',
        },
      ),
    );
    expect(own).toMatchObject({ user_type: 'student' });
    const list = ok(
      await asUser(
        'GET',
        `/profiles?select=*&user_type=eq.student&is_looking_for_roommate=is.true&id=neq.${userId}`,
      ),
    );
    expect(Array.isArray(list)).toBe(true);
  });

  it('reads cut-off scores ordered by score and one by id', async () => {
    const scores = ok(await api.call('GET', '/cut_off_scores?select=*&order=score.desc')) as {
      score: number;
    }[];
    expect(scores.length).toBeGreaterThan(0);
    expect(typeof scores[0]?.score).toBe('number');
    ok(
      await api.call(
        'GET',
        `/cut_off_scores?select=career,university,city,score&id=eq.${ids.cut_off_scores}`,
      ),
    );
  });

  it('reads an accommodation with its owner and the favourites', async () => {
    const home = ok(
      await asUser(
        'GET',
        `/accommodations?select=*,owner:profiles(id,full_name,profile_picture_url)&id=eq.${ids.accommodations}`,
        undefined,
        { accept: 'application/vnd.pgrst.object+json' },
      ),
    ) as { owner: unknown };
    expect(home.owner).toMatchObject({ id: expect.any(String), full_name: expect.any(String) });
    ok(
      await asUser(
        'GET',
        `/favorites?select=item_id&user_id=eq.${userId}&item_type=eq.accommodation`,
      ),
    );
    ok(await asUser('GET', '/accommodations?select=*,profiles(full_name)&order=created_at.desc'));
  });

  it('reads ratings with the rater, events with participants, messages with the sender', async () => {
    const ratings = ok(
      await api.call(
        'GET',
        `/leisure_spot_ratings?select=*,profiles(full_name,profile_picture_url)&spot_id=eq.${ids.leisure_spots}&order=created_at.desc`,
      ),
    );
    expect(Array.isArray(ratings)).toBe(true);
    const events = ok(await asUser('GET', '/events?select=*,event_participants(user_id)')) as {
      event_participants: unknown[];
    }[];
    expect(Array.isArray(events[0]?.event_participants)).toBe(true);
    ok(
      await asUser(
        'GET',
        `/events?select=*,creator:profiles!creator_id(full_name,profile_picture_url),event_participants(user_id,profiles(full_name,profile_picture_url))&id=eq.${ids.events}`,
      ),
    );
    ok(
      await asUser(
        'GET',
        `/messages?select=*,sender:profiles(full_name,profile_picture_url)&conversation_id=eq.${ids.conversations}&order=created_at.asc`,
      ),
    );
  });

  it('reports the one ambiguous embed: events to profiles needs a hint', async () => {
    const res = await asUser('GET', '/events?select=*,profiles(full_name)');
    expect(res.status).toBe(300);
    expect(res.json).toMatchObject({ code: 'PGRST201' });
  });

  it('reads news newest first and the admin counts', async () => {
    ok(await api.call('GET', '/news?select=*&order=publish_date.desc'));
    const count = await asUser('HEAD', '/profiles?select=*&user_type=eq.student', undefined, {
      prefer: 'count=exact',
    });
    expect(count.headers['content-range']).toMatch(/\/\d+$/);
  });

  it('upserts a rating on (spot_id, user_id) and inserts/deletes a favourite', async () => {
    const upsert = (rating: number) =>
      asUser(
        'POST',
        '/leisure_spot_ratings?on_conflict=spot_id,user_id&select=rating,comment',
        { spot_id: ids.leisure_spots, user_id: userId, rating, comment: 'Genial' },
        { prefer: 'resolution=merge-duplicates,return=representation' },
      );
    ok(await upsert(3));
    expect(ok(await upsert(5))).toEqual([{ rating: 5, comment: 'Genial' }]);
    const mine = ok(
      await asUser(
        'GET',
        `/leisure_spot_ratings?select=rating&spot_id=eq.${ids.leisure_spots}&user_id=eq.${userId}`,
      ),
    );
    expect(mine).toEqual([{ rating: 5 }]);
    const item = { user_id: userId, item_id: ids.accommodations, item_type: 'accommodation' };
    await asUser('DELETE', `/favorites?user_id=eq.${userId}&item_id=eq.${ids.accommodations}`);
    expect((await asUser('POST', '/favorites', item)).status).toBe(201);
    const removed = await asUser(
      'DELETE',
      `/favorites?user_id=eq.${userId}&item_id=eq.${ids.accommodations}`,
    );
    expect(removed.status).toBe(204);
  });

  it('calls the conversation functions', async () => {
    const found = await asUser('POST', '/rpc/find_conversation_between_users', {
      user1_id: userId,
      user2_id: otherId,
      p_accommodation_id: null,
    });
    expect(found.status).toBe(200);
    const started = ok(
      await asUser('POST', '/rpc/start_conversation', { p_other_user_id: otherId }),
    );
    expect(started).toMatch(/^[0-9a-f-]{36}$/);
    const again = ok(
      await asUser('POST', '/rpc/find_conversation_between_users', {
        user1_id: userId,
        user2_id: otherId,
      }),
    );
    expect(again).toBe(started);
    const list = ok(
      await asUser('POST', '/rpc/get_user_conversations_with_details', { p_user_id: userId }),
    ) as unknown[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('other_user_name');
  });
});
