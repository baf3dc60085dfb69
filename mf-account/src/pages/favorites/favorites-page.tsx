import { useSession } from '@univida/shared-auth';
import { Container, PageHeader } from '@univida/shared-ui';
import { LoginPrompt } from '../../components/login-prompt';
import { FavoritesList } from '../../features/favorites/components/favorites-list';

/** /favorites — the accommodations the user saved; a login prompt for visitors. */
export default function FavoritesPage() {
  const { user } = useSession();
  return (
    <Container>
      <PageHeader title="Favoritos" subtitle="Los alojamientos que has guardado." />
      {user ? (
        <FavoritesList userId={user.id} />
      ) : (
        <LoginPrompt
          title="Inicia sesión para ver tus favoritos"
          description="Guarda alojamientos y encuéntralos aquí."
        />
      )}
    </Container>
  );
}
