import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';

// How the built web app is delivered: precompressed hashed assets kept by browsers for a year,
// index.html checked on every visit, and HEAD wherever GET works.

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;

beforeAll(async () => {
  const web = await mkdtemp(path.join(tmpdir(), 'ai-realty-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><title>AI Realty</title><div id="root"></div>',
  );
  const asset = path.join(web, 'assets', 'index-AbC123.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'ai-realty-test-')),
    JWT_SECRET: 'web-delivery-test-secret-0123456789',
  });
  const database = await openTestDatabase();
  const deps = await createDeps(config, { database });
  app = await buildApp(deps, { webRoot: web });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close?.());

describe('web delivery', () => {
  it('sends a hashed asset brotli- or gzip-compressed, as the browser accepts, cached for a year', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers index.html and every app path with no-cache, and HEAD like GET', async () => {
    for (const url of ['/', '/app/dashboard', '/pricing']) {
      const get = await app.inject({ method: 'GET', url });
      expect(get.statusCode, url).toBe(200);
      expect(get.headers['cache-control']).toBe('no-cache');
      expect(get.body).toContain('<div id="root">');
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
      expect(head.body).toBe('');
    }
    const asset = await app.inject({ method: 'HEAD', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    const api = await app.inject({ method: 'HEAD', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
  });
});
