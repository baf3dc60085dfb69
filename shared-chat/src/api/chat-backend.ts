import type { ChatMessage, ChatSender } from '../types';

/** How an insert ended: stored (with the row), the backend unreachable (try again), or refused. */
export type InsertOutcome =
  | { kind: 'stored'; message: ChatMessage }
  | { kind: 'unreachable' }
  | { kind: 'refused'; error: Error };

/** What the live subscription reports: the channel's state changes and each inserted message. */
export interface SubscriptionHandlers {
  onInsert(message: ChatMessage): void;
  /** 'joined' on every successful (re)join, 'lost' when the channel errored, timed out or closed. */
  onStatus(status: 'joined' | 'lost'): void;
}

/**
 * Everything the chat asks of the backend. The chat's logic (pending, retries, catch-up, dedupe)
 * is written against this, so it is tested with a backend that can be cut off at will; the app
 * uses `supabaseChatBackend`.
 */
export interface ChatBackend {
  /** The conversation's messages oldest first, all of them or those created at `since` or later. */
  fetchMessages(conversationId: string, since: string | null): Promise<ChatMessage[]>;
  fetchSenders(ids: string[]): Promise<ChatSender[]>;
  insertMessage(message: Omit<ChatMessage, 'created_at'>): Promise<InsertOutcome>;
  /** Subscribes to the conversation's inserts; returns the unsubscribe. */
  subscribe(conversationId: string, handlers: SubscriptionHandlers): () => void;
}
