-- Per-user write rate limits on what users write for others to read: messages, leisure
-- suggestions and reports. One signed-in user may add at most N rows a minute to each table
-- (SQLSTATE PT429, which the REST layer answers as HTTP 429, as PostgREST does). A bulk insert
-- counts every row, so a 5,000-row POST is refused whole.
-- Race-free: the user's writes to a table are serialised by a transaction-scoped advisory lock
-- before counting, so parallel requests cannot all see the same count. Cheap: the count is an
-- index range scan on (user column, created_at), which also serves the foreign key lookups the
-- old single-column indexes did.
-- created_at is the server's clock for user writes: a client-supplied past timestamp would both
-- dodge the limit and reorder the chat or the admin's queue.
-- Requests without a signed-in user (the seed, the service role) are not limited.

create or replace function public.limit_user_writes()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  user_column text := tg_argv[0];
  per_minute integer := tg_argv[1]::integer;
  -- The signed-in user; RLS makes the row's user column equal to it (checked after this trigger).
  writer uuid := (select auth.uid());
  recent integer;
begin
  if writer is null then
    return new;
  end if;
  new.created_at := now();
  perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || writer::text, 0));
  execute format('select count(*) from (select 1 from %I.%I where %I = $1 and created_at > $2 limit $3) as recent',
                 tg_table_schema, tg_table_name, user_column)
     into recent
    using writer, now() - interval '1 minute', per_minute;
  if recent >= per_minute then
    raise exception 'Demasiados envíos seguidos: espera un minuto y vuelve a intentarlo'
      using errcode = 'PT429', detail = format('%s per minute on %s', per_minute, tg_table_name);
  end if;
  return new;
end
$$;
comment on function public.limit_user_writes() is 'BEFORE INSERT trigger: a signed-in user adds at most tg_argv[1] rows a minute (rows whose tg_argv[0] is them); sets created_at to now().';
revoke execute on function public.limit_user_writes() from public, anon, authenticated;

create index messages_sender_created_idx on public.messages (sender_id, created_at);
drop index public.messages_sender_id_idx;
create trigger limit_user_writes
  before insert on public.messages
  for each row execute function public.limit_user_writes('sender_id', '30');

create index leisure_spot_suggestions_suggester_created_idx on public.leisure_spot_suggestions (suggester_id, created_at);
drop index public.leisure_spot_suggestions_suggester_id_idx;
create trigger limit_user_writes
  before insert on public.leisure_spot_suggestions
  for each row execute function public.limit_user_writes('suggester_id', '5');

create index reports_reporter_created_idx on public.reports (reporter_id, created_at);
drop index public.reports_reporter_id_idx;
create trigger limit_user_writes
  before insert on public.reports
  for each row execute function public.limit_user_writes('reporter_id', '5');
