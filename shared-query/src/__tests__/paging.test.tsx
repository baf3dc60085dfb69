import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  isPastTheEnd,
  pastTheEndTotal,
  rpcListTotal,
  pageCount,
  pageRange,
  usePageWithinList,
  type PageWithinListOptions,
} from '../paging';

describe('pageRange and pageCount', () => {
  it('gives inclusive row ranges for 1-based pages, below 1 being the first', () => {
    expect(pageRange(1, 12)).toEqual([0, 11]);
    expect(pageRange(3, 12)).toEqual([24, 35]);
    expect(pageRange(0, 20)).toEqual([0, 19]);
  });
  it('rounds the page count up and never says 0 pages', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
  it("recognises PostgREST's refusal of a range past the end", () => {
    expect(isPastTheEnd({ code: 'PGRST103' })).toBe(true);
    expect(isPastTheEnd({ code: 'PGRST116' })).toBe(false);
    expect(isPastTheEnd(null)).toBe(false);
  });
  it('reads the rows PostgREST counted from its refusal, and nothing from other answers', () => {
    const details = 'An offset of 1176 was requested, but there are only 37 rows.';
    expect(pastTheEndTotal({ code: 'PGRST103', details })).toBe(37);
    expect(pastTheEndTotal({ code: 'PGRST103', details: null })).toBe(0);
    expect(pastTheEndTotal({ code: 'PGRST116', details })).toBeUndefined();
    expect(pastTheEndTotal(null)).toBeUndefined();
  });
});

describe('rpcListTotal', () => {
  const totalOf = (row: { total: number }) => row.total;
  it("reads the total from the page's rows without asking again", async () => {
    const firstRows = vi.fn();
    expect(await rpcListTotal([{ total: 30 }], 24, totalOf, firstRows)).toBe(30);
    expect(await rpcListTotal([], 0, totalOf, firstRows)).toBe(0);
    expect(firstRows).not.toHaveBeenCalled();
  });
  it('asks for the first row when a later page is empty, 0 when the list is', async () => {
    expect(await rpcListTotal([], 96, totalOf, async () => [{ total: 30 }])).toBe(30);
    expect(await rpcListTotal([], 96, totalOf, async () => [])).toBe(0);
    expect(await rpcListTotal([], 96, totalOf, () => Promise.reject(new Error('red')))).toBe(0);
  });
});

describe('usePageWithinList', () => {
  const run = (options: Partial<PageWithinListOptions>) => {
    const setPage = vi.fn();
    const { result } = renderHook(() =>
      usePageWithinList({
        page: 5,
        rows: 0,
        total: 45,
        pageSize: 20,
        settled: true,
        setPage,
        ...options,
      }),
    );
    return { pastTheEnd: result.current, setPage };
  };

  it('moves an empty page past the end to the last page the total makes', () => {
    const { pastTheEnd, setPage } = run({});
    expect(pastTheEnd).toBe(true);
    expect(setPage).toHaveBeenCalledExactlyOnceWith(3);
  });
  it('moves to the first page when the total is unknown or still reaches the page', () => {
    expect(run({ total: 0 }).setPage).toHaveBeenCalledExactlyOnceWith(1);
    expect(run({ total: 500 }).setPage).toHaveBeenCalledExactlyOnceWith(1);
  });
  it('waits while the rows shown are the previous page', () => {
    const { pastTheEnd, setPage } = run({ settled: false });
    expect(pastTheEnd).toBe(true);
    expect(setPage).not.toHaveBeenCalled();
  });
  it('leaves a page with rows, an empty first page and a page still loading alone', () => {
    for (const options of [{ rows: 20 }, { page: 1 }, { rows: undefined }]) {
      const { pastTheEnd, setPage } = run(options);
      expect(pastTheEnd).toBe(false);
      expect(setPage).not.toHaveBeenCalled();
    }
  });
  it('moves once when the caller passes a new setPage on every render', () => {
    const calls = vi.fn();
    const { rerender } = renderHook(() =>
      usePageWithinList({
        page: 5,
        rows: 0,
        total: 45,
        pageSize: 20,
        settled: true,
        setPage: (page) => calls(page),
      }),
    );
    rerender();
    rerender();
    expect(calls).toHaveBeenCalledExactlyOnceWith(3);
  });
});
