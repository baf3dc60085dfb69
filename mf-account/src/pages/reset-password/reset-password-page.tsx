import { useSession } from '@univida/shared-auth';
import { Card, Container, PageHeader } from '@univida/shared-ui';
import { Link, useSearchParams } from '@univida/shared-router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { redeemRecoveryToken } from '../../features/password-reset/api/password-reset';
import { NewPasswordForm } from '../../features/password-reset/components/new-password-form';
import { RequestResetForm } from '../../features/password-reset/components/request-reset-form';
import { pageHeaders } from '../../page-headers';
import { accountRoutes } from '../../routes';

const Narrow = styled.div`
  max-width: ${pageHeaders.resetPassword.column};
  margin: 0 auto;
`;

const INVALID_LINK = 'El enlace no es válido o ha caducado. Pide uno nuevo.';

/** An error the Auth server put in the fragment of the link's redirect (#error_code=otp_expired…). */
const linkErrorInHash = () => new URLSearchParams(window.location.hash.slice(1)).has('error_code');

/**
 * /restablecer-contrasena — without a session, the form that mails the recovery link; the link
 * comes back here with a recovery session (supabase-js reads it from the URL, or the page redeems
 * `?token_hash=`), and then the form for the new password.
 */
export default function ResetPasswordPage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const tokenHash = params.get('type') === 'recovery' ? params.get('token_hash') : null;
  const [linkError, setLinkError] = useState(linkErrorInHash);

  useEffect(() => {
    if (!tokenHash || session) return;
    let active = true;
    void redeemRecoveryToken(tokenHash).then(({ error }) => {
      if (active && error) setLinkError(true);
    });
    return () => {
      active = false;
    };
  }, [tokenHash, session]);

  return (
    <Container>
      <Narrow>
        <PageHeader
          title={pageHeaders.resetPassword.title}
          subtitle={pageHeaders.resetPassword.subtitle}
        />
        <Card>
          <Card.Content>
            {linkError && !session ? <p role="alert">{INVALID_LINK}</p> : null}
            {session ? <NewPasswordForm email={session.user.email} /> : <RequestResetForm />}
          </Card.Content>
          <Card.Footer>
            <Link to={accountRoutes.paths.login()}>Volver a iniciar sesión</Link>
          </Card.Footer>
        </Card>
      </Narrow>
    </Container>
  );
}
