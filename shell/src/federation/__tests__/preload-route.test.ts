import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteRegistry } from '../remote-registry';
import { testConfig } from './test-config';

const runtime = { registerRemotes: vi.fn(), loadRemote: vi.fn() };
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  );

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('RemoteRegistry.preloadRoute', () => {
  it("starts the page's remoteEntry and the Supabase client before anything renders", () => {
    const prepare = vi.fn(() => Promise.resolve());
    new RemoteRegistry(testConfig, runtime, { prepare }).preloadRoute('/carrera/7');
    expect(preloads()).toEqual(['http://localhost:4001/remoteEntry.js']);
    expect(prepare).toHaveBeenCalledOnce();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("preloads nothing for the shell's own pages nor for an admin-only remote", () => {
    const prepare = vi.fn(() => Promise.resolve());
    const registry = new RemoteRegistry(testConfig, runtime, { prepare });
    registry.preloadRoute('/');
    registry.preloadRoute('/admin');
    expect(preloads()).toEqual([]);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('leaves a failed Supabase load to the route that awaits it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const prepare = vi.fn(() => Promise.reject(new Error('backend down')));
    new RemoteRegistry(testConfig, runtime, { prepare }).preloadRoute('/notas-corte');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
