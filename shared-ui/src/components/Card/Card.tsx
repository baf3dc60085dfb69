import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Lifts on hover: for cards that are themselves a link or button (use with asChild). */
  interactive?: boolean;
  /** Render the single child (e.g. <article> or a router <Link>) with the card's look. */
  asChild?: boolean;
}

function CardRoot({ interactive = false, asChild = false, ...props }: CardProps) {
  return <StyledCard as={asChild ? Slot.Root : 'div'} $interactive={interactive} {...props} />;
}

const StyledCard = styled.div<{ $interactive: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-decoration: none;
  ${({ $interactive }) =>
    $interactive &&
    css`
      cursor: pointer;
      transition:
        box-shadow ${({ theme }) => theme.transitions.normal},
        transform ${({ theme }) => theme.transitions.normal};
      &:hover {
        box-shadow: ${({ theme }) => theme.shadows.lg};
        transform: translateY(-2px);
      }
      ${focusRing}
    `}
`;

/** The 16:9 box at a card's top: a photo fills it (cut to cover), an icon sits in its middle. */
const Media = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} 0`};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[5]} ${theme.space[5]}`};
`;

/** Surface for grouped content: Card.Media, Card.Header (Title, Description), Card.Content, Card.Footer. */
export const Card = Object.assign(CardRoot, { Media, Header, Title, Description, Content, Footer });
