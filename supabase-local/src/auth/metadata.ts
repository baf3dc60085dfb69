import { AuthError } from './errors.js';

/** The most user or app metadata a user may carry, serialized. */
export const MAX_METADATA_BYTES = 8 * 1024;
/** The longest string anywhere inside it (a bio is the longest field the site sends). */
export const MAX_METADATA_STRING_BYTES = 2 * 1024;
/** Nesting the site never needs (its deepest field is a list of strings), capped so no walk can overflow the stack. */
const MAX_METADATA_DEPTH = 8;
/** What of the user metadata an access token carries, serialized: tokens ride on every request. */
export const MAX_TOKEN_METADATA_BYTES = 1024;
/** Short values only: a long bio or a list belongs in the user object, not in every request. */
const MAX_TOKEN_VALUE_BYTES = 128;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

const tooLarge = (message: string) => new AuthError(400, 'validation_failed', message);

function assertBounded(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (Buffer.byteLength(value, 'utf8') > MAX_METADATA_STRING_BYTES) {
      throw tooLarge(`Metadata values cannot be longer than ${MAX_METADATA_STRING_BYTES} bytes`);
    }
  } else if (value && typeof value === 'object') {
    if (depth > MAX_METADATA_DEPTH)
      throw tooLarge(`Metadata cannot be nested more than ${MAX_METADATA_DEPTH} levels`);
    for (const [key, inner] of Object.entries(value)) {
      assertBounded(key, depth);
      assertBounded(inner, depth + 1);
    }
  }
}

/** Refuses metadata over the caps (sign-up `data`, PUT /user `data`, the admin API's metadata). */
export function assertMetadataSize(metadata: Record<string, unknown>): void {
  // Depth first: serializing a deeply nested value would overflow the stack.
  assertBounded(metadata, 1);
  if (bytes(metadata) > MAX_METADATA_BYTES) {
    throw tooLarge(`Metadata cannot be larger than ${MAX_METADATA_BYTES} bytes`);
  }
}

/**
 * The user metadata copied into access tokens: short scalar values (full_name, user_type…), up to
 * MAX_TOKEN_METADATA_BYTES in all. The full metadata stays in the user object.
 */
export function tokenMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  let size = 2;
  for (const [key, value] of Object.entries(metadata)) {
    if (
      !['string', 'number', 'boolean'].includes(typeof value) ||
      bytes(value) > MAX_TOKEN_VALUE_BYTES
    )
      continue;
    const entry = bytes(key) + bytes(value) + 2;
    if (size + entry > MAX_TOKEN_METADATA_BYTES) continue;
    kept[key] = value;
    size += entry;
  }
  return kept;
}
