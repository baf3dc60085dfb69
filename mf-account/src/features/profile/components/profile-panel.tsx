import { Button, EmptyState, Spinner, toast } from '@univida/shared-ui';
import { useEffect } from 'react';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from './profile-form';

/** Loads the signed-in user's profile and phone: spinner, error with retry, then the form. */
export function ProfilePanel({ userId, email }: { userId: string; email: string }) {
  const query = useOwnProfile(userId);

  useEffect(() => {
    if (query.isError)
      toast({
        title: 'Error al cargar el perfil',
        description: query.error.message,
        variant: 'destructive',
      });
  }, [query.isError, query.error]);

  if (query.isPending) return <Spinner label="Cargando perfil…" showLabel />;
  if (query.isError) {
    return (
      <EmptyState
        title="Error al cargar el perfil"
        description="No se pudieron obtener tus datos."
        action={<Button onClick={() => void query.refetch()}>Reintentar</Button>}
      />
    );
  }
  return <ProfileForm userId={userId} email={email} data={query.data} />;
}
