import { describe, expect, it } from 'vitest';
import { markdownPreview, stripMarkdown } from './markdown-preview';

describe('markdown preview', () => {
  it('strips headings, emphasis, lists, links and code, one sentence per block', () => {
    const md =
      '# Harbor views\n\nA **bright** _sunny_ condo.\n\n- Two [beds](http://x.y)\n- `Parking`\n\n> Quiet street';
    expect(stripMarkdown(md)).toBe('Harbor views. A bright sunny condo. Two beds. Parking. Quiet street.');
  });

  it('reads tables row by row and drops code blocks, struck-through markers and rules', () => {
    const md =
      '| Room | Size |\n| --- | --- |\n| Kitchen | 12 m² |\n\n~~Old~~ new price\n\n---\n\n```js\nconst x = 1;\n```\n\nEnd';
    expect(stripMarkdown(md)).toBe('Room Size. Kitchen 12 m². Old new price. End.');
  });

  it('keeps snake_case words and cuts at 150 characters with an ellipsis', () => {
    expect(stripMarkdown('use the listing_description type!')).toBe('use the listing_description type!');
    expect(stripMarkdown('#harbor #portland')).toBe('#harbor #portland.');
    const long = 'word '.repeat(60);
    const preview = markdownPreview(long);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(markdownPreview('Short text.')).toBe('Short text.');
  });
});
