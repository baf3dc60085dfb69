import { Button, ConfirmDialog } from '@univida/shared-ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

export interface RowActionsProps {
  /** The item's name, for the buttons' accessible names and the confirmation. */
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** A change to this row is under way: both actions wait (SPEC §4 per-item busy flag). */
  busy?: boolean;
}

/** Editar and Eliminar for one row; Eliminar asks first, naming the item (SPEC §2). */
export function RowActions({ name, onEdit, onDelete, busy = false }: RowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ActionGroup>
      {onEdit && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Editar ${name}`}
          data-row-action="edit"
          disabled={busy}
          onClick={onEdit}
        >
          <Pencil size={18} aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Eliminar ${name}`}
        data-row-action="delete"
        disabled={busy}
        loading={busy}
        onClick={() => setConfirming(true)}
      >
        {!busy && <Trash2 size={18} aria-hidden />}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Eliminar este elemento?"
        description={`Esta acción es irreversible. Se eliminará permanentemente «${name}».`}
        cancelLabel="Cancelar"
        confirmLabel="Eliminar"
        destructive
        onConfirm={onDelete}
      />
    </ActionGroup>
  );
}

/** The buttons of one table row, side by side. */
export const ActionGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;

/**
 * A row button's word, shown from `sm` up. On a phone the pinned actions column keeps only the
 * icons (the button's aria-label names it): with words it filled the table's whole width and hid
 * the row it acts on.
 */
export const ActionLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    display: none;
  }
`;
