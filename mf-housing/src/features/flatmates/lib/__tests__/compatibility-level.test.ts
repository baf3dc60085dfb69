import { describe, expect, it } from 'vitest';
import { compatibilityLevel } from '../compatibility-level';

describe('compatibilityLevel', () => {
  it('is green from 90, yellow from 80, orange below (SPEC §9)', () => {
    expect([100, 90, 89, 80, 79, 40].map(compatibilityLevel)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'orange',
      'orange',
    ]);
  });
});
