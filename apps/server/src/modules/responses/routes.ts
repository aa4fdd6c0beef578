import {
  aiResponseSchema,
  responseEditBodySchema,
  responseVersionListSchema,
} from '@ai-realty/shared/schemas/ai';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { requireUserId } from '../../lib/guards.ts';
import { getOwnedResponse, listOwnedResponses, toApiResponse } from './response-repo.ts';
import { editResponseText, listResponseVersions, restoreResponseVersion } from './response-versions.ts';
import { streamResponse } from './stream-response.ts';

export async function responsesRoutes(app: App) {
  const openStreams = new Set<() => void>();
  // Long-lived streams would otherwise hold the server open on shutdown.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.get(
    '/responses/user',
    {
      schema: {
        tags: ['responses'],
        description: "The signed-in user's AI responses, newest first, at most 500.",
        querystring: z.object({ propertyId: z.string().optional() }),
        response: { 200: z.array(aiResponseSchema) },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const rows = await listOwnedResponses(app.deps.database.db, userId, {
        propertyId: request.query.propertyId,
      });
      return rows.map(toApiResponse);
    },
  );

  app.get(
    '/responses/get/:id',
    {
      schema: {
        tags: ['responses'],
        params: z.object({ id: z.string().min(1) }),
        response: { 200: aiResponseSchema },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return toApiResponse(await getOwnedResponse(app.deps.database.db, userId, request.params.id));
    },
  );

  app.put(
    '/responses/:id/text',
    {
      schema: {
        tags: ['responses'],
        summary: "Save the agent's edit of a completed response as its newest version",
        params: z.object({ id: z.string().min(1) }),
        body: responseEditBodySchema,
        response: { 200: aiResponseSchema },
      },
    },
    async (request) =>
      editResponseText(
        app.deps.database.db,
        await requireUserId(request),
        request.params.id,
        request.body.text,
      ),
  );

  app.get(
    '/responses/:id/versions',
    {
      schema: {
        tags: ['responses'],
        summary: 'Every version of a response, oldest first; the last is the current text',
        params: z.object({ id: z.string().min(1) }),
        response: { 200: responseVersionListSchema },
      },
    },
    async (request) => ({
      versions: await listResponseVersions(
        app.deps.database.db,
        await requireUserId(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/responses/:id/versions/:versionId/restore',
    {
      schema: {
        tags: ['responses'],
        summary: 'Bring an earlier version back as the newest one',
        params: z.object({ id: z.string().min(1), versionId: z.string().min(1) }),
        response: { 200: aiResponseSchema },
      },
    },
    async (request) =>
      restoreResponseVersion(
        app.deps.database.db,
        await requireUserId(request),
        request.params.id,
        request.params.versionId,
      ),
  );

  app.get(
    '/responses/stream/:id',
    {
      schema: {
        tags: ['responses'],
        description:
          'Server-sent events with the live text of a response: snapshot {status, text}, reset {}, chunk {text}, then done {status, errorMessage}, after which the server closes the stream. The access token goes in the Authorization header like on every other call (never in the URL, which ends up in logs); browsers read the stream with fetch. Live chunks reach only an API process that also runs the worker; otherwise the stream sends the final text at the end and clients poll every 3 s.',
        params: z.object({ id: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      await streamResponse(app.deps, request, reply, userId, request.params.id, { open: openStreams });
    },
  );
}
