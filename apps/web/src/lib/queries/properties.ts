import {
  PROPERTY_LIST_NEXT_CURSOR_HEADER,
  type PropertyRecord,
  propertyRecordSchema,
} from '@ai-realty/shared/schemas/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';

// Property queries used by more than one feature (properties, AI generation, dashboard).
export const propertiesQueryKey = ['properties'] as const;
export const propertyQueryKey = (id: string) => ['properties', id] as const;

/**
 * Every property of the agent. The server answers at most PROPERTY_LIST_MAX_BYTES at once and names
 * the rest by a cursor header (docs/decisions/0023-bounded-property-list.md); almost every account
 * fits in the first answer.
 */
export async function getProperties(): Promise<PropertyRecord[]> {
  const all: PropertyRecord[] = [];
  let path = '/property/mylist';
  for (;;) {
    const answer = { next: null as string | null };
    const page = await api(path, {
      schema: z.array(propertyRecordSchema),
      onHeaders: (headers) => {
        answer.next = headers.get(PROPERTY_LIST_NEXT_CURSOR_HEADER);
      },
    });
    all.push(...page);
    if (!answer.next) return all;
    path = `/property/mylist?cursor=${encodeURIComponent(answer.next)}`;
  }
}

export function getProperty(id: string): Promise<PropertyRecord> {
  return api(`/property/get/${encodeURIComponent(id)}`, { schema: propertyRecordSchema });
}

export const propertiesQueryOptions = () =>
  queryOptions({ queryKey: propertiesQueryKey, queryFn: getProperties });
export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyQueryKey(id), queryFn: () => getProperty(id), retry: false });

export function useProperties() {
  return useQuery(propertiesQueryOptions());
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
