// Password recovery through the Auth server (GoTrue): a mailed link, then a new password set
// with the recovery session the link opened.
import { loadSupabase } from '@univida/shared-auth';
import { accountRoutes } from '../../../routes';

/** Mails the recovery link, which leads back to /restablecer-contrasena on this site. */
export async function requestPasswordReset(email: string) {
  const redirectTo = `${window.location.origin}${accountRoutes.paths.resetPassword()}`;
  return (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo });
}

/** A link carrying `?token_hash=…&type=recovery` (Supabase's SSR email template) opens the session here. */
export async function redeemRecoveryToken(tokenHash: string) {
  return (await loadSupabase()).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
}

export async function setNewPassword(password: string) {
  return (await loadSupabase()).auth.updateUser({ password });
}
