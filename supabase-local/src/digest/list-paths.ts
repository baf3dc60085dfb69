// The site paths a digest mail links to. The route tables of mf-housing, mf-social and mf-account
// own them; mf-account's saved-search test checks these equal theirs (a backend package does
// not import the apps).
export const DIGEST_LIST_PATHS = {
  accommodations: '/alojamiento',
  roommates: '/roomie-match',
  events: '/eventos',
} as const;

/** 'Mis búsquedas', where the counts clear and the digest is switched off. */
export const DIGEST_SAVED_SEARCHES_PATH = '/mis-busquedas';

export type DigestSearchKind = keyof typeof DIGEST_LIST_PATHS;
