import { PDF_ANALYSIS_CREDITS, PDF_MAX_BYTES, RECENT_JOBS_SHOWN } from '@ai-realty/shared/constants';
import { PDF_ANALYSIS_MESSAGES, type PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import { emptyProperty } from '@ai-realty/shared/schemas/property';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/ai-fixtures';
import { type MockRequest, type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { AiDetectPanel, UPLOAD_PROGRESS_MIN_BYTES } from './ai-detect-panel';

// The upload goes through XMLHttpRequest (for its progress events); MSW answers it like any fetch.
const UPLOAD = 'POST /api/property/pdf/async';
const uploadsIn = (calls: MockRequest[]) => calls.filter((c) => `${c.method} ${c.path}` === UPLOAD);
const formOf = (req: MockRequest | undefined) => req!.body as FormData;

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

const pdf = (name = 'riverbend.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const accepted = {
  status: 202,
  body: { jobId: 'job-1', status: 'pending', message: 'ok', newCreditBalance: 8 },
};

function setup({
  jobs = [] as PdfJob[] | MockRoute,
  credits = 10,
  extra = {} as Record<string, MockRoute>,
  onShowHistory = vi.fn(),
} = {}) {
  const net = mockApi({
    'GET /api/user/get/me': { body: makeUser({ credits }) },
    'GET /api/property/pdf/jobs': Array.isArray(jobs) ? { body: jobs } : jobs,
    ...extra,
  });
  // Real browsers filter by `accept` only in the picker; the panel checks every file itself.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderPage(<AiDetectPanel onShowHistory={onShowHistory} />);
  const fileInput = () => screen.getByLabelText('PDF file');
  const address = () => screen.getByLabelText('Property address (optional)');
  const instructions = () => screen.getByLabelText('Special instructions (optional)');
  const start = () =>
    screen.getByRole('button', { name: `Start AI Analysis (${PDF_ANALYSIS_CREDITS} Credits)` });
  return { user, ...net, ...view, fileInput, address, instructions, start, onShowHistory };
}

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('AiDetectPanel', () => {
  it('explains the three steps and the cost, with the balance', async () => {
    setup({ credits: 7 });
    const steps = within(screen.getByRole('complementary', { name: 'About AI Detect' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(3);
    expect(screen.getByText(`${PDF_ANALYSIS_CREDITS} credits per analysis`)).toBeInTheDocument();
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('Your balance: 7 credits');
  });

  it('warns a user who cannot afford an analysis and links to credits', async () => {
    setup({ credits: 1 });
    const notice = await screen.findByText(/You need 2 credits for an analysis/);
    expect(within(notice).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/app/credits');
  });

  it('refuses a file that is not a PDF', async () => {
    const { user, fileInput } = setup();
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PDF_ANALYSIS_MESSAGES.notPdf);
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
  });

  it('accepts a .pdf name without the PDF type', async () => {
    const { user, fileInput } = setup();
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'Scan.PDF', { type: '' }));
    expect(screen.getByTestId('selected-file')).toHaveTextContent('Scan.PDF');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over 50 MB and accepts one of exactly 50 MB', async () => {
    const { user, fileInput } = setup();
    const huge = pdf('huge.pdf', 1);
    Object.defineProperty(huge, 'size', { value: PDF_MAX_BYTES + 1 });
    await user.upload(fileInput(), huge);
    expect(screen.getByRole('alert')).toHaveTextContent(PDF_ANALYSIS_MESSAGES.tooLarge);
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();

    const limit = pdf('limit.pdf', 1);
    Object.defineProperty(limit, 'size', { value: PDF_MAX_BYTES });
    await user.upload(fileInput(), limit);
    expect(screen.getByTestId('selected-file')).toHaveTextContent('limit.pdf');
    expect(screen.getByText('50.0 MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the button disabled until there is a file; the address is optional', async () => {
    const { user, fileInput, address, start } = setup();
    expect(start()).toBeDisabled();
    await user.type(address(), '9589 Riverbend Avenue');
    expect(start()).toBeDisabled();
    await user.upload(fileInput(), pdf());
    expect(start()).toBeEnabled();
    await user.clear(address());
    expect(start()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove riverbend.pdf' }));
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    expect(start()).toBeDisabled();
  });

  it('takes a dropped file', async () => {
    setup();
    const zone = screen.getByRole('button', { name: /Drag and drop your listing PDF here/ });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(await screen.findByTestId('selected-file')).toHaveTextContent('dropped.pdf');
  });

  it('opens the file picker from the drop zone, by keyboard too', async () => {
    const { user, fileInput } = setup();
    const click = vi.spyOn(fileInput(), 'click');
    const zone = screen.getByRole('button', { name: /Drag and drop your listing PDF here/ });
    zone.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed address and omits blank instructions, then resets and says so', async () => {
    let submitted = false;
    const { user, fileInput, address, instructions, start, calls } = setup({
      jobs: () => ({ body: submitted ? [makeJob({ filename: 'riverbend.pdf' })] : [] }),
      extra: {
        'GET /api/user/get/me': () => ({ body: makeUser({ credits: submitted ? 8 : 10 }) }),
        [UPLOAD]: () => {
          submitted = true;
          return accepted;
        },
      },
    });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('10 credits');
    await user.upload(fileInput(), pdf());
    await user.type(address(), '  9589 Riverbend Avenue, Tampa, FL 33663  ');
    await user.type(instructions(), '   ');
    await user.click(start());

    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.getByText(/Check the AI Analysis History/)).toBeInTheDocument();
    const requests = uploadsIn(calls);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.headers.get('authorization')).toBe('Bearer test-access-token');
    expect(req!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(formOf(req).get('address')).toBe('9589 Riverbend Avenue, Tampa, FL 33663');
    expect(formOf(req).has('customInstructions')).toBe(false);
    expect((formOf(req).get('pdf') as File).name).toBe('riverbend.pdf');

    // The form is empty again, the balance follows the answer and the new job is listed.
    expect(address()).toHaveValue('');
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    expect(start()).toBeDisabled();
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('Your balance: 8 credits');
    const recent = await screen.findByRole('list', { name: 'Recent analyses' });
    expect(within(recent).getByText('riverbend.pdf')).toBeInTheDocument();
    expect(within(recent).getByText('Queued for analysis')).toBeInTheDocument();
  });

  it('sends trimmed special instructions when there are some', async () => {
    const { user, fileInput, address, instructions, start, calls } = setup({ extra: { [UPLOAD]: accepted } });
    await user.upload(fileInput(), pdf());
    await user.type(address(), '12 Harbor Way');
    await user.type(instructions(), '  The price is now $525,000.  ');
    await user.click(start());
    await screen.findByText(PDF_ANALYSIS_MESSAGES.submitted);
    expect(formOf(uploadsIn(calls)[0]).get('customInstructions')).toBe('The price is now $525,000.');
  });

  it('shows the busy text and the upload progress of a large file', async () => {
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { user, fileInput, address, start } = setup({
      extra: {
        [UPLOAD]: async () => {
          await answered;
          return accepted;
        },
      },
    });
    await user.upload(fileInput(), pdf('brochure.pdf', UPLOAD_PROGRESS_MIN_BYTES * 2));
    await user.type(address(), '12 Harbor Way');
    await user.click(start());

    expect(screen.getByRole('button', { name: 'Analyzing with AI...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Uploading document...')).toBeInTheDocument();
    finish();
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows no progress bar for a small file', async () => {
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { user, fileInput, address, start } = setup({
      extra: {
        [UPLOAD]: async () => {
          await answered;
          return accepted;
        },
      },
    });
    await user.upload(fileInput(), pdf('flyer.pdf', 2048));
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    expect(screen.getByRole('button', { name: 'Analyzing with AI...' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    finish();
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.submitted)).toBeInTheDocument();
  });

  it('shows the server text on failure and keeps the form', async () => {
    const { user, fileInput, address, start } = setup({
      extra: {
        [UPLOAD]: {
          status: 415,
          body: { error: PDF_ANALYSIS_MESSAGES.notPdfContent, code: 'UNSUPPORTED_MEDIA_TYPE' },
        },
      },
    });
    await user.upload(fileInput(), pdf('fake.pdf'));
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.notPdfContent)).toBeInTheDocument();
    expect(screen.getByTestId('selected-file')).toHaveTextContent('fake.pdf');
    expect(address()).toHaveValue('12 Harbor Way');
  });

  it('falls back to the generic message when the answer has no text', async () => {
    const { user, fileInput, address, start } = setup({ extra: { [UPLOAD]: { status: 500, body: 'oops' } } });
    await user.upload(fileInput(), pdf());
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.submitFailed)).toBeInTheDocument();
  });

  it('says the submission failed when the connection drops', async () => {
    const { user, fileInput, address, start } = setup({ extra: { [UPLOAD]: { network: true } } });
    await user.upload(fileInput(), pdf());
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(start()).toBeEnabled();
  });

  it('explains a 402 with a link to buy credits', async () => {
    const { user, fileInput, address, start } = setup({
      extra: {
        [UPLOAD]: {
          status: 402,
          body: { error: PDF_ANALYSIS_MESSAGES.insufficientCredits, code: 'INSUFFICIENT_CREDITS' },
        },
      },
    });
    await user.upload(fileInput(), pdf());
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PDF_ANALYSIS_MESSAGES.insufficientCredits);
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/app/credits');
  });

  it('asks an unverified user to verify the email address', async () => {
    const { user, fileInput, address, start } = setup({
      extra: {
        [UPLOAD]: {
          status: 403,
          body: { error: 'Email verification required', code: 'EMAIL_VERIFICATION_REQUIRED' },
        },
      },
    });
    await user.upload(fileInput(), pdf());
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument();
    expect(screen.getByText(/Check your email for the verification link/)).toBeInTheDocument();
  });

  it('refreshes the session once on a 401 and retries with the new token', async () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const { user, fileInput, address, start, calls } = setup({
      extra: {
        [UPLOAD]: (req) =>
          req.headers.get('authorization') === 'Bearer fresh-token'
            ? accepted
            : { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
        'POST /api/auth/refresh': {
          body: { accessToken: 'fresh-token', accessExpiresAt: inAnHour, refreshToken: 'r2' },
        },
      },
    });
    await user.upload(fileInput(), pdf());
    await user.type(address(), '12 Harbor Way');
    await user.click(start());
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.submitted)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    const requests = uploadsIn(calls);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer test-access-token',
      'Bearer fresh-token',
    ]);
    // The retry is the same submission: the server charges it once.
    expect(requests[1]!.headers.get('idempotency-key')).toBe(requests[0]!.headers.get('idempotency-key'));
  });

  it(`lists the ${RECENT_JOBS_SHOWN} most recent jobs and offers all of them when there are more`, async () => {
    const property = emptyProperty();
    const jobs = [
      makeJob({ status: 'processing', startedAt: '2025-05-01T10:00:05.000Z' }),
      makeJob({
        status: 'completed',
        propertyData: property,
        propertyId: '11111111-1111-4111-8111-111111111111',
        completedAt: '2025-05-01T10:00:09.000Z',
      }),
      makeJob({ status: 'failed', errorMessage: 'This PDF has no text layer.' }),
      makeJob({ filename: 'oldest-a.pdf' }),
      makeJob({ filename: 'oldest-b.pdf' }),
    ];
    const { user, onShowHistory } = setup({ jobs });
    const recent = await screen.findByRole('list', { name: 'Recent analyses' });
    expect(within(recent).getAllByTestId('pdf-job')).toHaveLength(RECENT_JOBS_SHOWN);
    expect(within(recent).queryByText('oldest-a.pdf')).not.toBeInTheDocument();
    const labels = within(recent)
      .getAllByTestId('job-status-label')
      .map((el) => el.textContent);
    expect(labels).toEqual(['AI analyzing document...', 'Analysis complete', 'Analysis failed']);
    expect(within(recent).getByText('This PDF has no text layer.')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View property' })).toHaveAttribute(
      'href',
      '/app/properties/11111111-1111-4111-8111-111111111111',
    );
    await user.click(screen.getByRole('button', { name: 'View all 5 analyses' }));
    expect(onShowHistory).toHaveBeenCalledTimes(1);
  });

  it(`offers no 'View all' link with ${RECENT_JOBS_SHOWN} jobs or fewer`, async () => {
    setup({ jobs: [makeJob(), makeJob(), makeJob()] });
    const recent = await screen.findByRole('list', { name: 'Recent analyses' });
    expect(within(recent).getAllByTestId('pdf-job')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('says when there are no analyses yet', async () => {
    setup({ jobs: [] });
    expect(await screen.findByText(/Your analyses appear here/)).toBeInTheDocument();
  });
});
