import { formatNumber, formatPrice } from '@ai-realty/shared/rules/format';

// Small text helpers of the built-in writer: deterministic variety, lists, cleaning of the agent's own
// text so that what we quote follows the content rules (docs/product/writing-rules.md).

/** FNV-1a: the same property always gets the same wording, different properties get different wording. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks one of the options, the same one for the same seed and salt. */
export function pick<T>(options: readonly T[], seed: number, salt = ''): T {
  const index = hashString(`${seed}:${salt}`) % options.length;
  return options[index];
}

/** "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} ${conjunction} ${list[list.length - 1]}`;
}

/** Like joinList, but with semicolons when the phrases carry their own commas or "and". */
export function joinPhrases(items: readonly string[]): string {
  const list = items.filter(Boolean);
  if (!list.some((i) => /,| and /.test(i))) return joinList(list);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join('; ')}; and ${list[list.length - 1]}`;
}

export function wordCount(text: string): number {
  return text
    .replace(/[#*_>`|-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9$]/.test(w)).length;
}

export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

// Words that start a feature list and are ordinary English, so they can be lower-cased mid-sentence.
// Anything else (brand names, place names) keeps the agent's capitalisation.
const COMMON_LEADING_WORDS = new Set(
  `a an the new newer newly updated upgraded renovated remodeled remodelled refinished original restored
  custom large spacious private covered open fenced attached detached double single one two three four five six
  oversized central forced gas electric wood hardwood engineered luxury vinyl tile ceramic porcelain
  stone granite quartz marble laminate carpet carpeted oak maple walnut bamboo concrete stainless
  energy solar smart high vaulted cathedral crown recessed built built-in walk-in split modern classic
  mid-century craftsman colonial victorian ranch brick full partial finished unfinished heated
  in-ground above-ground screened wraparound wrap-around front back rear side landscaped mature
  dual tankless ductless mini-split radiant baseboard window ceiling floor-to-ceiling bay
  sliding french pocket exposed hand-scraped wide-plank plank natural gourmet chef's eat-in
  kitchen primary home house residence property yard deck patio porch balcony garden pool spa
  garage carport driveway parking street off-street views view mountain lake river ocean city park
  nearby close easy quick walkable community shared fitness clubhouse gated secured ample extra
  bright sunny quiet corner cul-de-sac tree-lined level flat sloped wooded fully partially recently
  well freshly fresh lots low no all every some several many multiple updated hvac appliances
  floors flooring windows roof siding paint fireplace contemporary negative pocketing limestone wine
  theater gym mature gently rolling separate washer dryer shared unit units fire outdoor indoor
  seven eight nine ten twelve 24-hour guard guard-gated lakefront waterfront riverfront
  stainless steel tall soaring heated covered stone travertine slate terrazzo cork brick walls solid
  sound full white black gray grey brown beige cream ivory charcoal light dark red blue green
  reclaimed polished honed painted stained rooftop foothills foothill hillside canyon desert valley
  forest woodland meadow creek pond prairie skyline sunset sunrise treetop greenbelt golf tennis
  pickleball antique`
    .split(/\s+/)
    .filter(Boolean),
);

// Brand names that look like ordinary words and keep their capital: "Viking range", "Wolf range".
const BRANDS = new Set(
  `viking wolf sub-zero thermador miele bosch kohler whirlpool samsung kitchenaid jenn-air frigidaire
  nest tesla andersen pella marvin trex hardie lutron sonos ring rheem trane carrier lennox`
    .split(/\s+/)
    .filter(Boolean),
);

function isCommonWord(word: string): boolean {
  const w = word.toLowerCase();
  if (BRANDS.has(w)) return false;
  return (
    COMMON_LEADING_WORDS.has(w) ||
    COMMON_LEADING_WORDS.has(w.split('-')[0]) ||
    // Adjectives and participles: "Contemporary", "Negative-edge", "Pocketing", "Gently".
    /^[a-z]{3,}(ary|al|ive|ing|ed|ous|ic|ly|ful|able|ern|ish)(-[a-z]+)?$/.test(w)
  );
}

/** Lower-cases the first letter when the text starts with an ordinary word, for use mid-sentence. */
export function lowerFirst(text: string): string {
  const first = text.split(/[\s,]/)[0] ?? '';
  if (first.length > 1 && first === capitalize(first.toLowerCase()) && isCommonWord(first)) {
    return text[0].toLowerCase() + text.slice(1);
  }
  return text;
}

// Nouns that take no article: "hardwood", "central air", "parking".
const MASS_NOUNS = new Set(
  `hardwood flooring tile carpet storage parking air heating cooling conditioning lighting landscaping
  space living insulation siding paint plumbing wiring electrical hvac heat ac laundry access water
  sewer shade privacy sunlight light furniture trim millwork woodwork stonework brickwork shelving
  cabinetry counter space seating decking fencing irrigation turf grass oak maple walnut hickory pine
  cherry limestone marble travertine slate granite quartz concrete vinyl laminate stone brick wood
  bamboo cork terrazzo furniture equipment frontage acreage land electric electricity gas internet
  fiber wifi heat staff terrain ground steel`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "covered deck" → "a covered deck", leaving plurals, mass nouns, numbers and names alone, so a list
 * of features reads as prose: "a covered deck, a fenced yard and mature trees".
 */
export function withArticle(item: string): string {
  const text = lowerFirst(item.trim());
  const words = text.split(/\s+/);
  const first = words[0] ?? '';
  // "four-car garage" and "2-car garage" take an article; "two dishwashers" and "3 bedrooms" do not.
  const compound = /^(one|two|three|four|five|six|seven|eight|nine|ten|\d+)-[a-z]/i.test(first);
  if (
    !first ||
    // Whole words only: "attached one-car garage" and "tennis court" still take an article.
    (!compound && /^(?:(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten)$|\d|\$)/i.test(first))
  )
    return text;
  // A name ("Zilker Park", "MetroRapid bus line") or anything starting with an unknown capitalised word.
  const brand = BRANDS.has(first.toLowerCase());
  if (!brand && (/^[A-Z]/.test(first) || words.slice(1).some((w) => /^[A-Z][a-z]/.test(w)))) return text;
  const head =
    text
      .split(/\s+(?:with|of|in|on|for|from|to|that|and|overlooking)\s+/)[0]
      .split(/\s+/)
      .pop() ?? '';
  const h = head.toLowerCase().replace(/[^a-z-]/g, '');
  if (!h || (/s$/.test(h) && !/(ss|us|is)$/.test(h)) || MASS_NOUNS.has(h)) return text;
  if (words.length === 1 && !isCommonWord(first) && !/^[a-z]+$/.test(first)) return text;
  // An adjective phrase with no noun ("gently rolling") takes no article.
  if (words.length <= 2 && /^([a-z]+ly )?[a-z]+(ing|ed)$/i.test(text)) return text;
  return `${articleFor(text)} ${text}`;
}

/** "a" or "an" for the text that follows: "an 8-unit", "a one-car", "an HOA", "a unit". */
export function articleFor(text: string): 'a' | 'an' {
  const t = text.trim();
  if (/^(8|11|18|80|800)\b|^(8|11|18)[\d,-]/.test(t) && !/^1[0-9]{3}/.test(t)) return 'an';
  if (/^(hoa|hvac|mls|fha|ev|hr|rv|x|llc|s|f|l|m|n)\b/i.test(t) && /^[A-Z]/.test(t)) return 'an';
  if (/^(one|once|uni|use|usu|eu|ew)/i.test(t)) return 'a';
  if (/^(hour|honest|heir)/i.test(t)) return 'an';
  return /^[aeiou]/i.test(t) ? 'an' : 'a';
}

const IRREGULAR_PLURALS: Record<string, string> = { land: 'land', acreage: 'acreage', real: 'real' };

/** "property" → "properties", "condo" → "condos", "land" → "land"; the last word of a phrase. */
export function plural(noun: string): string {
  return noun.replace(/([A-Za-z]+)$/, (w) => {
    const lower = w.toLowerCase();
    if (IRREGULAR_PLURALS[lower]) return IRREGULAR_PLURALS[lower];
    if (/[^aeiou]y$/i.test(w)) return `${w.slice(0, -1)}ies`;
    if (/(s|x|z|ch|sh)$/i.test(w)) return `${w}es`;
    return `${w}s`;
  });
}

/** The first `max` items as prose: "a covered deck, a fenced yard and solar panels". */
export function listOf(items: readonly string[], max = 3): string {
  return joinList(items.slice(0, max).map(withArticle));
}

/** Splits a free-text field ("Pool, deck; two-car garage") into its items. */
export function splitItems(text: string): string[] {
  return text
    .split(/[;\n•]|(?:(?<!\d),|,(?!\d{3}(?!\d)))(?![^()]*\))/)
    .map((s) =>
      s
        .replace(/^[\s\-–*]+/, '')
        .replace(/[\s.]+$/, '')
        .trim(),
    )
    .filter((s) => s.length > 1);
}

// Words whose trailing period never ends a sentence ("St.", "approx.", "sq. ft.").
const ABBREVIATIONS = new Set(
  `st ave rd dr blvd ln ct pl hwy pkwy mt ft sq approx apt bldg no nos vs etc eg ie mr mrs ms jr sr
  est incl ste fl jan feb mar apr jun jul aug sep sept oct nov dec`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Splits prose into sentences without breaking a number, a price, a decimal ("1.2 acres"), an initial
 * ("U.S.") or an abbreviation ("St.", "sq. ft."): a sentence ends only at . ! or ? followed by a space
 * and a capital letter, a digit or a quote, after a word that is not an abbreviation.
 */
export function splitSentences(text: string): string[] {
  const t = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  let start = 0;
  for (const m of t.matchAll(/[.!?]+["')\]]*(?= +["'(]?[A-Z0-9$])/g)) {
    const end = (m.index ?? 0) + m[0].length;
    const before = t.slice(start, m.index).split(/\s+/).pop() ?? '';
    const word = before.toLowerCase().replace(/^[("']+/, '');
    if (m[0].startsWith('.') && (ABBREVIATIONS.has(word) || /^([a-z]\.)+[a-z]$/.test(word))) continue;
    out.push(t.slice(start, end).trim());
    start = end;
  }
  out.push(t.slice(start).trim());
  return out.filter((s) => s.length > 3);
}

/** Ends a sentence with a period unless it already ends with punctuation. */
export function sentence(text: string): string {
  const t = text.trim();
  if (!t) return '';
  return /[.!?]$/.test(t) ? capitalize(t) : `${capitalize(t)}.`;
}

// Tired words that mark machine copy (docs/product/writing-rules.md#every-type), with what we write
// instead when the agent's own text uses them.
export const BANNED_WORDS = [
  'stunning',
  'nestled',
  'boasts',
  'gem',
  'oasis',
  'meticulously maintained',
  'must-see',
  "won't last",
] as const;

const REPLACEMENTS: [RegExp, string][] = [
  [/\bmeticulously maintained\b/gi, 'well maintained'],
  [/\bmeticulously\b/gi, 'carefully'],
  [/\bstunning\b/gi, 'striking'],
  [/\bnestled\b/gi, 'set'],
  [/\bboasts\b/gi, 'has'],
  [/\bboasting\b/gi, 'with'],
  [/\bboast\b/gi, 'have'],
  [/\bhidden gems?\b/gi, 'find'],
  [/\bgems?\b/gi, 'home'],
  [/\boasis\b/gi, 'retreat'],
  [/\bmust[- ]see\b/gi, 'worth a visit'],
  [/\bwon['’]?t last\b/gi, 'is ready now'],
  [/\bmaster (bed ?room|suite|bath(room)?|closet)\b/gi, 'primary $1'],
];

// Sentences that sell to people rather than describe the property (Fair Housing), or that are pure
// pressure copy. The built-in writer leaves such sentences of the agent's text out.
const LEAVE_OUT =
  /\b((?<!single[- ])(?<!multi[- ])famil(?:y|ies)(?![- ]room)|kids|children|child|retire(?:e|es|d|ment)|seniors?|elderly|empty[- ]nesters?|young (?:couples?|professionals?)|singles|bachelors?|newlyweds|christians?|church(?:es)?|mosques?|synagogues?|temples?|safe (?:neighbou?rhood|area|street|community)|crime|handicapped|disabled|wheelchair[- ]bound|man cave|mother[- ]in[- ]law|must[- ]see|won'?t last|act fast|hurry)\b/i;

export type Cleaned = { text: string; leftOut: string[] };

/** What made a sentence unusable, in words that can be quoted back to the agent. */
function reasonFor(text: string): string {
  const term = text.match(LEAVE_OUT)?.[0] ?? '';
  // Pressure phrases are themselves on the banned list; name them without repeating them.
  return /must|last|act fast|hurry/i.test(term) ? 'pressure wording' : `"${term.toLowerCase()}"`;
}

/** The agent's text with banned words replaced and Fair Housing-risky sentences left out. */
export function cleanAgentText(text: string): Cleaned {
  const leftOut: string[] = [];
  const kept: string[] = [];
  for (const s of splitSentences(text)) {
    if (LEAVE_OUT.test(s)) {
      leftOut.push(reasonFor(s));
      continue;
    }
    kept.push(replaceBanned(s));
  }
  return { text: kept.join(' '), leftOut };
}

/** The same for a list field: items that describe people are dropped, banned words replaced. */
export function cleanItems(text: string): { items: string[]; leftOut: string[] } {
  const items: string[] = [];
  const leftOut: string[] = [];
  for (const item of splitItems(text)) {
    if (LEAVE_OUT.test(item)) leftOut.push(reasonFor(item));
    else items.push(replaceBanned(item));
  }
  return { items, leftOut };
}

export function replaceBanned(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  return out;
}

export function usd(value: number): string {
  return formatPrice(Math.round(value));
}

export function num(value: number): string {
  return formatNumber(value);
}

/** 2 → "2", 2.5 → "2.5". */
export function count(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10);
}

export function percent(value: number, digits = 1): string {
  return `${Number((value * 100).toFixed(digits))}%`;
}

/** Hashtag from words: "Austin TX" → "#AustinTX". */
export function hashtag(words: string): string {
  const tag = words
    .replace(/&/g, 'And')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w === w.toUpperCase() ? w : capitalize(w)))
    .join('');
  return tag ? `#${tag}` : '';
}

export function unique<T>(
  items: readonly T[],
  key: (item: T) => string = (i) => String(i).toLowerCase(),
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}
