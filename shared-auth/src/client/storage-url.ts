import { configuredSupabaseUrl, imageTransformationsOn } from './supabase';
import { originalOfRendition, photoRenditionOf, photoSourcesOf, storageObjectOf } from './storage-paths';

// Storage's URLs for the configured project (storage-paths.ts does the work).

/** The bucket and path of a public URL of this project's Storage; null for any other URL. */
export const storageObject = (url: string) => storageObjectOf(configuredSupabaseUrl(), url);

/**
 * The photo cut to width × height (cover) by Storage; a URL outside the project's Storage stays, and
 * so does every URL on a project without image transformations.
 */
export const resizedPhotoUrl = (url: string, width: number, height: number) =>
  imageTransformationsOn() ? photoRenditionOf(configuredSupabaseUrl(), url, { width, height }) : url;

/**
 * A card photo's `src` and `srcSet`: the rendition for its box at 1x and 2x, so cards showing the
 * same photo in the same box (a listing in the search and in favourites) share the browser's cache.
 * A project without image transformations has one candidate: the original.
 */
export const photoSources = (url: string, box: { width: number; height: number }) =>
  imageTransformationsOn() ? photoSourcesOf(configuredSupabaseUrl(), url, box) : { src: url, srcSet: undefined };

/**
 * A photo's `onError`: a rendition Storage did not make gives way to the original, once. Hosted
 * projects transform images only on plans that include it; without it a card still shows its
 * photo, at the original's weight.
 */
export function showOriginalPhoto(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  const original = originalOfRendition(configuredSupabaseUrl(), image.getAttribute('src') ?? '');
  if (!original) return;
  // A srcset would still pick a rendition.
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = original;
}
