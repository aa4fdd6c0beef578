import { type PropertyRecord, propertyRecordSchema } from '@ai-realty/shared/schemas/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';

// Property queries used by more than one feature (properties, AI generation, dashboard).
export const propertiesQueryKey = ['properties'] as const;
export const propertyQueryKey = (id: string) => ['properties', id] as const;

export function getProperties(): Promise<PropertyRecord[]> {
  return api('/property/mylist', { schema: z.array(propertyRecordSchema) });
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
