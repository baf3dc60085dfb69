import { describe, expect, it } from 'vitest';
import { accentInsensitivePattern } from '../client/search-pattern';

const matches = (search: string, name: string) => new RegExp(accentInsensitivePattern(search), 'i').test(name);

describe('accentInsensitivePattern', () => {
  it('finds a name typed with or without its accents, in any case', () => {
    expect(matches('tranvia', 'Bar El Tranvía')).toBe(true);
    expect(matches('Tranvía', 'Bar El Tranvia')).toBe(true);
    expect(matches('ibanez', 'Calle Ibáñez 3')).toBe(true);
    expect(matches('cafe', 'Café de las Letras')).toBe(true);
    expect(matches('alvaro', 'Plaza Álvaro')).toBe(true);
    expect(matches('placa', 'Plaça Redona')).toBe(true);
    expect(matches('paral·lel', 'Carrer Paral·lel')).toBe(true);
    expect(matches('cafe', 'Cofi Bar')).toBe(false);
  });

  it('keeps nothing a regex or PostgREST filter reads as an operator, and stays short', () => {
    const pattern = accentInsensitivePattern('a.b*(c),d"e\\f|g$^[h]{2}');
    expect(pattern).not.toMatch(/[.*(),"\\|$^{}]/);
    expect(accentInsensitivePattern(' .*() ')).toBe('');
    expect(accentInsensitivePattern('a'.repeat(500)).length).toBeLessThanOrEqual(256);
  });
});
