// Tokens of signed URLs (download, image render, upload), as Supabase Storage makes them: a JWT
// signed with the project's secret naming the one object (`url: bucket/name`) and an expiry,
// so the URL works without any other credential and only for that object until it expires.
import { SignJWT, jwtVerify } from 'jose';
import { StorageError } from './errors.js';

export interface ObjectTokenClaims {
  /** `bucket/name` of the object the token opens. */
  url: string;
  /** Image transformation fixed at signing time (width, height, resize, quality, format). */
  transformations?: string;
  /** Signed upload URLs: who uploads, and whether an existing object may be replaced. */
  owner?: string;
  upsert?: boolean;
}

export async function signObjectToken(secret: Uint8Array, claims: ObjectTokenClaims, expiresIn: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secret);
}

/** The token's claims when it is valid, unexpired and opens exactly `url`. */
export async function verifyObjectToken(secret: Uint8Array, token: unknown, url: string): Promise<ObjectTokenClaims> {
  if (typeof token !== 'string' || token === '') throw new StorageError(400, 'InvalidJWT', 'Missing token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new StorageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature');
  }
  if (payload.url !== url) throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
  return payload as unknown as ObjectTokenClaims;
}

/** A positive whole number of seconds (createSignedUrl's expiresIn). */
export function expiresInSeconds(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive number of seconds');
  return seconds;
}
