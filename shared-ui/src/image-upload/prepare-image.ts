import { ACCEPTED_IMAGE_TYPES, detectImageType, type AcceptedImageType } from './detect-image-type';
import { fitWithin } from './fit-within';
import {
  IMAGE_DECODE_ERROR,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  JPEG_QUALITY,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_DIMENSION_PX,
} from './image-constraints';

/** A picture checked and scaled, ready to upload and to show before it is sent. */
export interface PreparedImage {
  /** What to upload: re-encoded, at most 1600 px on its longest side, without metadata. */
  file: File;
  /** An object URL for an <img> preview; free it with revokePreparedImage when done. */
  previewUrl: string;
  type: AcceptedImageType;
  /** 'png' or 'jpg', for storage paths such as news/{timestamp}.{ext}. */
  extension: (typeof ACCEPTED_IMAGE_TYPES)[AcceptedImageType];
  width: number;
  height: number;
}

export type ImageProblem = 'type' | 'size' | 'decode';

/** A picture that may not be uploaded; `message` is the Spanish text to show. */
export class ImageValidationError extends Error {
  constructor(
    readonly problem: ImageProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ImageValidationError';
  }
}

function encode(canvas: HTMLCanvasElement, type: AcceptedImageType): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new ImageValidationError('decode', IMAGE_DECODE_ERROR)),
      type,
      type === 'image/jpeg' ? JPEG_QUALITY : undefined,
    );
  });
}

/**
 * Checks a picked file (PNG or JPG by its bytes, at most 5 MB) and scales it down so its longest
 * side is at most 1600 px. The browser's own decoder and canvas do the work: they honour EXIF
 * orientation and cost no bytes, where pica or browser-image-compression would add tens of KiB to
 * every app that uploads for a quality gain invisible at this size.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new ImageValidationError('size', IMAGE_SIZE_ERROR);
  const type = await detectImageType(file);
  if (!type) throw new ImageValidationError('type', IMAGE_TYPE_ERROR);

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageValidationError('decode', IMAGE_DECODE_ERROR);
  }

  // Always re-encoded, even when small enough: that drops EXIF metadata such as the GPS position
  // a phone writes into a photo of someone's flat.
  const extension = ACCEPTED_IMAGE_TYPES[type];
  const target = fitWithin(bitmap, MAX_IMAGE_DIMENSION_PX);
  let blob: Blob;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageValidationError('decode', IMAGE_DECODE_ERROR);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    blob = await encode(canvas, type);
  } finally {
    bitmap.close();
  }
  const baseName = file.name.replace(/\.[^.]*$/, '') || 'imagen';
  const output = new File([blob], `${baseName}.${extension}`, { type, lastModified: Date.now() });

  return {
    file: output,
    previewUrl: URL.createObjectURL(output),
    type,
    extension,
    width: target.width,
    height: target.height,
  };
}

/** Frees the preview's object URL once the picture is uploaded, removed or the form closes. */
export function revokePreparedImage(image: Pick<PreparedImage, 'previewUrl'>): void {
  URL.revokeObjectURL(image.previewUrl);
}
