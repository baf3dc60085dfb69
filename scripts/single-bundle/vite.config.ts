// The same shell and remotes built as ONE ordinary Vite app (no Module Federation), for the
// bundle benchmark's baseline: `vite build -c scripts/single-bundle/vite.config.ts`.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(here, '../../shell'),
  plugins: [react()],
  resolve: {
    alias: { '@module-federation/runtime': path.join(here, 'local-runtime.ts') },
  },
  build: {
    target: 'es2022',
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
  },
  logLevel: 'warn',
});
