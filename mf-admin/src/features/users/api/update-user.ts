import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';
import { userFormSchema } from '../types/user-form';

export const updateUserInputSchema = userFormSchema.extend({ id: z.guid() });
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** Name, type and city on the profile and the phone in its contacts, in one transaction (RPC). */
export async function updateUser(input: UpdateUserInput): Promise<void> {
  const { id, full_name, user_type, phone, city } = updateUserInputSchema.parse(input);
  const { error } = await getSupabase().rpc('admin_update_user', {
    p_user_id: id,
    p_full_name: full_name,
    p_user_type: user_type,
    p_phone: phone,
    p_city: city,
  });
  if (error) throw error;
}

export function useUpdateUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateUser> } = {}) {
  return useAdminMutation(updateUser, 'Error al actualizar', mutationConfig);
}
