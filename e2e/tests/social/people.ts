// Accounts and rows the social specs arrange through the backend, each spec with its own.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { logIn } from '../../support/login';
import { backendOf, restInsert, signInViaApi, signUpViaApi, uniqueEmail, type Backend } from '../account/backend';

export const PASSWORD = 'Social-e2e-2026';

export interface Person {
  email: string;
  name: string;
  userId: string;
  token: string;
}

export async function newStudent(request: APIRequestContext, name: string): Promise<Person> {
  const backend = await backendOf(request);
  // ASCII: the browser's email field refuses accented local parts.
  const email = uniqueEmail(name.split(' ')[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase());
  await signUpViaApi(request, backend, email, PASSWORD, { full_name: name, user_type: 'student' });
  const { userId, token } = await signInViaApi(request, backend, email, PASSWORD);
  return { email, name, userId, token };
}

/** A page of its own (own cookies and storage) signed in as `person`. */
export async function pageAs(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await logIn(page, person.email, PASSWORD);
  return page;
}

const inDays = (days: number, hour = 20) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** An event by `creator` (who takes part in it), `days` from now at 20:00, registration open until the day before. */
export async function createEventViaApi(
  request: APIRequestContext,
  creator: Person,
  fields: { title: string; capacity: number; days?: number; city?: string; category?: string },
): Promise<string> {
  const backend: Backend = await backendOf(request);
  const days = fields.days ?? 3;
  const response = await request.post(`${backend.url}/rest/v1/events`, {
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${creator.token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data: {
      creator_id: creator.userId,
      title: fields.title,
      description: 'Un plan para conocerse.',
      category: fields.category ?? 'Comida',
      event_date: inDays(days),
      duration_hours: 2,
      location_name: 'Plaza de la Virgen',
      city: fields.city ?? 'Valencia',
      capacity: fields.capacity,
      registration_deadline: inDays(days - 1),
    },
  });
  if (!response.ok()) throw new Error(await response.text());
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

export { restInsert };
