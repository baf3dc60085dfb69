import { describe, expect, it } from 'vitest';
import { dayRange, startOfToday } from '../day-range';

describe('startOfToday', () => {
  it('is local midnight of the same day', () => {
    const start = startOfToday(new Date(2026, 10, 25, 18, 30));
    expect(start).toEqual(new Date(2026, 10, 25));
  });
});

describe('dayRange', () => {
  it('spans the named local day', () => {
    expect(dayRange('2026-11-25')).toEqual([new Date(2026, 10, 25), new Date(2026, 10, 26)]);
  });
  it('crosses month ends', () => {
    expect(dayRange('2026-11-30')?.[1]).toEqual(new Date(2026, 11, 1));
  });
  it.each(['', 'mañana', '2026-02-30', '2026-13-01'])('ignores %j', (text) => {
    expect(dayRange(text)).toBeNull();
  });
});
