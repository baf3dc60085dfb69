// Issue 9 #2, the planted conversation: Eve, a student, tries to put Ana and Rosa in a
// conversation of hers (directly or through an RPC) so that Ana's later "contact Rosa" lands in
// it and Eve reads along. Every route is refused, and conversations already planted before the
// fix lose their planter. PGlite and PostgreSQL 15.
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, defaultPaths } from '@univida/supabase-local/src/db/migrate.ts';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, CARLOS, ROSA, accommodation, event, student } from './support/seed-ids.ts';
import { as, errorCode, pgliteSession, rows, user } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const EVE = student(33);
const RLS_REFUSED = '42501';

/** Inside a request: fn runs with the database owner's rights (to stage what old policies let through). */
async function asOwner<T>(q: SqlExec, fn: () => Promise<T>): Promise<T> {
  await q.exec('reset role');
  try {
    return await fn();
  } finally {
    await q.exec('set local role authenticated');
  }
}
const plant = async (q: SqlExec, members: string[], listing: string | null = null) =>
  asOwner(q, async () => {
    const [{ id }] = (await rows(q, 'insert into conversations (accommodation_id, created_by) values ($1, $2) returning id', [listing, EVE])) as [{ id: string }];
    for (const member of members) await q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [id, member]);
    return id;
  });
const startWith = async (q: SqlExec, other: string, listing: string | null = null) =>
  ((await rows(q, 'select start_conversation($1, $2) as id', [other, listing])) as [{ id: string }])[0].id;

describeOnEngines('planted conversations', (db) => {
  const s = db.session;
  let rosaListing: string;

  beforeAll(async () => {
    [{ id: rosaListing }] = (await rows(s, 'select id from accommodations where owner_id = $1 order by id limit 1', [ROSA])) as [{ id: string }];
  });

  it('eve inserts a conversation and adds ana and rosa → refused (42501), with or without a listing', async () => {
    for (const listing of [null, rosaListing]) {
      await as(s, user(EVE), async (q) => {
        expect(await errorCode(q, () => q.query('insert into conversations (accommodation_id) values ($1)', [listing]))).toBe(RLS_REFUSED);
        const own = await plant(q, [], listing);
        expect(await errorCode(q, () => q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2), ($1, $3)', [own, ANA, ROSA]))).toBe(RLS_REFUSED);
      });
    }
  });

  it('eve adds ana to a conversation eve started with rosa → refused (42501)', async () => {
    await as(s, user(EVE), async (q) => {
      const mine = await startWith(q, ROSA);
      expect(await errorCode(q, () => q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [mine, ANA]))).toBe(RLS_REFUSED);
      expect(await rows(q, 'select user_id from conversation_participants where conversation_id = $1 order by user_id', [mine]))
        .toEqual([EVE, ROSA].sort().map((user_id) => ({ user_id })));
    });
  });

  it('eve reads or writes a conversation she created between ana and rosa (REST or Realtime read path) → nothing, refused', async () => {
    for (const listing of [null, rosaListing]) {
      await as(s, user(ANA), async (q) => {
        const planted = await plant(q, [ANA, ROSA], listing);
        const mine = await startWith(q, ROSA, listing);
        await q.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, 'Hola Rosa')", [mine, ANA]);
        await q.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: EVE, role: 'authenticated' })]);
        for (const id of new Set([planted, mine])) {
          expect(await rows(q, 'select 1 from conversations where id = $1', [id])).toEqual([]);
          expect(await rows(q, 'select 1 from messages where conversation_id = $1', [id])).toEqual([]);
          expect(await rows(q, 'select public.can_access_conversation($1) as ok', [id])).toEqual([{ ok: false }]);
          expect(await errorCode(q, () => q.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, 'hola')", [id, EVE]))).toBe(RLS_REFUSED);
        }
      });
    }
  });

  it('eve asks for ana’s chat list or for the conversation between ana and carlos → refused or nothing', async () => {
    await as(s, user(EVE), async (q) => {
      expect(await errorCode(q, () => q.query('select * from get_user_conversations_with_details($1)', [ANA]))).toBe(RLS_REFUSED);
      expect(await rows(q, 'select find_conversation_between_users($1, $2, $3) as id', [ANA, CARLOS, accommodation(1)])).toEqual([{ id: null }]);
      expect(await rows(q, 'select * from get_user_conversations_with_details($1)', [EVE])).toEqual([]);
    });
  });

  it('eve starts a conversation with rosa about carlos’s listing → refused (22023); with herself → refused in Spanish', async () => {
    await as(s, user(EVE), async (q) => {
      expect(await errorCode(q, () => q.query('select start_conversation($1, $2)', [ROSA, accommodation(1)]))).toBe('22023');
      await expect(q.query('select start_conversation($1)', [EVE])).rejects.toMatchObject({ code: '22023', message: 'No puedes enviarte un mensaje a ti mismo' });
    });
  });

  it('start_conversation gives ana and rosa one conversation per listing, with exactly the two of them', async () => {
    await as(s, user(ANA), async (q) => {
      const plain = await startWith(q, ROSA);
      const about = await startWith(q, ROSA, rosaListing);
      expect(about).not.toBe(plain);
      expect(await startWith(q, ROSA, rosaListing)).toBe(about);
      for (const id of [plain, about]) {
        expect(await rows(q, 'select user_id from conversation_participants where conversation_id = $1 order by user_id', [id]))
          .toEqual([ANA, ROSA].sort().map((user_id) => ({ user_id })));
      }
    });
  });

  it('eve adds ana to eve’s event chat without ana joining, or deletes the chat → refused', async () => {
    await as(s, user(EVE), async (q) => {
      const [{ id: eventId, conversation_id: chat }] = (await rows(
        q,
        `insert into events (creator_id, title, category, event_date, duration_hours, location_name, city, capacity, registration_deadline)
         values ($1, 'Cena', 'Comida', now() + interval '2 days', 2, 'Casa', 'Valencia', 4, now() + interval '1 day')
         returning id, conversation_id`,
        [EVE],
      )) as [{ id: string; conversation_id: string }];
      expect(await errorCode(q, () => q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [chat, ANA]))).toBe(RLS_REFUSED);
      expect((await q.query('delete from conversations where id = $1', [chat])).affectedRows).toBe(0);
      expect(await rows(q, 'select conversation_id from events where id = $1', [eventId])).toEqual([{ conversation_id: chat }]);
    });
  });

  it('a third participant in a direct conversation, or any in an event chat, even from the database owner → refused (23514)', async () => {
    const [{ conversation_id: chat }] = (await rows(s, 'select conversation_id from events where id = $1', [event(16)])) as [{ conversation_id: string }];
    await as(s, user(ANA), async (q) => {
      const pair = await startWith(q, ROSA);
      await asOwner(q, async () => {
        const add = (id: string) => () => q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [id, EVE]);
        expect(await errorCode(q, add(pair))).toBe('23514');
        expect(await errorCode(q, add(chat))).toBe('23514');
      });
    });
  });

  it('a participant row left on an event chat lets nobody in: only the event’s people read it', async () => {
    const [{ conversation_id: chat }] = (await rows(s, 'select conversation_id from events where id = $1', [event(16)])) as [{ conversation_id: string }];
    await as(s, user(EVE), async (q) => {
      await asOwner(q, async () => {
        // As a row from before the fix would be: written with triggers off.
        await q.exec('set local session_replication_role = replica');
        await q.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [chat, EVE]);
        await q.exec('set local session_replication_role = origin');
      });
      expect(await rows(q, 'select 1 from conversations where id = $1', [chat])).toEqual([]);
    });
  });
});

describe('conversations planted before the fix (pglite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'univida-planted-'));
  const db = pgliteSession();
  const versions = readdirSync(defaultPaths.migrationsDir).sort();
  const fix = versions.findIndex((file) => file.includes('direct_conversations'));
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('after migrating, the planter of a pair’s conversation is locked out and one with the planter inside is gone', async () => {
    for (const file of versions.slice(0, fix)) symlinkSync(join(defaultPaths.migrationsDir, file), join(dir, file));
    // seed.sql follows the newest schema, so the old one gets just the three people involved.
    const seedPath = join(dir, 'people.sql');
    writeFileSync(
      seedPath,
      `insert into auth.users (id, email) values ('${ANA}', 'ana@x.es'), ('${ROSA}', 'rosa@x.es'), ('${EVE}', 'eve@x.es');`,
    );
    await applyMigrations(db, { migrationsDir: dir, seedPath });
    const plant = async (members: string[]) => {
      const [{ id }] = (await rows(db, 'insert into conversations (created_by) values ($1) returning id', [EVE])) as [{ id: string }];
      for (const member of members) await db.query('insert into conversation_participants (conversation_id, user_id) values ($1, $2)', [id, member]);
      await db.query("insert into messages (conversation_id, sender_id, content) values ($1, $2, 'hola')", [id, ANA]);
      return id;
    };
    const pair = await plant([ANA, ROSA]);
    const crowd = await plant([EVE, ANA, ROSA]);

    for (const file of versions.slice(fix)) symlinkSync(join(defaultPaths.migrationsDir, file), join(dir, file));
    await applyMigrations(db, { migrationsDir: dir });
    expect(await rows(db, 'select id from conversations where id = any($1)', [[pair, crowd]])).toEqual([{ id: pair }]);
    await as(db, user(EVE), async (q) => expect(await rows(q, 'select 1 from messages where conversation_id = $1', [pair])).toEqual([]));
    await as(db, user(ANA), async (q) => expect(await rows(q, 'select content from messages where conversation_id = $1', [pair])).toEqual([{ content: 'hola' }]));
  });
});
