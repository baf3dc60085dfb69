import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectImageType } from '../detect-image-type';
import { fitWithin } from '../fit-within';
import { MAX_IMAGE_BYTES } from '../image-constraints';
import { ImageValidationError, prepareImage } from '../prepare-image';
import { installImageDecoding, jpegFile, pngFile } from './image-bytes';

describe('fitWithin', () => {
  it('keeps pictures already within the limit', () => {
    expect(fitWithin({ width: 1600, height: 900 }, 1600)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin({ width: 20, height: 10 }, 1600)).toEqual({ width: 20, height: 10 });
  });

  it('scales the longest side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 1000, height: 5000 }, 1600)).toEqual({ width: 320, height: 1600 });
    expect(fitWithin({ width: 10000, height: 1 }, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('detectImageType', () => {
  it('tells PNG and JPEG by their bytes, whatever the name or declared type', async () => {
    expect(await detectImageType(pngFile('foto.jpg', 1, 1))).toBe('image/png');
    expect(await detectImageType(jpegFile('foto.png', 1, 1))).toBe('image/jpeg');
    const gif = new File(['GIF89a......'], 'foto.png', { type: 'image/png' });
    expect(await detectImageType(gif)).toBeNull();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.png', {
      type: 'image/png',
    });
    expect(await detectImageType(svg)).toBeNull();
    expect(await detectImageType(new File([], 'vacia.png'))).toBeNull();
  });
});

describe('prepareImage', () => {
  let encoded: ReturnType<typeof installImageDecoding>;
  beforeEach(() => {
    encoded = installImageDecoding();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scales a large photo to 1600 px on its longest side, keeping its format', async () => {
    const image = await prepareImage(pngFile('piso.png', 4000, 3000));
    expect(image).toMatchObject({ type: 'image/png', extension: 'png', width: 1600, height: 1200 });
    expect(image.file.name).toBe('piso.png');
    expect(image.file.type).toBe('image/png');
    expect(await image.file.text()).toBe('1600x1200');
    expect(image.previewUrl).toMatch(/^blob:/);
    expect(encoded).toEqual([{ type: 'image/png', quality: undefined, width: 1600, height: 1200 }]);
  });

  it('re-encodes a JPEG as .jpg at 85 % quality, portrait too', async () => {
    const image = await prepareImage(jpegFile('selfie.jpeg', 1200, 2400));
    expect(image).toMatchObject({ type: 'image/jpeg', extension: 'jpg', width: 800, height: 1600 });
    expect(image.file.name).toBe('selfie.jpg');
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: 0.85, width: 800, height: 1600 }]);
  });

  it('keeps the size of a small picture (still re-encoded, which drops its metadata)', async () => {
    const image = await prepareImage(jpegFile('logo.jpg', 300, 200));
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(encoded).toHaveLength(1);
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'grande.png', {
      type: 'image/png',
    });
    const error = await prepareImage(big).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageValidationError);
    expect(error).toMatchObject({
      problem: 'size',
      message: 'La imagen no puede superar los 5 MB.',
    });
  });

  it('accepts exactly 5 MB', async () => {
    const header = pngFile('justo.png', 10, 10);
    const exact = new File([header, new Uint8Array(MAX_IMAGE_BYTES - header.size)], 'justo.png');
    expect(exact.size).toBe(MAX_IMAGE_BYTES);
    await expect(prepareImage(exact)).resolves.toMatchObject({ width: 10, height: 10 });
  });

  it('refuses a file that only claims to be a picture', async () => {
    const fake = new File(['MZ this is a program'], 'foto.png', { type: 'image/png' });
    await expect(prepareImage(fake)).rejects.toMatchObject({
      problem: 'type',
      message: 'La imagen debe ser PNG o JPG.',
    });
    expect(encoded).toHaveLength(0);
  });

  it('refuses a picture whose header is right but cannot be decoded', async () => {
    const broken = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'rota.png',
    );
    await expect(prepareImage(broken)).rejects.toMatchObject({
      problem: 'decode',
      message: 'No se pudo leer la imagen.',
    });
  });
});
