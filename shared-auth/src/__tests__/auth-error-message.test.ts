import { describe, expect, it } from 'vitest';
import {
  authErrorField,
  authErrorMessage,
  newPasswordProblem,
  phoneProblem,
} from '../actions/auth-error-message';

describe('authErrorMessage', () => {
  it('words weak passwords by their reasons', () => {
    expect(authErrorMessage({ code: 'weak_password', message: 'x', reasons: ['pwned'] })).toBe(
      'Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
    );
    expect(
      authErrorMessage({ code: 'weak_password', message: 'x', reasons: ['length', 'pwned'] }),
    ).toBe(
      'La contraseña debe tener al menos 8 caracteres. Esa contraseña es de las más usadas y fáciles de adivinar: elige otra.',
    );
  });

  it('tells the validation_failed checks apart by the server message', () => {
    const tooLong = authErrorMessage({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    expect(tooLong).toMatch(/^La contraseña es demasiado larga/);
    expect(
      authErrorMessage({
        code: 'validation_failed',
        message: 'Metadata cannot be larger than 8192 bytes',
      }),
    ).toBe('Algún dato es demasiado largo: acórtalo y vuelve a intentarlo.');
  });

  it('words known codes and keeps the server message, or the fallback, for the rest', () => {
    expect(
      authErrorMessage({ code: 'user_already_exists', message: 'User already registered' }),
    ).toBe('Este email ya está registrado: inicia sesión con él o usa otro.');
    expect(
      authErrorMessage({
        code: 'signup_disabled',
        message: 'Signups not allowed for this instance',
      }),
    ).toBe('El registro de cuentas nuevas está cerrado.');
    expect(
      authErrorMessage({
        code: 'reauthentication_not_valid',
        message: 'Nonce has expired or is invalid',
      }),
    ).toBe('El código no es válido o ha caducado. Pide uno nuevo.');
    expect(authErrorMessage({ code: 'something_new', message: 'Something new' })).toBe(
      'Something new',
    );
    expect(authErrorMessage({ message: '' }, 'Algo salió mal')).toBe('Algo salió mal');
  });

  // supabase-js' AuthRetryableFetchError: no code, status 0 offline or a gateway's 5xx.
  it('words a request that never reached the Auth server in Spanish, not fetch’s English', () => {
    expect(authErrorMessage({ message: 'Failed to fetch', status: 0 })).toBe(
      'No hay conexión con el servidor. Comprueba tu conexión a internet y vuelve a intentarlo.',
    );
    expect(authErrorMessage({ message: 'Bad Gateway', status: 502 })).toBe(
      'El servidor ha tenido un problema. Inténtalo de nuevo en unos minutos.',
    );
  });
});

describe('newPasswordProblem', () => {
  it('counts bytes as the server does: 72 fit, 73 or 37 ñ do not', () => {
    expect(newPasswordProblem('a'.repeat(72))).toBeUndefined();
    expect(newPasswordProblem('ñ'.repeat(36))).toBeUndefined();
    expect(newPasswordProblem('a'.repeat(73))).toMatch(/^La contraseña es demasiado larga/);
    expect(newPasswordProblem('ñ'.repeat(37))).toBe(
      authErrorMessage({
        code: 'validation_failed',
        message: 'Password cannot be longer than 72 characters',
      }),
    );
  });

  it('refuses fewer than 8 characters with the words of the server refusing them', () => {
    expect(newPasswordProblem('Corta-1')).toBe(
      authErrorMessage({ code: 'weak_password', message: 'x', reasons: ['length'] }),
    );
    expect(newPasswordProblem('Corta-1')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(newPasswordProblem('Segura-2')).toBeUndefined();
  });
});

describe('phoneProblem', () => {
  it('takes Spanish and international numbers as people write them', () => {
    for (const phone of [
      '600000000',
      '600 12 34 56',
      '+34 600-123-456',
      '(+34) 961.234.567',
      '0034 600 123 456',
      '+44 20 7946 0958',
    ]) {
      expect(phoneProblem(phone), phone).toBeUndefined();
    }
  });

  it('refuses letters, too few or too many digits', () => {
    for (const phone of [
      '60000000',
      'seis',
      '600 12 34 5x',
      '+34 600 123 456 789 012',
      '++34600000000',
      // The prefix is not part of the 9 digits, and a Spanish number without it has exactly 9.
      '+34 612 34 56 7',
      '0034 612 34 56 7',
      '6001234567',
    ]) {
      expect(phoneProblem(phone), phone).toMatch(/^Introduce un teléfono válido/);
    }
  });
});

describe('authErrorField', () => {
  it('names the field a refusal is about, so a form can say it there', () => {
    expect(authErrorField({ code: 'user_already_exists' })).toBe('email');
    expect(authErrorField({ code: 'email_exists' })).toBe('email');
    expect(
      authErrorField({ code: 'validation_failed', message: 'Unable to validate email address' }),
    ).toBe('email');
    expect(authErrorField({ code: 'weak_password', reasons: ['pwned'] })).toBe('password');
    expect(
      authErrorField({ code: 'validation_failed', message: 'Password cannot be longer than 72' }),
    ).toBe('password');
    expect(authErrorField({ code: 'over_request_rate_limit' })).toBeNull();
    expect(authErrorField({ code: 'validation_failed', message: 'Metadata too large' })).toBeNull();
    expect(authErrorField({ status: 0 })).toBeNull();
  });
});
