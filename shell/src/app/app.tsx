import { AppProviders } from '@univida/shared-auth';
import { Spinner } from '@univida/shared-ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteRegistry } from '../federation/remote-registry';
import { RegistryContext } from '../federation/registry-context';
import { routes } from './routes';

export function App({ registry }: { registry: RemoteRegistry }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders fallback={<StartupSpinner />}>
      <RegistryContext.Provider value={registry}>
        <RouterProvider router={router} />
      </RegistryContext.Provider>
    </AppProviders>
  );
}

function StartupSpinner() {
  return (
    <Centered>
      <Spinner label="Cargando UniVida…" />
    </Centered>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;
