import { ApiError } from '@/lib/api-client';

// The card form's rules and the card error messages of docs/product/commercial.md#card-errors.

/** "4242424242424242" → "4242 4242 4242 4242" (Amex-style 4-6-5 is not offered by the sandbox). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0428" or "04/28" → "04 / 28" as the agent types. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardInput = { number: string; expiry: string; cvc: string };

/** Month and four-digit year of "MM / YY", or null when it is not a real month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const digits = expiry.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

/** Empty: "Card information is required"; partly filled: "Please complete your card information". */
export function cardProblem(card: CardInput): string | null {
  const filled = [card.number, card.expiry, card.cvc].filter((v) => v.trim()).length;
  if (filled === 0) return 'Card information is required';
  const complete =
    card.number.replace(/\D/g, '').length >= 12 &&
    parseExpiry(card.expiry) !== null &&
    /^\d{3,4}$/.test(card.cvc);
  if (!complete) return 'Please complete your card information';
  if (!luhnValid(card.number)) return 'Your card number is incorrect.';
  return null;
}

const CARD_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Please try a different payment method.',
  expired_card: 'Your card has expired. Please use a different card.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  processing_error: 'An error occurred while processing your card. Please try again.',
  validation_error: 'Please check your payment information and try again.',
  api_error: 'We encountered an error processing your payment. Please try again.',
  authentication_required: 'Authentication with your bank failed. Please try again.',
  payment_intent_authentication_failure: 'Authentication with your bank failed. Please try again.',
  rate_limit_error: 'Too many requests. Please wait a moment and try again.',
};

const RETRYABLE = new Set(['processing_error', 'api_error', 'rate_limit_error']);

/** What the agent reads for a refused payment, and whether trying again may help. */
export function cardErrorMessage(
  error: unknown,
  fallback: string,
): { message: string; retryable: boolean; card: boolean } {
  // Stripe.js errors (the Stripe card form) carry Stripe's code.
  if (
    !(error instanceof ApiError) &&
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    if (error.code === 'stripe_not_loaded') return { message: error.message, retryable: false, card: false };
    return {
      message: CARD_MESSAGES[error.code] ?? (error.message || fallback),
      retryable: RETRYABLE.has(error.code),
      card: true,
    };
  }
  if (error instanceof Error && error.message === 'Payment confirmation failed')
    return { message: error.message, retryable: false, card: false };
  if (!(error instanceof ApiError)) return { message: fallback, retryable: false, card: false };
  const type = typeof error.body.type === 'string' ? error.body.type : '';
  const code = type === 'api_error' ? 'api_error' : error.code;
  if (type === 'card_error' || type === 'api_error' || CARD_MESSAGES[code]) {
    return {
      message: CARD_MESSAGES[code] ?? 'An unknown error occurred',
      retryable: RETRYABLE.has(code),
      card: type === 'card_error',
    };
  }
  if (error.status === 429) return { message: CARD_MESSAGES.rate_limit_error, retryable: true, card: false };
  return { message: error.message || fallback, retryable: false, card: false };
}

/** Test cards of the sandbox, shown beside its card form. */
export const SANDBOX_TEST_CARDS: [number: string, outcome: string][] = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['5555 5555 5555 4444', 'succeeds (Mastercard)'],
  ['4000 0025 0000 3155', 'asks for 3-D Secure'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
  ['4000 0000 0000 0069', 'is expired'],
  ['4000 0000 0000 0127', 'fails the CVC check'],
  ['4000 0000 0000 0119', 'has a processing error'],
];
