import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, isStorageKey, newStorageKey, StoredFileNotFoundError } from './file-storage.ts';

/**
 * Files under one folder. Content is written to a temporary name and renamed into place only when the
 * whole stream has arrived, so a reader never sees half a file and a failed upload leaves nothing.
 */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new StoredFileNotFoundError(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(content) {
      const key = newStorageKey(randomUUID());
      const target = pathOf(key);
      const partial = `${target}.partial`;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const { size } = await stat(target);
      return { key, size };
    },
    async get(key) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch {
        throw new StoredFileNotFoundError(key);
      }
      return createReadStream(file) as Readable;
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
