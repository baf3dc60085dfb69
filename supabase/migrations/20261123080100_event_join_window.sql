-- Joining an event: besides capacity, users join only before the registration deadline and
-- before the event starts. Until now only capacity was enforced, so past events could be joined
-- (and their chats read). The checks run under the event row lock, so they are decided against
-- the committed deadline and count even while its creator edits the event or others join.
-- Requests without a signed-in user (the seed, the service role) may record past participations.

create or replace function public.enforce_event_join_rules()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  target public.events;
  joined integer;
begin
  select * into target from public.events where id = new.event_id for update;
  if not found then
    return new; -- the foreign key reports the missing event
  end if;
  if (select auth.uid()) is not null then
    if clock_timestamp() >= target.event_date then
      raise exception 'El evento ya ha empezado'
        using errcode = '23514', detail = format('event_date %s', target.event_date);
    end if;
    if clock_timestamp() > target.registration_deadline then
      raise exception 'El plazo de inscripción ha terminado'
        using errcode = '23514', detail = format('registration_deadline %s', target.registration_deadline);
    end if;
  end if;
  select count(*) into joined from public.event_participants where event_id = new.event_id;
  if joined >= target.capacity then
    raise exception 'El evento está completo'
      using errcode = '23514', detail = format('capacity %s reached', target.capacity);
  end if;
  return new;
end
$$;
comment on function public.enforce_event_join_rules() is 'Refuses joins after the registration deadline, once the event has started, or beyond capacity (event row locked).';
revoke execute on function public.enforce_event_join_rules() from public, anon, authenticated;

drop trigger enforce_event_capacity on public.event_participants;
drop function public.enforce_event_capacity();

create trigger enforce_event_join_rules
  before insert on public.event_participants
  for each row execute function public.enforce_event_join_rules();
