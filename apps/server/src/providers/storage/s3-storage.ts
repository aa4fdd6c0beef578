import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
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
 * An S3-compatible bucket (AWS, MinIO, R2...). Uploads stream through in parts of `partSize`, so
 * memory holds one part at a time whatever the file's size; a file smaller than one part is a single
 * PUT. A failed stream aborts the multipart upload, so nothing is kept.
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
      const Key = objectKey(key);
      const ContentType = opts.contentType ?? 'application/octet-stream';
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let uploadId: string | undefined;
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      const flushPart = async () => {
        if (!uploadId) {
          const created = await s3.send(
            new CreateMultipartUploadCommand({ Bucket: bucket, Key, ContentType }),
          );
          uploadId = created.UploadId;
        }
        const body = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        const PartNumber = parts.length + 1;
        const uploaded = await s3.send(
          new UploadPartCommand({ Bucket: bucket, Key, UploadId: uploadId, PartNumber, Body: body }),
        );
        parts.push({ ETag: uploaded.ETag, PartNumber });
      };
      try {
        for await (const chunk of content) {
          const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          pending.push(buffer);
          pendingBytes += buffer.length;
          size += buffer.length;
          if (pendingBytes >= partSize) await flushPart();
        }
        if (!uploadId) {
          await s3.send(
            new PutObjectCommand({ Bucket: bucket, Key, Body: Buffer.concat(pending), ContentType }),
          );
          return { key, size };
        }
        if (pendingBytes > 0) await flushPart();
        await s3.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
        return { key, size };
      } catch (error) {
        if (uploadId) {
          await s3
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId }))
            .catch(() => undefined);
        }
        throw error;
      }
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
