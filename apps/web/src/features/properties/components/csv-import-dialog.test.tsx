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

const csv = () => new File(['PropertyType,ListingType\n'], 'listings.csv', { type: 'text/csv' });

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

  it('uploads the file as csvfile and lists what was created and rejected', async () => {
    signIn();
    const { user, calls } = setup({
      body: {
        created: 2,
        total: 4,
        rejected: [
          { line: 3, reason: 'State is required' },
          { line: 5, reason: 'Price must be a positive number' },
        ],
      },
    });
    const upload = screen.getByRole('button', { name: /Upload/ });
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(upload);
    const summary = await screen.findByTestId('csv-upload-result');
    expect(within(summary).getByText('2 properties created')).toBeInTheDocument();
    expect(within(summary).getByText('4 rows read, 2 rows rejected.')).toBeInTheDocument();
    const rows = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Line 3State is required', 'Line 5Price must be a positive number']);
    expect((calls[0]!.body as FormData).get('csvfile')).toBeInstanceOf(File);
  });

  it("says 'Authentication required' without a token and sends nothing", async () => {
    const { user, calls } = setup({ body: {} });
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reports a refused file with the server reason', async () => {
    signIn();
    const { user } = setup({
      status: 400,
      body: { error: 'The CSV file is missing required columns: City', code: 'VALIDATION_ERROR' },
    });
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Failed to upload properties')).toBeInTheDocument();
    expect(screen.getByText('The CSV file is missing required columns: City')).toBeInTheDocument();
  });
});
