import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupAdmin } from '../setup-admin';

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@univida/shared-auth', () => ({ getSupabase: () => ({ functions: { invoke } }) }));

/** How supabase-js reports a non-2xx answer: an error whose context is the Response. */
const httpError = (status: number, body: unknown) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify(body), { status }),
  });

beforeEach(() => invoke.mockReset());

describe('setupAdmin', () => {
  it('POSTs to the setup-admin function with no credentials', async () => {
    invoke.mockResolvedValue({ data: { status: 'created' }, error: null });
    await expect(setupAdmin()).resolves.toBe('created');
    expect(invoke).toHaveBeenCalledWith('setup-admin', { method: 'POST' });
  });

  it('reads an existing admin as success', async () => {
    invoke.mockResolvedValue({
      data: { status: 'exists', message: 'User already registered' },
      error: null,
    });
    await expect(setupAdmin()).resolves.toBe('exists');
  });

  it('treats a "User already registered" error as success', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(422, { message: 'User already registered' }),
    });
    await expect(setupAdmin()).resolves.toBe('exists');
  });

  it('fails with the server message otherwise', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(500, { error: 'Database unavailable' }),
    });
    await expect(setupAdmin()).rejects.toThrow('Database unavailable');
  });
});
