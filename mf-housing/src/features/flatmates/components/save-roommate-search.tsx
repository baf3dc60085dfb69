import { SaveSearchButton } from '@univida/shared-journey';
import { roommateFiltersToParams, type RoommateFilters } from '../lib/roommate-filters';

/** 'Guardar búsqueda' for RoomieMatch: new flatmates are counted by every filter of the list. */
export function SaveRoommateSearch({ filters }: { filters: RoommateFilters }) {
  const {
    city,
    career,
    minBudget,
    maxBudget,
    hobbies,
    earlyBird,
    partyAnimal,
    houseParties,
    perfect,
  } = filters;
  return (
    <SaveSearchButton
      kind="roommates"
      query={roommateFiltersToParams({ ...filters, page: 1 }).toString()}
      filters={{
        city,
        career,
        minBudget,
        maxBudget,
        hobbies: hobbies.length > 0 ? hobbies : undefined,
        earlyBird,
        partyAnimal,
        houseParties,
        perfect: perfect || undefined,
      }}
      suggestedName={city ? `Compañeros en ${city}` : 'Compañeros de piso'}
    />
  );
}
