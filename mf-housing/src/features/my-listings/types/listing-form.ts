import { z } from 'zod';
import { COVERED_CITIES, formatEuros, formatWhole, LISTING_MAXIMA } from '@univida/shared-ui';
import { TYPE_LABELS } from '../../../constants';
import type { AccommodationType } from '../../../types';

const whole = (required: string) =>
  z.number({ error: required }).int('Escribe un número entero, sin decimales');

/** The publishing form (SPEC §3's accommodation), checked before anything is sent. */
export const listingFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Escribe un nombre').max(150, 'Como mucho 150 caracteres'),
    address: z.string().trim().min(1, 'Escribe la dirección').max(300, 'Como mucho 300 caracteres'),
    city: z.enum(COVERED_CITIES, { error: 'Elige una ciudad' }),
    accommodation_type: z.enum(
      Object.keys(TYPE_LABELS) as [AccommodationType, ...AccommodationType[]],
      {
        error: 'Elige un tipo',
      },
    ),
    description: z.string().trim().max(5000, 'Como mucho 5000 caracteres'),
    price_per_room: whole('Escribe el precio por habitación')
      .positive('El precio debe ser mayor que 0')
      .max(LISTING_MAXIMA.pricePerRoom, `Como mucho ${formatEuros(LISTING_MAXIMA.pricePerRoom)}`),
    total_rooms: whole('Escribe cuántas habitaciones tiene')
      .min(1, 'Al menos 1 habitación')
      .max(LISTING_MAXIMA.rooms, `Como mucho ${formatWhole(LISTING_MAXIMA.rooms)} habitaciones`),
    available_rooms: whole('Escribe cuántas están libres').min(0, 'No puede ser negativo'),
    square_meters: whole('Escribe los metros cuadrados')
      .positive('Debe ser mayor que 0')
      .max(LISTING_MAXIMA.squareMeters, `Como mucho ${formatWhole(LISTING_MAXIMA.squareMeters)} m²`)
      .nullable(),
    closest_university: z.string().nullable(),
    amenities: z.array(z.string().trim().min(1).max(100)).max(50, 'Como mucho 50 servicios'),
    visits_enabled: z.boolean(),
    latitude: z
      .number({ error: 'Escribe la latitud en grados' })
      .min(-90, 'Entre -90 y 90')
      .max(90, 'Entre -90 y 90')
      .nullable(),
    longitude: z
      .number({ error: 'Escribe la longitud en grados' })
      .min(-180, 'Entre -180 y 180')
      .max(180, 'Entre -180 y 180')
      .nullable(),
  })
  .refine((f) => f.available_rooms <= f.total_rooms, {
    path: ['available_rooms'],
    message: 'No puede haber más habitaciones libres que habitaciones',
  })
  .refine((f) => (f.latitude === null) === (f.longitude === null), {
    path: ['longitude'],
    message: 'Indica la latitud y la longitud, o ninguna',
  });

export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormValues = z.output<typeof listingFormSchema>;
