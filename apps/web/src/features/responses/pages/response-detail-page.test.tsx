import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteGenerationStarted } from '@/lib/generation-started';
import { makeFollowUp, makeResponse, makeUser, OPTIONS, PROPERTY_ID } from '@/test/ai-fixtures';
import { type MockRoute, mockApi, mockServer, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import ResponseDetailPage from './response-detail-page';

function setup(routes: Record<string, MockRoute>) {
  const stub = mockApi({
    'GET /api/user/get/me': { body: makeUser({ credits: 5 }) },
    'GET /api/ai/follow-up/r1': { body: { status: 'complete', followUpPrompts: [makeFollowUp()] } },
    ...routes,
  });
  renderPage(<ResponseDetailPage />, { route: '/app/responses/r1', path: '/app/responses/:responseId' });
  return stub;
}
const followUpCalls = (stub: ReturnType<typeof mockApi>) =>
  stub.calls.filter((c) => c.path === '/api/ai/follow-up/r1').length;

beforeEach(() => signIn());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResponseDetailPage', () => {
  it('renders the sanitised markdown, the writer label and the actions', async () => {
    setup({
      'GET /api/responses/get/r1': {
        body: makeResponse({
          Prompt: 'Mention the dock',
          Response:
            '## Harbor living\n\n<script>alert(1)</script>\n\n[site](javascript:alert(1)) **Dock** included.',
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harbor living' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('site').getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.getByText('Built-in writer (offline)')).toBeInTheDocument();
    expect(screen.getByText('Mention the dock')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Generate New/ })).toHaveAttribute(
      'href',
      `/app/ai?propertyId=${PROPERTY_ID}`,
    );
    expect(screen.getAllByRole('link', { name: /Back to All Responses/ })[0]).toHaveAttribute(
      'href',
      '/app/responses',
    );
  });

  it('shows Copied! for 2 seconds after copying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ 'GET /api/responses/get/r1': { body: makeResponse() } });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(makeResponse().Response);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('shows the Response Not Found screen for an unknown id', async () => {
    setup({ 'GET /api/responses/get/r1': { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } } });
    expect(await screen.findByRole('heading', { name: 'Response Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The response you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
  });

  it('shows the error of a failed response and the refund', async () => {
    setup({
      'GET /api/responses/get/r1': {
        body: makeResponse({ Status: 'Failed', Response: '', ErrorMessage: 'The writer timed out.' }),
      },
    });
    expect(await screen.findByText('The writer timed out.')).toBeInTheDocument();
    expect(
      screen.getByText('The credits for this request were refunded to your balance.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Follow-up suggestions')).toBeNull();
  });

  it('shows live text from the stream while the response is being written', async () => {
    // The stream is read with fetch and the token goes in the Authorization header, never the URL.
    let pushRaw: (text: string) => void = () => {};
    const push = (event: string, data: unknown) =>
      pushRaw(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let end: () => void = () => {};
    const seen: Request[] = [];
    const stub = mockApi({
      'GET /api/user/get/me': { body: makeUser({ credits: 5 }) },
      'GET /api/ai/follow-up/r1': { body: { status: 'complete', followUpPrompts: [makeFollowUp()] } },
      'GET /api/responses/get/r1': { body: makeResponse({ Status: 'Processing', Response: '' }) },
    });
    mockServer.use(
      http.get('*/api/responses/stream/r1', ({ request }) => {
        seen.push(request);
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            pushRaw = (text) => controller.enqueue(encoder.encode(text));
            end = () => controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    renderPage(<ResponseDetailPage />, { route: '/app/responses/r1', path: '/app/responses/:responseId' });
    await screen.findByText(/Writing/);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(new URL(seen[0].url).search).toBe('');
    expect(seen[0].headers.get('authorization')).toBe('Bearer test-access-token');
    expect(stub.calls.some((c) => c.url.search.includes('access_token'))).toBe(false);

    act(() => {
      push('snapshot', { status: 'Processing', text: '## Sunlit ' });
      // One event split across two network reads is put back together.
      pushRaw('event: chunk\ndata: {"text":"corner');
      pushRaw(' unit"}\n\n');
    });
    expect(await screen.findByRole('heading', { name: 'Sunlit corner unit' })).toBeInTheDocument();
    // The writer starts over: the text shown so far is dropped.
    act(() => {
      push('reset', {});
      push('chunk', { text: '## Bright corner unit' });
    });
    expect(await screen.findByRole('heading', { name: 'Bright corner unit' })).toBeInTheDocument();
    expect(screen.queryByText(/Sunlit/)).toBeNull();
    act(() => {
      push('done', { status: 'Complete', errorMessage: null });
      end();
    });
  });

  it('polls for suggestions every 3 s and gives up after 20 attempts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = setup({
      'GET /api/responses/get/r1': { body: makeResponse() },
      'GET /api/ai/follow-up/r1': { body: { status: 'pending', followUpPrompts: [] } },
    });
    expect(await screen.findByText(/Writing follow-up suggestions/)).toBeInTheDocument();
    for (let i = 0; i < 25; i++) await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(followUpCalls(stub)).toBe(20);
    expect(screen.getByText('No Follow-Up Suggestions Generated')).toBeInTheDocument();
  });

  it('shows each suggestion and runs the selected one', async () => {
    const stub = setup({
      'GET /api/responses/get/r1': { body: makeResponse() },
      'POST /api/ai/follow-up/execute': { body: { responseID: 'r2', newCreditBalance: 4 } },
      'GET /api/responses/get/r2': {
        body: makeResponse({ ID: 'r2', Type: 'SocialMedia', Status: 'Pending', Response: '' }),
      },
    });
    const card = await screen.findByRole('button', { name: /Instagram carousel/ });
    expect(within(card).getByRole('img', { name: 'Relevance 8 of 10' })).toBeInTheDocument();
    expect(within(card).getByText('Lifestyle by the harbor')).toBeInTheDocument();
    expect(within(card).getByText('More saves and DMs')).toBeInTheDocument();
    expect(within(card).getByText('Young professionals')).toBeInTheDocument();
    expect(within(card).getByText('Property-specific')).toBeInTheDocument();

    await userEvent.click(card);
    await userEvent.type(screen.getByLabelText('Additional instructions (optional)'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Additional instructions (optional)')).toBeNull();

    await userEvent.click(card);
    expect(screen.getByLabelText('Additional instructions (optional)')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Additional instructions (optional)'), '  Keep it short ');
    await userEvent.click(screen.getByRole('button', { name: 'Execute' }));
    // The new response opens on the same page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Social Media Posts' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toEqual({
      followUpPromptId: makeFollowUp().id,
      propertyId: PROPERTY_ID,
      customInstructions: 'Keep it short',
    });
    expect(JSON.parse(localStorage.getItem('ai-realty-onboarding') ?? '{}').completedSteps).toContain(
      'follow-up',
    );
  });

  it('requires a credit to run a follow-up', async () => {
    setup({
      'GET /api/responses/get/r1': { body: makeResponse() },
      'GET /api/user/get/me': { body: makeUser({ credits: 0 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Instagram carousel/ }));
    expect(
      await screen.findByText(
        'Insufficient credits. You need 1 credit to execute a follow-up prompt. Please purchase more credits.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Execute' })).toBeDisabled();
  });

  it("prices a follow-up at its type's price and says when the balance cannot pay for it", async () => {
    setup({
      'GET /api/responses/get/r1': { body: makeResponse() },
      'GET /api/user/get/me': { body: makeUser({ credits: 2 }) },
      'GET /api/ai/list': { body: { availableOptions: OPTIONS } },
      'GET /api/ai/follow-up/r1': {
        body: {
          status: 'complete',
          followUpPrompts: [makeFollowUp({ generationType: 'market_analysis', title: 'Market snapshot' })],
        },
      },
    });
    const card = await screen.findByRole('button', { name: /Market snapshot/ });
    expect(await within(card).findByText('3 credits · more than your balance')).toBeInTheDocument();
    await userEvent.click(card);
    expect(
      await screen.findByText(
        'Insufficient credits. You need 3 credits to execute a follow-up prompt. Please purchase more credits.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Execute' })).toBeDisabled();
  });

  it('edits the text in place as a new version and restores an earlier one', async () => {
    const original = makeResponse();
    let current = original;
    const stub = setup({
      'GET /api/responses/get/r1': () => ({ body: current }),
      'PUT /api/responses/r1/text': (req) => {
        current = { ...current, Response: (req.body as { text: string }).text };
        return { body: current };
      },
      'GET /api/responses/r1/versions': () => ({
        body: {
          versions: [
            {
              id: 'v1',
              number: 1,
              source: 'ai',
              text: original.Response,
              createdAt: original.Time,
              current: false,
            },
            {
              id: 'v2',
              number: 2,
              source: 'edit',
              text: current.Response,
              createdAt: original.Time,
              current: true,
            },
          ],
        },
      }),
      'POST /api/responses/r1/versions/v1/restore': () => {
        current = original;
        return { body: current };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    const box = screen.getByLabelText('Response text (markdown)');
    expect(screen.getByRole('button', { name: 'Save as new version' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Bright corner unit with a new roof.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Bright corner unit with a new roof.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(screen.queryByLabelText('Response text (markdown)')).toBeNull());
    expect(stub.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      text: 'Bright corner unit with a new roof.',
    });
    expect(screen.getByText('Bright corner unit with a new roof.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' });
    expect(await within(dialog).findByText(/Version 2 · Your edit/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Versions' })).toBeNull());
    expect(screen.queryByText('Bright corner unit with a new roof.')).toBeNull();
    expect(stub.calls.some((c) => c.method === 'POST' && c.path.endsWith('/versions/v1/restore'))).toBe(true);
  });

  it('highlights compliance findings in the text and fixes one in a click, saved as a new version', async () => {
    const text = 'A bright condo, perfect for young families, near the harbor.';
    let current = makeResponse({ Response: text, Findings: checkCompliance(text) });
    const stub = setup({
      'GET /api/responses/get/r1': () => ({ body: current }),
      'PUT /api/responses/r1/text': (req) => {
        const next = (req.body as { text: string }).text;
        current = { ...current, Response: next, Findings: checkCompliance(next) };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Compliance check: 1 to fix')).toBeInTheDocument();
    const mark = document.querySelector('mark[data-finding]');
    expect(mark).toHaveTextContent('perfect for young families');
    expect(mark).toHaveAttribute('data-tone', 'violation');
    const findings = screen.getByRole('list', { name: 'Compliance findings' });
    expect(within(findings).getByText('Familial status')).toBeInTheDocument();
    expect(
      within(findings).getByText(/familial-status limitation|preference by familial status/),
    ).toBeInTheDocument();
    await user.click(
      within(findings).getByRole('button', { name: 'Replace with “perfect for everyday living”' }),
    );
    await waitFor(() =>
      expect(screen.getByText('No Fair Housing wording or mismatched facts found.')).toBeInTheDocument(),
    );
    expect(stub.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      text: 'A bright condo, perfect for everyday living, near the harbor.',
    });
    expect(document.querySelector('mark[data-finding]')).toBeNull();
  });

  it("counts a listing description against the agent's MLS limit and copies plain text that fits", async () => {
    const long = `**Harbor condo.** ${'Bright rooms with water views. '.repeat(40)}`;
    setup({
      'GET /api/user/get/me': { body: makeUser({ mlsRemarksLimit: 800 }) },
      'GET /api/responses/get/r1': { body: makeResponse({ Response: long }) },
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('mls-count')).toHaveTextContent(/^1,2\d\d \/ 800$/);
    expect(screen.getByText(/over your limit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy for MLS' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith('Harbor condo. Bright rooms')).toBe(true);
    expect(copied).not.toContain('**');
    expect(copied.length).toBeLessThanOrEqual(800);
    expect(copied.endsWith('.')).toBe(true);
  });

  it('reports a failed execution', async () => {
    setup({
      'GET /api/responses/get/r1': { body: makeResponse() },
      'POST /api/ai/follow-up/execute': { status: 500, body: { error: 'boom', code: 'INTERNAL_ERROR' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Instagram carousel/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Execute' }));
    expect(await screen.findByText('Failed to execute follow-up prompt')).toBeInTheDocument();
  });
});

describe('the "started" toast', () => {
  // sonner keeps its toasts in the module: a toast raised by an earlier test would be replayed here.
  beforeEach(() => {
    toast.dismiss();
  });

  function open(status: () => 'Pending' | 'Complete') {
    mockApi({
      'GET /api/user/get/me': { body: makeUser({ credits: 5 }) },
      'GET /api/ai/follow-up/r1': { body: { status: 'complete', followUpPrompts: [makeFollowUp()] } },
      'GET /api/responses/get/r1': () => ({
        body: makeResponse(status() === 'Pending' ? { Status: 'Pending', Response: '' } : {}),
      }),
      // An empty stream: the record's state is what these tests follow.
      'GET /api/responses/stream/r1': { body: {} },
    });
    return renderPage(
      <>
        <ResponseDetailPage />
        <Toaster />
      </>,
      { route: '/app/responses/r1', path: '/app/responses/:responseId' },
    );
  }

  it('announces a generation this tab started while it is being written, and drops it when it ends', async () => {
    let status: 'Pending' | 'Complete' = 'Pending';
    noteGenerationStarted('r1', 'Listing Description');
    const { queryClient } = open(() => status);
    expect(await screen.findByText('Listing Description started')).toBeInTheDocument();
    status = 'Complete';
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.queryByText('Listing Description started')).toBeNull());
  });

  it('says nothing when the started response is already complete on arrival', async () => {
    noteGenerationStarted('r1', 'Listing Description');
    open(() => 'Complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing Description' })).toBeInTheDocument();
    // Toasts appear a tick after they are raised: a running response's toast is there by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/started$/)).toBeNull();
  });

  it('says nothing when a running response is opened that this tab did not start (from the list)', async () => {
    open(() => 'Pending');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/started$/)).toBeNull();
  });
});
