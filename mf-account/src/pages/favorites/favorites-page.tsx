import { useSession } from '@univida/shared-auth';
import { Container, PageHeader } from '@univida/shared-ui';
import styled from 'styled-components';
import { LoginPrompt } from '../../components/login-prompt';
import { FavoriteFlatmatesList } from '../../features/favorites/components/favorite-flatmates-list';
import { FavoritesList } from '../../features/favorites/components/favorites-list';
import { pageHeaders } from '../../page-headers';

/** /favorites — the accommodations and flatmates the user saved; a login prompt for visitors. */
export default function FavoritesPage() {
  const { user } = useSession();
  return (
    <Container>
      <PageHeader {...pageHeaders.favorites} />
      {user ? (
        <>
          <section aria-labelledby="favorites-accommodations">
            <SectionTitle id="favorites-accommodations">Alojamientos</SectionTitle>
            <FavoritesList userId={user.id} />
          </section>
          <section aria-labelledby="favorites-flatmates">
            <SectionTitle id="favorites-flatmates">Compañeros de piso</SectionTitle>
            <FavoriteFlatmatesList userId={user.id} />
          </section>
        </>
      ) : (
        <LoginPrompt
          title="Inicia sesión para ver tus favoritos"
          description="Guarda alojamientos y compañeros de piso y encuéntralos aquí."
        />
      )}
    </Container>
  );
}

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
