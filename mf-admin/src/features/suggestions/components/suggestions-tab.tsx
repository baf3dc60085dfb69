import { Badge, Button, leisureCategoryLabel, toast } from '@univida/shared-ui';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { ActionGroup, ActionLabel } from '../../../components/row-actions';
import { SUGGESTER_ID_CHARS } from '../../../constants';
import { useRowFocus } from '../../../hooks/use-row-focus';
import { usePageParam } from '../../../hooks/use-table-params';
import { usePendingSuggestions, type PendingSuggestion } from '../api/get-pending-suggestions';
import { useApproveSuggestion, useRejectSuggestion } from '../api/review-suggestion';

/** Sugerencias: pending suggestions with approve and reject (SPEC §2, §4). */
export function SuggestionsTab() {
  const params = usePageParam();
  const query = usePendingSuggestions(params.page);
  const approve = useApproveSuggestion({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: 'Sugerencia aprobada',
          description: 'El lugar se ha añadido a las zonas de ocio.',
          variant: 'success',
        }),
    },
  });
  const reject = useRejectSuggestion({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: 'Sugerencia rechazada',
          description: 'La sugerencia se ha descartado.',
          variant: 'success',
        }),
    },
  });
  // An approved or rejected suggestion leaves the table: focus goes on to the next one.
  const rowFocus = useRowFocus();
  const busyId =
    (approve.isPending ? approve.variables?.id : undefined) ??
    (reject.isPending ? reject.variables?.id : undefined);

  const columns: Column<PendingSuggestion, never>[] = [
    { header: 'Nombre', cell: (row) => row.name },
    {
      header: 'Categoría',
      cell: (row) => <Badge variant="secondary">{leisureCategoryLabel(row.category)}</Badge>,
    },
    { header: 'Ciudad', cell: (row) => row.city },
    {
      header: 'Sugerido por',
      cell: (row) => (
        <Code title={row.suggester_id}>{row.suggester_id.slice(0, SUGGESTER_ID_CHARS)}…</Code>
      ),
    },
    {
      header: 'Acciones',
      align: 'end',
      pinned: true,
      cell: (row) => (
        <ActionGroup>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Aprobar ${row.name}`}
            data-row-action="approve"
            disabled={busyId === row.id}
            loading={approve.isPending && approve.variables?.id === row.id}
            onClick={() => approve.mutate({ id: row.id }, rowFocus(row.id, 'approve'))}
          >
            <Check size={16} aria-hidden />
            <ActionLabel>Aprobar</ActionLabel>
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Rechazar ${row.name}`}
            data-row-action="reject"
            disabled={busyId === row.id}
            loading={reject.isPending && reject.variables?.id === row.id}
            onClick={() => reject.mutate({ id: row.id }, rowFocus(row.id, 'reject'))}
          >
            <X size={16} aria-hidden />
            <ActionLabel>Rechazar</ActionLabel>
          </Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        caption="Sugerencias pendientes"
        query={query}
        errorTitle="No se pudieron cargar las sugerencias"
        emptyTitle="No hay sugerencias pendientes"
        columns={columns}
        rowKey={(row) => row.id}
        page={params.page}
        onPage={params.setPage}
      />
    </>
  );
}

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;
