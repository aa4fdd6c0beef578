import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createAccount,
  createPropertyThroughApi,
  expect,
  generateThroughApi,
  HARBOR_WAY_CONDO,
  loginThroughApi,
  signInDirectly,
  skipOnboarding,
  type Tokens,
  test,
  waitForComplete,
} from './support/fixtures.ts';

// Two things every signed-in page shares: toasts (where they sit, how long they stay, when "started"
// is said) and where focus lands after a dialog closes (docs/product/navigation.md#toasts, #dialogs).

async function createProperty(request: APIRequestContext, tokens: Tokens, street = '12 Harbor Way') {
  const data = {
    ...HARBOR_WAY_CONDO,
    BasicInfo: {
      ...HARBOR_WAY_CONDO.BasicInfo,
      Address: { ...HARBOR_WAY_CONDO.BasicInfo.Address, Street: street },
    },
  };
  return createPropertyThroughApi(request, tokens, data);
}

async function completeResponse(request: APIRequestContext, tokens: Tokens, propertyId: string) {
  const responseId = await generateThroughApi(request, tokens, propertyId);
  await waitForComplete(request, tokens, responseId);
  return responseId;
}

async function signedIn(page: Page, request: APIRequestContext) {
  const tokens = await loginThroughApi(request, await createAccount(request));
  await signInDirectly(page, tokens);
  await skipOnboarding(page);
  return tokens;
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** True when the two boxes share any area. */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('both elements must be on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** What has focus, described for the assertion message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`;
  });

test.describe('toasts', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`never cover the header's credit balance, and go with their page, at ${viewport.width} px`, async ({
      page,
      request,
      context,
    }) => {
      await page.setViewportSize(viewport);
      const tokens = await signedIn(page, request);
      const responseId = await completeResponse(request, tokens, await createProperty(request, tokens));
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      await page.goto(`/app/responses/${responseId}`);
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      const toast = toasts(page).filter({ hasText: 'Copied to clipboard' });
      await expect(toast).toBeVisible();
      // Let it finish sliding in before measuring.
      await expect(toast).toHaveAttribute('data-mounted', 'true');
      expect(await overlap(toast, page.getByTestId('credit-count'))).toBe(false);
      expect(await overlap(toast, page.locator('header').first())).toBe(false);

      // Another page: the toast about the copy stays behind (it would live 4 s otherwise).
      await page.getByRole('link', { name: 'Back to All Responses' }).first().click();
      await page.waitForURL('**/app/responses');
      await expect(toasts(page)).toHaveCount(0);
    });
  }

  test('"started" only while a generation this tab started is written, never on opening a finished one', async ({
    page,
    request,
    context,
  }) => {
    const tokens = await signedIn(page, request);
    const propertyId = await createProperty(request, tokens);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    /** A toast raised now is shown after any raised before it: once it is, none of those is pending. */
    const noStartedToast = async () => {
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Copied to clipboard' })).toBeVisible();
      await expect(toasts(page).filter({ hasText: 'started' })).toHaveCount(0);
    };

    await page.goto(`/app/ai?propertyId=${propertyId}`);
    await page.getByRole('button', { name: /Listing Description/ }).click();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.waitForURL(/\/app\/responses\/[^/]+$/);
    await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
    // Finished: whatever was said while it was written is gone.
    await noStartedToast();

    // Opened again from the list: nothing was started.
    await page.getByRole('link', { name: 'Back to All Responses' }).first().click();
    await page.getByRole('link', { name: /^View Listing Description for 12 Harbor Way/ }).click();
    await page.waitForURL(/\/app\/responses\/[^/]+$/);
    // (The list, with its status filter's "Complete" option, stays on screen until the response's page
    // is drawn in its place: that page's own link back to the list says it is.)
    await expect(page.getByRole('link', { name: 'Back to All Responses' }).first()).toBeVisible();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await noStartedToast();
  });

  test('a deletion that leaves the page keeps its toast on the next one', async ({ page, request }) => {
    const tokens = await signedIn(page, request);
    const propertyId = await createProperty(request, tokens);
    await page.goto(`/app/properties/${propertyId}`);
    await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Property' }).click();
    await page.waitForURL('**/app/properties');
    await expect(toasts(page).filter({ hasText: 'Property deleted' })).toBeVisible();
  });
});

test.describe('focus after a dialog closes', () => {
  test('returns to the opener, or to a successor when the opener is gone', async ({ page, request }) => {
    const tokens = await signedIn(page, request);
    const first = await createProperty(request, tokens, '12 Harbor Way');
    await createProperty(request, tokens, '88 Commercial Street');
    const responseId = await completeResponse(request, tokens, first);
    const main = page.getByRole('main');

    /** Opens a dialog with `opener`, closes it with `close`, and checks where focus went. */
    async function roundTrip(opener: Locator, close: (dialog: Locator) => Promise<void>, expected = opener) {
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await close(dialog);
      await expect(dialog).toHaveCount(0);
      await expect(expected, `focus is on ${await focused(page)}`).toBeFocused();
    }
    const pressEscape = async () => page.keyboard.press('Escape');
    const cancel = async (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel' }).click();
    const closeButton = async (dialog: Locator) =>
      dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The property list: edit, import and delete (whose opener leaves with its card).
    await page.goto('/app/properties');
    await expect(main.getByTestId('property-card')).toHaveCount(2);
    await roundTrip(main.getByRole('button', { name: 'Edit 12 Harbor Way' }), pressEscape);
    await roundTrip(main.getByRole('button', { name: 'Import CSV' }), closeButton);
    await roundTrip(main.getByRole('button', { name: 'Delete 12 Harbor Way' }), cancel);
    const deleteFirst = main.getByRole('button', { name: 'Delete 88 Commercial Street' });
    await deleteFirst.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Property' }).click();
    await expect(main.getByTestId('property-card')).toHaveCount(1);
    await expect(deleteFirst).toHaveCount(0);
    // Its card gone, focus moves on to the next card rather than falling to the page.
    await expect(
      main.getByRole('link', { name: '12 Harbor Way', exact: true }),
      `focus is on ${await focused(page)}`,
    ).toBeFocused();

    // A property page: edit and delete confirmations.
    await page.goto(`/app/properties/${first}`);
    await roundTrip(main.getByRole('button', { name: 'Delete', exact: true }), cancel);
    await roundTrip(main.getByRole('button', { name: 'Edit', exact: true }), pressEscape);

    // A response: its version history and its quick view from the list.
    await page.goto(`/app/responses/${responseId}`);
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await roundTrip(main.getByRole('button', { name: 'Versions', exact: true }), pressEscape);
    await page.goto('/app/responses');
    await roundTrip(main.getByRole('button', { name: 'Quick view: Listing Description' }), pressEscape);

    // The payment form.
    await page.goto('/app/upgrade?tab=credits');
    await roundTrip(main.getByRole('button', { name: 'Purchase 55 Credits' }), cancel);

    // The phone drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await roundTrip(page.getByRole('button', { name: 'Open navigation' }), pressEscape);
  });
});
