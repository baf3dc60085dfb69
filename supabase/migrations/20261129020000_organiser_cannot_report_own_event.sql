-- An event's organiser (events.creator_id) is not offered 'Reportar' on their own event, but the
-- database took the report all the same: a direct insert put it in the admins' queue. The insert
-- policy now also refuses a report whose event the reporter created (42501, HTTP 403, like any
-- other report RLS refuses). One primary-key probe of events per insert; auth.uid() is read once
-- per statement, as in the other policies. Reports the seed or the service role write are not
-- concerned (RLS does not apply to them), and existing rows are left alone.
drop policy "Users can report as themselves" on public.reports;
create policy "Users can report as themselves" on public.reports
  for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and status = 'pending'
    and not exists (
      select 1 from public.events e
       where e.id = reports.item_id and e.creator_id = (select auth.uid())
    )
  );
