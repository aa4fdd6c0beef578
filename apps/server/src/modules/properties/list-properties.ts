import {
  isCanonicalProperty,
  PROPERTIES_PER_ACCOUNT_MAX,
  PROPERTY_LIST_MAX_BYTES,
  type PropertyListQuery,
  type PropertyRecord,
  parseStoredProperty,
} from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { type PropertyListPage, selectPropertyListJson } from './property-repo.ts';

type StoredRecord = Omit<PropertyRecord, 'property'> & { property: unknown };

/**
 * The caller's properties, newest first, optionally filtered by search text and status, as the JSON
 * text of PropertyRecord[]: all of them, or the newest up to PROPERTY_LIST_MAX_BYTES with the cursor
 * of the rest (docs/decisions/0023-bounded-property-list.md). When every stored object is already
 * canonical (what parseStoredProperty would return, as this module always stores them) the
 * database's text is the answer; otherwise each record's object goes through parseStoredProperty.
 */
export async function listPropertiesJson(
  db: DbOrTx,
  userId: string,
  query: PropertyListQuery = {},
  maxBytes = PROPERTY_LIST_MAX_BYTES,
): Promise<PropertyListPage> {
  const [createdAt, id] = query.cursor?.split('~') ?? [];
  const page = await selectPropertyListJson(db, userId, {
    search: query.q || undefined,
    status: query.status,
    cursor: createdAt && id ? { createdAt, id } : undefined,
    limit: PROPERTIES_PER_ACCOUNT_MAX,
    maxBytes,
  });
  const records = JSON.parse(page.json) as StoredRecord[];
  if (records.every((r) => isCanonicalProperty(r.property))) return page;
  const json = JSON.stringify(records.map((r) => ({ ...r, property: parseStoredProperty(r.property) })));
  return { ...page, json };
}
