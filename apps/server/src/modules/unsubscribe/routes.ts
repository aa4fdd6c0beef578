import { messageResponseSchema } from '@ai-realty/shared/schemas/auth';
import { oneClickUnsubscribeQuerySchema, unsubscribeBodySchema } from '@ai-realty/shared/schemas/unsubscribe';
import type { App } from '../../deps.ts';
import { limitPerIp } from '../../lib/rate-limiter.ts';
import { unsubscribeAddress } from './unsubscribe-address.ts';
import { unsubscribeByOneClick } from './unsubscribe-by-one-click.ts';

const tags = ['unsubscribe'];

export async function unsubscribeRoutes(app: App) {
  const { deps } = app;

  // RFC 8058 lets a mail client send its one-click POST as a form; the request's address and
  // signature are in the URL, so the body is read only to keep the request well-formed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/unsubscribe',
    {
      onRequest: limitPerIp('unsubscribe'),
      schema: {
        tags,
        summary: 'Stop marketing mail to an address, with optional feedback',
        body: unsubscribeBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => unsubscribeAddress(deps, request.body),
  );

  app.post(
    '/unsubscribe/one-click',
    {
      // Mail providers send these from a few shared addresses, and each needs the mail's signature.
      onRequest: limitPerIp('unsubscribe-one-click', { multiplier: 10 }),
      schema: {
        tags,
        summary:
          'One-click unsubscribe (RFC 8058), the address in a marketing mail’s List-Unsubscribe header',
        querystring: oneClickUnsubscribeQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => unsubscribeByOneClick(deps, request.query),
  );

  // Opening the one-click address in a browser (or a link checker fetching it) must not unsubscribe
  // (RFC 8058): it shows the unsubscribe page with the address filled in instead.
  app.get(
    '/unsubscribe/one-click',
    { schema: { tags, summary: 'Shows the unsubscribe page for the address', hide: true } },
    async (request, reply) => {
      const email = new URL(request.url, 'http://localhost').searchParams.get('email') ?? '';
      return reply.redirect(`/unsubscribe${email ? `?email=${encodeURIComponent(email)}` : ''}`, 303);
    },
  );
}
