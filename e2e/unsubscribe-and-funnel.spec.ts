import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import {
  createAccount,
  expect,
  latestMail,
  linkTo,
  loginThroughApi,
  newAccount,
  resetMail,
  signInDirectly,
  skipOnboarding,
  type Tokens,
  test,
  verificationMail,
} from './support/fixtures.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Unsubscribing on the page a marketing mail links to, and the admin funnel counting a visitor who
// went from the first page to a purchase.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LISTING_PDF = path.join(repoRoot, 'apps/server/test/fixtures/listing-pdfs/condo-hoa.pdf');
const VIEWS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
].flatMap((size) => (['light', 'dark'] as const).map((scheme) => ({ ...size, scheme })));
/** Listed in ADMIN_EMAILS of the journey servers (playwright.config.ts). */
const ADMIN_EMAIL = 'funnel-admin@example.com';
const FUNNEL_KEYS = [
  'visitors',
  'trial_start',
  'pdf_upload',
  'trial_property',
  'sign_up',
  'verified',
  'first_generation',
  'first_purchase',
] as const;

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.accessToken}` });

async function setView(page: Page, view: (typeof VIEWS)[number]) {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.emulateMedia({ colorScheme: view.scheme });
}

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, `${page.url()} is ${wide} px wider than the screen`).toBeLessThanOrEqual(1);
}

test.describe('unsubscribe page', () => {
  test.use({ bypassCSP: true });

  for (const view of VIEWS) {
    test(`prefilled from the link, confirmed at ${view.width} px in the ${view.scheme} theme`, async ({
      page,
    }) => {
      await setView(page, view);
      const email = newAccount('leaving').email;
      await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from emails' })).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await page.getByLabel(/Why are you leaving/).fill('I get enough listing tips already.');
      await expect(page.getByText('34/500 characters')).toBeVisible();
      await expectNoOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `unsubscribe-form-${view.scheme}`);

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeFocused();
      await expect(
        page.getByText(
          'You have been unsubscribed. We will not send marketing emails to this address again.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveCount(0);
      await expectNoOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `unsubscribe-done-${view.scheme}`);
    });
  }

  test('validation messages, the counter past 500, a network failure, and account mail still arriving', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/unsubscribe');
    await expect(page.getByLabel('Email address')).toHaveValue('');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/Why are you leaving/).fill('x'.repeat(501));
    await expect(page.getByText('501/500 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Feedback must be at most 500 characters')).toBeVisible();
    await saveScreenshot(page, 'unsubscribe-validation');

    await page.getByLabel(/Why are you leaving/).fill('Too many emails');
    await page.route('**/api/unsubscribe', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByText('Network error occurred. Please check your connection and try again.'),
    ).toBeVisible();
    await page.unroute('**/api/unsubscribe');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact');

    // Unsubscribing stops marketing mail only: a password reset still reaches the address.
    const asked = await request.post('/api/auth/password-reset-request', { data: { email: account.email } });
    expect(asked.ok()).toBe(true);
    const mail = await latestMail(request, account.email, resetMail);
    expect(mail.subject).toBe('Reset your AI Realty password');
  });
});

test.describe('admin funnel', () => {
  test.use({ bypassCSP: true });

  test('counts a visitor who tried by PDF, signed up, verified, generated and bought', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    const admin = await createAccount(request, {
      account: { fullName: 'Avery Admin', email: ADMIN_EMAIL, password: 'Sunny-Porch-42!' },
    });
    const adminTokens = await loginThroughApi(request, admin);
    const counts = async () => {
      const res = await request.get('/api/admin/funnel', { headers: auth(adminTokens) });
      expect(res.ok(), await res.text()).toBe(true);
      const body = (await res.json()) as { steps: { key: string; count: number }[] };
      return Object.fromEntries(body.steps.map((s) => [s.key, s.count])) as Record<string, number>;
    };
    const before = await counts();

    // The visitor has a browser of its own, so a visitor id of its own.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await visitor.getByRole('main').getByRole('link', { name: 'See pricing' }).click();
    await visitor.waitForURL('**/pricing');
    await visitor.goto('/try-free');
    await visitor.getByRole('link', { name: 'Upload a PDF' }).click();
    await visitor.waitForURL('**/try-free/pdf');
    await visitor.getByLabel('PDF file *').setInputFiles(LISTING_PDF);
    await visitor.getByLabel('Property address *').fill('88 Harbor View Dr, Unit 12, San Diego, CA 92101');
    await visitor.getByRole('button', { name: 'Analyze PDF' }).click();
    await expect(visitor.getByText('Analysis complete')).toBeVisible({ timeout: 30_000 });
    await visitor.getByRole('link', { name: 'Continue to AI options' }).click();
    await visitor.getByRole('radio', { name: /Listing Description/ }).check();
    await visitor.getByRole('button', { name: 'Generate with AI' }).click();
    await visitor.waitForURL('**/register?source=trial');

    const account = newAccount('funnel');
    await visitor.getByLabel('Full name', { exact: true }).fill(account.fullName);
    await visitor.getByLabel('Work email').fill(account.email);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByLabel('Password', { exact: true }).fill(account.password);
    await visitor.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await visitor.getByLabel(/I agree to the/).check();
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await visitor.waitForURL('**/app/dashboard');
    const mail = await latestMail(request, account.email, verificationMail);
    await visitor.goto(linkTo(mail, '/verify-email'));
    await expect(visitor.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await visitorContext.close();

    // The first generation, for the property the trial carried in, and the first purchase.
    const tokens = await loginThroughApi(request, account);
    const listed = await request.get('/api/property/mylist', { headers: auth(tokens) });
    const [property] = (await listed.json()) as { id: string }[];
    const generated = await request.post('/api/ai/generate', {
      headers: auth(tokens),
      data: { propertyId: property.id, generationType: 'listing_description' },
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
    const bought = await request.post('/api/payments/token-packs/purchase', {
      headers: auth(tokens),
      data: { packSize: 50, paymentMethodId: 'pm_card_visa' },
    });
    expect(bought.ok(), await bought.text()).toBe(true);

    // Every step moved (other journeys run at the same time, so at least by one).
    let after: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          after = await counts();
          return FUNNEL_KEYS.filter((k) => after[k] < before[k] + 1);
        },
        { message: 'funnel steps that did not move', timeout: 15_000 },
      )
      .toEqual([]);

    await skipOnboarding(page);
    await signInDirectly(page, adminTokens);
    for (const view of VIEWS) {
      await setView(page, view);
      await page.goto('/app/admin');
      await expect(page.getByRole('heading', { name: 'Sign-up funnel' })).toBeVisible();
      for (const key of FUNNEL_KEYS) {
        const shown = Number((await page.getByTestId(`funnel-count-${key}`).innerText()).replace(/,/g, ''));
        expect(shown, key).toBeGreaterThanOrEqual(after[key]);
      }
      await expect(page.getByText('Admin tools coming soon...')).toBeVisible();
      await expectNoOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-funnel-${view.scheme}`);
    }
  });
});
