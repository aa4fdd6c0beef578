import { type PublicPage, publicPageFor, SHARE_IMAGE } from '@ai-realty/shared/public-pages';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { saveScreenshot, VIEWPORTS } from './support/screenshots.ts';

// Every public page at desktop and phone widths: no console error, no failed request, nothing wider
// than the screen, no serious or critical axe violation.

const PAGES = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/try-free',
];

test.describe('public pages', () => {
  test.use({ bypassCSP: true });

  for (const viewport of VIEWPORTS) {
    test(`render cleanly at ${viewport.width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      page.on('requestfailed', (r) => {
        // Analytics batches are sent with keepalive and may still be in flight when the next page
        // loads: the old page's record of them ends as aborted while the browser delivers them.
        if (r.url().endsWith('/api/analytics/events') && r.failure()?.errorText === 'net::ERR_ABORTED')
          return;
        problems.push(`request failed: ${r.url()}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
      });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(wide, `${path} is ${wide} px wider than the screen`).toBeLessThanOrEqual(1);
        expect(await seriousViolations(page), path).toEqual([]);
        await saveScreenshot(page, `public${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

const publicPage = (path: string): PublicPage => {
  const found = publicPageFor(path);
  if (!found) throw new Error(`${path} is not a public page`);
  return found;
};

/** The tags a page should have, as the document holds them: every key once. */
function expectedHead(path: string, origin: string) {
  const p = publicPage(path);
  const url = `${origin}${p.path}`;
  return {
    title: p.title,
    description: [p.description],
    robots: [p.indexed ? 'index, follow' : 'noindex, follow'],
    canonical: [url],
    'og:title': [p.title],
    'og:description': [p.description],
    'og:type': ['website'],
    'og:url': [url],
    'og:image': [`${origin}${SHARE_IMAGE.path}`],
    'twitter:card': ['summary_large_image'],
  };
}

function headOf(p: Page) {
  return p.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(attribute));
    const meta = (attribute: string, key: string) => all(`meta[${attribute}="${key}"]`, 'content');
    return {
      title: document.title,
      description: meta('name', 'description'),
      robots: meta('name', 'robots'),
      canonical: all('link[rel="canonical"]', 'href'),
      'og:title': meta('property', 'og:title'),
      'og:description': meta('property', 'og:description'),
      'og:type': meta('property', 'og:type'),
      'og:url': meta('property', 'og:url'),
      'og:image': meta('property', 'og:image'),
      'twitter:card': meta('name', 'twitter:card'),
    };
  });
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

test.describe('public page tags', () => {
  test('the server sends each public page with its own title, description and sharing tags', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const path of [...PAGES, '/login', '/register', '/privacy', '/terms']) {
      const html = await (await request.get(path)).text();
      const p = publicPage(path);
      expect(html, path).toContain(`<title>${escapeHtml(p.title)}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${escapeHtml(p.description)}" />`);
      expect(html, path).toContain(`<meta property="og:title" content="${escapeHtml(p.title)}" />`);
      expect(html, path).toContain(`<meta property="og:url" content="${origin}${p.path}" />`);
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${p.path}" />`);
      expect(html.match(/<title>/g), path).toHaveLength(1);
    }
    const image = await request.get(SHARE_IMAGE.path);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('the tags follow the visitor from page to page without a reload', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await headOf(page), path).toEqual(expectedHead(path, origin));
    }

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Set once in this document: still there after each step proves the step was client navigation.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    const steps = [
      { link: header.getByRole('link', { name: 'Features' }), path: '/features' },
      { link: header.getByRole('link', { name: 'Pricing' }), path: '/pricing' },
      { link: header.getByRole('link', { name: 'About' }), path: '/about' },
      { link: header.getByRole('link', { name: 'Contact' }), path: '/contact' },
      { link: footer.getByRole('link', { name: 'Privacy Policy' }), path: '/privacy-policy' },
      { link: footer.getByRole('link', { name: 'Terms of Service' }), path: '/terms-of-service' },
      { link: header.getByRole('link', { name: 'Sign In' }), path: '/login' },
      { link: header.getByRole('link', { name: 'Get Started Free' }), path: '/register' },
      { link: header.getByRole('link', { name: 'AI Realty' }), path: '/' },
    ];
    for (const { link, path } of steps) {
      await link.click();
      await expect(page).toHaveURL(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.poll(() => headOf(page), path).toEqual(expectedHead(path, origin));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    }
  });
});
