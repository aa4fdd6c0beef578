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
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UNKNOWN_ERROR',
  'PAYMENT_ERROR',
] as const;

/** Card errors answer 402 with `type: 'card_error'` and the card network's code, as Stripe names them. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_required',
  'payment_intent_authentication_failure',
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number] | CardErrorCode;

export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
