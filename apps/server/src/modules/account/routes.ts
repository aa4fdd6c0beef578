import { updateUserBodySchema, userSchema } from '@ai-realty/shared/schemas/auth';
import { preferencesBodySchema } from '@ai-realty/shared/schemas/compliance';
import type { App } from '../../deps.ts';
import { requireUser } from '../../lib/guards.ts';
import { limitMailsOfAccount, limitMailsTo } from '../../lib/rate-limiter.ts';
import { getUserProfile } from './get-user-profile.ts';
import { updateUser } from './update-user.ts';
import { setMlsRemarksLimit } from './user-repo.ts';

export async function usersRoutes(app: App) {
  const { deps } = app;

  app.get('/user/get/me', { schema: { tags: ['users'], response: { 200: userSchema } } }, async (request) =>
    getUserProfile(deps, await requireUser(request)),
  );

  // The body's optional id is ignored: the bearer token decides whose account changes.
  app.put(
    '/user/update',
    { schema: { tags: ['users'], body: updateUserBodySchema, response: { 200: userSchema } } },
    async (request) => {
      const user = await requireUser(request);
      if (request.body.email !== user.email) {
        // Each change mails two addresses: limited per account and per new address.
        await limitMailsOfAccount(request, 'email-change', user.id);
        await limitMailsTo(request, 'email-change', request.body.email);
      }
      return getUserProfile(deps, await updateUser(deps, user, request.body));
    },
  );

  app.put(
    '/user/preferences',
    {
      schema: {
        tags: ['users'],
        summary: "The agent's writing preferences: the MLS public-remarks limit in characters",
        body: preferencesBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await setMlsRemarksLimit(deps.database.db, user.id, request.body.mlsRemarksLimit);
      return getUserProfile(deps, updated ?? user);
    },
  );
}
