import { describe, expect, it } from 'vitest';
import { SECONDS_PER_MONTH, SECONDS_PER_YEAR } from '../../constants';
import { formatRelativeTime } from '../relative-time';

const NOW = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const relative = (seconds: number) => formatRelativeTime(ago(seconds), NOW);

describe('formatRelativeTime', () => {
  it('counts seconds, singular and plural', () => {
    expect(relative(1)).toBe('hace 1 segundo');
    expect(relative(5)).toBe('hace 5 segundos');
    expect(relative(59)).toBe('hace 59 segundos');
  });

  it('says "ahora mismo" for the same instant and for a future date (clock skew)', () => {
    expect(relative(0)).toBe('ahora mismo');
    expect(relative(-30)).toBe('ahora mismo');
  });

  it('counts whole minutes, rounding down', () => {
    expect(relative(60)).toBe('hace 1 minuto');
    expect(relative(119)).toBe('hace 1 minuto');
    expect(relative(5 * 60)).toBe('hace 5 minutos');
  });

  it('counts hours and days', () => {
    expect(relative(3600)).toBe('hace 1 hora');
    expect(relative(3 * 3600)).toBe('hace 3 horas');
    expect(relative(86400)).toBe('hace 1 día');
    expect(relative(29 * 86400)).toBe('hace 29 días');
  });

  it('uses SPEC §9 month (2592000 s) and year (31536000 s) lengths', () => {
    expect(SECONDS_PER_MONTH).toBe(2592000);
    expect(SECONDS_PER_YEAR).toBe(31536000);
    expect(relative(2592000)).toBe('hace 1 mes');
    expect(relative(2592000 - 1)).toBe('hace 29 días');
    expect(relative(2 * 2592000)).toBe('hace 2 meses');
    expect(relative(31536000 - 1)).toBe('hace 12 meses');
    expect(relative(31536000)).toBe('hace 1 año');
    expect(relative(3 * 31536000)).toBe('hace 3 años');
  });

  it('accepts ISO strings for both dates', () => {
    expect(formatRelativeTime('2026-11-22T11:55:00Z', '2026-11-22T12:00:00Z')).toBe(
      'hace 5 minutos',
    );
  });
});
