-- Values that come from the server or the account, never from the client (issue 9's attack suite):
-- 1. created_at is the server's time on insert and never changes on update, on every table whose
--    lists sort by it (a listing or review dated 2099 would stay first forever). messages,
--    suggestions and reports already get it from limit_user_writes, profiles from guard_user_type.
-- 2. profile_contacts.email is the sign-in email (handle_new_user, handle_user_email_change): users
--    may change only their phone there, or one could pass as another in the admin's user list.

create or replace function private.keep_server_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The seed and the service role (no signed-in user, no anon key) may date rows as they need.
  if (select auth.role()) not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;
comment on function private.keep_server_created_at() is
  'BEFORE INSERT OR UPDATE trigger: clients cannot choose or change created_at.';

do $$
declare
  name text;
begin
  foreach name in array array['accommodations', 'favorites', 'conversations', 'conversation_participants',
                              'leisure_spots', 'leisure_spot_ratings', 'events', 'event_participants', 'news'] loop
    execute format('create trigger keep_server_created_at before insert or update of created_at on public.%I '
                   'for each row execute function private.keep_server_created_at()', name);
  end loop;
  -- Inserts into these already get the server's time (limit_user_writes); updates keep it too.
  foreach name in array array['messages', 'leisure_spot_suggestions', 'reports'] loop
    execute format('create trigger keep_server_created_at before update of created_at on public.%I '
                   'for each row execute function private.keep_server_created_at()', name);
  end loop;
end
$$;

-- The row is created by handle_new_user; the email follows the account. Only the phone is the
-- user's to write.
revoke insert, update on public.profile_contacts from anon, authenticated;
grant update (phone) on public.profile_contacts to authenticated;
