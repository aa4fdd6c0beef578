import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  auth,
  createAccount,
  createPropertyThroughApi,
  expect,
  loginThroughApi,
  signInDirectly,
  skipOnboarding,
  test,
} from './support/fixtures.ts';
import { saveScreenshot, VIEWPORTS } from './support/screenshots.ts';

// Publishing safely: a Fair Housing phrase in a response is highlighted with its reason, the list
// marks the response, one click fixes it; the tone is chosen before generating; the agent's MLS limit
// shapes the listing description and Copy for MLS stays within it; descriptions are checked as typed.

const PROPERTY = {
  BasicInfo: {
    PropertyType: 'Single Family Home',
    ListingType: 'For Sale',
    Price: 615000,
    Bedrooms: 3,
    Bathrooms: 2.5,
    SquareFootage: 2140,
    Address: { Street: '77 Orchard Rd', City: 'Asheville', State: 'NC', ZipCode: '28803' },
  },
  KeyFeatures: {
    Renovations: 'Kitchen remodeled in 2022',
    FlooringType: 'White oak',
    OutdoorSpaces: 'Screened porch and a fenced yard',
    Parking: 'Two-car garage',
  },
  Descriptions: {
    PropertyDescription: 'Craftsman on a quiet street with mountain views from the porch.',
    NeighborhoodDescription: 'Ten minutes to downtown Asheville and the Blue Ridge Parkway.',
  },
  HistoricalInfo: { YearBuilt: 1996 },
};

async function setUp(page: Page, request: APIRequestContext) {
  await skipOnboarding(page);
  const tokens = await loginThroughApi(request, await createAccount(request));
  await signInDirectly(page, tokens);
  return { tokens, propertyId: await createPropertyThroughApi(request, tokens, PROPERTY) };
}

test.describe('compliance', () => {
  // axe is injected into the page, which the content security policy would refuse.
  test.use({ bypassCSP: true });
  test('a Fair Housing phrase is highlighted, marked in the list, and fixed in one click', async ({
    page,
    request,
  }) => {
    const { propertyId } = await setUp(page, request);
    await page.goto(`/app/ai?propertyId=${propertyId}`);
    await page.getByRole('button', { name: /Listing Description/ }).click();
    await page.getByText('Warm', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Warm/ })).toBeChecked();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.waitForURL(/\/app\/responses\/[^/]+$/);
    const detailUrl = page.url();
    await expect(page.getByText('No Fair Housing wording or mismatched facts found.')).toBeVisible({
      timeout: 30_000,
    });

    // The agent's own edit brings in a phrase the check finds.
    await page.getByRole('button', { name: 'Edit text' }).click();
    const box = page.getByLabel('Response text (markdown)');
    // At the top: what follows the notes for the agent is not published, so it is not checked.
    await box.fill(`Perfect for young families, and a 4-bedroom layout.\n\n${await box.inputValue()}`);
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expect(page.getByText('Compliance check: 2 to fix')).toBeVisible();
    const familial = page.locator('mark[data-tone="violation"]', { hasText: 'Perfect for young families' });
    await expect(familial).toBeVisible();
    await expect(page.locator('mark', { hasText: '4-bedroom' })).toBeVisible();
    const findings = page.getByRole('list', { name: 'Compliance findings' });
    await expect(findings.getByText('Familial status', { exact: true })).toBeVisible();
    await expect(findings.getByText('The property data says 3 bedrooms.')).toBeVisible();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await saveScreenshot(page, `compliance-findings-${scheme}`);
      }
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.goto('/app/responses');
    await expect(page.getByText('2 to review')).toBeVisible();
    await saveScreenshot(page, 'compliance-responses-badge');

    await page.goto(detailUrl);
    await findings.getByRole('button', { name: 'Replace with “Perfect for everyday living”' }).click();
    await expect(page.getByText('Compliance check: 1 to fix')).toBeVisible();
    await findings.getByRole('button', { name: 'Replace with “3-bedroom”' }).click();
    await expect(page.getByText('No Fair Housing wording or mismatched facts found.')).toBeVisible();
    await expect(page.getByText('Perfect for everyday living, and a 3-bedroom layout.')).toBeVisible();
    await expect(page.locator('mark[data-finding]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Versions' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Versions' }).getByText(/Version 4 · Your edit/),
    ).toBeVisible();
  });

  test("the agent's MLS limit shapes the remarks and Copy for MLS stays within it", async ({
    page,
    request,
    context,
  }) => {
    const { tokens, propertyId } = await setUp(page, request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto('/app/account');
    await page.getByLabel('MLS public-remarks limit').selectOption('custom');
    await page.getByLabel('Characters').fill('150');
    await page.getByRole('button', { name: 'Save MLS limit' }).click();
    await expect(page.getByText('The MLS limit must be at least 200 characters')).toBeVisible();
    await page.getByLabel('Characters').fill('400');
    await page.getByRole('button', { name: 'Save MLS limit' }).click();
    await expect(page.getByText('MLS limit saved')).toBeVisible();
    await saveScreenshot(page, 'compliance-account-mls-limit');

    const res = await request.post('/api/ai/generate', {
      headers: auth(tokens),
      data: { propertyId, generationType: 'listing_description' },
    });
    const { responseID } = (await res.json()) as { responseID: string };
    await page.goto(`/app/responses/${responseID}`);
    const count = page.getByTestId('mls-count');
    await expect(count).toHaveText(/^\d{2,3} \/ 400$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Copy for MLS' }).click();
    await expect(page.getByText('Copied as plain text for the MLS')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(100);
    expect(copied.length).toBeLessThanOrEqual(400);
    expect(copied).not.toMatch(/\*\*|^#|Notes for you/m);
    // The remarks were written to fit, so the copy is the whole text the count measured.
    expect(`${copied.length} / 400`).toBe(await count.textContent());
  });

  test('the property descriptions are checked as the agent types', async ({ page, request }) => {
    const { propertyId } = await setUp(page, request);
    await page.goto(`/app/properties/${propertyId}`);
    await page.getByRole('button', { name: /^Edit/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: /Descriptions/ }).click();
    const box = dialog.getByLabel('Property Description');
    await box.fill('Craftsman on a quiet street, in a safe neighborhood. No Section 8.');
    await expect(dialog.getByText('Fair Housing check: 2 phrases to look at')).toBeVisible();
    await saveScreenshot(page, 'compliance-description-check');
    await dialog.getByRole('button', { name: 'Remove phrase' }).click();
    await dialog.getByRole('button', { name: 'Replace with “neighborhood”' }).click();
    await expect(box).toHaveValue('Craftsman on a quiet street, in a neighborhood.');
    await expect(dialog.getByText(/Fair Housing check/)).toHaveCount(0);
  });
});
