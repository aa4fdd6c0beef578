import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, pageHeadTags, publicPageFor } from './public-pages.ts';

describe('public pages', () => {
  it('gives every page a path, a title and a description of its own', () => {
    for (const key of ['path', 'title', 'description'] as const)
      expect(new Set(PUBLIC_PAGES.map((p) => p[key])).size, key).toBe(PUBLIC_PAGES.length);
  });

  it('keeps descriptions to what search results show whole', () => {
    for (const page of PUBLIC_PAGES) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it('finds a page by its path, an alias or a trailing slash, and nothing for other paths', () => {
    expect(publicPageFor('/')?.path).toBe('/');
    expect(publicPageFor('/pricing/')?.path).toBe('/pricing');
    expect(publicPageFor('/privacy')?.path).toBe('/privacy-policy');
    expect(publicPageFor('/terms')?.path).toBe('/terms-of-service');
    expect(publicPageFor('/password-reset')?.path).toBe('/reset-password');
    expect(publicPageFor('/email-verification')?.path).toBe('/verify-email');
    expect(publicPageFor('/app/dashboard')).toBeUndefined();
    expect(publicPageFor('/pricing/extra')).toBeUndefined();
  });

  it('writes absolute URLs from the given origin', () => {
    const tags = pageHeadTags(publicPageFor('/about')!, 'https://airealty.example');
    expect(tags).toContainEqual({ kind: 'canonical', href: 'https://airealty.example/about' });
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'property',
      key: 'og:url',
      content: 'https://airealty.example/about',
    });
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'property',
      key: 'og:image',
      content: 'https://airealty.example/og-image.png',
    });
  });
});
