import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // The design system's jsdom setup (jest-dom matchers, layout API stubs).
    setupFiles: ['@univida/shared-ui/test/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
