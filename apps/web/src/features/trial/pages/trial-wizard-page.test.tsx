import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { STEP_INCOMPLETE } from '../utils/trial-wizard';
import TrialWizardPage from './trial-wizard-page';

const session = {
  sessionId: 'trial-1',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  pdfUploadsLeft: 1,
  pdfJobId: null,
  hasProperty: false,
};

function renderWizard() {
  renderPage(<TrialWizardPage />, { route: '/try-free/wizard', path: '/try-free/wizard' });
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

async function fillAddress(user: User, state: string) {
  await user.type(await screen.findByLabelText('Street address *'), '12 Elm Street');
  await user.type(screen.getByLabelText('City *'), 'Springfield');
  await user.type(screen.getByLabelText('State *'), state);
  await user.type(screen.getByLabelText('ZIP code *'), '62701');
}

async function fillTheRest(user: User) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(await screen.findByLabelText('Property type *'), 'Townhouse');
  await user.type(screen.getByLabelText('Price ($) *'), '325000');
  await user.type(screen.getByLabelText('Bedrooms *'), '3');
  await user.type(screen.getByLabelText('Bathrooms *'), '2');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Fireplace' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Gym' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Marketing keywords *'), 'walkable, , quiet street ');
}

describe('the trial wizard', () => {
  it('holds each step until it is complete, and keeps the answers going back', async () => {
    mockApi({ 'POST /api/trial/session/create': { body: session } });
    const user = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(STEP_INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Property Address' })).toBeInTheDocument();

    await fillAddress(user, 'il');
    expect(screen.getByLabelText('State *')).toHaveValue('IL');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Property Details' })).toBeInTheDocument();
    expect(screen.queryByText(STEP_INCOMPLETE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Street address *')).toHaveValue('12 Elm Street');
    expect(screen.getByLabelText('State *')).toHaveValue('IL');
  });

  it('creates the trial property from the answers and moves on to the AI options', async () => {
    const { calls } = mockApi({
      'POST /api/trial/session/create': { body: session },
      'POST /api/trial/property/create': (req) => ({
        body: { property: (req.body as { property: unknown }).property },
      }),
    });
    const user = renderWizard();
    await fillAddress(user, 'il');
    await fillTheRest(user);
    expect(screen.getByRole('list', { name: 'Keywords' })).toHaveTextContent('walkablequiet street');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/try-free/ai');
    const sent = calls.find((c) => c.path === '/api/trial/property/create')?.body as {
      sessionId: string;
      property: { BasicInfo: { Address: { State: string }; Price: number }; SEO: { Keywords: string[] } };
    };
    expect(sent.sessionId).toBe('trial-1');
    expect(sent.property.BasicInfo.Address.State).toBe('IL');
    expect(sent.property.BasicInfo.Price).toBe(325000);
    expect(sent.property.SEO.Keywords).toEqual(['walkable', 'quiet street']);
  });

  it('sends a value the property rules refuse back to its step with their message', async () => {
    const { calls } = mockApi({ 'POST /api/trial/session/create': { body: session } });
    const user = renderWizard();
    await fillAddress(user, 'I');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('State must be 2 letters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Property Address' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/trial/property/create')).toBe(false);
  });
});
