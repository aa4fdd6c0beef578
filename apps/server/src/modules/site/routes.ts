import { PUBLIC_PAGES } from '@ai-realty/shared/public-pages';
import type { App } from '../../deps.ts';

// robots.txt and sitemap.xml for the public site, with absolute URLs from APP_URL. Fastify answers
// HEAD on every GET route. Search engines fetch them now and then: an hour's cache is plenty.

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export async function siteRoutes(app: App, opts: { origin: string }) {
  const { origin } = opts;
  // The signed-in app and the API have nothing for a search engine (and /app only redirects to sign-in).
  const robots = [
    'User-agent: *',
    'Disallow: /app',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const urls = PUBLIC_PAGES.filter((p) => p.indexed)
    .map((p) => `  <url><loc>${escapeXml(`${origin}${p.path}`)}</loc></url>`)
    .join('\n');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
