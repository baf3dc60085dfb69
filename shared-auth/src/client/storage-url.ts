import { configuredSupabaseUrl } from './supabase';
import { photoRenditionOf, storageObjectOf } from './storage-paths';

// Storage's URLs for the configured project (storage-paths.ts does the work).

/** The bucket and path of a public URL of this project's Storage; null for any other URL. */
export const storageObject = (url: string) => storageObjectOf(configuredSupabaseUrl(), url);

/** The photo cut to width × height (cover) by Storage; a URL outside the project's Storage stays. */
export const resizedPhotoUrl = (url: string, width: number, height: number) =>
  photoRenditionOf(configuredSupabaseUrl(), url, { width, height });
