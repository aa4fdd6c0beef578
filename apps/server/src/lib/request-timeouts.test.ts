import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';

// A slow-body attack: declare a large body, then send it a few bytes at a time so the socket (and a
// file descriptor) stays open for ever. On a real listening server, such a connection must be
// closed by the request's deadline: REQUEST_TIMEOUT_MS for ordinary calls, UPLOAD_TIMEOUT_MS for
// multipart uploads. The deadlines are short here so the test runs in seconds.

const REQUEST_MS = 600;
const UPLOAD_MS = 2_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: String(REQUEST_MS), UPLOAD_TIMEOUT_MS: String(UPLOAD_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends the head of a request declaring a 2 MB body, then 10 bytes every 100 ms; resolves with how long the server kept the socket. */
function trickle(path: string, contentType: string, giveUpMs: number): Promise<{ closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let drip: ReturnType<typeof setInterval> | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection for more than ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: 2000000\r\n\r\n`,
      );
      drip = setInterval(() => socket.write('x'.repeat(10)), 100);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started });
    });
    socket.resume();
  });
}

describe('slow request bodies', () => {
  it('closes a JSON request whose body trickles in, at REQUEST_TIMEOUT_MS', async () => {
    const { closedAfterMs } = await trickle('/api/login', 'application/json', 5_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + 1_500);
  });

  it('gives a multipart upload UPLOAD_TIMEOUT_MS, and closes it then', async () => {
    const { closedAfterMs } = await trickle('/api/property/upload', 'multipart/form-data; boundary=x', 8_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
    expect(closedAfterMs).toBeLessThan(UPLOAD_MS + 1_500);
  });

  it('still answers requests that arrive in time, bodies included', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    const { headers } = await createTestUser(t);
    const address = { Street: '1 A St', City: 'Reno', State: 'NV', ZipCode: '89501' };
    const body = { BasicInfo: { PropertyType: 'Condo', ListingType: 'For Sale', Address: address } };
    const send = (method: string, url: string) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await send('POST', '/api/property/create');
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await send('PUT', `/api/property/update/${id}`)).status).toBe(200);
  });
});

describe('slow request headers', () => {
  /** Sends a request line, then one header byte every 100 ms and never the blank line that ends them. */
  function trickleHeaders(giveUpMs: number): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let drip: ReturnType<typeof setInterval> | undefined;
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the server kept the connection for more than ${giveUpMs} ms`));
      }, giveUpMs);
      socket.on('connect', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
        drip = setInterval(() => socket.write('a'), 100);
      });
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(giveUp);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
    });
  }

  it('cuts a client that sends its headers a byte at a time, at the headers timeout', async () => {
    // The headers timeout is the shorter of 15 s and REQUEST_TIMEOUT_MS (600 ms here).
    const { closedAfterMs, answer } = await trickleHeaders(10_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + 1_500);
    // Node answers 408 Request Timeout before closing; the request never reached a route.
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
