import { parseDecimal } from '@univida/shared-ui';
import { DEFAULT_GRADE_FILTER } from '../constants';
import type { ScoreFilters, SearchableScore } from '../types';
import { normalizeSearch } from './normalize-search';

/** The grade the list filters by: the typed value (decimal comma accepted), else 14 (SPEC §5). */
export function gradeLimit(grade: string): number {
  return parseDecimal(grade) ?? DEFAULT_GRADE_FILTER;
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
