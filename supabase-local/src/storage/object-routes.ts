// The rest of Supabase Storage's object API as storage-js calls it: list, info, move, copy,
// signed download/upload URLs and image transformations. Reads and writes run as the caller
// (RLS on storage.objects decides); a signed URL's token stands in for the caller it was made for.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, JwtClaims } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import { sendFile } from './download.js';
import { StorageError, objectNotFound, writeRefused } from './errors.js';
import { assertBucketId, assertObjectName, objectFilePath } from './object-names.js';
import { findObject, type Bucket, type ObjectMetadata, type StoredObject } from './objects.js';
import { parseTransform, renderImage, transformQuery, type Transform } from './render.js';
import { expiresInSeconds, signObjectToken, verifyObjectToken } from './signed-tokens.js';

type Params = { bucket: string; '*': string };

export interface ObjectRouteDeps {
  db: Db;
  root: string;
  secret: Uint8Array;
  claimsOf(request: FastifyRequest): Promise<JwtClaims>;
  bucketOf(id: string): Promise<Bucket>;
  /** A public bucket's object, for reads without credentials (404 otherwise). */
  publicObjectOf(params: Params): Promise<{ bucket: Bucket; name: string; object: StoredObject | undefined }>;
  sendObject(
    request: FastifyRequest,
    reply: FastifyReply,
    bucket: string,
    name: string,
    object: { metadata: ObjectMetadata } | undefined,
    visibility: 'public' | 'private',
  ): Promise<unknown>;
  store(request: FastifyRequest, claims: JwtClaims, bucket: string, name: string, upsert: boolean): Promise<{ Id?: string; Key: string }>;
  removeObjects(claims: JwtClaims, bucket: string, names: string[]): Promise<unknown[]>;
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
const UPLOAD_URL_SECONDS = 2 * 60 * 60;
const NOT_ACCESSIBLE = 'Either the object does not exist or you do not have access to it';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

/** One level of a bucket, as storage.search lists it: folders (id null) and the files in it. */
function listSql(body: ListBody) {
  const prefix = typeof body.prefix === 'string' && body.prefix !== '' ? `${body.prefix.replace(/\/+$/, '')}/` : '';
  const column = SORT_COLUMNS.has(String(body.sortBy?.column)) ? String(body.sortBy?.column) : 'name';
  const order = String(body.sortBy?.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
  const offset = Math.max(Number(body.offset) || 0, 0);
  const search = typeof body.search === 'string' ? body.search : '';
  const sql = `
    with o as (
      select substr(name, length($2) + 1) as rel, id, updated_at, created_at, last_accessed_at, metadata
      from storage.objects where bucket_id = $1 and starts_with(name, $2)),
    entries as (
      select distinct split_part(rel, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
        null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from o where strpos(rel, '/') > 0
      union all
      select rel, id, updated_at, created_at, last_accessed_at, metadata from o where strpos(rel, '/') = 0)
    select * from entries where name ilike $3 escape '\\'
    order by ${column} ${order} nulls first, name ${order} limit ${limit} offset ${offset}`;
  return { sql, params: [prefix, `${escapeLike(search)}%`] };
}

function objectInfo(bucket: string, object: StoredObject & Record<string, unknown>) {
  const meta = object.metadata;
  return {
    id: object.id,
    name: object.name,
    version: object.version ?? null,
    bucket_id: bucket,
    size: meta.size,
    content_type: meta.mimetype,
    cache_control: meta.cacheControl,
    etag: meta.eTag,
    metadata: object.user_metadata ?? {},
    last_modified: meta.lastModified,
    created_at: object.created_at,
  };
}

export function objectRoutes(app: FastifyInstance, deps: ObjectRouteDeps) {
  const { db, root, secret, claimsOf, bucketOf } = deps;
  const nameOf = (params: Params) => assertObjectName(params['*']);

  app.post('/object/list/:bucket', async (request) => {
    const claims = await claimsOf(request);
    const bucket = await bucketOf((request.params as { bucket: string }).bucket);
    const { sql, params } = listSql((request.body ?? {}) as ListBody);
    const { rows } = await withRequestContext(db, claims, (tx) => tx.query(sql, [bucket.id, ...params]));
    return rows;
  });

  const info = async (request: FastifyRequest, claims: JwtClaims | undefined) => {
    const params = request.params as Params;
    const bucket = await bucketOf(params.bucket);
    const name = nameOf(params);
    const read = (tx: Parameters<typeof findObject>[0]) =>
      tx.query<StoredObject & Record<string, unknown>>(
        'select id, name, metadata, created_at from storage.objects where bucket_id = $1 and name = $2',
        [bucket.id, name],
      );
    const { rows } = claims ? await withRequestContext(db, claims, read) : bucket.public ? await read(db) : { rows: [] };
    if (!rows[0]) throw new StorageError(404, 'not_found', 'Object not found');
    return objectInfo(bucket.id, rows[0]);
  };
  app.get('/object/info/public/:bucket/*', (request) => info(request, undefined));
  app.get('/object/info/authenticated/:bucket/*', async (request) => info(request, await claimsOf(request)));
  app.get('/object/info/:bucket/*', async (request) => info(request, await claimsOf(request)));

  /** Source and destination of a move or copy, validated. */
  async function transfer(request: FastifyRequest) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.bucketId !== 'string' || typeof body.sourceKey !== 'string' || typeof body.destinationKey !== 'string') {
      throw new StorageError(400, 'InvalidRequest', 'body must have bucketId, sourceKey and destinationKey');
    }
    const from = await bucketOf(body.bucketId);
    const to = typeof body.destinationBucket === 'string' ? await bucketOf(body.destinationBucket) : from;
    return {
      claims: await claimsOf(request),
      from: { bucket: from.id, name: assertObjectName(body.sourceKey) },
      to: { bucket: to.id, name: assertObjectName(body.destinationKey) },
    };
  }

  app.post('/object/move', async (request) => {
    const { claims, from, to } = await transfer(request);
    await withRequestContext(db, claims, async (tx) => {
      const { rows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [from.bucket, from.name, to.bucket, to.name],
      );
      if (!rows[0]) throw objectNotFound();
      const target = objectFilePath(root, to.bucket, to.name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(objectFilePath(root, from.bucket, from.name), target);
    }).catch(writeRefused);
    return { message: 'Successfully moved' };
  });

  app.post('/object/copy', async (request) => {
    const { claims, from, to } = await transfer(request);
    const id = await withRequestContext(db, claims, async (tx) => {
      const source = await findObject(tx, from.bucket, from.name);
      if (!source) throw objectNotFound();
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb) returning id`,
        [to.bucket, to.name, JSON.stringify({ ...source.metadata, lastModified: new Date().toISOString() })],
      );
      const target = objectFilePath(root, to.bucket, to.name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(objectFilePath(root, from.bucket, from.name), target);
      return rows[0]!.id;
    }).catch(writeRefused);
    return { Id: id, Key: `${to.bucket}/${to.name}` };
  });

  /** A signed URL for each object the caller may read (null with an error for the others). */
  async function sign(claims: JwtClaims, bucket: string, names: string[], expiresIn: number, transform?: Record<string, unknown>) {
    const { rows } = await withRequestContext(db, claims, (tx) =>
      tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, names]),
    );
    const visible = new Set(rows.map((row) => row.name));
    const transformations = transform ? transformQuery(transform) : '';
    return Promise.all(
      names.map(async (name) => {
        if (!visible.has(name)) return { error: NOT_ACCESSIBLE, path: name, signedURL: null };
        const url = `${bucket}/${name}`;
        const token = await signObjectToken(secret, { url, ...(transformations ? { transformations } : {}) }, expiresIn);
        const route = transformations ? 'render/image/sign' : 'object/sign';
        return { error: null, path: name, signedURL: `/${route}/${encodeURI(url)}?token=${token}` };
      }),
    );
  }

  app.post('/object/sign/:bucket/*', async (request) => {
    const claims = await claimsOf(request);
    const params = request.params as Params;
    const bucket = await bucketOf(params.bucket);
    const body = (request.body ?? {}) as { expiresIn?: unknown; transform?: Record<string, unknown> };
    const [signed] = await sign(claims, bucket.id, [nameOf(params)], expiresInSeconds(body.expiresIn), body.transform);
    if (!signed?.signedURL) throw objectNotFound();
    return { signedURL: signed.signedURL };
  });

  app.post('/object/sign/:bucket', async (request) => {
    const claims = await claimsOf(request);
    const bucket = await bucketOf((request.params as { bucket: string }).bucket);
    const body = (request.body ?? {}) as { expiresIn?: unknown; paths?: unknown };
    if (!Array.isArray(body.paths) || !body.paths.every((p): p is string => typeof p === 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'body must have a paths array of strings');
    }
    return sign(claims, bucket.id, body.paths.map(assertObjectName), expiresInSeconds(body.expiresIn));
  });

  app.get('/object/sign/:bucket/*', async (request, reply) => {
    const params = request.params as Params;
    assertBucketId(params.bucket);
    const name = nameOf(params);
    await verifyObjectToken(secret, (request.query as { token?: unknown }).token, `${params.bucket}/${name}`);
    return deps.sendObject(request, reply, params.bucket, name, await findObject(db, params.bucket, name), 'private');
  });

  app.post('/object/upload/sign/:bucket/*', async (request) => {
    const claims = await claimsOf(request);
    const params = request.params as Params;
    const bucket = await bucketOf(params.bucket);
    const name = nameOf(params);
    const upsert = request.headers['x-upsert'] === 'true';
    // The caller must be allowed to write it now: probe the insert and roll it back.
    await withRequestContext(db, claims, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, auth.uid(), auth.uid()::text, '{}')
         ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}`,
        [bucket.id, name],
      );
      throw new RollbackProbe();
    }).catch((error: unknown) => {
      if (!(error instanceof RollbackProbe)) writeRefused(error);
    });
    const url = `${bucket.id}/${name}`;
    const owner = typeof claims.sub === 'string' ? claims.sub : undefined;
    const token = await signObjectToken(secret, { url, owner, upsert }, UPLOAD_URL_SECONDS);
    return { url: `/object/upload/sign/${encodeURI(url)}?token=${token}`, token };
  });

  app.put('/object/upload/sign/:bucket/*', async (request) => {
    const params = request.params as Params;
    assertBucketId(params.bucket);
    const name = nameOf(params);
    const claims = await verifyObjectToken(secret, (request.query as { token?: unknown }).token, `${params.bucket}/${name}`);
    // The token is the permission the signer had; the write itself is the server's, owned by the signer.
    const writer: JwtClaims = { role: 'service_role', ...(claims.owner ? { sub: claims.owner } : {}) };
    return deps.store(request, writer, params.bucket, name, claims.upsert === true);
  });

  async function render(request: FastifyRequest, reply: FastifyReply, bucketId: string, name: string, object: StoredObject | undefined, transform: Transform, visibility: 'public' | 'private') {
    if (!object) throw objectNotFound();
    const rendition = await renderImage(
      root,
      { file: objectFilePath(root, bucketId, name), eTag: object.metadata.eTag, mimetype: object.metadata.mimetype },
      transform,
      request.headers.accept,
    );
    const sent = await sendFile(request, reply, rendition.file, {
      headers: {
        'content-type': rendition.contentType,
        'cache-control': `${visibility}, max-age=3600`,
        'x-transformations-cache': rendition.rendered ? 'MISS' : 'HIT',
      },
    });
    if (!sent) throw objectNotFound();
    return sent;
  }

  const query = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');

  app.get('/render/image/public/:bucket/*', async (request, reply) => {
    const { bucket, name, object } = await deps.publicObjectOf(request.params as Params);
    return render(request, reply, bucket.id, name, object, parseTransform(query(request)), 'public');
  });

  app.get('/render/image/authenticated/:bucket/*', async (request, reply) => {
    const claims = await claimsOf(request);
    const params = request.params as Params;
    const bucket = await bucketOf(params.bucket);
    const name = nameOf(params);
    const object = await withRequestContext(db, claims, (tx) => findObject(tx, bucket.id, name));
    return render(request, reply, bucket.id, name, object, parseTransform(query(request)), 'private');
  });

  app.get('/render/image/sign/:bucket/*', async (request, reply) => {
    const params = request.params as Params;
    assertBucketId(params.bucket);
    const name = nameOf(params);
    const claims = await verifyObjectToken(secret, (request.query as { token?: unknown }).token, `${params.bucket}/${name}`);
    const transform = parseTransform(new URLSearchParams(claims.transformations ?? ''));
    return render(request, reply, params.bucket, name, await findObject(db, params.bucket, name), transform, 'private');
  });

  return {
    /** Deletes every object of the bucket the caller may delete (RLS), files included. */
    async emptyBucket(claims: JwtClaims, bucket: string): Promise<number> {
      const { rows } = await withRequestContext(db, claims, (tx) =>
        tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [bucket]),
      );
      const removed = await deps.removeObjects(claims, bucket, rows.map((row) => row.name));
      return removed.length;
    },
  };
}

/** Thrown to roll back the signed-upload permission probe. */
class RollbackProbe extends Error {}
