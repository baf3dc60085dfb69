import {
  Button,
  CARD_PHOTO,
  EmptyState,
  QueryState,
  Skeleton,
  Spinner,
  formatEurosPerMonth,
  toast,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { photoSources, showOriginalPhoto } from '@univida/shared-auth';
import { Heart, House } from 'lucide-react';
import { Link } from '@univida/shared-router';
import { housingRoutes } from '@univida/mf-housing/routes';
import { useRef } from 'react';
import styled from 'styled-components';
import {
  FAVORITES_LOAD_ERROR,
  useFavoriteAccommodations,
} from '../api/get-favorite-accommodations';
import { useRemoveFavorite } from '../api/remove-favorite';
import type { RemoveFavoriteInput } from '../api/remove-favorite-input';
import { FavoriteCard } from './favorite-card';

const TYPE_LABELS = {
  piso: 'Piso',
  residencia: 'Residencia',
  apartamento: 'Apartamento',
  estudio: 'Estudio',
} as const;

const SKELETON_CARDS = 3;

export const FavoritesGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[10]};
`;

export const favoritesSkeleton = (
  <FavoritesGrid aria-busy="true">
    <Spinner label="Cargando favoritos…" />
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <Skeleton key={index} height={260} />
    ))}
  </FavoritesGrid>
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

/**
 * The removal of a favourite of either list, with SPEC's toast. The removed card takes its heart
 * button (where focus was) with it: focus moves on to the heart of the card now in its place, or
 * of the one before it, or to the empty state's link once the list is empty, instead of <body>.
 * `list` goes on an element around the list's QueryState.
 */
export function useRemoveFavoriteWithToast() {
  const list = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const remove = useRemoveFavorite({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Eliminado de favoritos', variant: 'success' }),
    },
  });
  const hearts = () => [
    ...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-favorite]') ?? []),
  ];
  const removeFavorite = (input: RemoveFavoriteInput) => {
    const index = hearts().findIndex((heart) => heart.dataset.favorite === input.itemId);
    remove.mutate(input, {
      onSuccess: () =>
        focusAfterRender(() => {
          const left = hearts();
          // Still drawn: the list has not been read again yet.
          if (left.some((heart) => heart.dataset.favorite === input.itemId)) return null;
          if (left.length > 0) return left[Math.min(Math.max(index, 0), left.length - 1)];
          return list.current?.querySelector<HTMLElement>('a[href]');
        }),
    });
  };
  return { list, remove, removeFavorite };
}

/** The signed-in user's favourite accommodations: loading, error, empty, then the cards. */
export function FavoritesList({ userId }: { userId: string }) {
  const favorites = useFavoriteAccommodations(userId);
  const { list, remove, removeFavorite } = useRemoveFavoriteWithToast();

  return (
    <div ref={list}>
      <QueryState
        query={favorites}
        loading={favoritesSkeleton}
        errorTitle={FAVORITES_LOAD_ERROR}
        empty={empty}
      >
        {(accommodations) => (
          <FavoritesGrid>
            {accommodations.map((accommodation) => {
              const image = accommodation.image_urls[0];
              return (
                <FavoriteCard
                  key={accommodation.id}
                  id={accommodation.id}
                  title={accommodation.name}
                  href={housingRoutes.paths.detail({ id: accommodation.id })}
                  media={
                    image ? (
                      <img
                        {...photoSources(image, CARD_PHOTO.box)}
                        sizes={CARD_PHOTO.sizes}
                        onError={showOriginalPhoto}
                        alt=""
                        loading="lazy"
                      />
                    ) : (
                      <House aria-hidden size={40} />
                    )
                  }
                  details={`${TYPE_LABELS[accommodation.accommodation_type]} · ${accommodation.city}`}
                  price={formatEurosPerMonth(accommodation.price_per_room)}
                  removing={remove.isPending && remove.variables.itemId === accommodation.id}
                  onRemove={() =>
                    removeFavorite({ userId, itemId: accommodation.id, itemType: 'accommodation' })
                  }
                />
              );
            })}
          </FavoritesGrid>
        )}
      </QueryState>
    </div>
  );
}
