import {
  isCanonicalProperty,
  PROPERTY_LIST_MAX,
  type PropertyListQuery,
  parseStoredProperty,
} from '@ai-realty/shared/schemas/property';
import type { DbOrTx } from '../../db/client.ts';
import { type PropertyListRow, selectPropertyList } from './property-repo.ts';

/**
 * The caller's properties, newest first, optionally filtered by search text and status, capped at
 * PROPERTY_LIST_MAX; answered as the JSON text of PropertyRecord[]. A stored object already in
 * canonical form is passed through as stored (what parseStoredProperty would return anyway);
 * anything else goes through parseStoredProperty. This keeps a list of 1,000 full properties well
 * inside its latency budget.
 */
export async function listPropertiesJson(
  db: DbOrTx,
  userId: string,
  query: PropertyListQuery = {},
): Promise<string> {
  const rows = await selectPropertyList(db, userId, {
    search: query.q || undefined,
    status: query.status,
    limit: PROPERTY_LIST_MAX,
  });
  return `[${rows.map(recordJson).join(',')}]`;
}

function recordJson(row: PropertyListRow): string {
  // Same fields and order as toPropertyRecord.
  return `{"id":${JSON.stringify(row.id)},"address":${JSON.stringify(row.address)},"status":${JSON.stringify(row.status)},"property":${propertyJson(row.dataText)},"createdAt":"${row.createdAt.toISOString()}","updatedAt":"${row.updatedAt.toISOString()}"}`;
}

function propertyJson(text: string): string {
  // The text comes from jsonb, so it always parses; the value may still be a string or a partial object.
  const value: unknown = JSON.parse(text);
  return isCanonicalProperty(value) ? text : JSON.stringify(parseStoredProperty(value));
}
