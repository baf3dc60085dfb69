-- The admin's Registro read wrong for reports in two ways:
-- 1. A dismissed report ('Descartar' in the Reportes tab, status 'dismissed') was logged with the
--    action resolve_report, shown as 'Reporte resuelto', like a report whose event was deleted.
--    It now has its own action, dismiss_report ('Reporte descartado'); resolve_report stays for a
--    report marked reviewed, and a report put back to pending is a plain update.
-- 2. A report's label was 'Reporte sobre «title»' while the page writes each item's kind before
--    its label, so it read 'Reporte Reporte sobre «…»' unless the page dropped the kind. The label
--    is now what follows the kind: 'sobre «title»' (or 'sobre un evento eliminado'), and the page
--    reads 'Reporte sobre «title»' with no special case.
-- Rows already logged are mended the same way: the append-only trigger is switched off for these
-- two updates only, inside this migration's transaction.

alter table public.admin_audit_log drop constraint admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check
  check (action in ('create', 'update', 'delete', 'approve', 'reject', 'type_change', 'resolve_report', 'dismiss_report'));

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
    verb := case new_row ->> 'status' when 'dismissed' then 'dismiss_report' when 'reviewed' then 'resolve_report' else verb end;
  end if;
  if entity = 'report' then
    -- Follows the kind the page writes first: 'Reporte' + ' sobre «title»'.
    select 'sobre «' || e.title || '»' into label
      from public.events e where e.id = (row_data ->> 'item_id')::uuid;
    label := coalesce(label, 'sobre un evento eliminado');
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

alter table public.admin_audit_log disable trigger admin_audit_log_append_only;
update public.admin_audit_log
   set action = case changes #>> '{status,after}' when 'dismissed' then 'dismiss_report' else 'update' end
 where entity = 'report' and action = 'resolve_report'
   and changes #>> '{status,after}' is distinct from 'reviewed';
update public.admin_audit_log
   set entity_label = substr(entity_label, length('Reporte ') + 1)
 where entity = 'report' and entity_label like 'Reporte sobre %';
alter table public.admin_audit_log enable trigger admin_audit_log_append_only;
