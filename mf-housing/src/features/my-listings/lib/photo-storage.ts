import { getSupabase, storageObject } from '@univida/shared-auth';
import type { PreparedImage } from '@univida/shared-ui';
import { PHOTOS_BUCKET } from '../constants';

/** A photo in the form: one already published (its URL) or one picked now (uploaded on save). */
export type ListingPhoto = { kind: 'saved'; url: string } | { kind: 'new'; image: PreparedImage };

/** The object path of a photo of this bucket, or null for any other URL (seed images). */
export function photoPath(url: string): string | null {
  const object = storageObject(url);
  return object?.bucket === PHOTOS_BUCKET ? object.path : null;
}

/**
 * Uploads the new photos under the owner's prefix and returns every photo's URL in the form's
 * order, plus the paths it uploaded (to remove again if the listing then fails to save).
 */
export async function uploadPhotos(ownerId: string, photos: ListingPhoto[]) {
  const storage = getSupabase().storage.from(PHOTOS_BUCKET);
  const uploaded: string[] = [];
  const stamp = Date.now();
  const urls: string[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      if (photo.kind === 'saved') {
        urls.push(photo.url);
        continue;
      }
      const path = `${ownerId}/${stamp}-${index}.${photo.image.extension}`;
      const { error } = await storage.upload(path, photo.image.file, {
        contentType: photo.image.type,
      });
      if (error) throw error;
      uploaded.push(path);
      urls.push(storage.getPublicUrl(path).data.publicUrl);
    }
  } catch (error) {
    await removePhotos(uploaded);
    throw error;
  }
  return { urls, uploaded };
}

/** Best effort: a photo left behind costs storage, not correctness. */
export async function removePhotos(paths: string[]) {
  if (paths.length === 0) return;
  await getSupabase().storage.from(PHOTOS_BUCKET).remove(paths);
}
