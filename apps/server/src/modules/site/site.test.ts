import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_PAGES, SHARE_IMAGE } from '@ai-realty/shared/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The public site as crawlers and link previews see it, on a fake build of the web app: robots.txt,
// sitemap.xml, and each public path's index.html carrying that page's own tags.

const ORIGIN = 'https://airealty.example';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The build's own description." />
    <title>AI Realty</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let web: string;
let t: TestApp;

beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), 'ai-realty-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), INDEX);
  // A trailing slash in APP_URL, as people write it, must not double the slash in any URL.
  t = await createTestApp({ APP_URL: `${ORIGIN}/` }, {}, { webRoot: web });
});
afterAll(() => t?.close());

const decodeEntities = (s: string) =>
  s.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The head as a crawler reads it: title, every meta by name or property, the canonical link. */
function readHead(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1]!));
  const meta: Record<string, string[]> = {};
  for (const m of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta[m[2]!] = [...(meta[m[2]!] ?? []), decodeEntities(m[3]!)];
  }
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) =>
    decodeEntities(m[1]!),
  );
  const one = (key: string) => {
    expect(meta[key], key).toHaveLength(1);
    return meta[key]![0];
  };
  return { titles, meta, canonical, one };
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the app and the API and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /app');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/plain/);
    expect(head.body).toBe('');
  });

  it('sitemap.xml lists every indexed public page by its absolute URL, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.filter((p) => p.indexed).map((p) => `${ORIGIN}${p.path}`));
    for (const path of [
      '/',
      '/features',
      '/pricing',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/try-free',
    ])
      expect(locs, path).toContain(`${ORIGIN}${path}`);
    expect(locs.some((l) => l?.includes('/app') || l?.includes('/reset-password'))).toBe(false);

    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^application\/xml/);
    expect(head.body).toBe('');
  });
});

describe("each public path's index.html", () => {
  it("carries the page's own title, description, canonical link and sharing tags", async () => {
    for (const page of PUBLIC_PAGES) {
      const res = await t.app.inject({ method: 'GET', url: page.path });
      expect(res.statusCode, page.path).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const { titles, canonical, one } = readHead(res.body);
      const url = `${ORIGIN}${page.path}`;
      expect(titles, page.path).toEqual([page.title]);
      expect(one('description')).toBe(page.description);
      expect(one('robots')).toBe(page.indexed ? 'index, follow' : 'noindex, follow');
      expect(canonical).toEqual([url]);
      expect(one('og:title')).toBe(page.title);
      expect(one('og:description')).toBe(page.description);
      expect(one('og:type')).toBe('website');
      expect(one('og:url')).toBe(url);
      expect(one('og:image')).toBe(`${ORIGIN}${SHARE_IMAGE.path}`);
      expect(one('og:image:width')).toBe('1200');
      expect(one('og:image:height')).toBe('630');
      expect(one('twitter:card')).toBe('summary_large_image');
      // The rest of the build's file is left as it was.
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain("The build's own description.");
    }
  });

  it('answers aliases and a trailing slash with the page they show, canonical to its own path', async () => {
    for (const [url, canonicalPath] of [
      ['/privacy', '/privacy-policy'],
      ['/terms', '/terms-of-service'],
      ['/password-reset', '/reset-password'],
      ['/email-verification', '/verify-email'],
      ['/pricing/', '/pricing'],
      ['/reset-password?token=abc', '/reset-password'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      const page = PUBLIC_PAGES.find((p) => p.path === canonicalPath)!;
      const { titles, canonical } = readHead(res.body);
      expect(titles, url).toEqual([page.title]);
      expect(canonical, url).toEqual([`${ORIGIN}${canonicalPath}`]);
    }
  });

  it('leaves the signed-in app and unknown paths with the build as it is', async () => {
    for (const url of ['/app/dashboard', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('is sent brotli- or gzip-compressed as accepted, and HEAD answers like GET without a body', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/features',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await t.app.inject({
      method: 'GET',
      url: '/features',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/features',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/features',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(plain.body)));
    expect(head.body).toBe('');
  });

  it('follows a new build of index.html without a restart', async () => {
    const file = path.join(web, 'index.html');
    await writeFile(file, INDEX.replace('index-AbC123.js', 'index-New456.js'));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain('/assets/index-New456.js');
    expect(res.body).not.toContain('index-AbC123.js');
    expect(readHead(res.body).titles).toEqual([PUBLIC_PAGES.find((p) => p.path === '/about')!.title]);
  });
});
