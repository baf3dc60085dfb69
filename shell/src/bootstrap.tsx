import { hasStoredSession, initSupabase, loadAppConfig, loadSupabase } from '@univida/shared-auth';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appConfigResponse, startedRoute } from './early/page-start';
import { SectionBoundary } from './app/section-boundary';
import { StartupError } from './app/startup-error';
import { mfRuntime } from './federation/mf-runtime';
import { consumePreviewRequest } from './federation/preview';
import { RemoteRegistry } from './federation/remote-registry';
import { preloadForYouSlot } from './pages/home/for-you-slot-loader';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  try {
    const config = await loadAppConfig(appConfigResponse);
    initSupabase(config);
    // A signed-in Home shows 'Para ti': its slot downloads during the session check.
    if (hasStoredSession()) preloadForYouSlot();
    const { overrides, refusal } = consumePreviewRequest(
      config,
      window.sessionStorage,
      window.location,
      (url) => window.history.replaceState(window.history.state, '', url),
    );
    const registry = new RemoteRegistry(config, mfRuntime, {
      overrides,
      refusal,
      storage: window.sessionStorage,
      prepare: loadSupabase,
    });
    registry.start();
    // The page's remote is downloading (page-start.ts started it) or starts now, alongside React's
    // first render.
    const { pathname } = window.location;
    registry.preloadRoute(pathname, { codeStarted: (await startedRoute) === pathname });
    // A transition: React renders the frame in slices that let the browser in between (a
    // default update renders in one task), so a slow phone does not freeze while it starts.
    startTransition(() =>
      root.render(
        <StrictMode>
          {/* The last line: whatever the frame's own boundaries miss still leaves a page. */}
          <SectionBoundary name="app" fallback={<StartupError />}>
            <App registry={registry} />
          </SectionBoundary>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('UniVida could not start', error);
    root.render(<StartupError />);
  }
}

void start();
