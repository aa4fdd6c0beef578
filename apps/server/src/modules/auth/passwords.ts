import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library's default algorithm; its default cost (19 MiB, 2 passes) follows OWASP.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A stored value that is not an argon2 hash (e.g. a placeholder) never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 time as a real check, for an unknown email, so response times do not tell
 * which addresses have accounts. Always answers false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-that-matches-no-account');
  await verifyPassword(await dummyHash, password);
  return false;
}
