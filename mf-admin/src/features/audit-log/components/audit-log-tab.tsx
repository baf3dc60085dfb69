import {
  Badge,
  formatDate,
  formatRelativeTime,
  formatTime,
  Select,
  type BadgeVariant,
} from '@univida/shared-ui';
import styled from 'styled-components';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { useAuditParams } from '../../../hooks/use-table-params';
import { useAdmins, useAuditLog, type AuditEntry } from '../api/get-audit-log';
import { describeChanges } from '../lib/describe-changes';

const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  create: 'Creación',
  update: 'Edición',
  delete: 'Eliminación',
  approve: 'Aprobación',
  reject: 'Rechazo',
  type_change: 'Cambio de tipo',
  resolve_report: 'Reporte resuelto',
  dismiss_report: 'Reporte descartado',
};

const ACTION_BADGES: Record<AuditEntry['action'], BadgeVariant> = {
  create: 'success',
  update: 'secondary',
  delete: 'destructive',
  approve: 'success',
  reject: 'warning',
  type_change: 'warning',
  resolve_report: 'outline',
  dismiss_report: 'outline',
};

const ENTITY_LABELS: Record<AuditEntry['entity'], string> = {
  profile: 'Usuario',
  accommodation: 'Alojamiento',
  leisure_spot: 'Zona de ocio',
  news: 'Noticia',
  suggestion: 'Sugerencia',
  report: 'Reporte',
  event: 'Evento',
};

/** Registro: every admin change, newest first, filterable by admin, kind of action and of item. */
export function AuditLogTab() {
  const params = useAuditParams();
  const query = useAuditLog({
    actor: params.actor,
    action: params.action,
    entity: params.entity,
    page: params.page,
  });
  const admins = useAdmins().data ?? [];

  const columns: Column<AuditEntry, never>[] = [
    {
      header: 'Cuándo',
      cell: (entry) => (
        <time
          dateTime={entry.created_at}
          title={`${formatDate(entry.created_at)} ${formatTime(entry.created_at)}`}
        >
          {formatRelativeTime(entry.created_at)}
        </time>
      ),
    },
    { header: 'Administrador', cell: (entry) => entry.actor_name },
    {
      header: 'Acción',
      cell: (entry) => (
        <Badge variant={ACTION_BADGES[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>
      ),
    },
    {
      header: 'Elemento',
      cell: (entry) => {
        // The kind, then the label: 'Alojamiento Piso Centro', 'Reporte sobre «Cena»'.
        const kind = ENTITY_LABELS[entry.entity];
        return (
          <Item>
            {kind && (
              <>
                <Kind>{kind}</Kind>{' '}
              </>
            )}
            {entry.entity_label}
          </Item>
        );
      },
    },
    {
      header: 'Cambios',
      cell: (entry) => {
        const lines = describeChanges(entry.action, entry.changes);
        return lines.length ? (
          <Changes>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Changes>
        ) : (
          '—'
        );
      },
    },
  ];

  return (
    <>
      <Filters>
        <Select
          aria-label="Filtrar por administrador"
          value={params.actor}
          onValueChange={params.setActor}
          options={[
            { value: '', label: 'Todos los administradores' },
            ...admins.map((admin) => ({ value: admin.id, label: admin.full_name })),
          ]}
        />
        <Select
          aria-label="Filtrar por acción"
          value={params.action}
          onValueChange={params.setAction}
          options={[
            { value: '', label: 'Todas las acciones' },
            ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <Select
          aria-label="Filtrar por tipo de elemento"
          value={params.entity}
          onValueChange={params.setEntity}
          options={[
            { value: '', label: 'Todos los elementos' },
            ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Filters>
      <PagedTable
        caption="Registro de cambios"
        query={query}
        errorTitle="No se pudo cargar el registro"
        emptyTitle="No hay cambios registrados"
        columns={columns}
        rowKey={(entry) => String(entry.id)}
        page={params.page}
        onPage={params.setPage}
      />
    </>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  max-width: 840px;
`;

const Item = styled.span`
  display: block;
  min-width: 160px;
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Changes = styled.ul`
  min-width: 220px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  white-space: normal;
`;
