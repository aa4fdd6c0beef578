import type { ComplianceFinding } from '../schemas/compliance.ts';
import type { Property } from '../schemas/property-schema.ts';
import { parseNumberWords } from './number-words.ts';
import { wordsOf } from './words-of.ts';

// The fact guard: numbers and named features in a written text compared with the property's data.
// A model can write '4 bedrooms' for a 3-bedroom home or a pool nobody mentioned; the agent is
// responsible for every word, so each contradiction is shown like a Fair Housing finding, with the
// right figure as the one-click replacement (docs/product/compliance.md).

/**
 * Sentences about other homes, ranges or hypotheticals: comparables, search filters, 'if', 'up to'.
 * A figure in them is not a claim about this property.
 */
const NOT_ABOUT_THIS_HOME =
  /\b(?:compar\w*|comps?|similar|nearby|other|others|than|vs\.?|versus|range|search\w*|filter\w*|if|e\.g\.|such as|up to|at least|or more|average|median|typical|each unit|per unit|units?)\b/i;

type Claim = {
  /** At least one of these words must be in the text for the pattern to run. */
  words: string[];
  pattern: RegExp;
  /** The property's value, or null when the data does not say (then nothing to contradict). */
  truth: (p: Property) => number | null;
  /** Whether the figure written agrees with the data. */
  agrees: (written: number, truth: number) => boolean;
  why: (truth: number) => string;
  /** Amounts are written with thousands separators; counts and years as they are. */
  amount?: boolean;
  /**
   * What, right before a match, shows it is not a claim about this home. Checked on the few
   * characters before it rather than as a lookbehind, which would run at every position of the text.
   */
  notAfter?: RegExp;
};

const SEP = String.raw`[\s-]*`;
const COUNT = String.raw`(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten)`;

/**
 * Not a count of this home's rooms: the end of a range ('3-4 bedrooms'), a quoted example, or a
 * room put to use ('stage one bedroom as an office', 'each 2-bedroom unit').
 */
const NOT_A_COUNT = /(?:[\d.,$\-–"“]|\b(?:stage|use|turn|convert|make|set|each|every|per|to|or)\s)$/i;
/** Not this home's living area: the end of a range, or a bound ('over 1,000 sq ft'). */
const NOT_THE_AREA = /(?:[\d.,$\-–]|\b(?:over|under|above|below|than|from|between|and|to)\s)$/i;
/** A quoted example ('add "rent $2,500/mo"'). */
const QUOTED = /["“]$/;

const parseCount = (s: string) => parseNumberWords(s) ?? Number(s);
const parseAmount = (digits: string, scale?: string) => {
  const n = Number(digits.replace(/,/g, ''));
  const s = scale?.toLowerCase();
  return s === 'k' ? n * 1_000 : s === 'm' || s === 'million' ? n * 1_000_000 : n;
};
const near = (tolerance: number) => (written: number, truth: number) =>
  Math.abs(written - truth) <= truth * tolerance;
const positive = (n: number | undefined) => (n && n > 0 ? n : null);
const singleUnit = (p: Property) => !(p.BasicInfo.Units > 1);
const fmt = (n: number) => n.toLocaleString('en-US');

const CLAIMS: Claim[] = [
  {
    words: ['bed', 'beds', 'bedroom', 'bedrooms', 'bd', 'br', 'bdrm'],
    pattern: new RegExp(String.raw`\b${COUNT}${SEP}(?:bed(?:room)?s?|bd|br|bdrm)\b`, 'gi'),
    notAfter: NOT_A_COUNT,
    truth: (p) => (singleUnit(p) ? positive(p.BasicInfo.Bedrooms) : null),
    agrees: (w, t) => w === t,
    why: (t) => `The property data says ${fmt(t)} bedroom${t === 1 ? '' : 's'}.`,
  },
  {
    words: ['bath', 'baths', 'bathroom', 'bathrooms', 'ba'],
    pattern: new RegExp(String.raw`\b${COUNT}${SEP}(?:total${SEP})?(?:bath(?:room)?s?|ba)\b`, 'gi'),
    notAfter: NOT_A_COUNT,
    truth: (p) => (singleUnit(p) ? positive(p.BasicInfo.Bathrooms) : null),
    agrees: (w, t) => w === t,
    why: (t) => `The property data says ${fmt(t)} bathroom${t === 1 ? '' : 's'}.`,
  },
  {
    words: ['sq', 'square', 'sf'],
    pattern:
      /\b(\d{1,3}(?:,\d{3})+|\d{3,6})\s*(?:sq\.?\s*ft|square\s+feet|sf)(?![\w/]|\s+(?:lot|parcel|site))/gi,
    notAfter: NOT_THE_AREA,
    truth: (p) => positive(p.BasicInfo.SquareFootage),
    // Copy rounds ('about 2,400 sq ft'); a lot size given in square feet is a different figure.
    agrees: near(0.03),
    why: (t) => `The property data says ${fmt(t)} sq ft of living space.`,
    amount: true,
  },
  {
    words: ['built', 'constructed', 'completed'],
    pattern: /\b(?:built|constructed|completed)\s+(?:in\s+)?(1[6-9]\d\d|20\d\d)\b/gi,
    truth: (p) => positive(p.HistoricalInfo.YearBuilt),
    agrees: (w, t) => w === t,
    why: (t) => `The property data says it was built in ${t}.`,
  },
  {
    words: ['priced', 'listed', 'offered', 'asking', 'price'],
    pattern:
      /\b(?:priced|listed|offered|asking|list price|price)\s+(?:is\s+|of\s+|at\s+)?(?:just\s+)?\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(million|k|m)\b)?/gi,
    notAfter: QUOTED,
    truth: (p) => positive(p.BasicInfo.Price),
    agrees: near(0.005),
    why: (t) => `The property data gives the price as $${fmt(t)}.`,
    amount: true,
  },
  {
    words: ['rent', 'rents', 'lease', 'leases'],
    // A rent is the price only of a home for rent, and of a single unit.
    pattern: /\b(?:rents?|leases?)\s+(?:is\s+|of\s+|at\s+|for\s+)(?:just\s+)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)/gi,
    notAfter: QUOTED,
    truth: (p) =>
      /rent|lease/i.test(p.BasicInfo.ListingType) && singleUnit(p) ? positive(p.BasicInfo.Price) : null,
    agrees: near(0.005),
    why: (t) => `The property data gives the rent as $${fmt(t)}.`,
    amount: true,
  },
  {
    words: ['hoa'],
    pattern: /\bHOA(?:\s+(?:fees?|dues))?(?:\s+(?:of|is|are|at))?\s*:?\s*\$\s?(\d{1,3}(?:,\d{3})+|\d+)/gi,
    truth: (p) => positive(p.LegalCompliance.HOAFees),
    agrees: (w, t) => w === t,
    why: (t) => `The property data gives the HOA fee as $${fmt(t)} a month.`,
    amount: true,
  },
  {
    words: ['garage'],
    pattern: new RegExp(String.raw`\b${COUNT}${SEP}car${SEP}garage\b`, 'gi'),
    notAfter: NOT_A_COUNT,
    truth: (p) => positive(p.BasicInfo.GarageSpaces),
    agrees: (w, t) => w === t,
    why: (t) => `The property data says a ${t}-car garage.`,
  },
];

/** Features a text may name that the data should mention first; each with the words that count as a mention. */
const FEATURES: { name: string; words: string[]; pattern: RegExp; evidence: RegExp }[] = [
  {
    name: 'a pool',
    words: ['pool'],
    pattern: /\b(?:swimming\s+)?pool\b(?!\s+table)/gi,
    evidence: /\bpool\b(?!\s+table)/i,
  },
  {
    name: 'a hot tub or spa',
    words: ['tub', 'jacuzzi'],
    pattern: /\b(?:hot\s+tub|jacuzzi)\b/gi,
    evidence: /\b(?:hot\s+tub|jacuzzi|spa)\b/i,
  },
  {
    name: 'a fireplace',
    words: ['fireplace', 'fireplaces'],
    pattern: /\bfireplaces?\b/gi,
    evidence: /\bfire\s?places?\b|\bwood\s?stove\b|\bhearth\b/i,
  },
  {
    name: 'a basement',
    words: ['basement'],
    pattern: /\bbasement\b/gi,
    evidence: /\bbasement|lower\s+level\b/i,
  },
  {
    name: 'waterfront',
    words: ['waterfront', 'waterfrontage', 'water'],
    pattern: /\bwater\s?front(?:age)?\b/gi,
    evidence:
      /\bwater\s?front|lake\s?front|ocean\s?front|beach\s?front|river\s?front|on the (?:lake|river|water)\b/i,
  },
  {
    name: 'an elevator',
    words: ['elevator', 'elevators'],
    pattern: /\belevators?\b/gi,
    evidence: /\belevator|lift\b/i,
  },
  {
    name: 'solar panels',
    words: ['solar'],
    pattern: /\bsolar\s+(?:panels?|array|system|power)\b/gi,
    evidence: /\bsolar\b/i,
  },
  {
    name: 'a view',
    words: ['view', 'views'],
    pattern: /\b(?:ocean|lake|mountain|city|skyline|water|river|golf\s+course)\s+views?\b/gi,
    evidence: /\bviews?\b/i,
  },
];

/** A hedge or a negation near a feature: 'if there is a pool', 'no basement', 'verify'. */
const HEDGED =
  /\b(?:if|whether|verify|check|confirm|ask|consider|could|would|might|may|no|not|without|lacks?|none)\b|\?/i;

/** Abbreviations whose period does not end a sentence, masked (same length) before sentences are cut. */
const ABBREVIATIONS = /\b(?:e\.g|i\.e|approx|incl|vs|no|st|dr|ave|apt|sq|ft)\./gi;

function sentenceAround(source: string, start: number, end: number): string {
  const text = source.replace(ABBREVIATIONS, (m) => m.replace(/\./g, '_'));
  const before = text.lastIndexOf('\n', start);
  let from = Math.max(
    before,
    text.lastIndexOf('. ', start),
    text.lastIndexOf('! ', start),
    text.lastIndexOf('? ', start),
  );
  from = from < 0 ? 0 : from + 1;
  const stops = ['. ', '! ', '? ', '\n'].map((s) => text.indexOf(s, end)).filter((i) => i >= 0);
  const to = stops.length ? Math.min(...stops) : text.length;
  return source.slice(from, to);
}

/** Everything the agent wrote about the property, as one text to look for a feature's mention in. */
function propertyWords(p: Property): string {
  const words: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') words.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        words.push(k);
        walk(x);
      }
  };
  walk({ ...p, RealtorContact: undefined });
  return words.join(' ');
}

/**
 * Figures in `text` that contradict the property's data (bedrooms, bathrooms, living area, price,
 * year built, HOA fee, garage), and named features the data never mentions. Sentences about other
 * homes, ranges and hypotheticals are left alone.
 */
export function checkFacts(text: string, property: Property, words = wordsOf(text)): ComplianceFinding[] {
  const found: ComplianceFinding[] = [];
  for (const claim of CLAIMS) {
    const truth = claim.truth(property);
    if (truth === null || !claim.words.some((w) => words.has(w))) continue;
    claim.pattern.lastIndex = 0;
    for (let m = claim.pattern.exec(text); m; m = claim.pattern.exec(text)) {
      const raw = m[1]!;
      const value = /^\d/.test(raw) ? parseAmount(raw, m[2]) : parseCount(raw);
      if (!Number.isFinite(value) || value === 0 || claim.agrees(value, truth)) continue;
      const start = m.index;
      const end = start + m[0].length;
      if (claim.notAfter?.test(text.slice(Math.max(0, start - 12), start))) continue;
      if (NOT_ABOUT_THIS_HOME.test(sentenceAround(text, start, end))) continue;
      const at = m[0].indexOf(raw);
      const rightFigure = claim.amount ? fmt(truth) : String(truth);
      found.push({
        category: 'fact',
        start,
        end,
        text: m[0],
        severity: 'violation',
        why: claim.why(truth),
        safer: 'Use the figure from the property data, or correct the property first.',
        replacement: `${m[0].slice(0, at)}${rightFigure}${m[0].slice(at + raw.length).replace(/^\s*(?:k|m|million)\b/i, '')}`,
      });
    }
  }
  let known: string | null = null;
  for (const feature of FEATURES) {
    if (!feature.words.some((w) => words.has(w))) continue;
    known ??= propertyWords(property);
    if (feature.evidence.test(known)) continue;
    feature.pattern.lastIndex = 0;
    for (let m = feature.pattern.exec(text); m; m = feature.pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (HEDGED.test(sentenceAround(text, start, end))) continue;
      found.push({
        category: 'fact',
        start,
        end,
        text: m[0],
        severity: 'caution',
        why: `The property data does not mention ${feature.name}.`,
        safer: 'Remove it, or add it to the property if the home has it.',
        replacement: null,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
