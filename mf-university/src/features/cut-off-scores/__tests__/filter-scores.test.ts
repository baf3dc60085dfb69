import { describe, expect, it } from 'vitest';
import { filterScores, gradeError, gradeLimit } from '../lib/filter-scores';
import { normalizeSearch } from '../lib/normalize-search';
import type { ScoreFilters, SearchableScore } from '../types';

const row = (
  id: number,
  career: string,
  university: string,
  city: string,
  score: number,
): SearchableScore => ({
  id,
  career,
  university,
  city,
  score,
  searchKey: normalizeSearch(`${career} ${university}`),
});

const scores = [
  row(1, 'Medicina', 'Universitat de València', 'Valencia', 13.43),
  row(2, 'Ingeniería Informática', 'Universitat Politècnica de València', 'Valencia', 12.5),
  row(3, 'Ingeniería Química', 'Universidad de Zaragoza', 'Zaragoza', 8.2),
  row(4, 'Derecho', 'Universidad de Alicante', 'Alicante', 14),
];

const filters = (overrides: Partial<ScoreFilters> = {}): ScoreFilters => ({
  query: '',
  city: '',
  university: '',
  grade: '',
  ...overrides,
});
const ids = (overrides: Partial<ScoreFilters>) =>
  filterScores(scores, filters(overrides)).map((s) => s.id);

describe('gradeLimit', () => {
  it('reads a decimal comma or point', () => {
    expect(gradeLimit('12,5')).toBe(12.5);
    expect(gradeLimit('12.5')).toBe(12.5);
  });

  it('defaults to 14 when the grade is empty or unreadable', () => {
    expect(gradeLimit('')).toBe(14);
    expect(gradeLimit('doce')).toBe(14);
    expect(gradeLimit('1,2,3')).toBe(14);
  });

  it('defaults to 14 when the grade is outside 0–14, as the field says', () => {
    expect(gradeLimit('-1')).toBe(14);
    expect(gradeLimit('-0,5')).toBe(14);
    expect(gradeLimit('15')).toBe(14);
    expect(gradeLimit('0')).toBe(0);
    expect(gradeLimit('14')).toBe(14);
  });
});

describe('filterScores', () => {
  it('shows everything at or below 14 when no grade is given, in the given order', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('keeps degrees whose score is at or below the grade (the boundary included)', () => {
    expect(ids({ grade: '12,5' })).toEqual([2, 3]);
    expect(ids({ grade: '12,499' })).toEqual([3]);
  });

  it('treats an unreadable grade as 14', () => {
    expect(ids({ grade: 'abc' })).toEqual([1, 2, 3, 4]);
  });

  it('searches career and university ignoring accents and case', () => {
    expect(ids({ query: 'ingenieria' })).toEqual([2, 3]);
    expect(ids({ query: 'INGENIERÍA' })).toEqual([2, 3]);
    expect(ids({ query: 'valencia' })).toEqual([1, 2]);
    expect(ids({ query: 'politecnica' })).toEqual([2]);
  });

  it('needs every word of the search', () => {
    expect(ids({ query: 'ingenieria zaragoza' })).toEqual([3]);
    expect(ids({ query: '  medicina   valència ' })).toEqual([1]);
    expect(ids({ query: 'medicina zaragoza' })).toEqual([]);
  });

  it('filters by city and university, combined with the rest', () => {
    expect(ids({ city: 'Valencia' })).toEqual([1, 2]);
    expect(ids({ university: 'Universidad de Zaragoza' })).toEqual([3]);
    expect(ids({ city: 'Valencia', grade: '13' })).toEqual([2]);
  });
});

describe('gradeError', () => {
  it('says nothing for an empty or valid grade, and what is wrong otherwise', () => {
    for (const ok of ['', ' ', '0', '11,880', '14', '12.5', '11,']) expect(gradeError(ok)).toBeUndefined();
    expect(gradeError('15')).toBe('La nota de admisión va de 0 a 14.');
    expect(gradeError('-3')).toBe('La nota de admisión va de 0 a 14.');
    expect(gradeError('once')).toBe('Escribe un número, por ejemplo 11,880.');
  });
});
