// The one Spanish wording of the Auth server's (GoTrue's) errors, by error code, for every app.
// Types only from supabase-js: importing its values would download it with this file.
import { dataErrorMessage } from '@univida/shared-ui';

// The phone's rule lives in an import-free file (supabase's tests compare the database with it).
export { checkPhoneFormat, phoneProblem } from './phone-format';

/** What the site reads of a supabase-js AuthError (AuthWeakPasswordError adds `reasons`). */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  /** 0 when the request never reached the server (AuthRetryableFetchError), else HTTP's. */
  status?: number;
  reasons?: string[];
}

/** bcrypt, behind GoTrue, reads only this many bytes of a password; the server refuses longer. */
const MAX_PASSWORD_BYTES = 72;
/** GoTrue's default minimum (and supabase-local's); a hosted project may ask for more. */
export const MIN_PASSWORD_LENGTH = 8;

const PASSWORD_TOO_LONG = `La contraseña es demasiado larga: como máximo ${MAX_PASSWORD_BYTES} bytes (unos ${MAX_PASSWORD_BYTES} caracteres; las letras con tilde y la ñ cuentan doble).`;

const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  pwned: 'Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
  characters: 'La contraseña debe combinar letras, números y símbolos.',
};

const BY_CODE: Record<string, string> = {
  // Only a sign-up gets it (an email change gets email_exists): the way out is to sign in.
  user_already_exists: 'Este email ya está registrado: inicia sesión con él o usa otro.',
  email_exists: 'Este email ya está registrado.',
  // SPEC §8's words for a failed sign-in.
  invalid_credentials: 'Revisa tu correo y contraseña.',
  over_request_rate_limit: 'Demasiados intentos seguidos. Espera un minuto y vuelve a probar.',
  request_entity_too_large: 'Los datos enviados son demasiado grandes.',
  session_not_found: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  bad_jwt: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  over_email_send_rate_limit:
    'Ya te hemos enviado un enlace hace un momento. Espera un minuto antes de pedir otro.',
  otp_expired: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  same_password: 'La contraseña nueva debe ser distinta de la anterior.',
  // A project that closed sign-ups or the email provider, and GoTrue's reauthentication.
  signup_disabled: 'El registro de cuentas nuevas está cerrado.',
  email_provider_disabled: 'El acceso con email está desactivado.',
  reauthentication_needed:
    'Por seguridad, confirma que eres tú con el código que te enviamos por email.',
  reauthentication_not_valid: 'El código no es válido o ha caducado. Pide uno nuevo.',
};

// validation_failed covers several checks; GoTrue tells them apart only by the message.
const VALIDATION_FAILED: Array<[prefix: string, text: string]> = [
  ['Password cannot be longer than', PASSWORD_TOO_LONG],
  ['Unable to validate email address', 'El email no es válido.'],
  ['An email address is too long', 'El email es demasiado largo.'],
  ['Metadata', 'Algún dato es demasiado largo: acórtalo y vuelve a intentarlo.'],
];

/** Spanish text for an Auth error; the server's own message for codes the site does not know. */
export function authErrorMessage(
  error: AuthErrorLike,
  fallback = 'Algo ha salido mal. Inténtalo de nuevo.',
): string {
  if (error.code === 'weak_password') {
    const texts = (error.reasons ?? [])
      .map((reason) => WEAK_PASSWORD_REASONS[reason])
      .filter(Boolean);
    if (texts.length > 0) return texts.join(' ');
  }
  if (error.code === 'validation_failed') {
    const match = VALIDATION_FAILED.find(([prefix]) => error.message?.startsWith(prefix));
    if (match) return match[1];
  }
  // No answer from GoTrue (offline, a gateway's 5xx): fetch's English, not a server's text.
  if (!error.code && (error.status === 0 || (error.status ?? 0) >= 500))
    return dataErrorMessage(error, fallback);
  return (error.code && BY_CODE[error.code]) || error.message || fallback;
}

/** The form field an Auth refusal is about, so a form can show it there; null for the rest. */
export function authErrorField(error: AuthErrorLike): 'email' | 'password' | null {
  switch (error.code) {
    case 'user_already_exists':
    case 'email_exists':
    case 'email_address_invalid':
      return 'email';
    case 'weak_password':
    case 'same_password':
      return 'password';
    case 'validation_failed':
      if (error.message?.startsWith('Password')) return 'password';
      return /email/i.test(error.message ?? '') ? 'email' : null;
    default:
      return null;
  }
}

/**
 * The server's length rules (at least 8 characters, at most 72 bytes), checked before sending: the
 * same Spanish text the server's refusal would get, or undefined when the password fits.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return WEAK_PASSWORD_REASONS.length;
  return new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES
    ? PASSWORD_TOO_LONG
    : undefined;
}
