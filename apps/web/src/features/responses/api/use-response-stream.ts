import { createParser } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import { refreshSession } from '@/lib/api-client';
import { isAccessExpired, readTokens } from '@/lib/token-storage';

export type ResponseStream = {
  /** The text received so far on this connection. */
  text: string;
  /** True while the connection is open. */
  live: boolean;
};

/** A malformed event counts as empty: polling delivers the full text anyway. */
function parse(data: string): { text?: unknown } {
  try {
    return JSON.parse(data) ?? {};
  } catch {
    return {};
  }
}

/**
 * Live text of a response being written, from the server-sent events of
 * GET /api/responses/stream/{id}: `snapshot` `{ status, text }` on connecting, `chunk` `{ text }` for each
 * new piece, `reset` when the writer starts over, `done` at the end.
 * The stream is read with fetch so the access token travels in the Authorization header like on
 * every other call: a token in a URL ends up in logs (docs/decisions/0003-live-text-over-sse.md).
 * Any failure just closes the stream: the 3 s polling of the record remains the source of truth.
 */
export function useResponseStream(responseId: string, enabled: boolean, onDone: () => void): ResponseStream {
  const [text, setText] = useState('');
  const [live, setLive] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onDone is read when the stream ends, not a reason to reconnect.
  useEffect(() => {
    setText('');
    if (!enabled || typeof fetch === 'undefined') return;
    const controller = new AbortController();

    const close = () => {
      controller.abort();
      setLive(false);
    };

    (async () => {
      if (isAccessExpired()) await refreshSession();
      const token = readTokens().accessToken;
      if (controller.signal.aborted || !token) return;
      const res = await fetch(`/api/responses/stream/${encodeURIComponent(responseId)}`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) return close();
      setLive(true);
      const parser = createParser({
        onEvent(event) {
          // Each connection starts with everything written so far.
          if (event.event === 'snapshot') {
            const data = parse(event.data);
            if (typeof data.text === 'string') setText(data.text);
          } else if (event.event === 'reset') {
            // The writer started over (a retried call): what was shown is discarded.
            setText('');
          } else if (event.event === 'chunk') {
            const data = parse(event.data);
            if (typeof data.text === 'string') setText((t) => t + data.text);
          } else if (event.event === 'done') {
            close();
            onDone();
          }
        },
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      setLive(false);
    })().catch(() => {
      // Aborted on unmount or a dropped connection: polling carries on.
      setLive(false);
    });

    return close;
  }, [responseId, enabled]);

  return { text, live };
}
