import { z } from 'zod';

/** Which list a search belongs to (saved_searches.kind). */
export const SAVED_SEARCH_KINDS = ['accommodations', 'roommates', 'events'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/**
 * The filters the database counts new results with (saved_search_new_counts): only the narrowing
 * ones each list has in common with its table; absent means any.
 */
export const savedSearchFiltersSchema = z
  .object({
    city: z.string().max(100),
    university: z.string().max(200),
    type: z.string().max(40),
    maxPrice: z.number().int().nonnegative(),
    rooms: z.string().max(3),
    career: z.string().max(100),
    maxBudget: z.number().int().nonnegative(),
    category: z.string().max(60),
  })
  .partial();
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const saveSearchInputSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z
    .string()
    .trim()
    .min(1, 'Ponle un nombre a la búsqueda.')
    .max(80, 'El nombre no puede pasar de 80 caracteres.'),
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
  createdAt: string;
  /** Matching rows created since the student last opened it. */
  newCount: number;
}
