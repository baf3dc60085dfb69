import { act, screen, waitFor } from '@testing-library/react';
import { refreshProfile } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';
import { currentProfile } from '@univida/shared-testing';
import { signInAdminPage, signInPage, signUpUser } from '@univida/shared-testing/backend';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import type { FederationRuntime } from '../mf-runtime';
import { RegistryContext } from '../registry-context';
import { RemoteOutlet } from '../remote-outlet';
import { RemoteRegistry } from '../remote-registry';
import { testConfig } from './test-config';

// Who is admin is what the real backend (supabase-local, started by the shell's test setup) says
// of the user signed in on the page's client; only the remote's download is faked.
const mounts = vi.fn();
function AdminApp() {
  useEffect(() => mounts(), []);
  return <h1>Panel de administración</h1>;
}

function renderAdminRoute() {
  const runtime = {
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async () => ({ default: AdminApp })),
  } satisfies FederationRuntime;
  const registry = new RemoteRegistry(testConfig, runtime);
  registry.start();
  renderInShell(
    <RegistryContext.Provider value={registry}>
      <Routes>
        <Route path="/" element={<p>Inicio</p>} />
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </RegistryContext.Provider>,
    '/admin',
  );
  return runtime;
}

beforeEach(() => {
  mounts.mockClear();
});

// The first requests to the backend take a while on a shared 2-core machine.
const SLOW = { timeout: 10_000 };
const adminPanel = () =>
  screen.findByRole('heading', { name: 'Panel de administración' }, SLOW);

describe('the admin-only remote (adminOnly in app-config)', { timeout: 30_000 }, () => {
  it('sends a student home without downloading it', async () => {
    await signInPage(await signUpUser({ user_type: 'student' }));
    const runtime = renderAdminRoute();
    await waitFor(() => expect(currentProfile.value?.user_type).toBe('student'), SLOW);
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  // The page has the admin's session before their profile: were the gate not to wait for it, it
  // would send them home.
  it('waits for the first profile load, then mounts it for an admin', async () => {
    await signInAdminPage();
    const runtime = renderAdminRoute();
    expect(await adminPanel()).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps it mounted while a loaded profile refreshes', async () => {
    await signInAdminPage();
    renderAdminRoute();
    expect(await adminPanel()).toBeInTheDocument();
    // The page renders the refresh under way (loading again, profile kept), then its answer.
    let refreshed = Promise.resolve();
    act(() => {
      refreshed = refreshProfile();
    });
    await act(() => refreshed);
    expect(screen.getByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
