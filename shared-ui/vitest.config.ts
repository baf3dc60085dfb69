import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// A zone west of Greenwich: a date-only string wrongly parsed as UTC would show the previous day.
process.env.TZ = 'America/Mexico_City';

export default defineConfig({
  plugins: [react()],
  // Test the browser build of styled-components, as apps ship it: Node's build skips
  // createGlobalStyle on the client, so GlobalStyle would be untestable.
  resolve: { mainFields: ['browser', 'module', 'main'] },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: ['styled-components', /@testing-library/] } },
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
