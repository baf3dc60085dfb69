// Sending a stored file (an original or a cached rendition) as Supabase Storage does: the caller's
// headers (type, cache-control), `ETag`,
// `Last-Modified`, `Accept-Ranges`; `If-None-Match` (or, without it, `If-Modified-Since`) → 304;
// one `Range: bytes=…` → 206 with `Content-Range` (416 past the end; `If-Range` that no longer
// matches → the whole file); HEAD answers the headers without reading the file.
// The body is streamed from the opened file in reads of up to READ_CHUNK bytes: fs streams' default
// of 64 KiB turns a photo into a dozen thread-pool reads and socket writes, which cost the server
// more CPU than everything else the download does.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorageError } from './errors.js';

/** The largest read (and socket write) per step of a download: bounds the memory one download holds. */
export const READ_CHUNK = 2 * 1024 * 1024;

export interface ByteRange {
  start: number;
  /** Inclusive, as in `Content-Range`. */
  end: number;
}

/**
 * The range a `Range` header asks of a `size`-byte file: undefined to send the whole file (no
 * header, another unit, several ranges or a malformed one — RFC 9110 lets a server ignore those),
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an `If-None-Match` list names this entity tag (weak comparison, `*` matches any). */
function etagListed(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** HTTP dates have whole seconds: compare at that precision. */
const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function notModified(request: FastifyRequest, etag: string | undefined, lastModified: Date | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etag !== undefined && etagListed(ifNoneMatch, etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && toSeconds(lastModified) <= Math.floor(since / 1000);
}

/** `If-Range`: the range holds only while the file is still the one the client has part of. */
function rangeStillValid(request: FastifyRequest, etag: string | undefined, lastModified: Date | undefined): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = String(header).trim();
  if (ifRange.startsWith('"')) return etag !== undefined && ifRange === etag;
  const date = Date.parse(ifRange);
  return lastModified !== undefined && Number.isFinite(date) && toSeconds(lastModified) === Math.floor(date / 1000);
}

export interface FileAnswer {
  /** Content type, cache-control and the like, sent once the file is found. */
  headers: Record<string, string>;
  etag?: string;
  /** Defaults to the file's mtime. */
  lastModified?: Date;
}

/**
 * Answers the request with `file` (a 416 is a Storage error in JSON, without `answer.headers`);
 * undefined, with nothing sent, when there is no such file.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  answer: FileAnswer,
): Promise<FastifyReply | undefined> {
  // Opened first, so the length sent and the bytes read are those of one file even if an upsert
  // renames a new one into place meanwhile.
  const handle = await fs.promises.open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  let streaming = false;
  try {
    const { size, mtime } = await handle.stat();
    const { etag } = answer;
    const lastModified = answer.lastModified ?? mtime;
    if (etag !== undefined) reply.header('etag', etag);
    reply.header('last-modified', lastModified.toUTCString()).header('accept-ranges', 'bytes');
    if (notModified(request, etag, lastModified)) return reply.headers(answer.headers).status(304).send();

    const range = rangeStillValid(request, etag, lastModified) ? parseRange(request.headers.range, size) : undefined;
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      return reply.status(416).send(new StorageError(416, 'InvalidRange', 'The requested range is not satisfiable').toJSON());
    }
    reply.headers(answer.headers);
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const length = end - start + 1;
    if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
    reply.header('content-length', length);
    if (request.method === 'HEAD' || length === 0) return reply.send(Readable.from([]));
    const body = handle.createReadStream({ start, end, highWaterMark: Math.min(length, READ_CHUNK) });
    streaming = true;
    return reply.send(body);
  } finally {
    // The stream closes the handle when it ends or is destroyed; every other answer closes it here.
    if (!streaming) await handle.close();
  }
}
