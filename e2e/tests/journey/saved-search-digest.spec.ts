// Issue 17, the daily digest: on 'Mis búsquedas' a student switches a saved search's
// 'Resumen diario por email' on (off by default); it says so and is still on after a reload, since
// the database keeps it. The mail itself is tested by supabase-local's digest test.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, restGet } from '../account/backend';
import { acceptCookies, FIRST_LOAD, toast } from '../university/helpers';
import { studentWithSavedEventsSearch } from './helpers';

const PASSWORD = 'Resumen-2026';

test('switch a saved search’s daily email on; it is still on after a reload', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  const backend = await backendOf(request);
  const { email, token } = await studentWithSavedEventsSearch(
    request,
    { name: 'Rita Resumen', password: PASSWORD },
    { name: 'Conciertos en Sevilla', city: 'Sevilla' },
  );

  await logIn(page, email, PASSWORD);
  await page.goto('/mis-busquedas');
  const toggle = page.getByRole('switch', {
    name: 'Resumen diario por email de Conciertos en Sevilla',
  });
  await expect(toggle).not.toBeChecked(FIRST_LOAD);
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(toast(page).getByText('Resumen diario activado')).toBeVisible();

  await page.reload();
  await expect(toggle).toBeChecked(FIRST_LOAD);
  expect(await restGet(request, backend, 'saved_searches?select=name,digest', token)).toEqual([
    { name: 'Conciertos en Sevilla', digest: true },
  ]);
});
