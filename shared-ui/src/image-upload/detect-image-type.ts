/** The two picture formats the site accepts, with the extension used in storage paths. */
export const ACCEPTED_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;

export type AcceptedImageType = keyof typeof ACCEPTED_IMAGE_TYPES;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The file's real type from its first bytes, not from its name or the browser's guess (a renamed
 * .exe or an SVG called photo.png is refused). Only two fixed signatures are needed, so this reads
 * eight bytes instead of pulling in a general file-type library.
 */
export async function detectImageType(file: Blob): Promise<AcceptedImageType | null> {
  const bytes = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
