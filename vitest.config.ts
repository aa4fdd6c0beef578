import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: shared rules and server tests run in Node on a real database
// (PGlite in memory, or PostgreSQL when DATABASE_URL is set); web component tests run in jsdom.
export default defineConfig({
  test: {
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
