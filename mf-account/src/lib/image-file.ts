import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants';

/** An optional photo: an image file (SPEC §5) no larger than the storage limit. */
export const optionalImageFileSchema = z
  .instanceof(File)
  .refine((file) => file.type.startsWith('image/'), 'La foto debe ser un archivo de imagen.')
  .refine((file) => file.size <= MAX_IMAGE_BYTES, 'La imagen no puede superar los 5 MB.')
  .optional();

/** The first problem with a chosen photo, or null when it can be uploaded. */
export function imageFileError(file: File): string | null {
  const result = optionalImageFileSchema.safeParse(file);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Archivo no válido.');
}
