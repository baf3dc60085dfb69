// Issue 12 through the real REST and Realtime APIs: RoomieMatch's list and compatibility RPCs, the
// unread counts (mark_conversation_read, count_unread_messages, the chat list) and the private
// `inbox:<user id>` channel, attacked by a visitor, another student (Eve), an owner (Oscar) and a
// student whose token claims to be an admin (Mallory).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { client, expectAlive, serviceClient, signUp, signUpOwner, type SignedUser } from '../support/attack.js';
import { expectNoRow, expectRlsRefusal, rest, rowsAsService } from '../support/rest-attack.js';

let ana: SignedUser; // a student looking for a flatmate, the victim
let lucia: SignedUser; // Ana's chat partner
let eve: SignedUser; // the attacking student
let oscar: SignedUser; // an owner
let mallory: SignedUser; // a student claiming admin in her token
let conversation: string; // Ana ↔ Lucía

const lifestyle = { budget: 450, early_bird: 6, party_animal: 3, house_parties: 4, smoker_tolerant: false, hobbies: ['Deportes', 'Música'] };

async function setProfile(user: SignedUser, values: Record<string, unknown>) {
  const { error } = await serviceClient().from('profiles').update(values).eq('id', user.id);
  if (error) throw error;
}

interface RoommateRow {
  id: string;
  compatibility: number | null;
  [column: string]: unknown;
}
const search = async (user: SignedUser | null, args: Record<string, unknown> = {}) => {
  const result = await rest(user, 'POST', 'rpc/search_roommates', { p_limit: 48, ...args });
  expect(result.status).toBe(200);
  return result.body as RoommateRow[];
};
const compatibility = (user: SignedUser | null, profileId: string) =>
  rest(user, 'POST', 'rpc/get_roommate_compatibility', { p_profile_id: profileId });

const sendAs = async (user: SignedUser, content: string) => {
  const { error } = await user.client.from('messages').insert({ conversation_id: conversation, sender_id: user.id, content });
  if (error) throw error;
};
const unreadTotal = async (user: SignedUser) => Number((await rest(user, 'POST', 'rpc/count_unread_messages', {})).body);
const lastReadOf = async (user: SignedUser) =>
  (await rowsAsService('conversation_participants', { conversation_id: conversation, user_id: user.id }))[0]?.last_read_at;

beforeAll(async () => {
  [ana, lucia, eve, mallory] = await Promise.all([
    signUp('rc-ana', { phone: '600333444' }),
    signUp('rc-lucia'),
    signUp('rc-eve'),
    signUp('rc-mallory', { user_type: 'admin', is_admin: true }),
  ]);
  oscar = await signUpOwner('rc-oscar');
  const looking = { ...lifestyle, is_looking_for_roommate: true, city: 'Valencia', gender: 'female', gender_preference: 'any' };
  await Promise.all([ana, lucia, eve, mallory].map((user) => setProfile(user, looking)));
  await setProfile(oscar, { ...looking }); // an owner who says they are looking: still no flatmate
  const started = await ana.client.rpc('start_conversation', { p_other_user_id: lucia.id });
  if (started.error) throw started.error;
  conversation = String(started.data);
});

describe('RoomieMatch list and compatibility', () => {
  it('a visitor lists flatmates → no score for anyone, no contacts, no owners, nothing for Match perfecto', async () => {
    const listed = await search(null, { p_city: 'Valencia' });
    expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining([ana.id, lucia.id]));
    expect(listed.map((r) => r.id)).not.toContain(oscar.id);
    expect(listed.every((r) => r.compatibility === null)).toBe(true);
    expect(listed.flatMap((r) => Object.keys(r)).filter((key) => /email|phone/.test(key))).toEqual([]);
    expect(await search(null, { p_perfect_match: true })).toEqual([]);
  });

  it('a visitor, an owner and a student claiming admin ask for a compatibility → null', async () => {
    for (const who of [null, oscar]) expect(await compatibility(who, ana.id)).toEqual({ status: 200, body: expect.objectContaining({ score: null }) });
    // Mallory signed up with admin metadata but is a student: she gets a student's number, no more.
    const asMallory = await compatibility(mallory, ana.id);
    expect(asMallory.status).toBe(200);
    expect((asMallory.body as { score: number }).score).toBe(100);
  });

  it("Eve asks for her compatibility with herself or with an owner → null; with Ana → the list's number", async () => {
    expect((await compatibility(eve, eve.id)).body).toMatchObject({ score: null });
    expect((await compatibility(eve, oscar.id)).body).toMatchObject({ score: null });
    const listed = (await search(eve, { p_city: 'Valencia' })).find((r) => r.id === ana.id);
    expect((await compatibility(eve, ana.id)).body).toMatchObject({ score: listed?.compatibility, budget_points: 25, lifestyle_points: 35, smoker_points: 20, hobby_points: 20 });
  });

  it("a visitor, Eve, an owner and Mallory call the score's functions with Ana's and Lucía's ids → computed on the ids alone, nothing stored read", async () => {
    // Stored, Ana and Lucía score 25 / 35 / 20 / 20; rows carrying only their ids have no budget,
    // sliders, smoking answer or hobbies to score.
    const pair = { viewer: { id: ana.id }, candidate: { id: lucia.id } };
    const parts = ['roommate_budget_points', 'roommate_lifestyle_points', 'roommate_smoker_points', 'roommate_hobby_points'];
    for (const who of [null, eve, oscar, mallory]) {
      const answers = await Promise.all(parts.map((fn) => rest(who, 'POST', `rpc/${fn}`, pair)));
      expect(answers).toEqual([
        { status: 200, body: 0 },
        { status: 200, body: null },
        { status: 200, body: 0 },
        { status: 200, body: 0 },
      ]);
      const whole = await rest(who, 'POST', 'rpc/roommate_compatibility', pair);
      expect(whole.body).toMatchObject({ budget_points: 0, lifestyle_points: null, smoker_points: 0, hobby_points: 0 });
    }
  });

  it('Eve never lists herself, an owner, or someone not looking', async () => {
    await setProfile(lucia, { is_looking_for_roommate: false });
    try {
      const ids = (await search(eve, { p_city: 'Valencia' })).map((r) => r.id);
      expect(ids).toContain(ana.id);
      expect(ids).not.toContain(eve.id);
      expect(ids).not.toContain(oscar.id);
      expect(ids).not.toContain(lucia.id);
    } finally {
      await setProfile(lucia, { is_looking_for_roommate: true });
    }
  });

  it('a visitor asks for 100,000 rows or a negative offset → at most 48, from the start', async () => {
    const huge = await search(null, { p_limit: 100_000, p_offset: -5 });
    expect(huge.length).toBeLessThanOrEqual(48);
    expect(huge.map((r) => r.id)).toEqual((await search(null, { p_limit: 48 })).map((r) => r.id));
  });

  it('SQL in the city, career and hobby filters is a value, not code', async () => {
    for (const args of [
      { p_city: "Valencia' or '1'='1" },
      { p_career: "x'); delete from public.profiles; --" },
      { p_hobbies: ["Música') or true --"] },
    ]) {
      expect(await search(eve, args)).toEqual([]);
    }
    expect((await search(eve, { p_city: 'Valencia' })).map((r) => r.id)).toContain(ana.id);
    await expectAlive();
  });

  it("Eve overwrites her compatibility inputs with out-of-range sliders → refused; Ana's profile is unchanged", async () => {
    const before = await rowsAsService('profiles', { id: ana.id });
    const result = await rest(eve, 'PATCH', `profiles?id=eq.${eve.id}`, { early_bird: 1000 });
    expect(result.status).toBe(400);
    expectNoRow(await rest(eve, 'PATCH', `profiles?id=eq.${ana.id}`, { budget: 1, hobbies: ['Yoga'] }));
    expect(await rowsAsService('profiles', { id: ana.id })).toEqual(before);
  });
});

describe('unread counts', () => {
  it("a visitor marks Ana's conversation read → 401 42501, her last_read_at unchanged", async () => {
    await sendAs(lucia, 'Hola Ana, ¿sigues buscando piso?');
    const before = await lastReadOf(ana);
    expectRlsRefusal(null, await rest(null, 'POST', 'rpc/mark_conversation_read', { p_conversation_id: conversation }));
    expect(await lastReadOf(ana)).toEqual(before);
    expect(await unreadTotal(ana)).toBe(1);
  });

  it("Eve marks Ana and Lucía's conversation read → nothing changes, no participant row for Eve", async () => {
    const before = await rowsAsService('conversation_participants', { conversation_id: conversation });
    const result = await rest(eve, 'POST', 'rpc/mark_conversation_read', { p_conversation_id: conversation });
    expect(result.status).toBe(204);
    expect(await rowsAsService('conversation_participants', { conversation_id: conversation })).toEqual(before);
    expect(await unreadTotal(ana)).toBe(1);
  });

  it("Eve or Ana writes last_read_at directly (Eve on Ana's row, Ana on her own) → touches no row", async () => {
    const before = await rowsAsService('conversation_participants', { conversation_id: conversation });
    const future = '2099-01-01T00:00:00+00:00';
    for (const [who, target] of [[eve, ana], [ana, ana]] as const) {
      const result = await rest(who, 'PATCH', `conversation_participants?conversation_id=eq.${conversation}&user_id=eq.${target.id}`, { last_read_at: future });
      if (result.status === 200) expectNoRow(result);
      else expectRlsRefusal(who, result);
    }
    expect(await rowsAsService('conversation_participants', { conversation_id: conversation })).toEqual(before);
  });

  it("Ana marking her own conversation read touches only her row: Lucía's count stays", async () => {
    await sendAs(ana, 'Sí, ¿hablamos?');
    const luciaBefore = await lastReadOf(lucia);
    expect(await unreadTotal(lucia)).toBe(1);
    expect((await rest(ana, 'POST', 'rpc/mark_conversation_read', { p_conversation_id: conversation })).status).toBe(204);
    expect(await unreadTotal(ana)).toBe(0);
    expect(await lastReadOf(lucia)).toEqual(luciaBefore);
    expect(await unreadTotal(lucia)).toBe(1);
  });

  it("count_unread_messages counts only the caller's: a visitor 0, Eve 0 while Lucía has one", async () => {
    expect(await rest(null, 'POST', 'rpc/count_unread_messages', {})).toEqual({ status: 200, body: 0 });
    expect(await unreadTotal(eve)).toBe(0);
    expect(await unreadTotal(lucia)).toBe(1);
  });

  it("the chat list: a visitor or Eve asking for Ana's → 401/403 42501; a visitor with no id → empty", async () => {
    expectRlsRefusal(null, await rest(null, 'POST', 'rpc/get_user_conversations_with_details', { p_user_id: ana.id }));
    expectRlsRefusal(eve, await rest(eve, 'POST', 'rpc/get_user_conversations_with_details', { p_user_id: ana.id }));
    expect(await rest(null, 'POST', 'rpc/get_user_conversations_with_details', { p_user_id: null })).toEqual({ status: 200, body: [] });
    const own = await rest(lucia, 'POST', 'rpc/get_user_conversations_with_details', { p_user_id: lucia.id });
    expect(own.body).toEqual([expect.objectContaining({ conversation_id: conversation, other_user_id: ana.id, unread_count: 1 })]);
  });
});

describe('the inbox:<user id> channel', () => {
  /** Joins `topic` privately as `user` (anon when null): 'SUBSCRIBED' or the refusal's status. */
  async function join(user: SignedUser | null, topic: string, onInsert?: (row: unknown) => void) {
    const c = user?.client ?? client();
    if (user) await c.realtime.setAuth(user.token);
    let channel: RealtimeChannel = c.channel(topic, { config: { private: true } });
    if (onInsert) channel = channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (change) => onInsert(change.new));
    const status = await new Promise<string>((resolve) =>
      channel.subscribe((state) => {
        if (state !== 'CLOSED') resolve(state);
      }),
    );
    return { status, channel, leave: () => c.removeChannel(channel) };
  }

  it("a visitor and Eve join Ana's inbox → refused; Ana joins hers", async () => {
    for (const who of [null, eve]) {
      const attempt = await join(who, `inbox:${ana.id}`);
      expect(attempt.status).toBe('CHANNEL_ERROR');
      await attempt.leave();
    }
    const own = await join(ana, `inbox:${ana.id}`);
    expect(own.status).toBe('SUBSCRIBED');
    await own.leave();
  });

  it("Eve listens on her own inbox while Lucía writes to Ana → Eve hears nothing, Ana hears the message", async () => {
    const heardByEve: unknown[] = [];
    const heardByAna: unknown[] = [];
    const eveInbox = await join(eve, `inbox:${eve.id}`, (row) => heardByEve.push(row));
    const anaInbox = await join(ana, `inbox:${ana.id}`, (row) => heardByAna.push(row));
    try {
      expect([eveInbox.status, anaInbox.status]).toEqual(['SUBSCRIBED', 'SUBSCRIBED']);
      await sendAs(lucia, 'Solo para Ana');
      await expect.poll(() => heardByAna, { timeout: 5000 }).toEqual([expect.objectContaining({ content: 'Solo para Ana' })]);
      expect(heardByEve).toEqual([]);
    } finally {
      await Promise.all([eveInbox.leave(), anaInbox.leave()]);
    }
  });

  it("Eve broadcasts into Ana's inbox, or into her own → nobody receives it", async () => {
    const received: unknown[] = [];
    await ana.client.realtime.setAuth(ana.token);
    const anaChannel = ana.client.channel(`inbox:${ana.id}`, { config: { private: true } }).on('broadcast', { event: 'fake' }, (m) => received.push(m.payload));
    await new Promise<void>((resolve) => anaChannel.subscribe((state) => state === 'SUBSCRIBED' && resolve()));
    await eve.client.realtime.setAuth(eve.token);
    const intoAna = eve.client.channel(`inbox:${ana.id}`, { config: { private: true, broadcast: { ack: true } } });
    const intoOwn = eve.client.channel(`inbox:${eve.id}`, { config: { private: true, broadcast: { ack: true } } });
    try {
      for (const channel of [intoAna, intoOwn]) {
        await new Promise<void>((resolve) => channel.subscribe((state) => state !== 'CLOSED' && resolve()));
        expect(await channel.send({ type: 'broadcast', event: 'fake', payload: { content: 'Tienes un mensaje' } })).not.toBe('ok');
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(received).toEqual([]);
    } finally {
      await Promise.all([ana.client.removeChannel(anaChannel), eve.client.removeAllChannels()]);
    }
  });
});

describe('saved flatmates (favourites of type profile)', () => {
  let anaSaved: string;
  beforeAll(async () => {
    const { data, error } = await ana.client.from('favorites').insert({ user_id: ana.id, item_id: lucia.id, item_type: 'profile' }).select('id').single();
    if (error) throw error;
    anaSaved = (data as { id: string }).id;
  });

  it('a visitor saves a flatmate → 401 42501; Eve saves one in Ana’s name → 403 42501; nothing written', async () => {
    const before = await rowsAsService('favorites', { user_id: ana.id });
    expectRlsRefusal(null, await rest(null, 'POST', 'favorites', { user_id: ana.id, item_id: eve.id, item_type: 'profile' }));
    expectRlsRefusal(eve, await rest(eve, 'POST', 'favorites', { user_id: ana.id, item_id: eve.id, item_type: 'profile' }));
    expect(await rowsAsService('favorites', { user_id: ana.id })).toEqual(before);
  });

  it('Eve lists, repoints or removes Ana’s saved flatmate → reads nothing, touches no row', async () => {
    expect(await rest(eve, 'GET', `favorites?user_id=eq.${ana.id}&item_type=eq.profile`)).toEqual({ status: 200, body: [] });
    expect(await rest(null, 'GET', 'favorites?item_type=eq.profile&select=user_id,item_id')).toEqual({ status: 200, body: [] });
    const before = await rowsAsService('favorites', { id: anaSaved });
    expectNoRow(await rest(eve, 'PATCH', `favorites?id=eq.${anaSaved}`, { item_id: eve.id }));
    expectNoRow(await rest(eve, 'DELETE', `favorites?id=eq.${anaSaved}`));
    expect(await rowsAsService('favorites', { id: anaSaved })).toEqual(before);
  });

  it("Eve saves an owner's profile, an id that names nobody, or a listing as a profile → 409 23503, nothing written", async () => {
    const listing = await serviceClient().from('accommodations').select('id').limit(1).single();
    for (const item_id of [oscar.id, '00000000-0000-4000-9999-000000000000', String((listing.data as { id: string }).id)]) {
      const result = await rest(eve, 'POST', 'favorites', { user_id: eve.id, item_id, item_type: 'profile' });
      expect(result).toMatchObject({ status: 409, body: { code: '23503' } });
    }
    expect(await rowsAsService('favorites', { user_id: eve.id })).toEqual([]);
    const own = await rest(eve, 'POST', 'favorites', { user_id: eve.id, item_id: ana.id, item_type: 'profile' });
    expect(own.status).toBe(201);
  });
});

