import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import { sniffMimeType } from './mime.js';
import { objectFilePath } from './object-names.js';

/**
 * Copies `supabase/seed/storage/<bucket>/<path>` into storage with their storage.objects rows,
 * so the seed's image URLs resolve. Run once, right after the seed was applied (which creates the
 * buckets; folders without a bucket are skipped).
 */
export async function seedStorageFiles(db: Db, seedDir: string, root: string): Promise<number> {
  if (!fs.existsSync(seedDir)) return 0;
  const files: Array<{ bucket: string; name: string; bytes: Buffer; mimetype: string }> = [];
  for (const bucket of fs.readdirSync(seedDir, { withFileTypes: true })) {
    if (!bucket.isDirectory()) continue;
    const bucketDir = path.join(seedDir, bucket.name);
    for (const entry of fs.readdirSync(bucketDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const bytes = fs.readFileSync(full);
      const name = path.relative(bucketDir, full).split(path.sep).join('/');
      files.push({ bucket: bucket.name, name, bytes, mimetype: (await sniffMimeType(bytes)) ?? 'application/octet-stream' });
    }
  }
  const { rows } = await db.query<{ id: string }>('select id from storage.buckets');
  const buckets = new Set(rows.map((row) => row.id));
  const seeded = files.filter((file) => buckets.has(file.bucket));
  await withRequestContext(db, { role: 'service_role' }, async (tx) => {
    for (const file of seeded) {
      const metadata = {
        eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
        size: file.bytes.length,
        mimetype: file.mimetype,
        cacheControl: 'max-age=3600',
        lastModified: new Date().toISOString(),
        contentLength: file.bytes.length,
        httpStatusCode: 200,
      };
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)
         on conflict (bucket_id, name) do nothing`,
        [file.bucket, file.name, JSON.stringify(metadata)],
      );
      const target = objectFilePath(root, file.bucket, file.name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.bytes);
    }
  });
  return seeded.length;
}
