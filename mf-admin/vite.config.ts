import { defineRemoteConfig } from '../vite.federation';

export default defineRemoteConfig('mf_admin', { title: 'UniVida · Admin' });
