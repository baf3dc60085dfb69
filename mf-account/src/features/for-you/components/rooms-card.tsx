import { useQuery } from '@univida/shared-query';
import { housingQuery } from '@univida/shared-journey/list-queries';
import { countLabel } from '@univida/shared-journey';
import { ForYouCard, ForYouEmpty, ForYouRows } from '@univida/shared-journey/for-you-frame';
import { housingRoutes } from '@univida/mf-housing/routes';
import { BedDouble } from 'lucide-react';
import { roomsForYouQueryOptions } from '../api/rooms-for-you';
import { SectionState } from './section-state';

interface RoomsCardProps {
  city: string;
  career: string | null;
  budget: number | null;
}

/** Rooms within the student's budget near their university (or in their city). */
export function RoomsCard(student: RoomsCardProps) {
  const query = useQuery(roomsForYouQueryOptions(student));
  const search = query.data?.search ?? { city: student.city, maxPrice: student.budget };
  return (
    <ForYouCard
      title={
        student.budget
          ? `Habitaciones hasta ${student.budget} €`
          : `Habitaciones en ${student.city}`
      }
      icon={<BedDouble size={20} />}
      link={{
        to: housingRoutes.paths.list({}, housingQuery(search)),
        label: query.data
          ? `Ver ${countLabel(query.data.total, 'alojamiento', 'alojamientos')}`
          : 'Ver alojamientos',
      }}
    >
      <SectionState query={query}>
        {({ rooms, search: used }) =>
          rooms.length === 0 ? (
            <ForYouEmpty>
              Ahora no hay habitaciones en {used.university ?? student.city} dentro de tu
              presupuesto.
            </ForYouEmpty>
          ) : (
            <ForYouRows
              label="Habitaciones para ti"
              rows={rooms.map((room) => ({
                key: room.id,
                to: housingRoutes.paths.detail({ id: room.id }),
                title: room.name,
                detail: [`${room.price_per_room} €/mes`, room.closest_university]
                  .filter(Boolean)
                  .join(' · '),
              }))}
            />
          )
        }
      </SectionState>
    </ForYouCard>
  );
}
