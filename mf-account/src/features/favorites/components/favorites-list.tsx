import { Button, EmptyState, QueryState, Skeleton, Spinner, toast } from '@univida/shared-ui';
import { Heart } from 'lucide-react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import {
  FAVORITES_LOAD_ERROR,
  useFavoriteAccommodations,
} from '../api/get-favorite-accommodations';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteCard } from './favorite-card';
import { housingRoutes } from '@univida/mf-housing/routes';

const SKELETON_CARDS = 3;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[10]};
`;

const skeleton = (
  <Grid aria-busy="true">
    <Spinner label="Cargando favoritos…" />
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <Skeleton key={index} height={260} />
    ))}
  </Grid>
);

const empty = (
  <EmptyState
    icon={<Heart />}
    title="Aún no tienes favoritos"
    description="Guarda alojamientos con el corazón para encontrarlos aquí."
    action={
      <Button asChild>
        <Link to={housingRoutes.paths.list()}>Buscar alojamiento</Link>
      </Button>
    }
  />
);

/** The signed-in user's favourite accommodations: loading, error, empty, then the cards. */
export function FavoritesList({ userId }: { userId: string }) {
  const favorites = useFavoriteAccommodations(userId);
  const remove = useRemoveFavorite({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Eliminado de favoritos', variant: 'success' }),
    },
  });

  return (
    <QueryState
      query={favorites}
      loading={skeleton}
      errorTitle={FAVORITES_LOAD_ERROR}
      empty={empty}
    >
      {(accommodations) => (
        <Grid>
          {accommodations.map((accommodation) => (
            <FavoriteCard
              key={accommodation.id}
              accommodation={accommodation}
              removing={remove.isPending && remove.variables.accommodationId === accommodation.id}
              onRemove={() => remove.mutate({ userId, accommodationId: accommodation.id })}
            />
          ))}
        </Grid>
      )}
    </QueryState>
  );
}
