import { Toaster } from '@univida/shared-ui';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initSupabase } from '../client/supabase';
import { loadAppConfig } from '../config/app-config';
import { AppProviders } from '../provider/app-providers';

/** Runs a remote's App alone (its own dev server or preview), with the same providers as the shell. */
export async function mountStandalone(App: ComponentType, rootId = 'root'): Promise<void> {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`mountStandalone: no element #${rootId}`);
  const config = await loadAppConfig();
  initSupabase(config);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <App />
          <Toaster />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
