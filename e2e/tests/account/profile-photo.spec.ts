// The profile photo can be changed only in edit mode, through a Spanish button; non-images are
// refused before anything is sent (SPEC §2, §8).
import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/login';
import { backendOf, PNG_1X1, signUpViaApi, uniqueEmail } from './backend';

test('a photo uploaded in edit mode becomes the avatar; a non-image is refused', async ({
  page,
  request,
}) => {
  const backend = await backendOf(request);
  const email = uniqueEmail('foto');
  const password = 'Foto-2026-ok';
  await signUpViaApi(request, backend, email, password, {
    full_name: 'Pablo Foto',
    user_type: 'student',
  });
  await logIn(page, email, password);
  await page.goto('/profile');
  const main = page.getByRole('main');

  await expect(main.getByRole('img', { name: 'Pablo Foto' })).toHaveText('PF');
  const photoButton = main.getByRole('button', { name: 'Cambiar foto de perfil' });
  await expect(photoButton).toHaveCount(0);
  await expect(main.getByRole('tab', { name: 'Búsqueda' })).toBeDisabled();

  await main.getByRole('button', { name: 'Editar' }).click();
  await expect(main.getByRole('tab', { name: 'Búsqueda' })).toBeEnabled();
  // A styled Spanish button opens the chooser (no native 'Choose File' control).
  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await photoButton.click();
    await (await chooser).setFiles(file);
  };
  await pick({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 not an image'),
  });
  await expect(main.getByText('La imagen debe ser PNG o JPG.')).toBeVisible();

  await pick({ name: 'pablo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('¡Foto de perfil actualizada!', { exact: true })).toBeVisible();
  // Storage's rendition at twice the avatar's 96 px, not the upload.
  await expect(main.locator('img[alt="Pablo Foto"]')).toHaveAttribute(
    'src',
    /\/render\/image\/public\/profile-pictures\/profile-pictures\/.+\.png\?width=192&height=192&resize=cover$/,
  );
  // The header's avatar follows.
  await expect(page.getByRole('banner').locator('img[alt="Pablo Foto"]')).toBeVisible();
});
