-- Events, issue 13: how many wait for a full event and where the caller stands in that line.
-- event_waitlist's rows stay private (RLS: one's own only), so the count and the caller's place
-- come from this function, which never tells who else waits. Visitors get the count (public, like
-- the number of participants) and no place. The order is the promotion order of
-- private.promote_event_waitlist: created_at, then user_id.
create or replace function public.event_waitlist_status(p_event_id uuid)
returns table (waiting integer, my_position integer)
language sql stable security definer set search_path = ''
as $$
  with line as (
    select user_id, row_number() over (order by created_at, user_id) as place
      from public.event_waitlist
     where event_id = p_event_id
  )
  select (select count(*) from line)::integer,
         (select place from line where user_id = (select auth.uid()))::integer
$$;
comment on function public.event_waitlist_status(uuid) is 'The number of users waiting for an event and the caller''s 1-based place in that line (null when not waiting); never who waits.';

revoke execute on function public.event_waitlist_status(uuid) from public;
grant execute on function public.event_waitlist_status(uuid) to anon, authenticated;
