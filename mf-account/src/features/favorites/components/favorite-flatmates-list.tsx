import { resizedPhotoUrl } from '@univida/shared-auth';
import { Avatar, Button, EmptyState, QueryState, formatEurosPerMonth } from '@univida/shared-ui';
import { Users } from 'lucide-react';
import { Link } from '@univida/shared-router';
import { housingRoutes } from '@univida/mf-housing/routes';
import { FAVORITES_LOAD_ERROR } from '../api/get-favorite-accommodations';
import { useFavoriteFlatmates } from '../api/get-favorite-flatmates';
import { FavoriteCard } from './favorite-card';
import { FavoritesGrid, favoritesSkeleton, useRemoveFavoriteWithToast } from './favorites-list';

const empty = (
  <EmptyState
    icon={<Users />}
    title="Aún no has guardado compañeros"
    description="Guarda compañeros desde su perfil en RoomieMatch para encontrarlos aquí."
    action={
      <Button asChild variant="secondary">
        <Link to={housingRoutes.paths.flatmates()}>Buscar compañeros</Link>
      </Button>
    }
  />
);

/** The flatmates the signed-in user saved: loading, error, empty, then the cards. */
export function FavoriteFlatmatesList({ userId }: { userId: string }) {
  const flatmates = useFavoriteFlatmates(userId);
  const { list, remove, removeFavorite } = useRemoveFavoriteWithToast();

  return (
    <div ref={list}>
      <QueryState
        query={flatmates}
        loading={favoritesSkeleton}
        errorTitle={FAVORITES_LOAD_ERROR}
        empty={empty}
      >
        {(profiles) => (
          <FavoritesGrid>
            {profiles.map((profile) => (
              <FavoriteCard
                key={profile.id}
                id={profile.id}
                title={profile.full_name}
                href={housingRoutes.paths.flatmate({ id: profile.id })}
                media={
                  <Avatar
                    resize={resizedPhotoUrl}
                    size="xl"
                    name={profile.full_name}
                    src={profile.profile_picture_url}
                  />
                }
                details={[profile.career, profile.city].filter(Boolean).join(' · ')}
                price={profile.budget === null ? undefined : formatEurosPerMonth(profile.budget)}
                removing={remove.isPending && remove.variables.itemId === profile.id}
                onRemove={() => removeFavorite({ userId, itemId: profile.id, itemType: 'profile' })}
              />
            ))}
          </FavoritesGrid>
        )}
      </QueryState>
    </div>
  );
}
