import type { Tables } from '@univida/shared-auth';

/** A stored message, as the messages table holds it. */
export type ChatMessage = Pick<
  Tables<'messages'>,
  'id' | 'conversation_id' | 'sender_id' | 'content' | 'created_at'
>;

/** What the chat shows of a sender: looked up once per person. */
export type ChatSender = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'profile_picture_url'>;

/** A message the user sent that the database has not confirmed yet. */
export interface PendingMessage extends ChatMessage {
  /** 'sending': the first try; 'retrying': the backend was unreachable, it is tried again. */
  state: 'sending' | 'retrying';
}

/** The connection states the chat reports to its user. */
export type ChatConnection = 'connecting' | 'live' | 'reconnecting';
