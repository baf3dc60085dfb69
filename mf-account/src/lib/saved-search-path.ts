import { housingRoutes } from '@univida/mf-housing/routes';
import { socialRoutes } from '@univida/mf-social/routes';
import type { SavedSearch, SavedSearchKind } from '@univida/shared-journey';

export const LIST_PATHS: Record<SavedSearchKind, string> = {
  accommodations: housingRoutes.paths.list(),
  roommates: housingRoutes.paths.flatmates(),
  events: socialRoutes.paths.events(),
};

export const KIND_LABELS: Record<SavedSearchKind, string> = {
  accommodations: 'Alojamiento',
  roommates: 'RoomieMatch',
  events: 'Eventos',
};

/** The list a saved search opens, with its filters back in the URL. */
export const savedSearchPath = ({ kind, query }: Pick<SavedSearch, 'kind' | 'query'>) =>
  query ? `${LIST_PATHS[kind]}?${query}` : LIST_PATHS[kind];
