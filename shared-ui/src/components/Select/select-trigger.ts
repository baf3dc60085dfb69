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
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
