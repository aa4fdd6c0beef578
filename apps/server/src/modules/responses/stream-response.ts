import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { findOwnedResponse } from './response-repo.ts';

// Live text of one response as server-sent events (docs/decisions/0003-live-text-over-sse.md):
//   event: snapshot  {"status","text"}   what exists when the stream opens
//   event: reset     {}                  the writer started over: drop the text shown so far
//   event: chunk     {"text"}            the next piece of text
//   event: done      {"status","errorMessage"}  final; the server closes the stream after it
// Chunks come from the in-process hub. A check of the database every few seconds also ends the
// stream when the writer runs in another process, whose chunks never reach this one.

const TERMINAL = new Set(['Complete', 'Failed']);

export type StreamOptions = {
  checkIntervalMs?: number;
  heartbeatMs?: number;
  /** Open streams, so the app can end them when it shuts down. */
  open?: Set<() => void>;
};

export async function streamResponse(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  responseId: string,
  opts: StreamOptions = {},
): Promise<void> {
  const row = await findOwnedResponse(deps.database.db, userId, responseId);
  if (!row) return reply.status(404).send({ error: 'Response not found', code: 'NOT_FOUND' });

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  let check: ReturnType<typeof setInterval> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(check);
    clearInterval(heartbeat);
    unsubscribe();
    opts.open?.delete(close);
    raw.end();
  };
  let unsubscribe = () => {};
  opts.open?.add(close);
  request.raw.on('close', close);
  const send = (event: string, data: object) => {
    if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // Reconnect no sooner than the 3-second polling interval (docs/product/ai-generation.md#live-text).
  raw.write('retry: 3000\n\n');

  const finish = (status: string, errorMessage: string | null) => {
    send('done', { status, errorMessage });
    close();
  };

  if (TERMINAL.has(row.status)) {
    send('snapshot', { status: row.status, text: row.response });
    finish(row.status, row.errorMessage);
    return;
  }

  const subscription = deps.liveText.subscribe(responseId, (event) => {
    if (event.type === 'chunk') send('chunk', { text: event.text });
    else if (event.type === 'reset') send('reset', {});
    else finish(event.status, event.errorMessage);
  });
  unsubscribe = subscription.unsubscribe;
  if (closed) {
    subscription.unsubscribe();
    return;
  }
  send('snapshot', { status: row.status, text: subscription.textSoFar ?? '' });

  check = setInterval(async () => {
    try {
      const latest = await findOwnedResponse(deps.database.db, userId, responseId);
      if (!latest) return finish('Failed', 'Response not found');
      if (TERMINAL.has(latest.status)) {
        if (latest.status === 'Complete') send('snapshot', { status: latest.status, text: latest.response });
        finish(latest.status, latest.errorMessage);
      }
    } catch (err) {
      request.log.warn({ err }, 'live text check failed');
    }
  }, opts.checkIntervalMs ?? 3000);
  heartbeat = setInterval(() => {
    if (!closed) raw.write(': keep-alive\n\n');
  }, opts.heartbeatMs ?? 15_000);
}
