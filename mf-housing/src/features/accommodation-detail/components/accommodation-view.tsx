import { resizedPhotoUrl, useSession } from '@univida/shared-auth';
import { LocationMap } from '@univida/shared-map';
import {
  Avatar,
  Badge,
  Card,
  StarRating,
  formatEurosPerMonth,
  formatRating,
} from '@univida/shared-ui';
import { CalendarCheck, CalendarX, MapPin } from 'lucide-react';
import styled from 'styled-components';
import { TYPE_LABELS } from '../../../constants';
import { ListingFacts } from '../../../components/listing-facts';
import type { AccommodationDetail } from '../api/get-accommodation';
import { PLACEHOLDER_RATING } from '../constants';
import { AmenityList } from './amenity-list';
import { ContactOwnerButton } from './contact-owner-button';
import { DETAIL_ASIDE_WIDTH, DETAIL_COLUMN_GAP } from '../lib/gallery-photo';
import { PhotoGallery } from './photo-gallery';

/** A listing: photos, facts, amenities, description, location and owner, with the contact button. */
export function AccommodationView({ listing }: { listing: AccommodationDetail }) {
  const { user } = useSession();
  const isOwner = user?.id === listing.owner_id;
  const located = listing.latitude !== null && listing.longitude !== null;

  return (
    <Layout>
      <Main>
        <PhotoGallery photos={listing.image_urls} name={listing.name} />
        <header>
          <Badge>{TYPE_LABELS[listing.accommodation_type]}</Badge>
          <Title>{listing.name}</Title>
          <Muted>
            <MapPin aria-hidden size={16} /> {listing.address ? `${listing.address}, ` : ''}
            {listing.city}
          </Muted>
          <Rating>
            <StarRating value={PLACEHOLDER_RATING.value} label="Valoración" size="sm" />
            <span>
              {formatRating(PLACEHOLDER_RATING.value)} ({PLACEHOLDER_RATING.count} opiniones)
            </span>
          </Rating>
        </header>
        <section aria-labelledby="amenities-title">
          <h2 id="amenities-title">Servicios</h2>
          <AmenityList amenities={listing.amenities} />
        </section>
        <section aria-labelledby="description-title">
          <h2 id="description-title">Descripción</h2>
          <Description>{listing.description || 'Sin descripción.'}</Description>
        </section>
        <section aria-labelledby="location-title">
          <h2 id="location-title">Ubicación</h2>
          {located ? (
            <LocationMap
              label="Ubicación del alojamiento"
              point={{ latitude: listing.latitude!, longitude: listing.longitude! }}
            />
          ) : (
            <p>El propietario no ha situado el alojamiento en el mapa.</p>
          )}
        </section>
      </Main>
      <Aside>
        <Card>
          <Card.Content>
            <Price>{formatEurosPerMonth(listing.price_per_room)}</Price>
            <Facts listing={listing} iconSize={18}>
              <li>
                {listing.visits_enabled ? (
                  <CalendarCheck aria-hidden size={18} />
                ) : (
                  <CalendarX aria-hidden size={18} />
                )}
                {listing.visits_enabled ? 'Visitas disponibles' : 'Sin visitas presenciales'}
              </li>
            </Facts>
          </Card.Content>
        </Card>
        <Card asChild>
          <section aria-labelledby="owner-title">
            <Card.Content>
              <h2 id="owner-title">Propietario</h2>
              <Owner>
                <Avatar
                  resize={resizedPhotoUrl}
                  src={listing.owner?.profile_picture_url}
                  name={listing.owner?.full_name}
                  userId={listing.owner_id}
                  size="lg"
                />
                <strong>{listing.owner?.full_name ?? 'Propietario'}</strong>
              </Owner>
              {!isOwner && (
                <ContactOwnerButton accommodationId={listing.id} ownerId={listing.owner_id} />
              )}
            </Card.Content>
          </section>
        </Card>
      </Aside>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${DETAIL_COLUMN_GAP};
  padding-bottom: ${({ theme }) => theme.space[10]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.lg}px) { grid-template-columns: minmax(0, 1fr) ${DETAIL_ASIDE_WIDTH}; }`}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rating = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Facts = styled(ListingFacts)`
  gap: ${({ theme }) => theme.space[2]};
`;

const Owner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
