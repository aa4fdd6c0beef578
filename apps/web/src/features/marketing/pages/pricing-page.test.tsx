import { CREDIT_PACKS, PLANS } from '@ai-realty/shared/billing-catalogue';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import PricingPage from './pricing-page';

const pricing = (over: Partial<(typeof PLANS)[number]> = {}) => ({
  plans: PLANS.map((p) => (p.id === 'starter' ? { ...p, ...over } : p)),
  creditPacks: CREDIT_PACKS,
  currency: 'usd',
  paymentProvider: 'sandbox',
  publishableKey: null,
});

describe('pricing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plans and packs the server sells, with their prices', async () => {
    mockApi({ 'GET /api/billing/pricing': { body: pricing({ price: 24 }) } });
    renderPage(
      <SessionProvider navigate={() => undefined}>
        <PricingPage />
      </SessionProvider>,
    );
    const starter = (await screen.findByRole('heading', { name: 'Starter' })).closest(
      'div.flex-col',
    ) as HTMLElement;
    expect(within(starter).getByText('$24')).toBeInTheDocument();
    expect(within(starter).getByText('100 credits every month')).toBeInTheDocument();
    expect(within(starter).getByRole('link', { name: 'Start with Starter' })).toHaveAttribute(
      'href',
      '/register?plan=starter',
    );
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('Large Pack')).toBeInTheDocument();
    expect(screen.getByText(/600 credits \(100 bonus\) · Best Value/)).toBeInTheDocument();
  });

  it('says so when the prices cannot be loaded', async () => {
    mockApi({ 'GET /api/billing/pricing': { status: 500, body: { error: 'x', code: 'INTERNAL_ERROR' } } });
    renderPage(
      <SessionProvider navigate={() => undefined}>
        <PricingPage />
      </SessionProvider>,
    );
    expect(
      await screen.findByText('Failed to load pricing information. Please try again.'),
    ).toBeInTheDocument();
  });
});
