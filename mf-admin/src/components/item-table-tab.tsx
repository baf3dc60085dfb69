import { toast } from '@univida/shared-ui';
import { useState, type ReactNode } from 'react';
import { DELETED_TOAST } from '../constants';
import { useDeleteRow, type DeletableTable } from '../hooks/use-delete-row';
import { ManagedTable, type ManagedTableProps } from './managed-table';

export interface ItemTableTabProps<Row extends { id: string }, Sort extends string> extends Omit<
  ManagedTableProps<Row, Sort>,
  'rowKey' | 'actions'
> {
  /** The table its rows are deleted from (by id, after the confirmation). */
  table: DeletableTable;
  /** How the row is named in its buttons and the confirmation. */
  nameOf: (row: Row) => string;
  /** The edit dialog of a row; `onClose` closes it. */
  editor: (row: Row, onClose: () => void) => ReactNode;
}

/**
 * The tab of a content table (alojamientos, zonas de ocio, novedades): the managed table with
 * each row's edit dialog and its confirmed delete, which toasts and reloads the dashboard.
 */
export function ItemTableTab<Row extends { id: string }, Sort extends string>({
  table,
  nameOf,
  editor,
  ...managed
}: ItemTableTabProps<Row, Sort>) {
  const [editing, setEditing] = useState<Row | null>(null);
  const remove = useDeleteRow(table, {
    onSuccess: () => toast({ ...DELETED_TOAST, variant: 'success' }),
  });
  return (
    <>
      <ManagedTable
        {...managed}
        rowKey={(row) => row.id}
        actions={{
          nameOf,
          busyId: remove.isPending ? remove.variables?.id : undefined,
          onEdit: setEditing,
          onDelete: (row) => remove.mutate({ id: row.id }),
        }}
      />
      {editing && editor(editing, () => setEditing(null))}
    </>
  );
}
