import { defineRemoteConfig } from '../vite.federation';

// ./ForYou: the signed-in student's 'Para ti' on Home, composed by the shell (issue 17).
export default defineRemoteConfig(
  'mf_account',
  { title: 'UniVida · Cuenta' },
  { backend: true, exposes: { './ForYou': './src/for-you.tsx' } },
);
