import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatTime, toDate } from '../date';

describe('formatDate', () => {
  it('writes a Date as dd/mm/yyyy with leading zeros', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('22/11/2026');
  });

  it('reads a date-only ISO string as that calendar day, in any time zone', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
  });

  it('reads a timestamptz string and epoch milliseconds', () => {
    const local = new Date(2026, 10, 22, 12, 0);
    expect(formatDate(local.toISOString())).toBe('22/11/2026');
    expect(formatDate(local.getTime())).toBe('22/11/2026');
  });

  it('refuses an unreadable date instead of printing "Invalid Date"', () => {
    expect(() => formatDate('mañana')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow('Fecha no válida');
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it('writes the Spanish long date', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(formatLongDate(new Date(2027, 0, 1))).toBe('1 de enero de 2027');
  });
});

describe('formatTime', () => {
  it('writes 24-hour time', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2026, 10, 22, 21, 30))).toBe('21:30');
  });
});
