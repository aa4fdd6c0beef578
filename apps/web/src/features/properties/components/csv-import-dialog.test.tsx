import { CSV_HEADERS, CSV_TEMPLATE_FILENAME } from '@ai-realty/shared/csv-template';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockRoute, mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import { CsvImportDialog } from './csv-import-dialog';

function setup(upload: MockRoute) {
  const net = mockApi({ 'POST /api/property/upload': upload });
  const user = userEvent.setup();
  renderPage(<CsvImportDialog open onOpenChange={() => {}} />);
  return { user, ...net };
}

const MLS_EXPORT =
  'Listing ID,Property Type,Sale Type,Street Address,City,State,Postal Code,List Price,Beds\n' +
  'A1,Condo,For Sale,8 Pine St,Boise,ID,83702,$1.2M,2\n';
const csv = (text = MLS_EXPORT) => new File([text], 'listings.csv', { type: 'text/csv' });

afterEach(() => vi.unstubAllGlobals());

describe('CsvImportDialog', () => {
  it('offers the shared template for download', () => {
    signIn();
    setup({ body: {} });
    const link = screen.getByRole('link', { name: /Download template/ });
    expect(link).toHaveAttribute('download', CSV_TEMPLATE_FILENAME);
    const text = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(text.split('\r\n')[0]).toBe(CSV_HEADERS.join(','));
  });

  it('maps MLS headers, lets the agent change a column, uploads the mapped file and lists the result', async () => {
    signIn();
    const { user, calls } = setup({
      body: {
        created: 2,
        total: 4,
        examples: 1,
        rejected: [
          { line: 3, reason: 'State is required' },
          { line: 5, reason: 'Price must be a positive number' },
        ],
      },
    });
    const upload = screen.getByRole('button', { name: /Upload/ });
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    expect(await screen.findByText('Match your columns')).toBeInTheDocument();
    expect(screen.getByLabelText('Import List Price as')).toHaveValue('Price');
    expect(screen.getByLabelText('Import Postal Code as')).toHaveValue('ZipCode');
    expect(screen.getByText('$1.2M')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Import Listing ID as'), 'Don’t import');
    await user.click(upload);

    const summary = await screen.findByTestId('csv-upload-result');
    expect(within(summary).getByText('2 properties created')).toBeInTheDocument();
    expect(
      within(summary).getByText('4 rows read, 2 rows rejected. 1 example row from the template skipped.'),
    ).toBeInTheDocument();
    const rows = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Line 3State is required', 'Line 5Price must be a positive number']);
    const sent = (calls[0]!.body as FormData).get('csvfile') as File;
    expect((await sent.text()).split(/\r?\n/)).toEqual([
      ',PropertyType,ListingType,Street,City,State,ZipCode,Price,Bedrooms',
      'A1,Condo,For Sale,8 Pine St,Boise,ID,83702,$1.2M,2',
      '',
    ]);
  });

  it('names the required columns still unmatched and uploads only once they are', async () => {
    signIn();
    const { user, calls } = setup({ body: { created: 1, total: 1, examples: 0, rejected: [] } });
    await user.upload(screen.getByLabelText('CSV file'), csv(MLS_EXPORT.replace('Sale Type', 'Deal')));
    expect(await screen.findByText('Required columns not matched yet')).toBeInTheDocument();
    expect(screen.getByText('Choose a column of your file for ListingType.')).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: /Upload/ });
    expect(upload).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Import Deal as'), 'ListingType (required)');
    await user.selectOptions(screen.getByLabelText('Import Listing ID as'), 'ListingType (required)');
    expect(screen.getByText('A field is chosen twice')).toBeInTheDocument();
    expect(upload).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Import Listing ID as'), 'Don’t import');
    expect(upload).toBeEnabled();
    await user.click(upload);
    await screen.findByTestId('csv-upload-result');
    expect(calls).toHaveLength(1);
  });

  it('says when the chosen file is empty', async () => {
    signIn();
    const { user } = setup({ body: {} });
    await user.upload(screen.getByLabelText('CSV file'), csv('\n\n'));
    expect(await screen.findByText('The CSV file is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeDisabled();
  });

  it("says 'Authentication required' without a token and sends nothing", async () => {
    const { user, calls } = setup({ body: {} });
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await screen.findByText('Match your columns');
    await user.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reports a refused file with the server reason', async () => {
    signIn();
    const { user } = setup({
      status: 400,
      body: { error: 'The CSV file has a header row but no properties', code: 'VALIDATION_ERROR' },
    });
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await screen.findByText('Match your columns');
    await user.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Failed to upload properties')).toBeInTheDocument();
    expect(screen.getByText('The CSV file has a header row but no properties')).toBeInTheDocument();
  });
});
