// The query strings of the lists one section links to from another (issue 17): a remote never
// imports another, so the URL names of the filters it links with are written here once. Each
// list remote has a test that its own URL reader reads these back as the intended filters
// (mf-housing, mf-social: `__tests__/journey-queries.test.ts`), so a renamed parameter fails there.
// Pure and React-free: bundled into each app, readable by Node scripts.
import type { Query } from '@univida/shared-router/route-table';

/** SPEC §9: the housing price slider; its top means "any price". */
const HOUSING_PRICE = { min: 250, max: 1200, step: 25 } as const;

export interface HousingSearch {
  city?: string | null;
  /** The listing's closest university (accommodations.closest_university). */
  university?: string | null;
  /** Highest price per room, in euros a month. */
  maxPrice?: number | null;
}

/**
 * A price the housing list can hold: whole steps of the slider, rounded down (a room at the
 * budget still fits), never under the slider's bottom (the list cannot ask for less), and
 * nothing from the top up (any price).
 */
export function housingPrice(budget: number | null | undefined): number | undefined {
  if (budget === null || budget === undefined || !Number.isFinite(budget)) return undefined;
  const stepped = Math.floor(budget / HOUSING_PRICE.step) * HOUSING_PRICE.step;
  if (stepped >= HOUSING_PRICE.max) return undefined;
  return Math.max(HOUSING_PRICE.min, stepped);
}

/** /alojamiento's query: ?ciudad=&universidad=&precio= */
export const housingQuery = ({ city, university, maxPrice }: HousingSearch): Query => ({
  ciudad: city ?? undefined,
  universidad: university ?? undefined,
  precio: housingPrice(maxPrice),
});

/** SPEC §9: the RoomieMatch budget slider; its bottom means "no minimum". */
const ROOMMATE_BUDGET = { min: 200, max: 1500 } as const;

export interface RoommateSearch {
  city?: string | null;
  career?: string | null;
  /** Lowest budget, in euros a month (a room's price: flatmates who can pay it). */
  minBudget?: number | null;
}

/**
 * A minimum budget the RoomieMatch list can hold: whole euros rounded up (a budget must reach the
 * price), nothing at or under the slider's bottom (no minimum), at most the slider's top.
 */
export function roommateMinBudget(price: number | null | undefined): number | undefined {
  if (price === null || price === undefined || !Number.isFinite(price)) return undefined;
  const euros = Math.ceil(price);
  if (euros <= ROOMMATE_BUDGET.min) return undefined;
  return Math.min(ROOMMATE_BUDGET.max, euros);
}

/** /roomie-match's query: ?ciudad=&carrera=&presupuestoMin= */
export const roommateQuery = ({ city, career, minBudget }: RoommateSearch): Query => ({
  ciudad: city ?? undefined,
  carrera: career ?? undefined,
  presupuestoMin: roommateMinBudget(minBudget),
});

/**
 * Local midnight of `now`'s day: /eventos lists events from today on (SPEC §2), and every link,
 * count or card about upcoming events starts where it does.
 */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** /eventos's and /zonas-ocio's query: ?ciudad= */
export const cityQuery = (city: string | null | undefined): Query => ({
  ciudad: city ?? undefined,
});
