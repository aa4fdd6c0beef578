import { type Property, validatedPropertySchema } from '@ai-realty/shared/schemas/property';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

// The form always holds a whole property (it starts from one), so the schema's looser input type
// (defaults, numbers as text) is read as the property itself.
const propertyFormSchema = validatedPropertySchema as unknown as z.ZodType<Property, Property>;

/**
 * The one form for the property object (wizard and edit modal), checked against the shared schema
 * with its form rules, the same the API applies; the wizard checks one step by triggering that
 * step's fields. Errors appear when a step or the whole form is checked. The form keeps the values
 * as typed (`raw`): the inputs already hold numbers and the API parses them again.
 */
export function usePropertyForm(defaultValues: Property) {
  return useForm<Property>({
    defaultValues,
    resolver: zodResolver(propertyFormSchema, undefined, { raw: true }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
}

/** Copies the server's per-field messages (400 VALIDATION_ERROR) onto the form; true when any matched. */
export function applyServerFieldErrors(
  error: unknown,
  setError: ReturnType<typeof usePropertyForm>['setError'],
): boolean {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return false;
  const entries = Object.entries(error.fields).filter(([path]) => /^[A-Z]\w*(\.\w+)+$/.test(path));
  for (const [path, message] of entries) setError(path as Parameters<typeof setError>[0], { message });
  return entries.length > 0;
}
