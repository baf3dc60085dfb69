import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Db, JwtClaims } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import type { JwtVerifier } from '../keys.js';
import { resolveCaller } from '../http/caller.js';
import {
  StorageError,
  bucketNotFound,
  invalidJwt,
  invalidMimeType,
  objectNotFound,
  payloadTooLarge,
  writeRefused,
} from './errors.js';
import { isMimeAllowed, sniffMimeType } from './mime.js';
import { assertBucketId, assertObjectName, objectFilePath } from './object-names.js';
import { deleteObjectRows, findBucket, findBucketAndObject, findObject, writeObjectRow, type ObjectMetadata } from './objects.js';
import { bucketRoutes } from './buckets.js';
import { sendFile } from './download.js';
import { objectRoutes } from './object-routes.js';

export interface StorageDeps {
  db: Db;
  verifyJwt: JwtVerifier;
  /** `<dataDir>/storage`: files live at `<root>/<bucket>/<name>`. */
  root: string;
  /** Hard cap on any upload, above every bucket's own limit. */
  maxUploadBytes: number;
  /** Signs and checks the tokens of signed URLs (the project's JWT secret). */
  secret: Uint8Array;
}

const DEFAULT_CACHE_SECONDS = 3600;

function cacheSeconds(value: unknown): number {
  const match = /(\d+)/.exec(String(value ?? ''));
  return match ? Number(match[1]) : DEFAULT_CACHE_SECONDS;
}

interface Upload {
  bytes: Buffer;
  declaredType: string;
  cacheControl: unknown;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    let file: { bytes: Buffer; type: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { bytes, type: part.mimetype };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
    if (!file) throw new StorageError(400, 'InvalidRequest', 'No file in the upload');
    return { bytes: file.bytes, declaredType: file.type, cacheControl: fields.cacheControl };
  }
  const body = request.body;
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : '');
  return {
    bytes,
    declaredType: request.headers['content-type'] ?? 'application/octet-stream',
    cacheControl: request.headers['cache-control'],
  };
}

/** Supabase Storage's object API (/storage/v1) as storage-js 2.x uses it. */
export async function storageRoutes(app: FastifyInstance, deps: StorageDeps) {
  const { db, verifyJwt, root } = deps;
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });

  await app.register(multipart, { limits: { fileSize: deps.maxUploadBytes, files: 1 }, throwFileSizeLimit: true });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: deps.maxUploadBytes }, (_req, body, done) =>
    done(null, body),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StorageError) return reply.status(error.status).send(error.toJSON());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.status(413).send(payloadTooLarge().toJSON());
    if (status >= 500) app.log.error(error);
    const message = status < 500 && error instanceof Error ? error.message : 'Internal Server Error';
    return reply.status(status).send(new StorageError(status, status < 500 ? 'InvalidRequest' : 'internal', message).toJSON());
  });

  async function claimsOf(request: FastifyRequest): Promise<JwtClaims> {
    const caller = await resolveCaller(request, verifyJwt);
    if ('error' in caller) throw invalidJwt();
    return caller.claims;
  }

  async function bucketOf(id: string) {
    assertBucketId(id);
    const bucket = await findBucket(db, id);
    if (!bucket) throw bucketNotFound();
    return bucket;
  }

  /** An object for a read without credentials: 404 unless its bucket is public. One statement. */
  async function publicObjectOf(params: { bucket: string; '*': string }) {
    assertBucketId(params.bucket);
    const found = await findBucketAndObject(db, params.bucket, params['*']);
    if (!found) throw bucketNotFound();
    const name = assertObjectName(params['*']);
    if (!found.bucket.public) throw objectNotFound();
    return { bucket: found.bucket, name, object: found.object };
  }

  async function upload(request: FastifyRequest, upsertByDefault: boolean) {
    const claims = await claimsOf(request);
    const params = request.params as { bucket: string; '*': string };
    const upsertHeader = request.headers['x-upsert'];
    const upsert = upsertHeader === undefined ? upsertByDefault : upsertHeader === 'true';
    return store(request, claims, params.bucket, params['*'], upsert);
  }

  /** Writes the request's file as `claims` (RLS decides), checking the bucket's size and type rules. */
  async function store(request: FastifyRequest, claims: JwtClaims, bucketId: string, objectName: string, upsert: boolean) {
    const name = assertObjectName(objectName);
    const bucket = await bucketOf(bucketId);
    const { bytes, declaredType, cacheControl } = await readUpload(request);

    if (bucket.file_size_limit !== null && bytes.length > bucket.file_size_limit) throw payloadTooLarge();
    let mimetype = declaredType.split(';')[0]!.trim() || 'application/octet-stream';
    if (bucket.allowed_mime_types?.length) {
      const sniffed = await sniffMimeType(bytes);
      if (!sniffed || !isMimeAllowed(sniffed, bucket.allowed_mime_types)) throw invalidMimeType(sniffed ?? mimetype);
      mimetype = sniffed;
    }

    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype,
      cacheControl: `max-age=${cacheSeconds(cacheControl)}`,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };

    const finalPath = objectFilePath(root, bucket.id, name);
    const tmpPath = path.join(tmpDir, randomUUID());
    await fs.promises.writeFile(tmpPath, bytes);
    try {
      const id = await withRequestContext(db, claims, async (tx) => {
        const rowId = await writeObjectRow(tx, {
          bucket: bucket.id,
          name,
          owner: typeof claims.sub === 'string' ? claims.sub : null,
          metadata,
          upsert,
        });
        // Move the file in before commit: a crash in between leaves an orphan file, never a row without its file.
        await fs.promises.mkdir(path.dirname(finalPath), { recursive: true });
        await fs.promises.rename(tmpPath, finalPath);
        return rowId;
      });
      return { Id: id, Key: `${bucket.id}/${name}` };
    } catch (error) {
      await fs.promises.rm(tmpPath, { force: true });
      writeRefused(error);
    }
  }

  async function sendObject(request: FastifyRequest, reply: FastifyReply, bucketId: string, name: string, object: { metadata: ObjectMetadata } | undefined, visibility: 'public' | 'private'): Promise<unknown> {
    if (!object) throw objectNotFound();
    const meta = object.metadata;
    const sent = await sendFile(request, reply, objectFilePath(root, bucketId, name), {
      headers: {
        'content-type': meta.mimetype || 'application/octet-stream',
        'cache-control': `${visibility}, max-age=${cacheSeconds(meta.cacheControl)}`,
        'x-content-type-options': 'nosniff',
      },
      etag: meta.eTag,
      lastModified: meta.lastModified ? new Date(meta.lastModified) : undefined,
    });
    if (!sent) throw objectNotFound();
    return sent;
  }

  app.post('/object/:bucket/*', (request) => upload(request, false));
  app.put('/object/:bucket/*', (request) => upload(request, true));

  app.get('/object/public/:bucket/*', async (request, reply) => {
    const { bucket, name, object } = await publicObjectOf(request.params as { bucket: string; '*': string });
    return sendObject(request, reply, bucket.id, name, object, 'public');
  });

  const authenticatedGet = async (request: FastifyRequest, reply: FastifyReply) => {
    const claims = await claimsOf(request);
    const params = request.params as { bucket: string; '*': string };
    const bucket = await bucketOf(params.bucket);
    const name = assertObjectName(params['*']);
    const object = await withRequestContext(db, claims, (tx) => findObject(tx, bucket.id, name));
    return sendObject(request, reply, bucket.id, name, object, 'private');
  };
  app.get('/object/authenticated/:bucket/*', authenticatedGet);
  app.get('/object/:bucket/*', authenticatedGet);

  async function removeObjects(claims: JwtClaims, bucketId: string, names: string[]) {
    const deleted = await withRequestContext(db, claims, (tx) => deleteObjectRows(tx, bucketId, names));
    await Promise.all(deleted.map((row) => fs.promises.rm(objectFilePath(root, bucketId, row.name), { force: true })));
    return deleted;
  }

  app.delete('/object/:bucket/*', async (request) => {
    const claims = await claimsOf(request);
    const params = request.params as { bucket: string; '*': string };
    const bucket = await bucketOf(params.bucket);
    const deleted = await removeObjects(claims, bucket.id, [assertObjectName(params['*'])]);
    if (deleted.length === 0) throw objectNotFound();
    return { message: 'Successfully deleted' };
  });

  const { emptyBucket } = objectRoutes(app, { db, root, secret: deps.secret, claimsOf, bucketOf, publicObjectOf, sendObject, store, removeObjects });
  bucketRoutes(app, { db, claimsOf, emptyBucket });

  app.delete('/object/:bucket', async (request) => {
    const claims = await claimsOf(request);
    const bucket = await bucketOf((request.params as { bucket: string }).bucket);
    const prefixes = (request.body as { prefixes?: unknown } | undefined)?.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'body must have a prefixes array of strings');
    }
    return removeObjects(claims, bucket.id, prefixes.map(assertObjectName));
  });
}
