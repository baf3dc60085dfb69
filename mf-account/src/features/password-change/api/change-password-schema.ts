import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { newPasswordField } from '../../../lib/account-fields';

/** The current password, then the new one twice: checked before anything is sent. */
export const changePasswordSchema = z
  .object({
    current: z.string().min(1, 'Escribe tu contraseña actual.'),
    password: newPasswordField,
    confirm: z.string(),
  })
  .refine(({ password, confirm }) => password === confirm, {
    path: ['confirm'],
    message: 'Las contraseñas no coinciden.',
  })
  .refine(({ current, password }) => current === '' || current !== password, {
    path: ['password'],
    message: 'La contraseña nueva debe ser distinta de la actual.',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Loaded by the form on first use (lazyResolver), with zod. */
export const changePasswordResolver = zodResolver(changePasswordSchema);
