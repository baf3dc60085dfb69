import { Card } from '../Card/Card';
import styled from 'styled-components';

/**
 * A card whose title holds a <CardButton>: the button's hit area stretches over the whole card,
 * so a click anywhere is that one, properly named button (no interactive content nested in it).
 */
export const ClickableCard = styled(Card)`
  position: relative;
  height: 100%;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const CardButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: none;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
