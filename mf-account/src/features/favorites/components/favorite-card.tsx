import { Button, Card } from '@univida/shared-ui';
import { Heart } from 'lucide-react';
import { Link } from '@univida/shared-router';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FavoriteCardProps {
  id: string;
  /** The name that links to the item and that the remove button names. */
  title: string;
  href: string;
  /** A photo, an avatar or an icon. */
  media: ReactNode;
  details: ReactNode;
  /** €/mes, when known. */
  price?: string;
  onRemove: () => void;
  removing: boolean;
}

/** A saved item (listing or flatmate): the whole card opens it; the heart removes it from favourites. */
export function FavoriteCard({
  id,
  title,
  href,
  media,
  details,
  price,
  onRemove,
  removing,
}: FavoriteCardProps) {
  return (
    <Card asChild>
      <Article aria-labelledby={`favorite-${id}`}>
        <Card.Media>{media}</Card.Media>
        <Card.Content>
          <Title id={`favorite-${id}`}>
            <Link to={href}>{title}</Link>
          </Title>
          <Muted>{details}</Muted>
          {price && <Price>{price}</Price>}
        </Card.Content>
        <RemoveButton
          size="icon"
          variant="secondary"
          aria-label={`Quitar ${title} de favoritos`}
          data-favorite={id}
          onClick={onRemove}
          loading={removing}
        >
          <Heart aria-hidden fill="currentColor" />
        </RemoveButton>
      </Article>
    </Card>
  );
}

// The ring goes on the card itself: drawn by the title link's stretched layer, the card's
// rounded clip cut it away and a keyboard user saw no focus at all.
const Article = styled.article`
  position: relative;
  &:has(a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card opens the item; the remove button sits above this layer. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const RemoveButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  z-index: ${({ theme }) => theme.zIndices.raised};
  color: ${({ theme }) => theme.colors.destructive};
`;
