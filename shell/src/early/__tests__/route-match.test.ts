import { describe, expect, it } from 'vitest';
import { matchesRoute, matchRemote, routeParams } from '../route-match';
import { testConfig } from '../../federation/__tests__/test-config';

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

describe('matchesRoute', () => {
  it.each([
    ['/carrera/:id', '/Carrera/7'],
    ['/carrera/:id', '/carrera/7/'],
    ['/admin/*', '/admin'],
    ['/', '/'],
  ])('%s takes %s', (pattern, pathname) => {
    expect(matchesRoute(pattern, pathname)).toBe(true);
  });

  it.each([
    ['/carrera/:id', '/carrera'],
    ['/carrera/:id', '/carrera/7/plan'],
    ['/', '/notas-corte'],
    ['/notas-corte', '/notas'],
  ])('%s does not take %s', (pattern, pathname) => {
    expect(matchesRoute(pattern, pathname)).toBe(false);
  });
});

describe('routeParams', () => {
  it('names each parameter with its segment, decoded as the page receives it', () => {
    expect(routeParams('/carrera/:id', '/carrera/7/')).toEqual({ id: '7' });
    expect(routeParams('/zonas-ocio/:id', '/zonas-ocio/caf%C3%A9')).toEqual({ id: 'café' });
    expect(routeParams('/zonas-ocio/:id', '/zonas-ocio/100%')).toEqual({ id: '100%' });
  });

  it('answers null for a path of another route', () => {
    expect(routeParams('/carrera/:id', '/carrera')).toBeNull();
    expect(routeParams('/notas-corte', '/notas')).toBeNull();
  });
});
