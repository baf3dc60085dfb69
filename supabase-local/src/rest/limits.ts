// Default request limits: far above what the site's own requests need (its largest are the
// favourites `in` list and the cut-off list's select), far below what would let one request
// stall the database. Each is configurable (REST_MAX_* in config.ts, documented in the README).
import type { RestLimits } from './types.js';

export const DEFAULT_REST_LIMITS: RestLimits = {
  // Under Node's 16 KiB header cap, so an over-long URL gets our 414 rather than a bare 431.
  maxUrlLength: 12 * 1024,
  maxBodyBytes: 1024 * 1024,
  maxRowsPerWrite: 100,
  maxFilters: 64,
  maxFilterValueLength: 2048,
  maxPatternLength: 256,
  maxInListLength: 500,
  maxLogicDepth: 8,
  maxEmbedDepth: 6,
  maxSelectLength: 2048,
  maxOrderTerms: 16,
};
