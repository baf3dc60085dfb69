// Nothing is lost when the backend goes away mid-conversation: while it is down both people write
// (their messages wait as pending), it comes back on the same data, a message lands before the
// pages have rejoined, and afterwards each page holds every message once, in order.
import { expect, setBackendServer, test } from '../support/fixtures';
import { chatPair, messageTexts, pageFor } from './chats/chat-people';

test.afterEach(async () => {
  await setBackendServer('start').catch(() => undefined);
});

test('the backend restarts during a conversation: messages sent meanwhile arrive once, in order', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { a, b, conversationId, send } = await chatPair(request);
  const irene = await pageFor(browser, a);
  const tomas = await pageFor(browser, b);
  await irene.goto(`/chats?conversationId=${conversationId}`);
  await tomas.goto(`/chats?conversationId=${conversationId}`);
  await send(b, 'Antes del corte');
  await expect(messageTexts(irene)).toHaveText(['Antes del corte']);
  await expect(messageTexts(tomas)).toHaveText(['Antes del corte']);

  await setBackendServer('stop');
  await expect(irene.getByRole('status').filter({ hasText: 'Reconectando…' })).toBeVisible({
    timeout: 30_000,
  });
  await tomas.getByLabel('Escribe un mensaje').fill('Escrito sin servidor');
  await tomas.getByLabel('Escribe un mensaje').press('Enter');
  await irene.getByLabel('Escribe un mensaje').fill('Yo también');
  await irene.getByLabel('Escribe un mensaje').press('Enter');
  await expect(tomas.getByText('Sin conexión: se enviará al reconectar')).toBeVisible({
    timeout: 20_000,
  });

  await setBackendServer('start');
  // Written at once, before the pages' sockets have reconnected: only the catch-up can bring it.
  await send(b, 'Justo al volver');

  const all = ['Antes del corte', 'Escrito sin servidor', 'Yo también', 'Justo al volver'];
  for (const page of [irene, tomas]) {
    await expect(messageTexts(page)).toHaveCount(4, { timeout: 45_000 });
    const texts = await messageTexts(page).allTextContents();
    expect([...texts].sort()).toEqual([...all].sort());
    expect(texts[0]).toBe('Antes del corte');
    await expect(page.getByText('Sin conexión: se enviará al reconectar')).toHaveCount(0);
  }
  // Both pages agree on the order the database gives.
  expect(await messageTexts(irene).allTextContents()).toEqual(
    await messageTexts(tomas).allTextContents(),
  );
  await irene.context().close();
  await tomas.context().close();
});
