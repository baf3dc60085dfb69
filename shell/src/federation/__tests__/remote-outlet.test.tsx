import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@univida/shared-router';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import type { FederationRuntime } from '../mf-runtime';
import { PreviewBanner } from '../preview-banner';
import { RegistryContext } from '../registry-context';
import { RemoteOutlet } from '../remote-outlet';
import { RemoteRegistry } from '../remote-registry';
import { testConfig } from './test-config';

/** A remote App as remotes build it: absolute <Routes>, no router of its own. */
function housingApp() {
  return {
    default: () => (
      <Routes>
        <Route path="/alojamiento" element={<h1>Lista de alojamientos</h1>} />
        <Route path="/alojamiento/:id" element={<h1>Detalle del alojamiento</h1>} />
      </Routes>
    ),
  };
}

function fakeRuntime(load: (remote: string) => Promise<unknown>) {
  return {
    registerRemotes: vi.fn(),
    loadRemote: vi.fn((id: string) => load(id.split('/')[0] ?? '')),
  } satisfies FederationRuntime;
}

function renderOutlet(
  runtime: FederationRuntime,
  path: string,
  registry = new RemoteRegistry(testConfig, runtime),
) {
  registry.start();
  renderInShell(
    <RegistryContext.Provider value={registry}>
      <nav>
        <Link to="/notas-corte">Notas</Link>
        <Link to="/alojamiento">Alojamiento</Link>
      </nav>
      <PreviewBanner />
      <RemoteOutlet />
    </RegistryContext.Provider>,
    path,
  );
  return registry;
}

describe('RemoteOutlet', () => {
  it('registers every remote from the config but downloads only the one whose route is visited', async () => {
    const runtime = fakeRuntime(async () => housingApp());
    renderOutlet(runtime, '/alojamiento/abc');
    expect(
      await screen.findByRole('heading', { name: 'Detalle del alojamiento' }),
    ).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_university', entry: 'http://localhost:4001/remoteEntry.js', type: 'module' },
      { name: 'mf_housing', entry: 'http://localhost:4002/remoteEntry.js', type: 'module' },
      { name: 'mf_admin', entry: 'http://localhost:4005/remoteEntry.js', type: 'module' },
    ]);
    expect(runtime.loadRemote.mock.calls).toEqual([['mf_housing/App']]);
  });

  it('renders a remote only once what it needs is prepared, fetching both at the same time', async () => {
    let finishPreparing = () => {};
    const prepare = vi.fn(() => new Promise<void>((resolve) => (finishPreparing = resolve)));
    const runtime = fakeRuntime(async () => housingApp());
    renderOutlet(runtime, '/alojamiento', new RemoteRegistry(testConfig, runtime, { prepare }));
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole('heading', { name: 'Lista de alojamientos' }),
    ).not.toBeInTheDocument();

    await act(async () => finishPreparing());
    expect(
      await screen.findByRole('heading', { name: 'Lista de alojamientos' }),
    ).toBeInTheDocument();
  });

  it('renders a remote whose pages load the Supabase client themselves without waiting for it', async () => {
    const prepare = vi.fn(() => new Promise<void>(() => {}));
    const runtime = fakeRuntime(async () => housingApp());
    const config = {
      ...testConfig,
      remotes: {
        ...testConfig.remotes,
        mf_housing: { ...testConfig.remotes.mf_housing!, pagesLoadSupabase: true },
      },
    };
    renderOutlet(runtime, '/alojamiento', new RemoteRegistry(config, runtime, { prepare }));
    expect(
      await screen.findByRole('heading', { name: 'Lista de alojamientos' }),
    ).toBeInTheDocument();
    expect(prepare).not.toHaveBeenCalled();
  });

  it("still prepares the client for that remote's fragments in the shell's pages", async () => {
    const prepare = vi.fn(() => new Promise<void>(() => {}));
    const runtime = fakeRuntime(async () => ({ default: () => <p>Para ti</p> }));
    const config = {
      ...testConfig,
      remotes: {
        ...testConfig.remotes,
        mf_housing: { ...testConfig.remotes.mf_housing!, pagesLoadSupabase: true },
      },
    };
    const Fragment = new RemoteRegistry(config, runtime, { prepare }).getExposed(
      'mf_housing',
      'ForYou',
    );
    renderInShell(
      <Suspense fallback={<p>Cargando fragmento</p>}>
        <Fragment />
      </Suspense>,
      '/',
    );
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('mf_housing/ForYou'));
    expect(prepare).toHaveBeenCalledOnce();
    expect(screen.getByText('Cargando fragmento')).toBeInTheDocument();
    expect(screen.queryByText('Para ti')).not.toBeInTheDocument();
  });

  it('shows the Spanish 404 for a path no remote owns, loading nothing', async () => {
    const runtime = fakeRuntime(async () => housingApp());
    renderOutlet(runtime, '/no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('contains a failed remote and retries it without a page reload', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let housingUp = false;
    const runtime = fakeRuntime(async () => {
      if (!housingUp) throw new TypeError('Failed to fetch dynamically imported module');
      return housingApp();
    });
    renderOutlet(runtime, '/alojamiento');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta sección no está disponible ahora mismo',
    );

    housingUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { name: 'Lista de alojamientos' }),
    ).toBeInTheDocument();
    // The failed entry is re-registered under a new URL so no cached failure is reused.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'mf_housing',
          entry: 'http://localhost:4002/remoteEntry.js?mf_retry=1',
          type: 'module',
        },
      ],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('does not carry one remote’s failure over to another remote', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = fakeRuntime(async (remote) => {
      if (remote === 'mf_university') throw new Error('mf_university is down');
      return housingApp();
    });
    renderOutlet(runtime, '/notas-corte');
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Alojamiento' }));
    expect(
      await screen.findByRole('heading', { name: 'Lista de alojamientos' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('PreviewBanner', () => {
  // Its bars are a lazy chunk, shown on the render after it arrives.
  it('shows an active preview and leaving it reloads the configured remote', async () => {
    const runtime = fakeRuntime(async () => housingApp());
    const preview = {
      remote: 'mf_housing',
      entry: 'https://preview.univida.es/remoteEntry.js',
      origin: 'https://preview.univida.es',
    };
    sessionStorage.setItem('univida:remote-preview', JSON.stringify({ mf_housing: preview }));
    const registry = new RemoteRegistry(testConfig, runtime, {
      overrides: { mf_housing: preview },
      storage: sessionStorage,
    });
    renderOutlet(runtime, '/alojamiento', registry);

    expect(await screen.findByText(/Vista previa activa/)).toHaveTextContent(
      'Vista previa activa: mf_housing desde https://preview.univida.es',
    );
    expect(runtime.registerRemotes.mock.calls[0]?.[0]).toContainEqual({
      name: 'mf_housing',
      entry: 'https://preview.univida.es/remoteEntry.js',
      type: 'module',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Salir de la vista previa' }));
    expect(screen.queryByText(/Vista previa activa/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('univida:remote-preview')).toBeNull();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'mf_housing',
          entry: 'http://localhost:4002/remoteEntry.js?mf_retry=1',
          type: 'module',
        },
      ],
      { force: true },
    );
  });

  it('explains a refused preview and can be dismissed', async () => {
    const runtime = fakeRuntime(async () => housingApp());
    const registry = new RemoteRegistry(testConfig, runtime, {
      refusal: 'Origen de vista previa no permitido: https://evil.example',
    });
    renderOutlet(runtime, '/alojamiento', registry);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Origen de vista previa no permitido: https://evil.example',
    );
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
