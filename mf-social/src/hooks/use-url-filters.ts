import { useSearchParams } from '@univida/shared-router';

/** The page number's query parameter, shared by every list of this remote. */
export const PAGE_PARAM = 'pagina';

/**
 * A list's filters kept in the URL (`?categoria=…&ciudad=…&pagina=2`), so a search survives a
 * reload, Back and a shared link. Changing a filter goes back to page 1 and replaces the history
 * entry (a filter is not a new page).
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Key,
    string
  >;
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);

  const write = (patch: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return {
    values,
    page,
    /** Sets some filters and returns to the first page (unless `keepPage`: a view, not a filter). */
    setFilters: (patch: Partial<Record<Key, string>>, { keepPage = false } = {}) =>
      write(keepPage ? patch : { ...patch, [PAGE_PARAM]: '' }),
    setPage: (next: number) => write({ [PAGE_PARAM]: next > 1 ? String(next) : '' }),
  };
}
