// A signed-in user's new password. The current one is checked by signing in with it, which also
// makes the session fresh: the Auth server (GoTrue, with secure password change) then takes the
// new password without asking for a reauthentication code.
import { loadSupabase } from '@univida/shared-auth';
import { authErrorField, authErrorMessage } from '@univida/shared-auth/auth-messages';

/** Why a change was refused, and the form field it is about (null: the form as a whole). */
export interface PasswordRefusal {
  field: 'current' | 'password' | null;
  message: string;
}

export async function changePassword(
  email: string,
  current: string,
  password: string,
): Promise<PasswordRefusal | null> {
  const auth = (await loadSupabase()).auth;
  const checked = await auth.signInWithPassword({ email, password: current });
  if (checked.error) {
    return checked.error.code === 'invalid_credentials'
      ? { field: 'current', message: 'La contraseña actual no es correcta.' }
      : { field: null, message: authErrorMessage(checked.error) };
  }
  const { error } = await auth.updateUser({ password });
  if (!error) return null;
  return {
    field: authErrorField(error) === 'password' ? 'password' : null,
    message: authErrorMessage(error),
  };
}
