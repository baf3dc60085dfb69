import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  formatEurosPerMonth,
  formatRating,
  formatRatingSummary,
  formNumber,
  optionalFormNumber,
  formatScore,
  formatWhole,
  maxCharsMessage,
  parseDecimal,
} from '../number';

describe('formatEurosPerMonth', () => {
  it('writes whole euros per month', () => {
    expect(formatEurosPerMonth(450)).toBe('450 €/mes');
  });

  it('groups thousands with a dot, also for four digits', () => {
    expect(formatEurosPerMonth(1200)).toBe('1.200 €/mes');
    expect(formatEurosPerMonth(12500)).toBe('12.500 €/mes');
  });

  it('shows cents only when there are some', () => {
    expect(formatEuros(450.5)).toBe('450,50 €');
    expect(formatEuros(0)).toBe('0 €');
  });
});

describe('maxCharsMessage', () => {
  it('says the limit grouped the Spanish way', () => {
    expect(maxCharsMessage(1_000)).toBe('Máximo 1.000 caracteres.');
    expect(maxCharsMessage(100)).toBe('Máximo 100 caracteres.');
  });
});

describe('formatWhole', () => {
  it('groups a count as the euros are, four digits too', () => {
    expect(formatWhole(1000)).toBe('1.000');
    expect(formatWhole(100000)).toBe('100.000');
    expect(formatWhole(12)).toBe('12');
  });
});

describe('formatScore', () => {
  it('always shows three decimals with a decimal comma', () => {
    expect(formatScore(12.345)).toBe('12,345');
    expect(formatScore(5)).toBe('5,000');
    expect(formatScore(13.9999)).toBe('14,000');
  });
});

describe('formatRatingSummary', () => {
  it('gives the average with one decimal and the count, or says there is none yet', () => {
    expect(formatRatingSummary(4.25, 6)).toBe('4,3 (6)');
    expect(formatRatingSummary(3, 3)).toBe('3,0 (3)');
    expect(formatRatingSummary(0, 0)).toBe('Sin valoraciones');
  });
});

describe('formNumber and optionalFormNumber', () => {
  it('read a Spanish decimal comma instead of dropping it, and leave the verdict to the schema', () => {
    expect(formNumber('475')).toBe(475);
    expect(formNumber(' 475,5 ')).toBe(475.5);
    expect(formNumber('475.5')).toBe(475.5);
    expect(formNumber('')).toBeNaN();
    expect(formNumber('abc')).toBeNaN();
    expect(formNumber(12)).toBe(12);
    expect(optionalFormNumber('')).toBeNull();
    expect(optionalFormNumber(null)).toBeNull();
    expect(optionalFormNumber('39,47')).toBe(39.47);
    expect(optionalFormNumber('x')).toBeNaN();
  });
});

describe('formatRating', () => {
  it('shows at most one decimal', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(3.66)).toBe('3,7');
  });
});

describe('parseDecimal', () => {
  it('accepts a decimal comma or point', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 7 ')).toBe(7);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-1,25')).toBe(-1.25);
  });

  it('returns null for empty or non-numeric input', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('12abc')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
  });
});
