import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProperty, makeUser, OPTIONS, PROPERTY_ID } from '@/test/ai-fixtures';
import { type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import GeneratePage from './generate-page';

function setup(routes: Record<string, MockRoute> = {}, route = `/app/ai?propertyId=${PROPERTY_ID}`) {
  const stub = mockApi({
    'GET /api/property/mylist': { body: [makeProperty()] },
    'GET /api/ai/list': { body: { availableOptions: OPTIONS } },
    'GET /api/user/get/me': { body: makeUser({ credits: 10 }) },
    ...routes,
  });
  renderPage(<GeneratePage />, { route, path: '/app/ai' });
  return stub;
}

beforeEach(() => signIn());

describe('GeneratePage', () => {
  it('groups the options by category in order, with Premium tags above 1 credit', async () => {
    setup();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Basic Content',
      'Market Intelligence',
      'Financial Analysis',
      'Sales & Marketing',
      'Additional Options',
    ]);
    const card = (title: string) => screen.getByRole('button', { name: new RegExp(title) });
    expect(within(card('Listing Description')).queryByText('Premium')).toBeNull();
    expect(within(card('Listing Description')).getByText('1 credit')).toBeInTheDocument();
    expect(within(card('Market Analysis')).getByText('Premium')).toBeInTheDocument();
    expect(within(card('Market Analysis')).getByText('3 credits')).toBeInTheDocument();
    expect(within(card('Open House Script')).getByText('Premium')).toBeInTheDocument();
    expect(screen.getAllByText('Premium')).toHaveLength(4);
  });

  it('starts at property selection without a propertyId and shows the property card', async () => {
    setup({}, '/app/ai');
    const card = await screen.findByRole('button', { name: /12 Harbor Way/ });
    expect(card).toHaveTextContent('Condo');
    expect(card).toHaveTextContent('$450,000');
    await userEvent.click(card);
    expect(await screen.findByRole('heading', { name: 'Basic Content' })).toBeInTheDocument();
  });

  it('shows the empty state with Add Properties when there are none', async () => {
    setup({ 'GET /api/property/mylist': { body: [] } }, '/app/ai');
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Properties/ })).toHaveAttribute(
      'href',
      '/app/properties?viewMode=wizard',
    );
  });

  it('disables Generate when the balance is below the price and shows the insufficient-credit message', async () => {
    setup({ 'GET /api/user/get/me': { body: makeUser({ credits: 2 }) } });
    const market = await screen.findByRole('button', { name: /Market Analysis/ });
    // Types the balance cannot pay for are greyed and say so; the affordable ones are not.
    await waitFor(() => expect(market).toHaveAttribute('data-affordable', 'false'));
    expect(within(market).getByText('3 credits · more than your balance')).toBeInTheDocument();
    const listing = screen.getByRole('button', { name: /Listing Description/ });
    expect(listing).toHaveAttribute('data-affordable', 'true');
    expect(within(listing).getByText('1 credit')).toBeInTheDocument();
    await userEvent.click(market);
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeDisabled();
    expect(
      screen.getByText(
        'Insufficient credits. You need 3 credit(s) to generate Market Analysis. Please purchase more credits or upgrade your plan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits or upgrade' })).toHaveAttribute(
      'href',
      '/app/upgrade?tab=credits',
    );

    await userEvent.click(screen.getByRole('button', { name: /^Back$/ }));
    await userEvent.click(screen.getByRole('button', { name: /Listing Description/ }));
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
  });

  it('sends the request with trimmed instructions and the chosen tone, and opens the new response', async () => {
    const stub = setup({
      'POST /api/ai/generate': { body: { newCreditBalance: 9, responseID: 'resp-42' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Listing Description/ }));
    await userEvent.click(screen.getByRole('button', { name: /Custom Instructions/ }));
    await userEvent.type(screen.getByLabelText('Instructions for the writer'), '  Mention the harbor view  ');
    expect(screen.getByRole('radio', { name: /Professional/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Warm/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/responses/resp-42');
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toEqual({
      propertyId: PROPERTY_ID,
      generationType: 'listing_description',
      customInstructions: 'Mention the harbor view',
      tone: 'warm',
    });
  });

  it('returns to customize with the 402 details when the server refuses for credits', async () => {
    setup({
      'POST /api/ai/generate': {
        status: 402,
        body: {
          error: 'Insufficient credits',
          code: 'INSUFFICIENT_CREDITS',
          required: 1,
          available: 0,
          subscriptionPlan: 'free',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Listing Description/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Content' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Insufficient credits. You need 1 credit(s) to generate Listing Description. Please purchase more credits or upgrade your plan.',
    );
    expect(alert).toHaveTextContent('Available:0 credits');
    expect(alert).toHaveTextContent('Plan:free');
  });

  it('returns to customize with the server error or the default message', async () => {
    setup({
      'POST /api/ai/generate': { status: 500, body: { error: 'Writer is offline', code: 'INTERNAL_ERROR' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Listing Description/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Writer is offline');
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
  });

  it('explains email verification on 403', async () => {
    setup({
      'POST /api/ai/generate': {
        status: 403,
        body: { error: 'Email verification required', code: 'EMAIL_VERIFICATION_REQUIRED' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Listing Description/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();
  });

  it('shows Unable to Load AI Options, and the connection message when Retry fails too', async () => {
    setup({ 'GET /api/ai/list': { status: 500, body: { error: 'down', code: 'INTERNAL_ERROR' } } });
    expect(await screen.findByText('Unable to Load AI Options')).toBeInTheDocument();
    expect(screen.getByText('Failed to load AI generation options. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Failed to load AI generation options. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows No AI Generation Options Available for an empty list', async () => {
    setup({ 'GET /api/ai/list': { body: { availableOptions: [] } } });
    expect(await screen.findByText('No AI Generation Options Available')).toBeInTheDocument();
  });

  it('steps back one step with Back and to the start with the header back', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /Listing Description/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Back$/ }));
    expect(screen.getByRole('heading', { name: 'Basic Content' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Listing Description/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /12 Harbor Way/ })).toBeInTheDocument());
  });
});
