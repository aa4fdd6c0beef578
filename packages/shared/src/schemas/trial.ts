import { z } from 'zod';
import { registerBodySchema } from './auth.ts';
import { pdfAnalysisFieldsSchema, pdfJobStatusSchema } from './pdf-job.ts';
import { propertySchema } from './property.ts';

// The anonymous free trial (docs/product/trial.md): a 24-hour session without an account, one PDF
// analysis, one property, and registration that carries the property into the new account.

export const TRIAL_SESSION_HOURS = 24;
export const TRIAL_PDF_UPLOADS = 1;
export const TRIAL_PDF_POLL_MS = 2_000;
export const TRIAL_SESSION_TIMEOUT_MS = 10_000;
/** Where the browser keeps the session id between visits (and the register page finds it). */
export const TRIAL_SESSION_STORAGE_KEY = 'trialSessionId';

/** The generation options a trial visitor is shown; generating any of them needs an account. */
export const TRIAL_AI_OPTION_NAMES = [
  'listing_description',
  'keywords',
  'demographics',
  'social_media',
] as const;

export const TRIAL_MESSAGES = {
  noSession: 'No trial session found',
  expired: 'Your trial session has expired. Please start a new trial.',
  pdfLimit: 'This trial session has already used its 1 PDF upload. Register for unlimited use.',
  jobNotFound: 'No PDF analysis found for this trial session',
  analysisFailed: 'PDF processing failed. Please try again with a different file.',
  noProperty: 'No property data found. Please start over.',
} as const;

const sessionIdSchema = z.string().trim().min(1, TRIAL_MESSAGES.noSession).max(100);

/** Optional: a still-valid id sent back is answered again instead of creating a second session. */
export const trialSessionCreateBodySchema = z.object({ sessionId: z.string().max(100).optional() }).nullish();

export const trialSessionSchema = z.object({
  sessionId: z.string(),
  expiresAt: z.string().describe('ISO time after which the session and its files are deleted'),
  pdfUploadsLeft: z.number().int().min(0),
  pdfJobId: z.string().nullable().describe('The PDF analysis of this session, to restore after a reload'),
  hasProperty: z.boolean(),
});
export type TrialSession = z.infer<typeof trialSessionSchema>;

/** The multipart fields of `POST /trial/pdf/process` besides the file (field `pdf`). */
export const trialPdfFieldsSchema = pdfAnalysisFieldsSchema.extend({ sessionId: sessionIdSchema });

export const trialPdfProcessResultSchema = z.object({ jobId: z.string() });

export const trialPdfStatusBodySchema = z.object({ sessionId: sessionIdSchema, jobId: z.string().max(100) });

export const trialPdfJobSchema = z.object({
  jobId: z.string(),
  status: pdfJobStatusSchema,
  address: z.string(),
  filename: z.string(),
  customInstructions: z.string().nullable(),
  createdAt: z.string(),
  propertyData: z.string().nullable().describe('The extracted property object as a JSON string'),
  errorMessage: z.string().nullable(),
  scannedPages: z
    .number()
    .int()
    .describe(
      'Pages whose text was recognised from their image (a scan without a text layer); 0 when the document had text',
    ),
});
export type TrialPdfJob = z.infer<typeof trialPdfJobSchema>;

export const trialPropertyBodySchema = z.object({ sessionId: sessionIdSchema, property: propertySchema });
export const trialPropertyResultSchema = z.object({ property: propertySchema });

export const trialAiListQuerySchema = z.object({ sessionId: sessionIdSchema });
export const trialAiOptionSchema = z.object({ name: z.string(), title: z.string(), description: z.string() });
export type TrialAiOption = z.infer<typeof trialAiOptionSchema>;
export const trialAiListSchema = z.object({ availableOptions: z.array(trialAiOptionSchema) });

export const trialRegisterBodySchema = registerBodySchema.extend({ sessionId: sessionIdSchema });
export type TrialRegisterBody = z.infer<typeof trialRegisterBodySchema>;
