import type { Property } from '@ai-realty/shared/schemas/property';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { propertyResolver } from '../utils/property-form-rules';

/**
 * The one form for the property object (wizard and edit modal). Errors appear when a step or the whole
 * form is checked, and a field's error clears as soon as it is edited.
 */
export function usePropertyForm(defaultValues: Property) {
  return useForm<Property>({
    defaultValues,
    resolver: propertyResolver,
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
