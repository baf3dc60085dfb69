/** The first and last row index (inclusive, as PostgREST's range) of a 1-based page. */
export function pageRange(page: number, pageSize: number): [from: number, to: number] {
  const from = (Math.max(1, page) - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** How many pages `total` rows make (at least one, so "Página 1 de 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** PostgREST's refusal of a range that starts past the rows it counted: no rows on that page. */
export const isPastTheEnd = (error: { code?: string }) => error.code === 'PGRST103';
