import { describe, expect, it } from 'vitest';
import { eventFormSchema, type EventFormInput } from '../event-form';

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
};

const valid: EventFormInput = {
  title: 'Cena',
  category: 'Comida',
  description: 'Una cena.',
  city: 'Valencia',
  locationName: 'Benimaclet',
  date: day(3),
  time: '21:00',
  durationHours: 2,
  capacity: 6,
  registrationDeadline: `${day(2)}T20:00`,
};

const messages = (input: Partial<EventFormInput>) => {
  const result = eventFormSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('eventFormSchema', () => {
  it('accepts a complete future event', () => {
    expect(messages({})).toEqual([]);
  });
  it('says a past date is past while the later step is still empty (its step checks it)', () => {
    expect(
      messages({
        date: day(-2),
        durationHours: Number.NaN,
        capacity: Number.NaN,
        registrationDeadline: '',
      }),
    ).toContain('El evento debe ser en el futuro.');
    expect(messages({ date: day(-2) })).toEqual(['El evento debe ser en el futuro.']);
  });
  it('requires every field, in Spanish', () => {
    expect(messages({ title: ' ', description: '', city: '', locationName: '' })).toEqual([
      'Escribe un título.',
      'Describe el evento.',
      'Elige una ciudad.',
      'Indica el lugar.',
    ]);
    // Only a city UniVida covers: a typed address would become an entry of the city filter.
    expect(messages({ city: 'Calle QA 1, Valencia' })).toEqual(['Elige una ciudad.']);
    expect(messages({ category: '' as never })).toEqual(['Elige una categoría.']);
    expect(messages({ durationHours: Number.NaN, capacity: Number.NaN })).toEqual([
      'Indica la duración en horas.',
      'Indica la capacidad.',
    ]);
  });
  it('wants whole hours and at least two places', () => {
    expect(messages({ durationHours: 1.5 })).toEqual([
      'La duración debe ser un número entero de horas.',
    ]);
    expect(messages({ capacity: 1 })).toEqual(['La capacidad mínima es 2 personas.']);
    expect(messages({ capacity: 100000 })).toEqual(['La capacidad máxima es 10.000 personas.']);
    expect(messages({ capacity: 10000 })).toEqual([]);
  });
  it('closes registration before the start, and both lie ahead', () => {
    expect(messages({ registrationDeadline: `${day(4)}T10:00` })).toEqual([
      'La inscripción debe cerrar antes del inicio del evento.',
    ]);
    expect(messages({ date: day(-1) })).toEqual(['El evento debe ser en el futuro.']);
  });
});
