// The admission-grade calculator on /notas-corte: keyboard only, SPEC §8's toasts, and its result
// filling the page's grade filter.
import { expect, test } from '../../support/fixtures';
import { acceptCookies, cardScore, openPage, resultCards, resultCount, toast } from './helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await openPage(page, '/notas-corte');
  await resultCount(page);
});

test('keyboard only: computes the grade, announces it and fills the grade filter', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Calcular mi nota' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Calcula tu nota de admisión' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveCount(0);
  await expect(dialog.getByLabel('Nota media de Bachillerato')).toBeFocused();

  await page.keyboard.type('9,30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('8');
  await page.keyboard.press('Tab');
  await page.keyboard.type('8,5');
  await page.keyboard.press('Tab'); // ponderación 1 stays 0,2
  await page.keyboard.press('Tab');
  await page.keyboard.type('7');
  await page.keyboard.press('Tab'); // ponderación 2 → 0,1 with the keyboard
  await expect(dialog.getByRole('combobox', { name: 'Ponderación materia 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: '0,1' }).press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Ponderación materia 2' })).toHaveText('0,1');
  await dialog.getByLabel('Materia específica 2').press('Enter');

  // 9.3·0.6 + 8·0.4 + 8.5·0.2 + 7·0.1 = 11.180
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveText(
    'Tu nota de admisión es 11,180.',
  );
  await expect(toast(page)).toContainText('¡Nota Calculada!');
  await expect(toast(page)).toContainText('Tu nota de admisión es 11,180.');
  // Escape closes the topmost layer: the toast first, then the dialog.
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Calcular mi nota' })).toBeFocused();

  await expect(page.getByLabel('Tu nota de admisión', { exact: true })).toHaveValue('11,180');
  await expect(page).toHaveURL(/nota=11%2C180/);
  for (const card of (await resultCards(page).all()).slice(0, 10)) {
    expect(await cardScore(card)).toBeLessThanOrEqual(11.18);
  }
});

test('a grade outside 0–10 shows the error toast and an alert in the dialog, and no result', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Calcular mi nota' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nota media de Bachillerato').fill('9');
  await dialog.getByLabel('Materia específica 1').fill('10,5');
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Las notas deben estar entre 0 y 10.');
  await expect(dialog.getByRole('alert')).toHaveText('Las notas deben estar entre 0 y 10.');
  await expect(dialog.getByLabel('Materia específica 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Materia específica 1')).toHaveAccessibleDescription(
    'Las notas deben estar entre 0 y 10.',
  );
  await expect(dialog.getByLabel('Materia específica 1')).toBeFocused();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveCount(0);
  await expect(page.getByLabel('Tu nota de admisión', { exact: true })).toHaveValue('');
});

test('empty fields count as 0, text that is no number too (and the result says so), and the grade is capped at 14', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Calcular mi nota' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nota media de Bachillerato').fill('10');
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveText(
    'Tu nota de admisión es 6,000.',
  );
  for (const label of ['Fase general (PAU)', 'Materia específica 1', 'Materia específica 2']) {
    await dialog.getByLabel(label).fill('10');
  }
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveText(
    'Tu nota de admisión es 14,000.',
  );
  await expect(dialog.getByText(/contado como 0/)).toHaveCount(0);
  // Text that is no number counts as 0 too (SPEC §5), and the result says where.
  await dialog.getByLabel('Fase general (PAU)').fill('7,5abc');
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveText(
    'Tu nota de admisión es 10,000.',
  );
  await expect(dialog.getByText(/contado como 0/)).toHaveText(
    'No es un número, contado como 0: Fase general (PAU).',
  );
});

test("a mouse picks the weight 0,1 from the list, which opens above the dialog's overlay", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Calcular mi nota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calcula tu nota de admisión' });
  const weight = dialog.getByRole('combobox', { name: 'Ponderación materia 1' });
  await weight.click();
  // A real click at the option's position: it lands on the option only if nothing covers it.
  const option = page.getByRole('option', { name: '0,1' });
  const box = (await option.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(weight).toHaveText('0,1');
  await expect(dialog).toBeVisible();
});

test('reopened, the dialog keeps the values typed (and the weight picked), with no result yet', async ({
  page,
}) => {
  const open = page.getByRole('button', { name: 'Calcular mi nota' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Calcula tu nota de admisión' });
  await dialog.getByLabel('Nota media de Bachillerato').fill('8,75');
  await dialog.getByLabel('Materia específica 1').fill('9');
  await dialog.getByRole('combobox', { name: 'Ponderación materia 1' }).click();
  await page.getByRole('option', { name: '0,1' }).click();
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(dialog.getByText(/Tu nota de admisión es/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await open.click();
  await expect(dialog.getByLabel('Nota media de Bachillerato')).toHaveValue('8,75');
  await expect(dialog.getByLabel('Materia específica 1')).toHaveValue('9');
  await expect(dialog.getByRole('combobox', { name: 'Ponderación materia 1' })).toHaveText('0,1');
  await expect(dialog.getByLabel('Fase general (PAU)')).toHaveValue('');
  await expect(dialog.getByText(/Tu nota de admisión es/)).toHaveCount(0);
});

test("a field's error goes as soon as the field holds a valid grade again", async ({ page }) => {
  await page.getByRole('button', { name: 'Calcular mi nota' }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Materia específica 1');
  await field.fill('12');
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('Las notas deben estar entre 0 y 10.');
  await field.fill('11'); // still out of range: the error stays
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('1');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(dialog.getByRole('alert')).toHaveText('');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('Calcular is on the first screen; the result is on screen, not under the toast or the buttons', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Calcular mi nota' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calcula tu nota de admisión' });
    // The form is taller than the screen: its action row stays at the dialog's bottom edge.
    await expect(dialog.getByLabel('Ponderación materia 2')).toBeVisible();
    expect(await dialog.evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Calcular' })).toBeInViewport({ ratio: 1 });
    for (const label of ['Nota media de Bachillerato', 'Fase general (PAU)']) {
      await dialog.getByLabel(label).fill('8');
    }
    await dialog.getByRole('button', { name: 'Calcular' }).click();
    const result = dialog.getByText(/Tu nota de admisión es/);
    await expect(result).toHaveText('Tu nota de admisión es 8,000.');
    await expect(toast(page)).toContainText('¡Nota Calculada!');
    await expect(result).toBeInViewport();
    const [resultBox, toastBox] = [
      (await result.boundingBox())!,
      (await toast(page).boundingBox())!,
    ];
    const overlap =
      resultBox.y < toastBox.y + toastBox.height && toastBox.y < resultBox.y + resultBox.height;
    expect(overlap, `result ${JSON.stringify(resultBox)}, toast ${JSON.stringify(toastBox)}`).toBe(
      false,
    );
    const footer = (await dialog
      .getByRole('button', { name: 'Calcular' })
      .locator('..')
      .boundingBox())!;
    expect(resultBox.y + resultBox.height).toBeLessThanOrEqual(footer.y);
  });
});
