import { socialRoutes } from '@univida/mf-social/routes';
import { Link } from '@univida/shared-router';
import { Button, ConfirmDialog, formatDate, toast } from '@univida/shared-ui';
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { ActionGroup, ActionLabel } from '../../../components/row-actions';
import { useRowFocus } from '../../../hooks/use-row-focus';
import { usePageParam } from '../../../hooks/use-table-params';
import { usePendingReports, type PendingReport } from '../api/get-pending-reports';
import { useResolveReport } from '../api/resolve-report';

/** Reportes: pending event reports; 'Descartar' or 'Eliminar evento', both resolve the report. */
export function ReportsTab() {
  const { page, setPage } = usePageParam();
  const query = usePendingReports(page);
  const [deleting, setDeleting] = useState<PendingReport | null>(null);
  const resolve = useResolveReport({
    mutationConfig: {
      onSuccess: (_result, { deleteEvent }) =>
        toast({
          title: deleteEvent ? 'Evento eliminado' : 'Reporte descartado',
          description: deleteEvent
            ? 'El evento se ha eliminado y sus reportes se han resuelto.'
            : 'El reporte se ha marcado como descartado.',
          variant: 'success',
        }),
    },
  });
  // A resolved report leaves the table: focus goes on to the next one (use-row-focus).
  const rowFocus = useRowFocus();
  const busyId = resolve.isPending ? resolve.variables?.id : undefined;
  const eventName = (report: PendingReport) => report.eventTitle ?? 'Evento eliminado';

  const columns: Column<PendingReport, never>[] = [
    { header: 'Reportado por', cell: (row) => row.reporterName || 'N/A' },
    {
      header: 'Evento',
      cell: (row) =>
        row.eventTitle ? (
          <Link to={socialRoutes.paths.event({ id: row.eventId })}>{row.eventTitle}</Link>
        ) : (
          eventName(row)
        ),
    },
    { header: 'Motivo', cell: (row) => <Reason>{row.reason}</Reason> },
    { header: 'Fecha', cell: (row) => formatDate(row.created_at) },
    {
      header: 'Acciones',
      align: 'end',
      pinned: true,
      cell: (row) => (
        <ActionGroup>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Descartar el reporte sobre ${eventName(row)}`}
            data-row-action="dismiss"
            disabled={busyId === row.id}
            onClick={() =>
              resolve.mutate({ id: row.id, deleteEvent: false }, rowFocus(row.id, 'dismiss'))
            }
          >
            <X size={16} aria-hidden />
            <ActionLabel>Descartar</ActionLabel>
          </Button>
          <Button
            size="sm"
            variant="destructive"
            aria-label={`Eliminar evento ${eventName(row)}`}
            data-row-action="delete-event"
            disabled={busyId === row.id || !row.eventTitle}
            loading={busyId === row.id && resolve.variables?.deleteEvent}
            onClick={() => setDeleting(row)}
          >
            <Trash2 size={16} aria-hidden />
            <ActionLabel>Eliminar evento</ActionLabel>
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        caption="Reportes pendientes"
        query={query}
        errorTitle="No se pudieron cargar los reportes"
        emptyTitle="No hay reportes pendientes"
        columns={columns}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Eliminar este evento?"
        description={`Esta acción es irreversible. Se eliminará permanentemente «${deleting ? eventName(deleting) : ''}».`}
        cancelLabel="Cancelar"
        confirmLabel="Eliminar"
        destructive
        onConfirm={() =>
          deleting &&
          resolve.mutate(
            { id: deleting.id, deleteEvent: true },
            rowFocus(deleting.id, 'delete-event'),
          )
        }
      />
    </>
  );
}

const Reason = styled.span`
  display: block;
  min-width: 200px;
  max-width: 420px;
  white-space: normal;
`;
