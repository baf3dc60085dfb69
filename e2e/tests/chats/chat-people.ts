// Two fresh students with a direct conversation between them, made through the backend, so chat
// specs never share a conversation (or its unread counts) with each other or the seed.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  backendOf,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
  type Backend,
} from '../account/backend';

const PASSWORD = 'Charlamos-2026';

export interface ChatPerson {
  name: string;
  email: string;
  userId: string;
  token: string;
}

async function student(
  request: APIRequestContext,
  backend: Backend,
  name: string,
): Promise<ChatPerson> {
  // An ASCII local part: the login form's email check refuses 'tomás@…'.
  const email = uniqueEmail(
    name
      .split(' ')[0]!
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
  );
  await signUpViaApi(request, backend, email, PASSWORD, { full_name: name, user_type: 'student' });
  return { name, email, ...(await signInViaApi(request, backend, email, PASSWORD)) };
}

export async function chatPair(request: APIRequestContext) {
  const backend = await backendOf(request);
  const [a, b] = [
    await student(request, backend, 'Irene Chat'),
    await student(request, backend, 'Tomás Chat'),
  ];
  const started = await request.post(`${backend.url}/rest/v1/rpc/start_conversation`, {
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${a.token}`,
      'Content-Type': 'application/json',
    },
    data: { p_other_user_id: b.userId },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const conversationId = (await started.json()) as string;

  /** A message written straight to the backend, as the other person's own device would. */
  const send = async (from: ChatPerson, content: string) => {
    const response = await request.post(`${backend.url}/rest/v1/messages`, {
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${from.token}`,
        'Content-Type': 'application/json',
      },
      data: { conversation_id: conversationId, sender_id: from.userId, content },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  return { a, b, conversationId, send };
}

/** A signed-in page of its own (a second browser) for `person`. */
export async function pageFor(browser: Browser, person: ChatPerson): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  // support/login's steps with more patience: a fresh browser downloads the account remote and
  // supabase-js first, and several run at once here.
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(person.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Menú de la cuenta de/ })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

export const passwordOf = () => PASSWORD;

/** The texts of the open conversation's messages, oldest first. */
export const messageTexts = (page: Page) =>
  page.getByRole('log', { name: 'Mensajes' }).locator('li p:first-of-type');
