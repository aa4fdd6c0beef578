import { PDF_ANALYSIS_MESSAGES } from '@ai-realty/shared/schemas/pdf-job';
import { emptyProperty } from '@ai-realty/shared/schemas/property';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import TrialPdfPage from './trial-pdf-page';

const session = {
  sessionId: 'trial-1',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  pdfUploadsLeft: 1,
  pdfJobId: null,
  hasProperty: false,
};

const job = {
  jobId: 'job-1',
  status: 'processing',
  address: '12 Elm Street, Springfield, IL 62701',
  filename: 'flyer.pdf',
  customInstructions: null,
  createdAt: new Date().toISOString(),
  propertyData: null,
  errorMessage: null,
  scannedPages: 0,
};

function renderPdfPage() {
  renderPage(<TrialPdfPage />, { route: '/try-free/pdf', path: '/try-free/pdf' });
  // The picker's accept list is only a hint: a visitor can still choose any file.
  return userEvent.setup({ applyAccept: false });
}

describe('the trial PDF form', () => {
  it('asks for both the file and the address, and refuses a file that is not a PDF', async () => {
    const { calls } = mockApi({ 'POST /api/trial/session/create': { body: session } });
    const user = renderPdfPage();
    await user.click(await screen.findByRole('button', { name: 'Analyze PDF' }));
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.missingFileAndAddress)).toBeInTheDocument();

    // Refused as soon as it is picked, and again when sent.
    await user.upload(
      screen.getByLabelText('PDF file *'),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.notPdf)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Property address *'), '12 Elm Street');
    await user.click(screen.getByRole('button', { name: 'Analyze PDF' }));
    expect(await screen.findByText(PDF_ANALYSIS_MESSAGES.notPdf)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/trial/pdf/process')).toBe(false);
  });

  it('sends the PDF with the trimmed address and instructions, then follows the analysis', async () => {
    const { calls } = mockApi({
      'POST /api/trial/session/create': { body: session },
      'POST /api/trial/pdf/process': { body: { jobId: 'job-1' } },
      'POST /api/trial/pdf/status': { body: job },
    });
    const user = renderPdfPage();
    await user.upload(
      await screen.findByLabelText('PDF file *'),
      new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText('Property address *'), '  12 Elm Street, Springfield, IL 62701 ');
    await user.type(screen.getByLabelText('Special instructions (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Analyze PDF' }));

    expect((await screen.findAllByText('Analyzing PDF...')).length).toBeGreaterThan(0);
    const sent = calls.find((c) => c.path === '/api/trial/pdf/process')?.body as FormData;
    expect(sent.get('sessionId')).toBe('trial-1');
    expect(sent.get('address')).toBe('12 Elm Street, Springfield, IL 62701');
    // Blank instructions are not sent at all.
    expect(sent.has('customInstructions')).toBe(false);
    expect((sent.get('pdf') as File).name).toBe('flyer.pdf');
    await vi.waitFor(() => expect(screen.getByText('flyer.pdf')).toBeInTheDocument());
  });

  it('says a completed analysis was read from a scan, as AI Detect does, and not otherwise', async () => {
    const property = emptyProperty();
    property.BasicInfo.Address = {
      Street: '12 Elm Street',
      City: 'Springfield',
      State: 'IL',
      ZipCode: '62701',
    };
    const completed = { ...job, status: 'completed', propertyData: JSON.stringify(property) };
    mockApi({
      'POST /api/trial/session/create': { body: { ...session, pdfUploadsLeft: 0, pdfJobId: 'job-1' } },
      'POST /api/trial/pdf/status': { body: { ...completed, scannedPages: 1 } },
    });
    renderPdfPage();
    expect(await screen.findByTestId('job-scan-note')).toHaveTextContent(
      'Read from a scan: the text of 1 page was recognised from its image. Check the details.',
    );
  });

  it('shows no scan note for a document with a text layer', async () => {
    const property = emptyProperty();
    property.BasicInfo.Address = {
      Street: '12 Elm Street',
      City: 'Springfield',
      State: 'IL',
      ZipCode: '62701',
    };
    mockApi({
      'POST /api/trial/session/create': { body: { ...session, pdfUploadsLeft: 0, pdfJobId: 'job-1' } },
      'POST /api/trial/pdf/status': {
        body: { ...job, status: 'completed', propertyData: JSON.stringify(property) },
      },
    });
    renderPdfPage();
    expect(await screen.findByRole('link', { name: 'Continue to AI options' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-scan-note')).toBeNull();
  });
});
