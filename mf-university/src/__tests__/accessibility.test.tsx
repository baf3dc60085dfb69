import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeRest } from '@univida/shared-testing';
import { renderRoute } from '../test/render-route';
import { sampleData } from '../test/sample-data';

// The whole document (Radix portals render outside the container). jsdom has no layout, so colour
// contrast is left to the theme tokens.
async function violations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('accessibility (axe)', () => {
  beforeEach(async () => {
    await installFakeRest(sampleData());
  });

  it.each([
    ['/notas-corte?nota=12', 'Notas de corte'],
    ['/carrera/1', 'Medicina'],
    ['/universidad', 'Buscador de Universidades'],
    ['/becaria', 'BecarIA'],
    ['/carrera-ideal', 'CarreraIdeal'],
  ])('%s has no violations', async (path, title) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: title });
    if (path.startsWith('/notas-corte')) await screen.findAllByText(/sobre la nota de corte/);
    expect(await violations()).toEqual([]);
  });

  it('the calculator dialog, with an error and with a result, has no violations', async () => {
    const user = userEvent.setup();
    renderRoute('/notas-corte');
    await user.click(await screen.findByRole('button', { name: 'Calcular mi nota' }));
    const field = await screen.findByLabelText('Nota media de Bachillerato');
    await user.type(field, '11{Enter}');
    await screen.findByRole('alert');
    expect(await violations()).toEqual([]);
    await user.clear(field);
    await user.type(field, '9{Enter}');
    await screen.findByText(/Tu nota de admisión es/, { selector: 'form *' });
    expect(await violations()).toEqual([]);
  });
});
