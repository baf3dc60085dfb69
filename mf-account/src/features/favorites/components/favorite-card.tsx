import { Button, Card, formatEurosPerMonth } from '@univida/shared-ui';
import { Heart, House } from 'lucide-react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import type { FavoriteAccommodation } from '../api/get-favorite-accommodations';

const TYPE_LABELS = {
  piso: 'Piso',
  residencia: 'Residencia',
  apartamento: 'Apartamento',
  estudio: 'Estudio',
} as const;

interface FavoriteCardProps {
  accommodation: FavoriteAccommodation;
  onRemove: () => void;
  removing: boolean;
}

/** A saved accommodation: links to its detail page and can be removed from favourites. */
export function FavoriteCard({ accommodation, onRemove, removing }: FavoriteCardProps) {
  const image = accommodation.image_urls[0];
  return (
    <Card asChild>
      <Article aria-labelledby={`favorite-${accommodation.id}`}>
        <Media>
          {image ? <img src={image} alt="" loading="lazy" /> : <House aria-hidden size={40} />}
        </Media>
        <Card.Content>
          <Title id={`favorite-${accommodation.id}`}>
            <Link to={`/alojamiento/${accommodation.id}`}>{accommodation.name}</Link>
          </Title>
          <Muted>
            {TYPE_LABELS[accommodation.accommodation_type]} · {accommodation.city}
          </Muted>
          <Price>{formatEurosPerMonth(accommodation.price_per_room)}</Price>
        </Card.Content>
        <RemoveButton
          size="icon"
          variant="secondary"
          aria-label={`Quitar ${accommodation.name} de favoritos`}
          onClick={onRemove}
          loading={removing}
        >
          <Heart aria-hidden fill="currentColor" />
        </RemoveButton>
      </Article>
    </Card>
  );
}

const Article = styled.article`
  position: relative;
`;

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

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card opens the listing; the remove button sits above this layer. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-radius: inherit;
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
