import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
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
  test,
  verificationMail,
} from './support/fixtures.ts';
import { saveScreenshot, VIEWPORTS } from './support/screenshots.ts';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await skipOnboarding(page);
  });

  test('register, open the mailed link, and the dashboard shows the free credits', async ({
    page,
    request,
  }) => {
    const account = newAccount('register');
    await page.goto('/register');
    await page.getByLabel('Full name', { exact: true }).fill(account.fullName);
    await page.getByLabel('Work email').fill(account.email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Almost There' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { name: /Welcome to AI Realty, Jordan/ })).toBeVisible();
    await page.waitForURL('**/app/dashboard');
    await expect(page.getByTestId('credit-count')).toHaveText('0 credits');
    await expect(page.getByText('Please verify your email address')).toBeVisible();
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    const mail = await latestMail(request, account.email, verificationMail);
    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();

    await page.waitForURL('**/app/dashboard');
    await expect(page.getByTestId('credit-count')).toHaveText(`${REGISTRATION_CREDITS} credits`);
    await expect(page.getByText('Please verify your email address')).toHaveCount(0);
  });

  test('log in with remember me keeps a long session across reloads', async ({ page, account }) => {
    await page.goto('/app/account');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back where the visitor was heading, signed in.
    await page.waitForURL('**/app/account');
    await expect(page.getByText(`Welcome, ${account.fullName}`).first()).toBeVisible();
    const refreshExpiresAt = Number(await page.evaluate(() => localStorage.getItem('refreshExpiresAt')));
    // Remember me: far beyond the 24-hour session of a normal sign-in.
    expect(refreshExpiresAt - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    await page.goto('/login');
    await page.waitForURL('**/app/dashboard');
  });

  test('a wrong password says so and keeps the form usable', async ({ page, account }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('repeated failures lock the account and disable sign-in', async ({ page, account }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    const submit = page.getByRole('button', { name: 'Sign In' });
    const locked = page.getByText('Account Locked', { exact: true });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
      await submit.click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      if (await locked.isVisible()) break;
    }
    await expect(locked).toBeVisible();
    await expect(page.getByText(/Account locked due to too many failed attempts/)).toBeVisible();
    await expect(submit).toBeDisabled();

    // The right password cannot get in while the lock lasts.
    const res = await page.request.post('/api/login', {
      data: { email: account.email, password: account.password },
    });
    expect(res.status()).toBe(423);
  });

  test('forgot password, reset by the mailed link, then sign in with the new password', async ({
    page,
    request,
    account,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await latestMail(request, account.email, resetMail);
    await page.goto(linkTo(mail, '/reset-password'));
    const newPassword = 'Cedar-Lane-77?';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset. Taking you to sign in...')).toBeVisible();

    await page.waitForURL('**/login');
    await expect(
      page.getByText('Your password has been reset. Please sign in with your new password.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app/dashboard');

    // The mailed link works once.
    const reused = await request.post('/api/auth/password-reset-confirm', {
      data: {
        token: new URL(linkTo(mail, '/reset-password')).searchParams.get('token'),
        newPassword: 'Another-1!',
      },
    });
    expect(reused.ok()).toBe(false);
  });

  test('account settings: overview, name change and password change', async ({ page, signedInAccount }) => {
    await page.goto('/app/profile');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Account overview' });
    await expect(overview.getByText('Verified')).toBeVisible();
    await expect(overview.getByText(String(REGISTRATION_CREDITS), { exact: true })).toBeVisible();

    await page.getByLabel('Full name', { exact: true }).fill('Jordan Rivera-Okafor');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your account has been updated.')).toBeVisible();
    await expect(page.getByText('Welcome, Jordan Rivera-Okafor').first()).toBeVisible();

    // A new password needs the current one.
    const newPassword = 'Maple-Court-19#';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Current password is required to change password')).toBeVisible();

    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /password/i })
        .first(),
    ).toBeVisible();

    await page.getByLabel('Current password', { exact: true }).fill(signedInAccount.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your account and password have been updated.')).toBeVisible();

    const res = await page.request.post('/api/login', {
      data: { email: signedInAccount.email, password: newPassword },
    });
    expect(res.status()).toBe(200);
  });

  test('logout all devices ends this session and every other one', async ({
    page,
    browser,
    request,
    account,
  }) => {
    await signInDirectly(page, await loginThroughApi(request, account));
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInDirectly(otherPage, await loginThroughApi(request, account));
    await otherPage.goto('/app/account');
    await expect(otherPage.getByText(`Welcome, ${account.fullName}`).first()).toBeVisible();

    await page.goto('/app/account');
    await page.getByRole('button', { name: 'Logout All Devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of all devices?' });
    await dialog.getByRole('button', { name: 'Logout All Devices' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

    // The other device's refresh token is dead: its next refresh ends the session there too.
    await otherPage.evaluate(() =>
      localStorage.setItem('accessExpiresAt', String(Math.floor(Date.now() / 1000))),
    );
    await otherPage.reload();
    await otherPage.waitForURL('**/login');
    await expect(otherPage.getByText('Your session has expired. Please log in again.').first()).toBeVisible();
    await other.close();
  });

  test('the route guard sends visitors to sign in, keeps shortcut queries and hides admin', async ({
    page,
    signedInAccount,
  }) => {
    await page.goto('/admin');
    await page.waitForURL('**/app/dashboard');
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/account?from=shortcut');
    await expect(page).toHaveURL(/\/app\/account\?from=shortcut$/);
    await page.goto('/register');
    await page.waitForURL('**/app/dashboard');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    expect(signedInAccount.email).toContain('@');
  });

  test('sign out from the sidebar returns to sign in and protects the app again', async ({
    page,
    signedInAccount,
  }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByText(`Welcome, ${signedInAccount.fullName}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/app/dashboard');
    await page.waitForURL('**/login');
  });

  test.describe('accessibility', () => {
    test.use({ bypassCSP: true });

    test('login and both registration steps have no serious or critical axe violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to AI Realty' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const account = newAccount('axe');
      await page.getByLabel('Full name', { exact: true }).fill(account.fullName);
      await page.getByLabel('Work email').fill(account.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Almost There' })).toBeVisible();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe('screenshots', () => {
    for (const viewport of VIEWPORTS) {
      test(`public and signed-in pages at ${viewport.width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const [name, path] of [
          ['landing', '/'],
          ['login', '/login'],
          ['register', '/register'],
          ['pricing', '/pricing'],
        ] as const) {
          await page.goto(path);
          await expect(page.locator('main h1').first()).toBeVisible();
          await saveScreenshot(page, name);
        }

        const unverified = await createAccount(request, { verified: false });
        await signInDirectly(page, await loginThroughApi(request, unverified));
        await page.goto('/app/dashboard');
        await expect(page.getByTestId('credit-count')).toBeVisible();
        await saveScreenshot(page, 'shell');
        if (viewport.name === 'phone') {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
          await saveScreenshot(page, 'shell-drawer');
          await page.keyboard.press('Escape');
        }
        await page.goto('/app/account');
        await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
        await saveScreenshot(page, 'account');

        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await page.goto('/app/credits');
        await expect(page.getByRole('heading', { name: 'Credit Costs' })).toBeVisible();
        await saveScreenshot(page, 'credits-dark');
      });
    }
  });
});
