// The public surface, kept to what apps use: a federation singleton's every export costs each
// remote a line of share-wrapper glue. The jotai atoms stay inside; the hooks read them.
export { loadAppConfig, type AppConfig, type RemoteConfig } from './config/app-config';
export {
  getSupabase,
  hasStoredSession,
  initSupabase,
  loadReader,
  loadSupabase,
  type UniVidaClient,
  type UniVidaReader,
} from './client/supabase';
export { photoSources, resizedPhotoUrl, showOriginalPhoto, storageObject } from './client/storage-url';
export type { Profile } from './state/atoms';
export { AuthProvider } from './provider/auth-provider';
export { AppProviders } from './provider/app-providers';
export { refreshProfile } from './provider/refresh-profile';
export { useSession } from './hooks/use-session';
export { useIsAdmin, useProfile } from './hooks/use-profile';
export { useRequireAuth } from './hooks/use-require-auth';
export { signIn, signOut, signUp } from './actions/auth-actions';
export { mountStandalone } from './standalone/mount-standalone';
export type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
