import { css } from 'styled-components';

// Shared CSS snippets for the primitives; internal to the package.

/** A visible ring only for keyboard focus, never on mouse click. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Grows the hit area of a small control to the 44 px touch target without changing its look. */
export const touchTarget = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: max(100%, ${({ theme }) => theme.sizes.touchTarget});
    height: max(100%, ${({ theme }) => theme.sizes.touchTarget});
    transform: translate(-50%, -50%);
  }
`;

/** Shared look of text inputs, textareas and select triggers. */
export const fieldControl = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoftHover};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  /* The red border stays (it says the error); focus adds the site's indigo ring outside it, 2 px
     apart, so a focused invalid field looks unlike an unfocused one (the ring: 4.5:1 on white). */
  &[aria-invalid='true']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: none;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
