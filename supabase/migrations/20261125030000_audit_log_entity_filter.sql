-- Admin dashboard (issue 14): the Registro tab filters the audit trail by the kind of item
-- (usuario, alojamiento, zona de ocio…), newest first. This index serves that filter the way
-- admin_audit_log_action_idx serves the filter by action, so it stays one index walk at any size.
create index admin_audit_log_entity_idx on public.admin_audit_log (entity, created_at desc, id desc);
