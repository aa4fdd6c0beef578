import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

// Fixtures in the epic-stack manner: accounts are made through the API and the mailbox, and a
// journey can start signed in by putting tokens where the app keeps them, skipping the login form.

export type Account = { fullName: string; email: string; password: string };
export type Mail = { to: string; subject: string; text: string; links: string[] };
export type Tokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  isEmailVerified: boolean;
};

let sequence = 0;

/** A unique address per call, so journeys never share an account. */
export function newAccount(prefix = 'agent'): Account {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence++).toString(36)}`;
  return { fullName: 'Jordan Rivera', email: `${prefix}-${id}@example.com`, password: 'Sunny-Porch-42!' };
}

/** The newest mail to `to` that satisfies `match`, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  match: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox/latest?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return false;
        const mail = (await res.json()) as Mail;
        if (!match(mail)) return false;
        found = mail;
        return true;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail that points at the given app path, e.g. '/verify-email'. */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

export const verificationMail = (mail: Mail) => mail.links.some((l) => l.includes('/verify-email'));
export const resetMail = (mail: Mail) => mail.links.some((l) => l.includes('/reset-password'));

/** Registers through the API; `verified` also confirms the mailed link (which grants the 10 credits). */
export async function createAccount(
  request: APIRequestContext,
  { verified = true, account = newAccount() }: { verified?: boolean; account?: Account } = {},
): Promise<Account> {
  const created = await request.post('/api/user/create', {
    data: { fullName: account.fullName, email: account.email, password: account.password },
  });
  expect(created.status(), await created.text()).toBe(201);
  if (verified) {
    const mail = await latestMail(request, account.email, verificationMail);
    const token = new URL(linkTo(mail, '/verify-email')).searchParams.get('token');
    const confirmed = await request.post('/api/auth/email-verification-confirm', { data: { token } });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
  }
  return account;
}

export async function loginThroughApi(
  request: APIRequestContext,
  account: Account,
  { rememberMe = false }: { rememberMe?: boolean } = {},
): Promise<Tokens> {
  const res = await request.post('/api/login', {
    data: { email: account.email, password: account.password, rememberMe },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Tokens;
}

/** The bearer header of an API call made with the account's tokens. */
export const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.accessToken}` });

/** The condo most journeys list and write about. */
export const HARBOR_WAY_CONDO = {
  BasicInfo: {
    PropertyType: 'Condo',
    ListingType: 'For Sale',
    Price: 489000,
    Bedrooms: 2,
    Bathrooms: 2,
    SquareFootage: 1180,
    Address: { Street: '12 Harbor Way', City: 'Portland', State: 'ME', ZipCode: '04101' },
  },
  KeyFeatures: {
    Appliances: 'Stainless steel, gas range',
    FlooringType: 'Oak hardwood',
    OutdoorSpaces: 'Private balcony facing the harbor',
    Parking: 'One deeded garage space',
  },
  Descriptions: {
    PropertyDescription: 'Corner unit with harbor views and a renovated kitchen.',
    NeighborhoodDescription: 'Two blocks from the Old Port restaurants and the ferry terminal.',
  },
};

/** Creates a property through the API; returns its id. */
export async function createPropertyThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  property: object,
): Promise<string> {
  const res = await request.post('/api/property/create', { headers: auth(tokens), data: property });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Starts a listing description for the property through the API; returns the response's id. */
export async function generateThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  propertyId: string,
): Promise<string> {
  const res = await request.post('/api/ai/generate', {
    headers: auth(tokens),
    data: { propertyId, generationType: 'listing_description' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { responseID: string }).responseID;
}

/** Waits until the response has been written. */
export async function waitForComplete(request: APIRequestContext, tokens: Tokens, responseId: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/responses/get/${responseId}`, { headers: auth(tokens) });
        return ((await res.json()) as { Status: string }).Status;
      },
      { timeout: 30_000 },
    )
    .toBe('Complete');
}

/**
 * Signs the page in before any app script runs: the tokens go into local storage on the first
 * document only (a tab flag), so a later sign-out in the journey stays signed out.
 */
export async function signInDirectly(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('accessExpiresAt', String(t.accessExpiresAt));
    localStorage.setItem('refreshExpiresAt', String(t.refreshExpiresAt));
  }, tokens);
}

/** Marks every onboarding step as skipped, for journeys that are not about onboarding. */
export async function skipOnboarding(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'ai-realty-onboarding',
      JSON.stringify({
        completedSteps: [],
        skippedSteps: ['add-property', 'generate-ai', 'follow-up'],
        lastShownStep: null,
        lastShownAt: null,
      }),
    );
  });
}

type Fixtures = {
  /** A verified account with its 10 credits, not signed in. */
  account: Account;
  /** A verified account, signed in on `page` before the first navigation. */
  signedInAccount: Account;
};

export const test = base.extend<Fixtures>({
  account: async ({ request }, use) => {
    await use(await createAccount(request));
  },
  signedInAccount: async ({ request, page }, use) => {
    const account = await createAccount(request);
    await signInDirectly(page, await loginThroughApi(request, account));
    await use(account);
  },
});

export { expect };
