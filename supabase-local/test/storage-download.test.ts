// Downloads of stored objects as a client sees them, on PGlite and PostgreSQL 15: the uploaded
// bytes with Supabase Storage's headers, byte ranges (206/416, If-Range), conditional requests
// (304), HEAD, and who may read: anyone in a public bucket, the owner (RLS), a signed URL.
// The file is larger than one read of the server (READ_CHUNK), so the body spans several.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CHUNK } from '../src/storage/download.js';
import type { BackendKind, TestBackend } from './support/backend.js';
import { signUpUser } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

type User = Awaited<ReturnType<typeof signUpUser>>;

/** Bytes of every value, in no pattern a range could get right by chance. */
function noise(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const md5Tag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;
const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.each<BackendKind>(['pglite', 'postgres'])('Storage downloads on %s', (kind) => {
  let backend: TestBackend;
  let ana: User;
  let ben: User;
  const photo = noise(READ_CHUNK + 654_321, 7);
  const size = photo.length;
  let publicUrl: string;
  let privatePath: string;

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => fetch(url, { method, headers });
  const asAna = (headers: Record<string, string> = {}) => ({ apikey: backend.anonKey, authorization: `Bearer ${ana.session.access_token}`, ...headers });

  beforeAll(async () => {
    backend = await startProjectBackend(kind);
    ana = await signUpUser(backend, {}, 'ana');
    ben = await signUpUser(backend, {}, 'ben');
    const storage = backend.service().storage;
    expect((await storage.createBucket('photos', { public: false })).error).toBeNull();
    expect((await storage.createBucket('gallery', { public: true })).error).toBeNull();
    const blob = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
    expect((await storage.from('gallery').upload('listing/photo.jpg', blob, { cacheControl: '120' })).error).toBeNull();
    publicUrl = storage.from('gallery').getPublicUrl('listing/photo.jpg').data.publicUrl;
    privatePath = `${ana.user.id}/photo.jpg`;
    expect((await ana.client.storage.from('photos').upload(privatePath, blob)).error).toBeNull();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('serves a public object to anyone: the uploaded bytes with type, length, ETag, cache and date headers', async () => {
    const response = await get(publicUrl);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).equals(photo)).toBe(true);
    expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'cache-control', 'accept-ranges', 'x-content-type-options'].map((h) => [h, response.headers.get(h)]))).toEqual({
      'content-type': 'image/jpeg',
      'content-length': String(size),
      etag: md5Tag(photo),
      'cache-control': 'public, max-age=120',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    const lastModified = Date.parse(response.headers.get('last-modified') ?? '');
    expect(Math.abs(Date.now() - lastModified)).toBeLessThan(5 * 60_000);
    expect(response.headers.get('content-encoding')).toBeNull();

    const missing = await get(`${backend.url}/storage/v1/object/public/gallery/listing/none.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    // A private bucket's object is not public, whatever its name.
    const notPublic = await get(`${backend.url}/storage/v1/object/public/photos/${privatePath}`);
    expect(notPublic.status).toBe(404);
    expect(await notPublic.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    const noBucket = await get(`${backend.url}/storage/v1/object/public/nope/listing/photo.jpg`);
    expect([noBucket.status, await noBucket.json()]).toEqual([404, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' }]);
  });

  it('answers one byte range with 206 and Content-Range, past the end with 416, and ignores what it cannot serve', async () => {
    const range = async (header: string, extra: Record<string, string> = {}) => {
      const response = await get(publicUrl, { range: header, ...extra });
      return { status: response.status, contentRange: response.headers.get('content-range'), length: response.headers.get('content-length'), body: await bodyOf(response) };
    };
    expect(await range('bytes=0-99')).toEqual({ status: 206, contentRange: `bytes 0-99/${size}`, length: '100', body: photo.subarray(0, 100) });
    const across = await range(`bytes=${READ_CHUNK - 10}-${READ_CHUNK + 9}`);
    expect(across).toEqual({ status: 206, contentRange: `bytes ${READ_CHUNK - 10}-${READ_CHUNK + 9}/${size}`, length: '20', body: photo.subarray(READ_CHUNK - 10, READ_CHUNK + 10) });
    const tail = await range('bytes=1000-');
    expect([tail.status, tail.contentRange, tail.length, tail.body.equals(photo.subarray(1000))]).toEqual([206, `bytes 1000-${size - 1}/${size}`, String(size - 1000), true]);
    expect(await range('bytes=-500')).toEqual({ status: 206, contentRange: `bytes ${size - 500}-${size - 1}/${size}`, length: '500', body: photo.subarray(size - 500) });
    const clamped = await range(`bytes=${size - 3}-${size + 1000}`);
    expect([clamped.status, clamped.contentRange, clamped.body.equals(photo.subarray(size - 3))]).toEqual([206, `bytes ${size - 3}-${size - 1}/${size}`, true]);

    const past = await get(publicUrl, { range: `bytes=${size}-` });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${size}`]);
    expect(await past.json()).toMatchObject({ statusCode: '416', error: 'InvalidRange' });

    for (const whole of ['bytes=0-1,5-6', 'bytes=9-2', 'items=0-9']) {
      const response = await range(whole);
      expect([whole, response.status, response.contentRange, response.body.equals(photo)]).toEqual([whole, 200, null, true]);
    }
    expect((await range('bytes=0-9', { 'if-range': md5Tag(photo) })).status).toBe(206);
    const changed = await range('bytes=0-9', { 'if-range': '"an-older-version"' });
    expect([changed.status, changed.body.equals(photo)]).toEqual([200, true]);
  });

  it('answers 304 to If-None-Match naming the ETag (or If-Modified-Since when none), and the new bytes once replaced', async () => {
    const etag = md5Tag(photo);
    const first = await get(publicUrl);
    const lastModified = first.headers.get('last-modified')!;
    await first.arrayBuffer();
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const response = await get(publicUrl, { 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, response.status, (await bodyOf(response)).length, response.headers.get('etag')]).toEqual([ifNoneMatch, 304, 0, etag]);
    }
    expect((await get(publicUrl, { 'if-modified-since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const stale = await get(publicUrl, { 'if-modified-since': earlier });
    expect([stale.status, (await bodyOf(stale)).equals(photo)]).toEqual([200, true]);
    // If-None-Match decides when both are sent.
    const other = await get(publicUrl, { 'if-none-match': '"other"', 'if-modified-since': lastModified });
    expect([other.status, (await bodyOf(other)).equals(photo)]).toEqual([200, true]);

    const replacement = noise(4321, 99);
    const gallery = backend.service().storage.from('gallery');
    expect((await gallery.update('listing/photo.jpg', new Blob([new Uint8Array(replacement)], { type: 'image/jpeg' }), { cacheControl: '120' })).error).toBeNull();
    const after = await get(publicUrl, { 'if-none-match': etag });
    expect([after.status, after.headers.get('etag'), after.headers.get('content-length')]).toEqual([200, md5Tag(replacement), String(replacement.length)]);
    expect((await bodyOf(after)).equals(replacement)).toBe(true);
    expect((await gallery.update('listing/photo.jpg', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), { cacheControl: '120' })).error).toBeNull();
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const head = await get(publicUrl, {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag'), head.headers.get('content-type')]).toEqual([200, String(size), md5Tag(photo), 'image/jpeg']);
    expect((await bodyOf(head)).length).toBe(0);
    const part = await get(publicUrl, { range: 'bytes=10-19' }, 'HEAD');
    expect([part.status, part.headers.get('content-length'), part.headers.get('content-range')]).toEqual([206, '10', `bytes 10-19/${size}`]);
  });

  it('serves a private object to its owner (RLS), with ranges, and to a signed URL; to no one else', async () => {
    const download = await ana.client.storage.from('photos').download(privatePath);
    expect(download.error).toBeNull();
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(photo)).toBe(true);

    const url = `${backend.url}/storage/v1/object/authenticated/photos/${privatePath}`;
    const own = await get(url, asAna());
    expect([own.status, own.headers.get('cache-control'), own.headers.get('etag')]).toEqual([200, 'private, max-age=3600', md5Tag(photo)]);
    expect((await bodyOf(own)).equals(photo)).toBe(true);
    const part = await get(url, asAna({ range: 'bytes=5-14' }));
    expect([part.status, (await bodyOf(part)).equals(photo.subarray(5, 15))]).toEqual([206, true]);
    expect((await get(url, asAna({ 'if-none-match': md5Tag(photo) }))).status).toBe(304);

    expect((await ben.client.storage.from('photos').download(privatePath)).error).not.toBeNull();
    const anonymous = await get(url, { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` });
    expect(anonymous.status).toBe(404);
    expect((await bodyOf(anonymous)).includes(photo.subarray(0, 64))).toBe(false);

    const signed = await ana.client.storage.from('photos').createSignedUrl(privatePath, 60);
    const viaToken = await get(signed.data!.signedUrl);
    expect([viaToken.status, viaToken.headers.get('content-length')]).toEqual([200, String(size)]);
    expect((await bodyOf(viaToken)).equals(photo)).toBe(true);
    const tokenRange = await get(signed.data!.signedUrl, { range: 'bytes=-64' });
    expect([tokenRange.status, (await bodyOf(tokenRange)).equals(photo.subarray(size - 64))]).toEqual([206, true]);
  });
});
