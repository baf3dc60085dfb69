import { GRADE_PARAM } from '../../lib/grade-margin';

// SPEC §9 and §8 for the cut-off score list.

/** An admission grade that cannot be read filters at this value (SPEC §5, §9). */
export const DEFAULT_GRADE_FILTER = 14;

/** Cards rendered at first and per "Mostrar más": keeps each keystroke's re-render small at 5,000 rows. */
export const RESULTS_PAGE_SIZE = 24;

/** Hosted PostgREST caps a response at 1,000 rows by default, so the list is read in pages this size. */
export const SCORES_FETCH_PAGE_SIZE = 1000;

/** URL search parameters holding the filters, so a search can be shared and survives reload and back. */
export const FILTER_PARAMS = {
  query: 'q',
  city: 'ciudad',
  university: 'universidad',
  grade: GRADE_PARAM,
} as const;

/** Typed filters reach the URL once typing pauses this long (or the field loses focus). */
export const URL_WRITE_DELAY_MS = 300;

export const SCORES_LOAD_ERROR = 'Error al cargar las notas de corte';
