import { publicStoragePrefix, publicStorageUrl } from '@univida/shared-auth';

/** A public object of this project's Storage. */
export interface StorageObject {
  bucket: string;
  path: string;
}

/** The bucket and path of a public URL of this project's Storage; null for any other URL. */
export function storageObject(url: string): StorageObject | null {
  const prefix = publicStoragePrefix();
  if (!url.startsWith(prefix)) return null;
  const [bucket, ...path] = url.slice(prefix.length).split(/[?#]/)[0]!.split('/');
  return bucket && path.length > 0 ? { bucket, path: decodeURI(path.join('/')) } : null;
}

/**
 * The photo cut to width × height (cover) by Storage's image transformations (hosted Supabase and
 * supabase-local alike), in WebP for browsers; a URL outside the project's Storage stays as it is.
 */
export function resizedPhotoUrl(url: string, width: number, height: number): string {
  const object = storageObject(url);
  if (!object) return url;
  return publicStorageUrl(object.bucket, object.path, { width, height, resize: 'cover' });
}
