// Only admins get the dashboard: a student and an owner opening /admin are sent home and never
// download mf_admin; the admin's open tab lives in the URL.
import { adminState, origin, ports } from '../../support/env';
import { expect, expectShellChrome, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf } from '../account/backend';
import { freshUser, PASSWORD } from './admin-data';

for (const role of ['student', 'owner'] as const) {
  test(`a signed-in ${role} opening /admin is sent home and never downloads mf_admin`, async ({
    page,
    request,
  }) => {
    const user = await freshUser(request, await backendOf(request), role, `Curioso ${role}`);
    await logIn(page, user.email, PASSWORD);
    const adminRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).origin === origin(ports.mf_admin)) adminRequests.push(sent.url());
    });
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expectShellChrome(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Panel de administración' })).toHaveCount(0);
    expect(adminRequests).toEqual([]);
  });
}

test.describe('as the admin', () => {
  test.use({ storageState: adminState });

  test('the open tab is in the URL and survives a reload; the keyboard moves between tabs', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Resumen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL('/admin?tab=usuarios');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Buscar por nombre o email' })).toBeVisible();
    await page.getByRole('tab', { name: 'Usuarios' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Alojamientos' })).toBeFocused();
    await expect(page).toHaveURL('/admin?tab=alojamientos');
  });
});
