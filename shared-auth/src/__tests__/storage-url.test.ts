// The URL a page writes for a Storage object without supabase-js must be the one supabase-js writes.
import { createClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { initSupabase, resetSupabaseForTests } from '../client/supabase';
import { publicStoragePrefix, publicStorageUrl, type ImageTransform } from '../client/storage-url';

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

describe('publicStorageUrl', () => {
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
          expect(publicStorageUrl(bucket, path, transform)).toBe(expected.data.publicUrl);
        }
        const untransformed = storage.from(bucket).getPublicUrl(path).data.publicUrl;
        expect(untransformed.startsWith(publicStoragePrefix())).toBe(true);
        expect(untransformed.slice(publicStoragePrefix().length).split('/')[0]).toBe(bucket);
      }
    }
  });

  it('needs the runtime config', () => {
    expect(() => publicStorageUrl('b', 'o')).toThrow('call initSupabase(config)');
  });
});
