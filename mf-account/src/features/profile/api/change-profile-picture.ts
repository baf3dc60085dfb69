import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { uploadProfilePicture } from '../../../lib/upload-profile-picture';
import { refreshOwnProfile } from './get-own-profile';

/**
 * Uploads a picture the ImagePicker checked and scaled and points the profile at it (SPEC §7
 * profile picture upload).
 */
export async function changeProfilePicture({
  userId,
  file,
}: {
  userId: string;
  file: File;
}): Promise<string> {
  return uploadProfilePicture(userId, file);
}

/** A failure is toasted by the query client's notifier; the caller says what success means. */
export function useChangeProfilePicture({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeProfilePicture> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle: 'Error al subir la imagen' },
    ...rest,
    mutationFn: changeProfilePicture,
    onSuccess: async (...args) => {
      const [, { userId }] = args;
      await refreshOwnProfile(queryClient, userId);
      await onSuccess?.(...args);
    },
  });
}
