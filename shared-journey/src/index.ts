// One student's journey across the remotes (issue 17). Stateless apart from the page's query
// cache, so each app bundles what it uses; not a federation share.
export { NextSteps, type NextStep } from './components/next-steps';
export {
  housingQuery,
  housingPrice,
  roommateQuery,
  cityQuery,
  type HousingSearch,
  type RoommateSearch,
} from './list-queries';
export type { CountQuery } from './api/count-query';
export { countAccommodationsQueryOptions, whereHousing } from './api/count-accommodations';
export { countRoommatesQueryOptions } from './api/count-roommates';
export { countUpcomingEventsQueryOptions, whereUpcomingIn } from './api/count-events';
export { formatDistance, type Point } from './lib/distance';
export { countLabel } from './lib/plural';
export { SaveSearchButton } from './saved-searches/components/save-search-button';
export {
  getSavedSearchesQueryOptions,
  useSavedSearches,
  SAVED_SEARCHES_KEY,
} from './saved-searches/get-saved-searches';
export { useMarkSavedSearchSeen } from './saved-searches/open-saved-search';
export { useDeleteSavedSearch } from './saved-searches/delete-saved-search';
export { useSetSavedSearchDigest } from './saved-searches/set-saved-search-digest';
export type { SavedSearch, SavedSearchFilters, SavedSearchKind } from './saved-searches/types';
