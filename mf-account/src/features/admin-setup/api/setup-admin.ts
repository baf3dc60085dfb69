import { useMutation } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import { dataErrorMessage, toast } from '@univida/shared-ui';
import { z } from 'zod';
import { ALREADY_REGISTERED } from '../constants';

export type AdminSetupOutcome = 'created' | 'exists';

const responseSchema = z.object({
  status: z.enum(['created', 'exists']),
  message: z.string().optional(),
});

/** The message of a failed function call: the JSON body's message when there is one. */
async function functionErrorMessage(error: Error & { context?: unknown }): Promise<string> {
  if (error.context instanceof Response) {
    const body: unknown = await error.context.json().catch(() => null);
    const parsed = z
      .object({ message: z.string() })
      .or(z.object({ error: z.string() }))
      .safeParse(body);
    if (parsed.success) return 'message' in parsed.data ? parsed.data.message : parsed.data.error;
  }
  return error.message;
}

/**
 * Asks the server's setup-admin function to create the admin account from its own configured
 * credentials (none are in the browser). Once an admin exists it creates nothing.
 */
export async function setupAdmin(): Promise<AdminSetupOutcome> {
  const { data, error } = await getSupabase().functions.invoke('setup-admin', { method: 'POST' });
  if (error) {
    const message = await functionErrorMessage(error);
    if (message.includes(ALREADY_REGISTERED)) return 'exists';
    throw new Error(message);
  }
  return responseSchema.parse(data).status;
}

export function useSetupAdmin() {
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: (outcome) => {
      toast(
        outcome === 'created'
          ? { title: '¡Cuenta de administrador creada!', variant: 'success' }
          : { title: 'La cuenta de administrador ya existe.', variant: 'success' },
      );
    },
    onError: (error) => {
      toast({
        title: 'Error al configurar el administrador',
        description: dataErrorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
