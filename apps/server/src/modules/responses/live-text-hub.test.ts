import { describe, expect, it } from 'vitest';
import { createLiveTextHub, type LiveTextEvent } from './live-text-hub.ts';

describe('live text hub', () => {
  it('delivers text to listeners who joined before the writer started, and the text so far to late ones', () => {
    const hub = createLiveTextHub();
    const early: LiveTextEvent[] = [];
    const first = hub.subscribe('r1', (e) => early.push(e));
    expect(first.textSoFar).toBeUndefined();
    hub.begin('r1');
    hub.append('r1', 'Hello ');
    const late: LiveTextEvent[] = [];
    const second = hub.subscribe('r1', (e) => late.push(e));
    expect(second.textSoFar).toBe('Hello ');
    hub.append('r1', 'world');
    hub.finish('r1', 'Complete');
    expect(early).toEqual([
      { type: 'reset' },
      { type: 'chunk', text: 'Hello ' },
      { type: 'chunk', text: 'world' },
      { type: 'done', status: 'Complete', errorMessage: null },
    ]);
    expect(late).toEqual([
      { type: 'chunk', text: 'world' },
      { type: 'done', status: 'Complete', errorMessage: null },
    ]);
    // Finished entries are dropped: a new subscriber waits for a new writer.
    expect(hub.subscribe('r1', () => {}).textSoFar).toBeUndefined();
  });

  it('resets the text when a writer starts over and stops delivering after unsubscribe', () => {
    const hub = createLiveTextHub();
    const events: LiveTextEvent[] = [];
    hub.begin('r2');
    hub.append('r2', 'draft');
    const sub = hub.subscribe('r2', (e) => events.push(e));
    hub.begin('r2');
    expect(hub.subscribe('r2', () => {}).textSoFar).toBe('');
    sub.unsubscribe();
    hub.append('r2', 'ignored');
    hub.finish('r2', 'Failed', 'The writer did not finish in time.');
    expect(events).toEqual([{ type: 'reset' }]);
  });
});
