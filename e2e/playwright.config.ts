import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { baseURL } from './support/env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two workers at most: the machine has two cores and the stack itself needs one.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'auth-setup',
      testMatch: /auth\.setup\.ts$/,
      // Runs once every project that depends on auth-setup has finished, pass or fail.
      teardown: 'remote-down',
      use: { ...devices['Desktop Chrome'] },
    },
    // The search's tests count and page through every listing: run before the tests that
    // publish or delete listings, which would otherwise change them between two of its reads.
    {
      name: 'all-listings',
      dependencies: ['auth-setup'],
      testMatch: /housing\/search\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      dependencies: ['auth-setup', 'all-listings'],
      testIgnore: /(remote-down|backend-restart|housing\/search)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    // Stop a remote's server or the backend, so they must not overlap any other test (nor each
    // other): they run as the teardown, one at a time.
    {
      name: 'remote-down',
      testMatch: /(remote-down|backend-restart)\.spec\.ts$/,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
