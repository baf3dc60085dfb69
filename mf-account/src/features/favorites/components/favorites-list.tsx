import { Button, EmptyState, Skeleton, Spinner } from '@univida/shared-ui';
import { Heart } from 'lucide-react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { useFavoriteAccommodations } from '../api/get-favorite-accommodations';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteCard } from './favorite-card';

const SKELETON_CARDS = 3;

/** The signed-in user's favourite accommodations: loading, error, empty, then the cards. */
export function FavoritesList({ userId }: { userId: string }) {
  const favorites = useFavoriteAccommodations(userId);
  const remove = useRemoveFavorite();

  if (favorites.isPending) {
    return (
      <Grid aria-busy="true">
        <Spinner label="Cargando favoritos…" />
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} height={260} />
        ))}
      </Grid>
    );
  }
  if (favorites.isError) {
    return (
      <EmptyState
        title="No se pudieron cargar tus favoritos"
        description={favorites.error.message}
        action={<Button onClick={() => void favorites.refetch()}>Reintentar</Button>}
      />
    );
  }
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title="Aún no tienes favoritos"
        description="Guarda alojamientos con el corazón para encontrarlos aquí."
        action={
          <Button asChild>
            <Link to="/alojamiento">Buscar alojamiento</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Grid>
      {favorites.data.map((accommodation) => (
        <FavoriteCard
          key={accommodation.id}
          accommodation={accommodation}
          removing={remove.isPending && remove.variables.accommodationId === accommodation.id}
          onRemove={() => remove.mutate({ userId, accommodationId: accommodation.id })}
        />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[10]};
`;
