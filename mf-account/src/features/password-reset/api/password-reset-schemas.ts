import { newPasswordProblem } from '@univida/shared-auth';
import { z } from 'zod';

export const requestResetSchema = z.object({
  email: z.string().trim().min(1, 'El email es obligatorio.').pipe(z.email('Introduce un email válido.')),
});
export type RequestResetInput = z.input<typeof requestResetSchema>;

/** Strength is the server's call (as at sign-up), bar its byte limit; both fields must match. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'La contraseña es obligatoria.')
      .superRefine((password, ctx) => {
        const problem = newPasswordProblem(password);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    confirm: z.string(),
  })
  .refine(({ password, confirm }) => password === confirm, {
    path: ['confirm'],
    message: 'Las contraseñas no coinciden.',
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
