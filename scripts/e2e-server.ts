import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfStale, webBuildIsStale } from './web-build.ts';

// The app as the browser journeys see it: the built SPA served by the real server on PORT, with a
// fresh, throw-away DATA_DIR per run. Other settings (lockout, token lifetimes) come from the env.

const root = path.resolve(import.meta.dirname, '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the web app when its sources changed. Several servers start at once, so one builds and the rest wait. */
async function ensureWebBuilt() {
  if (!webBuildIsStale()) return;
  const lock = path.join(
    tmpdir(),
    `ai-realty-web-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
  );
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than ten minutes belongs to a build that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    buildWebIfStale();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const port = process.env.PORT;
if (!port) throw new Error('PORT is required');

await ensureWebBuilt();

const dataDir = mkdtempSync(path.join(tmpdir(), 'ai-realty-e2e-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
