import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

// Unsubscribing from mail (docs/product/commercial.md#unsubscribe): an address and optional feedback.
// It stops marketing mail only; mail the account cannot work without still goes out.

export const UNSUBSCRIBE_FEEDBACK_MAX = 500;

export const UNSUBSCRIBE_MESSAGES = {
  success: 'You have been unsubscribed. We will not send marketing emails to this address again.',
  feedbackTooLong: `Feedback must be at most ${UNSUBSCRIBE_FEEDBACK_MAX} characters`,
  network: 'Network error occurred. Please check your connection and try again.',
} as const;

export const unsubscribeBodySchema = z.object({
  email: emailSchema,
  message: z
    .string()
    .trim()
    .max(UNSUBSCRIBE_FEEDBACK_MAX, UNSUBSCRIBE_MESSAGES.feedbackTooLong)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .optional()
    .describe('Optional feedback: why the address is leaving'),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** The query of the one-click address in a marketing mail's List-Unsubscribe header (RFC 8058). */
export const oneClickUnsubscribeQuerySchema = z.object({
  email: emailSchema,
  token: z.string().min(1).max(200),
});
