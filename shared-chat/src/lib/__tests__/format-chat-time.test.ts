import { describe, expect, it } from 'vitest';
import { formatChatDay, formatChatListTime, formatChatTime } from '../format-chat-time';

// Europe/Madrid (vitest.config.ts). Thursday 26 November 2026, 10:00 local time.
const now = new Date(2026, 10, 26, 10, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe('formatChatTime', () => {
  it("says 'Hoy' and the 24-hour time for today, even just after midnight", () => {
    expect(formatChatTime(at(26, 14, 5), now)).toBe('Hoy 14:05');
    expect(formatChatTime(at(26, 0, 1), now)).toBe('Hoy 00:01');
  });

  it("says 'Ayer' for the day before, up to its last minute", () => {
    expect(formatChatTime(at(25, 23, 59), now)).toBe('Ayer 23:59');
    expect(formatChatDay(at(25, 0, 0), now)).toBe('Ayer');
  });

  it('names the weekday back to Monday of this week (weeks start on Monday)', () => {
    expect(formatChatTime(at(24, 9, 30), now)).toBe('Martes 09:30');
    expect(formatChatDay(at(23, 8), now)).toBe('Lunes');
  });

  it('gives dd/mm/yyyy before this week, so last Sunday is a date, not a weekday', () => {
    expect(formatChatTime(at(22, 18), now)).toBe('22/11/2026 18:00');
    expect(formatChatDay(new Date(2025, 0, 3, 12), now)).toBe('03/01/2025');
  });

  it('on a Monday, yesterday is Ayer and the day before is already a date', () => {
    const monday = new Date(2026, 10, 30, 9);
    expect(formatChatDay(at(29, 20), monday)).toBe('Ayer');
    expect(formatChatDay(at(28, 20), monday)).toBe('28/11/2026');
  });

  it('on a Sunday, the whole week back to Monday is named', () => {
    const sunday = new Date(2026, 10, 29, 9);
    expect(formatChatDay(at(23, 9), sunday)).toBe('Lunes');
    expect(formatChatDay(at(22, 9), sunday)).toBe('22/11/2026');
  });

  it('counts calendar days across the change to winter time (a 25-hour day)', () => {
    const afterChange = new Date(2026, 9, 26, 0, 30); // Monday; clocks went back on Sunday 25 Oct
    expect(formatChatDay(new Date(2026, 9, 25, 0, 30), afterChange)).toBe('Ayer');
  });

  it('reads ISO timestamps from the database', () => {
    expect(formatChatTime('2026-11-26T13:05:00Z', now)).toBe('Hoy 14:05');
  });
});

describe('formatChatListTime', () => {
  it("gives today's time alone, and only the day before that", () => {
    expect(formatChatListTime(at(26, 14, 5), now)).toBe('14:05');
    expect(formatChatListTime(at(25, 23, 59), now)).toBe('Ayer');
    expect(formatChatListTime(at(24, 9, 30), now)).toBe('Martes');
    expect(formatChatListTime(at(22, 18), now)).toBe('22/11/2026');
  });
});
