import { defineRemoteConfig } from '../vite.federation';

export default defineRemoteConfig('mf_housing', { title: 'UniVida · Alojamiento' });
