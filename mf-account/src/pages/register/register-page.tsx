import { Container, PageHeader } from '@univida/shared-ui';
import { Link, useSearchParams } from '@univida/shared-router';
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

/** /register — the six-step registration wizard; ?role=owner preselects Owner. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const initialRole = params.get('role') === 'owner' ? 'owner' : 'student';
  return (
    <Container>
      <Narrow>
        <PageHeader title={pageHeaders.register.title} subtitle={pageHeaders.register.subtitle} />
        {/* A different ?role= starts a fresh wizard. */}
        <RegistrationWizard key={initialRole} initialRole={initialRole} />
        <LoginLink>
          <Link to={accountRoutes.paths.login()}>¿Ya tienes cuenta? Inicia sesión</Link>
        </LoginLink>
      </Narrow>
    </Container>
  );
}
