import { connectSupabase, takeBackendDown } from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAdmin } from '../setup-admin';

// setupAdmin calls, through the page's own client, the real setup-admin function of the backend
// the package's test setup started (its admin account is made at start-up, as `npm start` does).
beforeAll(connectSupabase);

describe('setupAdmin', () => {
  it('reads an admin the server already has as success, creating nothing', async () => {
    await expect(setupAdmin()).resolves.toBe('exists');
    await expect(setupAdmin()).resolves.toBe('exists');
  });

  it('fails with the reason when the function cannot be reached', async () => {
    takeBackendDown();
    await expect(setupAdmin()).rejects.toThrow(/Failed to send a request/);
  });
});
