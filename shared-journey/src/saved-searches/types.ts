import { maxCharsMessage } from '@univida/shared-ui';
import { z } from 'zod';

/** Which list a search belongs to (saved_searches.kind). */
export const SAVED_SEARCH_KINDS = ['accommodations', 'roommates', 'events'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

const slider = z.number().int().min(0).max(10);

/**
 * The filters the database counts new results with (saved_search_new_counts): every filter the
 * saved list applies, so 'N nuevos' counts what opening it shows; absent means any.
 */
export const savedSearchFiltersSchema = z
  .object({
    city: z.string().max(100),
    university: z.string().max(200),
    type: z.string().max(40),
    maxPrice: z.number().int().nonnegative(),
    rooms: z.string().max(3),
    /** Housing: the free text over name and address. */
    text: z.string().max(100),
    /** Housing: 'Buscar en esta zona'. */
    area: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
    career: z.string().max(100),
    maxBudget: z.number().int().nonnegative(),
    /** RoomieMatch: a budget of at least this (a room's price). */
    minBudget: z.number().int().nonnegative(),
    hobbies: z.array(z.string().max(50)).max(20),
    earlyBird: slider,
    partyAnimal: slider,
    houseParties: slider,
    /** RoomieMatch's 'Match perfecto' (compatibility ≥ 90 with the saver). */
    perfect: z.boolean(),
    category: z.string().max(60),
    /** Events: the chosen day, as the browser's local day [dayFrom, dayTo). */
    dayFrom: z.iso.datetime(),
    dayTo: z.iso.datetime(),
  })
  .partial();
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

/** saved_searches.name's check: 1 to 80 characters once trimmed. */
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_NAME_TOO_LONG = maxCharsMessage(SAVED_SEARCH_NAME_MAX);

export const saveSearchInputSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z
    .string()
    .trim()
    .min(1, 'Ponle un nombre a la búsqueda.')
    .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_TOO_LONG),
  /** The list's query string, without '?'. */
  query: z.string().max(1000),
  filters: savedSearchFiltersSchema,
});
export type SaveSearchInput = z.infer<typeof saveSearchInputSchema>;

export interface SavedSearch {
  id: string;
  kind: SavedSearchKind;
  name: string;
  query: string;
  /** A daily email of its new results (off by default). */
  digest: boolean;
  createdAt: string;
  /** Matching rows created since the student last opened it. */
  newCount: number;
}
