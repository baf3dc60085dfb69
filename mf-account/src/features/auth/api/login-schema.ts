import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export const loginSchema = z.object({
  email: z.email('Introduce un email válido.'),
  password: z.string().min(1, 'Introduce tu contraseña.'),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** Loaded by the form on first use (lazyResolver), with zod. */
export const loginResolver = zodResolver(loginSchema);
