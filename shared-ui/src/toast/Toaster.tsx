import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toast } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../constants';
import { focusRing } from '../theme/mixins';
import { getToasts, dismissToast, subscribeToasts, type ToastVariant } from './toast-store';

const VARIANT_ICON = { default: Info, destructive: XCircle, success: CheckCircle2 } as const;

/**
 * Renders the toasts raised with `toast()`. The shell renders it once (a standalone remote renders
 * its own); Radix gives the live region, pause on hover/focus, F8 to jump to it and swipe-to-dismiss.
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificación"
    >
      {items.map(({ id, title, description, variant, open }) => {
        const Icon = VARIANT_ICON[variant];
        return (
          <Root
            key={id}
            open={open}
            onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={variant}
            $variant={variant}
          >
            <Icon aria-hidden size={20} />
            <Text>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </Text>
            <Close aria-label="Cerrar">
              <X aria-hidden size={16} />
            </Close>
          </Root>
        );
      })}
      <Viewport
        label="Notificaciones ({hotkey})"
        style={{ [BOTTOM_VAR]: `${bottomCover()}px` } as CSSProperties}
      />
    </Toast.Provider>
  );
}

const BOTTOM_VAR = '--toast-bottom';

/**
 * How much of the viewport's bottom fixed UI covers, as the page declares it for scrolling: the
 * root's scroll-padding-bottom (the cookie banner's height while it shows). Read as a toast comes.
 */
function bottomCover(): number {
  const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom);
  return covered > 0 ? covered : 0;
}

// At the bottom, above whatever covers it there (the cookie banner's buttons): at the top of a
// phone it hid the header's menu button and avatar. While a dialog is open on a phone, at the
// top: a dialog's result and buttons sit at its bottom. ([role$='dialog']: alertdialog too.)
const Viewport = styled(Toast.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: 0;
  bottom: var(${BOTTOM_VAR}, 0px);
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    body:has([role$='dialog'][data-state='open']) & {
      top: 0;
      bottom: auto;
    }
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
`;

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1rem)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1rem)); }
`;

const variantStyles = {
  default: css`
    border-left-color: ${({ theme }) => theme.colors.primary};
    & > svg:first-child {
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  destructive: css`
    border-left-color: ${({ theme }) => theme.colors.destructive};
    & > svg:first-child {
      color: ${({ theme }) => theme.colors.destructive};
    }
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
    & > svg:first-child {
      color: ${({ theme }) => theme.colors.successText};
    }
  `,
} satisfies Record<ToastVariant, unknown>;

const Root = styled(Toast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $variant }) => variantStyles[$variant]}

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.transitions.slow};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease-in;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 150ms ease-out;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled(Toast.Title)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled(Toast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled(Toast.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  @media (pointer: coarse) {
    width: 44px;
    height: 44px;
    margin: -8px -8px 0 0;
  }
`;
