import { parseNumberWords } from '@ai-realty/shared/rules/number-words';
import { publishableText, withAgentNotes } from '@ai-realty/shared/rules/publishable-text';
import { MLS_REMARKS_DEFAULT, type WritingTone } from '@ai-realty/shared/schemas/compliance';
import type { Property } from '@ai-realty/shared/schemas/property';
import type { FollowUpAngle } from '../ai-writer.ts';
import {
  capitalize,
  cleanAgentText,
  cleanItems,
  count,
  hashString,
  joinList,
  listOf,
  lowerFirst,
  num,
  replaceBanned,
  sentence,
  splitSentences,
  unique,
  usd,
  withArticle,
} from './text-tools.ts';

// What the built-in writer knows about a property: the data the agent entered, cleaned and made ready
// for sentences, plus what the custom instructions add. Nothing here is invented; a fact that is
// missing is null or empty and listed in `missing`.

export type Highlight = {
  key: string;
  /** A noun phrase that can follow "with" or start a line: "a kitchen with a gas range and quartz counters". */
  phrase: string;
  /** A short reference to it: "the kitchen". */
  label: string;
  score: number;
};

export type Audience = 'first-time' | 'investor' | 'downsizer' | 'luxury' | 'relocating';

export type InstructionHints = {
  raw: string;
  /** Monthly rent stated in the instructions ("rent $2,400/mo"). */
  monthlyRent: number | null;
  /** Down payment share stated in the instructions ("25% down"). */
  downPaymentShare: number | null;
  /** Mortgage rate stated in the instructions ("rate 6.5%"). */
  interestRate: number | null;
  /** An open-house time the agent wrote ("open house Saturday 1-4 pm"). */
  openHouse: string | null;
  /** Showing arrangements ("24-hour notice to tenants"): private remarks, not public copy. */
  showings: string | null;
  tone: 'luxury' | 'warm' | 'professional' | 'casual' | 'concise' | null;
  brief: boolean;
  /** What the instructions ask to mention, highlight or lead with. */
  emphasis: string[];
  /** The part of `emphasis` the agent asked to open with. */
  lead: string[];
  /** "make it 150 words". */
  words: number | null;
  /** "under 800 characters". */
  chars: number | null;
  audiences: Audience[];
  /** Statements of fact in the instructions ("2.5 acres, 300 ft of highway frontage"): property facts. */
  facts: string[];
  /** Parts of the instructions that would break Fair Housing rules, with the reason. */
  refused: { text: string; reason: string }[];
  /** What the writer understood and applied, in words for the notes. */
  applied: string[];
  /** Requests the built-in writer cannot carry out, quoted back in the notes. */
  unapplied: string[];
};

export type Vocabulary = {
  /** buyers / renters */
  who: string;
  /** buyer / renter */
  one: string;
  /** showing / viewing / site walk */
  visit: string;
  /** the floor plan / the survey */
  plan: string;
  /** list price / rent */
  priceWord: string;
  /** sales / leases */
  deals: string;
};

function vocabularyFor(kind: Facts['kind'], isRental: boolean): Vocabulary {
  return {
    who: isRental ? 'renters' : 'buyers',
    one: isRental ? 'renter' : 'buyer',
    visit: kind === 'land' ? 'site walk' : isRental ? 'viewing' : 'showing',
    plan: kind === 'land' ? 'the survey and plat' : 'the floor plan',
    priceWord: isRental ? 'rent' : 'list price',
    deals: isRental ? 'leases' : 'sales',
  };
}

export type Facts = {
  seed: number;
  address: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** "Austin, TX", "Austin" or "". */
  cityState: string;
  /** "Austin" or "the area". */
  place: string;
  propertyType: string;
  /** home, condo, townhome, multi-family property, lot, commercial property. */
  noun: string;
  kind: 'single-family' | 'condo' | 'townhouse' | 'multi-family' | 'land' | 'commercial' | 'other';
  listingType: string;
  /** What the listing is: sale, rent, sold or coming soon. */
  market: 'sale' | 'rent' | 'sold' | 'coming-soon';
  /** Price or wording of the top of the market. */
  luxury: boolean;
  /** Sold as-is or described as needing work. */
  fixer: boolean;
  /** Units of a multi-family property, from the type, the description or a custom field. */
  units: number | null;
  /** Monthly rents stated in the description, custom fields or instructions, one per unit. */
  unitRents: number[];
  /** Acreage: the Lot Size field in acres, else from the description, features, custom fields or instructions. */
  acres: number | null;
  /** A lot measured in square feet (the Lot Size field in sq ft). */
  lotSqft: number | null;
  /** Annual property tax stated in a custom field or the description. */
  annualTax: number | null;
  /** "300 ft of highway frontage". */
  frontage: string | null;
  /** Utilities named anywhere in the data ("electric at the road"). */
  utilities: string[];
  /** Statements of fact from the custom instructions, used as property facts. */
  statedFacts: string[];
  /** Monthly rent the property earns or could earn: the instructions, else the unit rents stated. */
  monthlyRent: number | null;
  /** Words that change with what the listing is (rental or sale, land or building). */
  words: Vocabulary;
  isRental: boolean;
  isSold: boolean;
  isComingSoon: boolean;
  price: number | null;
  /** "$525,000" or "$2,400/mo" for a rental. */
  priceText: string | null;
  beds: number | null;
  /** Null for commercial property and land, whose restrooms are not bathrooms a buyer counts. */
  baths: number | null;
  sqft: number | null;
  pricePerSqft: number | null;
  /** "4 bd | 3 ba | 2,450 sq ft" from what is known. */
  summary: string;
  yearBuilt: number | null;
  hoaMonthly: number | null;
  zoning: string;
  architecture: string[];
  renovations: string[];
  appliances: string[];
  flooring: string[];
  windows: string[];
  heatingCooling: string[];
  outdoor: string[];
  parking: string[];
  onsite: string[];
  nearby: string[];
  environmental: string[];
  accessibility: string[];
  description: string;
  neighborhood: string;
  historical: string;
  inspections: string;
  maintenance: string;
  keywords: string[];
  customFields: [string, string][];
  propertyNotes: string;
  contact: { name: string; phone: string; email: string; agency: string };
  instructions: InstructionHints | null;
  /** The tone to write in: the agent's choice, else one asked for in the instructions. */
  tone: WritingTone;
  /** Shorter copy: the concise tone, or instructions asking for it. */
  brief: boolean;
  /** The agent's MLS public-remarks limit, in characters. */
  remarksLimit: number;
  followUp: FollowUpAngle | null;
  /** Prose sentences of the response a follow-up builds on. */
  parentLines: string[];
  highlights: Highlight[];
  /** Facts an agent would want that are not in the data, in plain words. */
  missing: string[];
  /** Sentences of the agent's text left out because they describe people or pressure buyers. */
  leftOut: string[];
};

const FEATURE_WORDS =
  /\b(pool|spa|hot tub|view|views|waterfront|lake|river|ocean|beach|mountain|renovated|remodel(?:ed|led)?|updated|new|restored|chef|gourmet|quartz|granite|hardwood|fireplace|vaulted|deck|patio|porch|garden|yard|solar|ev charg\w*|smart|office|studio|guest|suite|garage|acre|acres|rooftop|balcony|terrace|wine|theater|gym|workshop|barn|dock|fenced)\b/gi;

function kindOf(type: string): Facts['kind'] {
  const t = type.toLowerCase();
  if (t.includes('condo') || t.includes('apartment')) return 'condo';
  if (t.includes('town')) return 'townhouse';
  if (t.includes('multi') || t.includes('duplex') || t.includes('triplex') || t.includes('fourplex'))
    return 'multi-family';
  if (t.includes('land') || t.includes('lot')) return 'land';
  if (t.includes('commercial') || t.includes('office') || t.includes('retail')) return 'commercial';
  if (t.includes('single') || t.includes('house') || t.includes('home')) return 'single-family';
  return 'other';
}

const NOUNS: Record<Facts['kind'], string> = {
  'single-family': 'home',
  condo: 'condo',
  townhouse: 'townhome',
  'multi-family': 'multi-family property',
  land: 'lot',
  commercial: 'commercial property',
  other: 'property',
};

const positive = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

const moneyIn = (s: string) => Number(s.replace(/[$,\s]/g, '').replace(/k$/i, '000'));

// Requests about people rather than the property (Fair Housing): refused, with the reason.
const FAIR_HOUSING_TRAPS: [RegExp, string][] = [
  [
    /\b(famil(?:y|ies)(?![- ]room)|kids|children|child|no (?:kids|children)|adults? only|couples?|singles|bachelors?|newlyweds|young (?:couples?|professionals?|families))\b/i,
    'it describes who should live there (familial status), which Fair Housing rules do not allow',
  ],
  [
    /\b(retire(?:e|es|d|ment)|seniors?|elderly|empty[- ]nesters?|millennials?|older (?:buyers|people))\b/i,
    'it targets an age group, which Fair Housing rules do not allow',
  ],
  [
    /\b(christians?|jewish|muslims?|church(?:es)?|mosques?|synagogues?|temples?)\b/i,
    'it refers to religion, which Fair Housing rules do not allow',
  ],
  [
    /\b(safe (?:neighbou?rhood|area|street|community)|crime|exclusive (?:neighbou?rhood|community) for|white|black|hispanic|asian|english[- ]speaking|immigrants?|section 8|no vouchers)\b/i,
    'it refers to race, national origin, safety of the people around or source of income, which Fair Housing rules do not allow',
  ],
  [
    /\b(handicapped|disabled|wheelchair[- ]bound|able[- ]bodied|no wheelchairs)\b/i,
    'it refers to disability rather than to accessibility features, which Fair Housing rules do not allow',
  ],
  [/\b(man cave|mother[- ]in[- ]law|master)\b/i, 'it uses wording MLS rules ask agents to avoid'],
];

const DIRECTIVE =
  /^(please\s+)?(keep|make|write|use|mention|lead|highlight|emphasi[sz]e|focus|feature|showcase|include|add|stress|target|aim|avoid|don'?t|do not|no more than|limit|under|max(?:imum)?|tone|audience|for|call out|point out|note|say|tell|speak|sound|be)\b/i;

const EMPHASIS =
  /\b(?:highlight|emphasi[sz]e|focus on|feature|mention(?: that)?|lead with|showcase|call out|point out|stress|include)\s+(?:the\s+|that\s+the\s+|that\s+)?([^.;\n]{3,80})/gi;

function audiencesIn(lower: string): Audience[] {
  const out: Audience[] = [];
  if (/first[- ]time|starter|first home/.test(lower)) out.push('first-time');
  if (/investor|investment|income|cash flow|rental income/.test(lower)) out.push('investor');
  if (/downsiz|right[- ]siz|smaller home|less upkeep/.test(lower)) out.push('downsizer');
  if (/luxury buyers|high[- ]net|affluent/.test(lower)) out.push('luxury');
  if (/relocat|moving from out of (?:town|state)/.test(lower)) out.push('relocating');
  return out;
}

export function readInstructions(raw: string | undefined): InstructionHints | null {
  const text = raw?.trim();
  if (!text) return null;
  const lower = text.toLowerCase();
  const rent =
    lower.match(/rent[^$\d\n]{0,25}\$?\s?([\d,.]+k?)\s*(?:\/\s*mo|per month|a month|monthly)?/) ??
    lower.match(/\$\s?([\d,.]+k?)\s*(?:\/\s*mo|per month|a month)\s*(?:in )?rent/);
  const down =
    lower.match(/(\d{1,2}(?:\.\d+)?)\s*%\s*down/) ??
    lower.match(/down payment[^\d\n]{0,15}(\d{1,2}(?:\.\d+)?)\s*%/);
  const rate =
    lower.match(/(?:rate|interest|mortgage)[^\d\n]{0,20}(\d{1,2}(?:\.\d+)?)\s*%/) ??
    lower.match(/(\d{1,2}(?:\.\d+)?)\s*%\s*(?:rate|interest|mortgage|apr)/);
  const open = text.match(/open house[^.\n;]*/i);
  const tone: InstructionHints['tone'] = /luxur|upscale|high[- ]end|elegant|refined/.test(lower)
    ? 'luxury'
    : /warm|friendly|inviting|cozy/.test(lower)
      ? 'warm'
      : /professional|formal|businesslike/.test(lower)
        ? 'professional'
        : /casual|fun|playful|relaxed/.test(lower)
          ? 'casual'
          : /concise|to the point|no fluff|crisp/.test(lower)
            ? 'concise'
            : null;
  const words = lower.match(/(\d{2,4})\s*(?:-\s*)?words?\b/);
  const chars = lower.match(/(\d{2,5}(?:,\d{3})?)\s*(?:-\s*)?(?:characters?|chars?)\b/);
  const refused: InstructionHints['refused'] = [];
  const facts: string[] = [];
  const unapplied: string[] = [];
  const emphasis: string[] = [];
  const lead: string[] = [];
  let showings: string | null = null;
  const audiences = audiencesIn(lower);
  for (const part of splitSentences(text.replace(/\n+/g, '. ')).flatMap((s) => s.split(/;\s*/))) {
    const sentenceText = part.trim().replace(/[.!]+$/, '');
    if (!sentenceText) continue;
    const trap = FAIR_HOUSING_TRAPS.find(([pattern]) => pattern.test(sentenceText));
    if (trap) {
      refused.push({ text: sentenceText, reason: trap[1] });
      continue;
    }
    const found = [...sentenceText.matchAll(EMPHASIS)].flatMap((m) => {
      const terms = m[1]
        .split(/\s+(?:and|&)\s+(?!(?:is|are)\b)|,\s*/)
        .map((w) =>
          w
            .trim()
            .toLowerCase()
            .replace(/^the\s+/, ''),
        )
        .filter((w) => w.length > 2 && !/^(it|this|that)$/.test(w));
      if (/\b(lead|open|start)\s+with|highlight|showcase|feature\b/i.test(m[0])) lead.push(...terms);
      return terms;
    });
    emphasis.push(...found);
    if (
      DIRECTIVE.test(sentenceText) ||
      /\b(tone|audience|words?|characters?|short|brief|concise)\b/i.test(sentenceText)
    ) {
      const understood =
        found.length ||
        /\b(tone|words?|characters?|short|brief|concise|punchy|luxur|warm|professional|casual|friendly|investor|first[- ]time|downsiz|relocat|open house|rent|down|rate)\b/i.test(
          sentenceText,
        );
      if (!understood) unapplied.push(sentenceText);
      continue;
    }
    if (/open house/i.test(sentenceText)) continue;
    if (/\b(showings?|lockbox|appointment|notice to (?:the )?tenants?)\b/i.test(sentenceText)) {
      showings = sentenceText;
      continue;
    }
    // Anything else is a statement the agent makes about the property.
    facts.push(replaceBanned(sentenceText));
  }
  const applied: string[] = [];
  const rentValue = rent ? moneyIn(rent[1]) : NaN;
  const wordsValue = words ? Number(words[1]) : null;
  const charsValue = chars ? Number(chars[1].replace(/,/g, '')) : null;
  if (wordsValue) applied.push(`length of about ${wordsValue} words`);
  if (charsValue) applied.push(`at most ${num(charsValue)} characters`);
  if (tone) applied.push(`${tone} tone`);
  else if (/\b(short|brief|punchy|tight)\b/.test(lower)) applied.push('a shorter version');
  if (audiences.length) applied.push(`written for ${joinList(audiences.map((a) => AUDIENCE_WORDS[a]))}`);
  if (emphasis.length) applied.push(`emphasis on ${joinList(unique(emphasis).map((e) => `"${e}"`))}`);
  if (facts.length)
    applied.push(`your facts (${joinList(facts.map((x) => `"${x}"`))}) used as property facts`);
  if (open) applied.push('the open-house details');
  if (showings) applied.push('the showing arrangements (kept out of public copy)');
  return {
    raw: text,
    monthlyRent: Number.isFinite(rentValue) && rentValue > 0 ? rentValue : null,
    downPaymentShare: down ? Number(down[1]) / 100 : null,
    interestRate: rate ? Number(rate[1]) / 100 : null,
    openHouse: open ? capitalize(open[0].trim()) : null,
    showings,
    tone,
    brief: /\b(short|brief|concise|punchy|tight)\b/.test(lower),
    emphasis: unique(emphasis),
    lead: unique(lead),
    words: wordsValue,
    chars: charsValue,
    audiences,
    facts,
    refused,
    applied,
    unapplied,
  };
}

export const AUDIENCE_WORDS: Record<Audience, string> = {
  'first-time': 'first-time buyers',
  investor: 'investors',
  downsizer: 'buyers who want less upkeep',
  luxury: 'luxury buyers',
  relocating: 'people relocating',
};

const NUMBER_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** 3 → "three" up to ten, so a sentence never has to start with a digit. */
export function numberWord(n: number): string {
  return Number.isInteger(n) && n >= 0 && n <= 10 ? NUMBER_NAMES[n] : count(n);
}

const STOP_WORDS = new Set(
  'a an the is are was were be that this it its of to and or with in on for at by from our their has have included includes include'.split(
    ' ',
  ),
);

/** The publishable prose of a response: sentences of its paragraphs, without headings, lists or tables. */
export function proseOf(text: string): string[] {
  return publishableText(text)
    .split('\n')
    .filter((l) => l.trim() && !/^\s*(#|[-*>•|]|\d+\.|\*\*)/.test(l) && !/\[[^\]]+\]/.test(l))
    .flatMap((l) => splitSentences(l))
    .filter((x) => x.split(/\s+/).length >= 6);
}

/** "heat is included" states something; "the pool" names a feature. */
export function isClause(term: string): boolean {
  return /\b(is|are|was|has|have|comes?|includes?|included)\b/i.test(term);
}

/** Whether the text mentions what an emphasis term names: every key word, by its stem. */
export function mentions(text: string, term: string): boolean {
  const lower = text.toLowerCase();
  const keys = term
    .toLowerCase()
    .split(/[^a-z0-9.-]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  if (!keys.length) return false;
  return keys.every((k) => lower.includes(k.length > 5 ? k.slice(0, k.length - 2) : k.replace(/s$/, '')));
}

function rankHighlights(f: Omit<Facts, 'highlights'>): Highlight[] {
  const out: Highlight[] = [];
  const add = (key: string, phrase: string, label: string, base: number) => {
    if (!phrase) return;
    const boosts = (phrase.match(FEATURE_WORDS) ?? []).length;
    // "Lead with" puts a feature first; "mention" only makes sure it is there (the writers place it).
    const led = f.instructions?.lead.some((w) => mentions(phrase, w)) ? 50 : 0;
    // A follow-up leads with the feature its angle names.
    const angle = f.followUp?.creativeAngle.toLowerCase() ?? '';
    const focused =
      angle && (angle.includes(label.toLowerCase()) || angle.includes(phrase.toLowerCase())) ? 60 : 0;
    const emphasised = led + focused;
    out.push({ key, phrase, label, score: base + boosts * 3 + emphasised });
  };
  if (f.renovations.length)
    add('renovations', listOf(f.renovations.map(lowerFirst), 3), 'the updates', f.luxury ? 8 : 11);
  const views = unique(
    [...`${f.description} ${f.environmental.join(' ')}`.matchAll(/\b((?:[a-z]+ ){0,2}views?)\b/gi)].map((m) =>
      m[1].toLowerCase().replace(/^(with|and|of|has|have|the) /, ''),
    ),
  ).filter((v) => !/^(no|partial|limited) /.test(v));
  if (views.length) add('views', joinList(views.slice(0, 2)), 'the views', 13);
  if (f.windows.length) add('windows', listOf(f.windows, 2), 'the light', 5);
  if (f.outdoor.length) add('outdoor', listOf(f.outdoor, 3), 'the outdoor space', f.luxury ? 16 : 12);
  // A setting item that is only a view ("Foothills views") is already the views highlight.
  const setting = f.environmental.filter((e) => !views.includes(e.toLowerCase()));
  if (setting.length) add('environmental', listOf(setting, 2), 'the setting', 10);
  if (f.architecture.length) add('architecture', listOf(f.architecture, 2), 'the architecture', 11);
  const kitchenWords =
    /\b(range|oven|refrigerator|fridge|dishwasher|cooktop|microwave|counters?|island|kitchen)\b/i;
  if (f.appliances.some((x) => kitchenWords.test(x)) && f.kind !== 'multi-family')
    add('kitchen', `a kitchen with ${listOf(f.appliances, 3)}`, 'the kitchen', 9);
  else if (f.appliances.length) add('appliances', listOf(f.appliances, 3), 'the appliances', 6);
  if (f.sqft && f.sqft >= 2500 && f.kind !== 'land')
    add(
      'size',
      `${num(f.sqft)} sq ft of ${f.kind === 'commercial' ? 'building space' : f.kind === 'multi-family' ? 'space across the units' : 'living space'}`,
      'the space',
      10,
    );
  if (f.beds && f.beds >= 4) add('bedrooms', `${count(f.beds)} bedrooms`, 'the layout', 8);
  // Age is only a selling point when the data describes period character, not by itself.
  const character =
    /\b(original|period|historic\w*|restored|craftsman|victorian|tudor|bungalow|millwork|plaster)\b/i;
  if (f.yearBuilt && f.yearBuilt < 1950 && (f.historical || f.architecture.some((x) => character.test(x))))
    add('age', `period details from its ${f.yearBuilt} construction`, 'its period details', 11);
  // A fixer-upper sells on what is sound: the agent's own words for it.
  if (f.fixer) {
    const sound = splitSentences(f.description).find((x) =>
      /\b(solid|sound|foundation|structurally|new (?:roof|furnace|windows))\b/i.test(x),
    );
    if (sound) add('sound', withArticle(sound.replace(/[.!]+$/, '')), 'what is sound', 15);
  }
  if (f.unitRents.length && f.kind === 'multi-family') {
    const total = f.unitRents.reduce((sum, r) => sum + r, 0);
    add(
      'income',
      `${numberWord(f.units ?? f.unitRents.length)} units bringing in ${usd(total)} a month in current rents`,
      'the rent roll',
      24,
    );
  } else if (f.units && f.kind === 'multi-family')
    add('units', `${f.units} separate units`, 'the unit mix', 12);
  if (f.acres && (f.kind === 'land' || f.acres >= 1))
    add(
      'acres',
      `${count(f.acres)} acre${f.acres === 1 ? '' : 's'}`,
      'the acreage',
      f.kind === 'land' ? 13 : 9,
    );
  if (f.lotSqft && f.kind !== 'condo')
    add('lot', `a ${num(f.lotSqft)} sq ft lot`, 'the lot', f.kind === 'land' ? 13 : 6);
  if (f.frontage) add('frontage', f.frontage, 'the frontage', 12);
  if (f.onsite.length) add('onsite', listOf(f.onsite, 3), 'the amenities', 8);
  if (f.parking.length) add('parking', listOf(f.parking, 2), 'the parking', 5);
  if (f.flooring.length) add('flooring', listOf(f.flooring, 2), 'the floors', 5);
  if (f.nearby.length)
    add('nearby', `a location close to ${joinList(f.nearby.slice(0, 2))}`, 'the location', 6);
  if (f.heatingCooling.length) add('systems', listOf(f.heatingCooling, 2), 'the systems', 4);
  if (f.accessibility.length)
    add('accessibility', listOf(f.accessibility, 2), 'the accessibility features', 4);
  // Stable order for equal scores: the order above.
  return out
    .map((h, i) => ({ h, i }))
    .sort((a, b) => b.h.score - a.h.score || a.i - b.i)
    .map(({ h }) => h);
}

/** Units, unit rents, acreage, frontage and utilities stated anywhere in the agent's text. */
export function readListingNumbers(
  text: string,
  p: { price: number | null; isRental: boolean; kind: Facts['kind']; propertyType: string },
): Pick<Facts, 'units' | 'unitRents' | 'acres' | 'frontage' | 'utilities' | 'annualTax'> {
  const all = `${p.propertyType} ${text}`;
  const unitRents: number[] = [];
  if (!p.isRental) {
    for (const s of splitSentences(text)) {
      if (!/\brent|\blease[sd]? (?:for|at)|per unit|\/\s*mo|a month|monthly/i.test(s)) continue;
      if (/\b(tax|taxes|hoa|insurance|deposit|garage|parking|storage|fee)\b/i.test(s)) continue;
      for (const m of s.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)(k?)/gi)) {
        const v = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
        if (v >= 300 && v <= 30_000 && v !== p.price) unitRents.push(v);
      }
    }
  }
  const plex = all.match(/\b(duplex|triplex|fourplex|quadplex)\b/i)?.[1].toLowerCase();
  const counted = all.match(
    /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ](?:units?|doors)\b/i,
  );
  const field = text.match(/\bunits?:\s*(\d{1,3})\b/i);
  const units = field
    ? Number(field[1])
    : plex
      ? ({ duplex: 2, triplex: 3, fourplex: 4, quadplex: 4 }[plex] ?? null)
      : counted
        ? (parseNumberWords(counted[1]) ?? Number(counted[1]))
        : p.kind === 'multi-family' && unitRents.length > 1
          ? unitRents.length
          : null;
  const acreMatch = text.match(/(\d+(?:\.\d+)?)\s*\+?\s*-?\s*acres?\b/i);
  const frontageMatch = text.match(
    /(\d[\d,]*)\s*(?:ft|feet|foot|')\.?\s+(?:of\s+)?((?:[a-z]+\s+){0,3})frontage/i,
  );
  const utilities = unique(
    splitSentences(text)
      .flatMap((s) => s.split(/,\s*|;\s*/))
      .filter((s) =>
        /\b(electric(?:ity)?|power|city water|water (?:meter|tap|line|available|at)|well|septic|sewer|natural gas|propane|fiber|utilities)\b/i.test(
          s,
        ),
      )
      .map((s) => s.trim().replace(/[.]+$/, ''))
      .filter((s) => s.length < 120),
  );
  const tax = text.match(
    /\b(?:annual )?(?:property )?tax(?:es)?(?: bill)?(?: \(annual\))?:?\s*(?:of |are |is )?\$\s?(\d[\d,]*)/i,
  );
  const taxValue = tax ? Number(tax[1].replace(/,/g, '')) : null;
  return {
    annualTax: taxValue && taxValue >= 100 ? taxValue : null,
    units: units && units >= 2 && units < 500 ? units : null,
    unitRents,
    acres: acreMatch ? Number(acreMatch[1]) : null,
    frontage: frontageMatch
      ? `${frontageMatch[1]} ft of ${frontageMatch[2].trim() ? `${frontageMatch[2].trim().toLowerCase()} ` : ''}frontage`
      : null,
    utilities,
  };
}

/** The Garage Spaces field as "2-car garage", unless the agent's parking text already names the garage. */
function withGarage(parking: string[], spaces: number | null): string[] {
  if (!spaces || parking.some((p) => /garage/i.test(p))) return parking;
  return [`${spaces}-car garage`, ...parking];
}

export function readFacts(input: {
  property: Property;
  address: string;
  customInstructions?: string;
  followUp?: FollowUpAngle;
  variant?: string;
  parentText?: string;
  tone?: WritingTone;
  remarksLimit?: number;
}): Facts {
  const p = input.property;
  const b = p.BasicInfo;
  const a = b.Address;
  const leftOut: string[] = [];
  const items = (text: string) => {
    const r = cleanItems(text ?? '');
    leftOut.push(...r.leftOut);
    return unique(r.items);
  };
  const prose = (text: string) => {
    const r = cleanAgentText(text ?? '');
    leftOut.push(...r.leftOut);
    return r.text;
  };
  const city = a.City.trim();
  const state = a.State.trim().toUpperCase();
  const kind = kindOf(b.PropertyType);
  const listingType = b.ListingType.trim();
  const isRental = /rent|lease/i.test(listingType);
  const price = positive(b.Price);
  const beds = positive(b.Bedrooms);
  // A retail building's restrooms or a lot's are not bathrooms a buyer counts: only a place people
  // live in has its bathrooms in the copy (docs/decisions/0020-builtin-writer-listing-aware-copy.md).
  const baths = kind === 'commercial' || kind === 'land' ? null : positive(b.Bathrooms);
  const sqft = positive(b.SquareFootage);
  const yearBuilt = positive(p.HistoricalInfo.YearBuilt);
  const instructions = readInstructions(input.customInstructions);
  const summary = [
    beds ? `${count(beds)} bd` : '',
    baths ? `${count(baths)} ba` : '',
    sqft ? `${num(sqft)} sq ft` : '',
  ]
    .filter(Boolean)
    .join(' | ');

  const description = prose(p.Descriptions.PropertyDescription);
  const customFields = Object.entries(p.CustomFields ?? {})
    .map(([k, v]) => [k.trim(), replaceBanned(String(v).trim())] as [string, string])
    .filter(([k, v]) => k && v && !FAIR_HOUSING_TRAPS.some(([t]) => t.test(`${k} ${v}`)));
  const statedFacts = instructions?.facts ?? [];
  // "Gently rolling" describes the ground; name it so it reads in a list ("gently rolling terrain").
  const environmental = items(p.Environmental.Features).map((e) =>
    /^([a-z]+ly )?[a-z]+(ing|ed)$/i.test(e.trim()) ? `${e.trim()} terrain` : e,
  );
  const outdoor = items(p.KeyFeatures.OutdoorSpaces);
  const factText = [
    description,
    ...statedFacts,
    ...customFields.map(([k, v]) => `${k}: ${v}.`),
    ...environmental,
    ...outdoor,
  ].join(' ');
  const listing = readListingNumbers(factText, { price, isRental, kind, propertyType: b.PropertyType });
  const market: Facts['market'] = isRental
    ? 'rent'
    : /sold/i.test(listingType)
      ? 'sold'
      : /coming soon/i.test(listingType)
        ? 'coming-soon'
        : 'sale';
  const luxury =
    Boolean(price && (isRental ? price >= 8000 : price >= 1_500_000)) ||
    /\b(estate|luxury|guard[- ]gated)\b/i.test(factText) ||
    instructions?.tone === 'luxury' ||
    input.tone === 'luxury';
  const fixer =
    /\b(needs? (?:work|updat\w*|repairs?|tlc|a new)|fixer|as[- ]is|handyman|investor special|boarded|rehab|tlc|renovation project)\b/i.test(
      factText,
    );

  const base = {
    seed: hashString(`${input.address}|${b.PropertyType}|${price ?? ''}|${input.variant ?? ''}`),
    market,
    luxury,
    fixer,
    units: positive(b.Units) ?? listing.units,
    annualTax: listing.annualTax,
    unitRents: listing.unitRents,
    acres: b.LotSize > 0 && b.LotSizeUnit === 'acres' ? b.LotSize : listing.acres,
    lotSqft: b.LotSize > 0 && b.LotSizeUnit === 'sq ft' ? b.LotSize : null,
    frontage: listing.frontage,
    utilities: listing.utilities,
    statedFacts,
    monthlyRent:
      instructions?.monthlyRent ??
      (listing.unitRents.length ? listing.unitRents.reduce((sum, r) => sum + r, 0) : null),
    words: vocabularyFor(kind, isRental),
    address: input.address.trim(),
    street: a.Street.trim(),
    city,
    state,
    zip: a.ZipCode.trim(),
    cityState: [city, state].filter(Boolean).join(', '),
    place: city || 'the area',
    propertyType: b.PropertyType.trim(),
    noun: NOUNS[kind],
    kind,
    listingType,
    isRental,
    isSold: /sold/i.test(listingType),
    isComingSoon: /coming soon/i.test(listingType),
    price,
    priceText: price ? `${usd(price)}${isRental ? '/mo' : ''}` : null,
    beds,
    baths,
    sqft,
    pricePerSqft: price && sqft && !isRental ? price / sqft : null,
    summary,
    yearBuilt,
    hoaMonthly: positive(p.LegalCompliance.HOAFees),
    zoning: p.LegalCompliance.ZoningInfo.trim(),
    architecture: items(p.KeyFeatures.ArchitecturalDetails),
    renovations: items(p.KeyFeatures.Renovations),
    appliances: items(p.KeyFeatures.Appliances),
    flooring: items(p.KeyFeatures.FlooringType),
    windows: items(p.KeyFeatures.WindowFeatures),
    heatingCooling: items(p.KeyFeatures.HeatingCooling),
    outdoor,
    parking: withGarage(items(p.KeyFeatures.Parking), positive(b.GarageSpaces)),
    onsite: items(p.Amenities.Onsite),
    nearby: items(p.Amenities.Nearby),
    environmental,
    accessibility: items(p.Accessibility.Features),
    description,
    neighborhood: prose(p.Descriptions.NeighborhoodDescription),
    historical: prose(p.HistoricalInfo.HistoricalDetails),
    inspections: prose(p.ConditionMaintenance.Inspections),
    maintenance: prose(p.ConditionMaintenance.MaintenanceHistory),
    keywords: unique((p.SEO.Keywords ?? []).map((k) => k.trim()).filter(Boolean)),
    customFields,
    propertyNotes: prose(p.CustomInstructions.Instructions),
    contact: {
      name: p.RealtorContact.Name.trim(),
      phone: p.RealtorContact.Phone.trim(),
      email: p.RealtorContact.Email.trim(),
      agency: p.RealtorContact.AgencyName.trim(),
    },
    instructions,
    tone: resolveTone(input.tone, instructions?.tone ?? null),
    brief: input.tone === 'concise' || Boolean(instructions?.brief),
    remarksLimit: input.remarksLimit ?? MLS_REMARKS_DEFAULT,
    followUp: input.followUp ?? null,
    parentLines: input.followUp ? proseOf(input.parentText ?? '').slice(0, 4) : [],
    leftOut,
    missing: [] as string[],
  };
  const missing: string[] = [];
  const building = kind !== 'land';
  if (!price) missing.push(isRental ? 'the monthly rent' : 'the list price');
  if (building && kind !== 'commercial' && !beds) missing.push('bedrooms');
  if (building && kind !== 'commercial' && !baths) missing.push('bathrooms');
  if (building && !sqft) missing.push('square footage');
  if (!building && !sqft && !base.acres && !base.lotSqft) missing.push('the lot size in acres');
  if (!building && !base.utilities.length) missing.push('which utilities reach the land');
  if ((kind === 'land' || kind === 'commercial') && !base.zoning && !/restrict/i.test(factText))
    missing.push('zoning or permitted uses');
  if (kind === 'multi-family' && !base.units) missing.push('the number of units');
  if (kind === 'multi-family' && !isRental && !base.unitRents.length && !instructions?.monthlyRent)
    missing.push('the current rent of each unit');
  if (building && !yearBuilt) missing.push('year built');
  if (building && !base.parking.length) missing.push('parking');
  if (!base.neighborhood && !base.nearby.length) missing.push('the neighborhood and nearby amenities');
  if ((kind === 'condo' || kind === 'townhouse') && !isRental && !base.hoaMonthly) missing.push('HOA fees');
  if (building && !base.renovations.length && !base.maintenance && !fixer) missing.push('recent updates');
  base.missing = missing;
  const withHighlights = { ...base, highlights: [] as Highlight[] };
  withHighlights.highlights = rankHighlights(withHighlights);
  return withHighlights;
}

/**
 * The agent's choice of tone wins; the default (professional) gives way to a tone the instructions
 * ask for ('make it warm'), with 'casual' read as warm.
 */
function resolveTone(chosen: WritingTone | undefined, asked: InstructionHints['tone']): WritingTone {
  if (chosen && chosen !== 'professional') return chosen;
  if (asked === 'casual') return 'warm';
  return asked ?? 'professional';
}

/** "a 4-bedroom home" / "a condo" / "a 2-bedroom, 2-bath townhome". */
export function describeUnit(f: Facts, opts: { article?: boolean } = {}): string {
  if (f.kind === 'land') {
    const land = f.acres ? `${count(f.acres)}-acre parcel` : `parcel of land`;
    return opts.article === false ? land : `a ${land}`;
  }
  if (f.kind === 'multi-family' && f.units) {
    const unitText = `${f.units}-unit property`;
    return opts.article === false ? unitText : `a ${unitText}`;
  }
  const parts: string[] = [];
  if (f.beds && f.kind !== 'commercial' && f.kind !== 'multi-family') parts.push(`${count(f.beds)}-bedroom`);
  const text = [...parts, f.noun].join(' ');
  if (opts.article === false) return text;
  return `${/^[aeiou8]/i.test(text) && !/^(one|uni)/i.test(text) ? 'an' : 'a'} ${text}`;
}

/** "in Austin, TX" or "". */
export function inPlace(f: Facts): string {
  return f.cityState ? `in ${f.cityState}` : '';
}

/** Listing verb: offered for sale / for rent / sold / coming soon. */
export function offerPhrase(f: Facts): string {
  if (f.isRental) return f.priceText ? `available for rent at ${f.priceText}` : 'available for rent';
  if (f.isSold) return f.priceText ? `sold, listed at ${f.priceText}` : 'sold';
  if (f.isComingSoon) return f.priceText ? `coming soon at ${f.priceText}` : 'coming soon';
  return f.priceText ? `offered at ${f.priceText}` : 'offered for sale';
}

export function topHighlight(f: Facts): Highlight | undefined {
  return f.highlights[0];
}

/** Markdown note that says which useful facts are missing, or '' when nothing important is. */
export function missingNote(f: Facts, intro = 'To make this stronger, add to the property'): string {
  if (!f.missing.length) return '';
  return `${intro}: ${joinList(f.missing)}.`;
}

export function leftOutNote(f: Facts): string {
  if (!f.leftOut.length) return '';
  const reasons = unique(f.leftOut).slice(0, 4);
  const n = f.leftOut.length;
  return `Left out ${n} sentence${n === 1 ? '' : 's'} of your property text (${joinList(reasons)}): Fair Housing and MLS rules ask to describe the property, not the people it suits, and to avoid pressure wording.`;
}

/** A sentence for an emphasis term that names no feature in the data: financing or a stated fact. */
export function emphasisSentence(term: string): string {
  const t = term.trim().replace(/[.]+$/, '');
  if (/\b(cash|loans?|financ\w*|fha|va|203k|conventional|mortgage)\b/i.test(t))
    return `Financing: ${lowerFirst(t).replace(/^that /, '')}.`;
  if (isClause(t)) return sentence(t.replace(/^that /i, ''));
  return '';
}

/**
 * What the agent asked to mention, as sentences from the data: the agent's own sentence or feature
 * that names it, else a sentence stating it. Terms found nowhere are left out (and named in the notes).
 */
export function emphasisLines(f: Facts): string[] {
  const pool = [
    ...splitSentences(f.description),
    ...f.statedFacts,
    ...f.highlights.map((h) => capitalize(h.phrase)),
    ...splitSentences(f.neighborhood),
  ];
  return unique(
    instructionEmphasis(f)
      .map((term) => pool.find((p) => mentions(p, term)) ?? emphasisSentence(term))
      .filter(Boolean)
      .map(sentence),
  );
}

/** The emphasis terms of the instructions, in the order the agent wrote them. */
export function instructionEmphasis(f: Facts): string[] {
  return f.instructions?.emphasis ?? [];
}

/**
 * What happened to the custom instructions, honestly: what was applied, what the built-in writer cannot
 * do, and what it refused under Fair Housing rules, with the reason.
 */
export function instructionsNotes(f: Facts, opts: { length?: boolean } = {}): string[] {
  const i = f.instructions;
  if (!i) return [];
  const out: string[] = [];
  const applied = opts.length ? i.applied : i.applied.filter((a) => !/words$|characters$/.test(a));
  if (applied.length) out.push(`From your instructions: ${joinList(applied)}.`);
  if (!opts.length && (i.words || i.chars))
    out.push('Length requests apply to the listing description; this piece keeps its usual length.');
  for (const r of i.refused)
    out.push(`Not applied: "${r.text}", because ${r.reason}. Describe the property instead.`);
  if (i.unapplied.length)
    out.push(
      `The built-in writer could not apply: ${joinList(i.unapplied.map((u) => `"${u}"`))}. Edit the text by hand or connect a language model.`,
    );
  return out;
}

export function followUpNote(f: Facts): string {
  if (!f.followUp) return '';
  return replaceBanned(
    `Written as a follow-up: ${f.followUp.title}. Angle: ${f.followUp.creativeAngle}${f.parentLines.length ? ' It carries over wording from the response it builds on.' : ''}`,
  );
}

/** Agent notes under a horizontal rule: never part of what gets published. */
export function agentNotes(f: Facts, extra: string[] = [], opts: { length?: boolean } = {}): string {
  const notes = [
    ...extra,
    followUpNote(f),
    ...instructionsNotes(f, opts),
    missingNote(f),
    leftOutNote(f),
  ].filter(Boolean);
  return withAgentNotes('', notes);
}
