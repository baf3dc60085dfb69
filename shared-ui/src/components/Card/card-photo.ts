// No imports: a remote's early reads (read by the build from Node) preload the same rendition.

/**
 * A grid card's photo (its Media box at the grid's widest column, from `lg` up) as Storage should
 * cut it, and the `sizes` saying so: a phone's full-width card takes the 2x rendition. One box for
 * every listing card, so the search and favourites share the browser's cache.
 */
export const CARD_PHOTO = {
  box: { width: 400, height: 225 },
  sizes: '(min-width: 1024px) 400px, 100vw',
} as const;
