import { configuredSupabaseUrl } from './supabase';
import {
  photoRenditionOf,
  publicObjectUrl,
  storageObjectOf,
  type ImageTransform,
  type StorageObject,
} from './storage-paths';

// Storage's URLs for the configured project (storage-paths.ts does the work).
export type { ImageTransform, StorageObject };

/** A public object's URL in this project's Storage, as supabase-js's `getPublicUrl` writes it. */
export const publicStorageUrl = (bucket: string, path: string, transform?: ImageTransform) =>
  publicObjectUrl(configuredSupabaseUrl(), bucket, path, transform);

/** The bucket and path of a public URL of this project's Storage; null for any other URL. */
export const storageObject = (url: string) => storageObjectOf(configuredSupabaseUrl(), url);

/** The photo cut to width × height (cover) by Storage; a URL outside the project's Storage stays. */
export const resizedPhotoUrl = (url: string, width: number, height: number) =>
  photoRenditionOf(configuredSupabaseUrl(), url, { width, height });
