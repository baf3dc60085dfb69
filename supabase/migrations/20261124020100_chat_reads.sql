-- Unread counts for /chats and the header (issue 12). Each participant of a direct conversation
-- has a last_read_at, written only through mark_conversation_read (clients cannot update
-- conversation_participants at all), and only their own row. Event chats have no participant
-- rows (20261123080500), so they have no unread count.

alter table public.conversation_participants add column last_read_at timestamptz;
comment on column public.conversation_participants.last_read_at is 'Until when this participant has read the conversation (null: never opened); set by mark_conversation_read.';

-- Marks the caller's messages read up to the newest message of the conversation (not now(): a
-- message stamped earlier but committed later would otherwise count as read unseen). Never moves
-- back. Touches the caller's own participant row and nothing else.
create or replace function public.mark_conversation_read(p_conversation_id uuid)
returns void
language sql security definer
set search_path = ''
as $$
  update public.conversation_participants cp
     set last_read_at = greatest(cp.last_read_at, newest.created_at)
    from (select max(m.created_at) as created_at from public.messages m
           where m.conversation_id = p_conversation_id) newest
   where cp.conversation_id = p_conversation_id
     and cp.user_id = (select auth.uid())
     and newest.created_at is not null
$$;
comment on function public.mark_conversation_read(uuid) is 'Sets the signed-in user''s last_read_at in a conversation of theirs to its newest message (never backwards).';
revoke execute on function public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid) to authenticated;

-- Messages from others after one's last_read_at (the index on (conversation_id, created_at) serves it).
create or replace function public.count_unread_messages()
returns bigint
language sql stable
set search_path = ''
as $$
  select count(*)
    from public.conversation_participants me
    join public.messages m
      on m.conversation_id = me.conversation_id
     and m.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)
     and m.sender_id <> me.user_id
   where me.user_id = (select auth.uid())
$$;
comment on function public.count_unread_messages() is 'How many messages from others the signed-in user has not read, over all their direct conversations (the header''s count).';

-- The chat list gains what /chats shows besides: the listing a conversation is about and the
-- unread count. A different result type, so the function is replaced whole.
drop function public.get_user_conversations_with_details(uuid);
create function public.get_user_conversations_with_details(p_user_id uuid)
returns table (
  conversation_id uuid,
  other_user_id uuid,
  other_user_name text,
  other_user_avatar text,
  accommodation_id uuid,
  accommodation_name text,
  last_message_content text,
  last_message_at timestamptz,
  unread_count bigint
)
language plpgsql stable
set search_path = ''
as $$
begin
  if p_user_id is distinct from (select auth.uid()) then
    raise exception 'Solo puedes ver tus propias conversaciones' using errcode = '42501';
  end if;
  return query
  select c.id,
         other.user_id,
         p.full_name,
         p.profile_picture_url,
         c.accommodation_id,
         a.name,
         last_message.content,
         last_message.created_at,
         (select count(*) from public.messages m
           where m.conversation_id = c.id
             and m.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)
             and m.sender_id <> p_user_id)
    from public.conversations c
    join public.conversation_participants me
      on me.conversation_id = c.id and me.user_id = p_user_id
    left join lateral (
      select cp.user_id from public.conversation_participants cp
       where cp.conversation_id = c.id and cp.user_id <> p_user_id
       order by cp.created_at
       limit 1
    ) other on true
    left join public.profiles p on p.id = other.user_id
    left join public.accommodations a on a.id = c.accommodation_id
    left join lateral (
      select m.content, m.created_at from public.messages m
       where m.conversation_id = c.id
       order by m.created_at desc, m.id desc
       limit 1
    ) last_message on true
   where not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by coalesce(last_message.created_at, c.created_at) desc, c.id;
end
$$;
comment on function public.get_user_conversations_with_details(uuid) is 'Conversation summaries of the signed-in user for the chat list (SPEC §7): the other participant, the listing, the last message and the unread count, newest activity first. p_user_id must be the caller.';

-- /chats keeps its list live on the private channel `inbox:<own user id>`: postgres_changes on
-- messages there reach a user only for rows RLS lets them read. Only the user themself may join
-- it; nobody may send on it.
create policy "Users receive their own inbox channel" on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and (select realtime.topic()) = 'inbox:' || (select auth.uid())::text
  );
