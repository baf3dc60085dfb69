/**
 * An ILIKE pattern matching `search` anywhere, case-insensitively. Characters PostgREST's filter
 * syntax or LIKE give a meaning to (`%`, `_`, `*`, `,`, `(`, `)`, `"`, `\`) become `_`, which
 * matches any one character — so the typed character itself still matches, and nothing typed can
 * widen the search or break the request.
 */
export function searchPattern(search: string): string {
  return `%${search.trim().replace(/[%_*,()"\\]/g, '_')}%`;
}

/** The [from, to] row range of a 1-based page, as supabase-js's range() takes it. */
export function pageRange(page: number, pageSize: number): [number, number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return [from, from + pageSize - 1];
}
