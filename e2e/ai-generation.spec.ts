import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { publishableText } from '@ai-realty/shared/rules/publishable-text';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  type Account,
  auth,
  createAccount,
  createPropertyThroughApi,
  expect,
  generateThroughApi,
  HARBOR_WAY_CONDO,
  loginThroughApi,
  signInDirectly,
  type Tokens,
  test,
  waitForComplete,
} from './support/fixtures.ts';
import { saveScreenshot as saveFullPage, VIEWPORTS } from './support/screenshots.ts';

// The product's core loop in the browser: generate from a property, watch the text arrive, copy it,
// run a follow-up; the insufficient-credit path; the onboarding modals of a new account.

/** From the top of the page, so the sticky header sits where it belongs in the full-page image. */
async function saveScreenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveFullPage(page, name);
}

async function signedIn(page: Page, request: APIRequestContext, account?: Account) {
  const tokens = await loginThroughApi(request, account ?? (await createAccount(request)));
  await signInDirectly(page, tokens);
  return tokens;
}

const createProperty = (request: APIRequestContext, tokens: Tokens) =>
  createPropertyThroughApi(request, tokens, HARBOR_WAY_CONDO);

async function listingPrice(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const res = await request.get('/api/ai/list', { headers: auth(tokens) });
  const { availableOptions } = (await res.json()) as { availableOptions: { name: string; price: number }[] };
  return availableOptions.find((o) => o.name === 'listing_description')!.price;
}

/** The onboarding modals are not what these journeys are about. */
async function onboardingDone(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      'ai-realty-onboarding',
      JSON.stringify({
        completedSteps: ['add-property', 'generate-ai', 'follow-up'],
        skippedSteps: [],
        lastShownStep: null,
        lastShownAt: null,
      }),
    ),
  );
}

test.describe('AI generation', () => {
  test('generate from a property, watch it complete, copy it, run a follow-up', async ({
    page,
    request,
    context,
  }) => {
    await onboardingDone(page);
    const tokens = await signedIn(page, request);
    const propertyId = await createProperty(request, tokens);
    const price = await listingPrice(request, tokens);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(`/app/properties/${propertyId}`);
    await page.getByRole('button', { name: 'Generate AI Content' }).first().click();

    // The property is preselected: the flow opens on the content types.
    await page.waitForURL(`**/app/ai?propertyId=${propertyId}`);
    await expect(page.getByRole('heading', { name: 'Basic Content' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sales & Marketing' })).toBeVisible();
    await saveScreenshot(page, 'ai-generate-select-type');
    await page.getByRole('button', { name: /Listing Description/ }).click();

    await page.getByRole('button', { name: /Custom Instructions/ }).click();
    await page.getByLabel('Instructions for the writer').fill('Mention the harbor-facing balcony.');
    await expect(page.getByText(`Balance after`)).toBeVisible();
    await saveScreenshot(page, 'ai-generate-customize');
    await page.getByRole('button', { name: 'Generate Content' }).click();

    await page.waitForURL(/\/app\/responses\/[^/]+$/);
    const firstUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Listing Description' })).toBeVisible();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Mention the harbor-facing balcony.', { exact: true })).toBeVisible();
    await expect(page.getByText('Built-in writer (offline)')).toBeVisible();
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS - price} credits`);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const record = await request.get(`/api/responses/get/${firstUrl.split('/').pop()}`, {
      headers: auth(tokens),
    });
    expect(copied).toBe(publishableText(((await record.json()) as { Response: string }).Response));
    expect(copied).not.toContain('Notes for you');
    expect(copied).toContain('balcony facing the harbor');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 5_000 });

    // Follow-up suggestions arrive for the completed response.
    const suggestion = page.getByRole('button', { name: /Relevance \d+ of 10/ }).first();
    await expect(suggestion).toBeVisible({ timeout: 30_000 });
    // A follow-up costs its type's price, which its card shows.
    const costText = await suggestion.getByText(/^\d+ credits?/).textContent();
    const followUpCost = Number.parseInt(costText ?? '', 10);
    expect(followUpCost).toBeGreaterThanOrEqual(1);
    await suggestion.click();
    await page.getByLabel('Additional instructions (optional)').fill('Keep it short.');
    await saveScreenshot(page, 'ai-response-detail-follow-ups');
    await page.getByRole('button', { name: 'Execute' }).click();

    await expect.poll(() => page.url()).not.toBe(firstUrl);
    await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Keep it short.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('credit-count')).toHaveText(
      `${REGISTRATION_CREDITS - price - followUpCost} credits`,
    );

    await page.getByRole('link', { name: 'Back to All Responses' }).first().click();
    await expect(page.getByText('2 of 2 responses')).toBeVisible();
    await saveScreenshot(page, 'ai-responses-list');
  });

  test('insufficient credits shows the message and the way to more credits', async ({ page, request }) => {
    await onboardingDone(page);
    const tokens = await signedIn(page, request);
    const propertyId = await createProperty(request, tokens);
    const price = await listingPrice(request, tokens);
    // Spend the free credits until a listing description no longer fits.
    for (let left = REGISTRATION_CREDITS; left >= price; left -= price)
      await generateThroughApi(request, tokens, propertyId);

    await page.goto(`/app/ai?propertyId=${propertyId}`);
    await page.getByRole('button', { name: /Listing Description/ }).click();
    await expect(
      page.getByText(
        `Insufficient credits. You need ${price} credit(s) to generate Listing Description. Please purchase more credits or upgrade your plan.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Content' })).toBeDisabled();
    await saveScreenshot(page, 'ai-generate-insufficient');
    await page.getByRole('link', { name: 'Buy credits or upgrade' }).click();
    await page.waitForURL('**/app/upgrade?tab=credits');
    // The reason travels with the agent, and a pack bought with a test card is spendable at once.
    await expect(page.getByText(/Insufficient credits\. You need/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Purchase 55 Credits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText(/Successfully purchased 55 credits!/)).toBeVisible();

    await page.goto(`/app/ai?propertyId=${propertyId}`);
    await page.getByRole('button', { name: /Listing Description/ }).click();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.waitForURL(/\/app\/responses\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  });

  test('onboarding modals guide a new account step by step', async ({ page, request }) => {
    const tokens = await signedIn(page, request);
    const modal = page.getByRole('dialog');
    // The page's timers run on a clock the test can move: time flows as usual, and the wait for a
    // modal that must not come is a jump past its delay instead of a real pause.
    await page.clock.install();

    // No properties: add-property, 2 s after load.
    await page.goto('/app/dashboard');
    await expect(modal.getByRole('heading', { name: 'Add your first property' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Shown less than 24 h ago: not again on the next visit.
    await page.reload();
    await expect(page.getByText('Quick actions')).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(modal).toHaveCount(0);

    // A property and no requests: generate-ai; its action completes the step and opens the flow.
    const propertyId = await createProperty(request, tokens);
    await page.reload();
    await expect(modal.getByRole('heading', { name: 'Generate your first AI content' })).toBeVisible();
    await modal.getByRole('button', { name: 'Generate AI Content' }).click();
    await page.waitForURL('**/app/ai');

    // Both: follow-up, which keeps coming back until it is done or skipped.
    await waitForComplete(request, tokens, await generateThroughApi(request, tokens, propertyId));
    await page.goto('/app/dashboard');
    await expect(modal.getByRole('heading', { name: 'Build on it with a follow-up' })).toBeVisible();
    // The viewport, not the full page: the modal's backdrop covers only what is on screen.
    await page.screenshot({ path: 'test-results/screenshots/onboarding-follow-up-1280.png' });
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(modal.getByRole('heading', { name: 'Build on it with a follow-up' })).toBeVisible();
    await modal.getByRole('button', { name: 'Skip for now' }).click();
    await page.reload();
    await expect(page.getByText('Quick actions')).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(modal).toHaveCount(0);

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('ai-realty-onboarding') ?? '{}'),
    );
    expect(stored).toMatchObject({ completedSteps: ['generate-ai'], skippedSteps: ['follow-up'] });
  });

  test.describe('screens', () => {
    test.use({ bypassCSP: true });

    test('phone and desktop screenshots, with no serious axe violations', async ({ page, request }) => {
      // Ten pages at two widths, each checked by axe: more than the default minute on a busy machine.
      test.slow();
      await onboardingDone(page);
      const tokens = await signedIn(page, request);
      const propertyId = await createProperty(request, tokens);
      const responseId = await generateThroughApi(request, tokens, propertyId);
      await waitForComplete(request, tokens, responseId);

      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto('/app/dashboard');
        await expect(page.getByRole('link', { name: /Listing Description/ })).toBeVisible();
        await saveScreenshot(page, 'dashboard');
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto('/app/ai');
        await expect(page.getByRole('button', { name: /12 Harbor Way/ })).toBeVisible();
        await saveScreenshot(page, 'ai-generate-select-property');
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: /12 Harbor Way/ }).click();
        await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
        await saveScreenshot(page, 'ai-generate-select-type');
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: /Market Analysis/ }).click();
        await expect(page.getByRole('button', { name: 'Generate Content' })).toBeVisible();
        await saveScreenshot(page, 'ai-generate-customize');
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto('/app/responses');
        await expect(page.getByText('1 of 1 responses')).toBeVisible();
        await saveScreenshot(page, 'ai-responses-list');
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto(`/app/responses/${responseId}`);
        await expect(page.getByRole('button', { name: /Relevance \d+ of 10/ }).first()).toBeVisible({
          timeout: 30_000,
        });
        await page
          .getByRole('button', { name: /Relevance \d+ of 10/ })
          .first()
          .click();
        await saveScreenshot(page, 'ai-response-detail-follow-ups');
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
});
