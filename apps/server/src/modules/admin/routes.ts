import { adminFunnelSchema } from '@ai-realty/shared/schemas/analytics';
import type { App } from '../../deps.ts';
import { requireAdmin } from '../../lib/guards.ts';
import { getAdminFunnel } from './get-admin-funnel.ts';

export async function adminRoutes(app: App) {
  app.get(
    '/admin/funnel',
    {
      schema: {
        tags: ['admin'],
        summary: 'The sign-up funnel of the last 30 days (admins only)',
        response: { 200: adminFunnelSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return getAdminFunnel(app.deps);
    },
  );
}
