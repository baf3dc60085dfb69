import { anonClient, unreachableClient } from '@univida/shared-testing/backend';
import { describe, expect, it, vi } from 'vitest';
import { setupAdmin } from '../setup-admin';

// setupAdmin calls the real setup-admin function of the backend the package's test setup started
// (its admin account is made at start-up, as `npm start` does), or one that is not there.
const client = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@univida/shared-auth', () => ({ getSupabase: () => client.current }));

describe('setupAdmin', () => {
  it('reads an admin the server already has as success, creating nothing', async () => {
    client.current = anonClient();
    await expect(setupAdmin()).resolves.toBe('exists');
    await expect(setupAdmin()).resolves.toBe('exists');
  });

  it('fails with the reason when the function cannot be reached', async () => {
    client.current = unreachableClient();
    await expect(setupAdmin()).rejects.toThrow(/Failed to send a request/);
  });
});
