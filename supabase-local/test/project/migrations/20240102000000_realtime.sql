-- Realtime postgres_changes on the chat project: notes (RLS, default replica identity: deletes
-- show the primary key), messages (no RLS, REPLICA IDENTITY FULL: deletes show the old row),
-- channels (no RLS, default identity); anon may not read notes at all.
alter publication supabase_realtime add table public.notes, public.messages, public.channels;
alter table public.messages replica identity full;
revoke select on public.notes from anon;
