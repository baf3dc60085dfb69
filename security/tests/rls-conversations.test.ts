// Issue 9 #2, the planted conversation, through the real REST and Realtime APIs: Eve, an ordinary
// student, tries to put Ana and Rosa in a conversation of hers so that Ana's "contact Rosa" lands
// in it and Eve reads along; and to reach others' chats through the conversation RPCs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { serviceClient, signUp, signUpOwner, type SignedUser } from '../support/attack.js';
import { expectNoRow, expectRlsRefusal, rest, rowsAsService } from '../support/rest-attack.js';

let ana: SignedUser;
let rosa: SignedUser; // an owner: Ana contacts her about her listing
let eve: SignedUser;
let rosaListing: string;
let otherListing: string;

/** A conversation created by Eve with Ana and Rosa inside, as the old policy let Eve do. */
async function plantedByEve(accommodationId: string | null) {
  const service = serviceClient();
  const { data, error } = await service.from('conversations').insert({ created_by: eve.id, accommodation_id: accommodationId }).select('id').single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  const added = await service.from('conversation_participants').insert([
    { conversation_id: id, user_id: ana.id },
    { conversation_id: id, user_id: rosa.id },
  ]);
  if (added.error) throw added.error;
  return id;
}

async function listing(owner: SignedUser, name: string) {
  const { data, error } = await owner.client
    .from('accommodations')
    .insert({ name, city: 'Valencia', price_per_room: 350, total_rooms: 3, available_rooms: 1, owner_id: owner.id })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** The private Realtime channel of a conversation, joined as `user`: 'SUBSCRIBED' or the refusal. */
async function joinPrivate(user: SignedUser, conversationId: string): Promise<{ status: string; channel: RealtimeChannel }> {
  await user.client.realtime.setAuth(user.token);
  const channel = user.client.channel(`conversation:${conversationId}`, { config: { private: true } });
  const status = await new Promise<string>((resolve) =>
    channel.subscribe((state) => {
      if (state !== 'CLOSED') resolve(state);
    }),
  );
  return { status, channel };
}

beforeAll(async () => {
  [ana, eve] = await Promise.all([signUp('conv-ana'), signUp('conv-eve')]);
  const other = await signUpOwner('conv-otto');
  rosa = await signUpOwner('conv-rosa');
  [rosaListing, otherListing] = await Promise.all([listing(rosa, 'Piso de Rosa'), listing(other, 'Piso de Otto')]);
});

describe('planted conversations', () => {
  it('rest: Eve creates a conversation → 403 42501, nothing written', async () => {
    for (const accommodation_id of [null, rosaListing]) {
      const result = await rest(eve, 'POST', 'conversations', { accommodation_id });
      expectRlsRefusal(eve, result);
    }
    expect(await rowsAsService('conversations', { created_by: eve.id })).toEqual([]);
  });

  it('rest: Eve adds Ana and Rosa to a conversation she created → 403 42501, nobody added', async () => {
    const { data } = await serviceClient().from('conversations').insert({ created_by: eve.id }).select('id').single();
    const own = (data as { id: string }).id;
    const result = await rest(eve, 'POST', 'conversation_participants', [
      { conversation_id: own, user_id: ana.id },
      { conversation_id: own, user_id: rosa.id },
    ]);
    expectRlsRefusal(eve, result);
    expect(await rowsAsService('conversation_participants', { conversation_id: own })).toEqual([]);
  });

  it('rest: Eve adds herself to Ana’s conversation with Rosa → 403 42501', async () => {
    const { data: id } = await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    const result = await rest(eve, 'POST', 'conversation_participants', { conversation_id: id, user_id: eve.id });
    expectRlsRefusal(eve, result);
    const inside = await rowsAsService('conversation_participants', { conversation_id: String(id) });
    expect(inside.map((row) => row.user_id).sort()).toEqual([ana.id, rosa.id].sort());
  });

  it('rest + realtime: Eve reads and writes a conversation she planted between Ana and Rosa (with or without a listing) → reads nothing, 403, private channel refused', async () => {
    for (const accommodation of [null, rosaListing]) {
      const planted = await plantedByEve(accommodation);
      const { data: contacted, error } = await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id, p_accommodation_id: accommodation });
      expect(error).toBeNull();
      const sent = await ana.client.from('messages').insert({ conversation_id: contacted, sender_id: ana.id, content: 'Hola Rosa, ¿sigue libre?' });
      expect(sent.error).toBeNull();
      for (const id of new Set([planted, String(contacted)])) {
        expect(await rest(eve, 'GET', `conversations?id=eq.${id}`)).toEqual({ status: 200, body: [] });
        expect(await rest(eve, 'GET', `messages?conversation_id=eq.${id}&select=content`)).toEqual({ status: 200, body: [] });
        expect(await rest(eve, 'GET', `conversation_participants?conversation_id=eq.${id}`)).toEqual({ status: 200, body: [] });
        expectRlsRefusal(eve, await rest(eve, 'POST', 'messages', { conversation_id: id, sender_id: eve.id, content: 'Soy Eve' }));
        const { status, channel } = await joinPrivate(eve, id);
        expect(status).toBe('CHANNEL_ERROR');
        await eve.client.removeChannel(channel);
      }
    }
  });

  it('realtime: Eve listens for inserts on the messages of Ana and Rosa’s conversation → receives nothing', async () => {
    const { data: id } = await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    const heard: unknown[] = [];
    await eve.client.realtime.setAuth(eve.token);
    const channel = eve.client
      .channel(`eve-listens-${Date.now()}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${id}` }, (change) => heard.push(change));
    await new Promise<void>((resolve) => channel.subscribe((state) => state === 'SUBSCRIBED' && resolve()));
    try {
      const sent = await ana.client.from('messages').insert({ conversation_id: id, sender_id: ana.id, content: 'Solo para Rosa' });
      expect(sent.error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(heard).toEqual([]);
    } finally {
      await eve.client.removeChannel(channel);
    }
  });

  it('rpc: Eve asks get_user_conversations_with_details for Ana’s chats → 403 42501', async () => {
    await plantedByEve(null);
    const result = await rest(eve, 'POST', 'rpc/get_user_conversations_with_details', { p_user_id: ana.id });
    expectRlsRefusal(eve, result);
  });

  it('rpc: Eve asks find_conversation_between_users for Ana and Rosa → null', async () => {
    await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    const result = await rest(eve, 'POST', 'rpc/find_conversation_between_users', { user1_id: ana.id, user2_id: rosa.id });
    expect(result).toEqual({ status: 200, body: null });
  });

  it('rpc: Eve starts a conversation with Rosa about another owner’s listing → 400 22023; with herself → 400 in Spanish', async () => {
    const about = await rest(eve, 'POST', 'rpc/start_conversation', { p_other_user_id: rosa.id, p_accommodation_id: otherListing });
    expect(about).toMatchObject({ status: 400, body: { code: '22023' } });
    const self = await rest(eve, 'POST', 'rpc/start_conversation', { p_other_user_id: eve.id });
    expect(self).toMatchObject({ status: 400, body: { code: '22023', message: 'No puedes enviarte un mensaje a ti mismo' } });
  });

  it('rest: Eve deletes her event’s chat, or adds Ana to it without Ana joining → no row / 403', async () => {
    const { data, error } = await eve.client
      .from('events')
      .insert({
        creator_id: eve.id, title: 'Cena', category: 'Comida', event_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        duration_hours: 2, location_name: 'Casa', city: 'Valencia', capacity: 4,
        registration_deadline: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      })
      .select('id, conversation_id')
      .single();
    if (error) throw error;
    const chat = (data as { conversation_id: string }).conversation_id;
    expectNoRow(await rest(eve, 'DELETE', `conversations?id=eq.${chat}`));
    expect(await rowsAsService('conversations', { id: chat })).toHaveLength(1);
    expectRlsRefusal(eve, await rest(eve, 'POST', 'conversation_participants', { conversation_id: chat, user_id: ana.id }));
  });
});
