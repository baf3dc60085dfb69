import { parseDecimal } from '@univida/shared-ui';
import { DEFAULT_GRADE_FILTER } from '../constants';
import type { ScoreFilters, SearchableScore } from '../types';
import { normalizeSearch } from './normalize-search';

/** The student's grade as typed (decimal comma accepted), or null when there is none or it is out of 0–14. */
export function typedGrade(grade: string): number | null {
  const value = parseDecimal(grade);
  return value === null || value < 0 || value > DEFAULT_GRADE_FILTER ? null : value;
}

/**
 * The grade the list filters by: the typed one, else 14 (SPEC §5: unreadable). A grade outside
 * 0–14 counts as none too, the field saying why, so -1 no longer empties the list while 15 kept it.
 */
export function gradeLimit(grade: string): number {
  return typedGrade(grade) ?? DEFAULT_GRADE_FILTER;
}

/**
 * What is wrong with a typed grade, said under the field: the list cannot show anything useful
 * for 99 or -3, and without a word the student only saw every degree, or none.
 */
export function gradeError(grade: string): string | undefined {
  if (grade.trim() === '') return undefined;
  const value = parseDecimal(grade);
  if (value === null) return 'Escribe un número, por ejemplo 11,880.';
  if (value < 0 || value > DEFAULT_GRADE_FILTER)
    return `La nota de admisión va de 0 a ${DEFAULT_GRADE_FILTER}.`;
  return undefined;
}

/**
 * The scores matching every filter, in the given order (the list arrives sorted by score
 * descending). Each word of the query must appear in the career or the university.
 */
export function filterScores(
  scores: readonly SearchableScore[],
  filters: ScoreFilters,
): SearchableScore[] {
  const words = normalizeSearch(filters.query).split(/\s+/).filter(Boolean);
  const limit = gradeLimit(filters.grade);
  return scores.filter(
    (score) =>
      score.score <= limit &&
      (!filters.city || score.city === filters.city) &&
      (!filters.university || score.university === filters.university) &&
      words.every((word) => score.searchKey.includes(word)),
  );
}
