-- RoomieMatch (issue 12): one honest compatibility score for a pair of students, computed here so
-- the list, its sort (over every profile, paged in the database) and the profile page all give the
-- same number for the same pair. SPEC §9's weights, no random numbers:
--   presupuesto 25   25 × max(0, 1 − |budget difference| / 500 €); 0 when either budget is unknown
--   estilo de vida 35 35 × (30 − the sum of the three slider differences) / 30
--                    (madrugador, fiestero, fiestas en casa; each 0–10)
--   tabaco 20        20 when both say the same about smoking, else 0
--   aficiones 20     20 × 2 × shared hobbies / (hobbies of one + hobbies of the other) (Dice)
-- Each part is rounded to a whole number, the score is their sum clamped to 40–100.

create type public.roommate_compatibility as (
  budget_points integer,
  lifestyle_points integer,
  smoker_points integer,
  hobby_points integer,
  score integer
);
comment on type public.roommate_compatibility is 'A compatibility score (40–100) and the four parts it is the clamped sum of (SPEC §9 weights 25/35/20/20).';

create or replace function public.roommate_compatibility(viewer public.profiles, candidate public.profiles)
returns public.roommate_compatibility
language sql immutable parallel safe
set search_path = ''
as $$
  with parts as (
    select
      case when viewer.budget is null or candidate.budget is null then 0
           else round(25 * greatest(0, 1 - abs(viewer.budget - candidate.budget) / 500.0))::integer
      end as budget_points,
      round(35 * (30 - abs(viewer.early_bird - candidate.early_bird)
                     - abs(viewer.party_animal - candidate.party_animal)
                     - abs(viewer.house_parties - candidate.house_parties)) / 30.0)::integer as lifestyle_points,
      case when viewer.smoker_tolerant = candidate.smoker_tolerant then 20 else 0 end as smoker_points,
      (select case when mine.n + theirs.n = 0 then 0
                   else round(40.0 * shared.n / (mine.n + theirs.n))::integer end
         from (select count(distinct h) as n from unnest(viewer.hobbies) h) mine,
              (select count(distinct h) as n from unnest(candidate.hobbies) h) theirs,
              (select count(distinct h) as n from unnest(viewer.hobbies) h where h = any (candidate.hobbies)) shared
      ) as hobby_points
  )
  select row(budget_points, lifestyle_points, smoker_points, hobby_points,
             greatest(40, least(100, budget_points + lifestyle_points + smoker_points + hobby_points)))::public.roommate_compatibility
    from parts
$$;
comment on function public.roommate_compatibility(public.profiles, public.profiles) is 'The compatibility of two profiles: SPEC §9 weights, parts rounded, score clamped to 40–100. Symmetric.';

-- The viewer whose compatibility is shown: a signed-in student. Visitors, owners and admins get
-- no number (the page invites them to sign in as a student instead).
create or replace function public.roommate_viewer()
returns public.profiles
language sql stable
set search_path = ''
as $$
  select p from public.profiles p where p.id = (select auth.uid()) and p.user_type = 'student'
$$;
comment on function public.roommate_viewer() is 'The signed-in user''s profile when they are a student (whose compatibility RoomieMatch shows), else null.';

-- SPEC §5 hobby filters → the profile hobbies that satisfy each (registration words them otherwise).
create or replace function public.roommate_hobby_matches(filter text)
returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select case filter
    when 'Estudiar' then array['Estudiar', 'Estudios']
    when 'Gaming' then array['Gaming', 'Videojuegos']
    else array[filter]
  end
$$;
comment on function public.roommate_hobby_matches(text) is 'The profile hobbies that count for one RoomieMatch hobby filter (Estudiar, Deportes, Música, Gaming, Café).';

-- The RoomieMatch list (SPEC §5, §6): students looking for a flatmate, never oneself, filtered
-- and sorted in the database, one page at a time with the total. Lifestyle filters match within
-- ±2 and apply only when given; every chosen hobby must match; gender preferences must accept
-- each other (when the viewer is a student with a profile); 'Match perfecto' keeps scores ≥ 90.
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
  with viewer as (select public.roommate_viewer() as me),
  candidates as (
    select p.*, case when (v.me).id is null then null
                     else (public.roommate_compatibility(v.me, p)).score end as compatibility
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
       and ((v.me).id is null or (
             ((v.me).gender_preference = 'any' or (v.me).gender_preference::text = p.gender::text)
             and (p.gender_preference = 'any' or p.gender_preference::text = (v.me).gender::text)))
  )
  select c.id, c.full_name, c.career, c.city, c.budget, c.hobbies, c.profile_picture_url,
         c.compatibility, count(*) over () as total_count
    from candidates c
   where not p_perfect_match or c.compatibility >= 90
   order by c.compatibility desc nulls last, c.created_at desc, c.id
   limit least(greatest(coalesce(p_limit, 12), 1), 48)
  offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.search_roommates(text, text, text[], integer, integer, integer, numeric, boolean, integer, integer) is 'RoomieMatch list: students looking for a flatmate (not the caller), filtered, sorted by compatibility with the signed-in student (then newest), paged (at most 48), with the total.';

-- The compatibility shown on a flatmate's profile: the same function as the list, with its parts.
create or replace function public.get_roommate_compatibility(p_profile_id uuid)
returns public.roommate_compatibility
language sql stable
set search_path = ''
as $$
  select public.roommate_compatibility(v.me, p)
    from public.profiles p, (select public.roommate_viewer() as me) v
   where p.id = p_profile_id and p.user_type = 'student' and (v.me).id is not null
     and p.id <> (v.me).id
$$;
comment on function public.get_roommate_compatibility(uuid) is 'The signed-in student''s compatibility with another student and its parts, or null (visitor, non-student, oneself, not a student).';
