import { Card } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';

interface LinkCardProps {
  to: ComponentProps<typeof Link>['to'];
  /** The card's parts (Card.Header, Card.Content, …), all inside the one link. */
  children: ReactNode;
}

/** A list item that is one card-shaped link, lifting on hover: an event or a leisure spot in its list. */
export function LinkCard({ to, children }: LinkCardProps) {
  return (
    <li>
      <Card asChild interactive>
        <CardLink to={to}>{children}</CardLink>
      </Card>
    </li>
  );
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
`;
