import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDF_ANALYSIS_CREDITS, REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { PDF_ANALYSIS_MESSAGES, type PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import type { Property } from '@ai-realty/shared/schemas/property';
import type { APIRequestContext } from '@playwright/test';
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

// AI Detect in the browser: a listing PDF goes in, the analysis completes, the property it describes
// is in the portfolio, and AI generation opens on it.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(repoRoot, 'apps/server/test/fixtures/listing-pdfs');
const LISTING_PDF = path.join(fixtures, 'condo-hoa.pdf');
/** An image-only PDF of the flyer fixture, as a scanner gives it back (generate-scanned-pdfs.ts). */
const SCANNED_PDF = path.join(repoRoot, 'apps/server/test/fixtures/scanned-pdfs/flyer-open-house.pdf');
const scannedTruth = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/server/test/fixtures/scanned-pdfs/flyer-open-house.json'), 'utf8'),
) as { BasicInfo: Property['BasicInfo'] };
const truth = JSON.parse(readFileSync(path.join(fixtures, 'condo-hoa.json'), 'utf8')) as {
  BasicInfo: Property['BasicInfo'];
};
const ADDRESS = `${truth.BasicInfo.Address.Street}, ${truth.BasicInfo.Address.City}, ${truth.BasicInfo.Address.State} ${truth.BasicInfo.Address.ZipCode}`;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.accessToken}` });

/** A valid one-page PDF with no text on it, as a scanner without OCR would make. */
function pdfWithoutText(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function submitThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  file: { name: string; buffer: Buffer },
  address: string,
) {
  const res = await request.post('/api/property/pdf/async', {
    headers: auth(tokens),
    multipart: {
      address,
      customInstructions: 'Use the agent named in the flyer',
      pdf: { name: file.name, mimeType: 'application/pdf', buffer: file.buffer },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { jobId: string }).jobId;
}

async function waitForJob(request: APIRequestContext, tokens: Tokens, jobId: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/property/pdf/status/${jobId}`, { headers: auth(tokens) });
        return ((await res.json()) as PdfJob).status;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(completed|failed)$/);
}

test.describe('AI Detect', () => {
  test('a listing PDF becomes a property, and AI generation opens on it', async ({ page, request }) => {
    const tokens = await loginThroughApi(request, await createAccount(request));
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');

    await page.goto('/app/properties');
    await expect(main.getByText('No properties yet')).toBeVisible();
    await main.getByRole('button', { name: /^AI Detect$/ }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'AI Detect' })).toBeVisible();
    await expect(main.getByText(`${PDF_ANALYSIS_CREDITS} credits per analysis`)).toBeVisible();
    await expect(main.getByTestId('credit-balance')).toHaveText(
      `Your balance: ${REGISTRATION_CREDITS} credits`,
    );

    const start = main.getByRole('button', { name: `Start AI Analysis (${PDF_ANALYSIS_CREDITS} Credits)` });
    await expect(start).toBeDisabled();
    // The drop zone is a button: the keyboard opens the file picker from it.
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: /Drag and drop your listing PDF here/ }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(LISTING_PDF);
    await expect(main.getByTestId('selected-file')).toHaveText('condo-hoa.pdf');
    // The address is optional: the document gives it.
    await expect(start).toBeEnabled();
    await main.getByLabel('Property address (optional)').fill(ADDRESS);
    await start.click();

    await expect(main.getByText(PDF_ANALYSIS_MESSAGES.submitted)).toBeVisible();
    await expect(main.getByLabel('Property address (optional)')).toHaveValue('');
    await expect(main.getByTestId('credit-balance')).toHaveText(
      `Your balance: ${REGISTRATION_CREDITS - PDF_ANALYSIS_CREDITS} credits`,
    );
    // The panel's recent list follows the job to its end by polling.
    const recent = main.getByRole('list', { name: 'Recent analyses' });
    await expect(recent.getByTestId('pdf-job')).toHaveCount(1);
    await expect(recent.getByText('Analysis complete')).toBeVisible({ timeout: 30_000 });

    // The history shows what was extracted.
    await main.getByRole('button', { name: 'View history' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'AI Analysis History' })).toBeVisible();
    const job = main.getByTestId('pdf-job').filter({ hasText: 'condo-hoa.pdf' });
    await expect(job.getByText('Analysis complete')).toBeVisible();
    await job.getByText('Extracted property details').click();
    const extracted = (label: string) =>
      job.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(extracted('Price')).toHaveText(usd(truth.BasicInfo.Price));
    await expect(extracted('Beds / baths')).toHaveText(
      `${truth.BasicInfo.Bedrooms} bd · ${truth.BasicInfo.Bathrooms} ba`,
    );

    // The property is in the portfolio with the extracted fields.
    await main.getByRole('button', { name: 'Back to properties' }).click();
    const card = main.getByTestId('property-card').filter({ hasText: truth.BasicInfo.Address.Street });
    await expect(card).toBeVisible();
    await expect(card.getByText(usd(truth.BasicInfo.Price))).toBeVisible();
    await expect(card.getByText(`${truth.BasicInfo.Bedrooms} bd`)).toBeVisible();
    await expect(card.getByText(`${truth.BasicInfo.Bathrooms} ba`)).toBeVisible();
    await expect(main.getByRole('button', { name: /AI Analysis History/ })).toContainText('1');
    // Completing AI Detect completes the 'add-property' onboarding step.
    const onboarding = await page.evaluate(() => localStorage.getItem('ai-realty-onboarding'));
    expect(JSON.parse(onboarding ?? '{}').completedSteps).toContain('add-property');

    // 'Generate AI Content' opens the generation flow with that property chosen.
    await main.getByRole('button', { name: /AI Analysis History/ }).click();
    const href = await main.getByRole('link', { name: 'View property' }).getAttribute('href');
    const propertyId = href?.split('/').pop();
    expect(propertyId).toMatch(/^[0-9a-f-]{36}$/);
    await main.getByRole('button', { name: 'Generate AI Content' }).click();
    await page.waitForURL(`**/app/ai?propertyId=${propertyId}`);
    await expect(page.getByRole('heading', { name: 'Basic Content' })).toBeVisible();
  });

  test('the address comes from the document, and a typed one that disagrees is put to the agent', async ({
    page,
    request,
  }) => {
    const tokens = await loginThroughApi(request, await createAccount(request));
    const file = { name: 'condo-hoa.pdf', buffer: readFileSync(LISTING_PDF) };
    // No address typed: the property gets the document's.
    await waitForJob(request, tokens, await submitThroughApi(request, tokens, file, ''));
    // A typo in the house number: the job waits for the agent's choice.
    const typo = ADDRESS.replace(/^\d+/, (n) => `${n}9`);
    await waitForJob(request, tokens, await submitThroughApi(request, tokens, file, typo));

    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');
    await page.goto('/app/properties');
    await expect(main.getByTestId('property-card')).toHaveCount(1);
    await expect(main.getByTestId('property-card').getByText(truth.BasicInfo.Address.Street)).toBeVisible();

    await main.getByRole('button', { name: /AI Analysis History/ }).click();
    const waiting = main.getByTestId('pdf-job').filter({ hasText: 'differs from the one in the document' });
    await expect(waiting).toHaveCount(1);
    await expect(waiting.locator('fieldset').getByText(typo)).toBeVisible();
    await saveScreenshot(page, 'ai-detect-address-choice');
    await waiting.getByLabel(/As you typed it/).check();
    await waiting.getByRole('button', { name: 'Create property with this address' }).click();
    await expect(main.getByText('differs from the one in the document')).toHaveCount(0);
    await main.getByRole('button', { name: 'Back to properties' }).click();
    await expect(main.getByTestId('property-card')).toHaveCount(2);
    await expect(main.getByTestId('property-card').getByText(typo.split(',')[0])).toBeVisible();
  });

  test('a scanned flyer is read by text recognition, and the job says so', async ({ page, request }) => {
    // Recognition takes seconds a page, more on a busy machine.
    test.setTimeout(150_000);
    const tokens = await loginThroughApi(request, await createAccount(request));
    await signInDirectly(page, tokens);
    await skipOnboarding(page);
    const main = page.getByRole('main');

    await page.goto('/app/properties?viewMode=aiDetect');
    await main.getByLabel('PDF file').setInputFiles(SCANNED_PDF);
    await expect(main.getByTestId('selected-file')).toHaveText('flyer-open-house.pdf');
    await main.getByRole('button', { name: /Start AI Analysis/ }).click();
    await expect(main.getByText(PDF_ANALYSIS_MESSAGES.submitted)).toBeVisible();

    const recent = main.getByRole('list', { name: 'Recent analyses' });
    await expect(recent.getByText('Analysis complete')).toBeVisible({ timeout: 120_000 });
    await expect(recent.getByTestId('job-scan-note')).toHaveText(
      'Read from a scan: the text of 1 page was recognised from its image. Check the details.',
    );

    await main.getByRole('button', { name: 'View history' }).click();
    const job = main.getByTestId('pdf-job').filter({ hasText: 'flyer-open-house.pdf' });
    await expect(job.getByTestId('job-scan-note')).toBeVisible();
    // No address was typed: the card shows the one recognised in the scan.
    await expect(job.locator('p', { hasText: scannedTruth.BasicInfo.Address.Street })).toBeVisible();
    await job.getByText('Extracted property details').click();
    const extracted = (label: string) =>
      job.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(extracted('Price')).toHaveText(usd(scannedTruth.BasicInfo.Price));
    await expect(extracted('Beds / baths')).toHaveText(
      `${scannedTruth.BasicInfo.Bedrooms} bd · ${scannedTruth.BasicInfo.Bathrooms} ba`,
    );
    await saveScreenshot(page, 'ai-analysis-history-scan');

    await main.getByRole('button', { name: 'Back to properties' }).click();
    const card = main.getByTestId('property-card').filter({ hasText: scannedTruth.BasicInfo.Address.Street });
    await expect(card.getByText(usd(scannedTruth.BasicInfo.Price))).toBeVisible();
  });

  test.describe('screens', () => {
    test.use({ bypassCSP: true });

    test('panel and history at phone and desktop widths, light and dark, with no serious axe violations', async ({
      page,
      request,
    }) => {
      const tokens = await loginThroughApi(request, await createAccount(request));
      const scanned = await submitThroughApi(
        request,
        tokens,
        { name: 'scanned-flyer.pdf', buffer: pdfWithoutText() },
        '18 Bay Road, Portland, ME 04101',
      );
      await waitForJob(request, tokens, scanned);
      const listing = await submitThroughApi(
        request,
        tokens,
        { name: 'riverbend-listing-sheet.pdf', buffer: readFileSync(LISTING_PDF) },
        ADDRESS,
      );
      await waitForJob(request, tokens, listing);
      await signInDirectly(page, tokens);
      await skipOnboarding(page);
      const main = page.getByRole('main');

      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto('/app/properties?viewMode=aiDetect');
        await expect(main.getByRole('list', { name: 'Recent analyses' }).getByTestId('pdf-job')).toHaveCount(
          2,
        );
        await expect(main.getByText('Analysis failed')).toBeVisible();
        await main.getByLabel('PDF file').setInputFiles(LISTING_PDF);
        await main.getByLabel('Property address (optional)').fill(ADDRESS);
        await expect(main.getByRole('button', { name: /Start AI Analysis/ })).toBeEnabled();
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, 'ai-detect-panel');

        // On phones the list's tools wait behind Filters.
        const tool = async (name: RegExp) => {
          if (viewport.name === 'phone') {
            await main.getByRole('button', { name: 'Filters' }).click();
            await page.getByRole('dialog').getByRole('button', { name }).click();
          } else {
            await main.getByRole('button', { name }).click();
          }
        };
        await main.getByRole('button', { name: 'Back to properties' }).click();
        await tool(/AI Analysis History/);
        const jobs = main.getByTestId('pdf-job');
        await expect(jobs).toHaveCount(2);
        await jobs.first().getByText('Extracted property details').click();
        await expect(jobs.first().locator('dt', { hasText: /^Price$/ })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, 'ai-analysis-history');

        await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
        await saveScreenshot(page, 'ai-analysis-history-dark');
        await main.getByRole('button', { name: 'Back to properties' }).click();
        await tool(/^AI Detect$/);
        await expect(main.getByRole('list', { name: 'Recent analyses' })).toBeVisible();
        await saveScreenshot(page, 'ai-detect-panel-dark');
        await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
      }
    });
  });
});
