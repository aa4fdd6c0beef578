import { updateUserBodySchema, userSchema } from '@ai-realty/shared/schemas/auth';
import type { App } from '../../deps.ts';
import { requireUser } from '../../lib/guards.ts';
import { getUserProfile } from './get-user-profile.ts';
import { updateUser } from './update-user.ts';

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
      return getUserProfile(deps, await updateUser(deps, user, request.body));
    },
  );
}
