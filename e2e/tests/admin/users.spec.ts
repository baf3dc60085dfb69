// Usuarios: search in the database by a partial, differently-cased email; edit a user's city;
// an admin cannot demote or delete themselves; deleting a user ends their account.
import { adminAccount } from '../../../scripts/lib/accounts.mjs';
import { adminState } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { expectLastPageOpened } from '../../support/last-page';
import { backendOf } from '../account/backend';
import { freshUser, PASSWORD } from './admin-data';

test.use({ storageState: adminState });

test('finds a user by part of their email in other case, and edits their city', async ({
  page,
  request,
}) => {
  const user = await freshUser(
    request,
    await backendOf(request),
    'student',
    'Zoe Buscable',
    'zoe.buscable',
  );
  await page.goto('/admin?tab=usuarios');
  const search = page.getByRole('searchbox', { name: 'Buscar por nombre o email' });
  // 'zoe.buscable.<timestamp>' → 'USCABLE.<TIMESTAMP>'
  const part = user.email.slice(5, user.email.indexOf('@') - 3).toUpperCase();
  await search.fill(part);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row', { name: /Zoe Buscable/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('Estudiante');
  await expect(row).toContainText('Valencia');

  await row.getByRole('button', { name: 'Editar Zoe Buscable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuario: Zoe Buscable' });
  await dialog.getByLabel('Ciudad').fill('Castellón de la Plana');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario actualizado', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Castellón de la Plana');
  // The search survives a reload: it is in the URL.
  await page.reload();
  await expect(page.getByRole('row', { name: /Zoe Buscable/ })).toContainText(
    'Castellón de la Plana',
  );
});

test('an admin cannot demote or delete themselves', async ({ page }) => {
  test.setTimeout(90_000);
  const { email } = adminAccount();
  await page.goto('/admin?tab=usuarios');
  await page.getByRole('searchbox', { name: 'Buscar por nombre o email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const name = (await row
    .getByRole('button', { name: /^Editar / })
    .getAttribute('aria-label'))!.slice('Editar '.length);

  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Error al eliminar', { exact: true })).toBeVisible();
  await expect(
    page.getByText('No puedes eliminar tu propia cuenta', { exact: true }),
  ).toBeVisible();

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar usuario: ${name}` });
  // Typeahead on the closed select picks 'Estudiante', as a keyboard user would.
  const type = dialog.getByRole('combobox', { name: 'Tipo de usuario' });
  await type.focus();
  await page.keyboard.press('e');
  await expect(type).toHaveText('Estudiante');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Error al actualizar', { exact: true })).toBeVisible();
  await expect(
    page.getByText('No puedes quitarte el rol de administrador', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toContainText('Administrador');
});

test('deleting a user removes their account: they can no longer sign in', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const user = await freshUser(request, backend, 'owner', 'Olga Borrable', 'olga.borrable');
  await page.goto('/admin?tab=usuarios');
  await page.getByRole('searchbox', { name: 'Buscar por nombre o email' }).fill(user.email);
  const row = page.getByRole('row', { name: /Olga Borrable/ });
  await expect(row).toContainText('Propietario');
  await row.getByRole('button', { name: 'Eliminar Olga Borrable' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('irreversible');
  await expect(confirm).toContainText('«Olga Borrable»');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    page.getByText('El elemento ha sido eliminado correctamente.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('No hay usuarios que coincidan')).toBeVisible();

  const signIn = await request.post(`${backend.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    data: { email: user.email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(400);
});

test("an old link past a table's end opens its last page, not an error or an empty table", async ({
  page,
}) => {
  // Usuarios pages through an RPC, Alojamientos through PostgREST, which refuses the range (416);
  // the seed's 45 users (the admin with them) and 44 listings make three pages of 20 each.
  for (const [tab, caption, pages] of [
    ['usuarios', 'Usuarios', 3],
    ['alojamientos', 'Alojamientos', 3],
  ] as const) {
    await page.goto(`/admin?tab=${tab}&pagina=99`);
    await expectLastPageOpened(page, pages);
    expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
    await expect(page.getByRole('table', { name: caption }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/Error al cargar|No hay/)).toHaveCount(0);
  }
});
