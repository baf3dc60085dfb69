// Every call of SPEC §7 through @supabase/supabase-js itself, against supabase-local on PGlite and
// on a real PostgreSQL 15: the site must work unchanged on either.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { signInAdmin, signUpUser, startBackend, type BackendKind, type TestBackend } from './support/backend.js';
import { PNG_1X1, pngBlob } from './support/images.js';

const STUDENT_META = {
  full_name: 'Lucía Martín',
  user_type: 'student',
  phone: '600111222',
  city: 'Valencia',
  career: 'Medicina',
  isLookingForRoommate: true,
  earlyBird: 7,
  budget: [450],
};

describe.each<BackendKind>(['pglite', 'postgres'])('SPEC §7 calls on %s', (kind) => {
  let backend: TestBackend;
  let student: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;

  beforeAll(async () => {
    backend = await startBackend(kind);
    student = await signUpUser(backend, STUDENT_META, 'student');
    other = await signUpUser(backend, { full_name: 'Pablo Ruiz', user_type: 'student', isLookingForRoommate: true }, 'other');
    owner = await signUpUser(backend, { full_name: 'Carmen Owner', user_type: 'owner' }, 'owner');
    admin = await signInAdmin(backend);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  describe('auth', () => {
    it('signs up with metadata and gets a session, a user and a profile from the metadata', async () => {
      expect(student.session.access_token).toBeTruthy();
      expect(student.session.refresh_token).toBeTruthy();
      expect(student.user.email).toBe(student.email);
      expect(student.user.user_metadata.full_name).toBe('Lucía Martín');
      const { data, error } = await student.client
        .from('profiles')
        .select('full_name, user_type, city, career, is_looking_for_roommate, early_bird, budget')
        .eq('id', student.user.id)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        full_name: 'Lucía Martín',
        user_type: 'student',
        city: 'Valencia',
        career: 'Medicina',
        is_looking_for_roommate: true,
        early_bird: 7,
        budget: 450,
      });
    });

    it('passes the backend messages through for duplicates, weak passwords and bad credentials', async () => {
      const client = backend.client();
      const duplicate = await client.auth.signUp({ email: student.email, password: 'Another123!' });
      expect(duplicate.error?.message).toBe('User already registered');
      expect(duplicate.error?.code).toBe('user_already_exists');

      const weak = await client.auth.signUp({ email: 'weak@test.univida.es', password: 'short' });
      expect(weak.error?.code).toBe('weak_password');
      expect(weak.error?.status).toBe(422);

      const wrong = await client.auth.signInWithPassword({ email: student.email, password: 'WrongPassword1' });
      expect(wrong.error?.message).toBe('Invalid login credentials');
      expect(wrong.error?.code).toBe('invalid_credentials');
      expect(wrong.data.session).toBeNull();
    });

    it('signs in and out, reads the session and reports every change to subscribers', async () => {
      const client = backend.client();
      const events: AuthChangeEvent[] = [];
      const { data: subscription } = client.auth.onAuthStateChange((event) => {
        events.push(event);
      });
      const signIn = await client.auth.signInWithPassword({ email: student.email, password: student.password });
      expect(signIn.error).toBeNull();
      const { data: current } = await client.auth.getSession();
      expect(current.session?.user.id).toBe(student.user.id);
      const { data: fetched } = await client.auth.getUser();
      expect(fetched.user?.email).toBe(student.email);

      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);

      const signOut = await client.auth.signOut();
      expect(signOut.error).toBeNull();
      const { data: after } = await client.auth.getSession();
      expect(after.session).toBeNull();
      subscription.subscription.unsubscribe();
      expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
    });

    it('updates the user (metadata and password) and signs in with the new password', async () => {
      const user = await signUpUser(backend, { full_name: 'Temporal' }, 'update');
      const { data, error } = await user.client.auth.updateUser({ password: 'NewPassword456!', data: { nickname: 'tempo' } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({ full_name: 'Temporal', nickname: 'tempo' });
      const old = await backend.client().auth.signInWithPassword({ email: user.email, password: user.password });
      expect(old.error?.code).toBe('invalid_credentials');
      const fresh = await backend.client().auth.signInWithPassword({ email: user.email, password: 'NewPassword456!' });
      expect(fresh.error).toBeNull();
    });
  });

  describe('profiles', () => {
    it('reads the header fields and the whole profile of the signed-in user', async () => {
      const header = await student.client
        .from('profiles')
        .select('full_name, profile_picture_url, user_type')
        .eq('id', student.user.id)
        .single();
      expect(header.data).toEqual({ full_name: 'Lucía Martín', profile_picture_url: null, user_type: 'student' });
      const full = await student.client.from('profiles').select('*').eq('id', student.user.id).single();
      expect(full.data).toMatchObject({ id: student.user.id, gender_preference: 'any', smoker_tolerant: false });
    });

    it('updates every field except id and created_at', async () => {
      const update = {
        full_name: 'Lucía M.',
        city: 'Alicante',
        career: 'Enfermería',
        gender: 'female',
        bio: 'Me gusta leer',
        hobbies: ['Lectura', 'Cine y Series'],
        is_looking_for_roommate: true,
        budget: 500,
        gender_preference: 'female',
        early_bird: 3,
        party_animal: 2,
        house_parties: 1,
        smoker_tolerant: false,
        pets_allowed: true,
      };
      const { error } = await student.client.from('profiles').update(update).eq('id', student.user.id);
      expect(error).toBeNull();
      const { data } = await student.client.from('profiles').select('*').eq('id', student.user.id).single();
      expect(data).toMatchObject(update);
    });

    it('lists students looking for a roommate except oneself, and reads one by id', async () => {
      const { data, error } = await student.client
        .from('profiles')
        .select('*')
        .eq('user_type', 'student')
        .eq('is_looking_for_roommate', true)
        .neq('id', student.user.id);
      expect(error).toBeNull();
      const ids = data!.map((row) => row.id);
      expect(ids).toContain(other.user.id);
      expect(ids).not.toContain(student.user.id);
      expect(ids).not.toContain(owner.user.id);
      const one = await student.client.from('profiles').select('*').eq('id', other.user.id).single();
      expect(one.data?.full_name).toBe('Pablo Ruiz');
    });
  });

  describe('cut-off scores', () => {
    it('lists all by score descending and reads one by id, for visitors', async () => {
      const service = backend.service();
      await service.from('universities').upsert({ name: 'Universitat de València', city: 'Valencia', short_name: 'UV' }, { onConflict: 'name' });
      const inserted = await service
        .from('cut_off_scores')
        .insert([
          { career: 'Medicina', university: 'Universitat de València', city: 'Valencia', score: 13.245, course: '2025-2026' },
          { career: 'Historia', university: 'Universitat de València', city: 'Valencia', score: 5.5, course: '2025-2026' },
        ])
        .select('id');
      expect(inserted.error).toBeNull();

      const visitor = backend.client();
      const { data, error } = await visitor.from('cut_off_scores').select('*').order('score', { ascending: false });
      expect(error).toBeNull();
      const scores = data!.map((row) => Number(row.score));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores).toContain(13.245);

      const id = inserted.data![0]!.id;
      const one = await visitor.from('cut_off_scores').select('career, university, city, score').eq('id', id).single();
      expect(one.data).toEqual({ career: 'Medicina', university: 'Universitat de València', city: 'Valencia', score: 13.245 });
    });
  });

  describe('housing', () => {
    let accommodationId: string;

    beforeAll(async () => {
      const { data, error } = await owner.client
        .from('accommodations')
        .insert({
          name: 'Piso Benimaclet',
          address: 'Calle Baja 1',
          city: 'Valencia',
          description: 'Luminoso',
          accommodation_type: 'piso',
          price_per_room: 350,
          total_rooms: 3,
          available_rooms: 2,
          owner_id: owner.user.id,
        })
        .select('id')
        .single();
      if (error) throw error;
      accommodationId = data.id;
    });

    it('reads all accommodations and one by id with its owner', async () => {
      const all = await backend.client().from('accommodations').select('*');
      expect(all.data!.map((row) => row.id)).toContain(accommodationId);
      const { data, error } = await student.client
        .from('accommodations')
        .select('*, owner:profiles(id, full_name, profile_picture_url)')
        .eq('id', accommodationId)
        .single();
      expect(error).toBeNull();
      expect(data?.owner).toEqual({ id: owner.user.id, full_name: 'Carmen Owner', profile_picture_url: null });
    });

    it('adds, reads and removes favourites of the signed-in user only', async () => {
      const insert = await student.client
        .from('favorites')
        .insert({ user_id: student.user.id, item_id: accommodationId, item_type: 'accommodation' });
      expect(insert.error).toBeNull();
      const read = await student.client
        .from('favorites')
        .select('item_id')
        .eq('user_id', student.user.id)
        .eq('item_type', 'accommodation');
      expect(read.data).toEqual([{ item_id: accommodationId }]);
      // Another user sees none of them.
      const foreign = await other.client.from('favorites').select('item_id').eq('user_id', student.user.id);
      expect(foreign.data).toEqual([]);

      const remove = await student.client
        .from('favorites')
        .delete()
        .eq('user_id', student.user.id)
        .eq('item_id', accommodationId);
      expect(remove.error).toBeNull();
      const after = await student.client.from('favorites').select('item_id').eq('user_id', student.user.id);
      expect(after.data).toEqual([]);
    });

    it('finds or creates the conversation with the owner, and lists it with details', async () => {
      const args = { user1_id: student.user.id, user2_id: owner.user.id, p_accommodation_id: accommodationId };
      const none = await student.client.rpc('find_conversation_between_users', args);
      expect(none.error).toBeNull();
      expect(none.data).toBeNull();

      // start_conversation is the one way to create it (issue 9: clients no longer insert participants).
      const conversation = await student.client.rpc('start_conversation', {
        p_other_user_id: owner.user.id,
        p_accommodation_id: accommodationId,
      });
      expect(conversation.error).toBeNull();
      const conversationId = conversation.data!;

      const found = await student.client.rpc('find_conversation_between_users', args);
      expect(found.data).toBe(conversationId);

      const sent = await student.client
        .from('messages')
        .insert({ conversation_id: conversationId, sender_id: student.user.id, content: '¿Sigue disponible?' });
      expect(sent.error).toBeNull();

      const summaries = await owner.client.rpc('get_user_conversations_with_details', { p_user_id: owner.user.id });
      expect(summaries.error).toBeNull();
      expect(summaries.data).toContainEqual(
        expect.objectContaining({
          conversation_id: conversationId,
          other_user_id: student.user.id,
          other_user_name: 'Lucía M.',
          last_message_content: '¿Sigue disponible?',
        }),
      );

      const messages = await owner.client
        .from('messages')
        .select('*, sender:profiles(full_name, profile_picture_url)')
        .eq('conversation_id', conversationId)
        .order('created_at', { ascending: true });
      expect(messages.data).toEqual([
        expect.objectContaining({ content: '¿Sigue disponible?', sender: { full_name: 'Lucía M.', profile_picture_url: null } }),
      ]);
      // Outsiders neither read it nor write into it.
      const outsider = await other.client.from('messages').select('id').eq('conversation_id', conversationId);
      expect(outsider.data).toEqual([]);
      const intrusion = await other.client
        .from('messages')
        .insert({ conversation_id: conversationId, sender_id: other.user.id, content: 'hola' });
      expect(intrusion.error?.code).toBe('42501');
    });

    it('refuses conversations and participants inserted directly: only start_conversation creates them', async () => {
      const conversation = await other.client.from('conversations').insert({ accommodation_id: null }).select('id').single();
      expect(conversation.error?.code).toBe('42501');
      const { data: started } = await other.client.rpc('start_conversation', { p_other_user_id: owner.user.id });
      const planted = await other.client
        .from('conversation_participants')
        .insert({ conversation_id: started, user_id: student.user.id });
      expect(planted.error?.code).toBe('42501');
    });
  });

  describe('leisure', () => {
    let spotId: string;

    beforeAll(async () => {
      const { data, error } = await admin.client
        .from('leisure_spots')
        .insert({ name: 'Café Central', description: 'Tranquilo', category: 'cafeterias_heladerias', city: 'Valencia' })
        .select('id')
        .single();
      if (error) throw error;
      spotId = data.id;
    });

    it('reads spots, all and by id', async () => {
      const visitor = backend.client();
      const all = await visitor.from('leisure_spots').select('*');
      expect(all.data!.map((row) => row.id)).toContain(spotId);
      const one = await visitor.from('leisure_spots').select('*').eq('id', spotId).single();
      expect(one.data?.name).toBe('Café Central');
    });

    it('upserts one rating per user and spot, and lists ratings with their author newest first', async () => {
      const own = await student.client
        .from('leisure_spot_ratings')
        .select('*')
        .eq('spot_id', spotId)
        .eq('user_id', student.user.id)
        .single();
      expect(own.error?.code).toBe('PGRST116');

      for (const [rating, comment] of [[3, 'Bien'], [5, 'Genial']] as const) {
        const { error } = await student.client
          .from('leisure_spot_ratings')
          .upsert({ spot_id: spotId, user_id: student.user.id, rating, comment }, { onConflict: 'spot_id,user_id' });
        expect(error).toBeNull();
      }
      await other.client
        .from('leisure_spot_ratings')
        .upsert({ spot_id: spotId, user_id: other.user.id, rating: 4, comment: 'Muy bien' }, { onConflict: 'spot_id,user_id' });

      const { data, error } = await backend
        .client()
        .from('leisure_spot_ratings')
        .select('*, profile:profiles(full_name, profile_picture_url)')
        .eq('spot_id', spotId)
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      expect(data).toHaveLength(2);
      expect(data![0]).toMatchObject({ rating: 4, profile: { full_name: 'Pablo Ruiz' } });
      expect(data![1]).toMatchObject({ rating: 5, comment: 'Genial', profile: { full_name: 'Lucía M.' } });
      const spot = await backend.client().from('leisure_spots').select('avg_rating, rating_count').eq('id', spotId).single();
      expect(Number(spot.data?.avg_rating)).toBeCloseTo(4.5);
      expect(spot.data?.rating_count).toBe(2);
    });

    it('uploads a suggestion image, serves it at its public URL and records the suggestion', async () => {
      const path = `${student.user.id}-${Date.now()}.png`;
      const bucket = student.client.storage.from('leisure_suggestions_images');
      const upload = await bucket.upload(path, pngBlob());
      expect(upload.error).toBeNull();
      expect(upload.data?.path).toBe(path);
      const { data: url } = bucket.getPublicUrl(path);
      const response = await fetch(url.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('etag')).toBeTruthy();
      expect(response.headers.get('cache-control')).toContain('max-age=3600');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);

      const suggestion = await student.client.from('leisure_spot_suggestions').insert({
        suggester_id: student.user.id,
        name: 'Bar Nuevo',
        description: 'Tapas',
        category: 'bares_pubs',
        city: 'Valencia',
        address: 'Plaza 2',
        closest_university: null,
        image_url: url.publicUrl,
        phone: null,
        website: null,
        status: 'pending',
      });
      expect(suggestion.error).toBeNull();
    });
  });

  describe('events', () => {
    let eventId: string;
    let eventConversationId: string;

    it('creates an event and lists events with their participants', async () => {
      const start = new Date(Date.now() + 7 * 86400_000);
      const { data, error } = await student.client
        .from('events')
        .insert({
          creator_id: student.user.id,
          title: 'Quedada de estudio',
          description: 'Biblioteca',
          category: 'Académico',
          event_date: start.toISOString(),
          duration_hours: 2,
          location_name: 'Biblioteca Central',
          city: 'Valencia',
          capacity: 5,
          registration_deadline: new Date(start.getTime() - 86400_000).toISOString(),
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      eventId = data!.id;
      const list = await backend.client().from('events').select('*, event_participants(user_id)');
      expect(list.data?.find((row) => row.id === eventId)).toBeTruthy();
    });

    it('joins, chats in the event and reads it with creator and participant profiles', async () => {
      const join = await other.client.from('event_participants').insert({ event_id: eventId, user_id: other.user.id });
      expect(join.error).toBeNull();

      const { data: event, error } = await other.client
        .from('events')
        .select('*, creator:profiles!creator_id(full_name, profile_picture_url), event_participants(user_id, profile:profiles(full_name, profile_picture_url))')
        .eq('id', eventId)
        .single();
      expect(error).toBeNull();
      expect(event?.creator).toEqual({ full_name: 'Lucía M.', profile_picture_url: null });
      expect(event?.event_participants).toContainEqual({ user_id: other.user.id, profile: { full_name: 'Pablo Ruiz', profile_picture_url: null } });
      expect(event?.conversation_id).toBeTruthy();
      eventConversationId = event!.conversation_id;

      const sent = await other.client
        .from('messages')
        .insert({ conversation_id: event!.conversation_id, sender_id: other.user.id, content: '¡Allí estaré!' });
      expect(sent.error).toBeNull();
      const messages = await other.client
        .from('messages')
        .select('*, sender:profiles(full_name, profile_picture_url)')
        .eq('conversation_id', event!.conversation_id)
        .order('created_at', { ascending: true });
      expect(messages.data?.map((m) => [m.content, m.sender.full_name])).toEqual([['¡Allí estaré!', 'Pablo Ruiz']]);
    });

    it('delivers new messages live to a subscriber of the conversation (Realtime)', async () => {
      const received: Array<Record<string, unknown>> = [];
      const channel = other.client
        .channel(`messages:${eventConversationId}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${eventConversationId}` },
          (payload) => received.push(payload.new),
        );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
        }),
      );
      const sent = await student.client
        .from('messages')
        .insert({ conversation_id: eventConversationId, sender_id: student.user.id, content: 'En directo' });
      expect(sent.error).toBeNull();
      await vi.waitFor(() => expect(received).toContainEqual(expect.objectContaining({ content: 'En directo', sender_id: student.user.id })), {
        timeout: 10_000,
      });
      await other.client.removeChannel(channel);
    });

    it('reports an event', async () => {
      const { error } = await other.client
        .from('reports')
        .insert({ reporter_id: other.user.id, item_id: eventId, item_type: 'event', reason: 'Spam', status: 'pending' });
      expect(error).toBeNull();
      const { data } = await admin.client.from('reports').select('reason, status').eq('item_id', eventId);
      expect(data).toEqual([{ reason: 'Spam', status: 'pending' }]);
    });
  });

  describe('news and profile pictures', () => {
    it('uploads a news image as admin and creates the news item, read newest first', async () => {
      const path = `news/${Date.now()}.png`;
      const bucket = admin.client.storage.from('leisure_suggestions_images');
      const upload = await bucket.upload(path, pngBlob());
      expect(upload.error).toBeNull();
      const imageUrl = bucket.getPublicUrl(path).data.publicUrl;
      const { error } = await admin.client.from('news').insert({
        title: 'Nueva beca',
        summary: 'Abierta la convocatoria',
        is_featured: true,
        image_url: imageUrl,
        creator_id: admin.user.id,
        author: 'Administrador UniVida',
        category: 'Anuncio',
        publish_date: new Date().toISOString(),
      });
      expect(error).toBeNull();
      const { data } = await backend.client().from('news').select('*').order('publish_date', { ascending: false });
      expect(data?.[0]).toMatchObject({ title: 'Nueva beca', image_url: imageUrl });
    });

    it('uploads a profile picture with upsert, twice at the same path, and saves its URL', async () => {
      const path = `profile-pictures/${student.user.id}-${Date.now()}.png`;
      const bucket = student.client.storage.from('profile-pictures');
      for (let i = 0; i < 2; i++) {
        const { error } = await bucket.upload(path, pngBlob(), { upsert: true });
        expect(error).toBeNull();
      }
      const url = bucket.getPublicUrl(path).data.publicUrl;
      const update = await student.client.from('profiles').update({ profile_picture_url: url }).eq('id', student.user.id);
      expect(update.error).toBeNull();
      expect((await fetch(url)).status).toBe(200);
      const { data } = await student.client.from('profiles').select('profile_picture_url').eq('id', student.user.id).single();
      expect(data?.profile_picture_url).toBe(url);
    });
  });

  describe('admin', () => {
    it('counts with count=exact and head', async () => {
      const count = async (table: string, column?: string, value?: string) => {
        let query = admin.client.from(table).select('*', { count: 'exact', head: true });
        if (column) query = query.eq(column, value!);
        const { count: n, error, data } = await query;
        expect(error).toBeNull();
        expect(data).toBeNull();
        return n;
      };
      expect(await count('profiles', 'user_type', 'student')).toBeGreaterThanOrEqual(2);
      expect(await count('profiles', 'user_type', 'owner')).toBeGreaterThanOrEqual(1);
      for (const table of ['events', 'news', 'accommodations', 'leisure_spots']) {
        expect(await count(table)).toBeGreaterThanOrEqual(1);
      }
      expect(await count('leisure_spot_suggestions', 'status', 'pending')).toBeGreaterThanOrEqual(1);
    });

    it('lists, updates and deletes as admin; others cannot', async () => {
      const recent = await admin.client.from('profiles').select('*').order('created_at', { ascending: false }).limit(5);
      expect(recent.data!.length).toBeLessThanOrEqual(5);
      const withOwner = await admin.client.from('accommodations').select('*, owner:profiles(full_name)').order('created_at', { ascending: false });
      expect(withOwner.data?.[0]?.owner).toEqual({ full_name: 'Carmen Owner' });

      const denied = await student.client.from('profiles').update({ user_type: 'admin' }).eq('id', student.user.id);
      expect(denied.error).not.toBeNull();
      const promote = await admin.client
        .from('profiles')
        .update({ full_name: 'Pablo R.', user_type: 'owner', city: 'Zaragoza' })
        .eq('id', other.user.id);
      expect(promote.error).toBeNull();
      const check = await admin.client.from('profiles').select('full_name, user_type, city').eq('id', other.user.id).single();
      expect(check.data).toEqual({ full_name: 'Pablo R.', user_type: 'owner', city: 'Zaragoza' });

      const news = await admin.client.from('news').select('id').limit(1).single();
      const studentDelete = await student.client.from('news').delete().eq('id', news.data!.id);
      expect(studentDelete.error).toBeNull();
      expect((await backend.client().from('news').select('id').eq('id', news.data!.id)).data).toHaveLength(1);
      const adminDelete = await admin.client.from('news').delete().eq('id', news.data!.id);
      expect(adminDelete.error).toBeNull();
      expect((await backend.client().from('news').select('id').eq('id', news.data!.id)).data).toHaveLength(0);
    });

    it('approves a suggestion by copying it into leisure spots, and rejects another', async () => {
      const pending = await admin.client
        .from('leisure_spot_suggestions')
        .select('*')
        .eq('status', 'pending')
        .order('created_at', { ascending: false });
      expect(pending.error).toBeNull();
      const suggestion = pending.data![0]!;
      const spot = await admin.client
        .from('leisure_spots')
        .insert({
          name: suggestion.name,
          description: suggestion.description,
          category: suggestion.category,
          city: suggestion.city,
          address: suggestion.address,
          closest_university: suggestion.closest_university,
          image_url: suggestion.image_url,
          creator_id: suggestion.suggester_id,
        })
        .select('id')
        .single();
      expect(spot.error).toBeNull();
      const approve = await admin.client.from('leisure_spot_suggestions').update({ status: 'approved' }).eq('id', suggestion.id);
      expect(approve.error).toBeNull();

      const second = await student.client
        .from('leisure_spot_suggestions')
        .insert({ suggester_id: student.user.id, name: 'Parque', description: 'Verde', category: 'parques_playas', city: 'Valencia', status: 'pending' })
        .select('id')
        .single();
      const viaRpc = await admin.client.rpc('approve_suggestion', { p_suggestion_id: second.data!.id });
      expect(viaRpc.error).toBeNull();
      const copied = await backend.client().from('leisure_spots').select('name, creator_id').eq('id', viaRpc.data).single();
      expect(copied.data).toEqual({ name: 'Parque', creator_id: student.user.id });

      const third = await student.client
        .from('leisure_spot_suggestions')
        .insert({ suggester_id: student.user.id, name: 'Otro', description: 'x', category: 'cines', city: 'Valencia', status: 'pending' })
        .select('id')
        .single();
      const reject = await admin.client.from('leisure_spot_suggestions').update({ status: 'rejected' }).eq('id', third.data!.id);
      expect(reject.error).toBeNull();
      const statuses = await student.client.from('leisure_spot_suggestions').select('name, status').in('id', [second.data!.id, third.data!.id]).order('name');
      expect(statuses.data).toEqual([
        { name: 'Otro', status: 'rejected' },
        { name: 'Parque', status: 'approved' },
      ]);
      // Students cannot approve.
      const studentApprove = await student.client.rpc('approve_suggestion', { p_suggestion_id: third.data!.id });
      expect(studentApprove.error).not.toBeNull();
    });
  });
});
