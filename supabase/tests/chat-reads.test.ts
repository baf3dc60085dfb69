// Unread counts (issue 12): last_read_at per participant, written only through
// mark_conversation_read and only on one's own row; the chat list's unread_count and listing; the
// header's total. Attacks: another user's row, a conversation one is not in, a visitor, someone
// else's list. PGlite and PostgreSQL 15.
import { expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, ANA_CARLOS, ANA_LUCIA, LUCIA, LUCIA_ROSA, ROSA } from './support/seed-ids.ts';
import { anon, as, becomeRequest, errorCode, rows, user, type Who } from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

/** A message at a given time, written as the database owner (as a seed or an earlier session would). */
async function messageAt(q: SqlExec, who: Who, conversation: string, sender: string, at: string) {
  await q.exec('reset role');
  await q.query("select set_config('request.jwt.claims', '', true)");
  await q.query("insert into public.messages (conversation_id, sender_id, content, created_at) values ($1, $2, 'hola', $3)", [conversation, sender, at]);
  await becomeRequest(q, who);
}

const unreadIn = async (q: SqlExec, me: string, conversation: string) =>
  Number(
    (await rows<{ unread_count: string; conversation_id: string }>(q, 'select * from public.get_user_conversations_with_details($1)', [me]))
      .find((row) => row.conversation_id === conversation)?.unread_count,
  );
const total = async (q: SqlExec) => Number((await rows<{ n: string }>(q, 'select public.count_unread_messages() as n'))[0]!.n);
const lastReadAt = async (q: SqlExec, conversation: string, who: string) => {
  await q.exec('reset role');
  const [row] = await rows<{ last_read_at: Date | null }>(q, 'select last_read_at from public.conversation_participants where conversation_id = $1 and user_id = $2', [conversation, who]);
  await q.exec('set local role authenticated');
  return row?.last_read_at ?? null;
};

describeOnEngines('chat reads', (db) => {
  const s = db.session;

  it('counts messages from the other person since one last read, and opening clears them', async () => {
    await as(s, user(ANA), async (q) => {
      await q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]);
      expect(await unreadIn(q, ANA, ANA_LUCIA)).toBe(0);
      const before = await total(q);
      await messageAt(q, user(ANA), ANA_LUCIA, LUCIA, '2030-01-01T10:00:00Z');
      await messageAt(q, user(ANA), ANA_LUCIA, LUCIA, '2030-01-01T10:01:00Z');
      await messageAt(q, user(ANA), ANA_LUCIA, ANA, '2030-01-01T10:02:00Z'); // one's own: never unread
      expect(await unreadIn(q, ANA, ANA_LUCIA)).toBe(2);
      expect(await total(q)).toBe(before + 2);
      await q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]);
      expect(await unreadIn(q, ANA, ANA_LUCIA)).toBe(0);
      expect(await total(q)).toBe(before);
      expect((await lastReadAt(q, ANA_LUCIA, ANA))?.toISOString()).toBe('2030-01-01T10:02:00.000Z');
    });
  });

  it("ana marking her conversation read leaves lucía's unread count alone", async () => {
    await as(s, user(LUCIA), async (q) => {
      await q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]);
      await messageAt(q, user(ANA), ANA_LUCIA, ANA, '2030-02-01T10:00:00Z');
      await q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]);
      await becomeRequest(q, user(LUCIA));
      expect(await unreadIn(q, LUCIA, ANA_LUCIA)).toBe(1);
    });
  });

  it('lists the listing a conversation is about and newest activity first', async () => {
    await as(s, user(ANA), async (q) => {
      const list = await rows<{ conversation_id: string; accommodation_name: string | null; last_message_at: Date | null }>(
        q, 'select * from public.get_user_conversations_with_details($1)', [ANA]);
      expect(list.find((row) => row.conversation_id === ANA_CARLOS)?.accommodation_name).toEqual(expect.any(String));
      expect(list.find((row) => row.conversation_id === ANA_LUCIA)?.accommodation_name).toBeNull();
      await messageAt(q, user(ANA), ANA_CARLOS, ANA, '2031-01-01T00:00:00Z');
      const [first] = await rows<{ conversation_id: string }>(q, 'select * from public.get_user_conversations_with_details($1)', [ANA]);
      expect(first?.conversation_id).toBe(ANA_CARLOS);
    });
  });

  it("ana marks lucía and rosa's conversation read → nothing changes for them", async () => {
    await as(s, user(ANA), async (q) => {
      await messageAt(q, user(ANA), LUCIA_ROSA, ROSA, '2030-03-01T10:00:00Z');
      const before = [await lastReadAt(q, LUCIA_ROSA, LUCIA), await lastReadAt(q, LUCIA_ROSA, ROSA)];
      await q.query('select public.mark_conversation_read($1)', [LUCIA_ROSA]);
      expect([await lastReadAt(q, LUCIA_ROSA, LUCIA), await lastReadAt(q, LUCIA_ROSA, ROSA)]).toEqual(before);
    });
  });

  it("ana writes lucía's last_read_at (or her own) directly → refused, unchanged", async () => {
    await as(s, user(ANA), async (q) => {
      for (const who of [LUCIA, ANA]) {
        const before = await lastReadAt(q, ANA_LUCIA, who);
        const code = await errorCode(q, () =>
          q.query("update public.conversation_participants set last_read_at = '2099-01-01' where conversation_id = $1 and user_id = $2", [ANA_LUCIA, who]));
        expect(code === '42501' || code === null).toBe(true);
        expect(await lastReadAt(q, ANA_LUCIA, who)).toEqual(before);
      }
    });
  });

  it("a visitor calls mark_conversation_read → refused (42501); ana asks for lucía's list → refused", async () => {
    await as(s, anon, async (q) => {
      expect(await errorCode(q, () => q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]))).toBe('42501');
      expect(await total(q)).toBe(0);
    });
    await as(s, user(ANA), async (q) => {
      expect(await errorCode(q, () => q.query('select * from public.get_user_conversations_with_details($1)', [LUCIA]))).toBe('42501');
    });
  });

  it('never moves last_read_at back', async () => {
    await as(s, user(ANA), async (q) => {
      await messageAt(q, user(ANA), ANA_LUCIA, LUCIA, '2032-01-01T00:00:00Z');
      await q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]);
      await q.exec('reset role');
      await q.query("delete from public.messages where conversation_id = $1 and created_at = '2032-01-01T00:00:00Z'", [ANA_LUCIA]);
      await q.exec('set local role authenticated');
      await q.query('select public.mark_conversation_read($1)', [ANA_LUCIA]);
      expect((await lastReadAt(q, ANA_LUCIA, ANA))?.toISOString()).toBe('2032-01-01T00:00:00.000Z');
    });
  });
});
