import type { ChatMessage } from '../types';

/** Oldest first; messages stamped in the same instant keep a stable order by id. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The messages of `current` and `incoming` (a live insert, a catch-up page, a send's answer) with
 * each id once, oldest first. Returns `current` itself when nothing new arrived, so React can skip
 * the render.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const fresh = new Map<string, ChatMessage>();
  for (const message of incoming) {
    if (!known.has(message.id)) fresh.set(message.id, message);
  }
  if (fresh.size === 0) return current;
  return [...current, ...fresh.values()].sort(compareMessages);
}

/** Where a catch-up starts reading: a window before the newest message held, or from the start. */
export function catchUpSince(messages: ChatMessage[], windowMs: number): string | null {
  const newest = messages.at(-1);
  return newest ? new Date(Date.parse(newest.created_at) - windowMs).toISOString() : null;
}
