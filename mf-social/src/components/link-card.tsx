import { Card } from '@univida/shared-ui';
import { Link, useListLinkState } from '@univida/shared-router';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';

interface LinkCardProps {
  to: ComponentProps<typeof Link>['to'];
  /** The card's parts (Card.Header, Card.Content, …), all inside the one link. */
  children: ReactNode;
}

/**
 * A list item that is one card-shaped link, lifting on hover: an event or a leisure spot in its
 * list. The page it opens leads back to the list as it was (filters, page).
 */
export function LinkCard({ to, children }: LinkCardProps) {
  const state = useListLinkState();
  return (
    <li>
      <Card asChild interactive>
        <CardLink to={to} state={state}>
          {children}
        </CardLink>
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
