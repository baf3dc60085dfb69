-- Direct conversations are made only by start_conversation, between the caller and one other
-- user, and only their two participants (or, for an event chat, the event's people) get in.
-- Before this, a creator could add any two users to a conversation of theirs: Eve planted one
-- between Ana and Rosa, find_conversation_between_users handed it to them later, and Eve read
-- and wrote everything in it because being its creator was enough to get in.

-- Clients no longer insert conversations or participants, nor delete conversations (an event
-- creator could otherwise delete their event's chat, and nobody needs the old client flow).
drop policy "Users can start conversations" on public.conversations;
drop policy "Creators can delete their conversations" on public.conversations;
drop policy "Creators can add participants" on public.conversation_participants;

-- A direct conversation is open to its participants; an event chat to the event's creator and
-- participants only (participant rows on an event chat count for nothing). Being a
-- conversation's creator grants nothing by itself any more.
create or replace function public.can_access_conversation(p_conversation_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select case
    when exists (select 1 from public.events e where e.conversation_id = p_conversation_id) then
      exists (
        select 1 from public.events e
         where e.conversation_id = p_conversation_id
           and (e.creator_id = (select auth.uid())
                or exists (select 1 from public.event_participants ep
                            where ep.event_id = e.id and ep.user_id = (select auth.uid()))))
    else
      exists (
        select 1 from public.conversation_participants cp
         where cp.conversation_id = p_conversation_id and cp.user_id = (select auth.uid()))
  end
$$;
comment on function public.can_access_conversation(uuid) is 'True when the signed-in user takes part in the conversation (or in the event it belongs to).';

drop policy "Participants can read conversations" on public.conversations;
create policy "Participants can read conversations" on public.conversations
  for select to authenticated
  using (public.can_access_conversation(id));

comment on column public.conversations.created_by is 'Who started the conversation (the event creator for an event chat); grants no access by itself.';

-- Conversations planted before this migration. The app's flow always made exactly two
-- participants, the creator and one other user, so a direct conversation with more is planted:
-- it goes. One planted between two other users stays theirs (the planter is not a participant
-- and loses access above). Participant rows on event chats go: event chats are reached through
-- the event.
delete from public.conversations c
 where not exists (select 1 from public.events e where e.conversation_id = c.id)
   and (select count(*) from public.conversation_participants cp where cp.conversation_id = c.id) > 2;
delete from public.conversation_participants cp
 using public.events e
 where e.conversation_id = cp.conversation_id;

-- Finds the direct conversation of a pair; only one of the pair may ask.
create or replace function public.find_conversation_between_users(
  user1_id uuid,
  user2_id uuid,
  p_accommodation_id uuid default null
)
returns uuid
language sql stable
set search_path = ''
as $$
  select c.id
    from public.conversations c
    join public.conversation_participants a on a.conversation_id = c.id and a.user_id = user1_id
    join public.conversation_participants b on b.conversation_id = c.id and b.user_id = user2_id
   where (select auth.uid()) in (user1_id, user2_id)
     and user1_id <> user2_id
     and c.accommodation_id is not distinct from p_accommodation_id
     and not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by c.created_at
   limit 1
$$;
comment on function public.find_conversation_between_users(uuid, uuid, uuid) is 'The direct conversation between the signed-in user and another user (about an accommodation, or none), or null.';

-- The one way to create a direct conversation: the caller and the other user, nobody else.
-- About a listing, one of the two must be its owner (the "contact the owner" flow).
create or replace function public.start_conversation(
  p_other_user_id uuid,
  p_accommodation_id uuid default null
)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  listing_owner uuid;
  conversation uuid;
begin
  if me is null then
    raise exception 'Debes iniciar sesión' using errcode = '42501';
  end if;
  if p_other_user_id is null or p_other_user_id = me then
    raise exception 'No puedes enviarte un mensaje a ti mismo' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles where id = p_other_user_id) then
    raise exception 'Usuario no encontrado' using errcode = 'P0002';
  end if;
  if p_accommodation_id is not null then
    select owner_id into listing_owner from public.accommodations where id = p_accommodation_id;
    if not found then
      raise exception 'Alojamiento no encontrado' using errcode = 'P0002';
    end if;
    if listing_owner not in (me, p_other_user_id) then
      raise exception 'Solo puedes hablar de un alojamiento con su propietario' using errcode = '22023';
    end if;
  end if;
  -- Serialise concurrent starts between the same pair so only one conversation is created.
  perform pg_advisory_xact_lock(hashtextextended(
    least(me, p_other_user_id)::text || greatest(me, p_other_user_id)::text || coalesce(p_accommodation_id::text, ''), 0));

  select c.id into conversation
    from public.conversations c
    join public.conversation_participants a on a.conversation_id = c.id and a.user_id = me
    join public.conversation_participants b on b.conversation_id = c.id and b.user_id = p_other_user_id
   where c.accommodation_id is not distinct from p_accommodation_id
     and not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by c.created_at
   limit 1;
  if conversation is not null then
    return conversation;
  end if;

  insert into public.conversations (accommodation_id, created_by)
  values (p_accommodation_id, me)
  returning id into conversation;
  insert into public.conversation_participants (conversation_id, user_id)
  values (conversation, me), (conversation, p_other_user_id);
  return conversation;
end
$$;
comment on function public.start_conversation(uuid, uuid) is 'Finds or creates, in one transaction, the direct conversation between the signed-in user and another user (about an accommodation of one of them, or none). The only way to create one.';

-- The chat list of the signed-in user; asking for someone else's is refused.
create or replace function public.get_user_conversations_with_details(p_user_id uuid)
returns table (
  conversation_id uuid,
  other_user_id uuid,
  other_user_name text,
  other_user_avatar text,
  last_message_content text,
  last_message_at timestamptz
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
         last_message.content,
         last_message.created_at
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
    left join lateral (
      select m.content, m.created_at from public.messages m
       where m.conversation_id = c.id
       order by m.created_at desc
       limit 1
    ) last_message on true
   where not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by coalesce(last_message.created_at, c.created_at) desc;
end
$$;
comment on function public.get_user_conversations_with_details(uuid) is 'Conversation summaries of the signed-in user for the chat list (SPEC §7): the other participant and the last message. p_user_id must be the caller.';
