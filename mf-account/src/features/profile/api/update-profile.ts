import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { getSupabase } from '@univida/shared-auth';
import type { ProfileContact, ProfileUpdate } from '../types/profile-form';
import { refreshOwnProfile } from './get-own-profile';

interface UpdateProfileInput extends ProfileContact {
  userId: string;
  update: ProfileUpdate;
}

/** Saves the public row and the private contact in one transaction (the update_own_profile RPC). */
export async function updateProfile({
  update,
  phone,
  admissionGrade,
}: UpdateProfileInput): Promise<void> {
  const { error } = await getSupabase().rpc('update_own_profile', {
    p_profile: update,
    // Generated RPC types cannot say a parameter takes NULL; here NULL means "none given".
    p_phone: phone as string,
    p_admission_grade: admissionGrade as number,
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
