import type { PdfJob } from '@ai-realty/shared/schemas/pdf-job';
import { parseStoredProperty } from '@ai-realty/shared/schemas/property';
import type { PdfJobRow } from '../../db/schema.ts';

/** A job row as the API answers it (docs/product/ai-detect.md#jobs-and-states). */
export function toPdfJob(row: PdfJobRow): PdfJob {
  return {
    jobId: row.id,
    status: row.status,
    filename: row.filename,
    address: row.address,
    documentAddress: row.documentAddress,
    awaitingAddressChoice: row.awaitingAddressChoice,
    scannedPages: row.scannedPages,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    customInstructions: row.customInstructions,
    propertyData: row.propertyData == null ? null : parseStoredProperty(row.propertyData),
    propertyId: row.propertyId,
    errorMessage: row.errorMessage,
  };
}
