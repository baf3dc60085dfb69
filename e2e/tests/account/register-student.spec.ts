// A student registers through all six steps with a photo and flatmate preferences, logs in, sees
// their name and email in the header, edits the profile and finds it persisted after a reload.
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, PNG_1X1, restGet, signInViaApi, uniqueEmail } from './backend';

const password = 'Estudiante-2026';

test('a student registers in six steps, logs in and edits the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('marta');
  await page.goto('/register');
  const main = page.getByRole('main');

  // 1 — Student is the default.
  await expect(main.getByRole('radio', { name: 'Estudiante' })).toBeChecked();
  await expect(main.getByText('Paso 1 de 6')).toBeVisible();
  await main.getByRole('button', { name: 'Siguiente' }).click();

  // 2 — account; the new step's heading takes focus.
  await expect(main.getByRole('heading', { name: 'Tus datos' })).toBeFocused();
  await main.getByLabel('Nombre completo').fill('Marta Sánchez Gil');
  await main.getByLabel('Email').fill(email);
  await expect(main.getByLabel('Email')).toHaveAttribute('type', 'email');
  await main.getByLabel('Contraseña').fill(password);
  await main.getByLabel('Teléfono').fill('600 123 456');
  await main.getByRole('button', { name: 'Siguiente' }).click();

  // 3 — profile with a photo.
  await expect(main.getByRole('heading', { name: 'Tu perfil' })).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: /Seleccionar foto/ }).click();
  await (await chooser).setFiles({ name: 'marta.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(main.getByRole('img', { name: 'Vista previa de tu foto de perfil' })).toBeVisible();
  // Typed as a student might: the backend stores the covered city's own name.
  await main.getByLabel('Ciudad').fill('valència');
  await main.getByLabel('Carrera').fill('Ingeniería Informática');
  await main.getByRole('combobox', { name: 'Género' }).click();
  await page.getByRole('option', { name: 'Mujer' }).click();
  await main.getByLabel('Sobre ti').fill('Me encanta el senderismo.');
  await main.getByRole('button', { name: 'Siguiente' }).click();

  // 4 — hobbies from the SPEC list.
  await expect(main.getByRole('heading', { name: 'Tus aficiones' })).toBeFocused();
  await main.getByRole('button', { name: 'Senderismo' }).click();
  await main.getByRole('button', { name: 'Programación' }).click();
  await expect(main.getByText('2 aficiones seleccionadas')).toBeVisible();
  await main.getByRole('button', { name: 'Siguiente' }).click();

  // 5 — looking for a flatmate leads to step 6.
  await main.getByRole('button', { name: 'Sí, busco compañero' }).click();

  // 6 — preferences, by keyboard.
  await expect(
    main.getByRole('heading', { name: 'Tus preferencias de convivencia' }),
  ).toBeFocused();
  const budget = main.getByRole('slider', { name: 'Presupuesto mensual' });
  await expect(budget).toHaveAttribute('aria-valuenow', '500');
  await budget.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(budget).toHaveAttribute('aria-valuenow', '600');
  const earlyBird = main.getByRole('slider', { name: /Madrugador/ });
  await expect(earlyBird).toHaveAttribute('aria-valuenow', '5');
  await earlyBird.focus();
  await page.keyboard.press('End');
  await expect(earlyBird).toHaveAttribute('aria-valuenow', '10');
  await expect(main.getByRole('switch', { name: 'Acepto fumadores' })).not.toBeChecked();
  await main.getByRole('switch', { name: 'Acepto mascotas' }).click();
  await main.getByRole('combobox', { name: 'Prefiero convivir con' }).click();
  await page.getByRole('option', { name: 'Mujeres' }).click();
  await main.getByRole('button', { name: 'Completar registro' }).click();

  await expect(page.getByText('¡Registro completado!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Tu cuenta ha sido creada con éxito. ¡Ya puedes iniciar sesión!', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
  // Signed out again: the header offers the login button.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
  ).toBeVisible();

  // What the backend stored.
  const backend = await backendOf(request);
  const { userId, token } = await signInViaApi(request, backend, email, password);
  const [profile] = await restGet(request, backend, `profiles?id=eq.${userId}&select=*`, token);
  expect(profile).toMatchObject({
    full_name: 'Marta Sánchez Gil',
    user_type: 'student',
    city: 'Valencia',
    career: 'Ingeniería Informática',
    gender: 'female',
    bio: 'Me encanta el senderismo.',
    hobbies: ['Senderismo', 'Programación'],
    is_looking_for_roommate: true,
    budget: 600,
    early_bird: 10,
    party_animal: 5,
    house_parties: 5,
    smoker_tolerant: false,
    pets_allowed: true,
    gender_preference: 'female',
  });
  expect(profile!.profile_picture_url).toMatch(
    new RegExp(`/profile-pictures/profile-pictures/${userId}-\\d+\\.png$`),
  );
  const picture = await request.get(profile!.profile_picture_url as string);
  expect(picture.ok()).toBe(true);
  const [contact] = await restGet(
    request,
    backend,
    `profile_contacts?id=eq.${userId}&select=email,phone`,
    token,
  );
  expect(contact).toEqual({ email, phone: '600 123 456' });

  // Log in: the header shows the avatar menu with name and email.
  await logIn(page, email, password);
  const account = page.getByRole('button', { name: 'Menú de la cuenta de Marta Sánchez Gil' });
  await account.click();
  await expect(page.getByRole('menu')).toContainText('Marta Sánchez Gil');
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();

  // Edit the profile.
  await expect(page).toHaveURL('/profile');
  await expect(main.getByRole('heading', { name: 'Marta Sánchez Gil' })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await main.getByRole('button', { name: 'Editar' }).click();
  await main.getByLabel('Ciudad').fill('alacant');
  await main.getByLabel('Teléfono').fill('611 000 111');
  await main.getByRole('tab', { name: 'Preferencias' }).click();
  await main.getByLabel('Nueva afición').fill('Ajedrez');
  await main.getByLabel('Nueva afición').press('Enter');
  await main.getByRole('button', { name: 'Quitar Programación' }).click();
  await main.getByRole('tab', { name: 'Búsqueda' }).click();
  const profileBudget = main.getByRole('slider', { name: 'Presupuesto mensual' });
  await profileBudget.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(profileBudget).toHaveAttribute('aria-valuenow', '590');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Perfil actualizado!', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Editar' })).toBeVisible();

  await page.reload();
  await expect(main.getByLabel('Ciudad')).toHaveValue('Alicante');
  await expect(main.getByLabel('Teléfono')).toHaveValue('611 000 111');
  await main.getByRole('tab', { name: 'Preferencias' }).click();
  await expect(main.getByRole('list', { name: 'Aficiones' })).toHaveText(/Senderismo\s*Ajedrez/);
  await main.getByRole('tab', { name: 'Búsqueda' }).click();
  await expect(main.getByRole('slider', { name: 'Presupuesto mensual' })).toHaveAttribute(
    'aria-valuenow',
    '590',
  );
});
