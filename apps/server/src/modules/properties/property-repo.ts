import { type AnyColumn, and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PropertyRow, properties } from '../../db/schema.ts';
import { lockUser } from '../account/user-repo.ts';
import { hasRunningResponse, runningResponseOf } from '../responses/response-repo.ts';

// The only place that writes SQL for properties. Every query is scoped by owner, so another user's
// property is simply not found, and reads only live rows: a property deleted while its generations
// run (deleted_at set) is gone for its owner at once and removed once they settle.

export type PropertyValues = Pick<PropertyRow, 'address' | 'data' | 'searchText'>;
export type StoredProperty = Pick<
  PropertyRow,
  'id' | 'address' | 'status' | 'data' | 'createdAt' | 'updatedAt'
>;

/** The columns a record needs: search_text and user_id stay in the database. */
const recordColumns = {
  id: properties.id,
  address: properties.address,
  status: properties.status,
  data: properties.data,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a property; answering "not found" avoids a database cast error. */
export function isPropertyId(id: string): boolean {
  return UUID.test(id);
}

export async function insertProperty(
  db: DbOrTx,
  userId: string,
  values: PropertyValues & { status: PropertyRow['status'] },
): Promise<StoredProperty> {
  const [row] = await db
    .insert(properties)
    .values({ userId, ...values })
    .returning(recordColumns);
  return row;
}

/**
 * Inserts many rows with one statement, each object given as its JSON text, and answers their ids.
 * Rows get creation times one microsecond apart before `createdAt`, earliest last, so "newest first"
 * lists them in the order they were given across calls (`offset` is the position of the first row).
 */
export async function insertPropertyRowsJson(
  db: DbOrTx,
  userId: string,
  rows: { address: string; searchText: string; dataJson: string; status: PropertyRow['status'] }[],
  opts: { createdAt: Date; offset: number },
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(properties)
    .values(
      rows.map((row, i) => {
        const createdAt = sql`${opts.createdAt.toISOString()}::timestamptz - make_interval(secs => ${(opts.offset + i) / 1_000_000})`;
        const { address, searchText, status } = row;
        return {
          userId,
          address,
          searchText,
          status,
          data: sql`${row.dataJson}::jsonb`,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: properties.id });
  return inserted.map((r) => r.id);
}

/** Removes the owner's rows with these ids at once (an import that could not finish). */
export async function deletePropertyRows(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(properties).where(and(eq(properties.userId, userId), inArray(properties.id, ids)));
}

const isoUtc = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Bytes of a record's JSON besides its property object and address: ids, status, timestamps, keys. */
const RECORD_OVERHEAD_BYTES = 200;

export type PropertyListPage = { json: string; nextCursor: string | null };

/**
 * The caller's properties newest first, as the JSON text of PropertyRecord[] built by the database
 * in a single value: for a thousand properties that is several times cheaper than fetching rows,
 * parsing every object and serialising it again. Timestamps are formatted like Date#toISOString.
 *
 * One answer holds at most `maxBytes` of JSON (and always at least one property): the database sums
 * the size of each record, newest first, and stops there. `nextCursor` then names where the next
 * answer starts (the last record's creation time to the microsecond and its id); null when nothing is
 * left. See docs/decisions/0023-bounded-property-list.md.
 */
export async function selectPropertyListJson(
  db: DbOrTx,
  userId: string,
  opts: {
    search?: string;
    status?: PropertyRow['status'];
    cursor?: { createdAt: string; id: string };
    limit: number;
    maxBytes: number;
  },
): Promise<PropertyListPage> {
  const conditions = [eq(properties.userId, userId), isNull(properties.deletedAt)];
  if (opts.status) conditions.push(eq(properties.status, opts.status));
  // strpos needs no escaping of % or _, unlike LIKE.
  if (opts.search) conditions.push(sql`strpos(${properties.searchText}, ${opts.search.toLowerCase()}) > 0`);
  if (opts.cursor) {
    conditions.push(
      sql`(${properties.createdAt}, ${properties.id}) < (${opts.cursor.createdAt}::timestamptz, ${opts.cursor.id}::uuid)`,
    );
  }
  // One pass: each record's running size comes from its stored `data_bytes`, so the database keeps
  // the records that fit without serialising any object to measure it; objects out of line (the large
  // ones) stay as pointers until the page is built.
  const fits = sql`n <= ${opts.limit} and (n = 1 or running <= ${opts.maxBytes})`;
  const result = await db.execute<{ json: string; next: string | null }>(sql`
    with sized as (
      select ${properties.id} as id, ${properties.address} as address, ${properties.status} as status,
        ${properties.data} as data, ${properties.createdAt} as created_at, ${properties.updatedAt} as updated_at,
        row_number() over w as n,
        sum(${properties.dataBytes} + ${RECORD_OVERHEAD_BYTES}) over w as running
      from ${properties}
      where ${and(...conditions)}
      window w as (order by ${properties.createdAt} desc, ${properties.id} desc)
      order by ${properties.createdAt} desc, ${properties.id} desc
      limit ${opts.limit + 1}
    )
    select
      coalesce(json_agg(json_build_object(
        'id', id, 'address', address, 'status', status, 'property', data,
        'createdAt', ${isoUtc(sql`created_at`)}, 'updatedAt', ${isoUtc(sql`updated_at`)}
      ) order by n) filter (where ${fits}), '[]')::text as json,
      case when count(*) > count(*) filter (where ${fits}) then
        (array_agg(to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || id
          order by n desc) filter (where ${fits}))[1]
      end as next
    from sized`);
  const [row] = result.rows;
  return { json: row.json, nextCursor: row.next };
}

export async function findProperty(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<StoredProperty | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.deletedAt)));
  return row;
}

export async function updatePropertyRow(
  db: DbOrTx,
  userId: string,
  id: string,
  values: PropertyValues & { status?: PropertyRow['status'] },
): Promise<StoredProperty | undefined> {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.deletedAt)))
    .returning(recordColumns);
  return row;
}

/** AI responses and follow-up prompts of the property go with it (foreign keys cascade). */
export async function deletePropertyRow(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(properties)
    .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  return deleted.length > 0;
}

/** Hides the property from its owner now; removeSettledDeletedProperties removes it later. */
export async function markPropertyDeleted(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const marked = await db
    .update(properties)
    .set({ deletedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  return marked.length > 0;
}

/** True while a generation of the property is queued or being written. */
export async function hasRunningGenerations(db: DbOrTx, propertyId: string): Promise<boolean> {
  return hasRunningResponse(db, propertyId);
}

/** Removes deleted properties (one, or all of an owner's) whose generations have all settled. */
export async function removeSettledDeletedProperties(
  db: DbOrTx,
  where: { propertyId: string } | { userId: string },
): Promise<number> {
  const removed = await db
    .delete(properties)
    .where(
      and(
        'propertyId' in where ? eq(properties.id, where.propertyId) : eq(properties.userId, where.userId),
        isNotNull(properties.deletedAt),
        sql`not ${runningResponseOf(db, properties.id)}`,
      ),
    )
    .returning({ id: properties.id });
  return removed.length;
}

/** Live properties of the owner. */
export async function countProperties(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.userId, userId), isNull(properties.deletedAt)));
  return row.n;
}

/** Serialises the owner's property writes until the transaction ends, so concurrent adds cannot pass a cap together. */
export async function lockPropertyOwner(tx: DbOrTx, userId: string): Promise<void> {
  await lockUser(tx, userId);
}
