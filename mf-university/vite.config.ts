import { defineRemoteConfig } from '../vite.federation';

export default defineRemoteConfig('mf_university', { title: 'UniVida · Universidad' });
