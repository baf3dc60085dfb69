// Supabase's image transformations (/render/image/...?width=&height=&resize=&quality=&format=)
// with sharp (libvips, prebuilt for Linux/macOS/Windows on npm: the well-kept choice, and the
// one Supabase's own imgproxy-free setups use). Each rendition is written once to
// `<root>/.render/<hash>` and served from there afterwards.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { StorageError } from './errors.js';

export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  /** `origin` keeps the stored format; otherwise WebP when the client accepts it. */
  format: 'origin' | 'webp' | 'avif';
}

const MAX_DIMENSION = 2500;
const TRANSFORMABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);

function dimension(name: string, value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_DIMENSION) {
    throw new StorageError(400, 'InvalidRequest', `${name} must be an integer between 1 and ${MAX_DIMENSION}`);
  }
  return n;
}

/** Reads the transformation from query parameters (or a signed token's copy of them). */
export function parseTransform(params: URLSearchParams): Transform {
  const resize = params.get('resize') ?? 'cover';
  if (!['cover', 'contain', 'fill'].includes(resize)) throw new StorageError(400, 'InvalidRequest', 'resize must be cover, contain or fill');
  const quality = params.get('quality') === null ? 80 : Number(params.get('quality'));
  if (!Number.isInteger(quality) || quality < 20 || quality > 100) throw new StorageError(400, 'InvalidRequest', 'quality must be an integer between 20 and 100');
  const format = params.get('format') ?? 'webp';
  if (!['origin', 'webp', 'avif'].includes(format)) throw new StorageError(400, 'InvalidRequest', 'format must be origin, webp or avif');
  return {
    width: dimension('width', params.get('width')),
    height: dimension('height', params.get('height')),
    resize: resize as Transform['resize'],
    quality,
    format: format as Transform['format'],
  };
}

/** The query string of a transformation, as storage-js writes it (kept in signed render tokens). */
export function transformQuery(transform: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const key of ['width', 'height', 'resize', 'quality', 'format']) {
    const value = transform?.[key];
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return query.toString();
}

export interface Rendition {
  file: string;
  contentType: string;
  /** Whether this request produced the file (false: served from the disk cache). */
  rendered: boolean;
}

function outputFormat(transform: Transform, mimetype: string, accept: string | undefined) {
  if (transform.format === 'origin') return mimetype === 'image/gif' ? 'png' : mimetype.slice('image/'.length);
  if (transform.format === 'avif') return 'avif';
  // Supabase answers WebP to clients that accept it (every browser) and the original otherwise.
  return accept === undefined || accept.includes('image/webp') || accept.includes('*/*') ? 'webp' : mimetype.slice('image/'.length);
}

export async function renderImage(
  root: string,
  source: { file: string; eTag: string; mimetype: string },
  transform: Transform,
  accept: string | undefined,
): Promise<Rendition> {
  if (!TRANSFORMABLE.has(source.mimetype)) {
    throw new StorageError(422, 'InvalidRequest', `Transformations are not supported for ${source.mimetype}`);
  }
  const format = outputFormat(transform, source.mimetype, accept) as 'webp' | 'avif' | 'png' | 'jpeg';
  const key = createHash('sha256').update(JSON.stringify([source.file, source.eTag, transform, format])).digest('hex');
  const dir = path.join(root, '.render', key.slice(0, 2));
  const file = path.join(dir, `${key}.${format}`);
  const contentType = `image/${format}`;
  if (fs.existsSync(file)) return { file, contentType, rendered: false };
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await sharp(source.file, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: transform.width, height: transform.height, fit: transform.resize, withoutEnlargement: true })
    .toFormat(format, { quality: transform.quality })
    .toFile(tmp);
  await fs.promises.rename(tmp, file);
  return { file, contentType, rendered: true };
}
