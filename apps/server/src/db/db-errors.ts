// What a database error means to the rest of the server, decided in one place. Drizzle wraps driver
// errors (its `cause` holds the original), so every check walks the cause chain.

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

function* causes(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  for (
    let e = error as ErrorLike | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = e.cause as ErrorLike
  ) {
    seen.add(e);
    yield e;
  }
}

/** A unique constraint refused the write (SQLSTATE 23505), e.g. two requests racing for one key. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

// Class 08 (connection exception) and the shutdown codes of class 57P: the server went away or
// terminated this session (failover, restart, pg_terminate_backend, an idle timeout in a proxy).
const LOST_CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a dropped socket and a pool that cannot connect in time by message only.
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

/**
 * The database could not be reached or dropped the connection mid-query: the request did nothing
 * wrong and may succeed when retried, so it is answered 503, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || LOST_CONNECTION_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (LOST_CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
