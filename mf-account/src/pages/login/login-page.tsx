import { useSession } from '@univida/shared-auth';
import { Card, Container, PageHeader } from '@univida/shared-ui';
import { Link, Navigate, useSearchParams } from '@univida/shared-router';
import styled from 'styled-components';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeNext } from '../../features/auth/lib/safe-next';
import { pageHeaders } from '../../page-headers';
import { accountRoutes } from '../../routes';

const Narrow = styled.div`
  max-width: ${pageHeaders.login.column};
  margin: 0 auto;
`;

/** /login — email and password, a link to register and a 'forgot password' link. */
export default function LoginPage() {
  // ?next= brings a visitor sent here by a page that needs an account back to it.
  const next = safeNext(useSearchParams()[0].get('next'));
  // Someone already signed in has nothing to do here (also covers Back after logging in).
  if (useSession().session) return <Navigate to={next} replace />;
  return (
    <Container>
      <Narrow>
        <PageHeader title={pageHeaders.login.title} subtitle={pageHeaders.login.subtitle} />
        <Card>
          <Card.Content>
            <LoginForm redirectTo={next} />
          </Card.Content>
          <Card.Footer>
            <Link to={accountRoutes.paths.resetPassword()}>¿Olvidaste tu contraseña?</Link>
            <Link to={accountRoutes.paths.register()}>¿No tienes cuenta? Regístrate</Link>
          </Card.Footer>
        </Card>
      </Narrow>
    </Container>
  );
}
