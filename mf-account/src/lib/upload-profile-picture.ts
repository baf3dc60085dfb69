import { getSupabase } from '@univida/shared-auth';
import { PROFILE_PICTURES_BUCKET } from '../constants';

function extensionOf(file: File): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  return (fromName ?? file.type.split('/')[1] ?? 'png').toLowerCase();
}

/**
 * Uploads a profile picture for `userId` (SPEC §7: profile-pictures/{userId}-{timestamp}.{ext},
 * upsert), then stores its public URL on the profile. Needs that user's session. Returns the URL.
 * Storage and the row cannot share a transaction: if the row update fails, the new file is
 * removed again, so no orphan is left behind a profile that still shows the old picture.
 */
export async function uploadProfilePicture(userId: string, file: File): Promise<string> {
  const supabase = getSupabase();
  const path = `${PROFILE_PICTURES_BUCKET}/${userId}-${Date.now()}.${extensionOf(file)}`;
  const bucket = supabase.storage.from(PROFILE_PICTURES_BUCKET);
  const { error: uploadError } = await bucket.upload(path, file, {
    upsert: true,
    contentType: file.type,
  });
  if (uploadError) throw uploadError;
  const publicUrl = bucket.getPublicUrl(path).data.publicUrl;
  const { error } = await supabase
    .from('profiles')
    .update({ profile_picture_url: publicUrl })
    .eq('id', userId);
  if (error) {
    await bucket.remove([path]);
    throw error;
  }
  return publicUrl;
}
