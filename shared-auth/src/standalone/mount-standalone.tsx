import { Spinner, ToasterOnDemand } from '@univida/shared-ui';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSupabase, loadSupabase } from '../client/supabase';
import { loadAppConfig } from '../config/app-config';
import { AppProviders } from '../provider/app-providers';

/**
 * Runs a remote alone (its own dev server or preview), with the same providers as the shell.
 * The remote passes its App already inside its router (`<BrowserRouter><App /></BrowserRouter>`).
 */
export async function mountStandalone(app: ReactNode, rootId = 'root'): Promise<void> {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`mountStandalone: no element #${rootId}`);
  const config = await loadAppConfig();
  initSupabase(config);
  // As in the shell, a remote renders with the Supabase client loaded.
  await loadSupabase();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        {/* In the shell, the boundary around the remote shows while a page's chunk loads. */}
        <Suspense fallback={<Spinner label="Cargando…" />}>{app}</Suspense>
        <ToasterOnDemand />
      </AppProviders>
    </StrictMode>,
  );
}
