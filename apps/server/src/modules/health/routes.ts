import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/** Longer than this and the database counts as down for the readiness check. */
const READY_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Readiness: ok while the database answers, 503 SERVICE_UNAVAILABLE while it does not',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await withTimeout(app.deps.database.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      } catch (err) {
        app.log.warn({ err }, 'readiness check: database unavailable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.', 503);
      }
      return { status: 'ok' as const };
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
