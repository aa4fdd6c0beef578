import { PROPERTY_LIST_NEXT_CURSOR_HEADER } from '@ai-realty/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { getProperties } from './properties';

describe('getProperties', () => {
  it('follows the next-page cursor of a list larger than one answer, until the last page', async () => {
    signIn();
    const cursor = '2026-01-01T00:00:00.000001Z~00000000-0000-4000-8000-000000000002';
    const { calls } = mockApi({
      'GET /api/property/mylist': (req) =>
        req.url.searchParams.get('cursor') === cursor
          ? { body: [makeProperty({ id: 'p-3', address: 'Third' })] }
          : {
              body: [
                makeProperty({ id: 'p-1', address: 'First' }),
                makeProperty({ id: 'p-2', address: 'Second' }),
              ],
              headers: { [PROPERTY_LIST_NEXT_CURSOR_HEADER]: cursor },
            },
    });
    const list = await getProperties();
    expect(list.map((r) => r.address)).toEqual(['First', 'Second', 'Third']);
    expect(calls.map((c) => c.url.search)).toEqual(['', `?cursor=${encodeURIComponent(cursor)}`]);
  });

  it('asks once when the answer names no next page', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/property/mylist': { body: [makeProperty()] } });
    expect(await getProperties()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
