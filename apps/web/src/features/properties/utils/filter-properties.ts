import type { ListingStatus } from '@ai-realty/shared/constants';
import { type PropertyRecord, propertySearchText } from '@ai-realty/shared/schemas/property';

export type StatusFilter = 'all' | ListingStatus;

// Search text is built once per record object; a refetch brings new objects and so fresh text.
const searchTexts = new WeakMap<PropertyRecord, string>();
function searchTextOf(record: PropertyRecord): string {
  let text = searchTexts.get(record);
  if (text === undefined) {
    text = propertySearchText(record.property, record.address);
    searchTexts.set(record, text);
  }
  return text;
}

/** Case-insensitive match on the address or any property data, then the listing status filter. */
export function filterProperties(
  records: readonly PropertyRecord[],
  search: string,
  status: StatusFilter,
): PropertyRecord[] {
  const needle = search.trim().toLowerCase();
  return records.filter(
    (r) => (status === 'all' || r.status === status) && (!needle || searchTextOf(r).includes(needle)),
  );
}
