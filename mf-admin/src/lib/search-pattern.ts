/**
 * An ILIKE pattern matching `search` anywhere, case-insensitively. Characters PostgREST's filter
 * syntax or LIKE give a meaning to (`%`, `_`, `*`, `,`, `(`, `)`, `"`, `\`) become `_`, which
 * matches any one character — so the typed character itself still matches, and nothing typed can
 * widen the search or break the request.
 */
export function searchPattern(search: string): string {
  return `%${search.trim().replace(/[%_*,()"\\]/g, '_')}%`;
}
