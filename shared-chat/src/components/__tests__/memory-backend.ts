// A backend in memory for the chat's component tests, which can be cut off and brought back like a
// server restart: while down, inserts are unreachable, the subscription hears nothing and reports
// 'lost'; on the way back it reports 'joined' and the chat must catch up by itself.
import { vi } from 'vitest';
import type { ChatBackend, InsertOutcome, SubscriptionHandlers } from '../../api/chat-backend';
import type { ChatMessage, ChatSender } from '../../types';

export function memoryBackend(senders: ChatSender[], initial: ChatMessage[] = []) {
  const stored = [...initial];
  const listeners = new Map<string, SubscriptionHandlers>();
  let up = true;
  let clock = Date.parse('2026-11-26T09:00:00Z');
  let refusal: Error | null = null;

  const store = (message: Omit<ChatMessage, 'created_at'>) => {
    clock += 1_000;
    const row = { ...message, created_at: new Date(clock).toISOString() };
    stored.push(row);
    if (up) listeners.get(row.conversation_id)?.onInsert(row);
    return row;
  };

  const backend = {
    fetchMessages: vi.fn(async (conversationId: string, since: string | null) => {
      if (!up) throw new Error('Failed to fetch');
      return stored
        .filter(
          (m) =>
            m.conversation_id === conversationId &&
            (!since || Date.parse(m.created_at) >= Date.parse(since)),
        )
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    }),
    fetchSenders: vi.fn(async (ids: string[]) =>
      senders.filter((sender) => ids.includes(sender.id)),
    ),
    insertMessage: vi.fn(
      async (message: Omit<ChatMessage, 'created_at'>): Promise<InsertOutcome> => {
        if (!up) return { kind: 'unreachable' };
        if (refusal) return { kind: 'refused', error: refusal };
        return { kind: 'stored', message: store(message) };
      },
    ),
    subscribe: vi.fn((conversationId: string, handlers: SubscriptionHandlers) => {
      listeners.set(conversationId, handlers);
      queueMicrotask(() => up && handlers.onStatus('joined'));
      return () => listeners.delete(conversationId);
    }),
  } satisfies ChatBackend;

  return {
    backend,
    stored,
    /** Another participant writes (delivered live only while up). */
    othersWrite: (message: Omit<ChatMessage, 'created_at'>) => store(message),
    /** Delivers a row again, as a live event racing a catch-up read would. */
    echo: (message: ChatMessage) => listeners.get(message.conversation_id)?.onInsert(message),
    refuseInserts: (error: Error | null) => (refusal = error),
    goDown: () => {
      up = false;
      listeners.forEach((handlers) => handlers.onStatus('lost'));
    },
    comeBack: () => {
      up = true;
      listeners.forEach((handlers) => handlers.onStatus('joined'));
    },
  };
}
