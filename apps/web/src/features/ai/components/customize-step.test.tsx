import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProperty, makeUser, OPTIONS, PROPERTY_ID } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import GeneratePage from '../pages/generate-page';

beforeEach(() => signIn());

describe('CustomizeStep: data too thin for the type', () => {
  it('names what to add and keeps Generate disabled, before any credit is spent', async () => {
    const rental = makeProperty();
    rental.property.BasicInfo.ListingType = 'For Rent';
    rental.property.BasicInfo.Price = 2350;
    mockApi({
      'GET /api/property/mylist': { body: [rental] },
      'GET /api/ai/list': { body: { availableOptions: OPTIONS } },
      'GET /api/user/get/me': { body: makeUser({ credits: 10 }) },
    });
    renderPage(<GeneratePage />, { route: `/app/ai?propertyId=${PROPERTY_ID}`, path: '/app/ai' });

    await userEvent.click(await screen.findByRole('button', { name: /ROI Analysis/ }));
    expect(screen.getByText(/this listing is priced as a monthly rent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /^Back$/ }));
    await userEvent.click(screen.getByRole('button', { name: /Listing Description/ }));
    expect(screen.queryByText('Not enough data for this type yet')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Content' })).toBeEnabled();
  });
});
