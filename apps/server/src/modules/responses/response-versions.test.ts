import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProperty } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { aiResponses } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function completedResponse(userId: string, status: 'Complete' | 'Failed' = 'Complete') {
  const property = await createTestProperty(t, userId);
  const [row] = await t.deps.database.db
    .insert(aiResponses)
    .values({
      userId,
      propertyId: property.id,
      generationType: 'listing_description',
      type: 'ListingDescription',
      address: property.address,
      response: 'Sunny craftsman with a covered porch.',
      status,
      cost: 1,
      completedAt: new Date(),
    })
    .returning();
  return row.id;
}

describe('editing a response', () => {
  it('saves an edit as a new version, lists them, restores the original, and copies the current text', async () => {
    const { user, headers } = await createTestUser(t);
    const id = await completedResponse(user.id);
    const versions = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/responses/${id}/versions`, headers })).json().versions;
    expect(await versions()).toMatchObject([{ number: 1, source: 'ai', current: true }]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/responses/${id}/text`,
      headers,
      payload: { text: 'Sunny craftsman with a covered porch and a new roof.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().Response).toBe('Sunny craftsman with a covered porch and a new roof.');
    // Saving the same text again adds nothing.
    await t.app.inject({
      method: 'PUT',
      url: `/api/responses/${id}/text`,
      headers,
      payload: { text: 'Sunny craftsman with a covered porch and a new roof.' },
    });
    const afterEdit = await versions();
    expect(
      afterEdit.map((v: { number: number; source: string; current: boolean }) => [
        v.number,
        v.source,
        v.current,
      ]),
    ).toEqual([
      [1, 'ai', false],
      [2, 'edit', true],
    ]);

    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/responses/${id}/versions/${afterEdit[0].id}/restore`,
      headers,
    });
    expect(restore.json().Response).toBe('Sunny craftsman with a covered porch.');
    expect((await versions()).map((v: { source: string }) => v.source)).toEqual(['ai', 'edit', 'restore']);
    const current = await t.app.inject({ method: 'GET', url: `/api/responses/get/${id}`, headers });
    expect(current.json().Response).toBe('Sunny craftsman with a covered porch.');
  });

  it('refuses empty text, a response still being written or failed, and another user', async () => {
    const { user, headers } = await createTestUser(t);
    const other = await createTestUser(t);
    const id = await completedResponse(user.id);
    const put = (text: string, as = headers, target = id) =>
      t.app.inject({ method: 'PUT', url: `/api/responses/${target}/text`, headers: as, payload: { text } });
    expect((await put('   ')).statusCode).toBe(400);
    expect((await put('x'.repeat(50_001))).statusCode).toBe(400);
    expect((await put('Changed', other.headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/responses/${id}/versions`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const failed = await completedResponse(user.id, 'Failed');
    const refused = await put('Changed', headers, failed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only a completed response can be edited');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/responses/${id}/versions/00000000-0000-4000-8000-000000000000/restore`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
