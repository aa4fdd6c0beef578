import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../../test/fake-model-server.ts';
import { createTestProperty, waitForResponse } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';

// The compliance check end to end: the check call, findings stored with every completed response
// (a model that plants a wrong bedroom count and a Fair Housing phrase), the one-click fix through an
// edit, the list badge's data, the tone and the MLS limit reaching the model.

let model: Awaited<ReturnType<typeof startFakeModel>>;
let t: TestApp;
beforeAll(async () => {
  model = await startFakeModel();
  t = await createTestApp(model.env, {}, { workers: true });
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

describe('POST /api/compliance/check', () => {
  it('finds Fair Housing wording with its span, reason and replacement', async () => {
    const text = 'Charming bungalow, perfect for young families. No Section 8.';
    const res = await t.app.inject({ method: 'POST', url: '/api/compliance/check', payload: { text } });
    expect(res.statusCode).toBe(200);
    const { findings } = res.json();
    expect(findings.map((f: { category: string }) => f.category)).toEqual([
      'familial-status',
      'source-of-income',
    ]);
    expect(text.slice(findings[0].start, findings[0].end)).toBe('perfect for young families');
    expect(findings[0]).toMatchObject({ severity: 'violation', replacement: 'perfect for everyday living' });
  });

  it("checks figures against the agent's own property, and only theirs", async () => {
    const owner = await createTestUser(t);
    const property = await createTestProperty(t, owner.user.id);
    const text = 'A 5-bedroom home built in 1938.';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/check',
      headers: owner.headers,
      payload: { text, propertyId: property.id },
    });
    expect(res.json().findings).toMatchObject([
      {
        category: 'fact',
        text: '5-bedroom',
        replacement: '4-bedroom',
        why: 'The property data says 4 bedrooms.',
      },
    ]);
    const stranger = await createTestUser(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/check',
      headers: stranger.headers,
      payload: { text, propertyId: property.id },
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/check',
      payload: { text, propertyId: property.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a missing or oversized text with the error shape', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/compliance/check', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/check',
      payload: { text: 'a'.repeat(50_001) },
    });
    expect(huge.statusCode).toBe(400);
  });
});

describe('findings stored with responses', () => {
  it('stores what a model got wrong, shows it in the list, and clears it when the agent applies the fix', async () => {
    const owner = await createTestUser(t, { credits: 10 });
    const property = await createTestProperty(t, owner.user.id);
    model.answer('A bright 5-bedroom craftsman, perfect for young families, with a fenced yard.');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: owner.headers,
      payload: { propertyId: property.id, generationType: 'listing_description', tone: 'warm' },
    });
    expect(started.statusCode).toBe(200);
    const id = started.json().responseID;
    const done = await waitForResponse(t, owner.headers, id);
    expect(done).toMatchObject({ Status: 'Complete', Tone: 'warm' });
    expect(done.Findings.map((f) => [f.category, f.text])).toEqual([
      ['fact', '5-bedroom'],
      ['familial-status', 'perfect for young families'],
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/responses/user', headers: owner.headers });
    expect(list.json()[0].Findings).toHaveLength(2);

    // The one-click fix is an edit: the new text is saved as a version and checked again.
    const fixed = done.Response.replace('5-bedroom', '4-bedroom');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/responses/${id}/text`,
      headers: owner.headers,
      payload: { text: fixed },
    });
    expect(edited.json().Findings.map((f: { text: string }) => f.text)).toEqual([
      'perfect for young families',
    ]);
  });

  it('sends the tone and the MLS limit to the model', async () => {
    const owner = await createTestUser(t, { credits: 10 });
    const property = await createTestProperty(t, owner.user.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: owner.headers,
      payload: { mlsRemarksLimit: 1300 },
    });
    expect(saved.json()).toMatchObject({ mlsRemarksLimit: 1300 });
    model.answer('Craftsman with a covered porch.');
    model.prompts.length = 0;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: owner.headers,
      payload: { propertyId: property.id, generationType: 'listing_description', tone: 'luxury' },
    });
    await waitForResponse(t, owner.headers, started.json().responseID);
    const remarksPrompt = model.prompts.find((p) => p.includes('# Task: MLS public remarks'));
    expect(remarksPrompt).toContain('at most 1,300 characters');
    expect(remarksPrompt).toContain('Luxury: refined and understated');
  });

  it('keeps the MLS limit within its range and tones within the list', async () => {
    const owner = await createTestUser(t, { credits: 10 });
    for (const mlsRemarksLimit of [100, 6000, 1.5]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/preferences',
        headers: owner.headers,
        payload: { mlsRemarksLimit },
      });
      expect(res.statusCode).toBe(400);
    }
    const property = await createTestProperty(t, owner.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: owner.headers,
      payload: { propertyId: property.id, generationType: 'listing_description', tone: 'shouty' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/tone/i);
  });
});
