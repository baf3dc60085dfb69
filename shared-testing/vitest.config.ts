import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@univida/shared-ui/test/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
