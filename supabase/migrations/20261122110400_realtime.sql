-- UniVida realtime: chat messages are streamed to subscribed participants (RLS still applies),
-- and event joins so participant counts stay live.

alter publication supabase_realtime add table public.messages;
alter publication supabase_realtime add table public.event_participants;
