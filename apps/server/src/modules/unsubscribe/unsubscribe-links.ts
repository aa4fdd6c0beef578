import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { loadAppSecret } from '../../lib/tokens.ts';

// The addresses a marketing mail carries. The page link opens the unsubscribe form with the address
// filled in; the one-click address is for mail clients (RFC 8058): a POST to it unsubscribes at once,
// so it carries a signature of the address that only this server can make, and a forged or altered
// link does nothing.

const keys = new WeakMap<object, Promise<Uint8Array>>();
function keyFor(db: Db): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadAppSecret(db, 'unsubscribe-links');
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Uint8Array, email: string) =>
  createHmac('sha256', key).update(`unsubscribe:${email}`).digest('base64url');

/** `email` must be normalised (lower-case, trimmed): the signature is of that spelling. */
export async function unsubscribeLinks(
  db: Db,
  appUrl: string,
  email: string,
): Promise<{ page: string; oneClick: string }> {
  const address = encodeURIComponent(email);
  const token = mac(await keyFor(db), email);
  return {
    page: `${appUrl}/unsubscribe?email=${address}`,
    oneClick: `${appUrl}/api/unsubscribe/one-click?email=${address}&token=${token}`,
  };
}

export async function isValidUnsubscribeToken(db: Db, email: string, token: string): Promise<boolean> {
  const expected = Buffer.from(mac(await keyFor(db), email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
