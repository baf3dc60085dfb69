-- One page of /eventos in one statement (issue 13: the list's p95 was 259 ms with 20,000 events).
-- Read through REST, the page's embeds (participant count, first avatars with their profiles) sit
-- below LIMIT/OFFSET, so PostgreSQL — PostgREST's SQL and supabase-local's alike — computes them
-- for every skipped row: page 200 built 2,400 rows' embeds to return 12. Here the page is cut
-- first and only its rows get participants; the exact total comes in the same statement (an
-- index-only count once the table is vacuumed). plpgsql with custom plans, so an absent filter
-- (null) folds away and each filter combination gets its own index: (city, event_date) or
-- (category, event_date) below. Public data read as the caller (security invoker): events',
-- participants' and profiles' own policies apply.

create index events_category_date_idx on public.events (category, event_date);

create function public.upcoming_events_page(
  p_from timestamptz,
  p_to timestamptz default null,
  p_category text default null,
  p_city text default null,
  p_limit integer default 12,
  p_offset integer default 0,
  p_avatars integer default 3
)
returns table (
  id uuid,
  title text,
  category text,
  event_date timestamptz,
  location_name text,
  city text,
  capacity integer,
  participant_count integer,
  participants json,
  total bigint
)
language plpgsql stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
begin
  return query
  with matching as not materialized (
    select e.id, e.title, e.category, e.event_date, e.location_name, e.city, e.capacity
      from public.events e
     where e.event_date >= coalesce(p_from, now())
       and (p_to is null or e.event_date < p_to)
       and (p_category is null or e.category = p_category)
       and (p_city is null or e.city = p_city)
  ),
  page as (
    select m.* from matching m
     order by m.event_date, m.id
     limit least(greatest(coalesce(p_limit, 12), 1), 50)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select p.id, p.title, p.category, p.event_date, p.location_name, p.city, p.capacity,
         (select count(*)::integer from public.event_participants ep where ep.event_id = p.id),
         -- The first to join, with their public profile (null when it is not readable).
         (select coalesce(json_agg(json_build_object('user_id', f.user_id, 'full_name', f.full_name,
                                                     'profile_picture_url', f.profile_picture_url)
                                   order by f.created_at, f.user_id), '[]')
            from (select ep.user_id, ep.created_at, pr.full_name, pr.profile_picture_url
                    from public.event_participants ep
                    left join public.profiles pr on pr.id = ep.user_id
                   where ep.event_id = p.id
                   order by ep.created_at, ep.user_id
                   limit least(greatest(coalesce(p_avatars, 3), 0), 10)) f),
         (select count(*) from matching)
    from page p
   order by p.event_date, p.id;
end
$$;

comment on function public.upcoming_events_page(timestamptz, timestamptz, text, text, integer, integer, integer) is
  'A page of events from p_from (before p_to, of p_category, in p_city when given), soonest first: '
  'p_limit (1–50) rows after p_offset, each with its participant count and first p_avatars (0–10) '
  'participants, and total, the count of every matching event.';
