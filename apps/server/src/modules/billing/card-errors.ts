import { AppError } from '../../lib/app-error.ts';
import { CardError, type CardFailure } from '../../providers/payments/payment-provider.ts';

/** A refused card answers 402 `{ error, type: 'card_error', code, decline_code? }` with Stripe's codes. */
export function cardErrorResponse(failure: CardFailure): AppError {
  return new AppError(failure.code, failure.message, 402, {
    type: 'card_error',
    ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
  });
}

/** Provider trouble that is not about the card: 502, and the client may retry. */
export function providerError(err: unknown): AppError {
  if (err instanceof CardError) return cardErrorResponse(err.failure);
  if (err instanceof AppError) return err;
  return new AppError(
    'PAYMENT_ERROR',
    'We encountered an error processing your payment. Please try again.',
    502,
    { type: 'api_error' },
  );
}
