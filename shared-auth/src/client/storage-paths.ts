// Storage's public URLs worked out from the project's URL alone. No imports: the page's first
// script (early-reads.ts) preloads a picture under the same URL the page then shows.

/** The image transformation a public URL asks Storage for (part of supabase-js's TransformOptions). */
export interface ImageTransform {
  width: number;
  height: number;
  resize: 'cover' | 'contain' | 'fill';
}

/** A public object of the project's Storage. */
export interface StorageObject {
  bucket: string;
  path: string;
}

const storageBase = (supabaseUrl: string) =>
  new URL('storage/v1', `${supabaseUrl.trim().replace(/\/*$/, '')}/`).href;

/** '<project>/storage/v1/object/public/': the start of every public object's URL, untransformed. */
export const publicPrefixOf = (supabaseUrl: string) =>
  encodeURI(`${storageBase(supabaseUrl)}/object/public/`);

/**
 * A public object's URL, written as supabase-js's `getPublicUrl` writes it (the tests hold the two
 * equal), so a page can show its photos before supabase-js downloads.
 */
export function publicObjectUrl(
  supabaseUrl: string,
  bucket: string,
  path: string,
  transform?: ImageTransform,
): string {
  const query = new URLSearchParams();
  if (transform) {
    query.set('width', String(transform.width));
    query.set('height', String(transform.height));
    query.set('resize', transform.resize);
  }
  const kind = transform ? 'render/image' : 'object';
  const url = encodeURI(
    `${storageBase(supabaseUrl)}/${kind}/public/${bucket}/${path.replace(/^\/+/, '')}`,
  );
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** The bucket and path of a public URL of the project's Storage; null for any other URL. */
export function storageObjectOf(supabaseUrl: string, url: string): StorageObject | null {
  const prefix = publicPrefixOf(supabaseUrl);
  if (!url.startsWith(prefix)) return null;
  const [bucket, ...path] = url.slice(prefix.length).split(/[?#]/)[0]!.split('/');
  return bucket && path.length > 0 ? { bucket, path: decodeURI(path.join('/')) } : null;
}

/**
 * A photo cut to width × height (cover) by Storage's image transformations (hosted Supabase and
 * supabase-local alike), so a card downloads what it shows rather than the original; a URL
 * outside the project's Storage stays as it is.
 */
export function photoRenditionOf(
  supabaseUrl: string,
  url: string,
  size: { width: number; height: number },
): string {
  const object = storageObjectOf(supabaseUrl, url);
  if (!object) return url;
  return publicObjectUrl(supabaseUrl, object.bucket, object.path, { ...size, resize: 'cover' });
}

/**
 * A card photo's `src` and `srcSet` on a project with image transformations: the rendition for its
 * box at 1x and 2x (a URL outside the project's Storage has one candidate, itself).
 */
export function photoSourcesOf(
  supabaseUrl: string,
  url: string,
  box: { width: number; height: number },
) {
  const sharp = { width: box.width * 2, height: box.height * 2 };
  return {
    src: photoRenditionOf(supabaseUrl, url, box),
    srcSet: photoSrcSetOf(supabaseUrl, url, [box, sharp]),
  };
}

/**
 * A photo's renditions at these sizes as a `srcset` (`… 640w, … 960w`), in the order given; none
 * for a URL outside the project's Storage.
 */
export function photoSrcSetOf(
  supabaseUrl: string,
  url: string,
  sizes: readonly { width: number; height: number }[],
): string | undefined {
  const renditions = sizes.map(
    (size) => `${photoRenditionOf(supabaseUrl, url, size)} ${size.width}w`,
  );
  return storageObjectOf(supabaseUrl, url) ? renditions.join(', ') : undefined;
}

/**
 * The original of a public rendition of the project's Storage (`render/image/public/…`), or null
 * for any other URL: a rendition is a transformation of an object served under the same path.
 */
export function originalOfRendition(supabaseUrl: string, url: string): string | null {
  const prefix = encodeURI(`${storageBase(supabaseUrl)}/render/image/public/`);
  if (!url.startsWith(prefix)) return null;
  return publicPrefixOf(supabaseUrl) + url.slice(prefix.length).split(/[?#]/)[0];
}
