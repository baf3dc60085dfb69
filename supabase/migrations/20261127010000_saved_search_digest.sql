-- A daily email of what is new in one's saved searches (issue 17), off by default per search
-- (saved_searches.digest, which the owner may already switch). This migration adds:
--   * saved_searches.digest_sent_at: when a digest last reported the search (the server's; no
--     client may write it: authenticated keeps update on (name, digest) only);
--   * private.saved_search_counts(user, since_digest): the one place a saved search's matching
--     rows are counted. 'N nuevos' (saved_search_new_counts, unchanged signature and numbers) and
--     the digest both call it, so a mail never says another number than the site. Change the
--     filters here, never in a copy;
--   * public.claim_saved_search_digests(): for the digest sender, service_role only.
--
-- Delivery: at most once. The claim marks every search it returns as sent (digest_sent_at =
-- now()) in the same transaction that returns it, under a transaction lock, so two runs at once
-- or a run repeated return nothing twice. A sender that crashes after the claim and before SMTP
-- accepts the mail loses that one mail: the next one, when something new appears, still counts
-- it, since the numbers mailed are the badge's (new since last opened), not only what came
-- since the last mail. A lost mail is better than the same mail twice for a daily reminder.

alter table public.saved_searches add column digest_sent_at timestamptz;
comment on column public.saved_searches.digest_sent_at is
  'When the daily digest last reported this search (set by claim_saved_search_digests); null: never.';

-- The count of one user's searches: since last opened, or (p_since_digest) since the later of
-- last opened and last mailed. As the badge always did, for the user as the viewer: their own
-- profile is never a new flatmate, and RoomieMatch's gender rules and 'Match perfecto' are theirs.
create function private.saved_search_counts(p_user uuid, p_since_digest boolean)
returns table (id uuid, new_count bigint)
language sql stable
security invoker
set search_path = ''
as $$
  with me as materialized (
    select (select p from public.profiles p where p.id = p_user and p.user_type = 'student') as viewer
  )
  select s.id,
         case s.kind
           when 'accommodations' then (
             select count(*) from public.accommodations a
              where a.created_at > f.since
                and (s.filters ->> 'city' is null or a.city = s.filters ->> 'city')
                and (s.filters ->> 'university' is null or a.closest_university = s.filters ->> 'university')
                and (s.filters ->> 'type' is null or a.accommodation_type::text = s.filters ->> 'type')
                and (f.max_price is null or a.price_per_room <= f.max_price)
                and (s.filters ->> 'rooms' is null
                     or (s.filters ->> 'rooms' = '4+' and a.total_rooms >= 4)
                     or a.total_rooms = f.rooms)
                and (f.text_pattern is null
                     or a.name ilike f.text_pattern or a.address ilike f.text_pattern)
                and (f.south is null
                     or (a.latitude between f.south and f.north
                         and a.longitude between f.west and f.east)))
           when 'events' then (
             select count(*) from public.events e
              where e.created_at > f.since
                and e.event_date >= now()
                and (s.filters ->> 'city' is null or e.city = s.filters ->> 'city')
                and (s.filters ->> 'category' is null or e.category = s.filters ->> 'category')
                and (f.day_from is null or (e.event_date >= f.day_from and e.event_date < f.day_to)))
           when 'roommates' then (
             select count(*) from public.profiles p cross join me
              where p.created_at > f.since
                and p.user_type = 'student' and p.is_looking_for_roommate
                and p.id <> p_user
                and (s.filters ->> 'city' is null or p.city = s.filters ->> 'city')
                and (s.filters ->> 'career' is null or p.career = s.filters ->> 'career')
                and (f.max_budget is null or p.budget <= f.max_budget)
                and (f.early_bird is null or abs(p.early_bird - f.early_bird) <= 2)
                and (f.party_animal is null or abs(p.party_animal - f.party_animal) <= 2)
                and (f.house_parties is null or abs(p.house_parties - f.house_parties) <= 2)
                and not exists (
                  select 1 from unnest(f.hobbies) as wanted(hobby)
                   where not (p.hobbies && public.roommate_hobby_matches(wanted.hobby)))
                and ((me.viewer).id is null or (
                      ((me.viewer).gender_preference = 'any' or (me.viewer).gender_preference::text = p.gender::text)
                      and (p.gender_preference = 'any' or p.gender_preference::text = (me.viewer).gender::text)))
                and (not f.perfect
                     or ((me.viewer).id is not null
                         and (public.roommate_compatibility(me.viewer, p)).score >= 90)))
         end as new_count
    from public.saved_searches s
   cross join lateral (
     select case when p_since_digest then greatest(s.last_seen_at, s.digest_sent_at) else s.last_seen_at end as since,
            case when s.filters ->> 'maxPrice' ~ '^\d{1,6}$' then (s.filters ->> 'maxPrice')::integer end as max_price,
            case when s.filters ->> 'rooms' ~ '^\d{1,2}$' then (s.filters ->> 'rooms')::integer end as rooms,
            case when s.filters ->> 'maxBudget' ~ '^\d{1,6}$' then (s.filters ->> 'maxBudget')::integer end as max_budget,
            -- The text as a literal: \, % and _ escaped for ilike.
            case when jsonb_typeof(s.filters -> 'text') = 'string' and btrim(s.filters ->> 'text') <> ''
                 then '%' || replace(replace(replace(btrim(s.filters ->> 'text'), '\', '\\'), '%', '\%'), '_', '\_') || '%'
            end as text_pattern,
            case when a.ok then (s.filters #>> '{area,south}')::double precision end as south,
            case when a.ok then (s.filters #>> '{area,west}')::double precision end as west,
            case when a.ok then (s.filters #>> '{area,north}')::double precision end as north,
            case when a.ok then (s.filters #>> '{area,east}')::double precision end as east,
            case when d.ok then (s.filters ->> 'dayFrom')::timestamptz end as day_from,
            case when d.ok then (s.filters ->> 'dayTo')::timestamptz end as day_to,
            case when s.filters ->> 'earlyBird' ~ '^\d{1,2}$' then (s.filters ->> 'earlyBird')::integer end as early_bird,
            case when s.filters ->> 'partyAnimal' ~ '^\d{1,2}$' then (s.filters ->> 'partyAnimal')::integer end as party_animal,
            case when s.filters ->> 'houseParties' ~ '^\d{1,2}$' then (s.filters ->> 'houseParties')::integer end as house_parties,
            case when jsonb_typeof(s.filters -> 'hobbies') = 'array'
                 then array(select jsonb_array_elements_text(s.filters -> 'hobbies') limit 20)
                 else '{}'::text[] end as hobbies,
            coalesce(s.filters -> 'perfect' = 'true'::jsonb, false) as perfect
       from (select jsonb_typeof(s.filters -> 'area') = 'object'
                    and coalesce((select bool_and(jsonb_typeof(s.filters -> 'area' -> side) = 'number')
                                    from unnest(array['south', 'west', 'north', 'east']) side), false) as ok) a,
            (select coalesce(s.filters ->> 'dayFrom' ~ '^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$'
                             and s.filters ->> 'dayTo' ~ '^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$', false) as ok) d
   ) f
   where s.user_id = p_user
$$;
comment on function private.saved_search_counts(uuid, boolean) is
  'One user''s saved searches with how many matching rows appeared since each was last opened (or, since_digest, last opened or mailed, whichever is later), by every filter the saved list applies.';
revoke execute on function private.saved_search_counts(uuid, boolean) from public, anon, authenticated;

-- The badge: the caller's own searches, since last opened. Definer so that it may call the
-- private count; it passes only the caller's id, and every table it counts is public to read.
create or replace function public.saved_search_new_counts()
returns table (id uuid, new_count bigint)
language sql stable
security definer
set search_path = ''
as $$
  select c.id, c.new_count from private.saved_search_counts((select auth.uid()), false) c
   where (select auth.uid()) is not null
$$;
comment on function public.saved_search_new_counts() is
  'The caller''s saved searches with how many matching rows were created since each was last opened, by every filter the saved list applies (private.saved_search_counts).';
revoke execute on function public.saved_search_new_counts() from public, anon;
grant execute on function public.saved_search_new_counts() to authenticated;

create index saved_searches_digest_user_idx on public.saved_searches (user_id) where digest;

-- What the digest sender mails now, marked sent as it is returned: one row per user with a
-- digest-enabled search that has something new since the later of last opened and last mailed,
-- with that user's email and those searches (name, kind, list query, 'N nuevos' as the badge
-- counts it). Serialised by a transaction lock, so concurrent runs never claim the same search.
create function public.claim_saved_search_digests()
returns table (user_id uuid, email text, searches jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  due jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('saved_search_digests', 0));
  for owner, email in
    select distinct s.user_id, u.email
      from public.saved_searches s
      join auth.users u on u.id = s.user_id
     where s.digest and u.email is not null and u.email <> ''
     order by s.user_id
  loop
    select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'kind', s.kind, 'query', s.query,
                                        'new_count', badge.new_count)
                     order by s.created_at desc)
      into due
      from public.saved_searches s
      join private.saved_search_counts(owner, true) fresh on fresh.id = s.id
      join private.saved_search_counts(owner, false) badge on badge.id = s.id
     where s.digest and fresh.new_count > 0;
    continue when due is null;
    update public.saved_searches s set digest_sent_at = now()
     where s.id in (select (item ->> 'id')::uuid from jsonb_array_elements(due) item);
    user_id := owner;
    searches := due;
    return next;
  end loop;
end
$$;
comment on function public.claim_saved_search_digests() is
  'For the digest sender (service_role): each user''s digest-enabled saved searches with news since last opened or mailed, marked mailed now (at most once).';
revoke execute on function public.claim_saved_search_digests() from public, anon, authenticated;
grant execute on function public.claim_saved_search_digests() to service_role;
