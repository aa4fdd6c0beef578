import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createTestUser } from '../test/test-users.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';

// A client that goes away mid-request (closed tab, lost network) is routine: it is logged at a low
// level, never as a server error that would page someone.

const logs = captureLogs();

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
let headers: Record<string, string>;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'ai-realty-test-')),
    JWT_SECRET: 'client-disconnect-test-secret-0123456789',
  });
  const database = await openTestDatabase();
  const deps = await createDeps(config, { database });
  app = await buildApp(deps, { serveWeb: false, logger: { level: 'debug', stream: logs.stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  headers = (await createTestUser({ deps } as never)).headers;
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

describe('client disconnects', () => {
  it('logs an upload aborted half-way at info level, not as an error', async () => {
    const { port } = app.server.address() as { port: number };
    const boundary = 'x-boundary';
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/property/upload HTTP/1.1\r\nHost: localhost\r\n' +
            `Authorization: ${headers.authorization}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="csvfile"; filename="p.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\nPropertyType,ListingType\r\n',
        );
        setTimeout(() => socket.destroy(), 300);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    const started = Date.now();
    while (!logs.lines().some((l) => l.msg === 'client disconnected') && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(logs.lines().filter((l) => l.level >= 50)).toEqual([]);
    expect(logs.lines().find((l) => l.msg === 'client disconnected')?.level).toBe(30);
  });
});
