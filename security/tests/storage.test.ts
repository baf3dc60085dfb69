// Storage as an attacker: writing, overwriting and deleting other people's files, the admins'
// news/ folder and the seed images, traversal in object and bucket names, type spoofing,
// oversize uploads, listing and unknown buckets. Every refused write is followed by a check that
// the file (or its absence) is exactly as before.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, type SignedUser } from '../support/attack.js';
import { PNG_1X1 } from '../support/images.js';
import { stack } from '../support/stack-info.js';

const PROFILE = 'profile-pictures';
const SUGGESTIONS = 'leisure_suggestions_images';
const SEED_IMAGE = 'accommodations/flat-03.png';

let ana: SignedUser;
let eve: SignedUser;
let anaPicture: string;
let anaSuggestionImage: string;

const upload = (user: SignedUser | null, bucket: string, name: string, body: Uint8Array<ArrayBuffer> | string, init: { method?: string; type?: string; upsert?: boolean } = {}) =>
  api(`/storage/v1/object/${bucket}/${name}`, {
    method: init.method ?? 'POST',
    token: user?.token,
    headers: { 'content-type': init.type ?? 'image/png', ...(init.upsert && { 'x-upsert': 'true' }) },
    body,
  });

const publicGet = (bucket: string, name: string) => api(`/storage/v1/object/public/${bucket}/${name}`);

/** The served bytes' hash, or the status when nothing is served. */
async function served(bucket: string, name: string): Promise<string | number> {
  const res = await publicGet(bucket, name);
  if (res.status !== 200) return res.status;
  return createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex');
}

/** A POST whose path is sent byte for byte: fetch would resolve the dot segments first. */
function rawPost(path: string, token: string): Promise<{ status: number; body: string }> {
  const { backendUrl, anonKey } = stack();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${backendUrl}/`,
      { method: 'POST', path, headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'image/png' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(PNG_1X1);
  });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
// Another valid PNG (the same pixel with trailing bytes), so an overwrite would be visible.
const OTHER_PNG = Buffer.concat([PNG_1X1, Buffer.from('overwritten')]);

async function expectStorageError(res: Response, status: number, error?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode: String(status), ...(error && { error }) });
}

beforeAll(async () => {
  [ana, eve] = await Promise.all([signUp('storage-ana'), signUp('storage-eve')]);
  anaPicture = `${PROFILE}/${ana.id}-${Date.now()}.png`;
  anaSuggestionImage = `${ana.id}-${Date.now()}.png`;
  for (const [bucket, name] of [[PROFILE, anaPicture], [SUGGESTIONS, anaSuggestionImage]] as const) {
    const res = await upload(ana, bucket, name, PNG_1X1);
    if (res.status !== 200) throw new Error(`fixture upload ${bucket}/${name}: ${res.status}`);
  }
});

describe('cross-user writes', () => {
  it.each([
    ['a profile picture under another student’s prefix', PROFILE, () => `${PROFILE}/${ana.id}-planted.png`],
    ['a suggestion image under another student’s prefix', SUGGESTIONS, () => `${ana.id}-planted.png`],
    ['a news image (admins only)', SUGGESTIONS, () => `news/${Date.now()}.png`],
    ['a file outside every allowed prefix', PROFILE, () => `${eve.id}-no-folder.png`],
    ['a seed image next to the demo ones', 'seed-images', () => `accommodations/planted-${Date.now()}.png`],
  ])('a student uploads %s → 403 Unauthorized, nothing is stored', async (_what, bucket, name) => {
    await expectStorageError(await upload(eve, bucket, name(), PNG_1X1), 403, 'Unauthorized');
    expect(await served(bucket, name())).toBe(404);
  });

  it('a visitor uploads with the anon key only → 403 Unauthorized, nothing is stored', async () => {
    const name = `${ana.id}-anon.png`;
    await expectStorageError(await upload(null, SUGGESTIONS, name, PNG_1X1), 403, 'Unauthorized');
    expect(await served(SUGGESTIONS, name)).toBe(404);
  });

  it.each([
    ['PUT', false],
    ['POST', true],
  ] as const)("a student overwrites another student's picture (%s, upsert %s) → 403, the bytes are unchanged", async (method, upsert) => {
    await expectStorageError(await upload(eve, PROFILE, anaPicture, OTHER_PNG, { method, upsert }), 403, 'Unauthorized');
    expect(await served(PROFILE, anaPicture)).toBe(sha(PNG_1X1));
  });

  it("a student overwrites a seed image (PUT) → 403, the demo image is unchanged", async () => {
    const before = await served('seed-images', SEED_IMAGE);
    expect(typeof before).toBe('string');
    await expectStorageError(await upload(eve, 'seed-images', SEED_IMAGE, OTHER_PNG, { method: 'PUT' }), 403, 'Unauthorized');
    expect(await served('seed-images', SEED_IMAGE)).toBe(before);
  });

  it("a student deletes another student's picture → 404 not_found, still served", async () => {
    const res = await api(`/storage/v1/object/${PROFILE}/${anaPicture}`, { method: 'DELETE', token: eve.token });
    await expectStorageError(res, 404, 'not_found');
    expect(await served(PROFILE, anaPicture)).toBe(sha(PNG_1X1));
  });

  it("a student bulk-deletes another student's image and a seed image by prefix list → [] deleted, both still served", async () => {
    for (const [bucket, name] of [[SUGGESTIONS, anaSuggestionImage], ['seed-images', SEED_IMAGE]] as const) {
      const before = await served(bucket, name);
      const res = await api(`/storage/v1/object/${bucket}`, {
        method: 'DELETE',
        token: eve.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [name] }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
      expect(await served(bucket, name)).toBe(before);
    }
  });

  it.each([
    ['glob patterns', () => ['*', `${ana.id}-*`, `${ana.id}*`], 200],
    ['SQL LIKE patterns', () => ['%', `${ana.id}%`], 400],
  ] as const)("a student bulk-deletes with %s as prefixes → nothing deleted (%i), another's image still served", async (_what, prefixes, status) => {
    const res = await api(`/storage/v1/object/${SUGGESTIONS}`, {
      method: 'DELETE',
      token: eve.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: prefixes() }),
    });
    expect(res.status).toBe(status);
    if (status === 200) expect(await res.json()).toEqual([]);
    expect(await served(SUGGESTIONS, anaSuggestionImage)).toBe(sha(PNG_1X1));
  });

  it('a visitor deletes a seed image → 404 not_found, still served', async () => {
    const before = await served('seed-images', SEED_IMAGE);
    await expectStorageError(await api(`/storage/v1/object/seed-images/${SEED_IMAGE}`, { method: 'DELETE' }), 404, 'not_found');
    expect(await served('seed-images', SEED_IMAGE)).toBe(before);
  });
});

describe('names: traversal and odd keys', () => {
  // Encoded so fetch sends them as written instead of normalising the dots away.
  it.each([
    ['../ encoded as %2F', (id: string) => `${id}-x/..%2F..%2F..%2Fescape.png`],
    ['backslashes', (id: string) => `${id}-x%5C..%5C..%5Cescape.png`],
    ['a NUL byte', (id: string) => `${id}-x.png%00.html`],
    ['an empty segment (absolute path)', (id: string) => `${id}-x//etc/passwd`],
    ['a 1,100-character name', (id: string) => `${id}-${'a'.repeat(1100)}.png`],
  ])('a student uploads with %s in the name → 400 InvalidKey, nothing written', async (_what, name) => {
    const res = await upload(eve, SUGGESTIONS, name(eve.id), PNG_1X1);
    await expectStorageError(res, 400, 'InvalidKey');
  });

  it('a student uploads with raw ../ segments (sent as written, like curl --path-as-is) → 400 InvalidKey', async () => {
    const { status, body } = await rawPost(`/storage/v1/object/${SUGGESTIONS}/${eve.id}-x/../../../escape.png`, eve.token);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });

  it.each([
    ['an object name', `/storage/v1/object/public/${SUGGESTIONS}/..%2F..%2F..%2F..%2Fpackage.json`],
    ['a bucket id', '/storage/v1/object/public/..%2F..%2F..%2Fsupabase-local/package.json'],
    ['an authenticated read', `/storage/v1/object/authenticated/${SUGGESTIONS}/..%2F..%2F.data%2Fdb`],
  ])('a visitor reads a file outside storage through %s with ../ → 400 InvalidKey, no file content', async (_what, path) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain('"name"');
    expect(JSON.parse(text)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });
});

describe('content: type spoofing and size', () => {
  it.each([
    ['text', 'image/png', '.png', 'just text, not an image'],
    ['an HTML page', 'image/png', '.png', '<html><script>alert(document.cookie)</script></html>'],
    ['an SVG with a script', 'image/svg+xml', '.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a PDF', 'image/jpeg', '.jpg', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'],
  ])('a student uploads %s declared as %s → 415 invalid_mime_type, nothing stored', async (_what, type, ext, content) => {
    const name = `${eve.id}-spoof-${Date.now()}${ext}`;
    await expectStorageError(await upload(eve, SUGGESTIONS, name, content, { type }), 415, 'invalid_mime_type');
    expect(await served(SUGGESTIONS, name)).toBe(404);
  });

  it('a student uploads a real PNG declared as text/html → stored and served as image/png with nosniff', async () => {
    const name = `${eve.id}-declared-html-${Date.now()}.png`;
    expect((await upload(eve, SUGGESTIONS, name, PNG_1X1, { type: 'text/html' })).status).toBe(200);
    const res = await publicGet(SUGGESTIONS, name);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a student uploads a 6 MB image (bucket limit 5 MB) → 413, nothing stored', async () => {
    const name = `${eve.id}-big-${Date.now()}.png`;
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
    await expectStorageError(await upload(eve, SUGGESTIONS, name, big), 413);
    expect(await served(SUGGESTIONS, name)).toBe(404);
  });
});

describe('buckets and listing', () => {
  it('a student uploads to a bucket that does not exist → 404 Bucket not found', async () => {
    await expectStorageError(await upload(eve, 'private-documents', `${eve.id}-x.png`, PNG_1X1), 404, 'Bucket not found');
  });

  it('a visitor reads from a bucket that does not exist → 404 Bucket not found', async () => {
    await expectStorageError(await publicGet('private-documents', 'x.png'), 404, 'Bucket not found');
  });

  it('a student creates a bucket of their own → 403 (RLS on storage.buckets), and it cannot be uploaded to', async () => {
    const res = await api('/storage/v1/bucket', {
      method: 'POST',
      token: eve.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'eve-bucket', name: 'eve-bucket', public: true, allowed_mime_types: ['text/html'] }),
    });
    expect(res.status).toBe(403);
    await expectStorageError(await upload(eve, 'eve-bucket', 'x.html', '<html>', { type: 'text/html' }), 404, 'Bucket not found');
  });

  it.each([
    ['a visitor', () => undefined],
    ['another student', () => eve.token],
  ])('%s lists the profile pictures with the list API → no names (each user lists only their own)', async (_who, token) => {
    for (const prefix of ['', PROFILE]) {
      const res = await api(`/storage/v1/object/list/${PROFILE}`, {
        method: 'POST',
        token: token(),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefix, limit: 1000 }),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain(ana.id);
    }
    const own = await api(`/storage/v1/object/list/${PROFILE}`, {
      method: 'POST',
      token: ana.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: PROFILE, limit: 1000 }),
    });
    expect(await own.text()).toContain(ana.id);
  });

  it.each([
    ['storage.objects through REST', '/rest/v1/objects?select=name', {}, 404, 'PGRST205'],
    ['storage.objects with Accept-Profile: storage', '/rest/v1/objects?select=name', { 'accept-profile': 'storage' }, 406, 'PGRST106'],
    ['storage.buckets with Accept-Profile: storage', '/rest/v1/buckets?select=*', { 'accept-profile': 'storage' }, 406, 'PGRST106'],
  ])('a student lists %s → %i %s, no object names', async (_what, path, headers, status, code) => {
    const res = await api(path, { token: eve.token, headers });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: string };
    expect(body.code).toBe(code);
    expect(JSON.stringify(body)).not.toContain(ana.id);
  });

  it('a student widens a bucket to text/html with Content-Profile: storage → 406 PGRST106, the bucket keeps its types', async () => {
    const res = await api(`/rest/v1/buckets?id=eq.${SUGGESTIONS}`, {
      method: 'PATCH',
      token: eve.token,
      headers: { 'content-type': 'application/json', 'content-profile': 'storage' },
      body: JSON.stringify({ allowed_mime_types: ['text/html'], public: true }),
    });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({ code: 'PGRST106' });
    const name = `${eve.id}-after-widen-${Date.now()}.html`;
    await expectStorageError(await upload(eve, SUGGESTIONS, name, '<html></html>', { type: 'text/html' }), 415, 'invalid_mime_type');
  });
});
