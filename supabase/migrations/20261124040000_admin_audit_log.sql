-- Admin dashboard (issue 14): an audit trail the database writes itself, the guards that keep at
-- least one admin and stop admins removing or demoting themselves, and the RPCs the dashboard
-- calls (edit and delete a user, resolve a report, search users, chart figures, a city list).

-- Audit trail ------------------------------------------------------------------------------------
-- No foreign key on actor_id: a row must outlive its admin's account, and an "on delete set null"
-- would be an update, which the append-only trigger refuses.
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor_id uuid not null,
  actor_name text not null,
  action text not null check (action in ('create', 'update', 'delete', 'approve', 'reject', 'type_change', 'resolve_report')),
  entity text not null check (entity in ('profile', 'accommodation', 'leisure_spot', 'news', 'suggestion', 'report', 'event')),
  entity_id text not null,
  entity_label text not null,
  changes jsonb not null default '{}'::jsonb
);
comment on table public.admin_audit_log is 'Every change an admin makes, written by triggers: who, what, when, the item named in words, and the before/after of changed fields. Append-only; only admins read it.';
comment on column public.admin_audit_log.changes is '{ field: { "before": old, "after": new } } for the fields that changed (all fields on create/delete).';
create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc, id desc);
create index admin_audit_log_actor_idx on public.admin_audit_log (actor_id, created_at desc);
create index admin_audit_log_action_idx on public.admin_audit_log (action, created_at desc);

alter table public.admin_audit_log enable row level security;
create policy "Admins can read the audit log" on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));
-- No insert, update or delete policy: rows come only from the triggers below (security definer).
revoke all on public.admin_audit_log from anon;
revoke insert, update, delete, truncate on public.admin_audit_log from authenticated;

create or replace function private.refuse_audit_change()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'El registro de auditoría no se puede modificar' using errcode = '42501';
end
$$;
create trigger admin_audit_log_append_only
  before update or delete on public.admin_audit_log
  for each row execute function private.refuse_audit_change();

-- Fields that are noise in a diff: server-kept counters and timestamps.
create or replace function private.audit_diff(before jsonb, after jsonb)
returns jsonb
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, jsonb_build_object('before', before -> key, 'after', after -> key)), '{}'::jsonb)
    from (select jsonb_object_keys(coalesce(after, before)) as key) keys
   where key not in ('id', 'created_at', 'avg_rating', 'rating_count', 'conversation_id')
     and (before -> key) is distinct from (after -> key)
$$;

-- One trigger function for every audited table: tg_argv[0] is the entity, tg_argv[1] the column
-- that names the item. Only direct changes by a signed-in admin are logged (a change another
-- trigger makes, pg_trigger_depth() > 1, is a consequence, not a decision).
create or replace function private.audit_admin_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  entity text := tg_argv[0];
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  label text;
  verb text := case tg_op when 'INSERT' then 'create' else lower(tg_op) end;
  diff jsonb := private.audit_diff(old_row, new_row);
begin
  if actor is null or pg_trigger_depth() > 1 or not public.is_admin() then
    return null;
  end if;
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;
  if tg_op <> 'UPDATE' then
    null;
  elsif entity = 'suggestion' and diff ? 'status' then
    verb := case new_row ->> 'status' when 'approved' then 'approve' when 'rejected' then 'reject' else verb end;
  elsif entity = 'profile' and diff ? 'user_type' then
    verb := 'type_change';
  elsif entity = 'report' and diff ? 'status' then
    verb := 'resolve_report';
  end if;
  if entity = 'report' then
    select 'Reporte sobre «' || e.title || '»' into label
      from public.events e where e.id = (row_data ->> 'item_id')::uuid;
    label := coalesce(label, 'Reporte sobre un evento eliminado');
  elsif tg_nargs < 2 then
    -- A profile's contacts (phone) are named by the profile's owner.
    select nullif(btrim(p.full_name), '') into label from public.profiles p where p.id = (row_data ->> 'id')::uuid;
  else
    label := nullif(btrim(row_data ->> tg_argv[1]), '');
  end if;
  insert into public.admin_audit_log (actor_id, actor_name, action, entity, entity_id, entity_label, changes)
  values (
    actor,
    coalesce((select nullif(btrim(p.full_name), '') from public.profiles p where p.id = actor), 'Administrador'),
    verb,
    entity,
    row_data ->> 'id',
    coalesce(label, row_data ->> 'id'),
    diff
  );
  return null;
end
$$;
revoke execute on function private.audit_admin_change() from public, anon, authenticated;

create trigger audit_admin_change after insert or update or delete on public.profiles
  for each row execute function private.audit_admin_change('profile', 'full_name');
create trigger audit_admin_change after update on public.profile_contacts
  for each row execute function private.audit_admin_change('profile');
create trigger audit_admin_change after insert or update or delete on public.accommodations
  for each row execute function private.audit_admin_change('accommodation', 'name');
create trigger audit_admin_change after insert or update or delete on public.leisure_spots
  for each row execute function private.audit_admin_change('leisure_spot', 'name');
create trigger audit_admin_change after insert or update or delete on public.news
  for each row execute function private.audit_admin_change('news', 'title');
create trigger audit_admin_change after update or delete on public.leisure_spot_suggestions
  for each row execute function private.audit_admin_change('suggestion', 'name');
create trigger audit_admin_change after update or delete on public.reports
  for each row execute function private.audit_admin_change('report', 'reason');
create trigger audit_admin_change after update or delete on public.events
  for each row execute function private.audit_admin_change('event', 'title');

-- Admin roster guards ----------------------------------------------------------------------------
-- During a signed-in request an admin cannot delete or demote themselves, and nobody can remove
-- or demote the last admin. The advisory lock serialises these checks, so two admins removing
-- each other at once cannot both pass and leave none.
create or replace function private.guard_admin_roster()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  if actor is null or old.user_type <> 'admin'
     or (tg_op = 'UPDATE' and new.user_type = 'admin') then
    return coalesce(new, old);
  end if;
  if old.id = actor then
    raise exception '%', case tg_op when 'DELETE' then 'No puedes eliminar tu propia cuenta'
                                    else 'No puedes quitarte el rol de administrador' end
      using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('univida.admin_roster'));
  if not exists (select 1 from public.profiles p where p.user_type = 'admin' and p.id <> old.id) then
    raise exception 'No se puede quitar al último administrador' using errcode = '42501';
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function private.guard_admin_roster() from public, anon, authenticated;

create trigger guard_admin_roster before update of user_type or delete on public.profiles
  for each row execute function private.guard_admin_roster();

-- Deleting a user -----------------------------------------------------------------------------
-- Removes the account itself (auth.users), not only the profile, so the person can no longer sign
-- in; runs with the owner's rights on the server, never with a service key in a browser. The
-- profile row goes first so the audit trigger sees the admin's decision (depth 1) and the roster
-- guard applies; delete_account_of_profile then removes the auth user.
create or replace function public.admin_delete_user(p_user_id uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede eliminar usuarios' using errcode = '42501';
  end if;
  delete from public.profiles where id = p_user_id;
  if not found then
    raise exception 'Usuario no encontrado' using errcode = 'P0002';
  end if;
  delete from auth.users where id = p_user_id;
end
$$;
comment on function public.admin_delete_user(uuid) is 'Admins: deletes a user''s profile and account (auth.users). Refuses self-deletion and the last admin.';
revoke execute on function public.admin_delete_user(uuid) from public, anon;
grant execute on function public.admin_delete_user(uuid) to authenticated;

-- Editing a user: name, type and city on the profile, the phone in profile_contacts, together.
create or replace function public.admin_update_user(
  p_user_id uuid,
  p_full_name text,
  p_user_type public.user_type,
  p_phone text,
  p_city text
)
returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede editar usuarios' using errcode = '42501';
  end if;
  update public.profiles
     set full_name = btrim(p_full_name), user_type = p_user_type, city = nullif(btrim(p_city), '')
   where id = p_user_id;
  if not found then
    raise exception 'Usuario no encontrado' using errcode = 'P0002';
  end if;
  update public.profile_contacts set phone = nullif(btrim(p_phone), '') where id = p_user_id;
end
$$;
comment on function public.admin_update_user(uuid, text, public.user_type, text, text) is 'Admins: saves a user''s name, type, city and phone in one transaction (RLS applies: security invoker).';
revoke execute on function public.admin_update_user(uuid, text, public.user_type, text, text) from public, anon;
grant execute on function public.admin_update_user(uuid, text, public.user_type, text, text) to authenticated;

-- Reports ------------------------------------------------------------------------------------
-- 'Descartar' marks the report dismissed; 'Eliminar evento' deletes the event and marks every
-- pending report about it reviewed, in one transaction.
create or replace function public.resolve_report(p_report_id uuid, p_delete_event boolean)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  report public.reports;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede resolver reportes' using errcode = '42501';
  end if;
  select * into report from public.reports where id = p_report_id for update;
  if not found then
    raise exception 'Reporte no encontrado' using errcode = 'P0002';
  end if;
  if report.status <> 'pending' then
    raise exception 'El reporte ya fue resuelto' using errcode = '22023';
  end if;
  if p_delete_event then
    -- Reports first, so their audit rows can still name the event.
    update public.reports set status = 'reviewed'
     where item_type = report.item_type and item_id = report.item_id and status = 'pending';
    delete from public.events where id = report.item_id;
  else
    update public.reports set status = 'dismissed' where id = p_report_id;
  end if;
end
$$;
comment on function public.resolve_report(uuid, boolean) is 'Admins: dismisses a pending report, or deletes its event and marks its pending reports reviewed.';
revoke execute on function public.resolve_report(uuid, boolean) from public, anon;
grant execute on function public.resolve_report(uuid, boolean) to authenticated;

-- Users tab: search by name or email, paged and sorted in the database -------------------------
-- Email lives in profile_contacts, so PostgREST's filters on one table cannot search both.
create or replace function public.admin_search_users(
  p_search text default '',
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid,
  full_name text,
  email text,
  phone text,
  city text,
  user_type public.user_type,
  profile_picture_url text,
  created_at timestamptz,
  total_count bigint
)
language plpgsql stable security invoker set search_path = ''
as $$
declare
  search text := btrim(coalesce(p_search, ''));
  pattern text := '%' || replace(replace(replace(search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  page_size integer := least(greatest(p_limit, 1), 100);
  skip integer := greatest(p_offset, 0);
  -- A plain column (not a CASE) so the newest-first page can walk profiles_created_at_idx.
  ordering text := case p_sort
      when 'created_at' then 'p.created_at'
      when 'full_name' then 'lower(p.full_name)'
      when 'email' then 'lower(c.email)'
      when 'city' then 'lower(p.city)'
      when 'user_type' then 'p.user_type::text'
    end
    || case when p_ascending then ' asc' else ' desc' end
    || case when p_sort = 'created_at' then '' else ' nulls last' end
    || ', p.id';
  total bigint;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede buscar usuarios' using errcode = '42501';
  end if;
  if ordering is null then
    raise exception 'Orden no válido: %', p_sort using errcode = '22023';
  end if;
  if search = '' then
    -- No filter: count the table once instead of a window over every joined row.
    select count(*) into total from public.profiles;
    return query execute format(
      'select p.id, p.full_name, c.email, c.phone, p.city, p.user_type, p.profile_picture_url,
              p.created_at, $1
         from public.profiles p left join public.profile_contacts c on c.id = p.id
        order by %s limit $2 offset $3', ordering)
      using total, page_size, skip;
  else
    return query execute format(
      'select p.id, p.full_name, c.email, c.phone, p.city, p.user_type, p.profile_picture_url,
              p.created_at, count(*) over ()
         from public.profiles p left join public.profile_contacts c on c.id = p.id
        where p.full_name ilike $1 or c.email ilike $1
        order by %s limit $2 offset $3', ordering)
      using pattern, page_size, skip;
  end if;
end
$$;
comment on function public.admin_search_users(text, text, boolean, integer, integer) is 'Admins: profiles with their email, filtered by a case-insensitive part of the name or email, sorted and paged; total_count is the number of matches.';
revoke execute on function public.admin_search_users(text, text, boolean, integer, integer) from public, anon;
grant execute on function public.admin_search_users(text, text, boolean, integer, integer) to authenticated;

-- Resumen charts ---------------------------------------------------------------------------------
create or replace function public.admin_signups_per_week(p_weeks integer default 12)
returns table (week_start date, students bigint, owners bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver estas cifras' using errcode = '42501';
  end if;
  return query
    select weeks.week_start::date,
           count(p.id) filter (where p.user_type = 'student'),
           count(p.id) filter (where p.user_type = 'owner')
      from generate_series(date_trunc('week', now()) - make_interval(weeks => least(greatest(p_weeks, 1), 104) - 1),
                           date_trunc('week', now()), interval '1 week') as weeks(week_start)
      left join public.profiles p
        on p.created_at >= weeks.week_start and p.created_at < weeks.week_start + interval '1 week'
     group by weeks.week_start
     order by weeks.week_start;
end
$$;
comment on function public.admin_signups_per_week(integer) is 'Admins: new students and owners per week (Monday start) over the last p_weeks weeks, empty weeks included.';
revoke execute on function public.admin_signups_per_week(integer) from public, anon;
grant execute on function public.admin_signups_per_week(integer) to authenticated;

create or replace function public.admin_listings_per_city()
returns table (city text, listings bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede ver estas cifras' using errcode = '42501';
  end if;
  return query
    select a.city, count(*) from public.accommodations a group by a.city order by count(*) desc, a.city;
end
$$;
comment on function public.admin_listings_per_city() is 'Admins: number of accommodations per city, most first.';
revoke execute on function public.admin_listings_per_city() from public, anon;
grant execute on function public.admin_listings_per_city() to authenticated;

-- City filters: the distinct cities of the stored items (SPEC §2). The leisure spots' list is
-- leisure_spot_cities() (20261124030000_event_waitlist); this is the same for accommodations.
create or replace function public.accommodation_cities()
returns setof text
language sql stable security invoker set search_path = ''
as $$
  select distinct city from public.accommodations order by city
$$;
comment on function public.accommodation_cities() is 'The distinct cities of the accommodations, for city filters.';

create index reports_pending_idx on public.reports (created_at desc) where status = 'pending';
create index leisure_spot_suggestions_pending_idx on public.leisure_spot_suggestions (created_at desc) where status = 'pending';
