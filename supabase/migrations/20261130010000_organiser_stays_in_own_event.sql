-- An event's organiser joined it with the event (private.creator_joins_event) and cannot leave it: an
-- event whose organiser is no longer in it has nobody to answer in its chat. Deleting the event
-- (or the organiser's account) still removes every place: referential actions ignore RLS.
drop policy "Users can leave events" on public.event_participants;
create policy "Users can leave events they do not organise" on public.event_participants
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    and not exists (
      select 1 from public.events e where e.id = event_id and e.creator_id = (select auth.uid())
    )
  );
