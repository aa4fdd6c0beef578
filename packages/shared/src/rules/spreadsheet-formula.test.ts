import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutralizeFormula } from './spreadsheet-formula.ts';

describe('neutralizeFormula', () => {
  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    for (const text of [
      '=HYPERLINK("http://evil.example","x")',
      '@SUM(A1)',
      '+cmd|"/C calc"!A0',
      '-2+3+cmd|x',
      '\t=1',
      '\r=1',
    ]) {
      expect(looksLikeFormula(text), JSON.stringify(text)).toBe(true);
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary text, signed numbers and phone numbers as typed', () => {
    for (const text of ['Granite counters', '-12.5', '+1 (775) 555-0100', '- 3', '', 'a=b']) {
      expect(neutralizeFormula(text)).toBe(text);
    }
  });
});
