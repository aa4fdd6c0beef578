import { emptyProperty, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeResponse } from '@/test/ai-fixtures';
import { type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import PropertyDetailPage from './property-detail-page';

const ID = '55555555-5555-4555-8555-555555555555';

function makeRecord(basic: Partial<PropertyRecord['property']['BasicInfo']> = {}): PropertyRecord {
  const property = emptyProperty();
  property.BasicInfo = {
    ...property.BasicInfo,
    PropertyType: 'Single Family Home',
    ListingType: 'For Sale',
    Price: 350000,
    Bedrooms: 3,
    Bathrooms: 2,
    SquareFootage: 1750,
    Address: { Street: '500 Oak Lane', City: 'Austin', State: 'TX', ZipCode: '78701' },
    ...basic,
  };
  property.KeyFeatures.Appliances = 'Gas range';
  property.HistoricalInfo.YearBuilt = 1998;
  property.Descriptions.PropertyDescription = 'A bright craftsman on a quiet street.';
  return {
    id: ID,
    address: '500 Oak Lane, Austin, TX 78701',
    status: 'pending',
    property,
    createdAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-02T00:00:00.000Z',
  };
}

function setup(get: MockRoute, responses: MockRoute = { body: [] }, extra: Record<string, MockRoute> = {}) {
  const net = mockApi({
    [`GET /api/property/get/${ID}`]: get,
    'GET /api/responses/user': responses,
    ...extra,
  });
  const user = userEvent.setup();
  renderPage(<PropertyDetailPage />, { route: `/app/properties/${ID}`, path: '/app/properties/:id' });
  return { user, ...net };
}

const section = (title: string | RegExp) =>
  screen.getByRole('heading', { name: title }).closest('div.rounded-xl') as HTMLElement;
const detailValue = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('Property detail page', { timeout: 20_000 }, () => {
  it('shows the address, key details and property information with price per square foot', async () => {
    setup({ body: makeRecord() });
    expect(
      await screen.findByRole('heading', { level: 1, name: '500 Oak Lane, Austin, TX 78701' }),
    ).toBeInTheDocument();
    const key = section('Key Details');
    expect(detailValue(key, 'Price')).toBe('$350,000');
    expect(detailValue(key, 'Bedrooms')).toBe('3');
    expect(detailValue(key, 'Bathrooms')).toBe('2');
    expect(detailValue(key, 'Square Feet')).toBe('1,750');
    const info = section('Property Information');
    expect(detailValue(info, 'Property Type')).toBe('Single Family Home');
    expect(detailValue(info, 'Listing Type')).toBe('For Sale');
    expect(detailValue(info, 'Year Built')).toBe('1998');
    expect(detailValue(info, 'Price per Sq Ft')).toBe('$200');
    expect(detailValue(info, 'Property Tax')).toBe('Not available');
    expect(detailValue(info, 'HOA Fees')).toBe('Not specifiedAdd');
    expect(screen.getByText('A bright craftsman on a quiet street.')).toBeInTheDocument();
    expect(detailValue(section('Features & Amenities'), 'Appliances')).toBe('Gas range');
    expect(detailValue(section('Features & Amenities'), 'Parking')).toBe('Not specifiedAdd');
    // The address is the page title and the price is a key detail: neither is repeated.
    expect(within(info).queryByText('Address', { selector: 'dt' })).toBeNull();
    expect(within(info).queryByText('Price', { selector: 'dt' })).toBeNull();
    expect(screen.getAllByText('500 Oak Lane, Austin, TX 78701')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Generate AI Content/ })).toHaveLength(2);
    expect(screen.queryByText(ID)).toBeNull();
  });

  it('shows every field the agent entered, grouped as a listing sheet', async () => {
    const record = makeRecord({ Bathrooms: 2.5, LotSize: 0.25, GarageSpaces: 2 });
    const p = record.property;
    Object.assign(p.KeyFeatures, {
      Renovations: 'New roof 2022',
      WindowFeatures: 'Double-pane',
      OutdoorSpaces: 'Covered deck',
    });
    p.Amenities.Nearby = 'Zilker Park';
    p.Accessibility.Features = 'Step-free entry';
    p.HistoricalInfo.HistoricalDetails = 'Original 1920s millwork';
    p.ConditionMaintenance.Inspections = 'Pre-listing inspection passed';
    p.ConditionMaintenance.MaintenanceHistory = 'Furnace serviced 2024';
    p.RealtorContact = {
      Name: 'Dana Cole',
      Phone: '512-555-0100',
      Email: 'dana@example.com',
      AgencyName: 'Cole Realty',
    };
    p.CustomInstructions.Instructions = 'Mention the new roof';
    p.CustomFields = { 'School District': 'Austin ISD' };
    setup({ body: record });
    await screen.findByRole('heading', { name: 'Key Details' });
    const key = section('Key Details');
    expect(detailValue(key, 'Bathrooms')).toBe('2.5');
    expect(detailValue(key, 'Lot Size')).toBe('0.25 acres');
    expect(detailValue(key, 'Garage Spaces')).toBe('2');
    const features = section('Features & Amenities');
    expect(detailValue(features, 'Renovations')).toBe('New roof 2022');
    expect(detailValue(features, 'Windows')).toBe('Double-pane');
    expect(detailValue(features, 'Outdoor Spaces')).toBe('Covered deck');
    expect(detailValue(features, 'Nearby Amenities')).toBe('Zilker Park');
    expect(detailValue(features, 'Accessibility')).toBe('Step-free entry');
    const history = section('History & Condition');
    expect(detailValue(history, 'Historical Details')).toBe('Original 1920s millwork');
    expect(detailValue(history, 'Inspections')).toBe('Pre-listing inspection passed');
    expect(detailValue(history, 'Maintenance History')).toBe('Furnace serviced 2024');
    const agent = section('Agent & Notes');
    expect(detailValue(agent, 'Agent')).toBe('Dana Cole');
    expect(detailValue(agent, 'Agency')).toBe('Cole Realty');
    expect(detailValue(agent, 'Phone')).toBe('512-555-0100');
    expect(detailValue(agent, 'Email')).toBe('dana@example.com');
    expect(detailValue(agent, 'Custom Instructions')).toBe('Mention the new roof');
    expect(detailValue(agent, 'School District')).toBe('Austin ISD');
  });

  it('offers to add a missing value on the edit tab where it belongs', async () => {
    const { user } = setup({ body: makeRecord() });
    await screen.findByRole('heading', { name: 'Key Details' });
    await user.click(within(section('History & Condition')).getByRole('button', { name: 'Add inspections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    expect(within(dialog).getByRole('tab', { name: 'Additional' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Inspections')).toBeInTheDocument();
  });

  it('shows a rental price per month and no price per square foot', async () => {
    setup({ body: makeRecord({ ListingType: 'For Rent', Price: 3200 }) });
    await screen.findByRole('heading', { name: 'Key Details' });
    expect(detailValue(section('Key Details'), 'Rent')).toBe('$3,200/mo');
    expect(detailValue(section('Property Information'), 'Price per Sq Ft')).toBe('Not available');
  });

  it("says 'Not specified' for missing figures and 'Not available' for price per square foot without both", async () => {
    setup({ body: makeRecord({ Price: 0, Bedrooms: 0, SquareFootage: 0 }) });
    await screen.findByRole('heading', { name: 'Key Details' });
    const key = section('Key Details');
    expect(detailValue(key, 'Price')).toBe('Not specified');
    expect(detailValue(key, 'Bedrooms')).toBe('Not specified');
    expect(detailValue(key, 'Square Feet')).toBe('Not specified');
    expect(detailValue(section('Property Information'), 'Price per Sq Ft')).toBe('Not available');
  });

  it('lists the latest five AI responses of this property, newest first, with a link to all', async () => {
    const responses = [
      ...Array.from({ length: 6 }, (_, i) =>
        makeResponse({
          ID: `r${i}`,
          PropertyID: ID,
          Type: i === 5 ? 'Keywords' : 'ListingDescription',
          Status: i === 5 ? 'Pending' : 'Complete',
          Time: `2025-03-0${i + 1}T10:00:00.000Z`,
        }),
      ),
      makeResponse({ ID: 'other', PropertyID: 'someone-else' }),
    ];
    setup({ body: makeRecord() }, { body: responses });
    await screen.findByRole('heading', { name: 'Key Details' });
    const ai = section(/^AI Generated Content/);
    await waitFor(() => expect(within(ai).getAllByRole('listitem')).toHaveLength(5));
    const links = within(ai)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/app/responses/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/app/responses/r5',
      '/app/responses/r4',
      '/app/responses/r3',
      '/app/responses/r2',
      '/app/responses/r1',
    ]);
    expect(within(links[0]!).getByText('SEO Keywords')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Listing Description')).toBeInTheDocument();
    expect(within(ai).getByRole('link', { name: 'View all 6' })).toHaveAttribute(
      'href',
      `/app/responses?property=${ID}`,
    );
    expect(detailValue(section('Statistics'), 'AI Responses')).toBe('6');
  });

  it('offers generation when there is no AI content, and goes to the generator for this property', async () => {
    const { user } = setup({ body: makeRecord() });
    await screen.findByRole('heading', { name: 'Key Details' });
    expect(await screen.findByText('No AI content yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Generate AI Content/ })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/ai?propertyId=${ID}`);
  });

  it('replaces the shown property after an edit', async () => {
    const record = makeRecord();
    const { user } = setup(
      { body: record },
      { body: [] },
      {
        [`PUT /api/property/update/${ID}`]: (req) => {
          const { ListingStatus, ...property } = req.body as Record<string, unknown>;
          return {
            body: { ...record, status: ListingStatus, property, updatedAt: '2025-06-01T00:00:00.000Z' },
          };
        },
      },
    );
    await screen.findByRole('heading', { name: 'Key Details' });
    await user.click(screen.getAllByRole('button', { name: /^Edit/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '437500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(detailValue(section('Property Information'), 'Price per Sq Ft')).toBe('$250');
    expect(detailValue(section('Key Details'), 'Price')).toBe('$437,500');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { user, calls } = setup(
      { body: makeRecord() },
      { body: [] },
      {
        [`DELETE /api/property/${ID}`]: { body: { message: 'Property deleted' } },
      },
    );
    await screen.findByRole('heading', { name: 'Key Details' });
    await user.click(screen.getAllByRole('button', { name: /^Delete/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/AI content/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Property' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/properties'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("shows 'Property Not Found' with the default text when the property is missing", async () => {
    const { user } = setup({ status: 404, body: { error: 'Property not found', code: 'NOT_FOUND' } });
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The property you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to Properties/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/properties');
  });

  it("shows 'Failed to load property details' when loading fails", async () => {
    setup({ status: 500, body: { error: 'Something went wrong.', code: 'INTERNAL_ERROR' } });
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load property details')).toBeInTheDocument();
  });
});
