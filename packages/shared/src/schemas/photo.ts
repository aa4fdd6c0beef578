import { z } from 'zod';

// Photos of a property (docs/product/properties.md#photos): what the upload accepts and what the API
// answers. The server resizes every photo and strips its metadata (location included) before storing.

export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTOS_PER_PROPERTY = 30;
/** Photos one request may carry; the browser sends larger selections in several requests. */
export const PHOTOS_PER_UPLOAD = 10;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const PHOTO_MESSAGES = {
  missing: 'Choose at least one photo to upload (form field photos)',
  notImage: 'Photos must be JPEG, PNG, WebP or HEIC images',
  unreadable: 'This photo could not be read. Save it again as JPEG or PNG and retry.',
  tooLarge: 'Each photo can be at most 20 MB',
  tooManyInUpload: `At most ${PHOTOS_PER_UPLOAD} photos can be uploaded at once`,
  tooMany: (room: number) =>
    room > 0
      ? `A property holds at most ${PHOTOS_PER_PROPERTY} photos: ${room} more can be added`
      : `A property holds at most ${PHOTOS_PER_PROPERTY} photos: delete one to add another`,
  tooFewPixels: 'Photos must be at least 200 pixels on each side',
  orderMismatch: 'The order must list every photo of the property exactly once',
  notFound: 'Photo not found',
} as const;

export const photoSchema = z.object({
  id: z.string(),
  /** Signed, short-lived address of the resized photo (an <img> cannot send the access token). */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListSchema = z.object({ photos: z.array(photoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

export const photoOrderBodySchema = z.object({
  photoIds: z.array(z.string().uuid()).max(PHOTOS_PER_PROPERTY),
});

/** The cover thumbnail of each of the user's properties that has photos, for the cards. */
export const photoCoversSchema = z.object({ covers: z.record(z.string(), z.string()) });
export type PhotoCovers = z.infer<typeof photoCoversSchema>;
