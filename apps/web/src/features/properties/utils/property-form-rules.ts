import {
  type Property,
  type PropertyFieldErrors,
  propertySchema,
  validateProperty,
} from '@ai-realty/shared/schemas/property';
import { type FieldErrors, type FieldPath, type Resolver, set } from 'react-hook-form';

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
] as const satisfies readonly PropertyPath[];

export const ADDITIONAL_FIELDS = [
  'LegalCompliance.HOAFees',
  'HistoricalInfo.YearBuilt',
] as const satisfies readonly PropertyPath[];

/**
 * Every rule a property must pass: the shared wizard rules with the spec's messages, plus whatever the
 * shared schema (the one the server validates with) rejects, so the form never sends what the API refuses.
 */
export function propertyFieldErrors(values: Property): PropertyFieldErrors {
  const errors: PropertyFieldErrors = {};
  const parsed = propertySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (key) errors[key] ??= issue.message;
    }
  }
  return { ...errors, ...validateProperty(values) };
}

/** Turns dotted-path messages (ours or the server's `fields`) into react-hook-form's nested errors. */
export function toFormErrors(fields: PropertyFieldErrors): FieldErrors<Property> {
  const nested: FieldErrors<Property> = {};
  for (const [path, message] of Object.entries(fields)) set(nested, path, { type: 'validate', message });
  return nested;
}

export const propertyResolver: Resolver<Property> = (values) => {
  const errors = propertyFieldErrors(values);
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: toFormErrors(errors) };
};

/** Numeric inputs fall back to 0 when what was typed is not a number (core-area section 5). */
export function parseNumberInput(text: string, integer: boolean): number {
  const n = Number(text.trim());
  if (!text.trim() || !Number.isFinite(n)) return 0;
  return integer ? Math.trunc(n) : n;
}
