// bench:api's measures that are not one HTTP request against one SQL statement: image thumbnails
// (cold, cached, and beside a plain download of the original) and a private channel's join and
// broadcast round trip through supabase-js.
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import type { Db, JwtClaims } from '../src/db/types.js';
import { channelPolicies } from '../src/realtime/authorization.js';

export interface Timings {
  p50: number;
  p95: number;
  n: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export function timings(times: number[]): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** A listing-sized photo (1600×1200 JPEG with detail, ~0.5 MB) in the public listing bucket. */
export async function uploadPhoto(url: string, serviceRoleKey: string, folder: string): Promise<string> {
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  const objectPath = `${folder}/bench-photo.jpg`;
  const response = await fetch(`${url}/storage/v1/object/accommodation-images/${objectPath}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'image/jpeg', 'x-upsert': 'true' },
    body: jpeg,
  });
  if (!response.ok) throw new Error(`photo upload → ${response.status} ${await response.text()}`);
  return objectPath;
}

export const thumbnailPath = (objectPath: string, width: number) =>
  `/storage/v1/render/image/public/accommodation-images/${objectPath}?width=${width}&height=${Math.round((width * 9) / 16)}&resize=cover`;

export const originalPath = (objectPath: string) => `/storage/v1/object/public/accommodation-images/${objectPath}`;

/** Each request a size never asked before: sharp resizes, the result is written to the cache. */
export async function coldThumbnails(url: string, objectPath: string, count = 20): Promise<Timings> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    times.push(
      await timed(async () => {
        const response = await fetch(url + thumbnailPath(objectPath, 400 + i));
        if (response.headers.get('x-transformations-cache') !== 'MISS') throw new Error('expected a cache miss');
        await response.arrayBuffer();
      }),
    );
  }
  return timings(times);
}

/**
 * A private channel `conversation:<id>` as a participant: the time to join (the server asks RLS
 * on realtime.messages what the caller may do) and the time for a broadcast sent with
 * `self: true` to come back.
 */
export async function privateChannel(url: string, anonKey: string, token: string, conversationId: string, sends = 200) {
  // The token as a session would give it: supabase-js asks for it again on every reconnect (a
  // token set once with realtime.setAuth(token) is dropped when the last channel leaves).
  const client = createClient(url, anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
  });
  await client.realtime.setAuth();
  const topic = `conversation:${conversationId}`;
  const join = (config: object) => {
    const channel = client.channel(topic, { config: { private: true, ...config } });
    return new Promise<typeof channel>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve(channel);
        else if (status !== 'CLOSED') reject(error ?? new Error(status));
      }),
    );
  };
  try {
    const joins: number[] = [];
    for (let i = 0; i < 20; i++) {
      let channel: Awaited<ReturnType<typeof join>> | undefined;
      joins.push(await timed(async () => (channel = await join({}))));
      await client.removeChannel(channel!);
    }

    const pending = new Map<number, () => void>();
    const channel = client.channel(topic, { config: { private: true, broadcast: { self: true } } });
    channel.on('broadcast', { event: 'ping' }, ({ payload }) => pending.get(payload.n)?.());
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(error ?? new Error(status)))),
    );
    const roundTrips: number[] = [];
    for (let n = 0; n < sends; n++) {
      const took = await timed(async () => {
        const back = new Promise<void>((resolve, reject) => {
          const lost = setTimeout(() => reject(new Error(`broadcast ${n} never came back`)), 5000);
          pending.set(n, () => (clearTimeout(lost), resolve()));
        });
        await channel.send({ type: 'broadcast', event: 'ping', payload: { n } });
        await back;
        pending.delete(n);
      });
      roundTrips.push(took);
      // At most one send per 10 ms: the server closes a socket past 200 frames a second.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10 - took)));
    }
    await client.removeChannel(channel);
    return { join: timings(joins), roundTrip: timings(roundTrips) };
  } finally {
    client.realtime.disconnect();
  }
}

/** The join's database part alone: the RLS verdict for the same caller and topic. */
export async function joinVerdicts(db: Db, claims: JwtClaims, conversationId: string, count = 20): Promise<Timings> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    times.push(await timed(() => channelPolicies(db, claims, `conversation:${conversationId}`)));
  }
  return timings(times);
}
