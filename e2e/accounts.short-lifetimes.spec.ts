import { createAccount, expect, skipOnboarding, test } from './support/fixtures.ts';

// Runs against the server with 70-second access tokens and 150-second sessions (playwright.config.ts).
// The page's clock is faked so the app's 60-second checks can be moved on without waiting.

test('the session warns, refreshes its access token early, and ends at expiry', async ({ page, request }) => {
  const account = await createAccount(request);
  await skipOnboarding(page);
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app/dashboard');

  // A 150-second session has less than an hour left from the start.
  await expect(page.getByText('Your session will expire soon. Please save your work.').first()).toBeVisible();

  const firstToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/auth/refresh'));
  // 65 s on, the 70-second access token is inside its 60-second margin: the next check refreshes it.
  await page.clock.fastForward('01:05');
  await refreshed;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(firstToken);
  await expect(page.getByTestId('credit-count')).toBeVisible();

  // Past the session's end: tokens cleared, message shown, back to sign in.
  await page.clock.fastForward('02:30');
  await page.waitForURL('**/login');
  await expect(page.getByText('Your session has expired. Please log in again.').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});

test('a stored session that has already expired is not restored', async ({ page, request }) => {
  const account = await createAccount(request);
  const res = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  const tokens = await res.json();
  await page.addInitScript((t) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('accessExpiresAt', String(Math.floor(Date.now() / 1000) - 200));
    localStorage.setItem('refreshExpiresAt', String(Math.floor(Date.now() / 1000) - 100));
  }, tokens);
  await page.goto('/app/dashboard');
  await page.waitForURL('**/login');
  await expect(page.getByRole('heading', { name: 'Sign in to AI Realty' })).toBeVisible();
});
