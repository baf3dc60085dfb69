import { formatEuros, LISTING_MAXIMA, maxCharsMessage } from '@univida/shared-ui';
import { z } from 'zod';

/** SPEC §6/§5: name, description, city, address and the price parsed as an integer. */
export const accommodationFormSchema = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio.').max(150, maxCharsMessage(150)),
  description: z.string().trim().max(5000, maxCharsMessage(5000)),
  city: z.string().trim().min(1, 'La ciudad es obligatoria.').max(100, maxCharsMessage(100)),
  address: z.string().trim().max(300, maxCharsMessage(300)),
  price_per_room: z
    .string()
    .trim()
    .transform((text) => Number.parseInt(text, 10))
    .pipe(
      z
        .number({ error: 'Indica un precio en euros.' })
        .int()
        .positive('El precio debe ser mayor que 0.')
        .max(
          LISTING_MAXIMA.pricePerRoom,
          `El precio no puede pasar de ${formatEuros(LISTING_MAXIMA.pricePerRoom)}.`,
        ),
    ),
});
export type AccommodationFormInput = z.input<typeof accommodationFormSchema>;
export type AccommodationFormValues = z.output<typeof accommodationFormSchema>;
