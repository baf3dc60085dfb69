import { countLabel, useMarkSavedSearchSeen, useSavedSearches } from '@univida/shared-journey';
import { ForYouCard, ForYouEmpty, ForYouRows } from '@univida/shared-journey/for-you-frame';
import { Badge } from '@univida/shared-ui';
import { accountRoutes } from '../../../routes';
import { BellRing } from 'lucide-react';
import { KIND_LABELS, savedSearchPath } from '../../../lib/saved-search-path';
import { SectionState } from './section-state';

/** The saved searches with new results since last opened ('3 nuevos'); opening one clears it. */
export function SavedSearchesCard({ userId }: { userId: string }) {
  const query = useSavedSearches(userId);
  const markSeen = useMarkSavedSearchSeen();
  return (
    <ForYouCard
      title="Novedades de tus búsquedas"
      icon={<BellRing size={20} />}
      link={{ to: accountRoutes.paths.savedSearches(), label: 'Ver Mis búsquedas' }}
    >
      <SectionState query={query}>
        {(searches) => {
          const withNews = searches.filter((search) => search.newCount > 0);
          if (searches.length === 0)
            return (
              <ForYouEmpty>
                Guarda una búsqueda de alojamiento, compañeros o eventos y te diremos qué hay nuevo.
              </ForYouEmpty>
            );
          if (withNews.length === 0)
            return <ForYouEmpty>Nada nuevo en tus búsquedas guardadas.</ForYouEmpty>;
          return (
            <ForYouRows
              label="Búsquedas con novedades"
              rows={withNews.map((search) => ({
                key: search.id,
                to: savedSearchPath(search),
                onClick: () => markSeen.mutate(search.id),
                title: search.name,
                detail: KIND_LABELS[search.kind],
                badge: (
                  <Badge variant="success">{countLabel(search.newCount, 'nuevo', 'nuevos')}</Badge>
                ),
              }))}
            />
          );
        }}
      </SectionState>
    </ForYouCard>
  );
}
