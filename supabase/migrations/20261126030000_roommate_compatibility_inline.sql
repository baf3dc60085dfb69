-- RoomieMatch list under its 100 ms aim with seed:scale's 20,000 profiles (issue 12). EXPLAIN
-- ANALYZE of the page-1 request (6,024 candidates scored and sorted) put most of its time in the
-- score: one PL/pgSQL call per candidate, each turning both whole profile rows into records
-- (CPU time on PGlite: about 130 ms per request, against about 20 ms for the same query with no
-- score). Same scores (checked pair by pair on 90,000 pairs of seed:scale profiles), no call per
-- candidate:
--   - The score is plain SQL that the planner inlines into the calling query, so the list
--     evaluates one expression per candidate over plain columns. Inlining needs LANGUAGE sql, a
--     single SELECT of one expression without a subquery, and no SET clause: these functions
--     therefore have no `set search_path`. Every name in them is schema-qualified, built-ins
--     resolve from pg_catalog first, none is security definer, and they read no table: they only
--     compute on the two rows they are given.
--   - Each part is its own function, so each formula is written once although
--     roommate_compatibility uses it twice (the part, and the clamped total).
--   - Distinct hobbies without a subquery: array_to_tsvector keeps each distinct item once (exact,
--     case-sensitive comparison, like =), length() counts them, and ts_delete removes the
--     viewer's from the candidate's to count the shared ones. Null and empty items are left out
--     first (array_to_tsvector refuses them); they are no hobby (the PL/pgSQL version counted an
--     empty item; the app only stores hobbies picked from its list).
--   - search_roommates reads the viewer as columns (the score's fields are then plain columns,
--     not fields picked out of a record per candidate), scores and sorts only (id, created_at,
--     score), and reads the other columns for the page's rows alone. Filters, the gender rule,
--     the order, the paging and the exact total are unchanged.

create or replace function public.roommate_budget_points(viewer public.profiles, candidate public.profiles)
returns integer
language sql immutable parallel safe
as $$
  select case when viewer.budget is null or candidate.budget is null then 0
              else round(25 * greatest(0, 1 - abs(viewer.budget - candidate.budget) / 500.0))::integer
         end
$$;
comment on function public.roommate_budget_points(public.profiles, public.profiles) is 'Compatibility, presupuesto (0–25): 25 × max(0, 1 − |budget difference| / 500 €), rounded; 0 when a budget is unknown.';

create or replace function public.roommate_lifestyle_points(viewer public.profiles, candidate public.profiles)
returns integer
language sql immutable parallel safe
as $$
  select round(35 * (30 - abs(viewer.early_bird - candidate.early_bird)
                        - abs(viewer.party_animal - candidate.party_animal)
                        - abs(viewer.house_parties - candidate.house_parties)) / 30.0)::integer
$$;
comment on function public.roommate_lifestyle_points(public.profiles, public.profiles) is 'Compatibility, estilo de vida (0–35): 35 × (30 − the three slider differences) / 30, rounded.';

create or replace function public.roommate_smoker_points(viewer public.profiles, candidate public.profiles)
returns integer
language sql immutable parallel safe
as $$
  select case when viewer.smoker_tolerant = candidate.smoker_tolerant then 20 else 0 end
$$;
comment on function public.roommate_smoker_points(public.profiles, public.profiles) is 'Compatibility, tabaco (0 or 20): 20 when both say the same about smoking.';

create or replace function public.roommate_hobby_points(viewer public.profiles, candidate public.profiles)
returns integer
language sql immutable parallel safe
as $$
  select coalesce(round(
           40.0 * (length(array_to_tsvector(array_remove(array_remove(candidate.hobbies, null), '')))
                   - length(ts_delete(array_to_tsvector(array_remove(array_remove(candidate.hobbies, null), '')),
                                      viewer.hobbies)))
           / nullif(length(array_to_tsvector(array_remove(array_remove(viewer.hobbies, null), '')))
                    + length(array_to_tsvector(array_remove(array_remove(candidate.hobbies, null), ''))), 0)
         )::integer, 0)
$$;
comment on function public.roommate_hobby_points(public.profiles, public.profiles) is 'Compatibility, aficiones (0–20): 20 × 2 × shared distinct hobbies / (distinct hobbies of one + of the other), rounded; 0 without hobbies.';

create or replace function public.roommate_compatibility(viewer public.profiles, candidate public.profiles)
returns public.roommate_compatibility
language sql immutable parallel safe
as $$
  select row(public.roommate_budget_points(viewer, candidate),
             public.roommate_lifestyle_points(viewer, candidate),
             public.roommate_smoker_points(viewer, candidate),
             public.roommate_hobby_points(viewer, candidate),
             greatest(40, least(100, public.roommate_budget_points(viewer, candidate)
                                     + public.roommate_lifestyle_points(viewer, candidate)
                                     + public.roommate_smoker_points(viewer, candidate)
                                     + public.roommate_hobby_points(viewer, candidate))))::public.roommate_compatibility
$$;

create or replace function public.search_roommates(
  p_city text default null,
  p_career text default null,
  p_hobbies text[] default null,
  p_early_bird integer default null,
  p_party_animal integer default null,
  p_house_parties integer default null,
  p_max_budget numeric default null,
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
  matches as (
    select p.id, p.created_at,
           case when v.id is null then null
                else (public.roommate_compatibility(v::public.profiles, p)).score end as compatibility
      from public.profiles p cross join viewer v
     where p.user_type = 'student'
       and p.is_looking_for_roommate
       and p.id is distinct from (select auth.uid())
       and (p_city is null or p.city = p_city)
       and (p_career is null or p.career = p_career)
       and (p_max_budget is null or p.budget <= p_max_budget)
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
