import { configuredSupabaseUrl } from './supabase';

/** The image transformation a public URL asks Storage for (part of supabase-js's TransformOptions). */
export interface ImageTransform {
  width: number;
  height: number;
  resize: 'cover' | 'contain' | 'fill';
}

/** '<project>/storage/v1/object/public/': the start of every public object's URL, untransformed. */
export function publicStoragePrefix(): string {
  return encodeURI(`${storageBase()}/object/public/`);
}

function storageBase(): string {
  return new URL('storage/v1', `${configuredSupabaseUrl().trim().replace(/\/*$/, '')}/`).href;
}

/**
 * A public object's URL in this project's Storage, written as supabase-js's `getPublicUrl` writes
 * it (the tests hold the two equal), so a page can show its photos before supabase-js downloads.
 */
export function publicStorageUrl(bucket: string, path: string, transform?: ImageTransform): string {
  const query = new URLSearchParams();
  if (transform) {
    query.set('width', String(transform.width));
    query.set('height', String(transform.height));
    query.set('resize', transform.resize);
  }
  const kind = transform ? 'render/image' : 'object';
  const url = encodeURI(`${storageBase()}/${kind}/public/${bucket}/${path.replace(/^\/+/, '')}`);
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}
