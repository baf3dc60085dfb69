import { css } from 'styled-components';
import { fieldControl } from '../../theme/mixins';

/** The closed select's look, shared by Select's trigger and LazySelect's stand-in (no Radix here). */
export const selectTrigger = css`
  ${fieldControl}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  text-align: left;
  cursor: pointer;
  /* A form sends focus to a wrong choice after a click on its submit button too: a button then
     matches no :focus-visible, so the ring is drawn on any focus while the choice is wrong. */
  &[aria-invalid='true']:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
