import { defineRemoteConfig } from '../vite.federation';

// Its tests sign real users in on supabase-local: who is admin is what the backend says.
export default defineRemoteConfig('mf_admin', { title: 'UniVida · Admin' }, { backend: true });
