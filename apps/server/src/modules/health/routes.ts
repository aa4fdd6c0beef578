import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../deps.ts';

export async function healthRoutes(app: App) {
  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    // Answers only once the database answers.
    await app.deps.database.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}
