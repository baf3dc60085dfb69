import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import {
  contentStyles,
  DialogDescriptionText,
  DialogFooter,
  DialogTitleText,
  overlayStyles,
  type DialogSize,
} from './dialog-styles';

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** Max width: sm 420 px, md 520 px (default), lg 720 px. */
  size?: DialogSize;
  /** Hides the corner close button (keep another way out: Escape still closes). */
  hideClose?: boolean;
}

/** Modal panel in a portal over a dimmed overlay; focus is trapped and returns to the trigger. */
function Content({ size = 'md', hideClose = false, children, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <Overlay />
      <StyledContent $size={size} {...props}>
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

/**
 * Dialog (Radix): Dialog.Root, Trigger (asChild with a Button), Content, Title, Description,
 * Close (asChild) and Footer for the action row.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Title,
  Description,
  Close: RadixDialog.Close,
  Footer: DialogFooter,
};
