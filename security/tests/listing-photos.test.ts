// Listing photos (bucket accommodation-images, /mis-alojamientos) and listing coordinates as an
// attacker: students, visitors and other owners cannot write, overwrite or delete an owner's photos;
// only PNG/JPG bytes up to 5 MB are stored; coordinates must be a real point. Every refused write
// is followed by a check that nothing changed.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectPostgrestError, signUp, signUpOwner, type SignedUser } from '../support/attack.js';
import { PNG_1X1 } from '../support/images.js';

const BUCKET = 'accommodation-images';
const OTHER_PNG = Buffer.concat([PNG_1X1, Buffer.from('overwritten')]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let olga: SignedUser; // the owner
let rival: SignedUser; // another owner
let eve: SignedUser; // a student
let olgaPhoto: string;

const upload = (user: SignedUser | null, name: string, body: Uint8Array<ArrayBuffer> | string, init: { type?: string; upsert?: boolean } = {}) =>
  api(`/storage/v1/object/${BUCKET}/${name}`, {
    method: 'POST',
    token: user?.token,
    headers: { 'content-type': init.type ?? 'image/png', ...(init.upsert && { 'x-upsert': 'true' }) },
    body,
  });

async function served(name: string): Promise<string | number> {
  const res = await api(`/storage/v1/object/public/${BUCKET}/${name}`);
  if (res.status !== 200) return res.status;
  return sha(Buffer.from(await res.arrayBuffer()));
}

beforeAll(async () => {
  [olga, rival, eve] = await Promise.all([signUpOwner('photos-olga'), signUpOwner('photos-rival'), signUp('photos-eve')]);
  olgaPhoto = `${olga.id}/${Date.now()}-0.png`;
  const res = await upload(olga, olgaPhoto, PNG_1X1);
  if (res.status !== 200) throw new Error(`fixture upload: ${res.status} ${await res.text()}`);
});

describe('listing photos', () => {
  it("an owner's photo under their own id is stored and public", async () => {
    expect(await served(olgaPhoto)).toBe(sha(PNG_1X1));
  });

  it.each([
    ['a student under their own id (students publish no listings)', () => eve, () => `${eve.id}/${Date.now()}.png`],
    ["another owner under the owner's id", () => rival, () => `${olga.id}/planted-${Date.now()}.png`],
    ['an owner outside any id folder', () => rival, () => `planted-${Date.now()}.png`],
    ['a visitor with the anon key', () => null, () => `${olga.id}/anon-${Date.now()}.png`],
  ])('%s → 403, nothing stored', async (_what, who, name) => {
    const path = name();
    const res = await upload(who(), path, PNG_1X1);
    expect(res.status).toBe(403);
    expect(await served(path)).toBe(404);
  });

  it("another owner overwrites the owner's photo (upsert) → 403, the bytes are unchanged", async () => {
    expect((await upload(rival, olgaPhoto, OTHER_PNG, { upsert: true })).status).toBe(403);
    expect(await served(olgaPhoto)).toBe(sha(PNG_1X1));
  });

  it("another owner deletes the owner's photo → not deleted, still served", async () => {
    const res = await api(`/storage/v1/object/${BUCKET}/${olgaPhoto}`, { method: 'DELETE', token: rival.token });
    expect(res.status).toBe(404);
    expect(await served(olgaPhoto)).toBe(sha(PNG_1X1));
  });

  it.each([
    ['HTML declared as a PNG', 'image/png', '<html><script>alert(1)</script></html>'],
    ['a GIF (only PNG and JPG)', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
  ])('an owner uploads %s → 415, nothing stored', async (_what, type, body) => {
    const path = `${olga.id}/spoof-${Date.now()}.png`;
    expect((await upload(olga, path, body as string, { type })).status).toBe(415);
    expect(await served(path)).toBe(404);
  });

  it('an owner uploads a 6 MB picture (limit 5 MB) → 413, nothing stored', async () => {
    const path = `${olga.id}/big-${Date.now()}.png`;
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(olga, path, big)).status).toBe(413);
    expect(await served(path)).toBe(404);
  });
});

describe('listing coordinates', () => {
  const listing = (extra: Record<string, unknown>) => ({
    name: `Coordenadas ${Date.now()}`,
    city: 'Valencia',
    price_per_room: 400,
    total_rooms: 2,
    available_rooms: 1,
    owner_id: olga.id,
    ...extra,
  });
  const insert = (row: Record<string, unknown>) =>
    api('/rest/v1/accommodations', {
      method: 'POST',
      token: olga.token,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify(row),
    });

  it.each([
    ['a latitude without a longitude', { latitude: 39.47 }],
    ['a latitude beyond the pole', { latitude: 91, longitude: 0 }],
    ['a longitude beyond 180°', { latitude: 39.47, longitude: -181 }],
  ])('%s → 400 (check violation), nothing stored', async (_what, coordinates) => {
    const row = listing(coordinates);
    const body = await expectPostgrestError(await insert(row), 400);
    expect(body.code).toBe('23514');
    const found = await api(`/rest/v1/accommodations?name=eq.${encodeURIComponent(row.name)}&select=id`);
    expect(await found.json()).toEqual([]);
  });

  it('a real point is stored', async () => {
    const res = await insert(listing({ latitude: 39.4786, longitude: -0.364 }));
    expect(res.status).toBe(201);
  });
});
