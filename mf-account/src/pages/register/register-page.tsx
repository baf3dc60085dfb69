import { Container, PageHeader } from '@univida/shared-ui';
import { Link, useSearchParams } from '@univida/shared-router';
import styled from 'styled-components';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { accountRoutes } from '../../routes';

const Narrow = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space[10]};
`;

const LoginLink = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

/** /register — the six-step registration wizard; ?role=owner preselects Owner. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const initialRole = params.get('role') === 'owner' ? 'owner' : 'student';
  return (
    <Container>
      <Narrow>
        <PageHeader title="Registrarse" subtitle="Crea tu cuenta de estudiante o de propietario." />
        {/* A different ?role= starts a fresh wizard. */}
        <RegistrationWizard key={initialRole} initialRole={initialRole} />
        <LoginLink>
          <Link to={accountRoutes.paths.login()}>¿Ya tienes cuenta? Inicia sesión</Link>
        </LoginLink>
      </Narrow>
    </Container>
  );
}
