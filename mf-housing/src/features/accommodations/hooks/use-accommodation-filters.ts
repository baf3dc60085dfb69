import { useSearchParams } from '@univida/shared-router';
import { useMemo } from 'react';
import type { AccommodationFilters } from '../types';
import { DEFAULT_FILTERS, readFilters, writeFilters } from '../lib/search-params';

/**
 * The search lives in the URL only (?precio=&habitaciones=&ciudad=&…&pagina=&vista=&zona=), so it
 * can be shared, survives a reload and Back steps through it. Each choice is a history entry;
 * typing replaces its entry instead of leaving one per pause. A narrowing change goes back to page 1.
 */
export function useAccommodationFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = (patch: Partial<AccommodationFilters>, { replace = false } = {}) =>
    setParams(writeFilters({ ...filters, page: 1, ...patch }), {
      replace,
      preventScrollReset: true,
    });

  /** Drops every narrowing filter; the sort and the view stay. */
  const clear = () =>
    setParams(writeFilters({ ...DEFAULT_FILTERS, sort: filters.sort, view: filters.view }), {
      preventScrollReset: true,
    });

  return { filters, update, clear };
}
