// Resumen: the counters are the database's counts, the recent activity is newest first, and each
// chart has its figures as a table.
import { adminState } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { backendOf } from '../account/backend';
import { adminSession, countRows } from './admin-data';

test.use({ storageState: adminState });

const COUNTERS: [label: string, path: string][] = [
  ['Estudiantes', 'profiles?user_type=eq.student'],
  ['Propietarios', 'profiles?user_type=eq.owner'],
  ['Alojamientos', 'accommodations'],
  ['Zonas de ocio', 'leisure_spots'],
  ['Eventos', 'events'],
  ['Noticias', 'news'],
  ['Sugerencias pendientes', 'leisure_spot_suggestions?status=eq.pending'],
  ['Reportes pendientes', 'reports?status=eq.pending'],
];

test('the counters match the database', async ({ page, request }) => {
  const backend = await backendOf(request);
  const { token } = await adminSession(request, backend);
  await page.goto('/admin');
  const figures = page.getByRole('region', { name: 'Cifras' });
  // Other specs may add rows meanwhile: compare a fresh page with a fresh count until both agree.
  await expect(async () => {
    await page.reload();
    for (const [label, path] of COUNTERS) {
      const expected = await countRows(request, backend, path, token);
      const term = figures.locator('dt', { hasText: new RegExp(`^${label}$`) });
      await expect(term.locator('+ dd')).toHaveText(expected.toLocaleString('es-ES'), {
        timeout: 5000,
      });
    }
  }).toPass({ timeout: 40_000 });
});

test('recent activity lists typed entries with a Spanish relative time', async ({ page }) => {
  await page.goto('/admin');
  const activity = page.getByRole('region', { name: 'Actividad reciente' });
  const entries = activity.getByRole('listitem');
  await expect(entries).toHaveCount(5, { timeout: 30_000 });
  await expect(entries.first()).toContainText(/Nuevo usuario|Nuevo alojamiento|Nueva noticia/);
  await expect(entries.first().locator('time')).toHaveText(/^(hace .+|ahora mismo)$/);
  const times = await entries
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test('each chart has a caption and its figures as a table', async ({ page }) => {
  await page.goto('/admin');
  const signups = page.getByRole('figure', { name: 'Altas por semana (últimas 12 semanas)' });
  const cities = page.getByRole('figure', { name: 'Alojamientos por ciudad' });
  // The first load waits behind the other worker's requests on the one PGlite connection.
  await expect(signups.locator('svg')).toBeVisible({ timeout: 30_000 });
  // A bar is a stroked <line> (no box of its own): drawn once it exists with the theme's stroke.
  const bars = cities.locator('svg .ct-bar');
  await expect(bars).not.toHaveCount(0);
  expect(await bars.first().evaluate((bar) => getComputedStyle(bar).strokeWidth)).toBe('18px');
  await signups.getByText('Ver los datos').click();
  await expect(signups.getByRole('row')).toHaveCount(13);
  await cities.getByText('Ver los datos').click();
  await expect(cities.getByRole('cell', { name: 'Valencia' })).toBeVisible();
});
