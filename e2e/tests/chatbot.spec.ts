import { expect, test } from '../support/fixtures';

test('the chatbot greets, says it is in development and answers after a second', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir chat de ayuda' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat de ayuda' });
  await expect(panel).toContainText('Soy el asistente de UniVida');
  await expect(panel).toContainText('Chat en desarrollo');

  const send = panel.getByRole('button', { name: 'Enviar mensaje' });
  await expect(send).toBeDisabled();
  await panel.getByLabel('Mensaje para el asistente').fill('¿Hay pisos en Valencia?');
  await send.click();
  await expect(panel).toContainText('¿Hay pisos en Valencia?');
  await expect(panel).toContainText('Todavía estoy aprendiendo');
});

test('Escape closes the chatbot and gives focus back to its button', async ({ page }) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Abrir chat de ayuda' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Chat de ayuda' });
  await panel.getByLabel('Mensaje para el asistente').focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir chat de ayuda' })).toBeFocused();
});

test('opened from the keyboard, the chat takes focus into its message box, in order with its buttons', async ({
  page,
}) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Abrir chat de ayuda' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Chat de ayuda' });
  const message = panel.getByLabel('Mensaje para el asistente');
  await expect(message).toBeFocused();
  await page.keyboard.type('Hola');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Enviar mensaje' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Cerrar chat de ayuda' })).toBeFocused();
  // Before the panel, the launcher (now the other way out).
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Cerrar chat de ayuda' }).first()).toBeFocused();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("at the page's end the launcher covers none of the footer's text", async ({ page }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Abrir chat de ayuda' });
    const copyright = page.getByText(/Todos los derechos reservados/);
    await copyright.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect(copyright).toBeInViewport({ ratio: 1 });
    // The text's own extent (a range), not its paragraph's, which spans the width.
    const text = await copyright.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { x: box.x, y: box.y, right: box.right, bottom: box.bottom };
    });
    const button = (await launcher.boundingBox())!;
    const apart =
      text.right <= button.x ||
      text.bottom <= button.y ||
      text.y >= button.y + button.height ||
      text.x >= button.x + button.width;
    expect(apart, `text ${JSON.stringify(text)}, launcher ${JSON.stringify(button)}`).toBe(true);
  });
});
