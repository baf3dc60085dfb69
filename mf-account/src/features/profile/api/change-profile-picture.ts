import { useMutation, useQueryClient } from '@univida/shared-query';
import { refreshProfile } from '@univida/shared-auth';
import { toast } from '@univida/shared-ui';
import { imageFileError } from '../../../lib/image-file';
import { uploadProfilePicture } from '../../../lib/upload-profile-picture';
import { getOwnProfileQueryOptions } from './get-own-profile';

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

export function useChangeProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfilePicture,
    onSuccess: async (_, { userId }) => {
      toast({ title: '¡Foto de perfil actualizada!', variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getOwnProfileQueryOptions(userId).queryKey }),
        refreshProfile(),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Error al subir la imagen',
        description: error.message,
        variant: 'destructive',
      });
    },
  });
}
