import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // The design system's jsdom setup (jest-dom matchers, cleanup, the time limits).
    setupFiles: ['@univida/shared-ui/test/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // supabase-local (migrated, seeded) for the tests of the auth actions.
    globalSetup: ['@univida/supabase-local/testing/vitest-backend'],
  },
});
