// The RLS attack matrix, run as anon / student / owner / admin the way PostgREST runs requests
// (set local role + request.jwt.claims): every forbidden read or write is refused, and the
// allowed ones work. Runs on PGlite (the dev server's engine) and on PostgreSQL 15.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, ANA_CARLOS, ANA_LUCIA, CARLOS, FULL_EVENT, LUCIA, LUCIA_ROSA, ROSA, accommodation, event, spot, student } from './support/seed-ids.ts';
import { anon, as, errorCode, rows, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const ADMIN = '00000000-0000-4000-8000-00000000ad01';
const RLS_REFUSED = '42501';

const affected = async (db: SqlExec, sql: string, params?: unknown[]) => (await db.query(sql, params)).affectedRows;

describeOnEngines('row level security', (db) => {
  const s = db.session;

  beforeAll(async () => {
    // Accounts are created as the auth server does (database owner); the admin is promoted by
    // the owner afterwards, since nobody can sign up as admin.
    await s.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'admin@test.univida.es', '{"user_type":"admin","full_name":"Admin"}')`,
      [ADMIN],
    );
    await s.query("update profiles set user_type = 'admin' where id = $1", [ADMIN]);
  });

  describe('sign-up', () => {
    it('turns a user_type of admin in the metadata into a student', async () => {
      await s.query(
        `insert into auth.users (email, raw_user_meta_data)
         values ('mallory@test.univida.es', '{"user_type":"admin","full_name":"Mallory"}')`,
      );
      const created = await rows(s, "select p.user_type from profiles p join profile_contacts c using (id) where c.email = 'mallory@test.univida.es'");
      expect(created).toEqual([{ user_type: 'student' }]);
    });

    it('never fails on bad metadata and maps the registration payload', async () => {
      const meta = {
        full_name: 'Nuria Test', phone: '+34 600 111 222', user_type: 'owner', city: 'Valencia',
        gender: 'robot', hobbies: ['Música', 3, { x: 1 }, ''], earlyBird: 'abc', partyAnimal: 8,
        houseParties: 11, smokerTolerant: 'yes', petsAllowed: 'maybe', genderPreference: 'female',
        isLookingForRoommate: true, budget: [650],
      };
      await s.query("insert into auth.users (email, raw_user_meta_data) values ('nuria@test.univida.es', $1)", [JSON.stringify(meta)]);
      const created = await rows(
        s,
        `select p.full_name, p.user_type, p.city, p.gender, p.hobbies, p.early_bird, p.party_animal, p.house_parties,
                p.smoker_tolerant, p.pets_allowed, p.gender_preference, p.is_looking_for_roommate, p.budget::float8 as budget,
                c.email, c.phone
           from profiles p join profile_contacts c using (id) where c.email = 'nuria@test.univida.es'`,
      );
      expect(created).toEqual([{
        full_name: 'Nuria Test', user_type: 'owner', city: 'Valencia', gender: null, hobbies: ['Música', '3'],
        early_bird: 5, party_animal: 8, house_parties: 5, smoker_tolerant: true, pets_allowed: false,
        gender_preference: 'female', is_looking_for_roommate: true, budget: 650,
        email: 'nuria@test.univida.es', phone: '+34 600 111 222',
      }]);
      await s.query(`insert into auth.users (email, raw_user_meta_data) values ('empty@test.univida.es', null)`);
      const empty = await rows(s, "select full_name, user_type from profiles p join profile_contacts c using (id) where c.email = 'empty@test.univida.es'");
      expect(empty).toEqual([{ full_name: 'empty', user_type: 'student' }]);
    });
  });

  describe('visitors', () => {
    it('read the public catalogue', async () => {
      await as(s, anon, async (q) => {
        for (const table of ['universities', 'cut_off_scores', 'accommodations', 'leisure_spots', 'leisure_spot_ratings', 'events', 'event_participants', 'news', 'profiles']) {
          expect((await rows(q, `select 1 from ${table} limit 1`)).length, table).toBe(1);
        }
      });
    });

    it('see no contacts, chats, favourites, suggestions or reports', async () => {
      await as(s, anon, async (q) => {
        for (const table of ['profile_contacts', 'conversations', 'conversation_participants', 'messages', 'favorites', 'leisure_spot_suggestions', 'reports']) {
          expect(await rows(q, `select 1 from ${table}`), table).toEqual([]);
        }
      });
    });

    it('cannot write', async () => {
      await as(s, anon, async (q) =>
        expect(await errorCode(q, () => q.query("insert into news (title, category) values ('x', 'Anuncio')"))).toBe(RLS_REFUSED));
      await as(s, anon, async (q) =>
        expect(await errorCode(q, () => q.query("insert into favorites (user_id, item_id) values ($1, $2)", [ANA, accommodation(1)]))).toBe(RLS_REFUSED));
      await as(s, anon, async (q) =>
        expect(await errorCode(q, () => q.query("insert into storage.objects (bucket_id, name) values ('leisure_suggestions_images', 'x-1.png')"))).toBe(RLS_REFUSED));
      await as(s, anon, async (q) => expect(await affected(q, "update accommodations set price_per_room = 1")).toBe(0));
    });
  });

  describe('a student', () => {
    const ana = user(ANA);

    it('edits their own profile but cannot raise their user_type or touch others', async () => {
      await as(s, ana, async (q) => expect(await affected(q, "update profiles set bio = 'Hola' where id = $1", [ANA])).toBe(1));
      await as(s, ana, async (q) =>
        expect(await errorCode(q, () => q.query("update profiles set user_type = 'admin' where id = $1", [ANA]))).toBe(RLS_REFUSED));
      await as(s, ana, async (q) =>
        expect(await errorCode(q, () => q.query("update profiles set user_type = 'owner' where id = $1", [ANA]))).toBe(RLS_REFUSED));
      await as(s, ana, async (q) => expect(await affected(q, "update profiles set bio = 'hacked' where id = $1", [LUCIA])).toBe(0));
      await as(s, ana, async (q) => expect(await affected(q, 'delete from profiles where id = $1', [LUCIA])).toBe(0));
    });

    it('reads only their own email and phone', async () => {
      await as(s, ana, async (q) => {
        expect(await rows(q, 'select email from profile_contacts')).toEqual([{ email: 'ana.garcia@demo.univida.es' }]);
        expect(await rows(q, 'select email, phone from profile_contacts where id = $1', [LUCIA])).toEqual([]);
        expect(await affected(q, "update profile_contacts set phone = '1' where id = $1", [LUCIA])).toBe(0);
        expect(await errorCode(q, () => q.query('select email from auth.users'))).toBe(RLS_REFUSED);
      });
    });

    it('reads only the conversations and messages they take part in', async () => {
      await as(s, ana, async (q) => {
        const direct = await rows(q, 'select id from conversations where id = any($1) order by id', [[ANA_CARLOS, ANA_LUCIA, LUCIA_ROSA]]);
        expect(direct).toEqual([{ id: ANA_CARLOS }, { id: ANA_LUCIA }]);
        expect(await rows(q, 'select 1 from messages where conversation_id = $1', [LUCIA_ROSA])).toEqual([]);
        expect(await rows(q, 'select 1 from conversation_participants where conversation_id = $1', [LUCIA_ROSA])).toEqual([]);
        expect((await rows(q, 'select 1 from messages where conversation_id = $1', [ANA_CARLOS])).length).toBe(5);
      });
    });

    it('sends messages only as themselves and only where they take part', async () => {
      await as(s, ana, async (q) =>
        expect(await affected(q, "insert into messages (conversation_id, sender_id, content) values ($1, $2, 'hola')", [ANA_LUCIA, ANA])).toBe(1));
      await as(s, ana, async (q) =>
        expect(await errorCode(q, () => q.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, 'soy Lucía')", [ANA_LUCIA, LUCIA]))).toBe(RLS_REFUSED));
      await as(s, ana, async (q) =>
        expect(await errorCode(q, () => q.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, 'hola')", [LUCIA_ROSA, ANA]))).toBe(RLS_REFUSED));
    });

    it('uses an event chat only after joining the event', async () => {
      const [{ conversation_id: chat }] = (await rows(s, 'select conversation_id from events where id = $1', [event(16)])) as [{ conversation_id: string }];
      const send = (q: SqlExec) => q.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, '¡Me apunto!')", [chat, ANA]);
      await as(s, ana, async (q) => {
        expect(await rows(q, 'select 1 from conversations where id = $1', [chat])).toEqual([]);
        expect(await errorCode(q, () => send(q))).toBe(RLS_REFUSED);
        await q.query('insert into event_participants (event_id, user_id) values ($1, $2)', [event(16), ANA]);
        expect(await errorCode(q, () => send(q))).toBeNull();
        expect((await rows(q, 'select 1 from messages where conversation_id = $1', [chat])).length).toBe(1);
      });
    });

    it('joins events only as themselves, and never beyond capacity', async () => {
      await as(s, ana, async (q) =>
        expect(await errorCode(q, () => q.query('insert into event_participants (event_id, user_id) values ($1, $2)', [event(3), LUCIA]))).toBe(RLS_REFUSED));
      await as(s, user(student(20)), async (q) =>
        expect(await errorCode(q, () => q.query('insert into event_participants (event_id, user_id) values ($1, $2)', [FULL_EVENT, student(20)]))).toBe('23514'));
    });

    it('creates an event together with its chat', async () => {
      await as(s, ana, async (q) => {
        const [created] = (await rows(
          q,
          `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
           values ($1, 'Cena', 'Comida', now() + interval '2 days', 2, 'Casa', 'Valencia', 4, now() + interval '1 day')
           returning conversation_id`,
          [ANA],
        )) as [{ conversation_id: string | null }];
        expect(created.conversation_id).not.toBeNull();
        expect(await rows(q, 'select id from conversations where id = $1', [created.conversation_id])).toEqual([{ id: created.conversation_id }]);
        expect(await errorCode(q, () => q.query(
          `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
           values ($1, 'Cena', 'Comida', now(), 2, 'Casa', 'Valencia', 1, now())`, [ANA]))).toBe('23514');
        expect(await errorCode(q, () => q.query(
          `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
           values ($1, 'Cena', 'Comida', now(), 2, 'Casa', 'Valencia', 4, now())`, [LUCIA]))).toBe(RLS_REFUSED);
      });
    });

    it('keeps favourites private and writes only their own', async () => {
      await as(s, ana, async (q) => {
        expect(await rows(q, 'select 1 from favorites where user_id = $1', [LUCIA])).toEqual([]);
        expect(await affected(q, 'insert into favorites (user_id, item_id) values ($1, $2)', [ANA, accommodation(10)])).toBe(1);
        expect(await errorCode(q, () => q.query('insert into favorites (user_id, item_id) values ($1, $2)', [LUCIA, accommodation(10)]))).toBe(RLS_REFUSED);
      });
    });

    it('rates as themselves and the spot average follows', async () => {
      await as(s, ana, async (q) => {
        await q.query(
          `insert into leisure_spot_ratings (spot_id, user_id, rating) values ($1, $2, 1)
           on conflict (spot_id, user_id) do update set rating = excluded.rating`,
          [spot(1), ANA],
        );
        const [check] = (await rows(
          q,
          `select s.avg_rating = (select round(avg(rating), 2) from leisure_spot_ratings where spot_id = s.id) as exact,
                  s.rating_count = (select count(*) from leisure_spot_ratings where spot_id = s.id) as counted
             from leisure_spots s where s.id = $1`,
          [spot(1)],
        )) as [{ exact: boolean; counted: boolean }];
        expect(check).toEqual({ exact: true, counted: true });
        expect(await errorCode(q, () => q.query('insert into leisure_spot_ratings (spot_id, user_id, rating) values ($1, $2, 5)', [spot(2), LUCIA]))).toBe(RLS_REFUSED);
        expect(await errorCode(q, () => q.query('insert into leisure_spot_ratings (spot_id, user_id, rating) values ($1, $2, 6)', [spot(3), ANA]))).toBe('23514');
        expect(await affected(q, 'update leisure_spots set avg_rating = 5 where id = $1', [spot(1)])).toBe(0);
      });
    });

    it('suggests places as pending and cannot decide them', async () => {
      await as(s, ana, async (q) => {
        const insert = (status: string, suggester = ANA) =>
          q.query(
            `insert into leisure_spot_suggestions (suggester_id, name, category, city, status) values ($1, 'Sitio', 'Bar', 'Valencia', $2)`,
            [suggester, status],
          );
        expect(await errorCode(q, () => insert('approved'))).toBe(RLS_REFUSED);
        expect(await errorCode(q, () => insert('pending', LUCIA))).toBe(RLS_REFUSED);
        await insert('pending');
        expect(await rows(q, "select category from leisure_spot_suggestions where name = 'Sitio'")).toEqual([{ category: 'bares_pubs' }]);
        expect(await rows(q, 'select 1 from leisure_spot_suggestions where suggester_id <> $1', [ANA])).toEqual([]);
        expect(await affected(q, "update leisure_spot_suggestions set status = 'approved'")).toBe(0);
        const [{ id }] = (await rows(q, "select id from leisure_spot_suggestions where name = 'Sitio'")) as [{ id: string }];
        expect(await errorCode(q, () => q.query('select approve_suggestion($1)', [id]))).toBe(RLS_REFUSED);
      });
    });

    it('cannot write news, spots or other people’s listings', async () => {
      await as(s, ana, async (q) => {
        expect(await errorCode(q, () => q.query("insert into news (title, category) values ('x', 'Anuncio')"))).toBe(RLS_REFUSED);
        expect(await affected(q, "update news set title = 'x'")).toBe(0);
        expect(await affected(q, 'delete from news')).toBe(0);
        expect(await errorCode(q, () => q.query("insert into leisure_spots (name, category, city) values ('x', 'cines', 'Valencia')"))).toBe(RLS_REFUSED);
        expect(await affected(q, 'delete from accommodations where owner_id = $1', [CARLOS])).toBe(0);
        expect(await errorCode(q, () => q.query(
          "insert into accommodations (name, city, price_per_room, total_rooms, available_rooms, owner_id) values ('x', 'Valencia', 300, 2, 1, $1)", [ANA]))).toBe(RLS_REFUSED);
      });
    });

    it('reports as themselves and sees only their own reports', async () => {
      await as(s, ana, async (q) => {
        await q.query("insert into reports (reporter_id, item_id, reason) values ($1, $2, 'Spam')", [ANA, event(2)]);
        expect(await errorCode(q, () => q.query("insert into reports (reporter_id, item_id, reason) values ($1, $2, 'Spam')", [LUCIA, event(2)]))).toBe(RLS_REFUSED);
        expect(await rows(q, 'select reason from reports')).toEqual([{ reason: 'Spam' }]);
      });
    });

    it('cannot report an event they organise; another student reports it', async () => {
      const own = event(1); // created by Ana in the seed
      expect(await rows(s, 'select creator_id from events where id = $1', [own])).toEqual([{ creator_id: ANA }]);
      await as(s, ana, async (q) => {
        expect(await errorCode(q, () => q.query("insert into reports (reporter_id, item_id, reason) values ($1, $2, 'Mío')", [ANA, own]))).toBe(RLS_REFUSED);
        expect(await rows(q, 'select 1 from reports where item_id = $1', [own])).toEqual([]);
      });
      await as(s, user(LUCIA), async (q) => {
        expect(await errorCode(q, () => q.query("insert into reports (reporter_id, item_id, reason) values ($1, $2, 'Spam')", [LUCIA, own]))).toBeNull();
        expect(await rows(q, 'select reporter_id from reports where item_id = $1', [own])).toEqual([{ reporter_id: LUCIA }]);
      });
    });

    it('starts conversations atomically and lists them with details', async () => {
      await as(s, ana, async (q) => {
        const [{ id: first }] = (await rows(q, 'select start_conversation($1) as id', [ROSA])) as [{ id: string }];
        const [{ id: again }] = (await rows(q, 'select start_conversation($1) as id', [ROSA])) as [{ id: string }];
        expect(again).toBe(first);
        expect(await rows(q, 'select find_conversation_between_users($1, $2) as id', [ANA, ROSA])).toEqual([{ id: first }]);
        expect(await rows(q, 'select find_conversation_between_users($1, $2, $3) as id', [ANA, CARLOS, accommodation(1)])).toEqual([{ id: ANA_CARLOS }]);
        expect(await rows(q, 'select find_conversation_between_users($1, $2) as id', [LUCIA, ROSA])).toEqual([{ id: null }]);
        expect(await errorCode(q, () => q.query('select start_conversation($1)', [ANA]))).toBe('22023');
        const list = await rows(q, 'select * from get_user_conversations_with_details($1)', [ANA]);
        expect(list).toContainEqual(expect.objectContaining({
          conversation_id: ANA_CARLOS, other_user_id: CARLOS, other_user_name: 'Carlos Martínez Pérez',
          last_message_content: 'Perfecto, allí estaré. ¡Gracias!',
        }));
        expect(list.map((c) => c.conversation_id)).not.toContain(LUCIA_ROSA);
      });
    });

    it('cannot create conversations or add participants directly: only start_conversation does', async () => {
      await as(s, ana, async (q) => {
        expect(await errorCode(q, () => q.query('insert into conversations (accommodation_id) values ($1)', [accommodation(20)]))).toBe(RLS_REFUSED);
        expect(await errorCode(q, () => q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [LUCIA_ROSA, ANA]))).toBe(RLS_REFUSED);
        expect(await errorCode(q, () => q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [ANA_LUCIA, ROSA]))).toBe(RLS_REFUSED);
        expect(await affected(q, 'delete from conversations where id = $1', [ANA_LUCIA])).toBe(0);
      });
    });

    it('uploads only under their own id', async () => {
      const upload = (q: SqlExec, bucket: string, name: string) =>
        errorCode(q, () => q.query('insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [bucket, name, ANA]));
      await as(s, ana, async (q) => expect(await upload(q, 'profile-pictures', `profile-pictures/${ANA}-1.png`)).toBeNull());
      await as(s, ana, async (q) => expect(await upload(q, 'profile-pictures', `profile-pictures/${LUCIA}-1.png`)).toBe(RLS_REFUSED));
      await as(s, ana, async (q) => expect(await upload(q, 'profile-pictures', `${ANA}-1.png`)).toBe(RLS_REFUSED));
      await as(s, ana, async (q) => expect(await upload(q, 'leisure_suggestions_images', `${ANA}-1.png`)).toBeNull());
      await as(s, ana, async (q) => expect(await upload(q, 'leisure_suggestions_images', `${LUCIA}-1.png`)).toBe(RLS_REFUSED));
      await as(s, ana, async (q) => expect(await upload(q, 'leisure_suggestions_images', 'news/1.png')).toBe(RLS_REFUSED));
    });
  });

  describe('an owner', () => {
    const carlos = user(CARLOS);

    it('manages only their own accommodations', async () => {
      await as(s, carlos, async (q) => {
        expect(await affected(q,
          "insert into accommodations (name, city, price_per_room, total_rooms, available_rooms, owner_id) values ('Nuevo piso', 'Valencia', 300, 3, 2, $1)", [CARLOS])).toBe(1);
        expect(await errorCode(q, () => q.query(
          "insert into accommodations (name, city, price_per_room, total_rooms, available_rooms, owner_id) values ('x', 'Valencia', 300, 3, 2, $1)", [ROSA]))).toBe(RLS_REFUSED);
        expect(await affected(q, 'update accommodations set price_per_room = 999 where id = $1', [accommodation(1)])).toBe(1);
        expect(await affected(q, 'update accommodations set price_per_room = 1 where owner_id = $1', [ROSA])).toBe(0);
        expect(await affected(q, 'delete from accommodations where owner_id = $1', [ROSA])).toBe(0);
        expect(await affected(q, 'delete from accommodations where id = $1', [accommodation(2)])).toBe(1);
        expect(await errorCode(q, () => q.query('update accommodations set owner_id = $1 where id = $2', [ROSA, accommodation(3)]))).toBe(RLS_REFUSED);
        expect(await errorCode(q, () =>
          q.query("update accommodations set available_rooms = total_rooms + 1 where id = $1", [accommodation(3)]))).toBe('23514');
      });
    });
  });

  describe('an admin', () => {
    const admin = user(ADMIN);

    it('edits and deletes users, and reads their contacts', async () => {
      await as(s, admin, async (q) => {
        expect(await affected(q, "update profiles set full_name = 'Ana G.', user_type = 'owner', city = 'Alicante' where id = $1", [ANA])).toBe(1);
        expect(await affected(q, "update profile_contacts set phone = '+34 600 000 000' where id = $1", [ANA])).toBe(1);
        expect((await rows(q, 'select 1 from profile_contacts')).length).toBeGreaterThanOrEqual(44);
        expect(await affected(q, 'delete from profiles where id = $1', [LUCIA])).toBe(1);
        await q.exec('reset role');
        expect(await rows(q, 'select 1 from auth.users where id = $1', [LUCIA])).toEqual([]);
      });
    });

    it('manages accommodations, spots and news', async () => {
      await as(s, admin, async (q) => {
        expect(await affected(q, "update accommodations set name = 'Revisado' where id = $1", [accommodation(30)])).toBe(1);
        expect(await affected(q, 'delete from accommodations where id = $1', [accommodation(31)])).toBe(1);
        expect(await affected(q, "update leisure_spots set name = 'Revisado', category = 'Cine' where id = $1", [spot(5)])).toBe(1);
        expect(await rows(q, 'select category from leisure_spots where id = $1', [spot(5)])).toEqual([{ category: 'cines' }]);
        expect(await affected(q, 'delete from leisure_spots where id = $1', [spot(6)])).toBe(1);
        expect(await affected(q, "insert into news (title, summary, category, creator_id, author) values ('Nueva', 'Texto', 'Empleo', $1, 'Admin')", [ADMIN])).toBe(1);
        expect(await affected(q, "update news set is_featured = true where title = 'Nueva'")).toBe(1);
        expect(await affected(q, "delete from news where title = 'Nueva'")).toBe(1);
        expect(await errorCode(q, () => q.query("insert into storage.objects (bucket_id, name) values ('leisure_suggestions_images', 'news/1.png')"))).toBeNull();
      });
    });

    it('approves and rejects suggestions', async () => {
      await as(s, admin, async (q) => {
        const pending = (await rows(q, "select id, name, suggester_id from leisure_spot_suggestions where status = 'pending' order by created_at")) as { id: string; name: string; suggester_id: string }[];
        expect(pending.length).toBeGreaterThanOrEqual(2);
        const [{ spot_id }] = (await rows(q, 'select approve_suggestion($1) as spot_id', [pending[0]!.id])) as [{ spot_id: string }];
        expect(await rows(q, 'select name, creator_id, avg_rating::float8 as avg, rating_count from leisure_spots where id = $1', [spot_id]))
          .toEqual([{ name: pending[0]!.name, creator_id: pending[0]!.suggester_id, avg: 0, rating_count: 0 }]);
        expect(await rows(q, 'select status from leisure_spot_suggestions where id = $1', [pending[0]!.id])).toEqual([{ status: 'approved' }]);
        expect(await errorCode(q, () => q.query('select approve_suggestion($1)', [pending[0]!.id]))).toBe('22023');
        expect(await affected(q, "update leisure_spot_suggestions set status = 'rejected' where id = $1", [pending[1]!.id])).toBe(1);
      });
    });
  });
});
