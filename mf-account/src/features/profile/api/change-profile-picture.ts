import { useMutation, useQueryClient, type MutationConfig } from '@univida/shared-query';
import { imageFileError } from '../../../lib/image-file';
import { uploadProfilePicture } from '../../../lib/upload-profile-picture';
import { refreshOwnProfile } from './get-own-profile';

/** Checks the file, uploads it and points the profile at it (SPEC §7 profile picture upload). */
export async function changeProfilePicture({
  userId,
  file,
}: {
  userId: string;
  file: File;
}): Promise<string> {
  const problem = imageFileError(file);
  if (problem) throw new Error(problem);
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
