import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appPort, federatedHost } from '../vite.federation';
import { devAppConfig } from './dev/dev-app-config';

const port = appPort('shell');

export default defineConfig({
  plugins: [react(), ...federatedHost(), devAppConfig()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022' },
});
