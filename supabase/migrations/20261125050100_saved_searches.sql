-- Saved searches with what is new (issue 17). A student saves a list's filters (its URL query, to
-- open it again, and the same filters as JSON, to count in SQL) with a name; 'Mis búsquedas' shows
-- how many rows match each since they last opened it, counted here by created_at (server-owned on
-- accommodations, events and profiles, so nobody can backdate into or out of a count).
-- Only one's own: every policy is user_id = (select auth.uid()); the count function runs as the
-- caller, so it sees only the caller's searches and only rows the caller may read.

create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('accommodations', 'roommates', 'events')),
  name text not null check (length(btrim(name)) between 1 and 80),
  -- The list's query string, without '?': what opening the search navigates to.
  query text not null default '' check (length(query) <= 1000),
  -- The narrowing filters of that query, as the count reads them (see saved_search_new_counts).
  filters jsonb not null default '{}' check (jsonb_typeof(filters) = 'object' and length(filters::text) <= 1000),
  -- A daily email of new results: off by default (the digest itself is not sent yet).
  digest boolean not null default false,
  last_seen_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
comment on table public.saved_searches is 'A user''s saved list filters (housing, RoomieMatch, events) and when they last opened each.';
create index saved_searches_user_created_idx on public.saved_searches (user_id, created_at desc);

alter table public.saved_searches enable row level security;

create policy "Users read their saved searches" on public.saved_searches
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users save their searches" on public.saved_searches
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users rename their saved searches" on public.saved_searches
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their saved searches" on public.saved_searches
  for delete to authenticated using (user_id = (select auth.uid()));

-- What a client may write: the owner, the time seen and created are the server's.
revoke all on public.saved_searches from anon;
revoke insert, update on public.saved_searches from authenticated;
grant insert (kind, name, query, filters, digest) on public.saved_searches to authenticated;
grant update (name, digest) on public.saved_searches to authenticated;

create trigger keep_server_created_at before insert or update of created_at on public.saved_searches
  for each row execute function private.keep_server_created_at();

-- At most 50 searches per user: a list, not a store.
create or replace function private.limit_saved_searches()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('saved_searches:' || new.user_id::text, 0));
  if (select count(*) from public.saved_searches where user_id = new.user_id) >= 50 then
    raise exception 'Ya tienes 50 búsquedas guardadas: borra alguna antes de guardar otra'
      using errcode = 'P0001';
  end if;
  new.last_seen_at := now();
  return new;
end
$$;
revoke execute on function private.limit_saved_searches() from public, anon, authenticated;
create trigger limit_saved_searches before insert on public.saved_searches
  for each row execute function private.limit_saved_searches();

-- For each of the caller's saved searches, how many matching rows appeared since last_seen_at.
create function public.saved_search_new_counts()
returns table (id uuid, new_count bigint)
language sql stable
security invoker
set search_path = ''
as $$
  select s.id,
         case s.kind
           when 'accommodations' then (
             select count(*) from public.accommodations a
              where a.created_at > s.last_seen_at
                and (s.filters ->> 'city' is null or a.city = s.filters ->> 'city')
                and (s.filters ->> 'university' is null or a.closest_university = s.filters ->> 'university')
                and (s.filters ->> 'type' is null or a.accommodation_type::text = s.filters ->> 'type')
                and (f.max_price is null
                     or a.price_per_room <= f.max_price)
                and (s.filters ->> 'rooms' is null
                     or (s.filters ->> 'rooms' = '4+' and a.total_rooms >= 4)
                     or a.total_rooms = f.rooms))
           when 'events' then (
             select count(*) from public.events e
              where e.created_at > s.last_seen_at
                and e.event_date >= now()
                and (s.filters ->> 'city' is null or e.city = s.filters ->> 'city')
                and (s.filters ->> 'category' is null or e.category = s.filters ->> 'category'))
           when 'roommates' then (
             select count(*) from public.profiles p
              where p.created_at > s.last_seen_at
                and p.user_type = 'student' and p.is_looking_for_roommate
                and p.id <> (select auth.uid())
                and (s.filters ->> 'city' is null or p.city = s.filters ->> 'city')
                and (s.filters ->> 'career' is null or p.career = s.filters ->> 'career')
                and (f.max_budget is null
                     or p.budget <= f.max_budget))
         end as new_count
    from public.saved_searches s
   -- Numbers from the JSON only when they are plain numbers (anything else is no filter).
   cross join lateral (
     select case when s.filters ->> 'maxPrice' ~ '^\d{1,6}$' then (s.filters ->> 'maxPrice')::integer end as max_price,
            case when s.filters ->> 'rooms' ~ '^\d{1,2}$' then (s.filters ->> 'rooms')::integer end as rooms,
            case when s.filters ->> 'maxBudget' ~ '^\d{1,6}$' then (s.filters ->> 'maxBudget')::integer end as max_budget
   ) f
   where s.user_id = (select auth.uid())
$$;
comment on function public.saved_search_new_counts() is
  'The caller''s saved searches with how many matching rows were created since each was last opened.';
revoke execute on function public.saved_search_new_counts() from public, anon;
grant execute on function public.saved_search_new_counts() to authenticated;

-- Opening a search: its new results are seen now (the server's clock, not the browser's).
create function public.mark_saved_search_seen(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.saved_searches set last_seen_at = now()
   where id = p_id and user_id = (select auth.uid())
$$;
comment on function public.mark_saved_search_seen(uuid) is
  'Sets last_seen_at of one of the caller''s own saved searches to now (no-op for anyone else''s).';
revoke execute on function public.mark_saved_search_seen(uuid) from public, anon;
grant execute on function public.mark_saved_search_seen(uuid) to authenticated;
