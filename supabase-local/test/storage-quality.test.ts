// The `quality` of Storage image transformations through storage-js on the chat project
// (test/project) on PGlite and PostgreSQL 15: for the same image and size a lower quality gives
// a smaller JPEG (format origin) and WebP, and a quality outside Supabase's 20–100 is refused
// with 400 InvalidRequest before anything is rendered.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

/** A JPEG of random pixels: detail that lossy compression cannot keep at every quality. */
function noisyJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 42;
  for (let i = 0; i < pixels.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe.each<BackendKind>(['pglite', 'postgres'])(
  'Storage transformation quality on %s',
  (kind) => {
    let backend: TestBackend;

    beforeAll(async () => {
      backend = await startProjectBackend(kind);
      const storage = backend.service().storage;
      expect((await storage.createBucket('gallery', { public: true })).error).toBeNull();
      const bytes = await noisyJpeg(320, 240);
      const upload = await storage
        .from('gallery')
        .upload('noise.jpg', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
      expect(upload.error).toBeNull();
    });
    afterAll(async () => {
      await backend?.stop();
    });

    const rendered = async (transform: { quality?: number; format?: 'origin' }) => {
      // download() reads through RLS even in a public bucket; the service role needs no policy.
      const { data, error } = await backend
        .service()
        .storage.from('gallery')
        .download('noise.jpg', { transform: { width: 200, height: 150, ...transform } });
      expect(error).toBeNull();
      const bytes = Buffer.from(await data!.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      return { size: bytes.length, format: meta.format, width: meta.width, height: meta.height };
    };

    it('renders a smaller JPEG and WebP at a lower quality, at the same size', async () => {
      const [low, high] = await Promise.all([
        rendered({ quality: 20, format: 'origin' }),
        rendered({ quality: 95, format: 'origin' }),
      ]);
      expect([low.format, low.width, low.height]).toEqual(['jpeg', 200, 150]);
      expect([high.format, high.width, high.height]).toEqual(['jpeg', 200, 150]);
      expect(low.size).toBeLessThan(high.size * 0.7);

      const [lowWebp, defaultWebp, highWebp] = await Promise.all([
        rendered({ quality: 20 }),
        rendered({}),
        rendered({ quality: 100 }),
      ]);
      expect([lowWebp.format, highWebp.format]).toEqual(['webp', 'webp']);
      // Supabase's default quality is 80: between the two.
      expect(lowWebp.size).toBeLessThan(defaultWebp.size);
      expect(defaultWebp.size).toBeLessThan(highWebp.size);
    });

    it('refuses a quality outside 20–100, or not an integer, with 400 InvalidRequest', async () => {
      const gallery = backend.service().storage.from('gallery');
      for (const quality of [19, 101]) {
        const { data, error } = await gallery.download('noise.jpg', {
          transform: { width: 100, quality },
        });
        expect(data).toBeNull();
        expect(error).toMatchObject({
          status: 400,
          statusCode: '400',
          message: 'quality must be an integer between 20 and 100',
        });
      }
      // storage-js leaves a quality of 0 out of the URL; over plain HTTP it is refused like 50.5.
      for (const quality of ['0', '50.5', 'high']) {
        const response = await fetch(
          `${backend.url}/storage/v1/render/image/public/gallery/noise.jpg?width=100&quality=${quality}`,
        );
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          statusCode: '400',
          error: 'InvalidRequest',
          message: 'quality must be an integer between 20 and 100',
        });
      }
    });
  },
);
