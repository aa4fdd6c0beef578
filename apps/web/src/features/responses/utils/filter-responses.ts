import type { AiResponse } from '@ai-realty/shared/schemas/ai';

export const STATUS_FILTERS = ['all', 'complete', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type ResponseFilters = {
  search: string;
  status: StatusFilter;
  /** 'all' or a response Type. */
  type: string;
  /** Only responses of this property (the `property` query parameter). */
  propertyId?: string | null;
};

// The three basic content types (docs/product/ai-generation.md#responses) always appear in the
// filter; others join when present.
const BASE_TYPES = ['ListingDescription', 'Keywords', 'Demographics'];

export function contentTypes(responses: AiResponse[]): string[] {
  const extra = [...new Set(responses.map((r) => r.Type))].filter((t) => !BASE_TYPES.includes(t)).sort();
  return [...BASE_TYPES, ...extra];
}

const time = (r: AiResponse) => new Date(r.Time).getTime() || 0;

/** Newest first, narrowed by property, status, type and a search over address, text and instructions. */
export function filterResponses(responses: AiResponse[], f: ResponseFilters): AiResponse[] {
  const q = f.search.trim().toLowerCase();
  return responses
    .filter((r) => !f.propertyId || r.PropertyID === f.propertyId)
    .filter((r) => {
      if (f.status === 'complete') return r.Status === 'Complete';
      if (f.status === 'pending') return r.Status === 'Pending' || r.Status === 'Processing';
      return true;
    })
    .filter((r) => f.type === 'all' || r.Type === f.type)
    .filter(
      (r) =>
        !q ||
        r.Address.toLowerCase().includes(q) ||
        r.Response.toLowerCase().includes(q) ||
        (r.Prompt ?? '').toLowerCase().includes(q),
    )
    .sort((a, b) => time(b) - time(a));
}
