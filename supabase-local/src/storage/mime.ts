import { fileTypeFromBuffer } from 'file-type';

/**
 * The content type the bytes really have (magic numbers), or undefined when they carry no known
 * signature (plain text, for instance). The name and declared type are never trusted.
 */
export async function sniffMimeType(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** Storage's allowed_mime_types semantics: exact types or `type/*` wildcards. */
export function isMimeAllowed(mime: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : pattern.toLowerCase() === mime.toLowerCase(),
  );
}
