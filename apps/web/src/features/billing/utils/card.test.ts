import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { StripeCardError } from '../components/stripe-card';
import {
  cardErrorMessage,
  cardProblem,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './card';
import { type PaymentChecks, paymentFormSchema } from './payment-form-schema';

describe('the card form', () => {
  it('spaces the number, formats the expiry and checks the number', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('13 / 34')).toBeNull();
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
  });

  it('names what is missing: nothing, part, a wrong number', () => {
    expect(cardProblem({ number: '', expiry: '', cvc: '' })).toBe('Card information is required');
    expect(cardProblem({ number: '4242 4242', expiry: '', cvc: '' })).toBe(
      'Please complete your card information',
    );
    expect(cardProblem({ number: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' })).toBe(
      'Your card number is incorrect.',
    );
    expect(cardProblem({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toBeNull();
  });

  it('checks the billing details, then the card, and reports the first problem only, at its field', () => {
    const form = { name: 'Jo', email: 'j@x.co', phone: '', number: '', expiry: '', cvc: '' };
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    const issues = (checks: PaymentChecks, over: Partial<typeof form>) => {
      const result = paymentFormSchema(checks).safeParse({ ...form, ...over });
      return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues('details-and-card', { name: '', email: 'nope' })).toEqual([
      ['email', 'Valid email address is required'],
    ]);
    expect(issues('details-and-card', { name: 'J' })).toEqual([['name', 'Full name is required']]);
    expect(issues('details-and-card', { phone: '555' })).toEqual([
      ['phone', 'Please enter a valid phone number'],
    ]);
    expect(issues('details-and-card', {})).toEqual([['number', 'Card information is required']]);
    expect(issues('details-and-card', { ...card, expiry: '13 / 34' })).toEqual([
      ['expiry', 'Please complete your card information'],
    ]);
    expect(issues('details-and-card', { ...card, cvc: '1' })).toEqual([
      ['cvc', 'Please complete your card information'],
    ]);
    expect(issues('details-and-card', { ...card, number: '4242 4242 4242 4241' })).toEqual([
      ['number', 'Your card number is incorrect.'],
    ]);
    expect(issues('details-and-card', card)).toEqual([]);
    // Stripe's own field checks the card; a plan change checks nothing.
    expect(issues('details', {})).toEqual([]);
    expect(issues('none', { email: '' })).toEqual([]);
  });
});

describe('card error messages', () => {
  const declined = (code: string, type = 'card_error') =>
    new ApiError(402, code, 'Your card was declined.', { type, code });

  it.each([
    ['card_declined', 'Your card was declined. Please try a different payment method.', false],
    ['expired_card', 'Your card has expired. Please use a different card.', false],
    ['incorrect_cvc', "Your card's security code is incorrect.", false],
    ['processing_error', 'An error occurred while processing your card. Please try again.', true],
    [
      'payment_intent_authentication_failure',
      'Authentication with your bank failed. Please try again.',
      false,
    ],
  ])('%s from the server', (code, message, retryable) => {
    expect(cardErrorMessage(declined(code), 'fallback')).toEqual({ message, retryable, card: true });
  });

  it('reads Stripe.js errors the same way, and keeps other failures apart', () => {
    expect(cardErrorMessage(new StripeCardError('incorrect_number', 'x'), 'f').message).toBe(
      'Your card number is incorrect.',
    );
    expect(
      cardErrorMessage(new ApiError(502, 'PAYMENT_ERROR', 'x', { type: 'api_error' }), 'f'),
    ).toMatchObject({
      message: 'We encountered an error processing your payment. Please try again.',
      retryable: true,
    });
    expect(cardErrorMessage(new Error('Payment confirmation failed'), 'f').message).toBe(
      'Payment confirmation failed',
    );
    expect(
      cardErrorMessage(new TypeError('Failed to fetch'), 'Failed to purchase credit pack. Please try again.')
        .message,
    ).toBe('Failed to purchase credit pack. Please try again.');
  });
});
