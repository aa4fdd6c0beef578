import { emptyProperty, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  createAccount,
  expect,
  loginThroughApi,
  signInDirectly,
  skipOnboarding,
  type Tokens,
  test,
} from './support/fixtures.ts';
import { saveScreenshot, VIEWPORTS } from './support/screenshots.ts';

// Every signed-in page, at desktop and phone widths, in the light and the dark theme (the system
// setting, which the app follows until the agent picks a theme): no serious or critical axe
// violation (color contrast included), nothing wider than the screen, and a screenshot to look at.

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.accessToken}` });

async function seed(request: APIRequestContext, tokens: Tokens) {
  const property = emptyProperty();
  Object.assign(property.BasicInfo, {
    PropertyType: 'Single Family Home',
    ListingType: 'For Sale',
    Price: 525000,
    Bedrooms: 4,
    Bathrooms: 2.5,
    SquareFootage: 2450,
    LotSize: 0.2,
  });
  property.BasicInfo.Address = {
    Street: '1208 Alameda Drive',
    City: 'Austin',
    State: 'TX',
    ZipCode: '78704',
  };
  property.KeyFeatures.Appliances = 'Gas range, quartz counters';
  property.Descriptions.PropertyDescription = 'Craftsman bungalow with a covered porch and a fenced yard.';
  const created = await request.post('/api/property/create', { data: property, headers: auth(tokens) });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()) as PropertyRecord;
  const generated = await request.post('/api/ai/generate', {
    headers: auth(tokens),
    data: { propertyId: record.id, generationType: 'listing_description' },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const responseId = ((await generated.json()) as { responseID: string }).responseID;
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/responses/get/${responseId}`, { headers: auth(tokens) })
          ).json()) as { Status: string }
        ).Status,
      { timeout: 30_000 },
    )
    .toBe('Complete');
  return { propertyId: record.id, responseId };
}

/** True when the page scrolls sideways: something is wider than the viewport. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test.describe('signed-in pages', () => {
  test.use({ bypassCSP: true });

  for (const viewport of VIEWPORTS) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`every page at ${viewport.width} px in the ${scheme} theme`, async ({ page, request }) => {
        test.slow();
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: scheme });
        const tokens = await loginThroughApi(request, await createAccount(request));
        const { propertyId, responseId } = await seed(request, tokens);
        await signInDirectly(page, tokens);
        await skipOnboarding(page);
        const main = page.getByRole('main');

        const pages: [name: string, path: string, ready: () => Promise<void>][] = [
          ['dashboard', '/app/dashboard', () => expect(main.getByText('Recent AI responses')).toBeVisible()],
          ['properties', '/app/properties', () => expect(main.getByTestId('property-card')).toHaveCount(1)],
          [
            'property',
            `/app/properties/${propertyId}`,
            () => expect(main.getByRole('heading', { name: 'Key Details' })).toBeVisible(),
          ],
          ['generate', '/app/ai', () => expect(main.getByText('1208 Alameda Drive').first()).toBeVisible()],
          ['responses', '/app/responses', () => expect(main.getByText('1 of 1 responses')).toBeVisible()],
          [
            'response',
            `/app/responses/${responseId}`,
            () => expect(main.getByRole('heading', { level: 1, name: 'Listing Description' })).toBeVisible(),
          ],
          ['credits', '/app/credits', () => expect(main.getByText('Credit packs')).toBeVisible()],
          [
            'upgrade',
            '/app/upgrade',
            () => expect(main.getByRole('button', { name: 'Upgrade to Starter' })).toBeVisible(),
          ],
          [
            'upgrade-packs',
            '/app/upgrade?tab=credits',
            () => expect(main.getByText('Best Value')).toBeVisible(),
          ],
          [
            'subscription',
            '/app/subscription',
            () => expect(main.getByText('You are on the Free plan.', { exact: false })).toBeVisible(),
          ],
          ['billing', '/app/billing', () => expect(main.getByText('No Transactions Found')).toBeVisible()],
          [
            'account',
            '/app/account',
            () => expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible(),
          ],
        ];
        for (const [name, path, ready] of pages) {
          await page.goto(path);
          await ready();
          await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
          expect(await overflowsSideways(page), `${name} is wider than ${viewport.width} px`).toBe(false);
          expect(await seriousViolations(page), `${name} (${scheme})`).toEqual([]);
          await saveScreenshot(page, `signed-in-${name}-${scheme}`);
        }
      });
    }
  }

  test('a response is edited in place, kept as a version, and the original restored', async ({
    page,
    request,
  }) => {
    const tokens = await loginThroughApi(request, await createAccount(request));
    const { responseId } = await seed(request, tokens);
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    await page.goto(`/app/responses/${responseId}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit text' }).click();
    const box = main.getByLabel('Response text (markdown)');
    const original = await box.inputValue();
    await box.fill(`${original}\n\nOpen house Saturday 1-3 pm.`);
    await main.getByRole('button', { name: 'Save as new version' }).click();
    await expect(main.getByText('Open house Saturday 1-3 pm.')).toBeVisible();
    await page.reload();
    await expect(main.getByText('Open house Saturday 1-3 pm.')).toBeVisible();

    await main.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await expect(dialog.getByText(/Version 2 · Your edit/)).toBeVisible();
    await saveScreenshot(page, 'response-versions');
    await dialog.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByText('Open house Saturday 1-3 pm.')).toHaveCount(0);
    await page.reload();
    await expect(main.getByText('Open house Saturday 1-3 pm.')).toHaveCount(0);
  });

  for (const viewport of VIEWPORTS) {
    test(`opening generation from a property keeps the title and the steps in view at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const tokens = await loginThroughApi(request, await createAccount(request));
      const { propertyId } = await seed(request, tokens);
      await signInDirectly(page, tokens);
      await skipOnboarding(page);
      await page.goto(`/app/properties/${propertyId}`);
      const main = page.getByRole('main');
      // Scrolled down to the AI content, as an agent would be after reading the listing sheet.
      await main.getByRole('heading', { name: /AI Generated Content/ }).scrollIntoViewIfNeeded();
      await main.getByRole('button', { name: 'Generate AI Content' }).first().click();
      await page.waitForURL(/\/app\/ai\?propertyId=/);
      const heading = main.getByRole('heading', { level: 1, name: 'AI Content Generation' });
      await expect(heading).toBeVisible();
      const header = await page.locator('header').first().boundingBox();
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? -1, {
          message: 'heading below the sticky header',
        })
        .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    });
  }
});
