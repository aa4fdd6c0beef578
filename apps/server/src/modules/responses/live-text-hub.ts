// Live text of responses being written, shared in memory between the worker that writes and the
// API that streams it to the browser. It only reaches subscribers in the same process (the embedded
// mode); a separate API process sees no events and its stream falls back to checking the database
// (docs/decisions/0003-live-text-over-sse.md).

export type LiveTextEvent =
  | { type: 'reset' }
  | { type: 'chunk'; text: string }
  | { type: 'done'; status: 'Complete' | 'Failed'; errorMessage: string | null };

type Listener = (event: LiveTextEvent) => void;
type Entry = { text: string; listeners: Set<Listener> };

export type LiveTextHub = {
  /** A writer (re)starts: subscribers drop what they have shown. */
  begin(responseId: string): void;
  append(responseId: string, chunk: string): void;
  finish(responseId: string, status: 'Complete' | 'Failed', errorMessage?: string | null): void;
  /** The text written so far (undefined when nothing is being written here) and a way to stop listening. */
  subscribe(responseId: string, listener: Listener): { textSoFar: string | undefined; unsubscribe(): void };
};

export function createLiveTextHub(): LiveTextHub {
  const entries = new Map<string, Entry>();
  const listenersOnly = new Map<string, Set<Listener>>();

  const emit = (listeners: Iterable<Listener>, event: LiveTextEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  return {
    begin(responseId) {
      const waiting = listenersOnly.get(responseId) ?? new Set<Listener>();
      listenersOnly.delete(responseId);
      const entry = entries.get(responseId) ?? { text: '', listeners: waiting };
      for (const l of waiting) entry.listeners.add(l);
      entry.text = '';
      entries.set(responseId, entry);
      emit(entry.listeners, { type: 'reset' });
    },
    append(responseId, chunk) {
      const entry = entries.get(responseId);
      if (!entry || chunk === '') return;
      entry.text += chunk;
      emit(entry.listeners, { type: 'chunk', text: chunk });
    },
    finish(responseId, status, errorMessage = null) {
      const entry = entries.get(responseId);
      const waiting = listenersOnly.get(responseId);
      entries.delete(responseId);
      listenersOnly.delete(responseId);
      const event: LiveTextEvent = { type: 'done', status, errorMessage };
      if (entry) emit(entry.listeners, event);
      if (waiting) emit(waiting, event);
    },
    subscribe(responseId, listener) {
      const entry = entries.get(responseId);
      if (entry) {
        entry.listeners.add(listener);
        return { textSoFar: entry.text, unsubscribe: () => entry.listeners.delete(listener) };
      }
      // Not started yet (Pending): wait for begin().
      const set = listenersOnly.get(responseId) ?? new Set<Listener>();
      set.add(listener);
      listenersOnly.set(responseId, set);
      return {
        textSoFar: undefined,
        unsubscribe: () => {
          // The listener may have moved into an entry since.
          set.delete(listener);
          if (set.size === 0 && listenersOnly.get(responseId) === set) listenersOnly.delete(responseId);
          entries.get(responseId)?.listeners.delete(listener);
        },
      };
    },
  };
}
