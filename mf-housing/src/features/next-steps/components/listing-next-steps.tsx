import { useSession } from '@univida/shared-auth';
import { socialRoutes } from '@univida/mf-social/routes';
import {
  cityQuery,
  countRoommatesQueryOptions,
  countUpcomingEventsQueryOptions,
  NextSteps,
  roommateQuery,
} from '@univida/shared-journey';
import { MapPinned, PartyPopper, Users } from 'lucide-react';
import { housingRoutes } from '../../../routes';
import { NearbySpots } from './nearby-spots';

interface ListingNextStepsProps {
  listing: {
    city: string;
    latitude: number | null;
    longitude: number | null;
    price_per_room: number;
  };
}

/**
 * A room's next questions (issue 17): what is around it, what is on in the city, and who is looking
 * for a flat there whose budget fits the room's price. Each link lands on a list filtered by its URL.
 */
export function ListingNextSteps({
  listing: { city, latitude, longitude, price_per_room },
}: ListingNextStepsProps) {
  const { user } = useSession();
  // Flatmates who could pay this room: a budget of at least its price.
  const flatmates = { city, minBudget: price_per_room };
  return (
    <>
      {latitude !== null && longitude !== null && <NearbySpots point={{ latitude, longitude }} />}
      <NextSteps
        title={`Vivir en ${city}`}
        steps={[
          {
            to: socialRoutes.paths.events({}, cityQuery(city)),
            label: `Planes en ${city}`,
            icon: <PartyPopper size={20} />,
            count: { query: countUpcomingEventsQueryOptions(city), one: 'evento', many: 'eventos' },
          },
          {
            to: socialRoutes.paths.leisureZones({}, cityQuery(city)),
            label: `Zonas de ocio en ${city}`,
            icon: <MapPinned size={20} />,
          },
          {
            to: housingRoutes.paths.flatmates({}, roommateQuery(flatmates)),
            label: `Compañeros buscando piso en ${city}`,
            icon: <Users size={20} />,
            count: {
              query: countRoommatesQueryOptions(flatmates, user?.id ?? null),
              one: 'compañero',
              many: 'compañeros',
            },
          },
        ]}
      />
    </>
  );
}
