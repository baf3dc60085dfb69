import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  isPastTheEnd,
  pastTheEndTotal,
  rpcPage,
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

describe('rpcPage', () => {
  type Row = { id: number; total: number };
  /** An RPC over `count` rows, each carrying the total, that records what it was asked. */
  const rpc = (count: number) =>
    vi.fn(async (limit: number, offset: number): Promise<Row[]> =>
      Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({
        id: offset + i,
        total: count,
      })),
    );
  const totalOf = (row: Row) => row.total;

  it('reads a page and the total from its rows, asking once', async () => {
    const read = rpc(30);
    const { rows, total } = await rpcPage(3, 12, read, totalOf);
    expect(rows.map((row) => row.id)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(total).toBe(30);
    expect(read).toHaveBeenCalledExactlyOnceWith(12, 24);
  });
  it('asks for the first row when a later page is empty, 0 when the list is', async () => {
    const read = rpc(30);
    expect(await rpcPage(9, 12, read, totalOf)).toEqual({ rows: [], total: 30 });
    expect(read).toHaveBeenLastCalledWith(1, 0);
    expect(await rpcPage(9, 12, rpc(0), totalOf)).toEqual({ rows: [], total: 0 });
    const empty = rpc(0);
    expect(await rpcPage(1, 12, empty, totalOf)).toEqual({ rows: [], total: 0 });
    expect(empty).toHaveBeenCalledOnce();
  });
  it('gives no total when that second read fails, so the list opens its first page', async () => {
    const read = vi.fn(async (_limit: number, offset: number): Promise<Row[]> => {
      if (offset === 0) throw new Error('red');
      return [];
    });
    expect(await rpcPage(9, 12, read, totalOf)).toEqual({ rows: [], total: 0 });
  });
});

describe('usePageWithinList', () => {
  // A new setPage callback on every render, as a caller that does not memoise it passes.
  const run = (options: Partial<PageWithinListOptions>) => {
    const setPage = vi.fn();
    const { result, rerender } = renderHook(() =>
      usePageWithinList({
        page: 5,
        rows: 0,
        total: 45,
        pageSize: 20,
        settled: true,
        setPage: (page) => setPage(page),
        ...options,
      }),
    );
    return { pastTheEnd: result.current, setPage, rerender };
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
  it('moves once however often the caller renders with a new setPage', () => {
    const { setPage, rerender } = run({});
    rerender();
    rerender();
    expect(setPage).toHaveBeenCalledExactlyOnceWith(3);
  });
});
