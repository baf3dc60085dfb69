import { initSupabase, loadSupabase } from '@univida/shared-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { resizedPhotoUrl, storageObject } from '../photo-url';

const STORAGE = 'http://supabase.test/storage/v1';

beforeAll(async () => {
  initSupabase({ supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon-key' });
  await loadSupabase();
});

describe('photo URLs', () => {
  it('finds the bucket and path of a public object of the project', () => {
    expect(storageObject(`${STORAGE}/object/public/accommodation-photos/u1/12-0.jpg`)).toEqual({
      bucket: 'accommodation-photos',
      path: 'u1/12-0.jpg',
    });
    expect(storageObject('https://example.com/storage/v1/object/public/b/p.jpg')).toBeNull();
  });

  it('asks Storage for the photo cut to the size, as hosted Supabase renders images', () => {
    expect(resizedPhotoUrl(`${STORAGE}/object/public/seed-images/accommodations/flat-02.png`, 400, 225)).toBe(
      `${STORAGE}/render/image/public/seed-images/accommodations/flat-02.png?width=400&height=225&resize=cover`,
    );
  });

  it('leaves a photo hosted anywhere else as it is', () => {
    expect(resizedPhotoUrl('https://images.example.com/piso.jpg', 400, 225)).toBe('https://images.example.com/piso.jpg');
  });
});
