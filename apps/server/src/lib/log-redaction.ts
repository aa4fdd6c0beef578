import type { FastifyRequest } from 'fastify';

// Log lines must never carry credentials: whoever can read the logs could otherwise sign in as any
// user whose token passed by. Headers and body fields with secrets are censored by path, and query
// strings by parameter name (a token in a URL is logged with the request line).

const CENSOR = '[redacted]';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
];

/** Pino redact paths: auth headers and secret fields at the top level and one or two levels down. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const SECRET_QUERY_PARAM = /token|password|secret|signature|api[-_]?key|^code$|^key$/i;

/** The URL with the value of every query parameter that looks like a credential replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // An undecodable name is judged as written.
      }
      return eq !== -1 && SECRET_QUERY_PARAM.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's request log fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// A failed query's error carries the values it was sent (names, addresses, listing text): in its
// message ("Failed query: …\nparams: …") and as `params`. The SQL stays, for whoever debugs it.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const PARAM_FIELDS = new Set(['params', 'parameters']);

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error for the log: name, message, stack and own fields, with query values censored, causes too. */
export function serializeError(err: Error): SerializedError {
  return serializeErrorAt(err, 0);
}

function serializeErrorAt(err: Error, depth: number): SerializedError {
  const clean = (text: string | undefined) => (text ?? '').replace(QUERY_PARAMS, `\nparams: ${CENSOR}`);
  const nested = (value: unknown) =>
    value instanceof Error && depth < 3 ? serializeErrorAt(value, depth + 1) : value;
  const out: SerializedError = { type: err.name, message: clean(err.message), stack: clean(err.stack) };
  for (const [key, value] of Object.entries(err)) {
    out[key] = PARAM_FIELDS.has(key) ? CENSOR : key === 'cause' ? nested(value) : value;
  }
  if (err.cause !== undefined && !('cause' in out)) out.cause = nested(err.cause);
  return out;
}

/** The server's logger options (main.ts). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: serializeError },
  };
}
