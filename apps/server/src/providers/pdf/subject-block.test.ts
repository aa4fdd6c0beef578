import { describe, expect, it } from 'vitest';
import { subjectBlock } from './subject-block.ts';

const card = (street: string, price: string) => [street, `${price} | 2 BR · 2 BA · 1,190 sq ft`, ''];
const opened = [
  '1820 Bayshore Lantern Way, Unit 1207 | $529,000',
  'Tampa, FL 33606',
  'Twelfth-floor corner residence with windows on two sides.',
  'Bedrooms | 2',
  'Bathrooms | 2',
  'Living area | 1,265 sq ft',
  'Year built | 2008',
];

describe('subjectBlock', () => {
  it("gives the opened home's part of a page of several homes, from its street to the next home's", () => {
    const text = [
      ...card('600 Harbour Isle Drive, Unit 904', '$489,000'),
      ...card('3001 W Swann Avenue, Unit 5C', '$455,000'),
      ...opened,
      '',
      ...card('77 Davis Palms Court, Unit 312', '$574,500'),
    ].join('\n');
    expect(subjectBlock(text, '1820 Bayshore Lantern Way, Unit 1207')).toBe(opened.join('\n'));
  });

  it('gives nothing on a page of one home, or where its part is no longer than the others', () => {
    expect(subjectBlock(opened.join('\n'), '1820 Bayshore Lantern Way, Unit 1207')).toBeUndefined();
    const cards = [
      ...card('600 Harbour Isle Drive, Unit 904', '$489,000'),
      ...card('1820 Bayshore Lantern Way, Unit 1207', '$529,000'),
      ...card('3001 W Swann Avenue, Unit 5C', '$455,000'),
    ].join('\n');
    expect(subjectBlock(cards, '1820 Bayshore Lantern Way, Unit 1207')).toBeUndefined();
    expect(subjectBlock(cards, '')).toBeUndefined();
  });
});
