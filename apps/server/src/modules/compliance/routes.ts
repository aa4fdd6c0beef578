import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import { complianceCheckBodySchema, complianceCheckResultSchema } from '@ai-realty/shared/schemas/compliance';
import type { App } from '../../deps.ts';
import { requireUserId } from '../../lib/guards.ts';
import { getOwnedProperty } from '../properties/owned-property.ts';

export async function complianceRoutes(app: App) {
  // The check is pure and cheap; the limit keeps it from being used as a free bulk service.
  app.post(
    '/compliance/check',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['compliance'],
        summary: 'Fair Housing wording in a text, and with a property id, figures that disagree with it',
        body: complianceCheckBodySchema,
        response: { 200: complianceCheckResultSchema },
      },
    },
    async (request) => {
      const { text, propertyId } = request.body;
      const property = propertyId
        ? (await getOwnedProperty(app.deps.database.db, await requireUserId(request), propertyId)).property
        : undefined;
      return { findings: checkCompliance(text, property) };
    },
  );
}
