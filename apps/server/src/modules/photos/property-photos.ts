import { Readable } from 'node:stream';
import {
  PHOTO_MESSAGES,
  PHOTOS_PER_PROPERTY,
  type PhotoCovers,
  type PhotoList,
} from '@ai-realty/shared/schemas/photo';
import type { Deps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { getOwnedProperty } from '../properties/owned-property.ts';
import {
  countPhotos,
  coverRows,
  deletePhotoRow,
  insertPhotoRows,
  listPhotoRows,
  setPhotoPositions,
  takeOrphanRows,
} from './photo-repo.ts';
import { photoUrl, toPhoto } from './photo-urls.ts';
import { processPhoto } from './process-photo.ts';

// The photos of a property (docs/product/properties.md#photos): upload, order, cover, delete, and the
// removal of stored files once their property is gone.

type PhotoDeps = Pick<Deps, 'database' | 'storage'>;

export type UploadedPhoto = { filename: string; bytes: Uint8Array };

export async function listPhotos(deps: PhotoDeps, userId: string, propertyId: string): Promise<PhotoList> {
  const { db } = deps.database;
  await getOwnedProperty(db, userId, propertyId);
  const rows = await listPhotoRows(db, propertyId);
  return { photos: await Promise.all(rows.map((r) => toPhoto(db, r))) };
}

/**
 * Resizes and stores every photo of one upload, then records them after the existing ones. All or
 * nothing: a photo that cannot be read fails the upload, naming it, and nothing of it is kept.
 */
export async function addPhotos(
  deps: PhotoDeps,
  userId: string,
  propertyId: string,
  uploads: UploadedPhoto[],
): Promise<PhotoList> {
  const { db } = deps.database;
  await getOwnedProperty(db, userId, propertyId);
  if (uploads.length === 0) throw validationError({ photos: PHOTO_MESSAGES.missing }, PHOTO_MESSAGES.missing);
  const room = PHOTOS_PER_PROPERTY - (await countPhotos(db, propertyId));
  if (uploads.length > room) throw new AppError('CONFLICT', PHOTO_MESSAGES.tooMany(Math.max(0, room)), 409);

  const stored: string[] = [];
  try {
    const rows: Parameters<typeof insertPhotoRows>[1] = [];
    for (const upload of uploads) {
      let photo: Awaited<ReturnType<typeof processPhoto>>;
      try {
        photo = await processPhoto(upload.bytes);
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.code, `${upload.filename}: ${error.message}`, error.status);
        throw error;
      }
      const full = await deps.storage.put(Readable.from([photo.full]), { contentType: 'image/webp' });
      stored.push(full.key);
      const thumb = await deps.storage.put(Readable.from([photo.thumb]), { contentType: 'image/webp' });
      stored.push(thumb.key);
      rows.push({
        userId,
        propertyId,
        storageKey: full.key,
        thumbKey: thumb.key,
        width: photo.width,
        height: photo.height,
        sizeBytes: full.size,
      });
    }
    await db.transaction(async (tx) => {
      // Checked again inside the transaction: two uploads at once must not pass the cap together.
      const now = await countPhotos(tx, propertyId);
      if (now + rows.length > PHOTOS_PER_PROPERTY) {
        throw new AppError('CONFLICT', PHOTO_MESSAGES.tooMany(Math.max(0, PHOTOS_PER_PROPERTY - now)), 409);
      }
      await insertPhotoRows(tx, rows);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return listPhotos(deps, userId, propertyId);
}

/** Puts the photos in the given order; the first becomes the cover. */
export async function orderPhotos(
  deps: PhotoDeps,
  userId: string,
  propertyId: string,
  photoIds: string[],
): Promise<PhotoList> {
  const { db } = deps.database;
  await getOwnedProperty(db, userId, propertyId);
  await db.transaction(async (tx) => {
    const current = (await listPhotoRows(tx, propertyId)).map((r) => r.id);
    const same =
      photoIds.length === current.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => current.includes(id));
    if (!same)
      throw validationError({ photoIds: PHOTO_MESSAGES.orderMismatch }, PHOTO_MESSAGES.orderMismatch);
    await setPhotoPositions(tx, propertyId, photoIds);
  });
  return listPhotos(deps, userId, propertyId);
}

export async function removePhoto(
  deps: PhotoDeps,
  userId: string,
  propertyId: string,
  photoId: string,
): Promise<PhotoList> {
  const { db } = deps.database;
  await getOwnedProperty(db, userId, propertyId);
  const row = await deletePhotoRow(db, propertyId, photoId);
  if (!row) throw notFound(PHOTO_MESSAGES.notFound);
  await Promise.all([deps.storage.delete(row.storageKey), deps.storage.delete(row.thumbKey)]);
  return listPhotos(deps, userId, propertyId);
}

export async function photoCovers(deps: PhotoDeps, userId: string): Promise<PhotoCovers> {
  const { db } = deps.database;
  const rows = await coverRows(db, userId);
  const covers: Record<string, string> = {};
  for (const row of rows) if (row.propertyId) covers[row.propertyId] = await photoUrl(db, row.id, 'thumb');
  return { covers };
}

/**
 * Removes the stored files of photos whose property was deleted (the foreign key leaves such rows
 * without a property). Runs after every property deletion and on a schedule; returns how many went.
 */
export async function sweepOrphanPhotos(deps: PhotoDeps, batch = 200): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await takeOrphanRows(deps.database.db, batch);
    for (const row of rows) {
      // A file the store cannot remove now stays as an unreferenced blob; it holds no listing data
      // beyond the picture, and the row is gone either way.
      await Promise.all([deps.storage.delete(row.storageKey), deps.storage.delete(row.thumbKey)]).catch(
        () => undefined,
      );
    }
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}
