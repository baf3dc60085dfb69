import { INSUFFICIENT_PRIVILEGE, sqlState, UNIQUE_VIOLATION } from '../db/errors.js';

/** A Storage API error; storage-js reads `statusCode`, `error` and `message`. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
export const invalidKey = (name: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
export const payloadTooLarge = () =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
export const invalidMimeType = (type: string) =>
  new StorageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
export const rlsDenied = () =>
  new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
export const duplicate = () => new StorageError(409, 'Duplicate', 'The resource already exists');
export const invalidJwt = () => new StorageError(401, 'Unauthorized', 'Invalid JWT');

/** A write the database refused, as Storage answers it: a name already taken, or RLS. */
export function writeRefused(error: unknown): never {
  const code = sqlState(error);
  if (code === UNIQUE_VIOLATION) throw duplicate();
  if (code === INSUFFICIENT_PRIVILEGE) throw rlsDenied();
  throw error;
}
