import { fileURLToPath } from 'node:url';
import path from 'node:path';

// Resolved from this file so src/ (tsx) and dist/ (node) find the same folders.
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(packageRoot, '..');
export const platformSqlDir = path.join(packageRoot, 'sql');
export const supabaseDir = path.join(repoRoot, 'supabase');
export const seedStorageDir = path.join(supabaseDir, 'seed', 'storage');
export const defaultDataDir = path.join(repoRoot, '.data', 'db');
