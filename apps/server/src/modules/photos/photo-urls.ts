import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Photo } from '@ai-realty/shared/schemas/photo';
import type { Db } from '../../db/client.ts';
import type { PropertyPhotoRow } from '../../db/schema.ts';
import { loadAppSecret } from '../../lib/tokens.ts';

// An <img> cannot send the access token, so each photo is served at an address signed for one
// photo and one size, valid for an hour or two. Expiry is rounded up to the hour so the address stays
// the same for an hour and the browser's cache keeps working.

export type PhotoVariant = 'full' | 'thumb';
const HOUR = 3600;

const keys = new WeakMap<object, Promise<Uint8Array>>();
function keyFor(db: Db): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = loadAppSecret(db, 'photo-urls');
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Uint8Array, id: string, variant: PhotoVariant, exp: number) =>
  createHmac('sha256', key).update(`${id}:${variant}:${exp}`).digest('base64url');

export async function photoUrl(db: Db, id: string, variant: PhotoVariant, now = Date.now()): Promise<string> {
  const exp = (Math.ceil(now / 1000 / HOUR) + 1) * HOUR;
  return `/api/photos/${id}/${variant}?exp=${exp}&sig=${mac(await keyFor(db), id, variant, exp)}`;
}

export async function verifyPhotoUrl(
  db: Db,
  id: string,
  variant: PhotoVariant,
  exp: number,
  sig: string,
): Promise<boolean> {
  if (!Number.isInteger(exp) || exp * 1000 < Date.now()) return false;
  const expected = Buffer.from(mac(await keyFor(db), id, variant, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function toPhoto(db: Db, row: PropertyPhotoRow): Promise<Photo> {
  return {
    id: row.id,
    url: await photoUrl(db, row.id, 'full'),
    thumbUrl: await photoUrl(db, row.id, 'thumb'),
    width: row.width,
    height: row.height,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}
