import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';

const deleteUserInputSchema = z.object({ id: z.guid() });

/**
 * Deletes the user's account, not only the profile, on the server (admin_delete_user): they can
 * no longer sign in. The database refuses deleting oneself or the last admin.
 */
export async function deleteUser(input: { id: string }): Promise<void> {
  const { id } = deleteUserInputSchema.parse(input);
  const { error } = await getSupabase().rpc('admin_delete_user', { p_user_id: id });
  if (error) throw error;
}

export function useDeleteUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteUser> } = {}) {
  return useAdminMutation(deleteUser, 'Error al eliminar', mutationConfig);
}
