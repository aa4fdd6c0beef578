import {
  isCanonicalProperty,
  PROPERTIES_PER_ACCOUNT_MAX,
  type PropertyListQuery,
  type PropertyRecord,
  parseStoredProperty,
} from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { selectPropertyListJson } from './property-repo.ts';

type StoredRecord = Omit<PropertyRecord, 'property'> & { property: unknown };

/**
 * The caller's properties, newest first, optionally filtered by search text and status, capped at
 * PROPERTIES_PER_ACCOUNT_MAX; answered as the JSON text of PropertyRecord[]. When every stored object is
 * already canonical (what parseStoredProperty would return, as this module always stores them) the
 * database's text is the answer; otherwise each record's object goes through parseStoredProperty.
 */
export async function listPropertiesJson(
  db: DbOrTx,
  userId: string,
  query: PropertyListQuery = {},
): Promise<string> {
  const json = await selectPropertyListJson(db, userId, {
    search: query.q || undefined,
    status: query.status,
    limit: PROPERTIES_PER_ACCOUNT_MAX,
  });
  const records = JSON.parse(json) as StoredRecord[];
  if (records.every((r) => isCanonicalProperty(r.property))) return json;
  return JSON.stringify(records.map((r) => ({ ...r, property: parseStoredProperty(r.property) })));
}
