import type { Property, PropertyInput } from '@ai-realty/shared/schemas/property';
import {
  classifyFeature,
  customLabel,
  type FeatureKey,
  type FieldKey,
  fieldForLabel,
  mapListingType,
  mapPropertyType,
  normalizeLabel,
  propertyTypeInProse,
} from './listing-vocabulary.ts';
import { NUMBER, NUMBER_WORDS, parseMoney, parseNumber, parseNumberWords } from './number-words.ts';
import { looksLikeStreet, type ParsedAddress, parseAddress } from './parse-address.ts';
import { type ExtractInput, finishProperty, type PdfExtractor } from './pdf-extractor.ts';

// The offline extractor: general reading rules, no model. It reads the document three ways and
// prefers the most explicit: labelled values ("Bedrooms: 3", a table row "Price | $880,000", a
// section headed "Appliances"), then prose ("three bedrooms", "3BR/2BA", "HOA $350/mo", "Built in
// 1998"), then layout (a line that is only a price, bullets sorted by what they talk about).

export function createBuiltinExtractor(): PdfExtractor {
  return {
    kind: 'builtin',
    async extract(input) {
      return extractProperty(input);
    },
  };
}

type Line = {
  /** Cells not taken by a labelled value. */
  cells: string[];
  /** Every cell as written. */
  all: string[];
  bullet: boolean;
  para: number;
  page: number;
  /** Some cell is a "label: value" pair. */
  paired: boolean;
  /** Some pair's label names a field of the property. */
  labelled: boolean;
};
type Pair = { key: FieldKey | undefined; label: string; value: string; line: number };
type Section = {
  key: FieldKey | undefined;
  label: string;
  header: number;
  body: number[];
  /** "Label: value" lines under the header whose label names no field ("Parking features: ..."). */
  items: string[];
  /** Lines read under the header, labelled or not. */
  seen: number;
};

const BULLET = /^(?:[•●▪■◦‣∙·*►✓✔]|[-–—](?=\s))\s*/;
const INLINE_BULLET = /\s+[•●▪■◦‣∙·]\s+/;
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const MONEY =
  /\$\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?:\s?(?:k|m|million)\b)?|\$\s?\d+(?:\.\d+)?(?:\s?(?:k|m|million)\b)?/i;
const PER_MONTH = /^\s*(?:\/\s*mo(?:nth)?\b|per\s+month\b|a\s+month\b|monthly\b|\/\s*month\b|pcm\b)/i;
const FEE_CONTEXT =
  /\b(?:hoa|fees?|dues|tax(?:es)?|assessments?|deposit|credit|association|condo fee|strata|per sq|\/\s*sq|utilities|pet)\b[^$]{0,25}$/i;
const SHORT_VALUE_KEYS = new Set<FieldKey>([
  'propertyType',
  'listingType',
  'price',
  'rent',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'hoa',
  'zoning',
]);
const PROSE_KEYS = new Set<FieldKey>([
  'description',
  'neighborhood',
  'historical',
  'inspections',
  'maintenance',
]);
const AGENCY_WORDS =
  /\b(?:realty|real estate|realtors?|properties|property (?:group|management)|management|group|partners|homes|brokerage|brokers?|associates|advisors|capital|sotheby'?s|keller williams|re\/?max|compass|coldwell banker|century 21|exp realty|berkshire hathaway|douglas elliman|corcoran|redfin|estates|company|co\.|inc\.?|llc|ltd)(?!\w)/i;
const LEAD_IN =
  /^(?:(?:exclusively\s+|proudly\s+)?(?:listing\s+)?(?:presented|listed|represented|offered|marketed|sold)\s+by|(?:listing\s+)?courtesy\s+of|contact(?:\s+(?:agent|us|me))?|call(?:\s+or\s+text)?|for\s+(?:more\s+)?(?:info(?:rmation)?|details|showings?)(?:,?\s+(?:contact|call))?|your\s+agent|listing\s+agent|agent)\b[\s:,-]*/i;

export function extractProperty(input: ExtractInput): Property {
  const doc = readDocument(input.text);
  const draft = buildProperty(doc);
  return finishProperty(draft, input);
}

type Doc = {
  lines: Line[];
  pairs: Pair[];
  sections: Section[];
  /** Lines that are neither labelled values nor in a section. */
  loose: number[];
  /** Paragraph text (lines joined, hyphenation undone), in order. */
  paragraphs: { lines: number[]; text: string }[];
  fullText: string;
  /** The same without lines labelled with a field: where lead-ins like "available for" are read. */
  freeText: string;
};

// ---------------------------------------------------------------------------------------------
// Reading the layout

function readDocument(text: string): Doc {
  const lines: Line[] = [];
  let para = 0;
  let page = 1;
  let open = false;
  for (const raw of text.replace(/\r/g, '').split('\n')) {
    if (raw.includes('\f')) page++;
    const trimmed = raw.replace(/\f/g, '').replace(/\s+$/, '').trim();
    if (!trimmed) {
      if (open) para++;
      open = false;
      continue;
    }
    open = true;
    let body = trimmed;
    let bullet = false;
    const marker = body.match(BULLET);
    if (marker && marker[0].length < body.length) {
      bullet = true;
      body = body.slice(marker[0].length);
    }
    let cells = body
      .split(/\s*\|\s*|\t+|\s{3,}/)
      .map((c) => c.replace(/\s*\.{3,}\s*/g, ': ').trim())
      .filter((c) => c.length > 0);
    if (cells.length === 1 && INLINE_BULLET.test(cells[0])) {
      cells = cells[0].split(INLINE_BULLET).filter(Boolean);
      bullet = true;
    }
    if (cells.length > 0)
      lines.push({ cells, all: cells, bullet, para, page, paired: false, labelled: false });
  }

  const pairs: Pair[] = [];
  const sections: Section[] = [];
  const loose: number[] = [];
  let section: Section | undefined;
  const close = () => {
    if (section && (section.body.length > 0 || section.items.length > 0)) sections.push(section);
    section = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    if (section && previous && line.para !== previous.para) {
      // A header alone in its paragraph owns the next one; otherwise its paragraph ends it.
      const headerAlone = section.seen === 0 && lines[section.header].para === previous.para;
      if (!headerAlone) close();
    }
    const header = headerOf(line);
    if (header) {
      close();
      section = { key: header.key, label: header.label, header: i, body: [], items: [], seen: 0 };
      continue;
    }
    const { found, rest } = pairsOfLine(line, i);
    if (found.length === 0 && continuesPair(line, previous, pairs)) {
      // A long value wrapped onto the next line ("Appliances: range, dishwasher," / "washer and dryer").
      pairs[pairs.length - 1].value += ` ${line.cells[0]}`;
      line.paired = true;
      continue;
    }
    line.paired = found.length > 0;
    line.labelled = found.some((p) => p.key !== undefined);
    if (section) section.seen++;
    for (const pair of found) {
      // Under a field's header, a pair with an unknown label is a detail of that field.
      if (!pair.key && section?.key && section.key !== 'features' && !customLabel(pair.label)) {
        section.items.push(detailOf(pair, section.label));
      } else pairs.push(pair);
    }
    if (found.length > 0 && rest.length === 0) continue;
    // Leftover cells of a labelled row ("Price | $880,000 | Pool") stay as loose text.
    if (found.length > 0) line.cells = rest;
    if (section) section.body.push(i);
    else loose.push(i);
  }
  close();

  const paragraphs: Doc['paragraphs'] = [];
  for (let i = 0; i < lines.length; i++) {
    const last = paragraphs[paragraphs.length - 1];
    if (last && lines[last.lines[0]].para === lines[i].para) last.lines.push(i);
    else paragraphs.push({ lines: [i], text: '' });
  }
  for (const p of paragraphs) p.text = joinProse(p.lines.map((i) => lines[i].all.join(' | ')));
  const fullText = paragraphs.map((p) => p.text).join('\n');
  const freeText = paragraphs
    .map((p) => joinProse(p.lines.filter((i) => !lines[i].labelled).map((i) => lines[i].all.join(' | '))))
    .filter(Boolean)
    .join('\n');
  return { lines, pairs, sections, loose, paragraphs, fullText, freeText };
}

/** "Parking features: Attached garage" under "Parking" is "Attached garage"; "Total spaces: 2" stays whole. */
function detailOf(pair: Pair, sectionLabel: string): string {
  const words = normalizeLabel(sectionLabel).split(' ');
  const label = normalizeLabel(pair.label);
  return words.some((w) => w.length > 3 && label.includes(w)) ? pair.value : `${pair.label}: ${pair.value}`;
}

function continuesPair(line: Line, previous: Line | undefined, pairs: Pair[]): boolean {
  const last = pairs[pairs.length - 1];
  if (!previous || !last || !previous.paired || previous.para !== line.para) return false;
  if (line.bullet || line.cells.length !== 1) return false;
  return /,$/.test(last.value) || /^[a-z]/.test(line.cells[0]);
}

/** Lines of prose as one text: soft line breaks become spaces, words broken by a hyphen are rejoined. */
function joinProse(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    const p = part.trim();
    if (!p) continue;
    if (!out) out = p;
    else if (/[A-Za-z]-$/.test(out) && /^[a-z]/.test(p)) out += p;
    else out += ` ${p}`;
  }
  return out;
}

function headerOf(line: Line): { key: FieldKey | undefined; label: string } | undefined {
  if (line.bullet || line.cells.length !== 1) return undefined;
  const cell = line.cells[0];
  const colon = cell.match(/^([A-Za-z][A-Za-z0-9 /&().#'’+-]{0,48}?)\s*[:：]$/);
  if (colon) return { key: fieldForLabel(colon[1]), label: colon[1].trim() };
  if (/\d/.test(cell) || cell.split(/\s+/).length > 5 || /[.!?]$/.test(cell)) return undefined;
  const key = fieldForLabel(cell);
  // Only section-like fields head a block; "Price" alone on a line is a table cell, not a header.
  if (
    key &&
    !SHORT_VALUE_KEYS.has(key) &&
    !['agentPhone', 'agentEmail', 'city', 'state', 'zip'].includes(key)
  )
    return { key, label: cell };
  return undefined;
}

function pairsOfLine(line: Line, index: number): { found: Pair[]; rest: string[] } {
  const found: Pair[] = [];
  const rest: string[] = [];
  const cells = line.cells;
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c];
    const inline = inlinePairs(cell, index);
    if (inline.length > 0) {
      // "Heating:" alone in a cell with its value in the next one.
      if (
        inline.length === 1 &&
        inline[0].value === '' &&
        c + 1 < cells.length &&
        !isLabelCell(cells[c + 1])
      ) {
        inline[0].value = cells[c + 1];
        c++;
      }
      found.push(...inline.filter((p) => p.value !== ''));
      continue;
    }
    if (cells.length > 1 && isLabelCell(cell) && c + 1 < cells.length && !isLabelCell(cells[c + 1])) {
      found.push({ key: fieldForLabel(cell), label: cell, value: cells[c + 1], line: index });
      c++;
      continue;
    }
    const prefixed = prefixPair(cell, index);
    if (prefixed) {
      found.push(prefixed);
      continue;
    }
    rest.push(cell);
  }
  return { found, rest };
}

function isLabelCell(cell: string): boolean {
  if (/\d|\$/.test(cell) || cell.split(/\s+/).length > 5) return false;
  return fieldForLabel(cell) !== undefined || customLabel(cell) !== undefined;
}

/** "Label: value" pairs in one cell, several when known labels follow each other ("Beds: 3 Baths: 2"). */
function inlinePairs(cell: string, line: number): Pair[] {
  const first = cell.match(/^([A-Za-z#][A-Za-z0-9 /&().#'’+-]{0,48}?)\s*[:：]\s*(.*)$/);
  if (!first) return [];
  const label = first[1].trim();
  if (label.split(/\s+/).length > 6 || /^(?:https?|www|mailto|tel)$/i.test(label)) return [];
  const starts: { at: number; label: string; valueAt: number }[] = [
    { at: 0, label, valueAt: cell.length - first[2].length },
  ];
  const later = /([A-Za-z#][A-Za-z/&#]*(?: [A-Za-z/&#]+){0,4})\s*:\s/g;
  for (const m of cell.slice(starts[0].valueAt).matchAll(later)) {
    const words = m[1].split(' ');
    for (let k = 0; k < words.length; k++) {
      const candidate = words.slice(k).join(' ');
      if (fieldForLabel(candidate) || customLabel(candidate)) {
        const offset = starts[0].valueAt + (m.index ?? 0) + m[1].length - candidate.length;
        starts.push({
          at: offset,
          label: candidate,
          valueAt: starts[0].valueAt + (m.index ?? 0) + m[0].length,
        });
        break;
      }
    }
  }
  return starts.map((s, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].at : cell.length;
    const value = cell.slice(s.valueAt, end).trim();
    return { key: fieldForLabel(s.label), label: s.label, value, line };
  });
}

/** "Beds 3", "HOA $350/mo", "Type Condo": a known short label followed by a plausible value. */
function prefixPair(cell: string, line: number): Pair | undefined {
  const words = cell.split(/\s+/);
  if (words.length < 2 || words.length > 8 || /[.!?]$/.test(cell)) return undefined;
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    const key = fieldForLabel(label);
    if (!key || !SHORT_VALUE_KEYS.has(key)) continue;
    const value = words.slice(n).join(' ');
    if (!plausibleValue(key, value)) continue;
    return { key, label, value, line };
  }
  return undefined;
}

function plausibleValue(key: FieldKey, value: string): boolean {
  switch (key) {
    case 'propertyType':
      return mapPropertyType(value) !== '';
    case 'listingType':
      return mapListingType(value) !== '';
    case 'price':
    case 'rent':
    case 'hoa':
      return parseMoney(value) !== null;
    case 'zoning':
      return /^[A-Z0-9-]{1,8}\b/.test(value);
    default:
      return parseNumber(value) !== null;
  }
}

// ---------------------------------------------------------------------------------------------
// From the read document to the property object

function buildProperty(doc: Doc): PropertyInput {
  const labelled = new Map<FieldKey, string[]>();
  const custom: Record<string, string> = {};
  let bedsBaths: [number, number] | undefined;
  for (const pair of doc.pairs) {
    if (pair.key) {
      const list = labelled.get(pair.key) ?? [];
      list.push(pair.value);
      labelled.set(pair.key, list);
      continue;
    }
    const combo = normalizeLabel(pair.label).match(/^(?:beds?|bedrooms?|br)\s+(?:baths?|bathrooms?|ba)$/);
    const numbers = pair.value.match(/(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/);
    if (combo && numbers) {
      bedsBaths = [Number(numbers[1]), Number(numbers[2])];
      continue;
    }
    const name = customLabel(pair.label) ?? tidyLabel(pair.label);
    if (name && Object.keys(custom).length < 40 && !custom[name]) custom[name] = pair.value.slice(0, 2000);
  }
  const first = (key: FieldKey) => labelled.get(key)?.[0]?.trim() ?? '';
  const all = (key: FieldKey) => labelled.get(key) ?? [];

  // Sections: prose sections become text, list sections become comma-separated items.
  const sectionText = new Map<FieldKey, string>();
  const featureItems: string[] = [];
  for (const section of doc.sections) {
    const bodyLines = section.body.map((i) => doc.lines[i]);
    if (section.key === 'features') {
      featureItems.push(...listItems(bodyLines));
      continue;
    }
    const text = PROSE_KEYS.has(section.key as FieldKey)
      ? proseOf(bodyLines)
      : [...section.items, listOf(bodyLines)].filter(Boolean).join(', ');
    if (!text) continue;
    if (!section.key) {
      const name = customLabel(section.label) ?? tidyLabel(section.label);
      if (name && !custom[name]) custom[name] = text.slice(0, 10_000);
      continue;
    }
    if (section.key === 'agentName' || section.key === 'agency') {
      // A "Contact" or "Listing Agent" block: its lines are read as a contact block below.
      continue;
    }
    sectionText.set(section.key, [sectionText.get(section.key), text].filter(Boolean).join(', '));
  }
  const labelledOrSection = (key: FieldKey) => first(key) || sectionText.get(key) || '';

  // Bullets outside any section are features too (with their wrapped continuation lines).
  const looseBullets: Line[] = [];
  for (const i of doc.loose) {
    const line = doc.lines[i];
    const previous = looseBullets[looseBullets.length - 1];
    if (line.bullet || (previous && previous.para === line.para && /^[a-z]/.test(line.cells[0])))
      looseBullets.push(line);
  }
  featureItems.push(...listItems(looseBullets));
  const features = new Map<FeatureKey, string[]>();
  const unplaced: string[] = [];
  for (const item of featureItems) {
    // "3BR / 2BA", "1,850 SQ FT", "Built 1938", a phone between bullets are facts, read elsewhere.
    if (isFactItem(item)) continue;
    const key = classifyFeature(item);
    if (!key) {
      unplaced.push(item);
      continue;
    }
    const cleaned = key === 'flooring' ? item.replace(/\s+(?:floors?|flooring)$/i, '') : item;
    features.set(key, [...(features.get(key) ?? []), cleaned]);
  }
  if (unplaced.length > 0 && !custom.Highlights) custom.Highlights = unplaced.join(', ');
  const feature = (key: FeatureKey & FieldKey) =>
    labelledOrSection(key) || (features.get(key) ?? []).join(', ');

  const text = doc.fullText;
  const prose = proseParagraphs(doc);

  // Basic facts.
  const priceFacts = findPrice(doc, first('price'), first('rent'));
  const beds =
    numberOf(first('beds')) ??
    bedsBaths?.[0] ??
    countBefore(text, 'beds') ??
    (/\bstudio\b/i.test(text) ? 0 : null);
  const baths = numberOf(first('baths')) ?? bedsBaths?.[1] ?? countBefore(text, 'baths');
  const sqft = numberOf(first('sqft')) ?? findSquareFeet(text);
  const yearBuilt = yearOf(first('yearBuilt')) ?? findYearBuilt(text);
  const hoa = first('hoa') ? parseMoney(first('hoa')) : findHoa(text);

  // Contact lines are left out: an agency called "Condo Kings Realty" says nothing about the home.
  const propertyType =
    mapPropertyType(first('propertyType')) ||
    propertyTypeInProse(
      doc.paragraphs
        .map((p) =>
          joinProse(
            p.lines.filter((i) => !isContactLine(doc.lines[i])).map((i) => doc.lines[i].all.join(' | ')),
          ),
        )
        .join('\n'),
    );
  const listingType =
    mapListingType(first('listingType')) ||
    (priceFacts.rent ? 'For Rent' : '') ||
    findListingType(doc) ||
    (priceFacts.price !== null ? 'For Sale' : '');

  const address = findAddress(doc, labelled);
  const contact = findContact(doc, labelled, address);

  const heatingCooling =
    [first('heatingCooling'), first('heating'), first('cooling')].filter(Boolean).join(', ') ||
    feature('heatingCooling');

  // Descriptions: a labelled description wins; otherwise the document's own prose paragraphs.
  const neighborhoodParas = prose.filter((p, i) => i > 0 && isNeighborhoodProse(p.text));
  const descriptionParas = prose.filter((p) => !neighborhoodParas.includes(p));
  const description = labelledOrSection('description') || descriptionParas.map((p) => p.text).join('\n\n');
  const labelledNeighborhood = isFullAddress(first('neighborhood'))
    ? sectionText.get('neighborhood') || ''
    : labelledOrSection('neighborhood');
  const neighborhood = labelledNeighborhood || neighborhoodParas.map((p) => p.text).join('\n\n');

  const zoning = first('zoning') || sectionText.get('zoning') || findZoning(text);
  const keywords = all('keywords')
    .concat(sectionText.get('keywords') ?? [])
    .flatMap((k) => k.split(/\s*[,;•|]\s*/))
    .map((k) => k.trim())
    .filter(Boolean);

  const draft: PropertyInput = {
    BasicInfo: {
      PropertyType: propertyType,
      ListingType: listingType,
      Price: priceFacts.price ?? 0,
      Bedrooms: beds ?? 0,
      Bathrooms: baths ?? 0,
      SquareFootage: sqft ?? 0,
      Address: address,
    },
    KeyFeatures: {
      ArchitecturalDetails: feature('architecture'),
      Renovations: feature('renovations'),
      Appliances: feature('appliances'),
      FlooringType: feature('flooring'),
      WindowFeatures: feature('windows'),
      HeatingCooling: heatingCooling,
      OutdoorSpaces: feature('outdoor'),
      Parking: feature('parking'),
    },
    Amenities: { Onsite: feature('onsite'), Nearby: feature('nearby') },
    Environmental: { Features: feature('environmental') },
    Accessibility: { Features: feature('accessibility') },
    Descriptions: { PropertyDescription: description, NeighborhoodDescription: neighborhood },
    SEO: { Keywords: uniqueKeywords(keywords) },
    LegalCompliance: { HOAFees: hoa ?? 0, ZoningInfo: zoning },
    HistoricalInfo: {
      YearBuilt: yearBuilt ?? 0,
      HistoricalDetails: labelledOrSection('historical'),
    },
    ConditionMaintenance: {
      Inspections: labelledOrSection('inspections'),
      MaintenanceHistory: labelledOrSection('maintenance'),
    },
    CustomFields: custom,
    RealtorContact: contact,
    CustomInstructions: { Instructions: '' },
  };
  if (draft.SEO?.Keywords?.length === 0) draft.SEO.Keywords = derivedKeywords(draft);
  return draft;
}

function tidyLabel(label: string): string {
  const t = label.replace(/\s+/g, ' ').trim();
  if (!t || t.length > 48 || !/[A-Za-z]/.test(t)) return '';
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function itemsOf(line: Line): string[] {
  return line.cells.map((c) => c.replace(BULLET, '').trim()).filter(Boolean);
}

function proseOf(lines: Line[]): string {
  return joinProse(lines.map((l) => l.cells.join(' ')));
}

/** Items of a list; a wrapped line (no bullet, starting lower-case) continues the item before. */
function listItems(lines: Line[]): string[] {
  const items: string[] = [];
  for (const l of lines) {
    const parts = itemsOf(l);
    if (!l.bullet && items.length > 0 && /^[a-z]/.test(parts[0] ?? '')) {
      items[items.length - 1] += ` ${parts.shift()}`;
    }
    items.push(...parts);
  }
  return items;
}

/** A list section: bullets become "a, b, c"; prose lines stay prose. */
function listOf(lines: Line[]): string {
  if (lines.length > 0 && lines.every((l) => l.bullet || l.cells.length > 1 || !/[.!?]$/.test(l.cells[0]))) {
    return listItems(lines).join(', ');
  }
  return proseOf(lines);
}

function isFactItem(item: string): boolean {
  return [
    COUNT_PATTERNS.beds,
    COUNT_PATTERNS.baths,
    /^\$\s?\d/,
    /\b(?:sq\.?\s*ft|square\s+f(?:ee|oo)t|sqft)\b/i,
    /^(?:year\s+)?built\s+(?:in\s+)?\d{4}$/i,
    PHONE,
    EMAIL,
  ].some((p) => {
    p.lastIndex = 0;
    const hit = p.test(item);
    p.lastIndex = 0;
    return hit;
  });
}

function numberOf(value: string): number | null {
  if (!value) return null;
  if (/^studio\b/i.test(value.trim())) return 0;
  return parseNumber(value);
}

function yearOf(value: string): number | null {
  if (!value) return null;
  const digits = value.match(/\b(1[789]\d{2}|20\d{2})\b/);
  if (digits) return Number(digits[1]);
  return validYear(parseNumberWords(value.replace(/[^A-Za-z\s-]/g, ' ').trim()));
}

function validYear(year: number | null): number | null {
  if (year === null || !Number.isInteger(year)) return null;
  return year >= 1800 && year <= new Date().getFullYear() ? year : null;
}

// ---------------------------------------------------------------------------------------------
// Facts in prose

const N = `(?<![\\d,.])(${NUMBER})`;
const COUNT_PATTERNS = {
  beds: new RegExp(`${N}\\s*(?:-\\s*|\\s)?(?:bed(?:room)?s?|bdrms?|brs?|bds?)(?![a-z])`, 'gi'),
  baths: new RegExp(`${N}\\s*(?:-\\s*|\\s)?(?:full\\s+)?(?:bath(?:room)?s?|bths?|ba)(?![a-z])`, 'gi'),
};

const COUNT_AFTER = {
  beds: /\b(?:bedrooms?|beds?|bdrms?)\b\s*[:-]?\s*(\d+(?:\.\d+)?)(?![\d,])/gi,
  baths: /\b(?:bathrooms?|baths?)\b\s*[:-]?\s*(\d+(?:\.\d+)?)(?![\d,])/gi,
};

/**
 * "3 bedrooms", "three-bedroom", "3BR", "3 bd": the first count written before the word; failing
 * that, one written after it ("Bedrooms 2 / Baths 2").
 */
function countBefore(text: string, what: 'beds' | 'baths'): number | null {
  for (const pattern of [COUNT_PATTERNS[what], COUNT_AFTER[what]]) {
    for (const m of text.matchAll(pattern)) {
      const n = parseNumber(m[1]);
      if (n !== null && n >= 0 && n < 100) return n;
    }
  }
  return null;
}

function findSquareFeet(text: string): number | null {
  const pattern = new RegExp(
    `${N}\\s*(?:\\+|±|\\+/-)?\\s*(?:-\\s*)?(?:sq\\.?\\s*ft\\.?|sq\\.?\\s*feet|square[- ]f(?:ee|oo)t|sqft|sf|ft²|ft2)(?![a-z])`,
    'gi',
  );
  for (const m of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    if (/\blot\b|\bland\b|\bparcel\b|\byard\b/i.test(before) || /^\s*(?:lot|of land)\b/i.test(after))
      continue;
    const n = parseNumber(m[1]);
    if (n !== null && n >= 100) return n;
  }
  const living = text.match(
    /\b(?:living (?:area|space)|interior|sq\.?\s*ft\.?|square\s+f(?:ee|oo)t(?:age)?|sqft)\s*[:-]?\s*(?:of\s+)?(?:approximately\s+|approx\.?\s+|about\s+)?(\d{1,3}(?:,\d{3})+|\d{3,5})\b/i,
  );
  return living ? parseNumber(living[1]) : null;
}

function findYearBuilt(text: string): number | null {
  const patterns = [
    /\b(?:built|constructed|completed|erected)\s+(?:in\s+|circa\s+|around\s+|c\.\s*|during\s+)?(1[789]\d{2}|20\d{2})\b/i,
    /\byear\s+built\s*(?:is|was|:)?\s*(1[789]\d{2}|20\d{2})\b/i,
    /\bcirca\s+(1[789]\d{2}|20\d{2})\b/i,
    /\b(1[789]\d{2}|20\d{2})[- ]built\b/i,
    /\b(?:built|constructed)\s+in\s+(1[789]\d{2}|20\d{2})/i,
  ];
  for (const p of patterns) {
    const m = text.match(p);
    if (m) {
      const year = validYear(Number(m[1]));
      if (year) return year;
    }
  }
  const words = text.match(new RegExp(`\\b(?:built|constructed)\\s+in\\s+(${NUMBER_WORDS})`, 'i'));
  return words ? validYear(parseNumberWords(words[1])) : null;
}

function findHoa(text: string): number | null {
  if (
    /\bno\s+(?:hoa|association\s+fees?|hoa\s+fees?)\b|\bhoa\s*(?:fees?|dues)?\s*[:-]?\s*(?:none|n\/a)\b/i.test(
      text,
    )
  )
    return 0;
  const before = text.match(
    /\b(?:hoa|home\s?owners'?\s+association|association|condo|strata|common\s+charges?)\s*(?:dues|fees?|assessments?|charges?)?\s*(?:of|are|is|:|=|at|just|only|run|runs|total)?\s*(?:just|only|about|approximately)?\s*(\$\s?\d[\d,]*(?:\.\d+)?)/i,
  );
  if (before) return parseMoney(before[1]);
  const after = text.match(
    /(\$\s?\d[\d,]*(?:\.\d+)?)\s*(?:\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly|\/\s*month)?\s*(?:hoa|association|condo)\s*(?:dues|fees?)?\b/i,
  );
  if (after) return parseMoney(after[1]);
  const words = text.match(
    new RegExp(
      `\\b(?:hoa|association)\\s+(?:dues|fees?)\\s+(?:of|are|is)\\s+(${NUMBER_WORDS})\\s+dollars`,
      'i',
    ),
  );
  return words ? parseNumberWords(words[1]) : null;
}

function findZoning(text: string): string {
  const m = text.match(
    /\bzoned\s+(?:as\s+|for\s+)?([A-Z]{1,3}[- ]?\d{1,2}[A-Z]?\b|(?:residential|commercial|agricultural|industrial|mixed[- ]use)(?:\s+use)?)/i,
  );
  return m ? m[1].trim() : '';
}

function findPrice(
  doc: Doc,
  labelledPrice: string,
  labelledRent: string,
): { price: number | null; rent: boolean } {
  if (labelledRent) {
    const rent = parseMoney(labelledRent);
    if (rent !== null) return { price: rent, rent: true };
  }
  if (labelledPrice) {
    const price = parseMoney(labelledPrice);
    if (price !== null) return { price, rent: PER_MONTH.test(labelledPrice.replace(/^[^/a-z]*\d/i, '')) };
  }
  // Lead-ins are read outside labelled lines: "Parking: available for $250/month" is not the price.
  const text = doc.freeText;
  const lead = text.match(
    /\b(?:(?:offered|priced|listed|available|yours|selling|now|sold|leased)\s+(?:at|for)|asking(?:\s+price)?(?:\s+(?:of|is|at|for))?)\s+(?:just\s+|only\s+)?(\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?)(\s*(?:\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly))?/i,
  );
  if (lead) return { price: parseMoney(lead[1]), rent: Boolean(lead[2]) };
  const rentLead = text.match(/\brent(?:s|al)?\s*(?:is|of|:|at|for)?\s*(\$\s?\d[\d,]*)/i);
  if (rentLead && !/\b(?:hoa|fee)\b/i.test(rentLead[0]))
    return { price: parseMoney(rentLead[1]), rent: true };
  const words = text.match(
    new RegExp(
      `\\b(?:offered|priced|listed|asking|sold)\\s+(?:at\\s+|for\\s+)?(${NUMBER_WORDS})\\s+dollars`,
      'i',
    ),
  );
  if (words) return { price: parseNumberWords(words[1]), rent: false };

  // A line or cell that is only an amount is the price of a flyer (cells of labelled rows are not).
  for (const line of doc.lines) {
    if (line.paired) continue;
    for (const cell of line.cells) {
      const m = cell.match(
        /^(\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?)\s*(\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly)?\.?$/i,
      );
      if (m) return { price: parseMoney(m[1]), rent: Boolean(m[2]) };
    }
  }
  // An amount per month outside any fee is a rent.
  for (const m of text.matchAll(new RegExp(MONEY.source, 'gi'))) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 14);
    if (
      PER_MONTH.test(after) &&
      !FEE_CONTEXT.test(text.slice(Math.max(0, at - 40), at)) &&
      !/^\s*\S*\s*(?:hoa|association|condo|fee)/i.test(after.replace(PER_MONTH, ''))
    )
      return { price: parseMoney(m[0]), rent: true };
  }
  // Last resort: the largest amount that is not a fee.
  let best: number | null = null;
  const all = doc.fullText;
  for (const m of all.matchAll(new RegExp(MONEY.source, 'gi'))) {
    const at = m.index ?? 0;
    if (FEE_CONTEXT.test(all.slice(Math.max(0, at - 40), at))) continue;
    const value = parseMoney(m[0]);
    if (value !== null && value >= 10_000 && (best === null || value > best)) best = value;
  }
  return { price: best, rent: false };
}

/** Banner words ("JUST LISTED", "SOLD", "FOR LEASE") and phrases in prose. */
function findListingType(doc: Doc): string {
  for (const line of doc.lines) {
    const cell = line.all.join(' ');
    if (cell.split(/\s+/).length <= 4) {
      if (/^(?:just\s+)?sold!?$/i.test(cell)) return 'Sold';
      if (/^coming\s+soon!?$/i.test(cell)) return 'Coming Soon';
      if (/^(?:for\s+(?:rent|lease)|now\s+leasing|available\s+for\s+(?:rent|lease)|rental)!?$/i.test(cell))
        return 'For Rent';
      if (
        /^(?:for\s+sale|just\s+listed|new\s+listing|new\s+to\s+market|open\s+house|price\s+reduced)!?$/i.test(
          cell,
        )
      )
        return 'For Sale';
    }
  }
  const text = doc.fullText;
  if (
    /\b(?:for\s+(?:rent|lease)|available\s+(?:to|for)\s+(?:rent|lease)|monthly\s+rent|lease\s+terms?|per\s+month\s+lease)\b/i.test(
      text,
    )
  )
    return 'For Rent';
  if (/\bcoming\s+soon\b/i.test(text)) return 'Coming Soon';
  if (/\b(?:just\s+sold|sold\s+(?:for|at)\s+\$|closed\s+(?:for|at)\s+\$)/i.test(text)) return 'Sold';
  if (/\boff[- ]market\b/i.test(text)) return 'Off Market';
  if (/\b(?:for\s+sale|just\s+listed|new\s+listing|offered\s+at)\b/i.test(text)) return 'For Sale';
  return '';
}

// ---------------------------------------------------------------------------------------------
// Address

function findAddress(doc: Doc, labelled: Map<FieldKey, string[]>): ParsedAddress {
  const get = (key: FieldKey) => labelled.get(key)?.[0]?.trim() ?? '';
  const result: ParsedAddress = { Street: '', City: '', State: '', ZipCode: '' };
  const labelledAddress = get('address') || (labelled.get('neighborhood') ?? []).find(isFullAddress) || '';
  if (labelledAddress) Object.assign(result, parseAddress(labelledAddress));
  if (get('street')) result.Street = get('street');
  if (get('city')) result.City = get('city');
  if (get('state')) result.State = parseAddress(`x, ${get('state')}`).State || result.State;
  if (get('zip')) result.ZipCode = get('zip').match(/\d{5}/)?.[0] ?? result.ZipCode;
  if (result.Street && result.City) return result;

  const contactParas = new Set(
    doc.lines.filter((l) => EMAIL.test(l.all.join(' ')) || PHONE.test(l.all.join(' '))).map((l) => l.para),
  );
  const cityLine = /^[A-Za-z][A-Za-z .'-]+,\s*[A-Za-z .]{2,20}(?:\s+\d{5}(?:-\d{4})?)?$/;
  for (const pass of [false, true]) {
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i];
      if (!pass && contactParas.has(line.para)) continue;
      for (const cell of line.all) {
        const candidate = cell.replace(/^[A-Za-z][A-Za-z ]{0,24}:\s*/, '');
        if (!looksLikeStreet(candidate) || /\b(?:bed|bath|sq|acre|car|story|stories)/i.test(candidate))
          continue;
        const parsed = parseAddress(candidate);
        if (parsed.Street && parsed.City && (parsed.State || parsed.ZipCode)) return fill(result, parsed);
        const next = doc.lines[i + 1];
        if (next && next.para === line.para && cityLine.test(next.all[0])) {
          const combined = parseAddress(`${candidate}, ${next.all[0]}`);
          if (combined.City) return fill(result, combined);
        }
      }
    }
    // An address written into a sentence: "Welcome to 12 Oak Street, Austin, TX 78701."
    for (const p of doc.paragraphs) {
      if (!pass && (EMAIL.test(p.text) || PHONE.test(p.text))) continue;
      const m = p.text.match(INLINE_ADDRESS);
      if (m) {
        const parsed = parseAddress(m[1]);
        if (parsed.Street && parsed.City) return fill(result, parsed);
      }
    }
  }
  return result;
}

const INLINE_ADDRESS =
  /(?<![\w,])(\d+[A-Za-z]?(?:\s+[A-Z0-9][\w.'#-]*){1,5},(?:\s*[A-Z][\w.'-]*){1,3},\s*(?:[A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+\d{5}(?:-\d{4})?)\b/;

function isFullAddress(value: string | undefined): boolean {
  if (!value || !looksLikeStreet(value)) return false;
  const parsed = parseAddress(value);
  return Boolean(parsed.Street && parsed.City && (parsed.State || parsed.ZipCode));
}

function fill(target: ParsedAddress, source: ParsedAddress): ParsedAddress {
  for (const key of ['Street', 'City', 'State', 'ZipCode'] as const) target[key] ||= source[key];
  return target;
}

// ---------------------------------------------------------------------------------------------
// Agent contact

function isContactLine(line: Line): boolean {
  const t = line.all.join(' | ');
  return EMAIL.test(t) || PHONE.test(t) || LEAD_IN.test(line.all[0]);
}

function findContact(doc: Doc, labelled: Map<FieldKey, string[]>, address: ParsedAddress) {
  const get = (key: FieldKey) => labelled.get(key)?.[0]?.trim() ?? '';
  const contact = { Name: '', Phone: '', Email: '', AgencyName: '' };
  const labelledName = get('agentName');
  const labelledPhone = (labelled.get('agentPhone') ?? []).find((v) => PHONE.test(v));
  const labelledEmail = (labelled.get('agentEmail') ?? []).find((v) => EMAIL.test(v));
  if (labelledPhone) contact.Phone = labelledPhone.match(PHONE)![0].trim();
  if (labelledEmail) contact.Email = labelledEmail.match(EMAIL)![0];
  if (get('agency')) contact.AgencyName = cleanSegment(get('agency'));
  if (labelledName) {
    // "Listing Agent: Jane Doe, Acme Realty" holds both (and sometimes a phone or licence number).
    const parts = segmentsOf(labelledName.replace(PHONE, ' | ').replace(EMAIL, ' | '));
    contact.Name = parts.find(isPersonName) ?? parts[0] ?? '';
    contact.AgencyName ||= parts.find((p) => p !== contact.Name && AGENCY_WORDS.test(p)) ?? '';
  }
  if (contact.Name && contact.Phone && contact.Email && contact.AgencyName) return contact;

  // Contact lines, most telling first: lines opened by a lead-in ("Presented by ..."), the body of a
  // "Presented by" or "Agent" block, lines holding a phone or an email, then the lines right around
  // those in the same paragraph (a name above a phone number).
  const lead: number[] = [];
  const block: number[] = [];
  const direct: number[] = [];
  doc.lines.forEach((line, i) => {
    if (LEAD_IN.test(line.all[0])) lead.push(i);
    else if (isContactLine(line)) direct.push(i);
  });
  for (const section of doc.sections) {
    if (section.key === 'agentName' || section.key === 'agency') block.push(...section.body);
  }
  const near: number[] = [];
  for (const i of [...lead, ...block, ...direct]) {
    for (const j of [i - 2, i - 1, i + 1, i + 2]) {
      if (doc.lines[j]?.para === doc.lines[i].para) near.push(j);
    }
  }
  const ordered = [...new Set([...lead, ...block, ...direct, ...near])];
  const segments: string[] = [];
  const blockText: string[] = [];
  for (const i of ordered) {
    const line = doc.lines[i];
    blockText.push(line.all.join(' | '));
    for (const cell of line.all) {
      let rest = cell.replace(LEAD_IN, '');
      const phone = rest.match(PHONE);
      const email = rest.match(EMAIL);
      if (phone) rest = rest.replace(phone[0], ' | ');
      if (email) rest = rest.replace(email[0], ' | ');
      rest = rest.replace(
        /\b(?:phone|tel|cell|mobile|office|direct|e-?mail|ph|call|text)\b\s*[:.]?/gi,
        ' | ',
      );
      segments.push(...segmentsOf(rest));
    }
  }
  const joined = blockText.join('\n');
  contact.Phone ||= joined.match(PHONE)?.[0].trim() ?? doc.fullText.match(PHONE)?.[0].trim() ?? '';
  contact.Email ||= joined.match(EMAIL)?.[0] ?? doc.fullText.match(EMAIL)?.[0] ?? '';
  const domain = contact.Email.split('@')[1]?.split('.')[0]?.toLowerCase() ?? '';
  contact.AgencyName ||=
    segments.find((s) => AGENCY_WORDS.test(s) && !isPersonName(s)) ??
    segments.find((s) => domain.length > 3 && s.toLowerCase().replace(/[^a-z0-9]/g, '') === domain) ??
    '';
  // Place names of the listing's own address look like names ("Long Beach"): never an agent.
  const places = new Set([address.City, address.Street].map((p) => p.toLowerCase()));
  contact.Name ||=
    segments.find((s) => isPersonName(s) && s !== contact.AgencyName && !places.has(s.toLowerCase())) ?? '';
  return contact;
}

function segmentsOf(text: string): string[] {
  return text
    .split(/\s*(?:\||,|;|•|·|\s-\s|\s–\s|\s—\s|\bof\b|\bwith\b|\bat\b)\s*/)
    .map(cleanSegment)
    .filter((s) => s.length > 1);
}

function cleanSegment(s: string): string {
  return (
    s
      .replace(/\b(?:REALTOR|Realtor)®?|®|™/g, '')
      // Licence numbers: "DRE #01234567", "Lic. 12345".
      .replace(
        /\b(?:Cal\s?DRE|DRE|BRE|Lic(?:ense)?\.?(?:\s+No\.?)?)\s*#?\s*:?\s*[A-Z0-9-]*\d[A-Z0-9-]*/gi,
        '',
      )
      .replace(/\s+/g, ' ')
      .replace(/^[\s:.,-]+|[\s:,-]+$/g, '')
      .trim()
  );
}

const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}\.|\p{Lu}\p{Ll}*\p{Lu}\p{Ll}+|de|van|von|la|del|da|di|le)$/u;

/** "Dana Whitfield", "Mary-Kate O'Neil", "J. Ortega": two to four name-shaped words, no agency word. */
function isPersonName(s: string): boolean {
  const words = s.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (AGENCY_WORDS.test(s) || /\d|@/.test(s)) return false;
  if (/^(?:Just|Listed|New|For|Open|Contact|Call|Price|Presented|Listing|Sale|Rent|Sold|Coming)\b/.test(s))
    return false;
  return words.every((w) =>
    NAME_WORD.test(w.replace(/[,.]$/, (m) => (m === '.' && w.length === 2 ? m : ''))),
  );
}

// ---------------------------------------------------------------------------------------------
// Descriptions

type Prose = { text: string };

/**
 * Paragraphs written as prose that no label claims: sentences, at least eight words, not a contact
 * block. Sentences that only restate the facts read elsewhere ("This condo offers 3 bedrooms and 2
 * bathrooms across 1,200 square feet.", "Built in 1998.") are dropped: they are already fields.
 */
function proseParagraphs(doc: Doc): Prose[] {
  const looseSet = new Set(doc.loose);
  const result: Prose[] = [];
  for (const p of doc.paragraphs) {
    const lines = p.lines.filter((i) => looseSet.has(i) && !doc.lines[i].bullet);
    // A short line without a full stop above prose is its heading ("Notes", "A Rare Find").
    while (lines.length > 1 && isHeadingLine(doc.lines[lines[0]])) lines.shift();
    if (lines.length === 0) continue;
    const text = joinProse(lines.map((i) => doc.lines[i].cells.join(' ')));
    if (EMAIL.test(text) || PHONE.test(text) || LEAD_IN.test(text)) continue;
    if (text.split(/\s+/).length < 8 || !/[.!?]["'”’)]?$|[.!?]\s/.test(text)) continue;
    if (text === text.toUpperCase()) continue;
    const kept = sentencesOf(text).filter((s) => !isFactSentence(s));
    const cleaned = kept.join(' ').trim();
    if (cleaned.split(/\s+/).length >= 4) result.push({ text: cleaned });
  }
  return result;
}

function isHeadingLine(line: Line): boolean {
  const t = line.cells.join(' ');
  return line.cells.length === 1 && t.split(/\s+/).length <= 7 && !/[.!?,;:]$/.test(t);
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?]["'”’)]?)\s+(?=[A-Z0-9"“'‘(])/).filter((s) => s.trim());
}

function isFactSentence(sentence: string): boolean {
  const facts = [
    COUNT_PATTERNS.beds,
    COUNT_PATTERNS.baths,
    /\b(?:sq\.?\s*ft|square\s+f(?:ee|oo)t|sqft)\b/i,
    /\b(?:built|constructed)\s+in\b/i,
    /\$\s?\d/,
  ].filter((p) => {
    p.lastIndex = 0;
    const hit = p.test(sentence);
    p.lastIndex = 0;
    return hit;
  }).length;
  const words = sentence.split(/\s+/).length;
  return facts >= 2 || (facts >= 1 && words <= 6);
}

function isNeighborhoodProse(text: string): boolean {
  const hits = text.match(
    /\b(?:neighbou?rhood|nearby|minutes?\s+(?:from|to|away)|walk(?:ing distance)?\s+to|close\s+to|schools?|shops|shopping|restaurants|parks?|downtown|commute|community|transit|located\s+(?:in|near|on))\b/gi,
  );
  return new Set((hits ?? []).map((h) => h.toLowerCase())).size >= 3;
}

function uniqueKeywords(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of list) {
    const key = k.toLowerCase();
    if (!k || k.length > 200 || seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out.slice(0, 20);
}

/** Search phrases buyers type, made from the facts when the document lists none. */
function derivedKeywords(p: PropertyInput): string[] {
  const b = p.BasicInfo ?? {};
  const city = b.Address?.City ?? '';
  const state = b.Address?.State ?? '';
  const type = (b.PropertyType ?? '').toLowerCase();
  const rent = b.ListingType === 'For Rent';
  const beds = Number(b.Bedrooms ?? 0);
  const out: string[] = [];
  if (city && type) out.push(`${city} ${type} ${rent ? 'for rent' : 'for sale'}`);
  if (beds > 0 && type) out.push(`${beds} bedroom ${type}${city ? ` ${city}` : ''}`);
  if (city && state) out.push(`${city} ${state} real estate`);
  const residential = !['land', 'commercial'].includes(type);
  if (city)
    out.push(rent ? `${city} rentals` : `${residential ? 'homes' : 'properties'} for sale in ${city}`);
  return uniqueKeywords(out);
}
