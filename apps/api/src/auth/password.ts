// Passwords are stored as argon2id hashes with the library's defaults (19 MiB, 2 passes,
// OWASP's minimum), which take about 20 ms here.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the enum is a `const enum` in an ambient file, which isolated modules cannot inline.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (no such member) a decoy hash is
 * checked instead, so an unknown account takes as long to refuse as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hashPassword('decoy password, never valid');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
