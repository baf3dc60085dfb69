// /setup-admin asks the server to create the admin from its own configuration. The server already
// made it at start, so both visits report that it exists, go home after 3 s, and create nothing.
import { expect, test } from '../../support/fixtures';
import { backendOf, restGet } from './backend';

test('visiting /setup-admin twice reports the existing admin and creates nothing', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const admins = () => restGet(request, backend, 'profiles?user_type=eq.admin&select=id');
  expect(await admins()).toHaveLength(1);

  for (let visit = 0; visit < 2; visit += 1) {
    const started = Date.now();
    await page.goto('/setup-admin');
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { name: 'La cuenta de administrador ya existe.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  }
  expect(await admins()).toHaveLength(1);
});

test('the browser bundle never carries the admin credentials', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/setup-admin');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'La cuenta de administrador ya existe.' }),
  ).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).not.toContain('UniVidaAdmin2026!');
    expect(script).not.toContain('admin@univida.es');
  }
});
