import {
  emptyProperty,
  type PropertyRecord,
  type PropertyWriteInput,
} from '@ai-realty/shared/schemas/property';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { EditPropertyDialog } from './edit-property-dialog';

const ID = '44444444-4444-4444-8444-444444444444';

function makeRecord(): PropertyRecord {
  const property = emptyProperty();
  property.BasicInfo = {
    ...property.BasicInfo,
    PropertyType: 'Condo',
    ListingType: 'For Sale',
    Price: 300000,
    Bedrooms: 2,
    Bathrooms: 1,
    SquareFootage: 1000,
    Address: { Street: '7 Pier Street', City: 'Seattle', State: 'WA', ZipCode: '98101' },
  };
  property.SEO.Keywords = ['harbor view'];
  return {
    id: ID,
    address: '7 Pier Street, Seattle, WA 98101',
    status: 'active',
    property,
    createdAt: '2025-05-01T00:00:00.000Z',
    updatedAt: '2025-05-01T00:00:00.000Z',
  };
}

function setup(update?: MockRoute) {
  const record = makeRecord();
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const net = mockApi({
    [`PUT /api/property/update/${ID}`]:
      update ??
      ((req) => {
        const { ListingStatus, ...property } = req.body as PropertyWriteInput;
        return { body: { ...record, status: ListingStatus ?? record.status, property } };
      }),
  });
  const user = userEvent.setup();
  renderPage(<EditPropertyDialog record={record} open onOpenChange={onOpenChange} onSaved={onSaved} />);
  return { user, onSaved, onOpenChange, record, ...net };
}

const save = () => screen.getByRole('button', { name: /Save Changes|Saving/ });

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('EditPropertyDialog', { timeout: 20_000 }, () => {
  it('has the five tabs and the listing status', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Basic Info', 'Features', 'Amenities', 'Descriptions', 'Additional']);
    expect(screen.getByLabelText('Listing Status')).toHaveValue('active');
    expect(screen.getByLabelText('City')).toHaveValue('Seattle');
    expect(screen.getByLabelText('Price')).toHaveValue(300000);
  });

  it('enables Save only while there are unsaved changes', async () => {
    const { user } = setup();
    expect(save()).toBeDisabled();
    const city = screen.getByLabelText('City');
    await user.type(city, 'X');
    expect(save()).toBeEnabled();
    await user.type(city, '{Backspace}');
    expect(save()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Listing Status'), 'pending');
    expect(save()).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Listing Status'), 'active');
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Descriptions' }));
    await user.click(screen.getByRole('button', { name: 'Remove keyword harbor view' }));
    expect(save()).toBeEnabled();
  });

  it('disables Save while saving, then sends the property with its status and reports back', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const record = makeRecord();
    const { user, onSaved, calls } = setup(async (req) => {
      await gate;
      const { ListingStatus, ...property } = req.body as PropertyWriteInput;
      return { body: { ...record, status: ListingStatus, property, updatedAt: '2025-06-01T00:00:00.000Z' } };
    });
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '325000');
    await user.selectOptions(screen.getByLabelText('Listing Status'), 'sold');
    await user.click(save());
    await waitFor(() => expect(save()).toHaveTextContent('Saving...'));
    expect(save()).toBeDisabled();
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = calls.find((c) => c.method === 'PUT')?.body as PropertyWriteInput;
    expect(body.ListingStatus).toBe('sold');
    expect(body.BasicInfo?.Price).toBe(325000);
    expect(body.SEO?.Keywords).toEqual(['harbor view']);
    expect(onSaved.mock.calls[0]![0].property.BasicInfo.Price).toBe(325000);
  });

  it('requires the same six fields as the wizard', async () => {
    const { user, calls } = setup();
    await user.clear(screen.getByLabelText('Street'));
    await user.clear(screen.getByLabelText('City'));
    await user.selectOptions(screen.getByLabelText('Property Type'), '');
    await user.click(save());
    expect(await screen.findByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Property type is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says the save failed and keeps the changes', async () => {
    const { user, onSaved } = setup({
      status: 500,
      body: { error: 'Something went wrong.', code: 'INTERNAL_ERROR' },
    });
    await user.type(screen.getByLabelText('City'), ' Heights');
    await user.click(save());
    expect(await screen.findByText('Failed to save property. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Seattle Heights');
    expect(save()).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
