import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// Browser journeys against the built app on a real server (scripts/e2e-server.ts). Two servers run:
// the main one, and one with short token lifetimes for the session-expiry journeys.

/** Two free ports, found once by the runner and inherited by its workers through the environment. */
function freePorts(): [string, string] {
  const script =
    "const net=require('node:net');const a=net.createServer(),b=net.createServer();" +
    "a.listen(0,'127.0.0.1',()=>b.listen(0,'127.0.0.1',()=>{process.stdout.write(a.address().port+' '+b.address().port);a.close();b.close()}))";
  const [main, short] = execFileSync(process.execPath, ['-e', script]).toString().trim().split(' ');
  return [main, short];
}
if (!process.env.E2E_PORT || !process.env.E2E_SHORT_PORT) {
  [process.env.E2E_PORT, process.env.E2E_SHORT_PORT] = freePorts();
}
const mainUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;
const shortUrl = `http://127.0.0.1:${process.env.E2E_SHORT_PORT}`;

const serverEnv = {
  LOGIN_MAX_ATTEMPTS: '3',
  LOCKOUT_MINUTES: '15',
  // Every journey comes from one address: per-IP limits are proven by the API tests instead.
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  RATE_LIMIT_MAIL_PER_HOUR: '10000',
  RATE_LIMIT_TRIAL_PER_MINUTE: '10000',
  RATE_LIMIT_TRIAL_SESSIONS_PER_HOUR: '10000',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '10000',
  // The admin of the funnel journey (e2e/unsubscribe-and-funnel.spec.ts); each run's database is new.
  ADMIN_EMAILS: 'funnel-admin@example.com',
};

const server = (port: string, env: Record<string, string>) => ({
  command: `"${process.execPath}" scripts/e2e-server.ts`,
  url: `http://127.0.0.1:${port}/api/health`,
  env: { ...serverEnv, ...env, PORT: port },
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.short-lifetimes\.spec\.ts$/, use: { baseURL: mainUrl } },
    { name: 'short-lifetimes', testMatch: /\.short-lifetimes\.spec\.ts$/, use: { baseURL: shortUrl } },
  ],
  webServer: [
    server(process.env.E2E_PORT!, {}),
    // Access tokens live 70 s (so the 60 s early margin leaves 10 s) and sessions 150 s.
    server(process.env.E2E_SHORT_PORT!, {
      ACCESS_TOKEN_TTL_SECONDS: '70',
      REFRESH_TOKEN_TTL_SECONDS: '150',
      REFRESH_TOKEN_REMEMBER_TTL_SECONDS: '150',
    }),
  ],
});
