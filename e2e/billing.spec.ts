import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  createAccount,
  expect,
  latestMail,
  loginThroughApi,
  signInDirectly,
  skipOnboarding,
  test,
} from './support/fixtures.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Paying in the browser with the sandbox's test cards: packs, declines, 3-D Secure and a plan.

async function openUpgrade(page: Page, tab: 'plans' | 'credits' = 'credits') {
  await page.goto(tab === 'credits' ? '/app/upgrade?tab=credits' : '/app/upgrade');
  await expect(
    page.getByRole('tab', { name: tab === 'credits' ? 'Credit Packs' : 'Subscription Plans' }),
  ).toHaveAttribute('aria-selected', 'true');
}

async function payWith(page: Page, card: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Sandbox: no money moves')).toBeVisible();
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^(Pay|Subscribe)/ }).click();
  return dialog;
}

test.describe('billing', () => {
  test.use({ bypassCSP: true });

  test('buys a pack with 4242: the balance grows, history shows it, a receipt arrives; a declined card charges nothing', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInDirectly(page, await loginThroughApi(request, account));
    await skipOnboarding(page);
    await openUpgrade(page);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-upgrade-packs');

    // Declined: the spec's message, and nothing charged.
    await page.getByRole('button', { name: 'Purchase 55 Credits' }).click();
    const declined = await payWith(page, '4000 0000 0000 0002');
    await expect(
      declined.getByText('Your card was declined. Please try a different payment method.'),
    ).toBeVisible();
    await saveScreenshot(page, 'billing-payment-declined');
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS} credits`);

    // The same modal, a good card.
    await declined.getByLabel('Card number').fill('4242 4242 4242 4242');
    await declined.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByText('Successfully purchased 55 credits! Your new balance is 65 credits.'),
    ).toBeVisible();
    await expect(page.getByTestId('credit-count')).toHaveText('65 credits');
    const receipt = await latestMail(request, account.email, (m) => /receipt/i.test(m.subject));
    expect(receipt.text).toMatch(/55/);
    await page.waitForURL(/\/app\/dashboard$/);
  });

  test('3-D Secure: an approved challenge grants the credits, a failed one charges nothing', async ({
    page,
    request,
  }) => {
    await signInDirectly(page, await loginThroughApi(request, await createAccount(request)));
    await skipOnboarding(page);
    await openUpgrade(page);
    await page.getByRole('button', { name: 'Purchase 55 Credits' }).click();
    const failed = await payWith(page, '4000 0025 0000 3155');
    await expect(failed.getByText('Confirm this payment with your bank')).toBeVisible();
    await saveScreenshot(page, 'billing-3ds-challenge');
    await failed.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(failed.getByText('Authentication with your bank failed. Please try again.')).toBeVisible();
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS} credits`);

    await failed.getByLabel('Card number').fill('4000 0025 0000 3155');
    await failed.getByRole('button', { name: /^Pay/ }).click();
    await failed.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText(/Successfully purchased 55 credits!/)).toBeVisible();
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS + 55} credits`);
  });

  test('subscribes to a plan with a card', async ({ page, request }) => {
    await signInDirectly(page, await loginThroughApi(request, await createAccount(request)));
    await skipOnboarding(page);
    await openUpgrade(page, 'plans');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-upgrade-plans');
    await page.getByRole('button', { name: 'Upgrade to Starter' }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/more features|✓/)
        .first(),
    ).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(
      page.getByText('Successfully subscribed to Starter plan! Your new benefits are now active.'),
    ).toBeVisible();
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS + 100} credits`);
  });

  test('manages a plan: cancel at period end, reactivate; the history lists every attempt and filters it', async ({
    page,
    request,
  }) => {
    const tokens = await loginThroughApi(request, await createAccount(request));
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    const subscribed = await request.post('/api/subscriptions/create', {
      headers: { ...headers, 'idempotency-key': `sub-${Date.now()}` },
      data: { plan: 'professional', paymentMethodId: 'pm_card_visa' },
    });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);
    const declined = await request.post('/api/payments/token-packs/purchase', {
      headers: { ...headers, 'idempotency-key': `pack-${Date.now()}` },
      data: { packSize: 50, paymentMethodId: 'pm_card_chargeDeclined' },
    });
    expect(declined.status()).toBe(402);
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');

    await page.goto('/app/subscription');
    await expect(main.getByText('Professional', { exact: true })).toBeVisible();
    await expect(main.getByText(/^Status: ACTIVE$/)).toBeVisible();
    await main.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await dialog.getByLabel('Reason (optional)').selectOption('Switching plans');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(main.getByText(/ENDS [A-Z]{3} \d{1,2}, \d{4}/)).toBeVisible();
    await expect(main.getByText('CANCELING AT PERIOD END')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-subscription-ending');
    await main.getByRole('button', { name: 'Reactivate Subscription' }).click();
    await expect(main.getByText(/^Status: ACTIVE$/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

    await page.goto('/app/billing');
    await expect(main.getByText('Showing 2 of 2 transactions')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-history');
    await main.getByLabel('Status').selectOption('failed');
    await expect(main.getByText('Showing 1 of 2 transactions')).toBeVisible();
    await main
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .first()
      .locator('summary')
      .click();
    await expect(main.getByText(/Payment Failed: This payment could not be processed/)).toBeVisible();
    await main.getByLabel('Type').selectOption('subscription');
    await expect(main.getByText('No transactions match your current filters.')).toBeVisible();
  });
});
