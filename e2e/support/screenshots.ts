import type { Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Saves a full-page screenshot under test-results/screenshots for people to look at. */
export async function saveScreenshot(page: Page, name: string) {
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
}
