import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from './create-file-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import { type FileStorage, readAll, StoredFileNotFoundError } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

function bytes(n: number, seed = 1): Buffer {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) out[i] = (i * 31 + seed) % 251;
  return out;
}

/** A stream that delivers `ok` bytes and then fails, like an upload cut off mid-way. */
function failingStream(ok: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(ok);
      } else this.destroy(new Error('connection reset'));
    },
  });
}

/** The behaviour every implementation shares. */
function storageContract(name: string, make: () => FileStorage, afterEach?: () => Promise<string[]>) {
  describe(`${name} storage`, () => {
    it('stores a stream under a generated key and gives it back', async () => {
      const storage = make();
      const content = bytes(70_000);
      const { key, size } = await storage.put(
        Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
      );
      expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      expect(size).toBe(content.length);
      expect(Buffer.from(await readAll(await storage.get(key)))).toEqual(content);
      const second = await storage.put(Readable.from([Buffer.from('%PDF-1.7')]));
      expect(second.key).not.toBe(key);
    });

    it('deletes, and deleting again is fine', async () => {
      const storage = make();
      const { key } = await storage.put(Readable.from([Buffer.from('hello')]));
      await storage.delete(key);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await storage.delete(key);
    });

    it('keeps nothing when the stream fails', async () => {
      const storage = make();
      await expect(storage.put(failingStream(bytes(10_000)))).rejects.toThrow('connection reset');
      if (afterEach) expect(await afterEach()).toEqual([]);
    });

    it('refuses keys it did not generate', async () => {
      const storage = make();
      await expect(storage.get('../../etc/passwd')).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(storage.get('ab/not-a-key')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    });
  });
}

// Disk: for real, in a temporary folder.
let diskRoot = '';
beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(tmpdir(), 'ai-realty-storage-'));
});
afterAll(async () => {
  await rm(diskRoot, { recursive: true, force: true });
});
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
storageContract(
  'disk',
  () => createDiskStorage(path.join(diskRoot, 'uploads')),
  async () => (await filesUnder(path.join(diskRoot, 'uploads'))).filter((f) => f.endsWith('.partial')),
);

// S3: the real AWS SDK client against a local endpoint that speaks the S3 REST calls the store uses
// (path-style PUT/GET/DELETE of objects and the multipart upload calls), keeping objects in memory.
const objects = new Map<string, Buffer>();
const uploads = new Map<string, Map<number, Buffer>>();
const calls: string[] = [];
let s3Server: Server;
let endpoint = '';
beforeAll(async () => {
  s3Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = decodeURIComponent(url.pathname);
      const body = Buffer.concat(chunks);
      const q = url.searchParams;
      const xml = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
      };
      if (req.method === 'POST' && q.has('uploads')) {
        calls.push('create-multipart');
        const id = `upload-${uploads.size + 1}`;
        uploads.set(id, new Map());
        return xml(
          200,
          `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (req.method === 'PUT' && q.has('uploadId')) {
        calls.push(`upload-part-${q.get('partNumber')}`);
        uploads.get(q.get('uploadId')!)!.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { etag: `"etag-${q.get('partNumber')}"` });
        return res.end();
      }
      if (req.method === 'POST' && q.has('uploadId')) {
        calls.push('complete-multipart');
        const parts = uploads.get(q.get('uploadId')!)!;
        objects.set(key, Buffer.concat([...parts.keys()].sort((a, b) => a - b).map((n) => parts.get(n)!)));
        uploads.delete(q.get('uploadId')!);
        return xml(
          200,
          `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (req.method === 'DELETE' && q.has('uploadId')) {
        calls.push('abort-multipart');
        uploads.delete(q.get('uploadId')!);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'PUT') {
        calls.push('put');
        objects.set(key, body);
        res.writeHead(200, { etag: '"etag"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xml(404, '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        res.writeHead(200, { 'content-length': object.length, 'content-type': 'application/octet-stream' });
        return res.end(object);
      }
      if (req.method === 'DELETE') {
        calls.push('delete');
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xml(400, '<Error><Code>BadRequest</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => s3Server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3Server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => s3Server.close(resolve));
});
const makeS3 = () =>
  createS3Storage({
    bucket: 'listings',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'test',
    secretAccessKey: 'test',
    forcePathStyle: true,
    partSize: 5 * 1024 * 1024,
  });
storageContract('s3', makeS3, async () => [...uploads.keys()]);

describe('s3 storage uploads', () => {
  it('streams a large file in parts and a small one in one request', async () => {
    const storage = makeS3();
    calls.length = 0;
    const big = bytes(11 * 1024 * 1024, 7);
    const chunks = Array.from({ length: 11 }, (_, i) => big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const { key, size } = await storage.put(Readable.from(chunks));
    expect(size).toBe(big.length);
    expect(calls).toEqual([
      'create-multipart',
      'upload-part-1',
      'upload-part-2',
      'upload-part-3',
      'complete-multipart',
    ]);
    expect(objects.get(`/listings/uploads/${key}`)?.equals(big)).toBe(true);

    calls.length = 0;
    await storage.put(Readable.from([Buffer.from('small')]));
    expect(calls).toEqual(['put']);
  });

  it('keeps nothing, and leaves no multipart upload open, when the stream fails mid-file', async () => {
    const storage = makeS3();
    calls.length = 0;
    // Two full parts arrive, then the connection drops: whatever was sent is thrown away.
    const before = objects.size;
    await expect(storage.put(failingStream(bytes(12 * 1024 * 1024)))).rejects.toThrow('connection reset');
    expect(calls).not.toContain('complete-multipart');
    expect(calls).not.toContain('put');
    expect(calls.filter((c) => c === 'abort-multipart')).toHaveLength(
      calls.filter((c) => c === 'create-multipart').length,
    );
    expect(uploads.size).toBe(0);
    expect(objects.size).toBe(before);
  });
});

describe('createFileStorage', () => {
  it('uses the bucket only when one is configured', () => {
    expect(createFileStorage(loadConfig({ DATA_DIR: diskRoot })).kind).toBe('disk');
    expect(createFileStorage(loadConfig({ S3_BUCKET: 'listings', S3_ENDPOINT: endpoint })).kind).toBe('s3');
  });
});
