import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PropertyPhotoRow, propertyPhotos } from '../../db/schema.ts';

// The property_photos table (docs/decisions/0010-table-ownership.md): only this module reads or writes it.

export async function listPhotoRows(db: DbOrTx, propertyId: string): Promise<PropertyPhotoRow[]> {
  return db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
}

export async function countPhotos(db: DbOrTx, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function insertPhotoRows(
  db: DbOrTx,
  rows: Omit<PropertyPhotoRow, 'id' | 'createdAt' | 'position'>[],
): Promise<void> {
  if (rows.length === 0) return;
  const propertyId = rows[0].propertyId;
  if (!propertyId) return;
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${propertyPhotos.position}), -1)::int` })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
  const start = (last?.max ?? -1) + 1;
  await db.insert(propertyPhotos).values(rows.map((r, i) => ({ ...r, position: start + i })));
}

export async function setPhotoPositions(db: DbOrTx, propertyId: string, orderedIds: string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(propertyPhotos)
      .set({ position })
      .where(and(eq(propertyPhotos.id, id), eq(propertyPhotos.propertyId, propertyId)));
  }
}

export async function deletePhotoRow(
  db: DbOrTx,
  propertyId: string,
  photoId: string,
): Promise<PropertyPhotoRow | undefined> {
  const [row] = await db
    .delete(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
    .returning();
  return row;
}

/** A photo of a property that still exists, for the signed address that serves it. */
export async function findLivePhoto(db: DbOrTx, photoId: string): Promise<PropertyPhotoRow | undefined> {
  const [row] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
  return row?.propertyId ? row : undefined;
}

/** The first photo of each of the user's properties that has photos. */
export async function coverRows(db: DbOrTx, userId: string): Promise<PropertyPhotoRow[]> {
  return db
    .selectDistinctOn([propertyPhotos.propertyId])
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.userId, userId), isNotNull(propertyPhotos.propertyId)))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
}

/** Takes up to `limit` rows whose property is gone, removing them; the caller removes their files. */
export async function takeOrphanRows(db: DbOrTx, limit: number): Promise<PropertyPhotoRow[]> {
  const ids = db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(isNull(propertyPhotos.propertyId))
    .limit(limit);
  return db.delete(propertyPhotos).where(inArray(propertyPhotos.id, ids)).returning();
}
