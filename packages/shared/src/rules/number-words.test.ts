import { describe, expect, it } from 'vitest';
import { parseMoney, parseNumber, parseNumberWords } from './number-words.ts';

describe('numbers as listings write them', () => {
  it.each([
    ['three', 3],
    ['twenty-four hundred', 2400],
    ['two and a half', 2.5],
    ['three-and-a-half', 3.5],
    ['one hundred twenty-five', 125],
    ['one million two hundred fifty thousand', 1_250_000],
    ['nineteen twenty-seven', 1927],
    ['twenty twenty-three', 2023],
    ['two thousand five', 2005],
  ])('%s → %d', (words, value) => {
    expect(parseNumberWords(words)).toBe(value);
  });

  it('refuses words that are not a number', () => {
    expect(parseNumberWords('three blind mice')).toBeNull();
    expect(parseNumberWords('')).toBeNull();
  });

  it('reads digits with separators and decimals', () => {
    expect(parseNumber('2,450')).toBe(2450);
    expect(parseNumber('2.5 baths')).toBe(2.5);
    expect(parseNumber('four')).toBe(4);
  });

  it('reads money in its usual forms', () => {
    expect(parseMoney('$1,250,000')).toBe(1_250_000);
    expect(parseMoney('$1.25M')).toBe(1_250_000);
    expect(parseMoney('$850K')).toBe(850_000);
    expect(parseMoney('$2,400/mo')).toBe(2400);
    expect(parseMoney('None')).toBe(0);
    expect(parseMoney('$0')).toBe(0);
    expect(parseMoney('four hundred thousand dollars')).toBe(400_000);
    expect(parseMoney('call for price')).toBeNull();
  });
});
