import { beforeEach, describe, it } from 'vitest';
import { installFakeRest, waitForPageHeading } from '@univida/shared-testing';
import { renderRoute } from '../test/render-route';
import { sampleData } from '../test/sample-data';

const routes = [
  ['/notas-corte', 'Notas de corte'],
  ['/carrera/1', 'Medicina'],
  ['/universidad', 'Buscador de Universidades'],
  ['/becaria', 'BecarIA'],
  ['/carrera-ideal', 'CarreraIdeal'],
] as const;

describe('mf_university routes', () => {
  beforeEach(async () => {
    await installFakeRest(sampleData());
  });

  it.each(routes)('%s shows its page title', async (path, title) => {
    renderRoute(path);
    await waitForPageHeading(title);
  });
});
