import { resizedPhotoUrl, showOriginalPhoto } from '@univida/shared-auth';
import {
  Badge,
  Card,
  formatRatingSummary,
  leisureCategoryLabel,
  StarRating,
} from '@univida/shared-ui';
import { LinkCard } from '../../../components/link-card';
import { MapPin } from 'lucide-react';
import styled from 'styled-components';
import { PHOTO_SIZE } from '../../../lib/photo-size';
import { socialRoutes } from '../../../routes';
import type { SpotSummary } from '../api/get-leisure-spots';

/**
 * One leisure spot: image, name, category label, city and its rating (one decimal, count).
 * `priority`: a card of the first row, whose image is among the first things a visitor sees, so it
 * loads at once instead of lazily.
 */
export function SpotCard({ spot, priority = false }: { spot: SpotSummary; priority?: boolean }) {
  return (
    <LinkCard to={socialRoutes.paths.leisureZone({ id: spot.id })}>
      {spot.image_url && (
        <Image
          src={resizedPhotoUrl(spot.image_url, PHOTO_SIZE.width, PHOTO_SIZE.height)}
          onError={showOriginalPhoto}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={PHOTO_SIZE.width}
          height={PHOTO_SIZE.height}
        />
      )}
      <Card.Header>
        <Badge variant="secondary">{leisureCategoryLabel(spot.category)}</Badge>
        <Card.Title as="h2">{spot.name}</Card.Title>
      </Card.Header>
      <Card.Content>
        <City>
          <MapPin aria-hidden size={16} />
          {spot.city}
        </City>
        <Rating>
          <StarRating value={spot.avg_rating} size="sm" />
          <span>{formatRatingSummary(spot.avg_rating, spot.rating_count)}</span>
        </Rating>
      </Card.Content>
    </LinkCard>
  );
}

const Image = styled.img`
  width: 100%;
  height: 160px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const City = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;
