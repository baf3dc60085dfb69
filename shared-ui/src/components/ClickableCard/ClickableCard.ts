import { Card } from '../Card/Card';
import styled from 'styled-components';

/**
 * A card whose title holds a <CardButton>: the button's hit area stretches over the whole card,
 * so a click anywhere is that one, properly named button (no interactive content nested in it).
 */
export const ClickableCard = styled(Card)`
  position: relative;
  height: 100%;
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The title as a link-coloured button with a trailing arrow, underlined while the card is hovered
 * or focused, so the card reads as something to open before anyone touches it.
 */
export const CardButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primaryActive};
  text-align: left;
  text-underline-offset: 3px;
  cursor: pointer;
  ${ClickableCard}:hover &,
  &:focus-visible {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  > svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
