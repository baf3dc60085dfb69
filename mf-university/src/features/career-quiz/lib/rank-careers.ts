import { CAREERS, RESULTS_SHOWN, type CareerResult } from '../constants';

export interface RankedCareer extends CareerResult {
  /** How many of the answers chose this career's field. */
  matches: number;
}

/**
 * The careers that fit the answers best (option indexes, one per question): most matching answers
 * first; ties keep CAREERS' order, which puts the most employable first.
 */
export function rankCareers(answers: readonly number[]): RankedCareer[] {
  return CAREERS.map((career) => ({
    ...career,
    matches: answers.filter((answer) => answer === career.field).length,
  }))
    .sort((a, b) => b.matches - a.matches)
    .slice(0, RESULTS_SHOWN);
}
