import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests run the shell's own code without the federation plugin: the MF runtime is faked.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
