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
function parse(event: Event): { text?: unknown } {
  try {
    return JSON.parse((event as MessageEvent<string>).data) ?? {};
  } catch {
    return {};
  }
}

/**
 * Live text of a response being written, from the server-sent events of
 * GET /api/responses/stream/{id}: `snapshot` `{ status, text }` on connecting, `chunk` `{ text }` for each
 * new piece, `reset` when the writer starts over, `done` at the end.
 * EventSource cannot send headers, so the access token travels as a query parameter.
 * Any failure just closes the stream: the 3 s polling of the record remains the source of truth.
 */
export function useResponseStream(responseId: string, enabled: boolean, onDone: () => void): ResponseStream {
  const [text, setText] = useState('');
  const [live, setLive] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onDone is read when the stream ends, not a reason to reconnect.
  useEffect(() => {
    setText('');
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let cancelled = false;

    const close = () => {
      source?.close();
      setLive(false);
    };

    (async () => {
      if (isAccessExpired()) await refreshSession();
      const token = readTokens().accessToken;
      if (cancelled || !token) return;
      source = new EventSource(
        `/api/responses/stream/${encodeURIComponent(responseId)}?access_token=${encodeURIComponent(token)}`,
      );
      source.addEventListener('open', () => setLive(true));
      // Each connection starts with everything written so far.
      source.addEventListener('snapshot', (event) => {
        const data = parse(event);
        if (typeof data.text === 'string') setText(data.text);
      });
      // The writer started over (a retried call): what was shown is discarded.
      source.addEventListener('reset', () => setText(''));
      source.addEventListener('chunk', (event) => {
        const data = parse(event);
        if (typeof data.text === 'string') setText((t) => t + data.text);
      });
      source.addEventListener('done', () => {
        close();
        onDone();
      });
      source.addEventListener('error', close);
    })();

    return () => {
      cancelled = true;
      close();
    };
  }, [responseId, enabled]);

  return { text, live };
}
