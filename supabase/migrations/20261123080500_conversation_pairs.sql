-- Whoever writes conversation_participants (start_conversation, the service role, an admin
-- script), a direct conversation holds at most its two people and an event chat none: event
-- chats are reached through the event. Clients cannot write the table at all (see
-- 20261123080000); this keeps the shape true for every other writer too. An AFTER trigger, so a
-- client's attempt is still answered by RLS (42501) first. The conversation row is locked while
-- counting (the new row included), so two writers cannot both add the second participant.

create or replace function public.keep_conversation_pairs()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.conversations where id = new.conversation_id for update;
  if exists (select 1 from public.events where conversation_id = new.conversation_id) then
    raise exception 'Un chat de evento no tiene participantes propios: se entra uniéndose al evento'
      using errcode = '23514';
  end if;
  if (select count(*) from public.conversation_participants where conversation_id = new.conversation_id) > 2 then
    raise exception 'Una conversación directa es solo entre dos personas' using errcode = '23514';
  end if;
  return null;
end
$$;
comment on function public.keep_conversation_pairs() is 'Refuses a third participant in a direct conversation and any participant row in an event chat.';
revoke execute on function public.keep_conversation_pairs() from public, anon, authenticated;

create trigger keep_conversation_pairs
  after insert on public.conversation_participants
  for each row execute function public.keep_conversation_pairs();

comment on table public.conversations is 'A chat: a direct one between two users (optionally about an accommodation of one of them), created only by start_conversation, or an event''s group chat.';
comment on table public.conversation_participants is 'The two people of a direct conversation (none for an event chat: its event says who is in).';
