import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ai-realty/shared/constants';
import { CSV_UPLOAD_MESSAGES } from '@ai-realty/shared/csv-template';
import {
  PROPERTY_LIST_NEXT_CURSOR_HEADER,
  type PropertyRecord,
  propertyDeleteResultSchema,
  propertyListQuerySchema,
  propertyListSchema,
  propertyRecordSchema,
  propertyUploadResultSchema,
  propertyWriteSchema,
} from '@ai-realty/shared/schemas/property';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { requireUser, requireUserId, requireVerifiedUser } from '../../lib/guards.ts';
import { sweepOrphanPhotos } from '../photos/property-photos.ts';
import { createProperty } from './create-property.ts';
import { deleteProperty } from './delete-property.ts';
import { getProperty } from './get-property.ts';
import { importPropertiesCsv } from './import-properties-csv.ts';
import { listPropertiesJson } from './list-properties.ts';
import { updateProperty } from './update-property.ts';

const csvTooLarge = () =>
  new AppError('FILE_TOO_LARGE', CSV_UPLOAD_MESSAGES.tooLarge, 413, { maxBytes: CSV_MAX_BYTES });

const idParams = z.object({ id: z.string().describe('Property id (uuid)') });
const tags = ['properties'];

// Adding properties one at a time does not need a verified email; a CSV import, heavy work for the
// server, does (as do the features that spend credits).
export async function propertyRoutes(app: App) {
  const db = () => app.deps.database.db;

  app.post(
    '/property/create',
    {
      schema: {
        tags,
        summary: 'Create a property',
        body: propertyWriteSchema,
        response: { 201: propertyRecordSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { ListingStatus, ...property } = request.body;
      const record = await createProperty(db(), user.id, { property, status: ListingStatus });
      return reply.status(201).send(record);
    },
  );

  app.get(
    '/property/mylist',
    {
      schema: {
        tags,
        summary: "The caller's properties, newest first",
        querystring: propertyListQuerySchema,
        response: { 200: propertyListSchema },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { json, nextCursor } = await listPropertiesJson(db(), userId, request.query);
      if (nextCursor) reply.header(PROPERTY_LIST_NEXT_CURSOR_HEADER, nextCursor);
      // Already the JSON of PropertyRecord[] (see listPropertiesJson); Fastify sends a string with a
      // JSON content type as is, so the cast only tells the type provider so.
      return reply.type('application/json; charset=utf-8').send(json as unknown as PropertyRecord[]);
    },
  );

  app.get(
    '/property/get/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s properties',
        params: idParams,
        response: { 200: propertyRecordSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return getProperty(db(), userId, request.params.id);
    },
  );

  app.put(
    '/property/update/:id',
    {
      schema: {
        tags,
        summary: 'Replace a property object (and optionally its listing status)',
        params: idParams,
        body: propertyWriteSchema,
        response: { 200: propertyRecordSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { ListingStatus, ...property } = request.body;
      return updateProperty(db(), user.id, request.params.id, { property, status: ListingStatus });
    },
  );

  app.delete(
    '/property/:id',
    {
      schema: {
        tags,
        summary: 'Delete a property with its AI responses and follow-ups',
        params: idParams,
        response: { 200: propertyDeleteResultSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const result = await deleteProperty(db(), userId, request.params.id);
      // The property's photos lost their property with it; their stored files go now.
      await sweepOrphanPhotos(app.deps);
      return result;
    },
  );

  app.post(
    '/property/upload',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Import properties from a CSV file',
        description: `multipart/form-data with the file in the field csvfile; at most 5 MB and ${CSV_MAX_ROWS.toLocaleString('en-US')} rows; verified accounts only. Valid rows are imported together; every other row is listed with its line number and reason.`,
        consumes: ['multipart/form-data'],
        body: z
          .object({
            csvfile: z
              .unknown()
              .meta({ type: 'string', format: 'binary' })
              .describe('The CSV file: a header row, then one property per row'),
          })
          .nullish(),
        response: { 200: propertyUploadResultSchema },
      },
    },
    async (request) => {
      const user = await requireVerifiedUser(request);
      const missing = validationError(
        { csvfile: CSV_UPLOAD_MESSAGES.missingFile },
        CSV_UPLOAD_MESSAGES.missingFile,
      );
      if (!request.isMultipart()) throw missing;
      // A declared size far past the limit is refused before a byte of it is read.
      if (Number(request.headers['content-length']) > CSV_MAX_BYTES + 64 * 1024) throw csvTooLarge();
      const file = await request.file({ limits: { fileSize: CSV_MAX_BYTES } });
      if (file?.fieldname !== 'csvfile') throw missing;
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw csvTooLarge();
        throw error;
      }
      return importPropertiesCsv(db(), user.id, buffer);
    },
  );
}
