import { describe, expect, it } from 'vitest';
import { formatDistance } from '../distance';

describe('formatDistance', () => {
  it('says metres (in tens) under a kilometre and kilometres with one decimal above', () => {
    expect(formatDistance(0.347)).toBe('350 m');
    expect(formatDistance(0.002)).toBe('10 m');
    expect(formatDistance(1.24)).toBe('1,2 km');
    expect(formatDistance(3)).toBe('3 km');
  });
});
