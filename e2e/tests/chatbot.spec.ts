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
