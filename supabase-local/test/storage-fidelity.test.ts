// Supabase Storage through storage-js on the chat project (test/project) on PGlite and
// PostgreSQL 15: the buckets API, listing and object operations under RLS, signed download and
// upload URLs with their expiry, and image transformations rendered with sharp, cached on disk.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

type User = Awaited<ReturnType<typeof signUpUser>>;

const photo = (width: number, height: number, color = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe.each<BackendKind>(['pglite', 'postgres'])('Storage fidelity on %s', (kind) => {
  let backend: TestBackend;
  let ana: User;
  let ben: User;
  let big: Buffer;

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
    ana = await signUpUser(backend, {}, 'ana');
    ben = await signUpUser(backend, {}, 'ben');
    big = await photo(400, 300);
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('creates, reads, lists and updates buckets as the service role; others only as RLS allows', async () => {
    const storage = backend.service().storage;
    const created = await storage.createBucket('photos', { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['image/png', 'image/jpeg'] });
    expect(created).toEqual({ data: { name: 'photos' }, error: null });
    expect((await storage.createBucket('gallery', { public: false })).error).toBeNull();
    const again = await storage.createBucket('photos');
    expect(again.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });

    const bucket = await storage.getBucket('photos');
    expect(bucket.data).toMatchObject({ id: 'photos', name: 'photos', public: false, file_size_limit: 1024 * 1024, allowed_mime_types: ['image/png', 'image/jpeg'] });
    const updated = await storage.updateBucket('gallery', { public: true, fileSizeLimit: 2 * 1024 * 1024 });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await storage.getBucket('gallery')).data).toMatchObject({ public: true, file_size_limit: 2 * 1024 * 1024 });

    expect((await ana.client.storage.listBuckets()).data?.map((b) => b.id)).toEqual(['gallery', 'photos']);
    expect((await backend.client().storage.listBuckets()).data).toEqual([]);
    const refused = await ana.client.storage.createBucket('mine');
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect((await storage.getBucket('nope')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('lists one folder level with folders, search, sorting and paging, under RLS', async () => {
    const photos = ana.client.storage.from('photos');
    for (const name of ['a.png', 'b.png', 'sub/c.png']) {
      expect((await photos.upload(`${ana.user.id}/${name}`, blob(big))).error).toBeNull();
    }
    const { data } = await photos.list(ana.user.id);
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([['a.png', false], ['b.png', false], ['sub', true]]);
    expect(data?.[0]?.metadata).toMatchObject({ size: big.length, mimetype: 'image/png' });
    const searched = await photos.list(ana.user.id, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);
    const paged = await photos.list(ana.user.id, { limit: 1, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['b.png']);
    const root = await photos.list();
    expect(root.data?.map((entry) => entry.name)).toEqual([ana.user.id]);
    expect((await ben.client.storage.from('photos').list(ana.user.id)).data).toEqual([]);
  });

  it('answers info and exists, moves and copies within and across buckets, removes many', async () => {
    const photos = ana.client.storage.from('photos');
    const info = await photos.info(`${ana.user.id}/a.png`);
    expect(info.data).toMatchObject({ name: `${ana.user.id}/a.png`, size: big.length, contentType: 'image/png', bucketId: 'photos' });
    expect((await photos.exists(`${ana.user.id}/a.png`)).data).toBe(true);
    expect((await photos.exists(`${ana.user.id}/missing.png`)).data).toBe(false);
    expect((await ben.client.storage.from('photos').exists(`${ana.user.id}/a.png`)).data).toBe(false);

    expect((await photos.move(`${ana.user.id}/a.png`, `${ana.user.id}/moved.png`)).error).toBeNull();
    expect((await photos.exists(`${ana.user.id}/a.png`)).data).toBe(false);
    const moved = await photos.download(`${ana.user.id}/moved.png`);
    expect(Buffer.from(await moved.data!.arrayBuffer()).equals(big)).toBe(true);
    const copied = await photos.copy(`${ana.user.id}/b.png`, `${ana.user.id}/copy.png`);
    expect(copied.data).toEqual({ path: `photos/${ana.user.id}/copy.png` });
    const intoOthers = await ben.client.storage.from('photos').copy(`${ana.user.id}/b.png`, `${ben.user.id}/stolen.png`);
    expect(intoOthers.error).not.toBeNull();

    const service = backend.service().storage.from('photos');
    const across = await service.copy(`${ana.user.id}/b.png`, 'public/b.png', { destinationBucket: 'gallery' });
    expect(across.data).toEqual({ path: 'gallery/public/b.png' });
    const removed = await photos.remove([`${ana.user.id}/moved.png`, `${ana.user.id}/copy.png`]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual([`${ana.user.id}/copy.png`, `${ana.user.id}/moved.png`]);
  });

  it('signs download URLs that work without credentials until they expire, only for the object signed', async () => {
    const photos = ana.client.storage.from('photos');
    const path = `${ana.user.id}/b.png`;
    const signed = await photos.createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const fetched = await fetch(signed.data!.signedUrl);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(big)).toBe(true);

    const many = await photos.createSignedUrls([path, `${ana.user.id}/none.png`], 60);
    expect(many.data?.map((s) => [s.path, s.error])).toEqual([
      [path, null],
      [`${ana.user.id}/none.png`, 'Either the object does not exist or you do not have access to it'],
    ]);
    expect((await ben.client.storage.from('photos').createSignedUrl(path, 60)).error).not.toBeNull();

    const token = new URL(signed.data!.signedUrl).searchParams.get('token');
    const other = await fetch(`${backend.url}/storage/v1/object/sign/photos/${ana.user.id}/sub/c.png?token=${token}`);
    expect(other.status).toBe(400);
    const short = await photos.createSignedUrl(path, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'InvalidJWT', message: 'jwt expired' });
  });

  it('signs upload URLs for what the caller may write; the upload needs no other credential', async () => {
    const photos = ana.client.storage.from('photos');
    const path = `${ana.user.id}/via-token.png`;
    const signed = await photos.createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const uploaded = await backend.client().storage.from('photos').uploadToSignedUrl(path, signed.data!.token, blob(big));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe(`photos/${path}`);
    expect((await photos.exists(path)).data).toBe(true);
    const { rows } = await backend.db.query<{ owner: string }>(`select owner::text from storage.objects where name = $1`, [path]);
    expect(rows[0]?.owner).toBe(ana.user.id);
    expect((await ben.client.storage.from('photos').createSignedUploadUrl(`${ana.user.id}/x.png`)).error).not.toBeNull();
  });

  it('renders thumbnails (width, height, resize, format) from public, authenticated and signed URLs, cached on disk', async () => {
    const gallery = backend.service().storage.from('gallery');
    await gallery.upload('wide.png', blob(big));
    const { publicUrl } = gallery.getPublicUrl('wide.png', { transform: { width: 100, height: 100 } }).data;
    expect(publicUrl).toContain('/render/image/public/gallery/wide.png?width=100&height=100');
    const first = await fetch(publicUrl, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('x-transformations-cache')).toBe('MISS');
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 100, 100]);
    const second = await fetch(publicUrl, { headers: { accept: 'image/webp' } });
    expect(second.headers.get('x-transformations-cache')).toBe('HIT');

    const contain = gallery.getPublicUrl('wide.png', { transform: { width: 200, height: 200, resize: 'contain', format: 'origin' } }).data.publicUrl;
    const origin = await sharp(Buffer.from(await (await fetch(contain)).arrayBuffer())).metadata();
    expect([origin.format, origin.width, origin.height]).toEqual(['png', 200, 200]);

    const own = await ana.client.storage.from('photos').download(`${ana.user.id}/b.png`, { transform: { width: 40 } });
    const ownMeta = await sharp(Buffer.from(await own.data!.arrayBuffer())).metadata();
    expect([ownMeta.width, ownMeta.height]).toEqual([40, 30]);
    const signed = await ana.client.storage.from('photos').createSignedUrl(`${ana.user.id}/b.png`, 60, { transform: { width: 80, height: 60 } });
    expect(signed.data?.signedUrl).toContain('/render/image/sign/photos/');
    const signedMeta = await sharp(Buffer.from(await (await fetch(signed.data!.signedUrl)).arrayBuffer())).metadata();
    expect([signedMeta.width, signedMeta.height]).toEqual([80, 60]);
    const notAllowed = await ben.client.storage.from('photos').download(`${ana.user.id}/b.png`, { transform: { width: 40 } });
    expect(notAllowed.error).not.toBeNull();
  });

  it('refuses to delete a bucket with objects, empties it, then deletes it', async () => {
    const storage = backend.service().storage;
    const refused = await storage.deleteBucket('gallery');
    expect(refused.error).toMatchObject({ statusCode: '409' });
    expect((await storage.emptyBucket('gallery')).data).toEqual({ message: 'Successfully emptied' });
    expect((await storage.deleteBucket('gallery')).data).toEqual({ message: 'Successfully deleted' });
    expect((await storage.getBucket('gallery')).error).toMatchObject({ statusCode: '404' });
  });
});
