import { toast } from '@univida/shared-ui';
import { useRef, useState, type ReactNode } from 'react';
import { DELETED_TOAST } from '../constants';
import { useDeleteRow, type DeletableTable } from '../hooks/use-delete-row';
import { useRowFocus } from '../hooks/use-row-focus';
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
  // Focus stays in the table when a deleted or edited row leaves the page (use-row-focus).
  const rowFocus = useRowFocus();
  const editedRow = useRef<ReturnType<typeof rowFocus>>({});
  return (
    <>
      <ManagedTable
        {...managed}
        rowKey={(row) => row.id}
        actions={{
          nameOf,
          busyId: remove.isPending ? remove.variables?.id : undefined,
          onEdit: (row) => {
            editedRow.current = rowFocus(row.id, 'edit');
            setEditing(row);
          },
          onDelete: (row) => remove.mutate({ id: row.id }, rowFocus(row.id, 'delete')),
        }}
      />
      {editing &&
        editor(editing, () => {
          editedRow.current.onSuccess?.();
          setEditing(null);
        })}
    </>
  );
}
