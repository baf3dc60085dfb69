-- RoomieMatch's 'Carrera' filter compared the typed text exactly (p.career = p_career): 'Psicología'
-- found Lucía and Claudia, while 'psicología', 'Psicologia' or 'Psicolog' found no one. Students
-- type a career the way they type a city or a name, so the filter is now a partial match that
-- ignores case and accents, as the other text searches are (shared-auth's search-pattern.ts for
-- names; private.canonical_city's fold for cities):
--   * private.fold_search_text(text): lower case, accents (and ñ, ç) taken off, the letters of
--     private.canonical_city's fold.
--   * private.career_pattern(text): the typed career, trimmed and folded, as a literal ILIKE
--     substring pattern ('%…%', with \, % and _ escaped: a typed '%' or '_' is only itself), or
--     null for nothing typed (no filter).
--   * search_roommates (20261127020000's body, same signature) and private.saved_search_counts
--     (20261127020000's body) match the folded career against that pattern, so the list, its count
--     and a saved search's 'N nuevos' agree. An empty or blank career no longer filters to nobody.
-- Both helpers are immutable SQL the planner inlines; search_roommates runs as the caller, who
-- cannot reach schema private, so its body writes the same expressions out rather than call them.

create function private.fold_search_text(p_text text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select lower(translate(p_text, 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç',
                                   'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))
$$;
comment on function private.fold_search_text(text) is
  'Text as the searches compare it: lower case, Spanish and Valencian accents (ñ and ç too) taken off.';

create function private.career_pattern(p_career text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case when nullif(btrim(p_career), '') is null then null
              else '%' || replace(replace(replace(private.fold_search_text(btrim(p_career)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
         end
$$;
comment on function private.career_pattern(text) is
  'A typed career as an ILIKE substring pattern over private.fold_search_text (its \, % and _ escaped), null when blank.';

revoke execute on function private.fold_search_text(text) from public, anon, authenticated;
revoke execute on function private.career_pattern(text) from public, anon, authenticated;

create or replace function public.search_roommates(
  p_city text default null,
  p_career text default null,
  p_hobbies text[] default null,
  p_early_bird integer default null,
  p_party_animal integer default null,
  p_house_parties integer default null,
  p_max_budget numeric default null,
  p_min_budget numeric default null,
  p_perfect_match boolean default false,
  p_limit integer default 12,
  p_offset integer default 0
)
returns table (
  id uuid,
  full_name text,
  career text,
  city text,
  budget numeric,
  hobbies text[],
  profile_picture_url text,
  compatibility integer,
  total_count bigint
)
language sql stable
set search_path = ''
as $$
  with viewer as materialized (select * from public.roommate_viewer()),
  typed as materialized (
    -- private.career_pattern(p_career), written out: the caller cannot reach schema private.
    select case when nullif(btrim(p_career), '') is null then null
                else '%' || replace(replace(replace(lower(translate(btrim(p_career), 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç',
                                          'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc')), '\', '\\'), '%', '\%'), '_', '\_') || '%'
           end as career
  ),
  matches as (
    select p.id, p.created_at,
           case when v.id is null then null
                else (public.roommate_compatibility(v::public.profiles, p)).score end as compatibility
      from public.profiles p cross join viewer v cross join typed w
     where p.user_type = 'student'
       and p.is_looking_for_roommate
       and p.id is distinct from (select auth.uid())
       and (p_city is null or p.city = p_city)
       and (w.career is null or lower(translate(p.career, 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç',
                                          'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc')) like w.career)
       and (p_max_budget is null or p.budget <= p_max_budget)
       and (p_min_budget is null or p.budget >= p_min_budget)
       and (p_early_bird is null or abs(p.early_bird - p_early_bird) <= 2)
       and (p_party_animal is null or abs(p.party_animal - p_party_animal) <= 2)
       and (p_house_parties is null or abs(p.house_parties - p_house_parties) <= 2)
       and (p_hobbies is null or not exists (
             select 1 from unnest(p_hobbies) as wanted(hobby)
              where not (p.hobbies && public.roommate_hobby_matches(wanted.hobby))))
       and (v.id is null or (
             (v.gender_preference = 'any' or v.gender_preference::text = p.gender::text)
             and (p.gender_preference = 'any' or p.gender_preference::text = v.gender::text)))
  ),
  page as (
    select m.id, m.created_at, m.compatibility, count(*) over () as total_count
      from matches m
     where not p_perfect_match or m.compatibility >= 90
     order by m.compatibility desc nulls last, m.created_at desc, m.id
     limit least(greatest(coalesce(p_limit, 12), 1), 48)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select p.id, p.full_name, p.career, p.city, p.budget, p.hobbies, p.profile_picture_url,
         page.compatibility, page.total_count
    from page join public.profiles p on p.id = page.id
   order by page.compatibility desc nulls last, page.created_at desc, page.id
$$;
comment on function public.search_roommates(text, text, text[], integer, integer, integer, numeric, numeric, boolean, integer, integer) is 'RoomieMatch list: students looking for a flatmate (not the caller), filtered (career a partial match ignoring case and accents, budget between p_min_budget and p_max_budget when given), sorted by compatibility with the signed-in student (then newest), paged (at most 48), with the total.';

create or replace function private.saved_search_counts(p_user uuid, p_since_digest boolean)
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
                and (f.career is null or private.fold_search_text(p.career) like f.career)
                and (f.max_budget is null or p.budget <= f.max_budget)
                and (f.min_budget is null or p.budget >= f.min_budget)
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
            case when s.filters ->> 'minBudget' ~ '^\d{1,6}$' then (s.filters ->> 'minBudget')::integer end as min_budget,
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
            case when jsonb_typeof(s.filters -> 'career') = 'string' then private.career_pattern(s.filters ->> 'career') end as career,
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
  'One user''s saved searches with how many matching rows appeared since each was last opened (or, since_digest, last opened or mailed, whichever is later), by every filter the saved list applies (RoomieMatch''s minimum budget included; its career a partial match ignoring case and accents).';
