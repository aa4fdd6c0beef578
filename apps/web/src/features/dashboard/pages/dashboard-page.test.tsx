import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeResponse, makeUser } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import DashboardPage from './dashboard-page';

const seven = Array.from({ length: 7 }, (_, i) =>
  makeResponse({
    ID: `r${i}`,
    Time: new Date(Date.UTC(2025, 2, 1 + i)).toISOString(),
    Status: i === 6 ? 'Processing' : 'Complete',
    Type: i % 2 ? 'Keywords' : 'ListingDescription',
  }),
);

const accountDetails = (plan = 'free') => ({
  subscriptionPlan: plan,
  credits: 7,
  createdAt: '2025-03-01T00:00:00.000Z',
  subscription: null,
  paymentMethod: null,
});

function setup(
  user = makeUser({ credits: 7, propertyCount: 3, requestCount: 9 }),
  responses = seven,
  plan = 'free',
) {
  mockApi({
    'GET /api/user/get/me': { body: user },
    'GET /api/responses/user': { body: responses },
    'GET /api/account/details': { body: accountDetails(plan) },
  });
  renderPage(<DashboardPage />, { route: '/app/dashboard', path: '/app/dashboard' });
}

beforeEach(() => signIn());
afterEach(() => vi.useRealTimers());

describe('DashboardPage', () => {
  it('shows the welcome, plan, four stat tiles and the quick actions', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Ready for your next campaign, Dana?' }),
    ).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const tile = (label: string) => within(stats).getByText(label).parentElement!;
    expect(await within(tile('AI Responses')).findByText('7')).toBeInTheDocument();
    expect(tile('Total Properties')).toHaveTextContent('3');
    expect(tile('AI Credits')).toHaveTextContent('7');
    expect(tile('Total Requests')).toHaveTextContent('9');
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Running low')).toBeInTheDocument();
    for (const [name, href] of [
      ['Add Property', '/app/properties?viewMode=wizard'],
      ['View Responses', '/app/responses'],
      ['Buy Credits', '/app/credits'],
    ])
      expect(screen.getAllByRole('link', { name: new RegExp(name) })[0]).toHaveAttribute('href', href);
  });

  it('points a new agent at the first property, not at generating, and says when credits run out', async () => {
    setup(makeUser({ credits: 0, propertyCount: 0, requestCount: 0 }), [], 'professional');
    expect(
      await screen.findByRole('heading', { name: "Let's set up your first listing, Dana" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Property' })).toHaveAttribute(
      'href',
      '/app/properties?viewMode=wizard',
    );
    expect(screen.getByRole('link', { name: /Generate AI Content/ })).toHaveTextContent(
      'Add a property first',
    );
    expect(screen.getByText('Out of credits')).toBeInTheDocument();
    expect(screen.queryByText('Running low')).toBeNull();
    expect(await screen.findByText('Professional')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });

  it('lists the 5 most recent responses newest first', async () => {
    setup();
    const list = (await screen.findByText('Recent AI responses')).closest('div')!.parentElement!;
    const links = await within(list).findAllByRole('link', { name: /\(/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/app/responses/r6',
      '/app/responses/r5',
      '/app/responses/r4',
      '/app/responses/r3',
      '/app/responses/r2',
    ]);
    expect(links[0]).toHaveTextContent('(Processing)');
    expect(links[0].querySelector('.bg-amber-400')).not.toBeNull();
    expect(links[1].querySelector('.bg-emerald-500')).not.toBeNull();
  });

  it('shows the empty state without responses', async () => {
    setup(makeUser({ propertyCount: 1, requestCount: 0 }), []);
    expect(await screen.findByText('No AI responses yet')).toBeInTheDocument();
  });

  it('opens the add-property onboarding step 2 s after load and records Skip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup(makeUser({ propertyCount: 0, requestCount: 0 }), []);
    await screen.findByRole('heading', { name: "Let's set up your first listing, Dana" });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add your first property' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const stored = JSON.parse(localStorage.getItem('ai-realty-onboarding')!);
    expect(stored.skippedSteps).toEqual(['add-property']);
    expect(stored.lastShownStep).toBe('add-property');
  });

  it('opens the follow-up step after 1 s and completes it with its action', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup(makeUser({ propertyCount: 1, requestCount: 1 }), seven.slice(0, 1));
    await screen.findByRole('heading', { name: 'Ready for your next campaign, Dana?' });
    await act(() => vi.advanceTimersByTimeAsync(1100));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'View Responses' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/responses');
    expect(JSON.parse(localStorage.getItem('ai-realty-onboarding')!).completedSteps).toEqual(['follow-up']);
  });
});
