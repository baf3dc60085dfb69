import type { AppConfig } from '@univida/shared-auth';

export const testConfig: AppConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    mf_university: {
      entry: 'http://localhost:4001/remoteEntry.js',
      routes: ['/notas-corte', '/carrera/:id'],
    },
    mf_housing: {
      entry: 'http://localhost:4002/remoteEntry.js',
      routes: ['/alojamiento', '/alojamiento/:id', '/roomie-match', '/roomie-match/:id', '/chats'],
    },
    mf_admin: { entry: 'http://localhost:4005/remoteEntry.js', routes: ['/admin'], adminOnly: true },
  },
  allowedPreviewOrigins: ['https://preview.univida.es', 'http://localhost:5002'],
  imageTransformations: true,
};
