import { ONBOARDING_STORAGE_KEY, YEAR_BUILT_MIN } from '@ai-realty/shared/constants';
import type { Property } from '@ai-realty/shared/schemas/property';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { parseNumberInput } from '../utils/property-form-rules';
import { AddPropertyWizard } from './add-property-wizard';
import { addKeyword } from './keyword-chips';

const record = (property: Property) => ({
  id: '33333333-3333-4333-8333-333333333333',
  address: '500 Oak Lane, Austin, TX 78701',
  status: 'active',
  property,
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedAt: '2025-05-01T00:00:00.000Z',
});

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const net = mockApi({
    'POST /api/property/create': (req) => ({ status: 201, body: record(req.body as Property) }),
    ...routes,
  });
  const user = userEvent.setup();
  renderPage(<AddPropertyWizard onClose={onClose} onCreated={onCreated} />);
  return { user, onClose, onCreated, ...net };
}

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /next/i }));

async function fillBasic(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Property Type'), 'Single Family Home');
  await user.selectOptions(screen.getByLabelText('Listing Type'), 'For Sale');
  await user.type(screen.getByLabelText('Street'), '500 Oak Lane');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.type(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP Code'), '78701');
  await user.type(screen.getByLabelText('Price'), '350000');
  await user.type(screen.getByLabelText('Bedrooms'), '3');
  await user.type(screen.getByLabelText('Bathrooms'), '2');
  await user.type(screen.getByLabelText('Square Footage'), '1750');
}

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('AddPropertyWizard', { timeout: 20_000 }, () => {
  it('starts on step 1 of 5 with Previous disabled', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Add New Property' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /cancel/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('shows every required-field message on Next and does not advance', async () => {
    const { user } = setup();
    await next(user);
    for (const message of [
      'Property type is required',
      'Listing type is required',
      'Street address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects negative numbers with the documented messages', async () => {
    const { user } = setup();
    await fillBasic(user);
    for (const label of ['Price', 'Bedrooms', 'Bathrooms', 'Square Footage']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), '-1');
    }
    await next(user);
    expect(await screen.findByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Bedrooms must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Bathrooms must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Square footage must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('clears a field error as soon as that field is edited, leaving the others', async () => {
    const { user } = setup();
    await next(user);
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'A');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();
  });

  it('limits State to two characters', async () => {
    const { user } = setup();
    const state = screen.getByLabelText('State');
    expect(state).toHaveAttribute('maxLength', '2');
    await user.type(state, 'Texas');
    expect(state).toHaveValue('Te');
  });

  it('walks the five steps with their fields, and Previous goes back', async () => {
    const { user } = setup();
    await fillBasic(user);
    await next(user);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    for (const label of [
      'Architectural Details',
      'Recent Renovations',
      'Appliances',
      'Flooring Type',
      'Window Features',
      'Heating & Cooling',
      'Outdoor Spaces',
      'Parking',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous/i })).toBeEnabled();
    await next(user);
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    for (const label of [
      'Onsite Amenities',
      'Nearby Amenities',
      'Environmental Features',
      'Accessibility Features',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    for (const label of ['Property Description', 'Neighborhood Description', 'SEO Keywords'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    for (const label of [
      'HOA Fees',
      'Zoning Info',
      'Year Built',
      'Historical Details',
      'Inspections',
      'Maintenance History',
      'Agent Name',
      'Phone',
      'Email',
      'Agency Name',
      'Custom Instructions',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Property' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /previous/i }));
    await user.click(screen.getByRole('button', { name: /previous/i }));
    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    // Values survive moving between steps.
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('Price')).toHaveValue(350000);
  });

  it('checks the descriptions for Fair Housing wording as they are typed and fixes a phrase in a click', async () => {
    const { user } = setup();
    await fillBasic(user);
    for (let i = 0; i < 3; i++) await next(user);
    const box = screen.getByLabelText('Property Description');
    await user.type(box, 'Sunny ranch with a fenced yard.');
    expect(screen.queryByText(/Fair Housing check/)).toBeNull();
    await user.type(box, ' Adults only, walking distance to church.');
    expect(await screen.findByText('Fair Housing check: 2 phrases to look at')).toBeInTheDocument();
    const findings = screen.getByRole('list', { name: 'Compliance findings' });
    await user.click(within(findings).getByRole('button', { name: 'Remove phrase' }));
    expect(box).toHaveValue('Sunny ranch with a fenced yard. Walking distance to church.');
    await user.click(
      await screen.findByRole('button', { name: 'Replace with “Walking distance to local landmarks”' }),
    );
    expect(box).toHaveValue('Sunny ranch with a fenced yard. Walking distance to local landmarks.');
    await waitFor(() => expect(screen.queryByText(/Fair Housing check/)).toBeNull());
  });

  it('adds keyword chips by button and Enter: trimmed, empty and duplicates ignored, removable', async () => {
    const { user } = setup();
    await fillBasic(user);
    await next(user);
    await next(user);
    await next(user);
    const input = screen.getByLabelText('SEO Keywords');
    await user.type(input, '  waterfront  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(input, 'open floor plan{Enter}');
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    await user.type(input, '   {Enter}');
    await user.type(input, 'Waterfront{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const chips = within(screen.getByRole('list', { name: 'Keywords added' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['waterfront', 'open floor plan']);
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove keyword waterfront' }));
    expect(
      within(screen.getByRole('list', { name: 'Keywords added' }))
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['open floor plan']);
  });

  it('validates Year Built between 1800 and the current year on Create', async () => {
    const { user, calls } = setup();
    await fillBasic(user);
    for (let i = 0; i < 4; i++) await next(user);
    const year = screen.getByLabelText('Year Built');
    const thisYear = new Date().getFullYear();
    const message = `Year built must be between ${YEAR_BUILT_MIN} and ${thisYear}`;
    await user.type(year, '1700');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(year);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.type(year, String(thisYear + 1));
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the property with the typed values, numbers falling back to 0, and completes onboarding', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { user, calls, onCreated } = setup({
      'POST /api/property/create': async (req) => {
        await gate;
        return { status: 201, body: record(req.body as Property) };
      },
    });
    await fillBasic(user);
    // A number input that holds nothing parseable stores 0.
    await user.clear(screen.getByLabelText('Square Footage'));
    await next(user);
    await user.type(screen.getByLabelText('Appliances'), 'Gas range');
    await next(user);
    await next(user);
    await user.type(screen.getByLabelText('SEO Keywords'), 'craftsman{Enter}');
    await next(user);
    await user.type(screen.getByLabelText('Year Built'), '1998');
    await user.type(screen.getByLabelText('Agent Name'), 'Jane Smith');
    await user.type(screen.getByLabelText('Custom Instructions'), 'Mention the garden');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));

    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/property/create');
    const body = post?.body as Property;
    expect(body.BasicInfo).toMatchObject({
      PropertyType: 'Single Family Home',
      ListingType: 'For Sale',
      Price: 350000,
      Bedrooms: 3,
      Bathrooms: 2,
      SquareFootage: 0,
      Address: { Street: '500 Oak Lane', City: 'Austin', State: 'TX', ZipCode: '78701' },
    });
    expect(body.KeyFeatures.Appliances).toBe('Gas range');
    expect(body.SEO.Keywords).toEqual(['craftsman']);
    expect(body.HistoricalInfo.YearBuilt).toBe(1998);
    expect(body.RealtorContact.Name).toBe('Jane Smith');
    expect(body.CustomInstructions.Instructions).toBe('Mention the garden');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}').completedSteps).toContain(
      'add-property',
    );
  });

  it('shows the general error when creating fails and stays on the last step', async () => {
    const { user, onCreated } = setup({
      'POST /api/property/create': {
        status: 500,
        body: { error: 'Something went wrong.', code: 'INTERNAL_ERROR' },
      },
    });
    await fillBasic(user);
    for (let i = 0; i < 4; i++) await next(user);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText('Failed to create property. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Property' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with the close icon', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: /cancel/i }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('form rules', () => {
  it('parses numbers, falling back to 0', () => {
    expect(parseNumberInput('12.5', false)).toBe(12.5);
    expect(parseNumberInput('12.5', true)).toBe(12);
    expect(parseNumberInput('', false)).toBe(0);
    expect(parseNumberInput('abc', false)).toBe(0);
    expect(parseNumberInput('12abc', true)).toBe(0);
    expect(parseNumberInput('-3', true)).toBe(-3);
  });

  it('adds keywords trimmed, without empties or duplicates', () => {
    expect(addKeyword([], '  pool ')).toEqual(['pool']);
    expect(addKeyword(['pool'], '   ')).toEqual(['pool']);
    expect(addKeyword(['pool'], 'Pool')).toEqual(['pool']);
    expect(addKeyword(['pool'], 'garden')).toEqual(['pool', 'garden']);
  });
});
