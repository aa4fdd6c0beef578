import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, isStorageKey, newStorageKey, StoredFileNotFoundError } from './file-storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Objects live under this prefix ("uploads/"). */
  prefix?: string;
  /** Size of each multipart part; S3 requires at least 5 MiB for all parts but the last. */
  partSize?: number;
};

const MIN_PART = 5 * 1024 * 1024;

/**
 * An S3-compatible bucket (AWS, MinIO, R2...). Uploads stream through the SDK's managed upload in parts
 * of `partSize`, so memory holds about one part whatever the file's size; a file smaller than one part
 * is a single PUT. A failed stream aborts the multipart upload, so nothing is kept.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  const bucket = options.bucket;
  const prefix = options.prefix ?? 'uploads/';
  const partSize = Math.max(MIN_PART, options.partSize ?? 8 * 1024 * 1024);
  const objectKey = (key: string) => `${prefix}${key}`;

  return {
    kind: 's3',
    async put(content, opts = {}) {
      const key = newStorageKey(randomUUID());
      let size = 0;
      const counted = content.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
      );
      // A failure of the source reaches the upload, which then aborts the multipart upload.
      content.once('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client: s3,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: counted,
          ContentType: opts.contentType ?? 'application/octet-stream',
        },
        partSize,
        // One part in memory and in flight at a time, whatever the file's size.
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, size };
    },
    async get(key) {
      if (!isStorageKey(key)) throw new StoredFileNotFoundError(key);
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) throw new StoredFileNotFoundError(key);
        return object.Body instanceof Readable
          ? object.Body
          : Readable.fromWeb(object.Body.transformToWebStream() as never);
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') throw new StoredFileNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
