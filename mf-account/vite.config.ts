import { defineRemoteConfig } from '../vite.federation';

export default defineRemoteConfig('mf_account', { title: 'UniVida · Cuenta' }, { backend: true });
