import type { Property } from '@ai-realty/shared/schemas/property';
import type { FieldPath } from 'react-hook-form';

export type PropertyPath = FieldPath<Property>;

/** Fields of the wizard's basic step (and the edit modal's Basic Info tab), in screen order. */
export const BASIC_FIELDS = [
  'BasicInfo.PropertyType',
  'BasicInfo.ListingType',
  'BasicInfo.Address.Street',
  'BasicInfo.Address.City',
  'BasicInfo.Address.State',
  'BasicInfo.Address.ZipCode',
  'BasicInfo.Price',
  'BasicInfo.Bedrooms',
  'BasicInfo.Bathrooms',
  'BasicInfo.SquareFootage',
  'BasicInfo.LotSize',
  'BasicInfo.LotSizeUnit',
  'BasicInfo.GarageSpaces',
  'BasicInfo.Units',
] as const satisfies readonly PropertyPath[];

export const ADDITIONAL_FIELDS = [
  'LegalCompliance.HOAFees',
  'HistoricalInfo.YearBuilt',
] as const satisfies readonly PropertyPath[];

/**
 * Numeric inputs fall back to 0 when what was typed is not a number
 * (docs/product/properties.md#validation).
 */
export function parseNumberInput(text: string, integer: boolean): number {
  const n = Number(text.trim());
  if (!text.trim() || !Number.isFinite(n)) return 0;
  return integer ? Math.trunc(n) : n;
}
