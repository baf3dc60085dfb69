import { useMutation, useQueryClient } from '@univida/shared-query';
import { getSupabase, refreshProfile } from '@univida/shared-auth';
import { toast } from '@univida/shared-ui';
import type { ProfileUpdate } from '../types/profile-form';
import { getOwnProfileQueryOptions } from './get-own-profile';

interface UpdateProfileInput {
  userId: string;
  update: ProfileUpdate;
  phone: string | null;
}

/** Writes the public row, then the private phone; `.single()` turns "no row updated" into an error. */
export async function updateProfile({ userId, update, phone }: UpdateProfileInput): Promise<void> {
  const supabase = getSupabase();
  const profile = await supabase
    .from('profiles')
    .update(update)
    .eq('id', userId)
    .select('id')
    .single();
  if (profile.error) throw profile.error;
  const contact = await supabase
    .from('profile_contacts')
    .update({ phone })
    .eq('id', userId)
    .select('id')
    .single();
  if (contact.error) throw contact.error;
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_, { userId }) => {
      toast({ title: '¡Perfil actualizado!', variant: 'success' });
      onSuccess?.();
      // The header shows the name and photo from shared-auth's profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getOwnProfileQueryOptions(userId).queryKey }),
        refreshProfile(),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Error al actualizar', description: error.message, variant: 'destructive' });
    },
  });
}
