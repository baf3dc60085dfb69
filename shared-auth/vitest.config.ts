import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // supabase-local (migrated, seeded) for the tests of the auth actions.
    globalSetup: ['@univida/supabase-local/testing/vitest-backend'],
  },
});
