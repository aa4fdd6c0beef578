import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat endpoint that streams whatever text the test sets, and answers the
 * follow-up call (not streamed) with no suggestions. Records each request body, so a test can read
 * the prompt the model was sent.
 */
export async function startFakeModel() {
  let text = '';
  const prompts: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    prompts.push(body.messages?.map((m: { content: string }) => m.content).join('\n\n') ?? '');
    const base = { id: 'cmpl', created: 1, model: body.model };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: '{"suggestions":[]}' },
              finish_reason: 'stop',
            },
          ],
        }),
      );
      return;
    }
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', content: text }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '5000',
      AI_MAX_RETRIES: '0',
    },
    /** The text the next generation streams. */
    answer(next: string) {
      text = next;
    },
    prompts,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
