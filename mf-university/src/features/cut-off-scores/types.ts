import type { Tables } from '@univida/shared-auth';

export type CutOffScore = Pick<
  Tables<'cut_off_scores'>,
  'id' | 'career' | 'university' | 'city' | 'score'
>;

/** A score with its accent- and case-free search text, computed once when the list arrives. */
export interface SearchableScore extends CutOffScore {
  searchKey: string;
}

export type University = Pick<Tables<'universities'>, 'name' | 'city'>;

/** The filters as the user typed them (text, so '12,5' and '' survive round trips through the URL). */
export interface ScoreFilters {
  query: string;
  city: string;
  university: string;
  grade: string;
}
