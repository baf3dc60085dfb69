// The one Spanish wording of the Auth server's (GoTrue's) errors, by error code, for every app.
// Types only from supabase-js: importing its values would download it with this file.

/** What the site reads of a supabase-js AuthError (AuthWeakPasswordError adds `reasons`). */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  reasons?: string[];
}

/** bcrypt, behind GoTrue, reads only this many bytes of a password; the server refuses longer. */
const MAX_PASSWORD_BYTES = 72;

const PASSWORD_TOO_LONG = `La contraseña es demasiado larga: como máximo ${MAX_PASSWORD_BYTES} bytes (unos ${MAX_PASSWORD_BYTES} caracteres; las letras con tilde y la ñ cuentan doble).`;

const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: 'La contraseña debe tener al menos 8 caracteres.',
  pwned: 'Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
  characters: 'La contraseña debe combinar letras, números y símbolos.',
};

const BY_CODE: Record<string, string> = {
  user_already_exists: 'Este email ya está registrado.',
  email_exists: 'Este email ya está registrado.',
  invalid_credentials: 'Email o contraseña incorrectos.',
  over_request_rate_limit: 'Demasiados intentos seguidos. Espera un minuto y vuelve a probar.',
  request_entity_too_large: 'Los datos enviados son demasiado grandes.',
  session_not_found: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  bad_jwt: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
};

// validation_failed covers several checks; GoTrue tells them apart only by the message.
const VALIDATION_FAILED: Array<[prefix: string, text: string]> = [
  ['Password cannot be longer than', PASSWORD_TOO_LONG],
  ['Unable to validate email address', 'El email no es válido.'],
  ['An email address is too long', 'El email es demasiado largo.'],
  ['Metadata', 'Algún dato es demasiado largo: acórtalo y vuelve a intentarlo.'],
];

/** Spanish text for an Auth error; the server's own message for codes the site does not know. */
export function authErrorMessage(error: AuthErrorLike, fallback = 'Something went wrong'): string {
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
  return (error.code && BY_CODE[error.code]) || error.message || fallback;
}

/** The server's 72-byte rule, checked before sending: the same Spanish text, or undefined when it fits. */
export function newPasswordProblem(password: string): string | undefined {
  return new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES
    ? PASSWORD_TOO_LONG
    : undefined;
}
