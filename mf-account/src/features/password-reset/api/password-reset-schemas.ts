import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField, newPasswordField } from '../../../lib/account-fields';

export const requestResetSchema = z.object({
  email: emailField,
});
export type RequestResetInput = z.input<typeof requestResetSchema>;

/** Strength is the server's call (as at sign-up), bar its byte limit; both fields must match. */
export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirm: z.string(),
  })
  .refine(({ password, confirm }) => password === confirm, {
    path: ['confirm'],
    message: 'Las contraseñas no coinciden.',
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

// Each form's rules, loaded by the form on first use (lazyResolver), with zod.
export const requestResetResolver = zodResolver(requestResetSchema);
export const newPasswordResolver = zodResolver(newPasswordSchema);
