import { useSession } from '@univida/shared-auth';
import { Button, Container, EmptyState, PageHeader } from '@univida/shared-ui';
import { Link, useSearchParams } from '@univida/shared-router';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { pageHeaders } from '../../page-headers';
import { accountRoutes } from '../../routes';

const Narrow = styled.div`
  max-width: ${pageHeaders.register.column};
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space[10]};
`;

const LoginLink = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

/**
 * /register — the six-step registration wizard; ?role=owner preselects Owner. Someone already
 * signed in is told so and sent to their profile instead.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const initialRole = params.get('role') === 'owner' ? 'owner' : 'student';
  const { session, user } = useSession();
  // Whether someone was signed in when the page opened: the wizard's own sign-up signs the new
  // account in for a moment (to store its photo), which must not swap the wizard for this notice.
  const [signedInAtOpen] = useState(session !== null);
  return (
    <Container>
      <Narrow>
        <PageHeader title={pageHeaders.register.title} subtitle={pageHeaders.register.subtitle} />
        {signedInAtOpen && session ? (
          <EmptyState
            icon={<UserCheck />}
            title="Ya tienes una cuenta"
            description={`Has iniciado sesión como ${user?.email ?? 'usuario de UniVida'}. Para crear otra cuenta, cierra sesión desde tu menú.`}
            action={
              <Button asChild>
                <Link to={accountRoutes.paths.profile()}>Ir a mi perfil</Link>
              </Button>
            }
          />
        ) : (
          <>
            {/* A different ?role= starts a fresh wizard. */}
            <RegistrationWizard key={initialRole} initialRole={initialRole} />
            <LoginLink>
              <Link to={accountRoutes.paths.login()}>¿Ya tienes cuenta? Inicia sesión</Link>
            </LoginLink>
          </>
        )}
      </Narrow>
    </Container>
  );
}
