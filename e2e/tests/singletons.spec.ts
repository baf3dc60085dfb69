// React, react-router and styled-components are loaded once across the shell and every remote.
// React Router is shared through @univida/shared-router (the slice of it the apps use), TanStack
// Query through @univida/shared-query, the auth state through @univida/shared-auth.
import { expect, test } from '../support/fixtures';

const SINGLETONS = [
  'react',
  'react-dom',
  '@univida/shared-router',
  'styled-components',
  '@univida/shared-query',
  '@univida/shared-auth',
];
/** A message compiled into React Router's code: each downloaded copy of the router contains it. */
const ROUTER_CODE = 'may be used only in the context of a <Router> component';

test('shared libraries are single instances after visiting every remote', async ({ page }) => {
  // A stand-in for React DevTools: every react-dom copy registers itself here when it loads.
  await page.addInitScript(() => {
    const renderers = new Map();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const routerCopies = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (body) => void (body.includes(ROUTER_CODE) && routerCopies.add(response.url())),
        () => {},
      ),
    );
  });
  await page.goto('/');
  for (const [link, title] of [
    ['/notas-corte', 'Notas de corte'],
    ['/alojamiento', 'Buscar Alojamiento'],
    ['/eventos', 'Eventos'],
    ['/login', 'Iniciar sesión'],
  ]) {
    // Client-side navigation, so every remote joins the same page and share scope.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  const report = await page.evaluate((names) => {
    type Share = { from: string; loaded?: boolean; lib?: unknown };
    const scopes =
      (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const providers: Record<string, string[]> = {};
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const name of names) {
          for (const [version, share] of Object.entries(scope[name] ?? {})) {
            const provider = `${share.from}@${version}`;
            providers[name] = [...new Set([...(providers[name] ?? []), provider])];
          }
        }
      }
    }
    const hook = (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      providers,
      reactDomRenderers: hook.renderers.size,
      // Each styled-components instance injects its own <style data-styled> sheet.
      styledComponentsSheets: document.querySelectorAll('style[data-styled]').length,
    };
  }, SINGLETONS);

  // One provider (the shell) for each shared library across all five federation instances.
  for (const name of SINGLETONS) expect(report.providers[name], name).toHaveLength(1);
  expect(report.reactDomRenderers).toBe(1);
  await Promise.all(reading);
  expect([...routerCopies], 'downloaded copies of React Router').toHaveLength(1);
  expect(report.styledComponentsSheets).toBe(1);
});
