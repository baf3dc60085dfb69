import { describe, expect, it } from 'vitest';
import { matchRemote } from '../match-remote';
import { testConfig } from './test-config';

describe('matchRemote', () => {
  it.each([
    ['/notas-corte', 'mf_university'],
    ['/carrera/42', 'mf_university'],
    ['/alojamiento', 'mf_housing'],
    ['/alojamiento/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 'mf_housing'],
    ['/alojamiento/', 'mf_housing'],
    ['/chats', 'mf_housing'],
    ['/admin', 'mf_admin'],
  ])('sends %s to %s', (pathname, remote) => {
    expect(matchRemote(pathname, testConfig.remotes)).toBe(remote);
  });

  it.each(['/', '/admin/users', '/alojamiento/1/fotos', '/no-existe', '/notas'])(
    'leaves %s to the shell (404 or a shell page)',
    (pathname) => {
      expect(matchRemote(pathname, testConfig.remotes)).toBeNull();
    },
  );

  it('honours splat routes given in the config', () => {
    expect(matchRemote('/admin/users/3', { mf_admin: { entry: 'x', routes: ['/admin/*'] } })).toBe(
      'mf_admin',
    );
  });
});
