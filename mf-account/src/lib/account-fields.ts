// Fields the registration and password-reset forms ask for alike, with the same Spanish messages.
import { newPasswordProblem } from '@univida/shared-auth/auth-messages';
import { z } from 'zod';

export const emailField = z
  .string()
  .trim()
  .min(1, 'El email es obligatorio.')
  .pipe(z.email('Introduce un email válido.'));

/** Its byte limit is checked here; whether it is too common stays the server's call. */
export const newPasswordField = z
  .string()
  .min(1, 'La contraseña es obligatoria.')
  .superRefine((password, ctx) => {
    const problem = newPasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
