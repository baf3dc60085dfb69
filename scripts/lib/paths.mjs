import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (two levels above this file). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
