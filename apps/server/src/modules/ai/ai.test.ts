import { GENERATION_NAMES } from '@ai-realty/shared/generation-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestProperty,
  ledgerOf,
  SAMPLE_PROPERTY,
  waitForFollowUps,
  waitForResponse,
} from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { ledgerSum } from '../credits/credit-ledger.ts';

// The generation API on a real database with the queue and workers running and the built-in writer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GENERATION_PRICES: '{"social_media":3}' }, {}, { workers: true });
});
afterAll(async () => {
  await t?.close();
});

const generate = (headers: Record<string, string>, body: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/ai/generate', headers: { ...headers, ...extra }, payload: body });

async function expectLedgerMatches(userId: string) {
  expect(await ledgerSum(t.deps.database.db, userId)).toBe(await creditsOf(t, userId));
}

describe('GET /api/ai/list', () => {
  it('serves the catalogue with categories and configured prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/list' });
    expect(res.statusCode).toBe(200);
    const { availableOptions } = res.json();
    expect(availableOptions.map((o: { name: string }) => o.name)).toEqual(GENERATION_NAMES);
    const byName = Object.fromEntries(availableOptions.map((o: { name: string }) => [o.name, o]));
    expect(byName.listing_description).toMatchObject({
      title: 'Listing Description',
      price: 1,
      category: 'Basic Content',
    });
    expect(byName.keywords.price).toBe(1);
    expect(byName.demographics.price).toBe(1);
    expect(byName.social_media.price).toBe(3);
    expect(byName.roi_analysis.category).toBe('Financial Analysis');
    expect(byName.buyer_persona.category).toBe('Sales & Marketing');
  });
});

describe('POST /api/ai/generate: validation and errors', () => {
  it('rejects an unknown type with the list of available types', async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const property = await createTestProperty(t, user.id);
    const res = await generate(headers, { propertyId: property.id, generationType: 'poem' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: `Invalid generation type "poem". Available types: ${GENERATION_NAMES.join(', ')}`,
    });
    expect(await creditsOf(t, user.id)).toBe(5);
  });

  it('validates the body', async () => {
    const { headers } = await createTestUser(t, { credits: 5 });
    const res = await generate(headers, { propertyId: 'not-a-uuid', generationType: 'keywords' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { propertyId: 'Invalid property id' },
    });
  });

  it('requires a signed-in user', async () => {
    const res = await generate({}, { propertyId: crypto.randomUUID(), generationType: 'keywords' });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for a missing property and for another user's property", async () => {
    const { headers } = await createTestUser(t, { credits: 5 });
    const other = await createTestUser(t, { credits: 5 });
    const theirs = await createTestProperty(t, other.user.id);
    for (const propertyId of [crypto.randomUUID(), theirs.id]) {
      const res = await generate(headers, { propertyId, generationType: 'keywords' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Property not found' });
    }
  });

  it('requires a verified email address', async () => {
    const { user, headers } = await createTestUser(t, { verified: false, credits: 5 });
    const property = await createTestProperty(t, user.id);
    const res = await generate(headers, { propertyId: property.id, generationType: 'keywords' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_VERIFICATION_REQUIRED');
    expect(await creditsOf(t, user.id)).toBe(5);
  });

  it('answers 402 with the documented message and details when credits are short, charging nothing', async () => {
    const { user, headers } = await createTestUser(t, { credits: 2 });
    const property = await createTestProperty(t, user.id);
    const res = await generate(headers, { propertyId: property.id, generationType: 'social_media' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      error:
        'Insufficient credits. You need 3 credit(s) to generate Social Media Posts. Please purchase more credits or upgrade your plan.',
      required: 3,
      available: 2,
      subscriptionPlan: 'free',
    });
    expect(await creditsOf(t, user.id)).toBe(2);
    expect((await ledgerOf(t, user.id)).length).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/responses/user', headers });
    expect(list.json()).toEqual([]);
  });
});

describe('POST /api/ai/generate: data too thin for the type', () => {
  it('names what to add and charges nothing', async () => {
    const { user, headers } = await createTestUser(t, { credits: 10 });
    const property = await createTestProperty(t, user.id, {
      ...SAMPLE_PROPERTY,
      Amenities: { Onsite: '', Nearby: '' },
      Descriptions: { PropertyDescription: 'A home.', NeighborhoodDescription: '' },
    });
    const res = await generate(headers, { propertyId: property.id, generationType: 'neighborhood_analysis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      /add a neighborhood description or nearby amenities.*No credits were spent/,
    );
    expect(await creditsOf(t, user.id)).toBe(10);
    const withHint = await generate(headers, {
      propertyId: property.id,
      generationType: 'neighborhood_analysis',
      customInstructions: 'Five minutes from the river trail.',
    });
    expect(withHint.statusCode).toBe(200);
  });
});

describe('POST /api/ai/generate: the loop', () => {
  it('spends, answers at once, completes with the built-in writer, then suggests follow-ups', async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const property = await createTestProperty(t, user.id);
    const res = await generate(headers, {
      propertyId: property.id,
      generationType: 'listing_description',
      customInstructions: '  Highlight the solar panels  ',
    });
    expect(res.statusCode).toBe(200);
    const { responseID, newCreditBalance } = res.json();
    expect(newCreditBalance).toBe(4);

    const ledger = await ledgerOf(t, user.id);
    expect(ledger.at(-1)).toMatchObject({
      delta: -1,
      reason: 'generation',
      reference: responseID,
      balanceAfter: 4,
    });

    const done = await waitForResponse(t, headers, responseID);
    expect(done).toMatchObject({
      ID: responseID,
      PropertyID: property.id,
      Type: 'ListingDescription',
      GenerationType: 'listing_description',
      Address: '1208 Alameda Dr, Austin, TX 78704',
      Prompt: 'Highlight the solar panels',
      Status: 'Complete',
      ErrorMessage: null,
      Writer: 'builtin',
    });
    expect(done.Response).toContain('solar panels');
    expect(done.Response).toContain('Austin');
    expect(new Date(done.Time).toString()).not.toBe('Invalid Date');

    const followUps = await waitForFollowUps(t, headers, responseID);
    expect(followUps.status).toBe('complete');
    expect(followUps.followUpPrompts.length).toBeGreaterThanOrEqual(3);
    expect(followUps.followUpPrompts.length).toBeLessThanOrEqual(5);
    expect(followUps.followUpPrompts[0]).toMatchObject({
      generationType: 'social_media',
      propertySpecific: true,
    });
    for (const p of followUps.followUpPrompts) {
      expect(GENERATION_NAMES).toContain(p.generationType);
      expect(p.relevanceScore).toBeGreaterThanOrEqual(1);
      expect(p.relevanceScore).toBeLessThanOrEqual(10);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user/get/me', headers });
    expect(me.json().requestCount).toBe(1);
    expect(await creditsOf(t, user.id)).toBe(4);
    await expectLedgerMatches(user.id);
  });

  it('charges once for a retried request with the same Idempotency-Key', async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const property = await createTestProperty(t, user.id);
    const body = { propertyId: property.id, generationType: 'keywords' };
    const key = { 'idempotency-key': 'retry-me-1' };
    const [a, b] = await Promise.all([generate(headers, body, key), generate(headers, body, key)]);
    const c = await generate(headers, body, key);
    for (const r of [a, b, c]) expect(r.statusCode).toBe(200);
    expect(new Set([a.json().responseID, b.json().responseID, c.json().responseID]).size).toBe(1);
    expect(await creditsOf(t, user.id)).toBe(4);
    expect(c.json().newCreditBalance).toBe(4);
    expect((await ledgerOf(t, user.id)).filter((l) => l.reason === 'generation')).toHaveLength(1);

    const conflict = await generate(headers, { ...body, generationType: 'demographics' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('CONFLICT');

    const fresh = await generate(headers, body, { 'idempotency-key': 'retry-me-2' });
    expect(fresh.json().responseID).not.toBe(a.json().responseID);
    expect(await creditsOf(t, user.id)).toBe(3);
    await expectLedgerMatches(user.id);
  });

  it('completes every generation type', async () => {
    const { user, headers } = await createTestUser(t, { credits: 100 });
    const property = await createTestProperty(t, user.id);
    const ids: string[] = [];
    for (const generationType of GENERATION_NAMES) {
      const res = await generate(headers, { propertyId: property.id, generationType });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().responseID);
    }
    for (const id of ids) {
      const r = await waitForResponse(t, headers, id);
      expect(r.Status).toBe('Complete');
      expect(r.Response.length).toBeGreaterThan(200);
    }
    await expectLedgerMatches(user.id);
  });
});

describe('follow-ups', () => {
  it("lists suggestions for the owner only and executes one at its type's price", async () => {
    const { user, headers } = await createTestUser(t, { credits: 3 });
    const other = await createTestUser(t, { credits: 3 });
    const property = await createTestProperty(t, user.id);
    const first = (
      await generate(headers, { propertyId: property.id, generationType: 'demographics' })
    ).json();
    await waitForResponse(t, headers, first.responseID);
    const { followUpPrompts } = await waitForFollowUps(t, headers, first.responseID);
    expect(followUpPrompts[0].generationType).toBe('buyer_persona');

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/ai/follow-up/${first.responseID}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Response not found');

    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/ai/follow-up/execute',
      headers: other.headers,
      payload: { followUpPromptId: followUpPrompts[0].id, propertyId: property.id },
    });
    expect(stolen.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/follow-up/execute',
      headers,
      payload: {
        followUpPromptId: followUpPrompts[0].id,
        propertyId: property.id,
        customInstructions: 'Keep it short',
      },
    });
    expect(res.statusCode).toBe(200);
    const { responseID, newCreditBalance } = res.json();
    // A buyer persona costs 2 credits asked for directly, and so it does as a follow-up.
    expect(newCreditBalance).toBe(0);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.at(-1)).toMatchObject({ delta: -2, reason: 'follow_up', reference: responseID });

    const done = await waitForResponse(t, headers, responseID);
    expect(done).toMatchObject({
      Status: 'Complete',
      GenerationType: 'buyer_persona',
      Type: 'BuyerPersona',
      Prompt: 'Keep it short',
    });
    expect(done.Response).toContain(followUpPrompts[0].title);
    await expectLedgerMatches(user.id);
  });

  it("answers 402 with the follow-up message and the type's price when the balance is short", async () => {
    const { user, headers } = await createTestUser(t, { credits: 2 });
    const property = await createTestProperty(t, user.id);
    const first = (
      await generate(headers, { propertyId: property.id, generationType: 'demographics' })
    ).json();
    await waitForResponse(t, headers, first.responseID);
    const { followUpPrompts } = await waitForFollowUps(t, headers, first.responseID);
    expect(followUpPrompts[0].generationType).toBe('buyer_persona');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/follow-up/execute',
      headers,
      payload: { followUpPromptId: followUpPrompts[0].id, propertyId: property.id },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      error:
        'Insufficient credits. You need 2 credits to execute a follow-up prompt. Please purchase more credits.',
      required: 2,
      available: 1,
    });
  });

  it("rejects an unknown suggestion and a property that is not the suggestion's", async () => {
    const { user, headers } = await createTestUser(t, { credits: 3 });
    const property = await createTestProperty(t, user.id);
    const second = await createTestProperty(t, user.id);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ai/follow-up/execute',
      headers,
      payload: { followUpPromptId: crypto.randomUUID(), propertyId: property.id },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Follow-up prompt not found');

    const first = (await generate(headers, { propertyId: property.id, generationType: 'keywords' })).json();
    await waitForResponse(t, headers, first.responseID);
    const { followUpPrompts } = await waitForFollowUps(t, headers, first.responseID);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/ai/follow-up/execute',
      headers,
      payload: { followUpPromptId: followUpPrompts[0].id, propertyId: second.id },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.propertyId).toBe('This follow-up belongs to a different property');
    expect(await creditsOf(t, user.id)).toBe(2);
  });
});
