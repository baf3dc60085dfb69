import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { z } from 'zod';
import { MY_LISTINGS_MESSAGES } from '../constants';
import { photoPath, removePhotos } from '../lib/photo-storage';

export const deleteListingInputSchema = z.object({ id: z.guid(), imageUrls: z.array(z.string()) });
export type DeleteListingInput = z.infer<typeof deleteListingInputSchema>;

/** Deletes a listing (RLS: its owner or an admin), then its uploaded photos. */
export async function deleteListing(input: DeleteListingInput): Promise<void> {
  const { id, imageUrls } = deleteListingInputSchema.parse(input);
  const { error, count } = await getSupabase()
    .from('accommodations')
    .delete({ count: 'exact' })
    .eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('No tienes permiso para eliminar este alojamiento.');
  await removePhotos(imageUrls.flatMap((url) => photoPath(url) ?? []));
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    meta: { errorTitle: MY_LISTINGS_MESSAGES.deleteError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accommodations'] }),
  });
}
