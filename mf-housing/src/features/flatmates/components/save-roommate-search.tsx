import { SaveSearchButton } from '@univida/shared-journey';
import { roommateFiltersToParams, type RoommateFilters } from '../lib/roommate-filters';

/**
 * 'Guardar búsqueda' for RoomieMatch. New flatmates are counted by city, career and budget (the
 * lifestyle and hobby filters are the viewer's taste, applied when the list is opened).
 */
export function SaveRoommateSearch({ filters }: { filters: RoommateFilters }) {
  const { city, career, maxBudget } = filters;
  return (
    <SaveSearchButton
      kind="roommates"
      query={roommateFiltersToParams({ ...filters, page: 1 }).toString()}
      filters={{ city, career, maxBudget }}
      suggestedName={city ? `Compañeros en ${city}` : 'Compañeros de piso'}
    />
  );
}
