/** A valid 1×1 PNG: file-type recognises it by its signature. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const pngBlob = () => new Blob([PNG_1X1], { type: 'image/png' });
