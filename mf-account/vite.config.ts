import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appPort, federatedRemote } from '../vite.federation';

const port = appPort('mf_account');

export default defineConfig({
  plugins: [react(), federatedRemote('mf_account')],
  // `origin` makes dev-server asset URLs absolute, so they resolve when the shell hosts this remote.
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
  preview: { port, strictPort: true, cors: true },
  build: { target: 'es2022' },
  test: {
    environment: 'jsdom',
    // The design system's jsdom setup (jest-dom matchers, layout API stubs Radix needs).
    setupFiles: ['@univida/shared-ui/test/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
