import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField } from '../../../lib/account-fields';

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Introduce tu contraseña.'),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** Loaded by the form on first use (lazyResolver), with zod. */
export const loginResolver = zodResolver(loginSchema);
