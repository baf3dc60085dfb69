import { defineRemoteConfig } from '../vite.federation';

export default defineRemoteConfig('mf_social', { title: 'UniVida · Vida Social' });
