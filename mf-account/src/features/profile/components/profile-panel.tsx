import { QueryState } from '@univida/shared-ui';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from './profile-form';

/** Loads the signed-in user's profile and phone: spinner, error with retry, then the form. */
export function ProfilePanel({ userId, email }: { userId: string; email: string }) {
  const query = useOwnProfile(userId);
  return (
    <QueryState
      query={query}
      loadingLabel="Cargando perfil…"
      errorTitle="Error al cargar el perfil"
      errorDescription="No se pudieron obtener tus datos."
    >
      {(data) => <ProfileForm userId={userId} email={email} data={data} />}
    </QueryState>
  );
}
