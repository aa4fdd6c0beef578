import {
  PDF_MAX_BYTES,
  pdfAddressChoiceBodySchema,
  pdfAnalysisSubmitResultSchema,
  pdfJobListQuerySchema,
  pdfJobListSchema,
  pdfJobSchema,
} from '@ai-realty/shared/schemas/pdf-job';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { requireUserId, requireVerifiedUser } from '../../lib/guards.ts';
import { getPdfJob } from './get-pdf-job.ts';
import { listPdfJobs } from './list-pdf-jobs.ts';
import { chooseJobAddress } from './run-pdf-analysis.ts';
import { startPdfAnalysis } from './start-pdf-analysis.ts';

const tags = ['ai-detect'];
const idParams = z.object({ id: z.string().max(100).describe('Job id (uuid)') });
const submitHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('A retried request with the same key answers the first job and charges once'),
});

export async function pdfAnalysisRoutes(app: App) {
  app.post(
    '/property/pdf/async',
    {
      schema: {
        tags,
        summary: 'Send a listing PDF for AI analysis (2 credits)',
        description: `multipart/form-data with fields \`pdf\` (the file, at most ${PDF_MAX_BYTES} bytes, checked by content), \`address\` (required) and \`customInstructions\` (optional), in any order. Answers at once with the pending job; a completed job creates the property in the portfolio.`,
        consumes: ['multipart/form-data'],
        headers: submitHeaders,
        response: { 202: pdfAnalysisSubmitResultSchema },
      },
    },
    async (request, reply) => {
      const user = await requireVerifiedUser(request);
      const result = await startPdfAnalysis(app.deps, user, request, request.headers['idempotency-key']);
      return reply.status(202).send(result);
    },
  );

  app.get(
    '/property/pdf/status/:id',
    {
      schema: {
        tags,
        summary: 'One AI analysis job of the caller',
        params: idParams,
        response: { 200: pdfJobSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return getPdfJob(app.deps.database.db, userId, request.params.id);
    },
  );

  app.post(
    '/property/pdf/jobs/:id/address',
    {
      schema: {
        tags,
        summary: 'Choose the address when the typed one and the document disagree; creates the property',
        params: idParams,
        body: pdfAddressChoiceBodySchema,
        response: { 200: pdfJobSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return chooseJobAddress(app.deps, userId, request.params.id, request.body.use);
    },
  );

  app.get(
    '/property/pdf/jobs',
    {
      schema: {
        tags,
        summary: "The caller's AI analysis jobs, newest first",
        querystring: pdfJobListQuerySchema,
        response: { 200: pdfJobListSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return listPdfJobs(app.deps.database.db, userId, { status: request.query.status });
    },
  );
}
