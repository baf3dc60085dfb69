import { useQuery } from '@univida/shared-query';
import { roommateQuery } from '@univida/shared-journey/list-queries';
import { ForYouCard, ForYouEmpty, ForYouRows } from '@univida/shared-journey/for-you-frame';
import { Badge } from '@univida/shared-ui';
import { housingRoutes } from '@univida/mf-housing/routes';
import { Users } from 'lucide-react';
import { bestFlatmatesQueryOptions } from '../api/best-flatmates';
import { SectionState } from './section-state';

/** The student's most compatible flatmates in their city (RoomieMatch's order). */
export function FlatmatesCard({ userId, city }: { userId: string; city: string }) {
  const query = useQuery(bestFlatmatesQueryOptions(userId, city));
  return (
    <ForYouCard
      title="Compañeros compatibles"
      icon={<Users size={20} />}
      link={{
        to: housingRoutes.paths.flatmates({}, roommateQuery({ city })),
        label: `Ver compañeros en ${city}`,
      }}
    >
      <SectionState query={query}>
        {({ flatmates }) =>
          flatmates.length === 0 ? (
            <ForYouEmpty>Nadie busca compañero de piso en {city} por ahora.</ForYouEmpty>
          ) : (
            <ForYouRows
              label="Compañeros más compatibles"
              rows={flatmates.map((flatmate) => ({
                key: flatmate.id,
                to: housingRoutes.paths.flatmate({ id: flatmate.id }),
                title: flatmate.full_name,
                detail: flatmate.career ?? undefined,
                badge:
                  flatmate.compatibility === null ? undefined : (
                    <Badge variant="success">{flatmate.compatibility} %</Badge>
                  ),
              }))}
            />
          )
        }
      </SectionState>
    </ForYouCard>
  );
}
