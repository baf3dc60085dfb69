import { theme } from '@univida/shared-ui/theme';

const { breakpoints, containerPadding, sizes, space } = theme;

/** The renditions a listing's photo is offered at in its page (16:9), narrowest first. */
export const GALLERY_RENDITIONS = [
  { width: 640, height: 360 },
  { width: 960, height: 540 },
  { width: 1280, height: 720 },
] as const;

/** The rendition named as the photo's `src`, for a browser that reads no `srcset`. */
export const GALLERY_SRC = GALLERY_RENDITIONS[1];

/** The contact column beside the photos from `lg` up. */
export const DETAIL_ASIDE_WIDTH = '340px';
/** Between the photos' column and the contact column. */
export const DETAIL_COLUMN_GAP = space[6];

const besideAside = `2 * ${containerPadding.lg} - ${DETAIL_ASIDE_WIDTH} - ${DETAIL_COLUMN_GAP}`;

/**
 * How wide the gallery draws the photo (its column), as `sizes`: the page's first script preloads
 * the photo with it (src/early-reads.ts), so the browser picks the rendition the gallery will.
 */
export const GALLERY_PHOTO_SIZES = [
  `(min-width: ${sizes.container}) calc(${sizes.container} - ${besideAside})`,
  `(min-width: ${breakpoints.lg}px) calc(100vw - ${besideAside})`,
  `(min-width: ${breakpoints.md}px) calc(100vw - 2 * ${containerPadding.md})`,
  `calc(100vw - 2 * ${containerPadding.base})`,
].join(', ');
