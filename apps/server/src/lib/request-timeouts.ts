import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// Time limits of the HTTP server. A client that declares a body and then sends it a few bytes at a
// time must not hold a socket (and a file descriptor) for ever: every request has a deadline for
// arriving whole, short for ordinary calls and longer for file uploads. See
// docs/decisions/0015-hardening-limits.md.

/** Idle sockets (no byte either way) are closed after this long; live text sends a heartbeat well within it. */
const IDLE_SOCKET_MS = 60_000;
/** Kept above the usual 60 s idle timeout of load balancers, so they never reuse a socket we just closed. */
const KEEP_ALIVE_MS = 65_000;
/** Time for the request line and headers to arrive. */
const HEADERS_MS = 15_000;
/**
 * How often Node looks for connections past their headers (or request) deadline. Its default, 30 s,
 * let a client that trickles its headers a byte at a time keep the socket twice as long as allowed.
 */
const DEADLINE_CHECK_MS = 1_000;

/** Options for the Fastify constructor. Node's own deadline is the longest one, as a backstop. */
export function serverTimeoutOptions(config: Config) {
  return {
    connectionTimeout: IDLE_SOCKET_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    requestTimeout: Math.max(config.REQUEST_TIMEOUT_MS, config.UPLOAD_TIMEOUT_MS),
    http: { connectionsCheckingInterval: DEADLINE_CHECK_MS },
  };
}

/** Node refuses a headers timeout longer than the request timeout. */
export function headersTimeoutMs(config: Config): number {
  return Math.min(HEADERS_MS, config.REQUEST_TIMEOUT_MS);
}

/** How long this request may take to arrive: multipart bodies are uploads. */
export function bodyDeadlineMs(config: Config, request: FastifyRequest): number {
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('multipart/') ? config.UPLOAD_TIMEOUT_MS : config.REQUEST_TIMEOUT_MS;
}

/**
 * onRequest hook: closes the connection when the request has not arrived whole by its deadline.
 * Node checks its own request timeout only every 30 seconds and for the whole server at once; this
 * one is exact and per request.
 */
export function enforceBodyDeadline(config: Config) {
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const raw = request.raw;
    const timer = setTimeout(
      () => {
        if (raw.complete) return;
        request.log.info(
          { deadlineMs: bodyDeadlineMs(config, request) },
          'request body too slow; connection closed',
        );
        raw.socket?.destroy?.();
      },
      bodyDeadlineMs(config, request),
    );
    timer.unref();
    // Not when the reply is sent: a route may answer (401, 413) before the body has arrived, and Node
    // then goes on reading it to keep the connection alive. 'close' comes once it is read or the
    // socket is gone.
    raw.once('close', () => clearTimeout(timer));
    done();
  };
}
