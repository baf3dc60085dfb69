import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS } from '../constants';
import type { ScoreFilters } from '../types';

const EMPTY_FILTERS: ScoreFilters = { query: '', city: '', university: '', grade: '' };

function readFilters(params: URLSearchParams): ScoreFilters {
  return {
    query: params.get(FILTER_PARAMS.query) ?? '',
    city: params.get(FILTER_PARAMS.city) ?? '',
    university: params.get(FILTER_PARAMS.university) ?? '',
    grade: params.get(FILTER_PARAMS.grade) ?? '',
  };
}

function writeFilters(filters: ScoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(FILTER_PARAMS) as [keyof ScoreFilters, string][]) {
    if (filters[key]) params.set(param, filters[key]);
  }
  return params;
}

/**
 * The list's filters, kept in the URL (?q=&ciudad=&universidad=&nota=) so a search can be shared
 * and survives reload and back. The router applies URL changes in a transition, which would make
 * typed text lag and the caret jump, so the filters live in state and each edit also replaces the
 * URL entry; a navigation we did not make (back/forward, a link) reloads them from the URL.
 */
export function useScoreFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [filters, setFilters] = useState(() => readFilters(params));
  const [syncedKey, setSyncedKey] = useState(location.key);

  if (location.key !== syncedKey) {
    setSyncedKey(location.key);
    if (navigationType !== 'REPLACE') setFilters(readFilters(params));
  }

  const update = (patch: Partial<ScoreFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setParams(writeFilters(next), { replace: true, preventScrollReset: true });
  };

  return {
    filters,
    setQuery: (query: string) => update({ query }),
    // A university from another city would hide everything, so changing city clears it.
    setCity: (city: string) => update({ city, university: '' }),
    setUniversity: (university: string) => update({ university }),
    setGrade: (grade: string) => update({ grade }),
    clear: () => update(EMPTY_FILTERS),
    isFiltered: Object.values(filters).some(Boolean),
  };
}
