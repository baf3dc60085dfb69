import { useSession } from '@univida/shared-auth';
import { Container, PageHeader } from '@univida/shared-ui';
import { LoginPrompt } from '../../components/login-prompt';
import { ChangePasswordForm } from '../../features/password-change/components/change-password-form';
import { ProfilePanel } from '../../features/profile/components/profile-panel';
import { pageHeaders } from '../../page-headers';

/**
 * /profile — own profile with Editar/Guardar and the tabs Perfil, Preferencias, Búsqueda; below
 * it, the password's change.
 */
export default function ProfilePage() {
  const { user } = useSession();
  return (
    <Container>
      <PageHeader {...pageHeaders.profile} />
      {user ? (
        <>
          <ProfilePanel key={user.id} userId={user.id} email={user.email ?? ''} />
          {user.email && <ChangePasswordForm key={user.id} email={user.email} />}
        </>
      ) : (
        <LoginPrompt title="Inicia sesión para ver tu perfil" />
      )}
    </Container>
  );
}
