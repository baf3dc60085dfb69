import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from '@univida/shared-router';
import { FILTER_PARAMS, URL_WRITE_DELAY_MS } from '../constants';
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
 * typed text lag and the caret jump, so the filters live in state and edits replace the URL entry
 * — typing once it pauses or the field loses focus (a router update per keystroke costs the list
 * its frame), choices at once. A navigation we did not make (back/forward, a link) reloads them.
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

  const pending = useRef<ScoreFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const writeUrl = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current) return;
    setParams(writeFilters(pending.current), { replace: true, preventScrollReset: true });
    pending.current = null;
  }, [setParams]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (patch: Partial<ScoreFilters>, typing = false) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    pending.current = next;
    clearTimeout(timer.current);
    if (typing) timer.current = setTimeout(writeUrl, URL_WRITE_DELAY_MS);
    else writeUrl();
  };

  return {
    filters,
    setQuery: (query: string) => update({ query }, true),
    setGrade: (grade: string) => update({ grade }, true),
    // A university from another city would hide everything, so changing city clears it.
    setCity: (city: string) => update({ city, university: '' }),
    setUniversity: (university: string) => update({ university }),
    clear: () => update(EMPTY_FILTERS),
    /** Writes typed filters to the URL now (on blur, so a click on a result keeps them). */
    commitUrl: writeUrl,
  };
}
