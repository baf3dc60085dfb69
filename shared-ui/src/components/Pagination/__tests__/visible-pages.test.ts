import { describe, expect, it } from 'vitest';
import { visiblePages } from '../visible-pages';

describe('visiblePages', () => {
  it('shows every page of a short search', () => {
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps first, last and two either side, with gaps between', () => {
    expect(visiblePages(10, 1667)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 1667]);
  });
});
