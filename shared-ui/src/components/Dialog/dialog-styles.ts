import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/media';

// Shared look of Dialog and ConfirmDialog (they sit on different Radix primitives).

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export type DialogSize = 'sm' | 'md' | 'lg';
const widths = { sm: '420px', md: '520px', lg: '720px' } satisfies Record<DialogSize, string>;

export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
  }
`;

/**
 * Action row: stacked full-width on phones, right-aligned from `sm` up. It sticks to the bottom of
 * a panel taller than the screen, so the form's button never hides below the fold.
 */
export const DialogFooter = styled.div`
  position: sticky;
  bottom: calc(-1 * var(--dialog-padding));
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} calc(-1 * var(--dialog-padding))
    calc(-1 * var(--dialog-padding));
  padding: ${({ theme }) => theme.space[3]} var(--dialog-padding) var(--dialog-padding);
  background: ${({ theme }) => theme.colors.surface};
  ${media.sm`
    flex-direction: row;
    justify-content: flex-end;
  `}
`;

export const contentStyles = css<{ $size: DialogSize }>`
  /* The footer reads it to reach the panel's edges. */
  --dialog-padding: ${({ theme }) => theme.space[5]};
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: calc(100vw - 2rem);
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: var(--dialog-padding);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  transform: translate(-50%, -50%);
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${popIn} ${({ theme }) => theme.transitions.slow};
  }
  /* What scrolls into view (a focused field, a result) stops above the sticky action row. */
  &:has(${DialogFooter}) {
    scroll-padding-bottom: 9rem;
  }
  ${media.sm`
    --dialog-padding: 1.5rem;
    &:has(${DialogFooter}) {
      scroll-padding-bottom: 6rem;
    }
  `}
`;

export const DialogTitleText = css`
  padding-right: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const DialogDescriptionText = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
