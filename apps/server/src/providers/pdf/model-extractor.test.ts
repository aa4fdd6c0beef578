import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createPdfExtractor } from './create-pdf-extractor.ts';
import { createModelExtractor } from './model-extractor.ts';

// A local HTTP endpoint speaking the OpenAI chat-completions protocol, so the real AI SDK client runs
// end to end: request building, response parsing and schema validation.
type Reply = { status?: number; content?: string };
let server: Server;
let baseURL: string;
let nextReply: Reply = {};
const received: Record<string, any>[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      if (nextReply.status && nextReply.status !== 200) {
        res.writeHead(nextReply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'listing-reader',
          choices: [
            { index: 0, message: { role: 'assistant', content: nextReply.content }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const extractor = () =>
  createModelExtractor({
    baseURL,
    apiKey: 'test-key',
    model: 'listing-reader',
    timeoutMs: 5_000,
    maxRetries: 0,
  });

describe('model extractor', () => {
  it('sends the document and instructions, and validates the answer against the property schema', async () => {
    nextReply = {
      content: JSON.stringify({
        BasicInfo: {
          PropertyType: 'condominium',
          ListingType: 'Active',
          Price: 450000,
          Bedrooms: 2,
          Bathrooms: 2.5,
          SquareFootage: 1100,
          Address: { Street: '1 Doc Street', City: 'Docville', State: 'WA', ZipCode: '98000' },
        },
        KeyFeatures: { Appliances: 'Gas range' },
        HistoricalInfo: { YearBuilt: 1999 },
        RealtorContact: {
          Name: 'Ann Agent',
          Phone: '555-000-1111',
          Email: 'ann@example.com',
          AgencyName: 'Acme',
        },
      }),
    };
    const property = await extractor().extract({
      text: 'Condo for sale | $450,000 | 2 bd | 2.5 ba',
      address: '48 Typed Street, Seattle, WA 98101',
      customInstructions: 'Mention the view',
    });
    const request = received[received.length - 1];
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.model).toBe('listing-reader');
    const prompt = JSON.stringify(request.body.messages);
    expect(prompt).toContain('Condo for sale | $450,000');
    expect(prompt).toContain('Mention the view');
    expect(prompt).toContain('Single Family Home, Condo, Townhouse');

    expect(property.BasicInfo).toMatchObject({
      PropertyType: 'Condo',
      ListingType: 'For Sale',
      Price: 450000,
      Bedrooms: 2,
      Bathrooms: 2.5,
      SquareFootage: 1100,
    });
    // The address is the document's; the worker compares it with the typed one.
    expect(property.BasicInfo.Address).toEqual({
      Street: '1 Doc Street',
      City: 'Docville',
      State: 'WA',
      ZipCode: '98000',
    });
    expect(prompt).toContain('48 Typed Street');
    expect(property.KeyFeatures.Appliances).toBe('Gas range');
    expect(property.CustomInstructions.Instructions).toBe('Mention the view');
    expect(property.RealtorContact.Name).toBe('Ann Agent');
  });

  it('keeps the valid fields of an answer that misses the schema in places', async () => {
    nextReply = {
      content: `Here you go: ${JSON.stringify({ BasicInfo: { Price: 'call for price', Bedrooms: 3 }, SEO: 'not a list' })}`,
    };
    const property = await extractor().extract({ text: 'Three bedroom home' });
    expect(property.BasicInfo.Bedrooms).toBe(3);
    expect(property.BasicInfo.Price).toBe(0);
    expect(property.SEO.Keywords).toEqual([]);
  });

  it('fails when the model service fails', async () => {
    nextReply = { status: 500 };
    await expect(extractor().extract({ text: 'anything' })).rejects.toThrow();
  });
});

describe('createPdfExtractor', () => {
  it('uses the model only when one is configured', () => {
    expect(createPdfExtractor(loadConfig({})).kind).toBe('builtin');
    expect(createPdfExtractor(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'm' })).kind).toBe(
      'model',
    );
  });
});
