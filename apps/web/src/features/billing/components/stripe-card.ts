import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

// The card form when the server takes payments through Stripe: Stripe.js mounts its card field (an
// iframe served by Stripe), so card numbers go from the browser to Stripe and never to this server.
// Stripe.js is loaded from Stripe on first use, only on installs with a Stripe key.

export type StripeCard = {
  /** Stripe.js loaded and the field mounted. */
  ready: boolean;
  /** The field holds a complete card. */
  complete: boolean;
  /** Stripe.js could not load: "Stripe is not loaded. Please refresh the page and try again." */
  failed: boolean;
  createPaymentMethod(details: { name: string; email: string; phone: string }): Promise<string>;
  /** 3-D Secure: Stripe shows the bank's challenge; resolves with the PaymentIntent's final status. */
  confirm(clientSecret: string): Promise<string>;
};

export class StripeCardError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export function useStripeCard(
  publishableKey: string | null,
  mountRef: React.RefObject<HTMLDivElement | null>,
): StripeCard {
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!publishableKey || !mountRef.current) return;
    let cancelled = false;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const instance = await loadStripe(publishableKey);
        if (cancelled || !instance || !mountRef.current) {
          if (!instance) setFailed(true);
          return;
        }
        const element = instance.elements().create('card', { hidePostalCode: false });
        element.on('change', (event) => setComplete(event.complete));
        element.mount(mountRef.current);
        stripe.current = instance;
        card.current = element;
        setReady(true);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey, mountRef]);

  return {
    ready,
    complete,
    failed,
    async createPaymentMethod(details) {
      if (!stripe.current || !card.current)
        throw new StripeCardError(
          'stripe_not_loaded',
          'Stripe is not loaded. Please refresh the page and try again.',
        );
      const { paymentMethod, error } = await stripe.current.createPaymentMethod({
        type: 'card',
        card: card.current,
        billing_details: { name: details.name, email: details.email, phone: details.phone || undefined },
      });
      if (error || !paymentMethod)
        throw new StripeCardError(error?.code ?? 'card_declined', error?.message ?? '');
      return paymentMethod.id;
    },
    async confirm(clientSecret) {
      if (!stripe.current)
        throw new StripeCardError(
          'stripe_not_loaded',
          'Stripe is not loaded. Please refresh the page and try again.',
        );
      const { paymentIntent, error } = await stripe.current.confirmCardPayment(clientSecret);
      if (error)
        throw new StripeCardError(error.code ?? 'payment_intent_authentication_failure', error.message ?? '');
      return paymentIntent?.status ?? 'failed';
    },
  };
}
