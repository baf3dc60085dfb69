// What Storage cuts a spot's or a news item's picture to for the pages (cover, 2:1): the cards'
// and the spot's 800 × 400 box, sharp on a phone's dense screen, instead of the uploaded original.
// The early reads preload the same rendition (src/early-reads.ts).
export const PHOTO_SIZE = { width: 800, height: 400 } as const;
