import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** An S3-compatible bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads on local disk. */
export function createFileStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(config.DATA_DIR, 'uploads'));
}
