import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, latestMail, linkTo, newAccount, test, verificationMail } from './support/fixtures.ts';
import { saveScreenshot } from './support/screenshots.ts';

// The free trial in the browser: no account, one property by the wizard or by a PDF, the AI options,
// and registration that carries the property into the new account.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LISTING_PDF = path.join(repoRoot, 'apps/server/test/fixtures/listing-pdfs/condo-hoa.pdf');
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function fillWizard(page: Page) {
  await page.getByLabel('Street address *').fill('12 Elm Street');
  await page.getByLabel('City *').fill('Springfield');
  await page.getByLabel('State *').fill('il');
  await page.getByLabel('ZIP code *').fill('62701');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Property Details' })).toBeVisible();
  await page.getByLabel('Property type *').selectOption('Townhouse');
  await page.getByLabel('Price ($) *').fill('325000');
  await page.getByLabel('Bedrooms *').fill('3');
  await page.getByLabel('Bathrooms *').fill('2');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all required fields before continuing.')).toBeVisible();
  await page.getByRole('button', { name: 'Fireplace' }).click();
  await page.getByRole('button', { name: 'Updated Kitchen' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Amenities' })).toBeVisible();
  await page.getByRole('button', { name: 'Gym' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Marketing Keywords' })).toBeVisible();
  await page.getByLabel('Marketing keywords *').fill('walkable, , quiet street ');
}

test.describe('free trial', () => {
  test('wizard → AI options → register with source=trial → verify → the property is in the account', async ({
    page,
    request,
  }) => {
    await page.goto('/try-free');
    await expect(page.getByText('Trial Session • 24 hours remaining')).toBeVisible();
    await expect(page.getByText('1 PDF upload per session')).toBeVisible();
    await page.getByRole('link', { name: 'Start the wizard' }).click();

    await page.waitForURL('**/try-free/wizard');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please fill in all required fields before continuing.')).toBeVisible();
    await fillWizard(page);
    // Back returns to the previous step with the answers kept and no error shown.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Gym' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create Property' }).click();

    await page.waitForURL('**/try-free/ai');
    await expect(page.getByText('12 Elm Street, Springfield, IL 62701')).toBeVisible();
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(page.getByText('Please select an AI generation option')).toBeVisible();
    await page.getByRole('radio', { name: /Listing Description/ }).check();
    await page.getByRole('button', { name: 'Generate with AI' }).click();

    await page.waitForURL('**/register?source=trial');
    const account = newAccount('trial');
    await page.getByLabel('Full name', { exact: true }).fill(account.fullName);
    await page.getByLabel('Work email').fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your trial work comes with you')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/app/dashboard');
    await expect(page.getByTestId('credit-count')).toHaveText('0 credits');

    const mail = await latestMail(request, account.email, verificationMail);
    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.goto('/app/properties');
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS} credits`);
    await expect(page.getByRole('main').getByText('12 Elm Street').first()).toBeVisible();
  });

  test('trial by PDF, with a reload while it is analysed', async ({ page }) => {
    // The status answers "processing" until released, so the reload surely lands mid-analysis.
    let hold = true;
    await page.route('**/api/trial/pdf/status', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: hold ? { ...body, status: 'processing', propertyData: null } : body,
      });
    });

    await page.goto('/try-free');
    await page.getByRole('link', { name: 'Upload a PDF' }).click();
    await page.waitForURL('**/try-free/pdf');
    await page.getByRole('button', { name: 'Analyze PDF' }).click();
    await expect(page.getByText('Please select a PDF file and enter the property address')).toBeVisible();
    await page.getByLabel('PDF file *').setInputFiles(LISTING_PDF);
    await page.getByLabel('Property address *').fill('88 Harbor View Dr, Unit 12, San Diego, CA 92101');
    await page.getByRole('button', { name: 'Analyze PDF' }).click();
    await expect(page.getByText('Analyzing PDF...').first()).toBeVisible();

    await page.reload();
    await expect(page.getByText('condo-hoa.pdf')).toBeVisible();
    await expect(page.getByText('Analyzing PDF...').first()).toBeVisible();
    await saveScreenshot(page, 'trial-pdf-analyzing');
    hold = false;
    await expect(page.getByText('Analysis complete')).toBeVisible({ timeout: 30_000 });
    // The facts found, under the address the job was sent with.
    await expect(page.getByText('Property type')).toBeVisible();
    await expect(page.getByText(/San Diego, CA 92101/)).toHaveCount(2);
    await saveScreenshot(page, 'trial-pdf-complete');
    await page.getByRole('link', { name: 'Continue to AI options' }).click();
    await page.waitForURL('**/try-free/ai');
    await expect(page.getByRole('radio', { name: /Listing Description/ })).toBeVisible();

    // The session's one upload is used: the start page says so.
    await page.goto('/try-free');
    await expect(page.getByText('This session has used its PDF upload.')).toBeVisible();
  });

  test('the setup error screen offers Try Again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/trial/session/create', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { error: 'Failed to initialize trial session' } })
        : route.fallback(),
    );
    await page.goto('/try-free');
    await expect(page.getByRole('heading', { name: 'Trial Setup Error' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Trial Session • 24 hours remaining')).toBeVisible();
  });

  test.describe('screens', () => {
    test.use({ bypassCSP: true });

    test('trial pages at desktop and phone widths, light and dark, with no serious axe violations', async ({
      page,
    }) => {
      // Every trial page at two widths and two themes, each checked by axe: more than a minute on a busy machine.
      test.slow();
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.goto('/try-free');
          await expect(page.getByText(/Trial Session •/)).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `trial-start-${theme}`);

          await page.goto('/try-free/wizard');
          await page.getByRole('button', { name: 'Next' }).click();
          await expect(page.getByText('Please fill in all required fields before continuing.')).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `trial-wizard-${theme}`);
          await fillWizard(page);
          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `trial-wizard-keywords-${theme}`);
          await page.getByRole('button', { name: 'Create Property' }).click();
          await page.waitForURL('**/try-free/ai');
          await page.getByRole('radio', { name: /Listing Description/ }).check();
          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `trial-ai-${theme}`);

          await page.goto('/try-free/pdf');
          await expect(page.getByRole('button', { name: 'Analyze PDF' })).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
          await saveScreenshot(page, `trial-pdf-${theme}`);
        }
      }
    });
  });
});
