import type { PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import { emptyProperty, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRID_PAGE_SIZE } from '@/features/properties/components/property-grid';
import { type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import PropertiesPage from './properties-page';

let seq = 0;
function makeRecord(
  street: string,
  over: { status?: PropertyRecord['status']; city?: string; appliances?: string; price?: number } = {},
): PropertyRecord {
  seq += 1;
  const property = emptyProperty();
  property.BasicInfo.PropertyType = 'Single Family Home';
  property.BasicInfo.ListingType = 'For Sale';
  property.BasicInfo.Price = over.price ?? 400000;
  property.BasicInfo.Bedrooms = 3;
  property.BasicInfo.Bathrooms = 2;
  property.BasicInfo.SquareFootage = 1800;
  property.BasicInfo.Address = { Street: street, City: over.city ?? 'Austin', State: 'TX', ZipCode: '78701' };
  property.KeyFeatures.Appliances = over.appliances ?? '';
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    address: `${street}, ${over.city ?? 'Austin'}, TX 78701`,
    status: over.status ?? 'active',
    property,
    createdAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-01T00:00:00.000Z',
  };
}

const job = (jobId: string): PdfJob => ({
  jobId,
  status: 'completed',
  filename: 'listing.pdf',
  address: '12 Harbor Way, Portland, ME 04101',
  documentAddress: null,
  awaitingAddressChoice: false,
  scannedPages: 0,
  createdAt: '2025-05-01T00:00:00.000Z',
  startedAt: '2025-05-01T00:00:01.000Z',
  completedAt: '2025-05-01T00:00:09.000Z',
  customInstructions: null,
  propertyData: null,
  propertyId: null,
  errorMessage: null,
});

const portfolio = () => [
  makeRecord('12 Harbor Way', { city: 'Portland', appliances: 'Sub-Zero refrigerator' }),
  makeRecord('500 Oak Lane', { status: 'pending' }),
  makeRecord('9 Elm Court', { status: 'sold', price: 0 }),
];

function setup(
  list: PropertyRecord[] | MockRoute,
  extra: Record<string, MockRoute> = {},
  route = '/app/properties',
) {
  const net = mockApi({
    'GET /api/property/mylist': Array.isArray(list) ? { body: list } : list,
    'GET /api/property/pdf/jobs': { body: [job('a'), job('b')] },
    ...extra,
  });
  const user = userEvent.setup();
  renderPage(
    <>
      <PropertiesPage />
      <Toaster />
    </>,
    { route, path: '/app/properties' },
  );
  return { user, ...net };
}

const cards = () => screen.queryAllByTestId('property-card');

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

// Page tests type, wait for deferred renders and walk dialogs: give them room on a busy machine.
describe('Properties page', { timeout: 20_000 }, () => {
  it('shows the count, the action buttons with the job count, the promo and a card per property', async () => {
    setup(portfolio());
    expect(await screen.findByText('3 properties in your portfolio')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: /AI Analysis History/ })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: /^AI Detect$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Property/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Let AI Detect fill in the details/ })).toBeInTheDocument();
    const first = cards()[0]!;
    expect(within(first).getByText('12 Harbor Way')).toBeInTheDocument();
    expect(within(first).getByText('$400,000')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('1,800 sq ft')).toBeInTheDocument();
    expect(within(cards()[2]!).getByText('Price not listed')).toBeInTheDocument();
  });

  it('counts 0 analyses when the jobs list does not answer', async () => {
    setup(portfolio(), {
      'GET /api/property/pdf/jobs': { status: 500, body: { error: 'x', code: 'INTERNAL_ERROR' } },
    });
    await screen.findByText('3 properties in your portfolio');
    expect(screen.getByRole('button', { name: /AI Analysis History/ })).toHaveTextContent(/0$/);
  });

  it('searches the address and any property data, case-insensitively', async () => {
    const { user } = setup(portfolio());
    await screen.findByText('3 properties in your portfolio');
    const search = screen.getByLabelText('Search properties');

    await user.type(search, 'OAK lane');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('500 Oak Lane')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 result for "OAK lane"')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'sub-zero');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('12 Harbor Way')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'tx');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText('Showing 3 results for "tx"')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such place');
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('filters by listing status', async () => {
    const { user } = setup(portfolio());
    await screen.findByText('3 properties in your portfolio');
    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Active', 'Pending', 'Sold']);
    await user.selectOptions(filter, 'pending');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('500 Oak Lane')).toBeInTheDocument();
    await user.selectOptions(filter, 'sold');
    await waitFor(() => expect(within(cards()[0]!).getByText('9 Elm Court')).toBeInTheDocument());
    await user.type(screen.getByLabelText('Search properties'), 'harbor');
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    await user.selectOptions(filter, 'all');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('shows the empty state with an add-first button that opens the wizard', async () => {
    const { user } = setup([]);
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
    expect(screen.getByText('0 properties in your portfolio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add Your First Property/ }));
    expect(screen.getByRole('heading', { name: 'Add New Property' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /cancel/i }));
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
  });

  it('shows the error box and retries', async () => {
    let fail = true;
    setup(() =>
      fail
        ? { status: 500, body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' } }
        : { body: portfolio() },
    );
    expect(await screen.findByText('Error loading properties')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText('Error loading properties')).not.toBeInTheDocument();
  });

  it('refreshes the list on demand', async () => {
    const { user, calls } = setup(portfolio());
    await screen.findByText('3 properties in your portfolio');
    const before = calls.filter((c) => c.path === '/api/property/mylist').length;
    await user.click(screen.getByRole('button', { name: 'Refresh properties' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/property/mylist').length).toBe(before + 1),
    );
  });

  it('opens the wizard from ?viewMode=wizard and removes the parameter', async () => {
    mockApi({
      'GET /api/property/mylist': { body: portfolio() },
      'GET /api/property/pdf/jobs': { body: [] },
    });
    const router = createMemoryRouter([{ path: '/app/properties', element: <PropertiesPage /> }], {
      initialEntries: ['/app/properties?viewMode=wizard&keep=1'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Add New Property' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
    expect(screen.getByRole('heading', { name: 'Add New Property' })).toBeInTheDocument();
  });

  it('puts focus on the page heading when the wizard closes, not on the page body', async () => {
    const { user } = setup(portfolio());
    await screen.findByText('3 properties in your portfolio');
    await user.click(screen.getByRole('button', { name: /Add Property/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties' })).toHaveFocus();
  });

  it('closes the AI Detect tip for good when the agent dismisses it', async () => {
    const { user } = setup(portfolio());
    await screen.findByText('3 properties in your portfolio');
    await user.click(screen.getByRole('button', { name: 'Dismiss the AI Detect tip' }));
    expect(screen.queryByRole('heading', { name: /Let AI Detect fill in the details/ })).toBeNull();
    expect(localStorage.getItem('ai-realty-ai-detect-promo-dismissed')).toBe('1');
    expect(screen.getByRole('button', { name: /^AI Detect$/ })).toBeInTheDocument();
  });

  it('opens AI Detect from ?viewMode=aiDetect', async () => {
    setup(portfolio(), {}, '/app/properties?viewMode=aiDetect');
    expect(await screen.findByRole('heading', { name: 'AI Detect' })).toBeInTheDocument();
  });

  it('switches to the AI Detect and history modes and back', async () => {
    const { user } = setup(portfolio());
    await screen.findByText('3 properties in your portfolio');
    await user.click(screen.getByRole('button', { name: /^AI Detect$/ }));
    expect(screen.getByRole('heading', { name: 'AI Detect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to properties/ }));
    await user.click(screen.getByRole('button', { name: /AI Analysis History/ }));
    expect(screen.getByRole('heading', { name: 'AI Analysis History' })).toBeInTheDocument();
  });

  it('renders a large portfolio a page at a time and searches all of it', async () => {
    const many = Array.from({ length: 130 }, (_, i) => makeRecord(`${i + 1} Long Road`));
    many.push(makeRecord('1 Hidden Gem Street'));
    const { user } = setup(many);
    await screen.findByText('131 properties in your portfolio');
    expect(cards()).toHaveLength(GRID_PAGE_SIZE);
    expect(screen.getByText(`Showing ${GRID_PAGE_SIZE} of 131 properties`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(GRID_PAGE_SIZE * 2);
    await user.type(screen.getByLabelText('Search properties'), 'hidden gem');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('deletes a property after a confirmation that warns about its AI content', async () => {
    const list = portfolio();
    let deleted = false;
    const { user, calls } = setup(() => ({ body: deleted ? list.slice(1) : list }), {
      [`DELETE /api/property/${list[0]!.id}`]: () => {
        deleted = true;
        return { body: { message: 'Property deleted' } };
      },
    });
    await screen.findByText('3 properties in your portfolio');
    await user.click(screen.getByRole('button', { name: 'Delete 12 Harbor Way' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/together with all AI content generated for it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete 12 Harbor Way' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Property' }),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/property/${list[0]!.id}`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog and says why when deleting fails', async () => {
    const list = portfolio();
    const { user } = setup(list, {
      [`DELETE /api/property/${list[0]!.id}`]: { status: 500, body: {} },
    });
    await screen.findByText('3 properties in your portfolio');
    await user.click(screen.getByRole('button', { name: 'Delete 12 Harbor Way' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Property' }),
    );
    expect(await screen.findByText('Failed to delete property')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });
});
