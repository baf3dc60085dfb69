// Arranging the admin specs' own data through the API, as the users who would create it, so no
// spec depends on seed rows another spec may change.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminAccount } from '../../../scripts/lib/accounts.mjs';
import { signInViaApi, signUpViaApi, uniqueEmail, type Backend } from '../account/backend';

export const PASSWORD = 'Panel-Admin-2026';

export interface ApiUser {
  userId: string;
  token: string;
  email: string;
  fullName: string;
}

/** A new student or owner, signed in. */
export async function freshUser(
  request: APIRequestContext,
  backend: Backend,
  role: 'student' | 'owner',
  fullName: string,
  emailName: string = role,
): Promise<ApiUser> {
  const email = uniqueEmail(emailName);
  await signUpViaApi(request, backend, email, PASSWORD, {
    full_name: fullName,
    user_type: role,
    city: 'Valencia',
  });
  return { ...(await signInViaApi(request, backend, email, PASSWORD)), email, fullName };
}

/** The test stack's admin, signed in through the API. */
export async function adminSession(request: APIRequestContext, backend: Backend) {
  const { email, password } = adminAccount();
  return signInViaApi(request, backend, email, password);
}

const headers = (backend: Backend, token: string) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
  Prefer: 'return=representation',
});

/** Inserts one row as `token`'s user and returns it. */
export async function insertRow<T = Record<string, unknown>>(
  request: APIRequestContext,
  backend: Backend,
  table: string,
  row: Record<string, unknown>,
  token: string,
): Promise<T> {
  const response = await request.post(`${backend.url}/rest/v1/${table}`, {
    headers: headers(backend, token),
    data: row,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as T[])[0]!;
}

/** Deletes `table`'s row `id` as `token`'s user; a row already gone is no error. */
export async function deleteRow(
  request: APIRequestContext,
  backend: Backend,
  table: string,
  id: string,
  token: string,
) {
  const response = await request.delete(`${backend.url}/rest/v1/${table}?id=eq.${id}`, {
    headers: headers(backend, token),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Calls an RPC as `token`'s user; returns the HTTP status and body. */
export async function callRpc(
  request: APIRequestContext,
  backend: Backend,
  name: string,
  args: Record<string, unknown>,
  token: string,
) {
  const response = await request.post(`${backend.url}/rest/v1/rpc/${name}`, {
    headers: headers(backend, token),
    data: args,
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** How many rows of `table` match `filter` (HEAD, count=exact), as the admin sees them. */
export async function countRows(
  request: APIRequestContext,
  backend: Backend,
  path: string,
  token: string,
): Promise<number> {
  const response = await request.head(`${backend.url}/rest/v1/${path}`, {
    headers: { ...headers(backend, token), Prefer: 'count=exact' },
  });
  expect(response.ok()).toBe(true);
  return Number(response.headers()['content-range']?.split('/')[1]);
}

/** An event a week ahead, created by `user`. */
export function createEvent(
  request: APIRequestContext,
  backend: Backend,
  user: ApiUser,
  title: string,
) {
  const start = new Date(Date.now() + 7 * 86_400_000);
  return insertRow<{ id: string; title: string }>(
    request,
    backend,
    'events',
    {
      creator_id: user.userId,
      title,
      description: 'Evento de prueba del panel.',
      category: 'Juegos',
      event_date: start.toISOString(),
      duration_hours: 2,
      location_name: 'Plaza',
      city: 'Valencia',
      capacity: 10,
      registration_deadline: new Date(start.getTime() - 86_400_000).toISOString(),
    },
    user.token,
  );
}

/** A listing in Valencia with three rooms, published by `owner`. */
export function createListing(
  request: APIRequestContext,
  backend: Backend,
  owner: ApiUser,
  name: string,
  details: {
    price_per_room: number;
    available_rooms: number;
    address?: string;
    latitude?: number;
    longitude?: number;
  },
) {
  return insertRow<{ id: string }>(
    request,
    backend,
    'accommodations',
    { name, city: 'Valencia', total_rooms: 3, owner_id: owner.userId, ...details },
    owner.token,
  );
}

/** Pending leisure-spot suggestions, one a name, sent by `student` as the suggestion form would. */
export async function suggestSpots(
  request: APIRequestContext,
  backend: Backend,
  student: ApiUser,
  names: string[],
  details: { description: string; category: string; city: string; phone?: string },
) {
  for (const name of names) {
    await insertRow(
      request,
      backend,
      'leisure_spot_suggestions',
      { suggester_id: student.userId, name, status: 'pending', ...details },
      student.token,
    );
  }
}

/** A unique text for names and titles, so each spec finds only its own rows. */
export const tag = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
