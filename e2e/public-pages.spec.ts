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
      page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
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
