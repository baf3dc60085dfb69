// Registration errors (SPEC §5, §8): missing data, bad email, required student fields, a
// non-image photo, and the server's refusals (existing email, weak password) keep what was typed.
import { expect, test } from '../../support/fixtures';
import { PNG_1X1 } from './backend';

test.beforeEach(async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('main').getByRole('button', { name: 'Siguiente' }).click();
});

test('empty email and password raise "Faltan datos" and mark every required field', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Faltan datos', { exact: true })).toBeVisible();
  await expect(
    page.getByText('El email y la contraseña son obligatorios.', { exact: true }),
  ).toBeVisible();
  for (const [label, message] of [
    ['Nombre completo', 'El nombre es obligatorio.'],
    ['Email', 'El email es obligatorio.'],
    ['Contraseña', 'La contraseña es obligatoria.'],
    ['Teléfono', 'El teléfono es obligatorio.'],
  ] as const) {
    const field = main.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(main.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
});

test('an email without a domain is refused before anything is sent', async ({ page }) => {
  const main = page.getByRole('main');
  await main.getByLabel('Nombre completo').fill('Ana');
  await main.getByLabel('Email').fill('ana@');
  await main.getByLabel('Contraseña').fill('Segura-2026');
  await main.getByLabel('Teléfono').fill('600000000');
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByText('Introduce un email válido.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
});

test('a short password and a phone that is not one are refused before anything is sent', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await main.getByLabel('Nombre completo').fill('Ana');
  await main.getByLabel('Email').fill('ana.corta@e2e.univida.es');
  await main.getByLabel('Contraseña').fill('Corta-1');
  await main.getByLabel('Teléfono').fill('6000');
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByLabel('Contraseña')).toHaveAccessibleDescription(
    /La contraseña debe tener al menos 8 caracteres\./,
  );
  await expect(main.getByLabel('Teléfono')).toHaveAccessibleDescription(
    /Introduce un teléfono válido/,
  );
  await expect(main.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  // Correcting both moves on.
  await main.getByLabel('Contraseña').fill('Segura-2026');
  await main.getByLabel('Teléfono').fill('+34 600 12 34 56');
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
});

test('students need a city and a career, and the photo must be a PNG or JPG', async ({ page }) => {
  const main = page.getByRole('main');
  await main.getByLabel('Nombre completo').fill('Ana');
  await main.getByLabel('Email').fill('ana.validacion@e2e.univida.es');
  await main.getByLabel('Contraseña').fill('Segura-2026');
  await main.getByLabel('Teléfono').fill('600000000');
  await main.getByRole('button', { name: 'Siguiente' }).click();

  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: /Foto de perfil/ }).click();
    await (await chooser).setFiles(file);
  };
  await pick({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(main.getByText('La imagen debe ser PNG o JPG.')).toBeVisible();
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByText('La ciudad es obligatoria.')).toBeVisible();
  await expect(main.getByText('La carrera es obligatoria.')).toBeVisible();

  await pick({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(main.getByRole('img', { name: 'Vista previa de tu foto de perfil' })).toBeVisible();
  await expect(main.getByText('La imagen debe ser PNG o JPG.')).toBeHidden();
  await main.getByLabel('Ciudad').fill('Zaragoza');
  await main.getByLabel('Carrera').fill('Derecho');
  await main.getByRole('button', { name: 'Siguiente' }).click();
  await expect(main.getByRole('heading', { name: 'Tus aficiones' })).toBeVisible();
});

for (const { name, email, password, field, message } of [
  {
    name: 'an existing email',
    email: 'ana.garcia@demo.univida.es',
    password: 'Segura-2026',
    field: 'Email',
    message: 'Este email ya está registrado: inicia sesión con él o usa otro.',
  },
  {
    name: 'a common password',
    email: 'debil@e2e.univida.es',
    password: 'password123',
    field: 'Contraseña',
    message: 'Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
  },
]) {
  test(`the server refusing ${name} says so on the field, focused, and keeps the form`, async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Atrás' }).click();
    await main.getByRole('radio', { name: 'Propietario' }).check();
    await main.getByRole('button', { name: 'Siguiente' }).click();
    await main.getByLabel('Nombre completo').fill('Ana Duplicada');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Contraseña').fill(password);
    await main.getByLabel('Teléfono').fill('600000000');
    await main.getByRole('button', { name: 'Finalizar Registro' }).click();

    await expect(page.getByText('Error en el registro', { exact: true })).toBeVisible();
    const refused = main.getByLabel(field);
    await expect(refused).toBeFocused();
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    // On the field (the toast, outside <main>, says it too).
    await expect(main.getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/register');
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await expect(main.getByLabel('Nombre completo')).toHaveValue('Ana Duplicada');
  });
}
