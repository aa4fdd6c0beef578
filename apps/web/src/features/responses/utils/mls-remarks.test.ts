import { withAgentNotes } from '@ai-realty/shared/rules/publishable-text';
import { describe, expect, it } from 'vitest';
import { mlsRemarks } from './mls-remarks';

describe('mlsRemarks', () => {
  it('copies plain text without markdown or the notes for the agent', () => {
    const text = withAgentNotes('**Bright** corner home.\n\nNew roof in 2023.', ['120 words.']);
    expect(mlsRemarks(text, 1000)).toEqual({
      text: 'Bright corner home. New roof in 2023.',
      cut: false,
      length: 37,
    });
  });

  it('cuts after the last whole sentence within the limit', () => {
    const text = 'First sentence here. Second sentence is longer than the rest. Third.';
    const r = mlsRemarks(text, 30);
    expect(r).toMatchObject({ text: 'First sentence here.', cut: true, length: text.length });
    expect(r.text.length).toBeLessThanOrEqual(30);
  });

  it('cuts at a word when no sentence ends in the second half of the limit', () => {
    const r = mlsRemarks('One very long sentence without any stop that goes on and on', 30);
    expect(r.text).toBe('One very long sentence');
    expect(r.text.length).toBeLessThanOrEqual(30);
  });
});
