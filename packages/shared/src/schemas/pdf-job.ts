import { z } from 'zod';
import { PDF_ANALYSIS_CREDITS, PDF_MAX_BYTES } from '../constants.ts';
import { propertySchema } from './property.ts';

// AI Detect: a listing PDF sent for analysis and the job that reads it (docs/product/ai-detect.md).

export const PDF_JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PdfJobStatus = (typeof PDF_JOB_STATUSES)[number];
export const pdfJobStatusSchema = z.enum(PDF_JOB_STATUSES);

/**
 * Status labels of docs/product/ai-detect.md#jobs-and-states: the AI Detect panel says "analysis",
 * the history "processing".
 */
export const PDF_JOB_STATUS_LABELS: Record<PdfJobStatus, { panel: string; history: string }> = {
  pending: { panel: 'Queued for analysis', history: 'Queued for processing' },
  processing: { panel: 'AI analyzing document...', history: 'AI analyzing document...' },
  completed: { panel: 'Analysis complete', history: 'Analysis complete' },
  failed: { panel: 'Analysis failed', history: 'Analysis failed' },
};

/** The newest jobs `GET /property/pdf/jobs` answers at most. */
export const PDF_JOBS_LIST_MAX = 100;
export const PDF_ADDRESS_MAX = 500;
export const PDF_INSTRUCTIONS_MAX = 2_000;
export const PDF_FILENAME_MAX = 255;

export const PDF_ANALYSIS_MESSAGES = {
  missingInput: 'Please select a PDF file',
  /** The free trial asks for the address with the file (docs/product/trial.md). */
  missingFileAndAddress: 'Please select a PDF file and enter the property address',
  notPdf: 'Please select a PDF file',
  notPdfContent: 'This file is not a PDF. Please select a PDF file.',
  empty: 'The selected file is empty. Please select a PDF file.',
  tooLarge: 'File too large. Please select a file smaller than 50MB',
  submitted: 'Document submitted for AI analysis successfully!',
  submitFailed: 'Failed to submit document for AI analysis',
  insufficientCredits: `Insufficient credits. You need ${PDF_ANALYSIS_CREDITS} credits to analyze a PDF. Please purchase more credits or upgrade your plan.`,
} as const;

export { PDF_ANALYSIS_CREDITS, PDF_MAX_BYTES };

/** The multipart fields of `POST /property/pdf/async` besides the file (field `pdf`). */
export const pdfAnalysisFieldsSchema = z.object({
  // Optional: left empty, the address is read from the document (docs/product/ai-detect.md#the-address).
  address: z
    .string()
    .trim()
    .max(PDF_ADDRESS_MAX, `The address must be at most ${PDF_ADDRESS_MAX} characters`)
    .optional()
    .transform((v) => v ?? ''),
  customInstructions: z
    .string()
    .trim()
    .max(PDF_INSTRUCTIONS_MAX, `Special instructions must be at most ${PDF_INSTRUCTIONS_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export const pdfAnalysisSubmitResultSchema = z.object({
  jobId: z.string().describe('Poll GET /property/pdf/status/{jobId} until completed or failed'),
  status: pdfJobStatusSchema,
  message: z.string(),
  newCreditBalance: z.number().int().describe(`The balance after the ${PDF_ANALYSIS_CREDITS} credits spent`),
});
export type PdfAnalysisSubmitResult = z.infer<typeof pdfAnalysisSubmitResultSchema>;

export const pdfJobSchema = z.object({
  jobId: z.string(),
  status: pdfJobStatusSchema,
  filename: z.string().describe("The uploaded file's name as the client sent it (display only)"),
  address: z.string().describe('The address the user typed ("" when left to the document)'),
  documentAddress: z.string().nullable().describe('The address the document gives, once read'),
  awaitingAddressChoice: z
    .boolean()
    .describe(
      'True when the typed address and the document disagree: the property is created once the user chooses (POST /property/pdf/jobs/{jobId}/address)',
    ),
  scannedPages: z
    .number()
    .int()
    .describe(
      'Pages whose text was recognised from their image (a scan without a text layer); 0 when the document had text',
    ),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable().describe('When the job completed or failed'),
  customInstructions: z.string().nullable(),
  propertyData: propertySchema.nullable().describe('The extracted property object, once completed'),
  propertyId: z
    .string()
    .nullable()
    .describe('The property created in the portfolio from the extracted data, once completed'),
  errorMessage: z.string().nullable().describe('Why the analysis failed, for the user'),
});
export type PdfJob = z.infer<typeof pdfJobSchema>;

export const pdfAddressChoiceBodySchema = z.object({
  use: z.enum(['typed', 'document']).describe('Which address the property gets'),
});
export type PdfAddressChoice = z.infer<typeof pdfAddressChoiceBodySchema>['use'];

export const pdfJobListQuerySchema = z.object({
  status: pdfJobStatusSchema.optional(),
});

export const pdfJobListSchema = z
  .array(pdfJobSchema)
  .describe(`The caller's analyses, newest first, at most ${PDF_JOBS_LIST_MAX}`);
