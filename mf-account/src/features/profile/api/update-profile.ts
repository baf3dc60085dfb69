import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import type { ProfileUpdate } from '../types/profile-form';
import { refreshOwnProfile } from './get-own-profile';

interface UpdateProfileInput {
  userId: string;
  update: ProfileUpdate;
  phone: string | null;
}

/** Saves the public row and the private phone in one transaction (the update_own_profile RPC). */
export async function updateProfile({ update, phone }: UpdateProfileInput): Promise<void> {
  const { error } = await getSupabase().rpc('update_own_profile', {
    p_profile: update,
    // Generated RPC types cannot say that a text parameter takes NULL; here NULL means "no phone".
    p_phone: phone as string,
  });
  if (error) throw error;
}

/** A failure is toasted by the query client's notifier; the caller says what success means. */
export function useUpdateProfile({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: 'Error al actualizar' },
    ...rest,
    mutationFn: updateProfile,
    onSuccess: async (...args) => {
      const [, { userId }] = args;
      await refreshOwnProfile(queryClient, userId);
      await onSuccess?.(...args);
    },
  });
}
