// Numbers as listings write them: "1,250,000", "2.5", "$1.25M", "850K", "three", "twenty-four
// hundred", "two and a half", "nineteen twenty-seven" (a year).

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].sort((a, b) => b.length - a.length).join('|')})`;
/** A number written in words: "twenty-four hundred", "two and a half", "three-and-a-half". */
export const NUMBER_WORDS = `${WORD}(?:[\\s-]+(?:and[\\s-]+)?(?:${WORD}|a[\\s-]+half))*\\b`;
/** Digits (with thousands separators and decimals) or words. */
export const NUMBER = `(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|${NUMBER_WORDS})`;

/** The value of a run of number words, or null when the text is not one. */
export function parseNumberWords(text: string): number | null {
  const tokens = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((t) => t && t !== 'and');
  if (tokens.length === 0) return null;
  // "nineteen twenty-seven": two groups below one hundred with no scale word is a year.
  const values: number[] = [];
  let total = 0;
  let current = 0;
  let sawScale = false;
  let sawWord = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === 'a' && tokens[i + 1] === 'half') {
      current += 0.5;
      i++;
      continue;
    }
    if (t === 'half') {
      current += 0.5;
      continue;
    }
    if (t in UNITS) {
      const v = UNITS[t];
      // A unit after a teen or a tens word that already holds units starts a new group (years).
      const group = current % 100;
      if (group !== 0 && (group % 10 !== 0 || group < 20 || v >= 20) && (current < 100 || v >= 20)) {
        values.push(current);
        current = v;
      } else current += v;
      sawWord = true;
      continue;
    }
    if (t in SCALES) {
      sawScale = true;
      sawWord = true;
      if (t === 'hundred') current = (current || 1) * 100;
      else {
        total += (current || 1) * SCALES[t];
        current = 0;
      }
      continue;
    }
    return null;
  }
  if (!sawWord) return null;
  if (values.length > 0) {
    if (sawScale || values.length > 1) return null;
    const [high] = values;
    if (high >= 10 && high < 100 && current < 100) return high * 100 + current;
    return null;
  }
  return total + current;
}

/** "2,450", "2.5", "three", "two and a half" → number; null when unreadable. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  const digits = t.match(/^\d{1,3}(?:,\d{3})+(?:\.\d+)?|^\d+(?:\.\d+)?/);
  if (digits) return Number(digits[0].replace(/,/g, ''));
  return parseNumberWords(t.replace(/[^A-Za-z\s-]/g, ' ').trim());
}

/**
 * Money in a value: "$1,250,000", "$1.25M", "$850K", "1.2 million", "$2,400/mo", "None" (0), "one
 * million two hundred thousand dollars". Null when there is no amount.
 */
export function parseMoney(text: string): number | null {
  const t = text.trim();
  if (/^(?:none|n\/?a|no|-|—|\$?0(?:\.0+)?)(?:\W|$)/i.test(t) && !/\$\s*[1-9]/.test(t)) return 0;
  const m = t.match(/\$\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|m|mm|million|thousand)?\b/i);
  const plain = m ?? t.match(/^(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|m|mm|million|thousand)?\b/i);
  if (plain) {
    const n = Number(plain[1].replace(/,/g, ''));
    const scale = (plain[2] ?? '').toLowerCase();
    if (scale === 'k' || scale === 'thousand') return Math.round(n * 1_000);
    if (scale === 'm' || scale === 'mm' || scale === 'million') return Math.round(n * 1_000_000);
    return n;
  }
  const words = t.match(new RegExp(`(${NUMBER_WORDS})\\s*(?:dollars|\\$)`, 'i'));
  if (words) return parseNumberWords(words[1]);
  return null;
}
