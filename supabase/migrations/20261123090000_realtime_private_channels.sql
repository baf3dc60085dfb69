-- UniVida realtime: a conversation's broadcast and presence (typing, online) travel on the private
-- channel `conversation:<uuid>`, open only to those who may read the conversation. Supabase
-- Realtime authorises a private channel's join by RLS on realtime.messages with
-- realtime.topic() = the channel's topic: SELECT lets a user receive the channel's broadcast or
-- presence, INSERT lets them send it. Any other topic has no policy, so no private channel; and
-- with "Allow public access" off, public channels carry no broadcast or presence at all.
-- Hosted projects already have realtime.messages with RLS on (supabase-local's platform.sql
-- creates it likewise), so this only adds policies.

-- True when `topic` is `conversation:<uuid>` and the signed-in user may access that
-- conversation. The uuid is checked before the cast, so a malformed topic is refused, not an error.
create or replace function public.can_access_conversation_topic(topic text)
returns boolean
language sql stable set search_path = ''
as $$
  select case
    when topic ~ '^conversation:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      then public.can_access_conversation(substr(topic, length('conversation:') + 1)::uuid)
    else false
  end
$$;
comment on function public.can_access_conversation_topic(text) is 'Realtime: true when the topic is conversation:<uuid> of a conversation the signed-in user may access.';
revoke execute on function public.can_access_conversation_topic(text) from public, anon;
grant execute on function public.can_access_conversation_topic(text) to authenticated, service_role;

create policy "Participants receive a conversation's broadcast and presence" on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and public.can_access_conversation_topic((select realtime.topic()))
  );

create policy "Participants send a conversation's broadcast and presence" on realtime.messages
  for insert to authenticated
  with check (
    extension in ('broadcast', 'presence')
    and public.can_access_conversation_topic((select realtime.topic()))
  );
