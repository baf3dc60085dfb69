// Every spec runs with this `test`: it records uncaught page errors and fails the test on any.
import { test as base, expect, type Page } from '@playwright/test';
import { controlPort } from './env';

interface Fixtures {
  /** Uncaught errors (exceptions and unhandled rejections) seen by `page`. */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stops or restarts one remote's static server in the stack the global setup started. */
export async function setRemoteServer(name: string, action: 'stop' | 'start') {
  const response = await fetch(`http://127.0.0.1:${controlPort}/remotes/${name}/${action}`, {
    method: 'POST',
  });
  if (!response.ok)
    throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}

/** Stops or starts the stack's supabase-local; its data dir stays, so a start is a restart. */
export async function setBackendServer(action: 'stop' | 'start') {
  const response = await fetch(`http://127.0.0.1:${controlPort}/backend/${action}`, {
    method: 'POST',
  });
  if (!response.ok)
    throw new Error(`${action} backend: ${response.status} ${await response.text()}`);
}

/** The shared header and footer every page renders inside. */
export async function expectShellChrome(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
