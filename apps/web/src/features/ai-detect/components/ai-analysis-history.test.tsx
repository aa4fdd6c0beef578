import { ONBOARDING_STORAGE_KEY, POLL_INTERVAL_MS } from '@ai-realty/shared/constants';
import type { PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import { emptyProperty } from '@ai-realty/shared/schemas/property';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { AiAnalysisHistory } from './ai-analysis-history';

const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';

let seq = 0;
function makeJob(over: Partial<PdfJob> = {}): PdfJob {
  seq += 1;
  return {
    jobId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    status: 'pending',
    filename: `listing-${seq}.pdf`,
    address: `${seq} Riverbend Avenue, Tampa, FL 33663`,
    documentAddress: null,
    awaitingAddressChoice: false,
    scannedPages: 0,
    createdAt: '2025-05-01T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    customInstructions: null,
    propertyData: null,
    propertyId: null,
    errorMessage: null,
    ...over,
  };
}

function extracted() {
  const p = emptyProperty();
  p.BasicInfo = {
    ...p.BasicInfo,
    PropertyType: 'Single Family Home',
    ListingType: 'For Sale',
    Price: 540000,
    Bedrooms: 2,
    Bathrooms: 2,
    SquareFootage: 1080,
    Address: { Street: '9589 Riverbend Avenue', City: 'Tampa', State: 'FL', ZipCode: '33663' },
  };
  p.KeyFeatures.Appliances = 'Sub-Zero refrigerator, Wolf range';
  p.KeyFeatures.Parking = 'Attached two-car garage';
  p.LegalCompliance.HOAFees = 350;
  p.HistoricalInfo.YearBuilt = 2019;
  p.RealtorContact = {
    Name: 'Elena Brooks',
    Phone: '(395) 761-5187',
    Email: 'elena@harborline.example',
    AgencyName: 'Harborline Real Estate',
  };
  return p;
}

function completedJob(over: Partial<PdfJob> = {}) {
  return makeJob({
    status: 'completed',
    filename: 'riverbend.pdf',
    startedAt: '2025-05-01T10:00:02.000Z',
    completedAt: '2025-05-01T10:00:09.000Z',
    customInstructions: 'Use the reduced price',
    propertyData: extracted(),
    propertyId: PROPERTY_ID,
    ...over,
  });
}

function setup(jobs: PdfJob[] | MockRoute) {
  const net = mockApi({ 'GET /api/property/pdf/jobs': Array.isArray(jobs) ? { body: jobs } : jobs });
  const user = userEvent.setup();
  const view = renderPage(<AiAnalysisHistory />, { route: '/app/properties', path: '/app/properties' });
  return { user, ...net, ...view };
}

const jobCards = () => screen.queryAllByTestId('pdf-job');
const statusQuery = (c: MockRequest) => c.url.searchParams.get('status');

beforeEach(() => signIn());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AiAnalysisHistory', () => {
  it('shows every detail of a job with the history labels', async () => {
    setup([
      makeJob({ status: 'pending', filename: 'queued.pdf' }),
      makeJob({ status: 'processing', filename: 'running.pdf', startedAt: '2025-05-01T10:00:01.000Z' }),
      completedJob(),
      makeJob({
        status: 'failed',
        filename: 'scan.pdf',
        completedAt: '2025-05-01T10:00:04.000Z',
        errorMessage: 'This PDF has no text layer (it looks like a scan).',
      }),
    ]);
    await screen.findByRole('list', { name: 'AI analyses' });
    expect(jobCards()).toHaveLength(4);
    const labels = screen.getAllByTestId('job-status-label').map((el) => el.textContent);
    expect(labels).toEqual([
      'Queued for processing',
      'AI analyzing document...',
      'Analysis complete',
      'Analysis failed',
    ]);
    expect(screen.getByText('4 analyses')).toBeInTheDocument();

    const done = jobCards()[2]!;
    expect(within(done).getByRole('heading', { name: 'riverbend.pdf' })).toBeInTheDocument();
    expect(within(done).getByText('Completed', { selector: 'span' })).toBeInTheDocument();
    expect(within(done).getByText('3 Riverbend Avenue, Tampa, FL 33663')).toBeInTheDocument();
    expect(within(done).getByText('Submitted')).toBeInTheDocument();
    expect(within(done).getByText('Started')).toBeInTheDocument();
    expect(within(done).getByText('Use the reduced price')).toBeInTheDocument();
    const times = within(done)
      .getAllByRole('time')
      .map((t) => t.getAttribute('datetime'));
    expect(times).toEqual([
      '2025-05-01T10:00:00.000Z',
      '2025-05-01T10:00:02.000Z',
      '2025-05-01T10:00:09.000Z',
    ]);

    const failed = jobCards()[3]!;
    expect(within(failed).getByText(/no text layer/)).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Generate AI Content' })).not.toBeInTheDocument();
    expect(within(jobCards()[0]!).queryByText('Extracted property details')).not.toBeInTheDocument();
  });

  it('says when a completed job was read from a scan', async () => {
    setup([
      completedJob({ filename: 'scanned-flyer.pdf', scannedPages: 2 }),
      completedJob({ filename: 'text-flyer.pdf' }),
    ]);
    await screen.findByRole('list', { name: 'AI analyses' });
    const [scanned, text] = jobCards();
    expect(within(scanned!).getByTestId('job-scan-note')).toHaveTextContent(
      'Read from a scan: the text of 2 pages were recognised from their images. Check the details.',
    );
    expect(within(text!).queryByTestId('job-scan-note')).not.toBeInTheDocument();
  });

  it('folds out the extracted property of a completed job', async () => {
    const { user } = setup([completedJob()]);
    const summary = await screen.findByText('Extracted property details');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    const value = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Property type')).toBe('Single Family Home');
    expect(value('Listing type')).toBe('For Sale');
    expect(value('Price')).toBe('$540,000');
    expect(value('Beds / baths')).toBe('2 bd · 2 ba');
    expect(value('Square feet')).toBe('1,080 sq ft');
    expect(value('Year built')).toBe('2019');
    expect(value('HOA fees')).toBe('$350');
    expect(value('Address')).toBe('9589 Riverbend Avenue, Tampa, FL 33663');
    expect(value('Features')).toContain('Appliances: Sub-Zero refrigerator, Wolf range');
    expect(value('Features')).toContain('Parking: Attached two-car garage');
    expect(value('Agent')).toContain('Elena Brooks, Harborline Real Estate');
  });

  it('leads from a completed job to its property and to AI generation for it', async () => {
    const { user } = setup([completedJob()]);
    const card = (await screen.findAllByTestId('pdf-job'))[0]!;
    expect(within(card).getByRole('link', { name: 'View property' })).toHaveAttribute(
      'href',
      `/app/properties/${PROPERTY_ID}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Generate AI Content' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/ai?propertyId=${PROPERTY_ID}`);
  });

  it('offers no generation for a completed job without property data', async () => {
    setup([completedJob({ propertyData: null })]);
    const card = (await screen.findAllByTestId('pdf-job'))[0]!;
    expect(within(card).queryByRole('button', { name: 'Generate AI Content' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Extracted property details')).not.toBeInTheDocument();
  });

  it('filters by status through the API', async () => {
    const all = [makeJob({ filename: 'queued.pdf' }), completedJob(), makeJob({ status: 'failed' })];
    const { user, calls } = setup((req) => {
      const status = statusQuery(req);
      return { body: status ? all.filter((j) => j.status === status) : all };
    });
    await screen.findByRole('list', { name: 'AI analyses' });
    expect(jobCards()).toHaveLength(3);
    const filter = screen.getByLabelText('Status');
    expect([...filter.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'all',
      'pending',
      'processing',
      'completed',
      'failed',
    ]);

    await user.selectOptions(filter, 'completed');
    await waitFor(() => expect(jobCards()).toHaveLength(1));
    expect(screen.getByText('riverbend.pdf')).toBeInTheDocument();
    expect(calls.some((c) => statusQuery(c) === 'completed')).toBe(true);

    await user.selectOptions(filter, 'processing');
    expect(await screen.findByText('No AI analyses found')).toBeInTheDocument();
  });

  it("says 'No AI analyses found' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No AI analyses found')).toBeInTheDocument();
  });

  it("shows 'Error loading AI analyses' when the list fails", async () => {
    setup({ status: 500, body: { error: 'Database unavailable', code: 'INTERNAL_ERROR' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading AI analyses');
    expect(alert).toHaveTextContent('Database unavailable');
  });

  it("refreshes on demand, saying 'Refreshing...' meanwhile", async () => {
    let release: () => void = () => {};
    let count = 0;
    const { user } = setup(async () => {
      count += 1;
      if (count > 1) await new Promise<void>((resolve) => (release = resolve));
      return { body: [completedJob({ filename: count > 1 ? 'newer.pdf' : 'riverbend.pdf' })] };
    });
    await screen.findByText('riverbend.pdf');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const busy = await screen.findByRole('button', { name: 'Refreshing...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('newer.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('polls every 3 s while a job runs; a completion updates the portfolio and onboarding', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = makeJob({ status: 'processing', filename: 'riverbend.pdf' });
    let answers = 0;
    const { calls, queryClient } = setup(() => {
      answers += 1;
      return { body: answers < 3 ? [running] : [completedJob({ jobId: running.jobId })] };
    });
    queryClient.setQueryData(['properties'], []);
    expect(await screen.findByText('AI analyzing document...')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.path === '/api/property/pdf/jobs').length;
    expect(listCalls()).toBe(1);

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(queryClient.getQueryState(['properties'])?.isInvalidated).toBe(false);

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(await screen.findByText('Analysis complete')).toBeInTheDocument();
    expect(queryClient.getQueryState(['properties'])?.isInvalidated).toBe(true);
    const onboarding = JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}');
    expect(onboarding.completedSteps).toContain('add-property');

    // Nothing runs any more: the polling stops.
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(listCalls()).toBe(3);
  });

  it('does not poll when every job has finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup([completedJob()]);
    await screen.findByText('Analysis complete');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(calls.filter((c) => c.path === '/api/property/pdf/jobs')).toHaveLength(1);
  });
});
