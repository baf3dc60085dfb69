import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// A zone west of Greenwich: a date-only string wrongly parsed as UTC would show the previous day.
process.env.TZ = 'America/Mexico_City';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
