import type { SqlExec } from '../db/types.js';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  name: string;
  metadata: ObjectMetadata;
}

const BUCKET_COLUMNS =
  'b.id, coalesce(b.public, false) as public, b.file_size_limit::float8 as file_size_limit, b.allowed_mime_types';

/** Bucket settings, read as the server (buckets are not the caller's to see or change). */
export async function findBucket(db: SqlExec, id: string): Promise<Bucket | undefined> {
  const { rows } = await db.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets b where b.id = $1`, [id]);
  return rows[0];
}

/**
 * A bucket and its object `name` (if any) in one statement, as the server: a public download's
 * lookups in one round trip to the database instead of two. Undefined when there is no bucket.
 */
export async function findBucketAndObject(
  db: SqlExec,
  bucketId: string,
  name: string,
): Promise<{ bucket: Bucket; object: StoredObject | undefined } | undefined> {
  const { rows } = await db.query<Bucket & { object_id: string | null; metadata: ObjectMetadata | null }>(
    `select ${BUCKET_COLUMNS}, o.id as object_id, o.metadata
     from storage.buckets b left join storage.objects o on o.bucket_id = b.id and o.name = $2
     where b.id = $1`,
    [bucketId, name],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { object_id: objectId, metadata, ...bucket } = row;
  return { bucket, object: objectId === null || metadata === null ? undefined : { id: objectId, name, metadata } };
}

/** Writes the object row as the caller, so the insert/update policies of storage.objects decide. */
export async function writeObjectRow(
  tx: SqlExec,
  input: { bucket: string; name: string; owner: string | null; metadata: ObjectMetadata; upsert: boolean },
): Promise<string | undefined> {
  const conflict = input.upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3::uuid, $3::text, $4::jsonb) ${conflict} returning id`,
    [input.bucket, input.name, input.owner, JSON.stringify(input.metadata)],
  );
  return rows[0]?.id;
}

/** The object as visible to whoever runs the statement (RLS applies inside withRequestContext). */
export async function findObject(db: SqlExec, bucket: string, name: string): Promise<StoredObject | undefined> {
  const { rows } = await db.query<StoredObject>(
    'select id, name, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0];
}

/** Deletes the named objects the caller may delete; returns what was deleted. */
export async function deleteObjectRows(
  tx: SqlExec,
  bucket: string,
  names: string[],
): Promise<Array<Record<string, unknown> & { name: string }>> {
  const { rows } = await tx.query<Record<string, unknown> & { name: string }>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
     returning id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at`,
    [bucket, names],
  );
  return rows;
}
