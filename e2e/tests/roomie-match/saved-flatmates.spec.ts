// Saved flatmates: the heart on a RoomieMatch profile stores a favourite of type 'profile', the
// profile remembers it, /favorites lists the flatmate beside the saved accommodations (linking
// back to the profile), and removing it there empties the section.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, restGet, signInViaApi, signUpViaApi, uniqueEmail } from '../account/backend';

test.describe.configure({ timeout: 120_000 });

const password = 'Compis-Guardados-2026';

test('a student saves a flatmate from the profile and finds, opens and removes them on /favorites', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('saved-flatmates');
  await signUpViaApi(request, backend, email, password, {
    full_name: 'Sara Guardados',
    user_type: 'student',
  });
  const { userId, token } = await signInViaApi(request, backend, email, password);

  await logIn(page, email, password);
  await page.goto('/roomie-match');
  const card = page.getByRole('list', { name: 'Compañeros' }).getByRole('listitem').first();
  const name = (await card.getByRole('heading').textContent())!;
  const profilePath = (await card.getByRole('link').getAttribute('href'))!;
  await card.getByRole('link').click();
  // Other specs create flatmates with the same name, and the URL changes while the profile's chunk
  // still loads: wait until the profile has replaced the list.
  await expect(page).toHaveURL(profilePath);
  await expect(page.getByRole('list', { name: 'Compañeros' })).toBeHidden({ timeout: 30_000 });
  const profileUrl = page.url();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();

  await main.getByRole('button', { name: `Guardar ${name} en favoritos` }).click();
  await expect(page.getByText('Añadido a favoritos', { exact: true })).toBeVisible();
  await expect(
    main.getByRole('button', { name: `Quitar ${name} de favoritos` }),
  ).toBeVisible();
  const flatmateId = new URL(profileUrl).pathname.split('/').pop()!;
  expect(
    await restGet(
      request,
      backend,
      `favorites?user_id=eq.${userId}&select=item_id,item_type`,
      token,
    ),
  ).toEqual([{ item_id: flatmateId, item_type: 'profile' }]);
  await page.reload();
  await expect(
    main.getByRole('button', { name: `Quitar ${name} de favoritos` }),
  ).toBeVisible();

  await page.goto('/favorites');
  const accommodations = main.getByRole('region', { name: 'Alojamientos' });
  const flatmates = main.getByRole('region', { name: 'Compañeros de piso' });
  await expect(
    accommodations.getByRole('heading', { name: 'Aún no tienes favoritos' }),
  ).toBeVisible();
  await expect(flatmates.getByRole('article')).toHaveCount(1);
  await expect(flatmates.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/roomie-match/${flatmateId}`,
  );

  await flatmates.getByRole('button', { name: `Quitar ${name} de favoritos` }).click();
  await expect(page.getByText('Eliminado de favoritos', { exact: true })).toBeVisible();
  await expect(
    flatmates.getByRole('heading', { name: 'Aún no has guardado compañeros' }),
  ).toBeVisible();
  expect(
    await restGet(request, backend, `favorites?user_id=eq.${userId}&select=item_id`, token),
  ).toEqual([]);
  await flatmates.getByRole('link', { name: 'Buscar compañeros' }).click();
  await expect(page).toHaveURL('/roomie-match');
});
