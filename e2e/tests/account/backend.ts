// Direct calls to the backend the composed site uses (its URL and anon key come from the shell's
// /app-config.json), for arranging data and checking what was stored.
import { expect, type APIRequestContext } from '@playwright/test';

export interface Backend {
  url: string;
  anonKey: string;
}

export async function backendOf(request: APIRequestContext): Promise<Backend> {
  const config = await (await request.get('/app-config.json')).json();
  return { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
}

const headers = (backend: Backend, token?: string) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${token ?? backend.anonKey}`,
  'Content-Type': 'application/json',
});

/** A fresh email per call, so specs never depend on each other's accounts. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.univida.es`;

export async function signUpViaApi(
  request: APIRequestContext,
  backend: Backend,
  email: string,
  password: string,
  data: Record<string, unknown>,
) {
  const response = await request.post(`${backend.url}/auth/v1/signup`, {
    headers: headers(backend),
    data: { email, password, data },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The Auth server's answer to signing in with this password (200, or 400 for a wrong one). */
export const passwordGrant = (
  request: APIRequestContext,
  backend: Backend,
  email: string,
  password: string,
) =>
  request.post(`${backend.url}/auth/v1/token?grant_type=password`, {
    headers: headers(backend),
    data: { email, password },
  });

/** Signs in and returns the user's id and access token. */
export async function signInViaApi(
  request: APIRequestContext,
  backend: Backend,
  email: string,
  password: string,
) {
  const response = await passwordGrant(request, backend, email, password);
  expect(response.ok(), await response.text()).toBe(true);
  const body = await response.json();
  return { userId: body.user.id as string, token: body.access_token as string };
}

/** GET /rest/v1/<path> as the given user (or anonymously). */
export async function restGet<T = Record<string, unknown>>(
  request: APIRequestContext,
  backend: Backend,
  path: string,
  token?: string,
): Promise<T[]> {
  const response = await request.get(`${backend.url}/rest/v1/${path}`, {
    headers: headers(backend, token),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

export async function restInsert(
  request: APIRequestContext,
  backend: Backend,
  table: string,
  rows: Record<string, unknown>[],
  token: string,
) {
  const response = await request.post(`${backend.url}/rest/v1/${table}`, {
    headers: headers(backend, token),
    data: rows,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A real 1×1 PNG: the storage server checks the bytes, not the name. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
