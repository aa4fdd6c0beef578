import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { unsubscribes } from '../../db/schema.ts';

// The only queries of the `unsubscribes` table. Addresses arrive normalised (the email schema's
// normalizeEmail), so one address is one row however it was typed.

/**
 * Records that `email` wants no marketing mail. Safe to call twice: the address is the key, a repeat
 * keeps the first time and replaces the feedback only when new feedback is given.
 */
export async function recordUnsubscribe(
  db: DbOrTx,
  row: { email: string; message?: string; source: 'form' | 'one_click' },
): Promise<void> {
  const message = row.message?.trim() ? row.message.trim() : null;
  await db
    .insert(unsubscribes)
    .values({ email: row.email, message, source: row.source })
    .onConflictDoUpdate({
      target: unsubscribes.email,
      set: {
        message: sql`coalesce(excluded.message, ${unsubscribes.message})`,
        updatedAt: sql`now()`,
      },
    });
}

export async function isUnsubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: unsubscribes.email })
    .from(unsubscribes)
    .where(eq(unsubscribes.email, email));
  return row !== undefined;
}
