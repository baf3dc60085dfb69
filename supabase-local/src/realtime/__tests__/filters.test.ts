import { postgresChangesFilter } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  matchesFilter,
  parseFilter,
  patternChecks,
  type Column,
  type PatternCheck,
} from '../filters.js';

const columns: Column[] = [
  { name: 'id', type: 'int8' },
  { name: 'price', type: 'numeric' },
  { name: 'city', type: 'text' },
  { name: 'visible', type: 'bool' },
  { name: 'deleted_at', type: 'timestamptz' },
];
const row = { id: 7, price: 350.5, city: 'Sevilla, centro', visible: true, deleted_at: null };
// Postgres answers pattern conditions (see dispatch.ts); here a stand-in records what was asked.
const asked: PatternCheck[] = [];
const matches = (filter: string, patternsMatch = true) =>
  matchesFilter(parseFilter(filter), row, columns, (check) => {
    asked.push(check);
    return patternsMatch;
  });

describe('postgres_changes filters', () => {
  it('compares numbers as numbers and text as text', () => {
    expect(matches('id=eq.7')).toBe(true);
    expect(matches('price=eq.350.50')).toBe(true);
    expect(matches('id=neq.7')).toBe(false);
    expect(matches('price=lt.1000')).toBe(true);
    expect(matches('price=gte.350.5')).toBe(true);
    expect(matches('price=gt.350.5')).toBe(false);
    expect(matches('city=eq.Sevilla')).toBe(false);
    expect(matches('visible=eq.true')).toBe(true);
  });

  it('reads quoted values, in lists and not. the way realtime-js writes them', () => {
    const built = postgresChangesFilter()
      .eq('city', 'Sevilla, centro')
      .in('id', [1, 7])
      .not('id', 'in', [8, 9])
      .build();
    expect(built).toBe('city=eq."Sevilla, centro",id=in.(1,7),id=not.in.(8,9)');
    expect(matches(built)).toBe(true);
    expect(matches('id=in.(1,2)')).toBe(false);
  });

  it('asks for like, ilike, match and imatch on non-NULL cells and uses the answer', () => {
    asked.length = 0;
    expect(matches('city=like.Sev%')).toBe(true);
    expect(matches('city=imatch.^SEVILLA', false)).toBe(false);
    expect(matches('city=not.ilike.sev%', false)).toBe(true);
    expect(asked).toEqual([
      { operator: 'like', pattern: 'Sev%', text: 'Sevilla, centro' },
      { operator: 'imatch', pattern: '^SEVILLA', text: 'Sevilla, centro' },
      { operator: 'ilike', pattern: 'sev%', text: 'Sevilla, centro' },
    ]);
    expect(patternChecks(parseFilter('deleted_at=like.2026%,id=eq.7'), row)).toEqual([]);
    expect(matches('deleted_at=like.2026%')).toBe(false);
  });

  it('supports is and isdistinct', () => {
    expect(matches('deleted_at=is.null')).toBe(true);
    expect(matches('deleted_at=not.is.null')).toBe(false);
    expect(matches('visible=is.true')).toBe(true);
    expect(matches('deleted_at=isdistinct.null')).toBe(false);
    expect(matches('city=isdistinct.Madrid')).toBe(true);
  });

  it('never matches NULL with a comparison, negated or not', () => {
    expect(matches('deleted_at=eq.2026-01-01')).toBe(false);
    expect(matches('deleted_at=not.eq.2026-01-01')).toBe(false);
  });

  it('ANDs conditions and treats an empty filter as match-all', () => {
    expect(matches('id=eq.7,city=ilike.%centro')).toBe(true);
    expect(matches('id=eq.7,city=eq.Madrid')).toBe(false);
    expect(matches('')).toBe(true);
  });

  it('rejects what realtime would reject', () => {
    expect(() => parseFilter('id=cs.{1}')).toThrow(/operator/);
    expect(() => parseFilter('id')).toThrow(/invalid filter/);
    expect(() => parseFilter('id=in.1,2')).toThrow();
    expect(() => parseFilter(`city=match.${'a'.repeat(257)}`)).toThrow(/longer than 256/);
  });
});
