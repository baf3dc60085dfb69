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

/** Bucket settings, read as the server (buckets are not the caller's to see or change). */
export async function findBucket(db: SqlExec, id: string): Promise<Bucket | undefined> {
  const { rows } = await db.query<Bucket>(
    `select id, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit, allowed_mime_types
     from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
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
