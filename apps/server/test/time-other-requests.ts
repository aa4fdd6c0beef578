import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TestApp } from './test-app.ts';

/**
 * Times another user's requests (`GET /api/user/get/me`), one after the other, until `stop` is
 * called, and measures the event loop's delay meanwhile: the attack tests assert that no request
 * waits on the heavy work of someone else. `stop` answers every wait in ms, and the longest the
 * event loop was blocked.
 */
export function timeOtherRequests(t: TestApp, headers: Record<string, string>) {
  const waits: number[] = [];
  const failures: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let running = true;

  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/user/get/me', headers });
      waits.push(performance.now() - started);
      if (res.statusCode !== 200) failures.push(res.statusCode);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      loop.disable();
      return { waits, failures, longestLoopDelayMs: loop.max / 1e6 };
    },
  };
}
