import { describe, expect, it } from 'vitest';
import { DATA_ERROR_FALLBACK, dataErrorMessage, isUniqueViolation } from '../data-error-message';

describe('dataErrorMessage', () => {
  it.each([
    'TypeError: Failed to fetch',
    'TypeError: NetworkError when attempting to fetch resource.',
    'TypeError: Load failed',
  ])('says a network failure in Spanish: %s', (message) => {
    expect(dataErrorMessage({ message, code: '' })).toMatch(/^No hay conexión con el servidor/);
    expect(dataErrorMessage(new TypeError(message.replace('TypeError: ', '')))).toMatch(
      /^No hay conexión/,
    );
  });

  it('says a server failure (5xx, internal error) in Spanish', () => {
    expect(dataErrorMessage({ message: 'internal error' })).toMatch(/^El servidor ha tenido/);
    expect(dataErrorMessage({ message: 'Internal server error', code: 'PGRST000' })).toMatch(
      /^El servidor/,
    );
    expect(dataErrorMessage({ message: 'Bad Gateway', status: 502 })).toMatch(/^El servidor/);
  });

  it('says rate limits, sizes and expired sessions in Spanish', () => {
    expect(dataErrorMessage({ message: 'Too Many Requests', status: 429 })).toMatch(
      /^Demasiados envíos/,
    );
    expect(
      dataErrorMessage({
        message: 'The object exceeded the maximum allowed size',
        statusCode: '413',
      }),
    ).toBe('Los datos enviados son demasiado grandes.');
    expect(
      dataErrorMessage({ message: 'The request body exceeds the limit', code: 'PGRST191' }),
    ).toBe('Los datos enviados son demasiado grandes.');
    expect(dataErrorMessage({ message: 'JWT expired', code: 'PGRST303' })).toMatch(/sesión/);
  });

  it("words Postgres' own English refusals by their code", () => {
    expect(
      dataErrorMessage({
        code: '23505',
        message: 'duplicate key value violates unique constraint "news_title_key"',
      }),
    ).toBe('Eso ya está guardado: no se puede repetir.');
    expect(
      dataErrorMessage({
        code: '23514',
        message: 'new row for relation "events" violates check constraint "events_capacity_check"',
      }),
    ).toMatch(/^Algún dato no cumple/);
    expect(
      dataErrorMessage({
        code: '42501',
        message: 'new row violates row-level security policy for table "events"',
      }),
    ).toBe('No tienes permiso para hacer esto.');
    expect(
      dataErrorMessage({ code: '42501', message: 'Only an admin can approve suggestions' }),
    ).toBe('No tienes permiso para hacer esto.');
  });

  it("shows the database's own Spanish messages as they are, whatever their code", () => {
    for (const [code, message] of [
      ['23514', 'El evento ya ha empezado'],
      ['PT429', 'Demasiados envíos seguidos: espera un minuto y vuelve a intentarlo'],
      ['42501', 'Debes iniciar sesión'],
      ['P0002', 'Usuario no encontrado'],
      ['P0001', 'Ya tienes 50 búsquedas guardadas: borra alguna antes de guardar otra'],
      ['23503', 'El evento no existe'],
      ['22023', 'Solo puedes hablar de un alojamiento con su propietario'],
    ]) {
      expect(dataErrorMessage({ code, message })).toBe(message);
    }
  });

  it('falls back to a generic Spanish sentence for unknown English text or no error', () => {
    expect(dataErrorMessage({ message: 'Only an admin can change user_type', code: 'P0001' })).toBe(
      DATA_ERROR_FALLBACK,
    );
    expect(dataErrorMessage(new Error('Something odd happened'))).toBe(DATA_ERROR_FALLBACK);
    expect(dataErrorMessage(undefined, 'Otra frase.')).toBe('Otra frase.');
  });
});

describe('isUniqueViolation', () => {
  it("is the database's refusal of a row already stored, and nothing else", () => {
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value' })).toBe(true);
    expect(isUniqueViolation({ code: '23514', message: 'check violation' })).toBe(false);
    expect(isUniqueViolation(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
