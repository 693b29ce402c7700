// The sandbox provider's signing key: ES256, derived from a fixed seed, so every server process (and a
// restarted one) publishes the same key and signs tokens the others accept. A sandbox needs no secret key.
import { createECDH, createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

const SEED = 'sabai wellness sandbox signing key';

export interface SandboxKeys {
  privateKey: KeyObject;
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' };
  /** HS256 key for the sandbox's own authorization codes and access tokens. */
  codeKey: Uint8Array;
}

let cached: SandboxKeys | undefined;

export function sandboxKeys(): SandboxKeys {
  if (cached) return cached;
  const d = createHash('sha256').update(SEED).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 || x || y
  const x = point.subarray(1, 33).toString('base64url');
  const y = point.subarray(33, 65).toString('base64url');
  const privateKey = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', x, y, d: d.toString('base64url') },
    format: 'jwk',
  });
  const kid = createHash('sha256').update(`${x}.${y}`).digest('base64url').slice(0, 16);
  createPublicKey(privateKey); // throws early if the derived point were not on the curve
  cached = {
    privateKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' },
    codeKey: createHash('sha256').update(`${SEED} codes`).digest(),
  };
  return cached;
}
