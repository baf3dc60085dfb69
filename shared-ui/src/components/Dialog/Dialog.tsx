import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Button } from '../Button/Button';
import {
  contentStyles,
  DialogDescriptionText,
  DialogFooter,
  DialogTitleText,
  overlayStyles,
  type DialogSize,
} from './dialog-styles';
import { useReturnFocus } from './return-focus';

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** Max width: sm 420 px, md 520 px (default), lg 720 px. */
  size?: DialogSize;
  /** Hides the corner close button (keep another way out: Escape still closes). */
  hideClose?: boolean;
}

/** Modal panel in a portal over a dimmed overlay; focus is trapped and returns to what opened it. */
function Content({
  size = 'md',
  hideClose = false,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal>
      <Overlay />
      <StyledContent $size={size} {...props} {...returnFocus}>
        {children}
        {!hideClose && (
          <CloseButton aria-label="Cerrar">
            <X aria-hidden size={20} />
          </CloseButton>
        )}
      </StyledContent>
    </RadixDialog.Portal>
  );
}

const Overlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

const StyledContent = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  ${contentStyles}
`;

const Title = styled(RadixDialog.Title)`
  ${DialogTitleText}
`;

const Description = styled(RadixDialog.Description)`
  ${DialogDescriptionText}
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

interface FormActionsProps {
  /** The submit button's text ('Guardar', 'Publicar', …). */
  submitLabel: string;
  /** While the form's request runs: the submit button spins and cannot be pressed again. */
  pending?: boolean;
}

/** A form dialog's action row: 'Cancelar' closes the dialog, the other button submits the form. */
function FormActions({ submitLabel, pending = false }: FormActionsProps) {
  return (
    <DialogFooter>
      <RadixDialog.Close asChild>
        <Button type="button" variant="outline">
          Cancelar
        </Button>
      </RadixDialog.Close>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * Dialog (Radix): Dialog.Root, Trigger (asChild with a Button), Content, Title, Description,
 * Close (asChild) and Footer for the action row; FormActions for a form's Cancelar + submit row.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Title,
  Description,
  Close: RadixDialog.Close,
  Footer: DialogFooter,
  FormActions,
};
