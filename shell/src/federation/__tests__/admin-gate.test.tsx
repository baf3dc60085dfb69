import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@univida/shared-router';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import type { FederationRuntime } from '../mf-runtime';
import { RegistryContext } from '../registry-context';
import { RemoteOutlet } from '../remote-outlet';
import { RemoteRegistry } from '../remote-registry';
import { testConfig } from './test-config';

const auth = vi.hoisted(() => ({
  state: { profile: null as null | { user_type: string }, loading: false },
  listeners: new Set<() => void>(),
  set(next: Partial<{ profile: null | { user_type: string }; loading: boolean }>) {
    auth.state = { ...auth.state, ...next };
    auth.listeners.forEach((listener) => listener());
  },
}));

vi.mock('@univida/shared-auth', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useProfile: () => ({
      ...useSyncExternalStore(
        (listener) => {
          auth.listeners.add(listener);
          return () => auth.listeners.delete(listener);
        },
        () => auth.state,
      ),
      refresh: vi.fn(),
    }),
  };
});

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
  auth.state = { profile: null, loading: false };
  mounts.mockClear();
});

describe('the admin-only remote (adminOnly in app-config)', () => {
  it('sends a student home without downloading it', async () => {
    auth.state = { profile: { user_type: 'student' }, loading: false };
    const runtime = renderAdminRoute();
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('waits for the first profile load, then mounts it for an admin', async () => {
    auth.state = { profile: null, loading: true };
    const runtime = renderAdminRoute();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    act(() => auth.set({ profile: { user_type: 'admin' }, loading: false }));
    expect(await screen.findByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
  });

  it('keeps it mounted while a loaded profile refreshes', async () => {
    auth.state = { profile: { user_type: 'admin' }, loading: false };
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    act(() => auth.set({ loading: true }));
    act(() => auth.set({ loading: false }));
    expect(screen.getByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
