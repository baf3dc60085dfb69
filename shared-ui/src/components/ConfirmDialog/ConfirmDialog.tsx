import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import {
  contentStyles,
  DialogDescriptionText,
  DialogFooter,
  DialogTitleText,
  overlayStyles,
  type DialogSize,
} from '../Dialog/dialog-styles';
import { useReturnFocus } from '../Dialog/return-focus';

export interface ConfirmDialogProps {
  /** Controlled open state; omit both with `trigger` to let the dialog manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered asChild, e.g. a <Button>). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Red confirm button, for deletions and other irreversible actions. */
  destructive?: boolean;
}

/**
 * "¿Seguro?" dialog on Radix AlertDialog: role="alertdialog", focus starts on Cancelar, Escape
 * cancels, clicking outside does not dismiss it, and focus goes back to what opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus({});
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        {/* Without a description, an explicit undefined aria-describedby stops Radix pointing at nothing. */}
        <Content
          $size="sm"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <DialogFooter>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </DialogFooter>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

const Content = styled(AlertDialog.Content)<{ $size: DialogSize }>`
  ${contentStyles}
`;

const Title = styled(AlertDialog.Title)`
  ${DialogTitleText}
  padding-right: 0;
`;

const Description = styled(AlertDialog.Description)`
  ${DialogDescriptionText}
`;
