// Asymmetric JWT signing keys as GoTrue takes them (GOTRUE_JWT_KEYS): a JSON array of private
// JWKs (RS256 or ES256, each with a kid); the one whose key_ops holds "sign" (else the first)
// signs access tokens, every one verifies, and their public halves are the JWKS at
// /auth/v1/.well-known/jwks.json (what supabase-js getClaims() fetches). Without configured keys
// a P-256 key is generated once into DATA_DIR/signing-keys.json, as a new hosted project gets an
// ES256 key; an empty array keeps the legacy HS256 secret for sessions.
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';

export const SIGNING_KEYS_FILE = 'signing-keys.json';
export const ASYMMETRIC_ALGORITHMS = ['RS256', 'ES256'] as const;
type Algorithm = (typeof ASYMMETRIC_ALGORITHMS)[number];

export interface SigningKey {
  kid: string;
  alg: Algorithm;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public JWK as GoTrue publishes it (use "sig", key_ops ["verify"]). */
  publicJwk: JWK;
  signs: boolean;
}

const PRIVATE_PARTS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'key_ops', 'ext']);

function validate(
  jwk: JWK,
  index: number,
): asserts jwk is JWK & { kid: string; alg: Algorithm; d: string } {
  const where = `signing key ${index + 1}`;
  if (typeof jwk.kid !== 'string' || !jwk.kid) throw new Error(`${where} has no kid`);
  if (!ASYMMETRIC_ALGORITHMS.includes(jwk.alg as Algorithm)) {
    throw new Error(`${where} (${jwk.kid}): alg must be RS256 or ES256, not ${String(jwk.alg)}`);
  }
  if (jwk.alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256'))
    throw new Error(`${where} (${jwk.kid}): ES256 needs an EC P-256 key`);
  if (jwk.alg === 'RS256' && jwk.kty !== 'RSA')
    throw new Error(`${where} (${jwk.kid}): RS256 needs an RSA key`);
  if (typeof jwk.d !== 'string') throw new Error(`${where} (${jwk.kid}) is not a private key`);
}

/** Imports configured private JWKs; throws with the reason when one is unusable. */
export async function importSigningKeys(jwks: JWK[]): Promise<SigningKey[]> {
  const valid = jwks.map((jwk, index) => {
    validate(jwk, index);
    return jwk;
  });
  const kids = new Set(valid.map((jwk) => jwk.kid));
  if (kids.size !== valid.length) throw new Error('signing keys must have distinct kids');
  const marked = valid.filter((jwk) => jwk.key_ops?.includes('sign'));
  if (marked.length > 1) throw new Error('only one signing key may have key_ops "sign"');
  const signer = marked[0] ?? valid[0];
  return Promise.all(
    valid.map(async (jwk) => {
      const publicJwk: JWK = Object.fromEntries(
        Object.entries(jwk).filter(([name]) => !PRIVATE_PARTS.has(name)),
      );
      Object.assign(publicJwk, { use: 'sig', key_ops: ['verify'] });
      return {
        kid: jwk.kid,
        alg: jwk.alg,
        privateKey: (await importJWK(
          { ...jwk, key_ops: ['sign'], ext: false },
          jwk.alg,
        )) as CryptoKey,
        publicKey: (await importJWK(publicJwk, jwk.alg)) as CryptoKey,
        publicJwk,
        signs: jwk === signer,
      };
    }),
  );
}

/** A new private JWK for `alg`, marked as the signing key. */
export async function generateSigningJwk(alg: Algorithm = 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid: crypto.randomUUID(),
    alg,
    key_ops: ['sign', 'verify'],
  };
}

/** Reads DATA_DIR/signing-keys.json, generating it (mode 0600) on the first start. */
export async function signingKeysFromDataDir(dataDir: string): Promise<JWK[]> {
  const file = path.join(dataDir, SIGNING_KEYS_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': two first starts racing keep the first one's key.
      fs.writeFileSync(file, `${JSON.stringify([await generateSigningJwk()], null, 2)}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(stored))
    throw new Error(`${file} is not a JSON array of JWKs; remove it to generate a new key`);
  return stored as JWK[];
}

/** JWT_KEYS (a JSON array, as GOTRUE_JWT_KEYS) or the file JWT_KEYS_PATH names (as the CLI's signing_keys_path). */
export function signingKeysFromEnv(env: NodeJS.ProcessEnv): JWK[] | undefined {
  const text =
    env.JWT_KEYS || (env.JWT_KEYS_PATH ? fs.readFileSync(env.JWT_KEYS_PATH, 'utf8') : undefined);
  if (text === undefined) return undefined;
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('JWT_KEYS must be a JSON array of private JWKs');
  return parsed as JWK[];
}

/** Signs claims with the signing key: header { alg, kid, typ: 'JWT' }, as GoTrue does. */
export function asymmetricSigner(
  keys: SigningKey[],
): ((claims: Record<string, unknown>) => Promise<string>) | undefined {
  const key = keys.find((candidate) => candidate.signs);
  if (!key) return undefined;
  return (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
}
