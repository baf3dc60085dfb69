// The URL a page writes for a Storage object without supabase-js must be the one supabase-js writes.
import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { initSupabase, resetSupabaseForTests } from '../client/supabase';
import { originalOfRendition, photoRenditionOf, publicObjectUrl, type ImageTransform } from '../client/storage-paths';
import { photoSources, resizedPhotoUrl, showOriginalPhoto, storageObject } from '../client/storage-url';

const PROJECTS = [
  'http://127.0.0.1:54321',
  'https://abcdefgh.supabase.co/',
  ' http://supabase.test ',
  // Characters encodeURI escapes in the project's own URL, as getPublicUrl does.
  'http://[::1]:54321',
  'https://x.example/sb%20p',
];
const OBJECTS = [
  ['seed-images', 'accommodations/flat-02.png'],
  ['accommodation-photos', '/u1/12-0.jpg'],
  ['avatars', 'carpeta con espacios/foto ñandú #1.webp'],
] as const;
const TRANSFORMS: (ImageTransform | undefined)[] = [
  undefined,
  { width: 400, height: 225, resize: 'cover' },
  { width: 960, height: 540, resize: 'contain' },
];

describe('publicObjectUrl', () => {
  beforeEach(() => resetSupabaseForTests());

  it('writes what supabase-js getPublicUrl writes, with and without a transformation', () => {
    for (const project of PROJECTS) {
      resetSupabaseForTests();
      initSupabase({ supabaseUrl: project, supabaseAnonKey: 'anon-key' });
      const storage = createClient(project, 'anon-key', {
        auth: { persistSession: false },
      }).storage;
      for (const [bucket, path] of OBJECTS) {
        for (const transform of TRANSFORMS) {
          const expected = storage.from(bucket).getPublicUrl(path, transform && { transform });
          expect(publicObjectUrl(project, bucket, path, transform)).toBe(expected.data.publicUrl);
        }
        const untransformed = storage.from(bucket).getPublicUrl(path).data.publicUrl;
        expect(storageObject(untransformed)?.bucket).toBe(bucket);
      }
    }
  });

  it('needs the runtime config', () => {
    expect(() => resizedPhotoUrl('http://x/p.jpg', 1, 1)).toThrow('call initSupabase(config)');
  });
});

describe('photo renditions', () => {
  const SUPABASE = 'http://supabase.test';
  const STORAGE = `${SUPABASE}/storage/v1`;
  beforeEach(() => {
    resetSupabaseForTests();
    initSupabase({ supabaseUrl: SUPABASE, supabaseAnonKey: 'anon-key' });
  });

  it('finds the bucket and path of a public object of the project', () => {
    expect(storageObject(`${STORAGE}/object/public/accommodation-photos/u1/12-0.jpg`)).toEqual({
      bucket: 'accommodation-photos',
      path: 'u1/12-0.jpg',
    });
    expect(storageObject(`${STORAGE}/object/public/avatars/carpeta%20con%20espacios/%C3%B1.webp`)).toEqual({
      bucket: 'avatars',
      path: 'carpeta con espacios/ñ.webp',
    });
    expect(storageObject('https://example.com/storage/v1/object/public/b/p.jpg')).toBeNull();
  });

  it('asks Storage for the photo cut to the size, as hosted Supabase renders images', () => {
    expect(resizedPhotoUrl(`${STORAGE}/object/public/seed-images/accommodations/flat-02.png`, 400, 225)).toBe(
      `${STORAGE}/render/image/public/seed-images/accommodations/flat-02.png?width=400&height=225&resize=cover`,
    );
  });

  it('asks for no rendition from a project without image transformations', () => {
    resetSupabaseForTests();
    initSupabase({ supabaseUrl: SUPABASE, supabaseAnonKey: 'anon-key', imageTransformations: false });
    const original = `${STORAGE}/object/public/seed-images/accommodations/flat-02.png`;
    expect(resizedPhotoUrl(original, 400, 225)).toBe(original);
  });

  it("offers a card's box at 1x and 2x, or the original alone", () => {
    const original = `${STORAGE}/object/public/seed-images/accommodations/flat-02.png`;
    const box = { width: 400, height: 225 };
    expect(photoSources(original, box)).toEqual({
      src: resizedPhotoUrl(original, 400, 225),
      srcSet: `${resizedPhotoUrl(original, 400, 225)} 400w, ${resizedPhotoUrl(original, 800, 450)} 800w`,
    });
    expect(photoSources('https://images.example.com/piso.jpg', box)).toEqual({
      src: 'https://images.example.com/piso.jpg',
      srcSet: undefined,
    });
    resetSupabaseForTests();
    initSupabase({ supabaseUrl: SUPABASE, supabaseAnonKey: 'anon-key', imageTransformations: false });
    expect(photoSources(original, box)).toEqual({ src: original, srcSet: undefined });
  });

  it('leaves a photo hosted anywhere else as it is', () => {
    expect(resizedPhotoUrl('https://images.example.com/piso.jpg', 400, 225)).toBe('https://images.example.com/piso.jpg');
  });

  it("the page's first script writes the same rendition from the project's URL alone", () => {
    for (const project of PROJECTS) {
      resetSupabaseForTests();
      initSupabase({ supabaseUrl: project, supabaseAnonKey: 'anon-key' });
      for (const [bucket, path] of OBJECTS.filter(([, p]) => !p.includes('#'))) {
        const original = publicObjectUrl(project, bucket, path);
        expect(photoRenditionOf(project, original, { width: 800, height: 400 })).toBe(resizedPhotoUrl(original, 800, 400));
        expect(resizedPhotoUrl(original, 800, 400)).not.toBe(original);
      }
    }
  });
});

describe('a rendition Storage did not make', () => {
  const SUPABASE = 'http://supabase.test';
  beforeEach(() => {
    resetSupabaseForTests();
    initSupabase({ supabaseUrl: SUPABASE, supabaseAnonKey: 'anon-key' });
  });

  it('has its original under the same path', () => {
    for (const project of PROJECTS) {
      for (const [bucket, path] of OBJECTS.filter(([, p]) => !p.includes('#'))) {
        const original = publicObjectUrl(project, bucket, path);
        expect(originalOfRendition(project, photoRenditionOf(project, original, { width: 400, height: 225 }))).toBe(original);
        expect(originalOfRendition(project, original)).toBeNull();
      }
    }
    expect(originalOfRendition(SUPABASE, 'https://example.com/storage/v1/render/image/public/b/p.jpg?width=1')).toBeNull();
  });

  it('gives way to the original once, srcset and all', () => {
    const original = `${SUPABASE}/storage/v1/object/public/seed-images/accommodations/flat-02.png`;
    const image = document.createElement('img');
    image.src = resizedPhotoUrl(original, 400, 225);
    image.srcset = `${resizedPhotoUrl(original, 400, 225)} 400w, ${resizedPhotoUrl(original, 800, 450)} 800w`;
    image.sizes = '400px';
    showOriginalPhoto({ currentTarget: image });
    expect(image.getAttribute('src')).toBe(original);
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    // The original failing too is left to the browser's broken picture.
    showOriginalPhoto({ currentTarget: image });
    expect(image.getAttribute('src')).toBe(original);
    const elsewhere = document.createElement('img');
    elsewhere.src = 'https://images.example.com/piso.jpg';
    showOriginalPhoto({ currentTarget: elsewhere });
    expect(elsewhere.getAttribute('src')).toBe('https://images.example.com/piso.jpg');
  });
});
