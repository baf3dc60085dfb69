import { vi } from 'vitest';

// Test pictures with real PNG/JPEG headers, and a stand-in for the browser's decoder and canvas,
// which jsdom does not have. The stand-in reads the size from the header, as a decoder would,
// and the "encoded" blob records what the canvas was asked to draw.

export function pngFile(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

export function jpegFile(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(16);
  bytes.set([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08], 0); // SOI + SOF0
  const view = new DataView(bytes.buffer);
  view.setUint16(7, height);
  view.setUint16(9, width);
  return new File([bytes], name, { type: 'image/jpeg' });
}

async function readSize(blob: Blob): Promise<{ width: number; height: number }> {
  const view = new DataView(await blob.arrayBuffer());
  if (view.byteLength >= 24 && view.getUint8(0) === 0x89) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (view.byteLength >= 11 && view.getUint8(3) === 0xc0) {
    return { width: view.getUint16(9), height: view.getUint16(7) };
  }
  throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
}

/** Installs the decoder/canvas stand-in; returns what each encode was asked for. */
export function installImageDecoding() {
  const encoded: { type: string; quality?: number; width: number; height: number }[] = [];
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => ({
    ...(await readSize(blob)),
    close() {},
  }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage() {}, imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    encoded.push({ type: type ?? 'image/png', quality, width: this.width, height: this.height });
    callback(new Blob([`${this.width}x${this.height}`], { type }));
  });
  let nextUrl = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:preview-${++nextUrl}`,
      revokeObjectURL: () => {},
    }),
  );
  return encoded;
}
