// REST attacks as a table of cases: who tries what, the verdict the server must give, and the
// rows (read with the service role) that must be exactly the same afterwards.
import { expect } from 'vitest';
import { api, serviceClient, type SignedUser } from './attack.js';

export interface RestResult {
  status: number;
  body: unknown;
}

/** A REST call as `user` (anon when null), asking for the touched rows back; `upsert` merges duplicates. */
export async function rest(user: SignedUser | null, method: string, path: string, body?: unknown, upsert = false): Promise<RestResult> {
  const res = await api(`/rest/v1/${path}`, {
    method,
    token: user?.token,
    headers: {
      'content-type': 'application/json',
      Prefer: upsert ? 'return=representation,resolution=merge-duplicates' : 'return=representation',
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The rows of `table` matching `match`, as the service role sees them (sorted, so comparable). */
export async function rowsAsService(table: string, match: Record<string, string>) {
  const { data, error } = await serviceClient().from(table).select('*').match(match);
  expect(error).toBeNull();
  return [...(data ?? [])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Row-level security refused the write: 401 for a visitor, 403 for a signed-in user, code 42501. */
export function expectRlsRefusal(user: SignedUser | null, result: RestResult) {
  expect(result.status).toBe(user ? 403 : 401);
  expect(result.body).toMatchObject({ code: '42501' });
}

/** The write matched no row the caller may touch: 200 and nothing returned. */
export function expectNoRow(result: RestResult) {
  expect(result).toEqual({ status: 200, body: [] });
}
