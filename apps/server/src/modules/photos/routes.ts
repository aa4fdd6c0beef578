import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTOS_PER_UPLOAD,
  photoCoversSchema,
  photoListSchema,
  photoOrderBodySchema,
} from '@ai-realty/shared/schemas/photo';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { requireUserId } from '../../lib/guards.ts';
import { findLivePhoto } from './photo-repo.ts';
import { type PhotoVariant, verifyPhotoUrl } from './photo-urls.ts';
import {
  addPhotos,
  listPhotos,
  orderPhotos,
  photoCovers,
  removePhoto,
  type UploadedPhoto,
} from './property-photos.ts';

const tags = ['photos'];
const propertyParams = z.object({ id: z.string().describe('Property id (uuid)') });
const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', PHOTO_MESSAGES.tooLarge, 413, { maxBytes: PHOTO_MAX_BYTES });

export async function photoRoutes(app: App) {
  const { deps } = app;

  app.get(
    '/property/photos/covers',
    {
      schema: {
        tags,
        summary: "The cover thumbnail of each of the user's properties that has photos",
        response: { 200: photoCoversSchema },
      },
    },
    async (request) => photoCovers(deps, await requireUserId(request)),
  );

  app.get(
    '/property/:id/photos',
    {
      schema: {
        tags,
        summary: "A property's photos in gallery order (the first is the cover)",
        params: propertyParams,
        response: { 200: photoListSchema },
      },
    },
    async (request) => listPhotos(deps, await requireUserId(request), request.params.id),
  );

  app.post(
    '/property/:id/photos',
    {
      schema: {
        tags,
        summary: 'Add photos',
        description: `multipart/form-data with one or more files in the field photos (JPEG, PNG, WebP or HEIC, checked by content; at most ${PHOTOS_PER_UPLOAD} per request and 20 MB each). Each is resized, turned upright and stripped of its metadata (location included) before it is stored.`,
        params: propertyParams,
        response: { 201: photoListSchema },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      if (!request.isMultipart())
        throw validationError({ photos: PHOTO_MESSAGES.missing }, PHOTO_MESSAGES.missing);
      const uploads: UploadedPhoto[] = [];
      for await (const part of request.parts({
        limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_PER_UPLOAD + 1 },
      })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'photos') {
          part.file.resume();
          continue;
        }
        if (uploads.length >= PHOTOS_PER_UPLOAD) {
          part.file.resume();
          throw new AppError('VALIDATION_ERROR', PHOTO_MESSAGES.tooManyInUpload, 400);
        }
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        if (part.file.truncated) throw tooLarge();
        uploads.push({ filename: part.filename || 'photo', bytes: new Uint8Array(bytes) });
      }
      return reply.status(201).send(await addPhotos(deps, userId, request.params.id, uploads));
    },
  );

  app.put(
    '/property/:id/photos/order',
    {
      schema: {
        tags,
        summary: 'Put the photos in a new order; the first becomes the cover',
        params: propertyParams,
        body: photoOrderBodySchema,
        response: { 200: photoListSchema },
      },
    },
    async (request) =>
      orderPhotos(deps, await requireUserId(request), request.params.id, request.body.photoIds),
  );

  app.delete(
    '/property/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Delete a photo',
        params: propertyParams.extend({ photoId: z.string() }),
        response: { 200: photoListSchema },
      },
    },
    async (request) =>
      removePhoto(deps, await requireUserId(request), request.params.id, request.params.photoId),
  );

  app.get(
    '/photos/:photoId/:variant',
    {
      schema: {
        tags,
        summary: 'A photo, at the signed address the photo list gives (no access token needed)',
        params: z.object({ photoId: z.string(), variant: z.enum(['full', 'thumb']) }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { photoId, variant } = request.params;
      const { db } = deps.database;
      const valid = await verifyPhotoUrl(
        db,
        photoId,
        variant as PhotoVariant,
        request.query.exp,
        request.query.sig,
      );
      const row = valid && z.uuid().safeParse(photoId).success ? await findLivePhoto(db, photoId) : undefined;
      if (!row) throw notFound(PHOTO_MESSAGES.notFound);
      const stream = await deps.storage.get(variant === 'full' ? row.storageKey : row.thumbKey);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}
