import { describe, expect, it } from 'vitest';
import { dayRange } from '../day-range';

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
