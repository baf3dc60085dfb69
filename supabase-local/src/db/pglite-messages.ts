// Frontend messages of PostgreSQL's wire protocol for the request path, encoded natively: PGlite's
// serializer measures each string character by character in JavaScript, twice, and grows its
// buffer by copying. A REST request binds two statements (its context, with the request's headers
// as JSON, and its own), and encoding them took about a fifth of the PGlite worker's time under
// load (README, "API benchmark"). The bytes are the same as PGlite's (tests compare them).

/** A value as PGlite's serializers give it: text, bytes (sent in binary format) or NULL. */
export type WireValue = string | ArrayBuffer | ArrayBufferView | null;

/** A simple-protocol Query message ('Q'). */
export function simpleQuery(sql: string): Uint8Array {
  const length = Buffer.byteLength(sql);
  const message = Buffer.allocUnsafe(length + 6);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(length + 5, 1);
  message.write(sql, 5, 'utf8');
  message[length + 5] = 0;
  return message;
}

const bytesOf = (value: ArrayBuffer | ArrayBufferView) =>
  ArrayBuffer.isView(value)
    ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    : new Uint8Array(value);

/**
 * A Bind message ('B') of a prepared statement to the unnamed portal: text values in text
 * format, bytes in binary, every result column in text.
 */
export function bindMessage(statement: string, values: WireValue[]): Uint8Array {
  const encoded = values.map((value) =>
    value === null || typeof value === 'string' ? value : bytesOf(value),
  );
  const sizes = encoded.map((value) =>
    value === null ? 0 : typeof value === 'string' ? Buffer.byteLength(value) : value.byteLength,
  );
  // length, portal's NUL, statement and its NUL, formats (count and one each), values (count,
  // and a length before each), result formats (a count of 0).
  const length =
    4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * values.length + 2 +
    sizes.reduce((sum, size) => sum + 4 + size, 0) + 2;
  const message = Buffer.allocUnsafe(1 + length);
  message[0] = 0x42; // 'B'
  let offset = message.writeInt32BE(length, 1);
  message[offset++] = 0;
  offset += message.write(statement, offset, 'utf8');
  message[offset++] = 0;
  offset = message.writeUInt16BE(values.length, offset);
  for (const value of encoded) {
    offset = message.writeInt16BE(value === null || typeof value === 'string' ? 0 : 1, offset);
  }
  offset = message.writeUInt16BE(values.length, offset);
  encoded.forEach((value, i) => {
    if (value === null) {
      offset = message.writeInt32BE(-1, offset);
      return;
    }
    offset = message.writeInt32BE(sizes[i]!, offset);
    if (typeof value === 'string') offset += message.write(value, offset, 'utf8');
    else {
      message.set(value, offset);
      offset += value.byteLength;
    }
  });
  message.writeInt16BE(0, offset);
  return message;
}

/** Execute ('E') of the unnamed portal, every row. */
export const EXECUTE = Uint8Array.of(0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0);

/** Sync ('S'). */
export const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
