// Phoenix channel frames as @supabase/realtime-js speaks them.
// vsn 1.0.0: JSON objects {join_ref, ref, topic, event, payload}.
// vsn 2.0.0: JSON arrays [join_ref, ref, topic, event, payload], except user broadcasts, which the
// client pushes as binary "userBroadcastPush" frames (kind 3) and decodes as binary
// "userBroadcast" frames (kind 4) — see realtime-js src/lib/serializer.ts.

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** A user broadcast, kept apart from Frame so binary payloads survive the round trip. */
export interface UserBroadcast {
  event: string;
  /** Parsed JSON, or raw bytes when the sender broadcast an ArrayBuffer. */
  payload: unknown;
  binary: boolean;
  meta?: Record<string, unknown>;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const asRef = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** Decodes one client frame; throws on malformed input (the caller closes the socket). */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame {
  if (isBinary) return decodeBroadcastPush(data);
  const parsed: unknown = JSON.parse(data.toString('utf8'));
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5)
      throw new Error('expected a 5-element array frame');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return {
      join_ref: asRef(joinRef),
      ref: asRef(ref),
      topic: String(topic),
      event: String(event),
      payload: asObject(payload),
    };
  }
  const msg = asObject(parsed);
  return {
    join_ref: asRef(msg.join_ref),
    ref: asRef(msg.ref),
    topic: String(msg.topic),
    event: String(msg.event),
    payload: asObject(msg.payload),
  };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify(frame);
}

/** A kind-3 frame becomes an ordinary `broadcast` push whose payload carries the user broadcast. */
function decodeBroadcastPush(data: Buffer): Frame {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH)
    throw new Error('unsupported binary frame');
  const lengths = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6]!;
  let offset = 7;
  const [joinRef, ref, topic, userEvent, metadata] = lengths.map((length) => {
    const part = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return part;
  }) as [string, string, string, string, string];
  const body = data.subarray(offset);
  const broadcast: UserBroadcast = {
    event: userEvent,
    payload: encoding === ENCODING_JSON ? JSON.parse(body.toString('utf8')) : Buffer.from(body),
    binary: encoding === ENCODING_BINARY,
    ...(metadata ? { meta: asObject(JSON.parse(metadata)) } : {}),
  };
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { binaryBroadcast: broadcast },
  };
}

/** Reads a user broadcast from either a binary push or a JSON `{type, event, payload}` push. */
export function userBroadcastOf(payload: Record<string, unknown>): UserBroadcast | null {
  const fromBinary = payload.binaryBroadcast as UserBroadcast | undefined;
  if (fromBinary) return fromBinary;
  if (typeof payload.event !== 'string') return null;
  return { event: payload.event, payload: payload.payload, binary: false };
}

/** Server → client broadcast: binary kind 4 on vsn 2.0.0, a JSON `broadcast` event on 1.0.0. */
export function encodeUserBroadcast(
  topic: string,
  broadcast: UserBroadcast,
  vsn: Vsn,
): string | Buffer | null {
  if (vsn === '1.0.0') {
    if (broadcast.binary) return null; // 1.0.0 has no way to carry raw bytes
    const payload = {
      type: 'broadcast',
      event: broadcast.event,
      payload: broadcast.payload,
      ...(broadcast.meta ? { meta: broadcast.meta } : {}),
    };
    return encodeFrame({ join_ref: null, ref: null, topic, event: 'broadcast', payload }, vsn);
  }
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(broadcast.event);
  const metaBytes = Buffer.from(broadcast.meta ? JSON.stringify(broadcast.meta) : '');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) return null;
  const body = broadcast.binary
    ? (broadcast.payload as Buffer)
    : Buffer.from(JSON.stringify(broadcast.payload ?? {}));
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    broadcast.binary ? ENCODING_BINARY : ENCODING_JSON,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, body]);
}
