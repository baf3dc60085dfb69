import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests run the shell's own code without the federation plugin: the MF runtime is faked.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // supabase-local (migrated, seeded): who is signed in, and their profile, come from it.
    globalSetup: ['@univida/supabase-local/testing/vitest-backend'],
  },
});
