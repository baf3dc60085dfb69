// Supabase Storage's buckets API (/storage/v1/bucket) as storage-js calls it. Every statement
// runs as the caller, so the service role manages buckets and anyone else only what RLS
// policies on storage.buckets allow (none by default, as on a hosted project).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, JwtClaims } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import { StorageError, bucketNotFound, writeRefused } from './errors.js';
import { assertBucketId } from './object-names.js';

const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`;

interface BucketInput {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `file_size_limit`: bytes as a number, or a size string such as "1MB" (storage-js passes either). */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null;
  if (!match) throw new StorageError(400, 'InvalidRequest', 'file_size_limit must be a number of bytes or a size like 1MB');
  return Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!;
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(v))) {
    throw new StorageError(400, 'InvalidRequest', 'allowed_mime_types must be a list of mime types');
  }
  return value;
}

export function bucketRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    claimsOf: (request: FastifyRequest) => Promise<JwtClaims>;
    /** Deletes every object of a bucket the caller may delete, files included. */
    emptyBucket: (claims: JwtClaims, bucket: string) => Promise<number>;
  },
) {
  const { db, claimsOf } = deps;
  const asCaller = <T>(request: FastifyRequest, fn: (claims: JwtClaims) => Promise<T>) =>
    claimsOf(request).then(fn);

  app.get('/bucket', (request) =>
    asCaller(request, async (claims) => {
      const { rows } = await withRequestContext(db, claims, (tx) =>
        tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`),
      );
      return rows;
    }),
  );

  app.get('/bucket/:id', (request) =>
    asCaller(request, async (claims) => {
      const { id } = request.params as { id: string };
      assertBucketId(id);
      const { rows } = await withRequestContext(db, claims, (tx) =>
        tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
      );
      if (!rows[0]) throw bucketNotFound();
      return rows[0];
    }),
  );

  app.post('/bucket', (request) =>
    asCaller(request, async (claims) => {
      const body = (request.body ?? {}) as BucketInput;
      const id = typeof body.id === 'string' && body.id ? body.id : body.name;
      if (typeof id !== 'string' || typeof (body.name ?? id) !== 'string') {
        throw new StorageError(400, 'InvalidRequest', 'body must have a name');
      }
      assertBucketId(id);
      await withRequestContext(db, claims, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
           values ($1, $2, auth.uid(), $3, $4, $5)`,
          [id, body.name ?? id, body.public === true, parseSizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
        ),
      ).catch(writeRefused);
      return { name: id };
    }),
  );

  app.put('/bucket/:id', (request) =>
    asCaller(request, async (claims) => {
      const { id } = request.params as { id: string };
      assertBucketId(id);
      const body = (request.body ?? {}) as BucketInput;
      const { rows } = await withRequestContext(db, claims, (tx) =>
        tx.query(
          `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4, updated_at = now()
           where id = $1 returning id`,
          [id, typeof body.public === 'boolean' ? body.public : null, parseSizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
        ),
      ).catch(writeRefused);
      if (!rows[0]) throw bucketNotFound();
      return { message: 'Successfully updated' };
    }),
  );

  app.post('/bucket/:id/empty', (request) =>
    asCaller(request, async (claims) => {
      const { id } = request.params as { id: string };
      assertBucketId(id);
      const { rows } = await withRequestContext(db, claims, (tx) => tx.query('select 1 from storage.buckets where id = $1', [id]));
      if (!rows[0]) throw bucketNotFound();
      await deps.emptyBucket(claims, id);
      return { message: 'Successfully emptied' };
    }),
  );

  app.delete('/bucket/:id', (request) =>
    asCaller(request, async (claims) => {
      const { id } = request.params as { id: string };
      assertBucketId(id);
      const { rows: objects } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if (objects[0]) throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
      const { rows } = await withRequestContext(db, claims, (tx) =>
        tx.query('delete from storage.buckets where id = $1 returning id', [id]),
      ).catch(writeRefused);
      if (!rows[0]) throw bucketNotFound();
      return { message: 'Successfully deleted' };
    }),
  );
}
