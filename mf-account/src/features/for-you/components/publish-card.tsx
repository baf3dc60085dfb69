import { useQuery } from '@univida/shared-query';
import { countLabel } from '@univida/shared-journey';
import { ForYouCard, ForYouEmpty } from '@univida/shared-journey/for-you-frame';
import { housingRoutes } from '@univida/mf-housing/routes';
import { House } from 'lucide-react';
import { ownListingsQueryOptions } from '../api/own-listings';
import { SectionState } from './section-state';

/** The owner's listings at a glance and the way to publish another. */
export function PublishCard({ ownerId }: { ownerId: string }) {
  const query = useQuery(ownListingsQueryOptions(ownerId));
  return (
    <ForYouCard
      title="Tus alojamientos"
      icon={<House size={20} />}
      link={{ to: housingRoutes.paths.myListings(), label: 'Publicar un alojamiento' }}
    >
      <SectionState query={query}>
        {(count) => (
          <ForYouEmpty>
            {count === 0
              ? 'Aún no has publicado ningún alojamiento. Publica tus habitaciones y los estudiantes te escribirán.'
              : `Tienes ${countLabel(count, 'alojamiento publicado', 'alojamientos publicados')}.`}
          </ForYouEmpty>
        )}
      </SectionState>
    </ForYouCard>
  );
}
