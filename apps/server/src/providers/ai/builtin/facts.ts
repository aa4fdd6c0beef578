import { withAgentNotes } from '@ai-realty/shared/rules/publishable-text';
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
  num,
  replaceBanned,
  unique,
  usd,
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
  tone: 'luxury' | 'warm' | 'professional' | 'casual' | null;
  brief: boolean;
  /** Words of the instructions that matched a feature, to lead with it. */
  emphasis: string[];
};

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
  isRental: boolean;
  isSold: boolean;
  isComingSoon: boolean;
  price: number | null;
  /** "$525,000" or "$2,400/mo" for a rental. */
  priceText: string | null;
  beds: number | null;
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
  followUp: FollowUpAngle | null;
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
  const tone: InstructionHints['tone'] = /luxur|upscale|high[- ]end|elegant/.test(lower)
    ? 'luxury'
    : /warm|friendly|inviting|cozy/.test(lower)
      ? 'warm'
      : /professional|formal|investor/.test(lower)
        ? 'professional'
        : /casual|fun|playful|relaxed/.test(lower)
          ? 'casual'
          : null;
  const emphasis = unique(
    [
      ...lower.matchAll(
        /\b(?:highlight|emphasi[sz]e|focus on|feature|mention|lead with|showcase)\s+(?:the\s+)?([a-z][a-z\s-]{2,40})/g,
      ),
    ]
      .flatMap((m) => m[1].split(/\s+(?:and|&)\s+|,/))
      .map((w) => w.trim().split(/\s+/).slice(0, 3).join(' '))
      .filter((w) => w.length > 2),
  );
  const rentValue = rent ? moneyIn(rent[1]) : NaN;
  return {
    raw: text,
    monthlyRent: Number.isFinite(rentValue) && rentValue > 0 ? rentValue : null,
    downPaymentShare: down ? Number(down[1]) / 100 : null,
    interestRate: rate ? Number(rate[1]) / 100 : null,
    openHouse: open ? capitalize(open[0].trim()) : null,
    tone,
    brief: /\b(short|brief|concise|punchy|tight)\b/.test(lower),
    emphasis,
  };
}

function rankHighlights(f: Omit<Facts, 'highlights'>): Highlight[] {
  const out: Highlight[] = [];
  const add = (key: string, phrase: string, label: string, base: number) => {
    if (!phrase) return;
    const boosts = (phrase.match(FEATURE_WORDS) ?? []).length;
    const emphasised = f.instructions?.emphasis.some((w) => phrase.toLowerCase().includes(w)) ? 50 : 0;
    out.push({ key, phrase, label, score: base + boosts * 3 + emphasised });
  };
  if (f.renovations.length)
    add('renovations', `recent updates, including ${listOf(f.renovations, 3)}`, 'the updates', 14);
  if (f.outdoor.length) add('outdoor', listOf(f.outdoor, 3), 'the outdoor space', 12);
  if (f.environmental.length) add('environmental', listOf(f.environmental, 2), 'the setting', 10);
  if (f.architecture.length) add('architecture', listOf(f.architecture, 2), 'the architecture', 11);
  if (f.appliances.length) add('kitchen', `a kitchen with ${listOf(f.appliances, 3)}`, 'the kitchen', 9);
  if (f.sqft && f.sqft >= 2500) add('size', `${num(f.sqft)} sq ft of living space`, 'the space', 10);
  if (f.beds && f.beds >= 4) add('bedrooms', `${count(f.beds)} bedrooms`, 'the layout', 8);
  if (f.yearBuilt && f.yearBuilt < 1950)
    add('age', `the character of a home built in ${f.yearBuilt}`, 'its character', f.historical ? 11 : 7);
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

export function readFacts(input: {
  property: Property;
  address: string;
  customInstructions?: string;
  followUp?: FollowUpAngle;
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
  const baths = positive(b.Bathrooms);
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

  const base = {
    seed: hashString(`${input.address}|${b.PropertyType}|${price ?? ''}`),
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
    outdoor: items(p.KeyFeatures.OutdoorSpaces),
    parking: items(p.KeyFeatures.Parking),
    onsite: items(p.Amenities.Onsite),
    nearby: items(p.Amenities.Nearby),
    environmental: items(p.Environmental.Features),
    accessibility: items(p.Accessibility.Features),
    description: prose(p.Descriptions.PropertyDescription),
    neighborhood: prose(p.Descriptions.NeighborhoodDescription),
    historical: prose(p.HistoricalInfo.HistoricalDetails),
    inspections: prose(p.ConditionMaintenance.Inspections),
    maintenance: prose(p.ConditionMaintenance.MaintenanceHistory),
    keywords: unique((p.SEO.Keywords ?? []).map((k) => k.trim()).filter(Boolean)),
    customFields: Object.entries(p.CustomFields ?? {})
      .map(([k, v]) => [k.trim(), String(v).trim()] as [string, string])
      .filter(([k, v]) => k && v),
    propertyNotes: prose(p.CustomInstructions.Instructions),
    contact: {
      name: p.RealtorContact.Name.trim(),
      phone: p.RealtorContact.Phone.trim(),
      email: p.RealtorContact.Email.trim(),
      agency: p.RealtorContact.AgencyName.trim(),
    },
    instructions,
    followUp: input.followUp ?? null,
    leftOut,
    missing: [] as string[],
  };
  const missing: string[] = [];
  if (!price) missing.push(isRental ? 'the monthly rent' : 'the list price');
  if (kind !== 'land' && !beds) missing.push('bedrooms');
  if (kind !== 'land' && !baths) missing.push('bathrooms');
  if (!sqft) missing.push('square footage');
  if (kind !== 'land' && !yearBuilt) missing.push('year built');
  if (kind !== 'land' && !base.parking.length) missing.push('parking');
  if (!base.neighborhood && !base.nearby.length) missing.push('the neighborhood and nearby amenities');
  if ((kind === 'condo' || kind === 'townhouse') && !base.hoaMonthly) missing.push('HOA fees');
  if (kind !== 'land' && !base.renovations.length && !base.maintenance) missing.push('recent updates');
  base.missing = missing;
  const withHighlights = { ...base, highlights: [] as Highlight[] };
  withHighlights.highlights = rankHighlights(withHighlights);
  return withHighlights;
}

/** "a 4-bedroom home" / "a condo" / "a 2-bedroom, 2-bath townhome". */
export function describeUnit(f: Facts, opts: { article?: boolean } = {}): string {
  const parts: string[] = [];
  if (f.beds && f.kind !== 'land' && f.kind !== 'commercial') parts.push(`${count(f.beds)}-bedroom`);
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

export function featureLines(f: Facts, max = 5): string[] {
  const lines: string[] = [];
  if (f.summary) lines.push(f.summary);
  for (const h of f.highlights) {
    if (lines.length >= max) break;
    lines.push(capitalize(h.phrase));
  }
  return lines;
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

export function instructionsNote(f: Facts): string {
  if (!f.instructions) return '';
  return `Your instructions: "${replaceBanned(f.instructions.raw.replace(/\s+/g, ' ').slice(0, 300))}". The built-in writer applies emphasis, tone, length, rent, down payment, rate and open-house details it finds there; review the rest by hand.`;
}

export function followUpNote(f: Facts): string {
  if (!f.followUp) return '';
  return replaceBanned(`Written as a follow-up: ${f.followUp.title}. Angle: ${f.followUp.creativeAngle}`);
}

/** Agent notes under a horizontal rule: never part of what gets published. */
export function agentNotes(f: Facts, extra: string[] = []): string {
  const notes = [...extra, followUpNote(f), instructionsNote(f), missingNote(f), leftOutNote(f)].filter(
    Boolean,
  );
  return withAgentNotes('', notes);
}
