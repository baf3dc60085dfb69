import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeRest } from '@univida/shared-testing';
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
    // Checked in one pass: a page may draw its heading again (loading, then loaded), and the
    // first node found would then be gone from the document.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument(),
    );
  });
});
