import { z } from 'zod';

// The one error shape of the API: { error, code, ...details }.
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INSUFFICIENT_CREDITS',
  'EMAIL_VERIFICATION_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
