import path from 'node:path';
import { invalidKey } from './errors.js';

const BUCKET_ID = /^[A-Za-z0-9_.-]+$/;
// Storage's own key rule: letters, digits and a small set of punctuation, '/' between folders.
const OBJECT_NAME = /^[\w/!.*'() &$@=;:+,?-]+$/;

export function assertBucketId(bucket: string): void {
  if (!BUCKET_ID.test(bucket) || bucket === '.' || bucket === '..') throw invalidKey(bucket);
}

/** Validates an object name and returns it; rejects traversal (`..`), empty and absolute segments. */
export function assertObjectName(name: string): string {
  const segments = name.split('/');
  if (!name || name.length > 1024 || !OBJECT_NAME.test(name) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw invalidKey(name);
  }
  return name;
}

/** The file of an object on disk: `<root>/<bucket>/<name>`, checked to stay inside root. */
export function objectFilePath(root: string, bucket: string, name: string): string {
  assertBucketId(bucket);
  const file = path.resolve(root, bucket, assertObjectName(name));
  if (!file.startsWith(path.resolve(root) + path.sep)) throw invalidKey(name);
  return file;
}
