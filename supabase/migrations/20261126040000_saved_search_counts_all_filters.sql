-- 'N nuevos' counts what the saved list shows (issue 17): until now saved_search_new_counts
-- honoured only the narrowing filters each list shares with its table (city, university, type,
-- price, rooms; career, budget; category), so a search saved with a text, a map area, a day,
-- lifestyle sliders, hobbies or 'Match perfecto' counted rows its list does not show. Same
-- signature, still security invoker (the caller's own searches, rows the caller may read);
-- each new filter is read from the saved JSON only when it has the right shape (anything else is
-- no filter), and matches as the list's own query does:
--   accommodations  text: name or address contains it (the list's ilike, literal here);
--                   area: {south, west, north, east} box on latitude/longitude
--   events          dayFrom/dayTo: event_date in [dayFrom, dayTo) (the browser's local day)
--   roommates       hobbies: each one matched (roommate_hobby_matches), earlyBird/partyAnimal/
--                   houseParties: within 2 of the slider, perfect: compatibility ≥ 90 with the
--                   caller, and always RoomieMatch's gender rules both ways (search_roommates)

create or replace function public.saved_search_new_counts()
returns table (id uuid, new_count bigint)
language sql stable
security invoker
set search_path = ''
as $$
  with me as materialized (select public.roommate_viewer() as viewer)
  select s.id,
         case s.kind
           when 'accommodations' then (
             select count(*) from public.accommodations a
              where a.created_at > s.last_seen_at
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
              where e.created_at > s.last_seen_at
                and e.event_date >= now()
                and (s.filters ->> 'city' is null or e.city = s.filters ->> 'city')
                and (s.filters ->> 'category' is null or e.category = s.filters ->> 'category')
                and (f.day_from is null or (e.event_date >= f.day_from and e.event_date < f.day_to)))
           when 'roommates' then (
             select count(*) from public.profiles p cross join me
              where p.created_at > s.last_seen_at
                and p.user_type = 'student' and p.is_looking_for_roommate
                and p.id <> (select auth.uid())
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
     select case when s.filters ->> 'maxPrice' ~ '^\d{1,6}$' then (s.filters ->> 'maxPrice')::integer end as max_price,
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
   where s.user_id = (select auth.uid())
$$;
comment on function public.saved_search_new_counts() is
  'The caller''s saved searches with how many matching rows were created since each was last opened, by every filter the saved list applies.';
revoke execute on function public.saved_search_new_counts() from public, anon;
grant execute on function public.saved_search_new_counts() to authenticated;
