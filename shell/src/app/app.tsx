import { AppProviders } from '@univida/shared-auth';
import { BrowserRouter } from '@univida/shared-router';
import type { RemoteRegistry } from '../federation/remote-registry';
import { RegistryContext } from '../federation/registry-context';
import { PageLoading } from '../layout/page-loading';
import { AppRoutes } from './routes';

export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders fallback={<PageLoading label="Cargando UniVida…" fullScreen />}>
      <RegistryContext.Provider value={registry}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RegistryContext.Provider>
    </AppProviders>
  );
}
