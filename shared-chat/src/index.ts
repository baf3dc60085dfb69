// The chat of UniVida, written once (DESIGN §3b): /chats (mf-housing) and event group chats
// (mf-social) render ConversationChat. Stateless as a package — its state lives in the page's one
// Supabase client and query cache (shared-auth, shared-query) — so each app bundles it, like
// shared-ui, without a federation share.
export { ConversationChat, type ConversationChatProps } from './components/conversation-chat';
export { useConversationChat, chatSenderQueryKey } from './hooks/use-conversation-chat';
export { supabaseChatBackend, conversationTopic } from './api/supabase-chat-backend';
export type { ChatBackend, InsertOutcome, SubscriptionHandlers } from './api/chat-backend';
export { formatChatDay, formatChatListTime, formatChatTime } from './lib/format-chat-time';
export { mergeMessages } from './lib/merge-messages';
export { SEND_ERROR_TITLE } from './constants';
export type { ChatMessage, ChatSender, PendingMessage } from './types';
