import { useSession } from '@univida/shared-auth';
import { housingRoutes } from '@univida/mf-housing/routes';
import { socialRoutes } from '@univida/mf-social/routes';
import {
  cityQuery,
  countAccommodationsQueryOptions,
  countRoommatesQueryOptions,
  countUpcomingEventsQueryOptions,
  housingQuery,
  NextSteps,
  roommateQuery,
} from '@univida/shared-journey';
import { Building2, PartyPopper, Users } from 'lucide-react';
import type { Degree } from '../types';

/**
 * After the cut-off, the student's next questions (issue 17): where to live near that university,
 * who else studies it there, and what there is to do in the city. Each lands on a filtered list.
 */
export function DegreeNextSteps({ degree: { career, university, city } }: { degree: Degree }) {
  const { user } = useSession();
  return (
    <NextSteps
      title="Tu vida en esta carrera"
      steps={[
        {
          to: housingRoutes.paths.list({}, housingQuery({ university })),
          label: `Alojamiento cerca de ${university}`,
          icon: <Building2 size={20} />,
          count: {
            query: countAccommodationsQueryOptions({ university }),
            one: 'alojamiento',
            many: 'alojamientos',
          },
        },
        {
          to: housingRoutes.paths.flatmates({}, roommateQuery({ city, career })),
          label: `Compañeros que estudian ${career}`,
          icon: <Users size={20} />,
          count: {
            query: countRoommatesQueryOptions({ city, career }, user?.id ?? null),
            one: 'compañero',
            many: 'compañeros',
          },
        },
        {
          to: socialRoutes.paths.events({}, cityQuery(city)),
          label: `Planes en ${city}`,
          icon: <PartyPopper size={20} />,
          count: { query: countUpcomingEventsQueryOptions(city), one: 'evento', many: 'eventos' },
        },
      ]}
    />
  );
}
