import { describe, expect, it } from 'vitest';
import { publishableText, withAgentNotes } from './publishable-text.ts';

describe('publishable text', () => {
  it('cuts the agent notes block and keeps everything before it', () => {
    const text = withAgentNotes('Bright corner home.\n\nSecond paragraph.', ['Add the year built.']);
    expect(text).toContain('Notes for you (not for publishing)');
    expect(publishableText(text)).toBe('Bright corner home.\n\nSecond paragraph.');
  });

  it('leaves text without notes unchanged, and a plain horizontal rule in place', () => {
    expect(publishableText('A\n\n---\n\nB')).toBe('A\n\n---\n\nB');
    expect(withAgentNotes('A', [])).toBe('A');
  });
});
