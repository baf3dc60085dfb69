// /chats on the real backend with Realtime: two students chat live both ways, unread counts come
// and go, a refused insert gives its text back, the page works one pane at a time at 375 px, and
// visitors sign in and come back to the conversation they asked for.
import { expect, test } from '../../support/fixtures';
import { chatPair, messageTexts, pageFor, passwordOf } from './chat-people';

// Several browsers and sign-ins per test on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test('two students chat live both ways, with Enter and Shift+Enter', async ({
  browser,
  request,
}) => {
  const { a, b, conversationId } = await chatPair(request);
  const irene = await pageFor(browser, a);
  const tomas = await pageFor(browser, b);
  await irene.goto(`/chats?conversationId=${conversationId}`);
  await tomas.goto(`/chats?conversationId=${conversationId}`);
  await expect(irene.getByRole('heading', { level: 2, name: b.name })).toBeVisible();
  await expect(tomas.getByText('Aún no hay mensajes. ¡Escribe el primero!')).toBeVisible();

  const input = irene.getByLabel('Escribe un mensaje');
  await input.fill('Hola Tomás');
  await input.press('Shift+Enter');
  await input.pressSequentially('¿vemos el piso?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(messageTexts(tomas)).toHaveText(['Hola Tomás\n¿vemos el piso?']);
  await expect(tomas.getByRole('log', { name: 'Mensajes' })).toContainText(a.name);

  await tomas.getByLabel('Escribe un mensaje').fill('¡Claro! Mañana a las 18:00');
  await tomas.getByLabel('Escribe un mensaje').press('Enter');
  await expect(messageTexts(irene)).toHaveText([
    'Hola Tomás\n¿vemos el piso?',
    '¡Claro! Mañana a las 18:00',
  ]);
  await expect(messageTexts(tomas)).toHaveText([
    'Hola Tomás\n¿vemos el piso?',
    '¡Claro! Mañana a las 18:00',
  ]);
  await irene.getByLabel('Escribe un mensaje').fill('   ');
  await irene.getByLabel('Escribe un mensaje').press('Enter');
  await expect(messageTexts(irene)).toHaveCount(2);
  await irene.context().close();
  await tomas.context().close();
});

test('an unread count appears on the list and clears when the conversation is opened', async ({
  browser,
  request,
}) => {
  const { a, b, conversationId, send } = await chatPair(request);
  const irene = await pageFor(browser, a);
  await irene.goto('/chats');
  const list = irene.getByRole('list', { name: 'Conversaciones' });
  await expect(list.getByRole('link', { name: new RegExp(b.name) })).toBeVisible();
  await send(b, 'Primero');
  await send(b, 'Segundo');
  await expect(list.getByLabel('2 mensajes sin leer')).toBeVisible();
  await expect(list).toContainText('Segundo');
  // The header's account menu shows the total next to 'Chats'.
  await irene.getByRole('button', { name: /^Menú de la cuenta de/ }).click();
  await expect(
    irene.getByRole('menuitem', { name: /Chats/ }).getByLabel('2 mensajes sin leer'),
  ).toBeVisible();
  await irene.keyboard.press('Escape');
  await list.getByRole('link', { name: new RegExp(b.name) }).click();
  await expect(irene).toHaveURL(`/chats?conversationId=${conversationId}`);
  await expect(messageTexts(irene)).toHaveText(['Primero', 'Segundo']);
  await expect(list.getByLabel(/sin leer/)).toHaveCount(0);
  await irene.reload();
  await expect(messageTexts(irene)).toHaveText(['Primero', 'Segundo']);
  await expect(
    irene.getByRole('list', { name: 'Conversaciones' }).getByLabel(/sin leer/),
  ).toHaveCount(0);

  const search = irene.getByRole('searchbox', { name: 'Buscar conversaciones' });
  await search.fill('zzz');
  await expect(irene.getByText('0 conversaciones')).toBeVisible();
  await expect(irene.getByText('Ninguna conversación coincide con «zzz»')).toBeVisible();
  await search.fill(b.name.split(' ')[0]!.toUpperCase());
  await expect(irene.getByText('1 conversación')).toBeVisible();
  await irene.context().close();
});

test('a message whose insert fails goes back into the input', async ({ browser, request }) => {
  const { a, conversationId } = await chatPair(request);
  const irene = await pageFor(browser, a);
  await irene.route('**/rest/v1/messages*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: 'fallo', details: null, hint: null }),
        })
      : route.continue(),
  );
  await irene.goto(`/chats?conversationId=${conversationId}`);
  const input = irene.getByLabel('Escribe un mensaje');
  await input.fill('Esto no se guardará');
  await input.press('Enter');
  await expect(irene.getByText('Error al enviar mensaje', { exact: true })).toBeVisible();
  await expect(input).toHaveValue('Esto no se guardará');
  await expect(messageTexts(irene)).toHaveCount(0);
  await irene.context().close();
});

test('at 375 px one pane at a time, with a way back to the list', async ({ browser, request }) => {
  const { a, b, send } = await chatPair(request);
  // More than a phone's screen of messages: the newest and the box to answer still show first.
  const earlier = Array.from({ length: 8 }, (_, i) => `Mensaje anterior ${i + 1}`);
  for (const text of earlier) await send(b, text);
  await send(b, 'Hola desde el móvil');
  const irene = await pageFor(browser, a);
  await irene.setViewportSize({ width: 375, height: 740 });
  await irene.goto('/chats');
  const list = irene.getByRole('list', { name: 'Conversaciones' });
  await expect(list).toBeVisible();
  await expect(irene.getByRole('log', { name: 'Mensajes' })).toBeHidden();
  await list.getByRole('link', { name: new RegExp(b.name) }).click();
  await expect(messageTexts(irene)).toHaveText([...earlier, 'Hola desde el móvil']);
  const log = irene.getByRole('log', { name: 'Mensajes' });
  await expect(log.getByText('Hola desde el móvil')).toBeInViewport();
  await expect(log.getByText('Mensaje anterior 1', { exact: true })).not.toBeInViewport();
  await expect(irene.getByLabel('Escribe un mensaje')).toBeInViewport();
  await expect(list).toBeHidden();
  // The help chat's floating button would cover the conversation's avatars and times.
  await expect(irene.getByRole('button', { name: 'Abrir chat de ayuda' })).toBeHidden();
  expect(await irene.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await irene.getByRole('link', { name: 'Volver a las conversaciones' }).click();
  await expect(list).toBeVisible();
  await expect(irene.getByRole('log', { name: 'Mensajes' })).toBeHidden();
  await irene.goto('/');
  await expect(irene.getByRole('button', { name: 'Abrir chat de ayuda' })).toBeVisible();
  await irene.context().close();
});

test('a visitor is sent to log in and comes back to the conversation', async ({
  page,
  request,
}) => {
  const { a, b, conversationId, send } = await chatPair(request);
  await send(b, 'Te espero');
  await page.goto(`/chats?conversationId=${conversationId}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(a.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(passwordOf());
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(`/chats?conversationId=${conversationId}`);
  await expect(messageTexts(page)).toHaveText(['Te espero']);
});
