import type { APIRequestContext } from '@playwright/test';
import {
  createAccount,
  expect,
  loginThroughApi,
  signInDirectly,
  skipOnboarding,
  type Tokens,
  test,
} from './support/fixtures.ts';

// The property list on a phone: the first property in the first screen, the other tools one tap
// away, and an AI Detect tip the agent can put away for good (docs/product/properties.md#list-and-search).

async function createProperty(request: APIRequestContext, tokens: Tokens, street: string) {
  const res = await request.post('/api/property/create', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: {
      BasicInfo: {
        PropertyType: 'Condo',
        ListingType: 'For Sale',
        Price: 615000,
        Bedrooms: 2,
        Bathrooms: 2,
        Address: { Street: street, City: 'Portland', State: 'ME', ZipCode: '04101' },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe('property list on a phone', () => {
  test('the first card is in the first screen, the tools sit behind Filters, the AI Detect tip stays dismissed', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tokens = await loginThroughApi(request, await createAccount(request));
    await createProperty(request, tokens, '12 Harbor Way');
    await createProperty(request, tokens, '88 Commercial Street');
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');

    await page.goto('/app/properties');
    const tip = main.getByRole('region', { name: /Have a listing PDF/ });
    await expect(tip).toBeVisible();
    const firstCard = main.getByTestId('property-card').first();
    await expect(firstCard).toBeVisible();
    // With the tip still shown, the first card starts well inside the 844 px screen.
    expect((await firstCard.boundingBox())!.y).toBeLessThan(450);
    // One row of actions: the primary one stays in view, the others wait behind Filters.
    await expect(main.getByRole('button', { name: 'Add Property' })).toBeInViewport();
    await expect(main.getByRole('button', { name: 'Import CSV' })).toBeHidden();
    await expect(main.getByLabel('Filter by status')).toBeHidden();

    // Filters: the status and the tools, AI Detect among them.
    await main.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters and tools' });
    for (const name of ['Refresh properties', 'Import CSV', 'AI Detect']) {
      await expect(sheet.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(sheet.getByRole('button', { name: /AI Analysis History/ })).toBeVisible();
    await sheet.getByLabel('Filter by status').selectOption('sold');
    await page.keyboard.press('Escape');
    await expect(main.getByText('No properties found')).toBeVisible();
    await expect(main.getByRole('button', { name: /Filters/ })).toContainText('Sold');
    await main.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(main.getByTestId('property-card')).toHaveCount(2);

    // A tool opened from the sheet hands focus back to Filters, the sheet's own opener, when it closes.
    await main.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import CSV', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Import properties from CSV' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Filters' })).toBeFocused();

    // The tip goes for good on this browser.
    await tip.getByRole('button', { name: 'Dismiss the AI Detect tip' }).click();
    await expect(tip).toHaveCount(0);
    await page.reload();
    await expect(main.getByTestId('property-card')).toHaveCount(2);
    await expect(main.getByRole('region', { name: /Have a listing PDF/ })).toHaveCount(0);
    expect((await main.getByTestId('property-card').first().boundingBox())!.y).toBeLessThan(400);

    // AI Detect is still one tap away.
    await main.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'AI Detect', exact: true }).click();
    await expect(main.getByRole('heading', { name: 'AI Detect' })).toBeVisible();
  });

  test('a page opened by its address starts at the top, wherever an earlier page was scrolled', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tokens = await loginThroughApi(request, await createAccount(request));
    const id = await createProperty(request, tokens, '12 Harbor Way');
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');
    const scrollY = () => page.evaluate(() => window.scrollY);

    await page.goto(`/app/properties/${id}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // (Scrolled again until the page's later sections have come in and made it tall enough.)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 600));
        return scrollY();
      })
      .toBeGreaterThan(500);
    // A new document in the same tab, then the same long page again: neither inherits the old position.
    await page.goto('/app/responses');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY()).toBe(0);
    await page.goto(`/app/properties/${id}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY()).toBe(0);
    // Back within the document still returns to where the agent was.
    const link = main.getByRole('link', { name: 'View AI Responses' });
    await link.scrollIntoViewIfNeeded();
    const where = await scrollY();
    expect(where).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/app\/responses/);
    await page.goBack();
    await expect.poll(scrollY).toBe(where);
  });

  test('the desktop keeps every action in the header and the status beside the search', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const tokens = await loginThroughApi(request, await createAccount(request));
    await createProperty(request, tokens, '12 Harbor Way');
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');
    await page.goto('/app/properties');
    await expect(main.getByTestId('property-card')).toHaveCount(1);
    for (const name of [/AI Analysis History/, /^Import CSV$/, /^AI Detect$/, /^Add Property$/]) {
      await expect(main.getByRole('button', { name })).toBeVisible();
    }
    await expect(main.getByLabel('Filter by status')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Filters' })).toBeHidden();
  });
});
