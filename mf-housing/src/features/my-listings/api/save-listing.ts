import { getSupabase } from '@univida/shared-auth';
import { useMutation, useQueryClient } from '@univida/shared-query';
import { MY_LISTINGS_MESSAGES } from '../constants';
import { photoPath, removePhotos, uploadPhotos, type ListingPhoto } from '../lib/photo-storage';
import { listingFormSchema, type ListingFormInput } from '../types/listing-form';

export interface SaveListingInput {
  ownerId: string;
  /** The listing being edited; absent to publish a new one. */
  id?: string;
  values: ListingFormInput;
  photos: ListingPhoto[];
  /** The listing's photos before this edit (those taken out are removed from storage). */
  previousPhotos?: string[];
  /** km to the chosen university, computed from the picked location. */
  distanceKm: number | null;
}

/** Uploads the new photos, then inserts or updates the listing; RLS lets only its owner (or an admin) write. */
export async function saveListing(input: SaveListingInput): Promise<string> {
  const values = listingFormSchema.parse(input.values);
  const { urls, uploaded } = await uploadPhotos(input.ownerId, input.photos);
  const row = { ...values, image_urls: urls, distance_to_university_km: input.distanceKm };
  const table = getSupabase().from('accommodations');
  const { data, error } = input.id
    ? await table.update(row).eq('id', input.id).select('id').single()
    : await table
        .insert({ ...row, owner_id: input.ownerId })
        .select('id')
        .single();
  if (error) {
    await removePhotos(uploaded);
    throw error;
  }
  const dropped = (input.previousPhotos ?? []).filter((url) => !urls.includes(url));
  await removePhotos(dropped.flatMap((url) => photoPath(url) ?? []));
  return data.id;
}

/** Saves and refreshes every accommodations query (the owner's list, the search, the detail). */
export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    meta: { errorTitle: MY_LISTINGS_MESSAGES.saveError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accommodations'] }),
  });
}
