// What an uploaded picture may be (SPEC §5/§9: PNG or JPG, at most 5 MB — enforced here) and how
// large it leaves the browser.

/** Largest file a user may pick: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest side of the picture that is uploaded; larger ones are scaled down in the browser. */
export const MAX_IMAGE_DIMENSION_PX = 1600;
/** JPEG quality used when a photo has to be re-encoded after scaling. */
export const JPEG_QUALITY = 0.85;

export const IMAGE_TYPE_ERROR = 'La imagen debe ser PNG o JPG.';
export const IMAGE_SIZE_ERROR = 'La imagen no puede superar los 5 MB.';
export const IMAGE_DECODE_ERROR = 'No se pudo leer la imagen.';
