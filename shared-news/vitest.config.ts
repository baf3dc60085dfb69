import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // The design system's jsdom setup (jest-dom matchers, layout API stubs Radix needs).
    setupFiles: ['@univida/shared-ui/test/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // supabase-local (migrated, seeded): the menu is shown to whom the real backend says is admin.
    globalSetup: ['@univida/supabase-local/testing/vitest-backend'],
  },
});
