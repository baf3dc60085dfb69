import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Madrid: chat times are read by Spanish users, and the day boundaries below depend on the zone.
process.env.TZ = 'Europe/Madrid';

export default defineConfig({
  plugins: [react()],
  resolve: { mainFields: ['browser', 'module', 'main'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['@univida/shared-ui/test/setup'],
    server: { deps: { inline: ['styled-components', /@testing-library/] } },
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
