import { CHOOSE_A_CITY, isCoveredCity } from '@univida/shared-ui';
import { z } from 'zod';
import { EVENT_CATEGORIES } from '../../../lib/event-categories';
import { MAX_CAPACITY, MAX_DURATION_HOURS, MIN_CAPACITY } from '../constants';

/** A local date and time from the form's date ('2026-11-25') and time ('20:30') fields. */
export const localDateTime = (date: string, time: string) => new Date(`${date}T${time}`);

const whole = (required: string, integer: string) =>
  z
    .number({ error: required })
    .refine((value) => !Number.isNaN(value), required)
    .pipe(z.int({ error: integer }));

const isFuture = (date: Date) => !Number.isNaN(date.getTime()) && date > new Date();

const hasText = (value: unknown, key: string) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)[key] === 'string' &&
  (value as Record<string, string>)[key] !== '';

/** The creation wizard's fields, each required with its Spanish message (SPEC §5). */
export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Escribe un título.')
      .max(150, 'El título admite 150 caracteres como máximo.'),
    category: z.enum(EVENT_CATEGORIES, { error: 'Elige una categoría.' }),
    description: z
      .string()
      .trim()
      .min(1, 'Describe el evento.')
      .max(5000, 'La descripción admite 5000 caracteres como máximo.'),
    city: z.string().refine(isCoveredCity, CHOOSE_A_CITY),
    locationName: z
      .string()
      .trim()
      .min(1, 'Indica el lugar.')
      .max(200, 'El lugar admite 200 caracteres como máximo.'),
    date: z.string().min(1, 'Elige la fecha.'),
    time: z.string().min(1, 'Elige la hora.'),
    durationHours: whole(
      'Indica la duración en horas.',
      'La duración debe ser un número entero de horas.',
    ).pipe(
      z
        .number()
        .min(1, 'La duración mínima es 1 hora.')
        .max(MAX_DURATION_HOURS, `La duración máxima es ${MAX_DURATION_HOURS} horas.`),
    ),
    capacity: whole('Indica la capacidad.', 'La capacidad debe ser un número entero.').pipe(
      z
        .number()
        .min(MIN_CAPACITY, `La capacidad mínima es ${MIN_CAPACITY} personas.`)
        .max(
          MAX_CAPACITY,
          `La capacidad máxima es ${MAX_CAPACITY.toLocaleString('es-ES')} personas.`,
        ),
    ),
    registrationDeadline: z.string().min(1, 'Indica hasta cuándo se admiten inscripciones.'),
  })
  .refine((form) => isFuture(localDateTime(form.date, form.time)), {
    path: ['date'],
    message: 'El evento debe ser en el futuro.',
    // As soon as the date and time are there (their step's 'Siguiente'), not only once every
    // step's fields are valid, which is when an object's refinements run by default.
    when: ({ value }) => hasText(value, 'date') && hasText(value, 'time'),
  })
  .superRefine((form, context) => {
    const start = localDateTime(form.date, form.time);
    if (!isFuture(start)) return;
    const deadline = new Date(form.registrationDeadline);
    if (Number.isNaN(deadline.getTime()) || deadline <= new Date()) {
      context.addIssue({
        code: 'custom',
        path: ['registrationDeadline'],
        message: 'El plazo de inscripción debe terminar en el futuro.',
      });
    } else if (deadline > start) {
      context.addIssue({
        code: 'custom',
        path: ['registrationDeadline'],
        message: 'La inscripción debe cerrar antes del inicio del evento.',
      });
    }
  });

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;

/** The fields each step validates before 'Siguiente'. */
export const STEP_FIELDS = [
  ['title', 'category', 'description'],
  ['city', 'locationName', 'date', 'time'],
  ['durationHours', 'capacity', 'registrationDeadline'],
] as const satisfies readonly (readonly (keyof EventFormInput)[])[];
