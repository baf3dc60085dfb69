import { resizedPhotoUrl, showOriginalPhoto } from '@univida/shared-auth';
import {
  Badge,
  formatRating,
  leisureCategoryLabel,
  PageHeader,
  StarRating,
} from '@univida/shared-ui';
import { GraduationCap, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PHOTO_SIZE } from '../../../lib/photo-size';
import type { LeisureSpot } from '../api/get-leisure-spot';
import { RatingForm } from './rating-form';
import { RatingList } from './rating-list';

interface SpotDetailViewProps {
  spot: LeisureSpot;
  /** The small map, from its own lazily loaded piece. */
  map?: ReactNode;
}

/** A leisure spot: image, description, address, closest university, rating, and the ratings. */
export function SpotDetailView({ spot, map }: SpotDetailViewProps) {
  return (
    <article>
      <PageHeader
        title={spot.name}
        subtitle={<Badge variant="secondary">{leisureCategoryLabel(spot.category)}</Badge>}
      />
      <Layout>
        <div>
          {spot.image_url && (
            // The page's largest picture: fetched before the ratings' avatars and the map.
            <Image
              src={resizedPhotoUrl(spot.image_url, PHOTO_SIZE.width, PHOTO_SIZE.height)}
              onError={showOriginalPhoto}
              alt={spot.name}
              width={PHOTO_SIZE.width}
              height={PHOTO_SIZE.height}
              fetchPriority="high"
            />
          )}
          <Description>{spot.description}</Description>
          <Facts>
            <li>
              <MapPin aria-hidden size={18} />
              {[spot.address, spot.city].filter(Boolean).join(', ')}
            </li>
            {spot.closest_university && (
              <li>
                <GraduationCap aria-hidden size={18} />
                {spot.closest_university}
              </li>
            )}
          </Facts>
        </div>
        <aside aria-label="Valoración media">
          <Average>
            {spot.rating_count === 0 ? (
              <span>Sin valoraciones todavía</span>
            ) : (
              <>
                <strong>{formatRating(spot.avg_rating)}</strong>
                <StarRating value={spot.avg_rating} label="Valoración media" />
                <span>
                  {spot.rating_count === 1 ? '1 valoración' : `${spot.rating_count} valoraciones`}
                </span>
              </>
            )}
          </Average>
          {map}
        </aside>
      </Layout>
      <section aria-labelledby="ratings-title">
        <h2 id="ratings-title">Valoraciones</h2>
        <RatingForm spotId={spot.id} />
        <RatingList spotId={spot.id} />
      </section>
    </article>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space[8]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Image = styled.img`
  width: 100%;
  height: auto;
  max-height: 360px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Average = styled.p`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
