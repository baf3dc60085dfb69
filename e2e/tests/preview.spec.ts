// ?remote=mf_x@<entry> swaps one remote for a preview build, only from an allowed origin.
import type { Page } from '@playwright/test';
import { foreignPort, origin, ports, previewPort } from '../support/env';
import { expect, test } from '../support/fixtures';

function originsRequested(page: Page) {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

test('a preview from an allowed origin is used and announced', async ({ page }) => {
  const origins = originsRequested(page);
  await page.goto(`/alojamiento?remote=mf_housing@${origin(previewPort)}/remoteEntry.js`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar Alojamiento' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Vista previa activa' })).toContainText(
    origin(previewPort),
  );
  expect(origins.has(origin(previewPort))).toBe(true);
  expect(origins.has(origin(ports.mf_housing))).toBe(false);

  await page.getByRole('button', { name: 'Salir de la vista previa' }).click();
  await expect(page.getByText('Vista previa activa')).toHaveCount(0);
});

test('a preview from any other origin is refused', async ({ page }) => {
  const origins = originsRequested(page);
  await page.goto(`/alojamiento?remote=mf_housing@${origin(foreignPort)}/remoteEntry.js`);
  await expect(page.getByRole('alert').filter({ hasText: 'no permitido' })).toContainText(
    origin(foreignPort),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar Alojamiento' })).toBeVisible();
  expect(origins.has(origin(foreignPort))).toBe(false);
  expect(origins.has(origin(ports.mf_housing))).toBe(true);
});
