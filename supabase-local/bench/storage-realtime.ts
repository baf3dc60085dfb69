// bench:api's measures that are not one HTTP request against one SQL statement: image thumbnails
// (cold, cached, and beside a plain download of the original, with a plain node:http server
// sending the same bytes as the ceiling) and a private channel's join and broadcast round trip
// through supabase-js.
import { spawn } from 'node:child_process';
import http from 'node:http';
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

export interface Throughput extends Timings {
  rps: number;
  /** Body bytes received per second, in MB (10^6 bytes). */
  mbps: number;
  errors: number;
}

/**
 * GETs `url` over `connections` keep-alive connections for `seconds`, counting the bodies' bytes
 * without decoding them. Not autocannon for bodies: it appends each response body to a string,
 * about 20 ms of its own CPU per MB of JPEG, which held a download of the original photo near
 * 50 MB/s whatever the server did.
 */
export async function download(url: string, connections: number, seconds: number): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const get = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent }, (response) => {
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => {
            if (response.statusCode === 200) times.push(performance.now() - started);
            else errors++;
            resolve();
          });
          response.on('error', () => (errors++, resolve()));
        })
        .on('error', () => (errors++, resolve()));
    });
  const connection = async () => {
    while (performance.now() < end) await get();
  };
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    agent.destroy();
  }
  return { ...timings(times), rps: times.length / seconds, mbps: bytes / seconds / 1e6, errors };
}

/**
 * The ceiling for `download`: a plain node:http server, in a process of its own, answering every
 * GET with `file`'s bytes read once into memory (no routing, database or disk per request).
 */
export async function plainFileServer(file: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const source = `const http = require('node:http'); const bytes = require('node:fs').readFileSync(process.argv[1]);
    const server = http.createServer((request, response) => { response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }); response.end(bytes); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`plain file server exited ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A listing-sized photo (1600×1200 JPEG of noise, about 1.1 MB) in the public listing bucket. */
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
