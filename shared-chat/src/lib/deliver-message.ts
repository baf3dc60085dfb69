import type { ChatBackend } from '../api/chat-backend';
import { GIVE_UP_AFTER_MS, RETRY_DELAYS_MS } from '../constants';
import type { ChatMessage } from '../types';

export interface DeliverOptions {
  /** Called each time the backend could not be reached and the message waits for another try. */
  onRetrying(): void;
  /** Resolves after `ms`, or sooner when the connection is back (a reconnect, the browser online). */
  wait(ms: number): Promise<void>;
  delays?: readonly number[];
  giveUpAfterMs?: number;
}

/**
 * Stores one message, trying again while the backend is unreachable (the id is the client's, so a
 * repeated try cannot store it twice). Resolves with the stored row; rejects with the database's
 * refusal, or after `giveUpAfterMs` without a connection, so the text can go back to its author.
 */
export async function deliverMessage(
  backend: ChatBackend,
  message: Omit<ChatMessage, 'created_at'>,
  { onRetrying, wait, delays = RETRY_DELAYS_MS, giveUpAfterMs = GIVE_UP_AFTER_MS }: DeliverOptions,
): Promise<ChatMessage> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await backend.insertMessage(message);
    if (outcome.kind === 'stored') return outcome.message;
    if (outcome.kind === 'refused') throw outcome.error;
    if (Date.now() - started >= giveUpAfterMs) {
      throw new Error('No hay conexión con el servidor.');
    }
    onRetrying();
    await wait(delays[Math.min(attempt, delays.length - 1)] ?? 1_000);
  }
}
