import { Button, dataErrorMessage, EmptyState, Spinner } from '@univida/shared-ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '@univida/shared-router';
import styled from 'styled-components';
import { useSetupAdmin } from '../api/setup-admin';
import { ADMIN_SETUP_REDIRECT_MS } from '../constants';

/** Runs the admin setup once on arrival: loading, then success (and home after 3 s) or error. */
export function AdminSetupStatus() {
  const setup = useSetupAdmin();
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutate } = setup;

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  useEffect(() => {
    if (!setup.isSuccess) return;
    const timer = setTimeout(() => void navigate('/'), ADMIN_SETUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [setup.isSuccess, navigate]);

  return (
    <Live aria-live="polite">
      {setup.isSuccess ? (
        <EmptyState
          icon={<CircleCheck />}
          title={
            setup.data === 'created'
              ? '¡Cuenta de administrador creada!'
              : 'La cuenta de administrador ya existe.'
          }
          description="Te llevamos al inicio en unos segundos…"
        />
      ) : setup.isError ? (
        <EmptyState
          icon={<CircleAlert />}
          title="No se pudo configurar el administrador"
          description={dataErrorMessage(setup.error)}
          action={
            <Actions>
              <Button onClick={() => mutate()}>Reintentar</Button>
              <Button variant="outline" asChild>
                <Link to="/">Volver al inicio</Link>
              </Button>
            </Actions>
          }
        />
      ) : (
        <Spinner label="Configurando la cuenta de administrador…" showLabel size={32} />
      )}
    </Live>
  );
}

const Live = styled.div`
  display: grid;
  justify-items: center;
  padding-block: ${({ theme }) => theme.space[8]};
  > div {
    justify-self: stretch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;
