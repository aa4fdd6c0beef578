import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: shared rules and server tests run in Node on a real database
// (PGlite in memory, or PostgreSQL when DATABASE_URL is set); web component tests run in jsdom.
export default defineConfig({
  test: {
    // Two test files per core: the server's files spend about half their time waiting on the job
    // queue's polling, timers and sockets, so one file per core leaves the cores half idle. On
    // PostgreSQL the files share one server: at most eight at once keeps their connection pools well
    // inside its default limit of 100 connections on a machine with many cores.
    maxWorkers: process.env.DATABASE_URL
      ? Math.min(8, availableParallelism() * 2)
      : availableParallelism() * 2,
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
