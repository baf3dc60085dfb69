import { socialRoutes } from '@univida/mf-social/routes';
import { formatDistance, type Point } from '@univida/shared-journey';
import { Link } from '@univida/shared-router';
import { formatRating, Skeleton } from '@univida/shared-ui';
import { MapPin, Star } from 'lucide-react';
import styled from 'styled-components';
import { useNearbySpots } from '../api/get-nearby-spots';
import { NEARBY_SPOTS } from '../constants';

/** The leisure spots nearest the room, with how far each is (from the coordinates). */
export function NearbySpots({ point }: { point: Point }) {
  const spots = useNearbySpots(point);
  return (
    <section aria-labelledby="nearby-spots-title">
      <Title id="nearby-spots-title">Zonas de ocio cerca</Title>
      {spots.isPending ? (
        <Skeleton height={NEARBY_SPOTS * 44} />
      ) : spots.isError ? (
        <Muted>No se pudieron cargar las zonas de ocio cercanas.</Muted>
      ) : spots.data.length === 0 ? (
        <Muted>No hay zonas de ocio a un paseo de aquí.</Muted>
      ) : (
        <List>
          {spots.data.map((spot) => (
            <li key={spot.id}>
              <Link to={socialRoutes.paths.leisureZone({ id: spot.id })}>{spot.name}</Link>
              <Facts>
                <span>
                  <MapPin aria-hidden size={14} /> {`a ${formatDistance(spot.distance_km)}`}
                </span>
                {spot.rating_count > 0 && (
                  <span>
                    <Star aria-hidden size={14} /> {formatRating(Number(spot.avg_rating))}
                  </span>
                )}
              </Facts>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;
