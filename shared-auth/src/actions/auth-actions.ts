import type { AuthError } from '@supabase/supabase-js';
import { toast } from '@univida/shared-ui';
import { loadSupabase } from '../client/supabase';
import { authStore, profileAtom, sessionAtom } from '../state/atoms';

const FALLBACK_MESSAGE = 'Algo ha salido mal. Inténtalo de nuevo.';
/** Signing out a session the server already forgot is not an error for the user (SPEC §8). */
const IGNORED_SIGN_OUT_ERROR = 'Session from session_id claim in JWT does not exist';

/** The Spanish messages download with the first error, not with every page (Home's budget). */
async function toastAuthError(title: string, error: AuthError): Promise<void> {
  const description = await import('./auth-error-message').then(
    ({ authErrorMessage }) => authErrorMessage(error, FALLBACK_MESSAGE),
    () => FALLBACK_MESSAGE,
  );
  toast({ title, description, variant: 'destructive' });
}

/** Registers an account; `metadata` becomes the user's metadata (profile fields, user_type…). */
export async function signUp(
  email: string,
  password: string,
  metadata: Record<string, unknown> = {},
) {
  const result = await (
    await loadSupabase()
  ).auth.signUp({ email, password, options: { data: metadata } });
  if (result.error) await toastAuthError('Error en el registro', result.error);
  return result;
}

export async function signIn(email: string, password: string) {
  const result = await (await loadSupabase()).auth.signInWithPassword({ email, password });
  if (result.error) await toastAuthError('Error al iniciar sesión', result.error);
  return result;
}

/** Signs out and clears the profile at once, so no view keeps showing the previous user. */
export async function signOut(): Promise<{ error: AuthError | null }> {
  authStore.set(profileAtom, null);
  const { error } = await (await loadSupabase()).auth.signOut();
  if (error && error.message !== IGNORED_SIGN_OUT_ERROR) {
    await toastAuthError('Error al cerrar sesión', error);
    return { error };
  }
  authStore.set(sessionAtom, null);
  return { error: null };
}
