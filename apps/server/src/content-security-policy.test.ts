import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The page may load scripts and frames from Stripe only when Stripe takes the cards: with the
// built-in sandbox nothing outside this origin is allowed.

async function policy(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    return String(res.headers['content-security-policy']);
  } finally {
    await t.close();
  }
}

describe('content security policy', () => {
  it('allows nothing from outside with the sandbox', async () => {
    const csp = await policy({});
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('stripe.com');
  });

  it('allows Stripe.js and its frames when Stripe takes the cards', async () => {
    const csp = await policy({
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
    });
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });
});
