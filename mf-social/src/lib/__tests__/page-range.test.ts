import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from '../page-range';

describe('pageRange', () => {
  it('gives PostgREST inclusive row ranges for 1-based pages', () => {
    expect(pageRange(1, 12)).toEqual([0, 11]);
    expect(pageRange(3, 12)).toEqual([24, 35]);
  });
  it('treats pages below 1 as the first', () => {
    expect(pageRange(0, 12)).toEqual([0, 11]);
  });
});

describe('pageCount', () => {
  it('rounds up and is never 0', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
