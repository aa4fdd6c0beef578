import { describe, expect, it } from 'vitest';
import { makeResponse } from '@/test/ai-fixtures';
import { contentTypes, filterResponses } from './filter-responses';

const list = [
  makeResponse({ ID: 'a', Time: '2025-03-01T10:00:00Z', Status: 'Complete', Type: 'ListingDescription' }),
  makeResponse({ ID: 'b', Time: '2025-03-03T10:00:00Z', Status: 'Processing', Type: 'Keywords' }),
  makeResponse({
    ID: 'c',
    Time: '2025-03-02T10:00:00Z',
    Status: 'Pending',
    Type: 'SocialMedia',
    PropertyID: 'p2',
  }),
  makeResponse({
    ID: 'd',
    Time: '2025-03-04T10:00:00Z',
    Status: 'Failed',
    Type: 'Keywords',
    Prompt: 'mention the dock',
  }),
];
const all = { search: '', status: 'all' as const, type: 'all' };
const ids = (rs: { ID: string }[]) => rs.map((r) => r.ID);

describe('filterResponses', () => {
  it('sorts newest first', () => {
    expect(ids(filterResponses(list, all))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('pending includes Processing; complete is Complete only', () => {
    expect(ids(filterResponses(list, { ...all, status: 'pending' }))).toEqual(['b', 'c']);
    expect(ids(filterResponses(list, { ...all, status: 'complete' }))).toEqual(['a']);
  });

  it('filters by type, property and a search over instructions', () => {
    expect(ids(filterResponses(list, { ...all, type: 'Keywords' }))).toEqual(['d', 'b']);
    expect(ids(filterResponses(list, { ...all, propertyId: 'p2' }))).toEqual(['c']);
    expect(ids(filterResponses(list, { ...all, search: 'DOCK' }))).toEqual(['d']);
  });

  it('offers the three base types and any others present', () => {
    expect(contentTypes(list)).toEqual(['ListingDescription', 'Keywords', 'Demographics', 'SocialMedia']);
  });
});
