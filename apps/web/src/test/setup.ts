import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from './api-mock';

// `findBy…` and `waitFor` give up after 5 s instead of 1 s: an upper bound for a busy shared machine,
// not a pause (they return as soon as the page is ready).
configure({ asyncUtilTimeout: 5_000 });

// jsdom's File and FormData are not the classes Node's Request reads: a multipart body built from
// them reaches the mock server with its files emptied. Pages and tests use Node's, as a browser would
// use its own. (Blob stays jsdom's: jsdom's FileReader, which the clipboard uses, reads only that.)
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
Object.assign(globalThis, { File: NodeFile, FormData: NodeFormData });

// A request no test answered fails the test instead of reaching the network. The first request a
// file sends loads the interception code; one answered here keeps that out of the first test's waits.
beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(http.get('http://warm-up.test/', () => HttpResponse.text('')));
  await fetch('http://warm-up.test/');
  mockServer.resetHandlers();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  mockServer.resetHandlers();
});

afterAll(() => mockServer.close());
