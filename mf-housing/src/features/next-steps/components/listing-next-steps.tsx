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
  listing: { city: string; latitude: number | null; longitude: number | null };
}

/**
 * A room's next questions (issue 17): what is around it, what is on in the city, and who is looking
 * for a flat there. Each link lands on a list filtered by its URL.
 */
export function ListingNextSteps({
  listing: { city, latitude, longitude },
}: ListingNextStepsProps) {
  const { user } = useSession();
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
            to: housingRoutes.paths.flatmates({}, roommateQuery({ city })),
            label: `Compañeros buscando piso en ${city}`,
            icon: <Users size={20} />,
            count: {
              query: countRoommatesQueryOptions({ city }, user?.id ?? null),
              one: 'compañero',
              many: 'compañeros',
            },
          },
        ]}
      />
    </>
  );
}
