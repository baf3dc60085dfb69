-- Events, issue 13: a waitlist promoted by the database, the creator taking part in their event,
-- one pending report per user and event, and the distinct cities the list filters offer.
--
-- Race-free promotion: every path that changes who is in an event (join, waitlist, leave,
-- capacity or dates edited) locks the event row first, as enforce_event_join_rules already does.
-- So a place freed by a leave is either taken by the first waitlisted user inside the leaving
-- transaction, or — when a concurrent join got the lock first — was never free for it (that join
-- still counted the leaver, whose delete had not committed). A waitlist row is accepted only
-- while the event is full, so "a free place and somebody waiting" never survives a commit while
-- registration is open.

-- The waitlist ------------------------------------------------------------------------------------
create table public.event_waitlist (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
comment on table public.event_waitlist is 'Users waiting for a place in a full event, first come first served; promoted to event_participants by the database when a place frees up.';
create index event_waitlist_event_created_idx on public.event_waitlist (event_id, created_at, user_id);
create index event_waitlist_user_id_idx on public.event_waitlist (user_id);

create trigger keep_server_created_at
  before insert or update of created_at on public.event_waitlist
  for each row execute function private.keep_server_created_at();

alter table public.event_waitlist enable row level security;

create policy "Users can read their own waitlist places" on public.event_waitlist
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read waitlists" on public.event_waitlist
  for select to authenticated using ((select public.is_admin()));
create policy "Users can wait as themselves" on public.event_waitlist
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can leave a waitlist" on public.event_waitlist
  for delete to authenticated using (user_id = (select auth.uid()));

-- Who may wait: signed in, registration open, the event full, not already in it. Decided under
-- the event row lock, like a join.
create or replace function private.enforce_event_waitlist_rules()
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
  if clock_timestamp() >= target.event_date then
    raise exception 'El evento ya ha empezado' using errcode = '23514';
  end if;
  if clock_timestamp() > target.registration_deadline then
    raise exception 'El plazo de inscripción ha terminado' using errcode = '23514';
  end if;
  if exists (select 1 from public.event_participants where event_id = new.event_id and user_id = new.user_id) then
    raise exception 'Ya participas en este evento' using errcode = '23514';
  end if;
  select count(*) into joined from public.event_participants where event_id = new.event_id;
  if joined < target.capacity then
    raise exception 'Aún quedan plazas: únete al evento'
      using errcode = '23514', detail = format('%s of %s places taken', joined, target.capacity);
  end if;
  return new;
end
$$;
comment on function private.enforce_event_waitlist_rules() is 'BEFORE INSERT on event_waitlist: only while registration is open, the event is full and the user is not in it (event row locked).';

create trigger enforce_event_waitlist_rules
  before insert on public.event_waitlist
  for each row execute function private.enforce_event_waitlist_rules();

-- Fills free places from the waitlist, oldest first, while registration is open. Called with the
-- event row locked by the caller's trigger or locking it here.
create or replace function private.promote_event_waitlist(p_event_id uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target public.events;
  joined integer;
  next_user uuid;
begin
  select * into target from public.events where id = p_event_id for update;
  if not found or clock_timestamp() >= target.event_date or clock_timestamp() > target.registration_deadline then
    return;
  end if;
  loop
    select count(*) into joined from public.event_participants where event_id = p_event_id;
    exit when joined >= target.capacity;
    begin
      delete from public.event_waitlist w
       using (select user_id from public.event_waitlist
               where event_id = p_event_id
               order by created_at, user_id
               limit 1) first_in_line
       where w.event_id = p_event_id and w.user_id = first_in_line.user_id
      returning w.user_id into next_user;
      exit when next_user is null;
      insert into public.event_participants (event_id, user_id) values (p_event_id, next_user);
    exception when check_violation then
      -- Registration closed between the check above and the join rules' own: nobody moves, and
      -- the leave that called this still succeeds.
      return;
    end;
  end loop;
end
$$;
comment on function private.promote_event_waitlist(uuid) is 'Moves waitlisted users into an event, first come first served, while places are free and registration is open.';

create or replace function private.promote_after_leave()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.promote_event_waitlist(old.event_id);
  return null;
end
$$;

create trigger promote_event_waitlist
  after delete on public.event_participants
  for each row execute function private.promote_after_leave();

create or replace function private.promote_after_event_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.promote_event_waitlist(new.id);
  return null;
end
$$;

create trigger promote_event_waitlist
  after update of capacity, registration_deadline, event_date on public.events
  for each row execute function private.promote_after_event_change();

-- Whoever joins (directly, or promoted) no longer waits.
create or replace function private.leave_waitlist_on_join()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.event_waitlist where event_id = new.event_id and user_id = new.user_id;
  return null;
end
$$;

create trigger leave_waitlist_on_join
  after insert on public.event_participants
  for each row execute function private.leave_waitlist_on_join();

-- The creator takes part in their event ------------------------------------------------------
-- Only for a signed-in creator (the seed and the service role list participants themselves).
-- The join window does not apply to the creator (an event may be created with its registration
-- already closed, and its creator may rejoin it); capacity does.
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
  if (select auth.uid()) is not null and new.user_id <> target.creator_id then
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
comment on function public.enforce_event_join_rules() is 'Refuses joins after the registration deadline or once the event has started (except its creator''s), or beyond capacity (event row locked).';

create or replace function private.creator_joins_event()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.uid()) = new.creator_id then
    insert into public.event_participants (event_id, user_id) values (new.id, new.creator_id);
  end if;
  return null;
end
$$;

create trigger creator_joins_event
  after insert on public.events
  for each row execute function private.creator_joins_event();

-- One pending report per user and event ---------------------------------------------------------
create unique index reports_one_pending_per_item_idx
  on public.reports (reporter_id, item_type, item_id)
  where status = 'pending';

-- Cities the list filters offer ----------------------------------------------------------------
create or replace function public.leisure_spot_cities()
returns setof text
language sql stable security invoker set search_path = ''
as $$
  select distinct city from public.leisure_spots order by city
$$;
comment on function public.leisure_spot_cities() is 'The distinct cities of the leisure spots, for the list''s city filter.';

create or replace function public.upcoming_event_cities()
returns setof text
language sql stable security invoker set search_path = ''
as $$
  select distinct city from public.events where event_date >= date_trunc('day', now()) order by city
$$;
comment on function public.upcoming_event_cities() is 'The distinct cities of events from today on, for the list''s city filter.';
