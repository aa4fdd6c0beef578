import type { LISTING_TYPES, PROPERTY_TYPES } from '@ai-realty/shared/constants';

// The words of real estate listings: how labels name each field of the property object, how property
// and listing types are written, and which words mark a feature as appliances, flooring, parking...

export type FieldKey =
  | 'address'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'propertyType'
  | 'listingType'
  | 'price'
  | 'rent'
  | 'beds'
  | 'baths'
  | 'sqft'
  | 'yearBuilt'
  | 'hoa'
  | 'zoning'
  | 'appliances'
  | 'flooring'
  | 'heatingCooling'
  | 'heating'
  | 'cooling'
  | 'parking'
  | 'renovations'
  | 'architecture'
  | 'windows'
  | 'outdoor'
  | 'onsite'
  | 'nearby'
  | 'environmental'
  | 'accessibility'
  | 'description'
  | 'neighborhood'
  | 'keywords'
  | 'historical'
  | 'inspections'
  | 'maintenance'
  | 'agentName'
  | 'agentPhone'
  | 'agentEmail'
  | 'agency'
  | 'features';

/** Labels are compared lower-cased, with punctuation dropped and '&', '/', '+' read as spaces. */
export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\(s\)/g, 's')
    .replace(/[&/+_]/g, ' ')
    .replace(/[^a-z0-9# ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LABELS: [RegExp, FieldKey][] = [
  [
    /^(?:property |street |listing |site |home |subject )?address(?: line 1)?$|^(?:addr|prop addr|property addr|st addr|street addr)$|^(?:residence premises|insured location|property location|location of (?:the )?property|(?:inspected|subject) (?:property )?address|address of (?:the )?(?:inspected )?property|property inspected|job (?:site )?address|job ?site|service (?:address|location)|work (?:site|location))$/,
    'address',
  ],
  [/^(?:street|street address)$/, 'street'],
  [/^(?:city|town|city town|municipality|city zip|city state zip|city st zip|city state|csz)$/, 'city'],
  [/^(?:state|st|province)$/, 'state'],
  [/^(?:zip|zip code|zipcode|postal code|postcode|zip postal code)$/, 'zip'],
  [
    /^(?:property |home |building |dwelling |residence )?type$|^type of (?:property|home)$|^property (?:category|class|sub ?type)$|^(?:prop type|ptype|ptyp|prop sub ?type|sub ?type|dwelling|dwelling type|structure type|struct type|bldg type)$/,
    'propertyType',
  ],
  [
    /^(?:listing |sale |listing sale |offer |transaction |market )?(?:type|status)$|^status$|^listing status$|^(?:stat|lst status|list status|mls status|sts|trans|trans type|transaction|sale or lease|sale lease)$/,
    'listingType',
  ],
  [
    /^(?:list|listing|asking|sale|sales|sold|offering|offer|purchase|current|reduced|new)? ?price(?: usd| when (?:withdrawn|listed|it sold))?$|^(?:offered|listed|priced|coming soon|for sale|now offered) at$|^asking$|^list$|^lp$|^(?:recommended|suggested|proposed) (?:list |listing |sale )?price$|^l p$|^(?:cur lp|current lp|lst price|list amt|lprice|list prc|asking amt)$|^(?:price per (?:share|interest)|share price)$|^(?:minimum|opening|starting) bid$/,
    'price',
  ],
  [
    /^(?:monthly |asking |lease )?rent(?:al)?(?: rate| price| amount| per month| monthly)?$|^lease (?:rate|price|amount)$|^monthly lease$|^(?:lease|lease mo|lease month|lease per mo|rent mo|rent month|lp mo|lease amt)$/,
    'rent',
  ],
  // Any other price the page names by a few words ("Quick Move-In Price", "Our suggested price",
  // "Previous list price"): which of several is the home's is chosen later (currentPrice).
  [
    /^(?!.*\b(?:per|range|history|sq|ft|rent|reduction|change|cut|drop|lot|land|median|average|avg|mean|estimated|est|projected|typical|home)\b)(?:[a-z][a-z-]* ){1,3}price$/,
    'price',
  ],
  [
    /^(?:total |tot |number of |no of |# of |# ?)?(?:bed|beds|bedroom|bedrooms|br|brs|bd|bds|bdrm|bdrms|bedrms)(?: count| total| tot)?$/,
    'beds',
  ],
  [
    /^(?:total |tot |number of |no of |# of |# ?|full |total full )?(?:bath|baths|bathroom|bathrooms|ba|bth|bths|restrooms?)(?: count| total| tot| full| f h| full half| fb hb)?$|^(?:fb|f b|fb hb|f hb|full ba|tba|tot ba|baths fb hb)$|^full (?:and )?half (?:baths?|bathrooms?|ba)$/,
    'baths',
  ],
  [
    /^(?:(?:approx(?:imate)?|est|estimated|total|finished|heated|interior|living|home|building|bldg|above grade|gross|livable|conditioned|under air) ){0,2}(?:sq ?ft|sqft|sf|square (?:feet|footage|ft)|gla)$|^(?:sq ?ft|sqft|sf|square feet) (?:under air|heated|living|conditioned)$|^(?:(?:approx(?:imate)?|total|finished|heated|interior|living|home|building|floor|gross|above grade|livable|conditioned) ){1,2}(?:area|size|space|sq ?ft|sqft|sf)$|^size$|^(?:aprxsqft|apxsqft|approxsqft|aprx sqft|apx sqft|apprx sqft|aprx sq ft|apx sq ft|sqft (?:aprx|approx|apx|liv|living|htd|heated|total|tot|fin)|(?:liv|htd|tot|fin|above grade) sqft|asf|sqft)$|^(?:sq ?ft|sf|square feet) (?:home|house|living|heated|finished)$/,
    'sqft',
  ],
  [
    /^(?:year built|yr|yr built|yr blt|yrblt|yb|year blt|blt|built|blt yr|built yr|year constructed|construction year|built in|year of construction|date of construction|construction date|completed|completion|year completed|completion date|est completion|estimated completion|(?:year |yr )?built (?:renovated|remodeled|updated|converted|restored)|(?:year|yr) (?:make|make model|mfr|mfg|manufactured)|model year|year of manufacture|(?:main )?(?:house|home|farmhouse|building|bldg|mill|church|residence|structure|cabin|schoolhouse|warehouse) (?:built|constructed)|building opened)$/,
    'yearBuilt',
  ],
  [
    // (An estimate's or a named association's dues too: "Est. HOA dues", "Condo Association Fees",
    // "Lake Assn. Fee", "Owner dues".)
    /^(?:est |estimated )?(?:monthly )?(?:(?:condo|lake|master|owners?|townhome|community|neighborhood|property owners) (?:association|assn) (?:fees?|dues)|owners? dues|hoa|hoa fees?|hoa dues|hoa fee monthly|hoa monthly|hoa month|hoa mo|hoa per month|association(?: fees?| dues)?|homeowners association(?: fees?| dues)?|condo (?:fees?|dues)|strata fees?|common charges|(?:monthly )?(?:assessments?|assmt)(?: mo| month)?|assoc(?:iation)? (?:fees?|dues)(?: mo| month)?|hoa assmt|assn (?:fees?|dues)(?: mo| month)?|hoa (?:amt|amount|fee amt|fee mo|dues mo|mo fee)|mo hoa|monthly assn|maint(?:enance)? (?:fees?|dues)|monthly (?:dues|fees|maintenance)|maintenance|dues|community (?:fees?|dues)|(?:condo |co ?op |condo co ?op )(?:fees?|dues|maintenance)|monthly fee|regime (?:fees?|dues)|poa (?:fees?|dues))$/,
    'hoa',
  ],
  [
    /^(?:zoning(?: info| information| code| district| designation)?|zoned|zone|specific zoning classification)$/,
    'zoning',
  ],
  [
    /^(?:appliances?|kitchen appliances|included appliances|appliances included|equipment|kitchen|kitchenette|kitchen equipment|appliance package|appl|appls|kit appl|kitchen appl|equip|kit eqp|kit equip|kitchen eqp|kit equipment|eqp|appl incl|appliances incl|incl appliances|inclusions|included items|included appliances)$/,
    'appliances',
  ],
  [
    /^(?:floors?|flooring|flooring types?|floor coverings?|floor type|floor finishes|flr|flrs|floor cov|flr cov|flooring desc)$/,
    'flooring',
  ],
  [
    /^(?:heating cooling|heating and cooling|heating air|heating ac|heating a c|hvac|climate|climate control|heat ac|heat cooling|heat air|heat cool|heating cool|heat cooling|htg clg|heat air cond|heat a c|heating cooling type|comfort|climate comfort|energy comfort|systems|mechanicals|hvac system|cooling heat(?:ing)?|cooling and heat(?:ing)?|ac heat(?:ing)?|a c heat(?:ing)?|air heat(?:ing)?)$/,
    'heatingCooling',
  ],
  [/^(?:heat|heating|htg)(?: type| system| fuel| source| src)?$/, 'heating'],
  [/^(?:cooling|air conditioning|a c|ac|clg|cool|air cond)(?: type| system)?$/, 'cooling'],
  [
    /^(?:parking|garage|garage parking|parking garage|parking spaces?|car storage|parking details|gar|gar spcs|gar spaces|garage spaces|garage type|gar type|park|pkg|prkg|parking desc|gar desc|carport|gar pkg|garage pkg|gar parking|garage carport|pkg spcs|parking spcs|gar cap|garage capacity)$/,
    'parking',
  ],
  [
    /^(?:recent )?(?:renovations?|updates|upgrades|improvements|remodel|remodeling|remodeled|rmdl|rmdld|reno|renos|updated)(?: history| yr| year)?$|^renovated$|^(?:recent (?:work|updates)|whats new|capital improvements|work (?:completed|done)|(?:seller|owner)[- ]?(?:reported )?(?:improvements|updates))$|^restorations?(?: notes| history| work)?$|^(?:kitchen|bath|bathroom|baths) (?:update|updates|renovation|remodel)$/,
    'renovations',
  ],
  // How a house is built and clad ("Construction: Brick veneer on slab") is its architecture too.
  [
    /^(?:architectural (?:details|style|features)|architecture|style|design|architectural|construction|construction type|exterior (?:materials?|finish|construction)|siding|exterior siding|(?:original|period|historic) (?:features|details)|(?:exterior|home|house|building) style|log (?:construction|species|style|home construction))$/,
    'architecture',
  ],
  [/^(?:windows?|window features|window treatments)$/, 'windows'],
  [
    /^(?:outdoors?(?: spaces?| living| features| areas?| amenities)?|exterior(?: features)?|yard|patio|deck|grounds|outside|outdoor space|outdoor living space|yard patio|patio deck|patio (?:and )?porch(?: deck)?|porch (?:and )?patio|terrace|terraces|balcony|balconies|porch|porches|garden|gardens|lanai|loggia|piazzas?|the grounds|site features|land features)$/,
    'outdoor',
  ],
  [
    /^(?:amenities|on ?site(?: amenities)?|community (?:amenities|features)|(?:building|bldg) (?:amenities|features)|(?:property|resort|onsite|marina|club|complex|association|hoa|residents?|shared|common|campus|tower) amenities|in the building|building & grounds)$/,
    'onsite',
  ],
  [
    /^(?:nearby(?: amenities| attractions| places)?|points of interest|location highlights|close to|whats nearby|near by|in the area|close by|walk to|steps to|steps from|minutes to|around the corner|around town|getting around|nearby places|near)$/,
    'nearby',
  ],
  [
    /^(?:environmental(?: features)?|green (?:features|building)|energy(?: features| efficiency| efficient features)?|sustainability|eco features)$/,
    'environmental',
  ],
  [/^(?:accessibility(?: features)?|accessible features|ada features|universal design)$/, 'accessibility'],
  [
    /^(?:description|property description|listing description|public remarks|remarks|listing remarks|agent remarks|about(?: the| this)? (?:home|property|residence|house|listing|condo|unit|townhouse|townhome|estate|farm|ranch|cabin|cottage|villa|land|vineyard|lodge|retreat|apartment|loft|rental|building|space|lot|parcel)|about|overview|property overview|home overview|the home|the property|summary|property summary|welcome home|pub rmks|rmks|public rmks|remarks public|mktg remarks|marketing remarks|(?:listing |public |mls )?remarks as (?:published|marketed|advertised)|published remarks)$/,
    'description',
  ],
  [
    /^(?:(?:about )?(?:the )?neighbou?rhood(?: description| overview| info| information)?|(?:the )?location|area|area description|(?:the )?community|surrounding area|location description|neighbou?rhood and location)$/,
    'neighborhood',
  ],
  [/^(?:keywords|seo keywords|tags|search keywords|search terms)$/, 'keywords'],
  [
    /^(?:history|historical(?: details| info| information| notes| significance| status)?|historic(?: details| notes| status)?|heritage|property history|from the archives|then (?:&|and) now)$|^(?:an? )?(?:little |brief |short )?(?:bit of )?history(?: of the [a-z]+)?$|^(?:the )?(?:home|house|estate|farm|ranch|vineyard|inn)s? (?:history|story)$|^(?:the )?story of the (?:home|house|building|property|estate|farm|ranch|school|schoolhouse|church|chapel|inn|mill|barn|cabin|lodge)$/,
    'historical',
  ],
  [/^(?:inspections?(?: report| notes| results| history)?)$/, 'inspections'],
  [/^(?:maintenance(?: history| records| notes)?|service history|upkeep)$/, 'maintenance'],
  [
    /^(?:listing agent|list agent|leasing agent|la|agent|agent name|realtor|listing realtor|listed by|presented by|contact|contact agent|your agent|sales agent|listing agent name|realtor name|broker associate|associate broker|salesperson|sales associate|listing associate|list agt|listing agt|lst agt|la name|agt|referred by the listing agent|referring listing agent)$/,
    'agentName',
  ],
  [
    /^(?:phone|tel|telephone|cell|cell phone|mobile|office phone|direct|direct line|agent phone|contact phone|ph|call|call or text|text|phone number|mobile phone|office|direct text|direct cell|direct phone|cell text|mobile text|la phone|la ph|la cell|agt phone|agent ph)$/,
    'agentPhone',
  ],
  [
    /^(?:e ?mail|email address|agent email|contact email|e mail address|la email|la e mail|agt email)$/,
    'agentEmail',
  ],
  [
    /^(?:brokerage|agency|broker|listing brokerage|listing office|list office|lo|office name|company|firm|brokerage firm|real estate agency|listing broker|agency name|brokerage name|courtesy of|listing courtesy of|listing firm|lo name|list off|list office name|lst office|brkr|broker name|listing office name|list ofc|lst ofc|listing ofc|ofc name)$/,
    'agency',
  ],
  [
    /^(?:(?:property |home |key |interior |special |notable |listing )?(?:highlights|features)|features (?:and )?amenities|at a glance|interior|interior details|inside|inside the home|(?:the )?lifestyle|lifestyle (?:and )?amenities|whats special|property details|home details|details)$/,
    'features',
  ],
];

/** Words that qualify a label without changing its field: "Parking features", "Heating type". */
const QUALIFIERS =
  /(?<!\s)\s+(?:features?|details?|info|information|type|types|included|description|notes|system|systems)$/;

const ADDRESS_KEYS = new Set<FieldKey>(['address', 'street', 'city', 'state', 'zip']);

/**
 * The answers for labels already looked up: a document asks about the same few hundred labels over
 * and over (every cell of every line may be one), and so do the documents after it. Bounded, so a
 * stream of odd cells cannot grow it without end.
 */
function remembered<T>(lookup: (label: string) => T): (label: string) => T {
  const seen = new Map<string, T>();
  return (label) => {
    if (seen.has(label)) return seen.get(label) as T;
    const found = lookup(label);
    if (seen.size >= 20_000) seen.clear();
    seen.set(label, found);
    return found;
  };
}

/** The field a label names, or undefined for labels this vocabulary does not know. */
export const fieldForLabel = remembered(fieldOfLabel);

function fieldOfLabel(label: string): FieldKey | undefined {
  const n = normalizeLabel(label);
  if (!n || n.length > 48) return undefined;
  // "Living Area (Heated Sq Ft)", "Taxes (2025)": the label outside the brackets, else inside them.
  const open = label.indexOf('(');
  const close = label.indexOf(')', open);
  const bracketed =
    open > 0 && close > open
      ? [
          normalizeLabel(label.slice(0, open) + label.slice(close + 1)),
          // (Two letters in brackets qualify the label, "EST. (YR)", and name no field of their own.)
          normalizeLabel(label.slice(open + 1, close)).replace(/^[a-z]{1,2}$/, ''),
        ]
      : [];
  for (const candidate of [n, n.replace(QUALIFIERS, ''), ...bracketed]) {
    if (!candidate) continue;
    for (const [pattern, key] of LABELS) {
      if (!pattern.test(candidate)) continue;
      // A place in brackets says whose the fact is ("Water & sewer (City)"), not where the home is.
      if (candidate === bracketed[1] && ADDRESS_KEYS.has(key)) continue;
      return key;
    }
  }
  // Two names of one field set together, "Deck/Patio", "Porch & Patio": that field. (Each named
  // with a capital, as labels are; a floor plan's legend writes "Patio / outdoor".)
  const parts = label
    .split(/[/&]| and /)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 2 && parts.every((part) => /^\p{Lu}/u.test(part))) {
    const keys = parts.map((part) => (part.length < label.length ? fieldOfLabel(part) : undefined));
    if (keys[0] !== undefined && keys[0] === keys[1]) return keys[0];
  }
  return undefined;
}

/**
 * A question of a listing's questions and answers ("Is there a garage?", "How is the house heated and
 * cooled?"), as a page of them asks it: a question word, a few words, a question mark. (Not a call
 * to act in a contraction: "Can't make it?", "What's my home worth?")
 */
export const LISTING_QUESTION =
  /^(?:How|What|When|Which|Where|Is|Are|Does|Do|Can|Has|Have|Was|Were)\s[^?|]{3,80}\?$/;

/** The field a listing's question asks about, or undefined when it asks about something else. */
export function fieldForQuestion(question: string): FieldKey | undefined {
  const q = question.toLowerCase();
  if (/\bwhen was\b.*\bbuilt\b/.test(q)) return 'yearBuilt';
  if (/\b(?:garage|parking)\b/.test(q)) return 'parking';
  if (/\b(?:heated|cooled|heating|cooling|air conditioning)\b/.test(q)) return 'heatingCooling';
  if (/\bappliances\b/.test(q)) return 'appliances';
  if (/\b(?:hoa|association) (?:dues|fees?)\b/.test(q)) return 'hoa';
  if (/\b(?:backyard|yard|outdoor spaces?|outside)\b/.test(q)) return 'outdoor';
  if (/\b(?:floors|flooring)\b/.test(q)) return 'flooring';
  return undefined;
}

/**
 * A label set in spaced capitals ("L I S T  P R I C E" reads as "L I S T P R I C E": the gaps between
 * words are lost) spelled as the label it is, or undefined when no known label fits. Tries the letters
 * with up to two word breaks, shortest labels first.
 */
export function spacedOutLabel(letters: string): string | undefined {
  if (letters.length < 2 || letters.length > 24) return undefined;
  // Up to 300 spellings each: the same few labels recur on a page and across documents.
  if (spelled.has(letters)) return spelled.get(letters);
  const found = spellLabel(letters);
  if (spelled.size >= 500) spelled.clear();
  spelled.set(letters, found);
  return found;
}

const spelled = new Map<string, string | undefined>();

function spellLabel(letters: string): string | undefined {
  const known = (s: string) => fieldForLabel(s) !== undefined || customLabel(s) !== undefined;
  if (known(letters)) return letters;
  for (let a = 1; a < letters.length; a++) {
    const one = `${letters.slice(0, a)} ${letters.slice(a)}`;
    if (known(one)) return one;
  }
  for (let a = 1; a < letters.length; a++) {
    for (let b = a + 1; b < letters.length; b++) {
      const two = `${letters.slice(0, a)} ${letters.slice(a, b)} ${letters.slice(b)}`;
      if (known(two)) return two;
    }
  }
  return undefined;
}

const PARKING_TERMS =
  /^(?:(?:covered|uncovered|assigned|unassigned|attached|detached|deeded|reserved|tandem|surface|on-street|off-street|street|valet|underground|private|gated|heated|\d{1,2}\s?car|guest|residential permit|permit|shared|open)(?:,\s?|\s|$)){1,8}$/i;

// (A commercial building's parking is a ratio to its floor area, "4.5/1,000 RSF", "3.5 per 1,000 SF",
// on a "surface lot".)
const PARKING_WORDS =
  /\b(?:\d{1,2}[- ]?cars?|spaces?|stalls?|garage|carport|on-street|off-street|permit|driveway|underground|side load|rear entry|rear load|tandem|surface (?:lot|parking)|\d{1,2}(?:\.\d{1,2})?\s?(?:\/|per)\s?1,?000\s?(?:r?sf|sq\.? ?ft|square feet))\b/i;

const ROOM_WORDS =
  /\b(?:suite|room|dining|bath|bedroom|kitchen|study|flex|loft|foyer|den|closet|pantry|patio|nook|office)\b/i;

/**
 * Whether a value read under a feature's label can be that feature: "FLOOR | 10" is a storey, a
 * floor plan's "Garage" over "Covered Patio" or "Kitchen" beside "Owner's Suite" are room names. A
 * value that names another feature, or only rooms, is not this one.
 */
export function plausibleFeature(key: FieldKey, value: string): boolean {
  // A word at least: a room table's level code ("Kitchen | M") or a storey ("6 of 7") is not a feature.
  if (
    !/[a-z]{2}/i.test(value) ||
    /^\d{1,3}(?:st|nd|rd|th)?\s(?:of|\/)\s\d{1,3}(?:\s\((?:top|bottom|penthouse|ground)(?: floor| level)?\))?$/i.test(
      value.trim(),
    )
  )
    return false;
  // (Nor is one word that names no outdoor space under its label: a grid's "Exposure".)
  if (key === 'outdoor' && !/\s/.test(value.trim()) && classifyFeature(value) === undefined) return false;
  // (Nor is a time or a day under "On site": a visit's hours, an office's, a posting's age.)
  if (
    key === 'onsite' &&
    /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b(?:posted|ago)\b|^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i.test(
      value,
    )
  )
    return false;
  if (!['appliances', 'flooring', 'parking'].includes(key)) return true;
  // Under parking's own label, a value that opens with a kind of parking is parking, whatever follows
  // ("Valet, one pass per unit", "Gravel drive, one machine shed bay"; a building's valet service alone
  // is an amenity).
  if (
    key === 'parking' &&
    /^(?:valet|assigned|deeded|reserved|tandem|carport|driveway|(?:gravel|paved|asphalt|concrete|shared|circular) drive)\b/i.test(
      value.trim(),
    )
  )
    return true;
  // (So is a short value that names where the cars go, though it names a courtyard or a court too:
  // "Gravel motor court", "Rear courtyard space off the alley".)
  if (
    key === 'parking' &&
    (PARKING_WORDS.test(value) || /\bmotor court\b/i.test(value)) &&
    !ROOM_WORDS.test(value) &&
    value.trim().split(/\s+/).length <= 8
  )
    return true;
  // "Refinished quarter-sawn oak" under "Floors" is still the floors: work done names no other feature.
  const classified = classifyFeature(value);
  const kind = classified === 'renovations' ? undefined : classified;
  // Parking is always said with a word of its own (garage, carport, spaces, 2-car...), or as a list
  // of the terms an MLS gives it ("Covered, Assigned", "Attached, 3 Car").
  // (Or in words that say where cars go: "1 car, with workshop", "On-street, residential permit zone",
  // "Attached, Side Load".)
  // (A kitchen's appliances are named: one other word under its label is a cell of something else,
  // a room table's "Main" or a grid's "View".)
  if (kind === undefined && key === 'appliances' && !/\s/.test(value.trim())) return false;
  if (kind === undefined)
    return key === 'parking'
      ? PARKING_TERMS.test(value.trim()) ||
          (!ROOM_WORDS.test(value) && PARKING_WORDS.test(value) && value.split(/\s+/).length <= 8)
      : !ROOM_WORDS.test(value);
  // (Under its own label, a value that names the field as strongly as another is the field's.)
  return kind === key || namesAsStrongly(value, key);
}

/** Labels that stay in CustomFields under a tidy name (lot size, MLS number, taxes...). */
const CUSTOM_LABELS: [RegExp, string][] = [
  // A lot is also a site, land or acreage, often "total" ("Total Acreage", "Site Size", "Land"), and
  // its unit may follow ("Lot size (acres)").
  [
    /^(?:total )?(?:lot|site|land)(?:(?: size| area)(?: sq ?ft| sf| acres| ac)?| sq ?ft| sf| acres| acreage| ac| dimensions)?$|^(?:homesite|tract|parcel) (?:size|area|acres|acreage)$|^(?:total |gross )?(?:acreage|acres|ac)$|^acres? lot$/,
    'Lot Size',
  ],
  // A parcel's number goes by many names: APN, PIN, tax map, folio, tax ID.
  [
    /^(?:parcel(?: id| number| no| #)?|apn|pin|pid|tax (?:map|parcel|account)(?: no| number| id| #)?|tax id|folio(?: no| number)?|assessors? parcel(?: number| no)?|property id)$/,
    'Parcel ID',
  ],
  [/^(?:mls|mls ?#|mls number|mls id|listing id|listing #|listing number|ml ?#)$/, 'MLS Number'],
  // Remarks for other agents only, not the public's: they end the public remarks above them.
  [
    /^(?:private|confidential|agent only|showing) remarks(?: not for public display| agents? only)?$|^(?:broker|realtor|agent) remarks (?:not for public display|agents? only)$/,
    'Agent Remarks',
  ],
  [
    /^(?:tax|taxes|annual tax|property tax(?:es)?|real estate tax(?:es)?|annual (?:property )?taxes|tax(?:es)? year|tax amount)$/,
    'Property Taxes',
  ],
  [/^(?:county|parish)$/, 'County'],
  [/^(?:subdivision|development|complex|building name)$/, 'Subdivision'],
  [/^(?:(?:half|partial|1 2) bath(?:room)?s?|hb|half ba|baths half|ba half|partial ba)$/, 'Half Baths'],
  [/^(?:stories|levels|floors in building|number of stories)$/, 'Stories'],
  // An MLS counts the garage's spaces under its own abbreviations ("Gar Sp", "Gar Spcs").
  [
    /^(?:garage spaces?|gar sp|gar spaces?|gar spcs|garage stalls|garage capacity|# garage spaces)$/,
    'Garage Spaces',
  ],
  [/^(?:school district|schools?)$/, 'Schools'],
  // An MLS form names the home's school at each level.
  [/^(?:elementary|elem|grade|primary) school$/, 'Elementary School'],
  [/^(?:middle|junior high|jr high|intermediate) school$/, 'Middle School'],
  [/^(?:high|senior high|sr high) school$/, 'High School'],
  [/^(?:days on market|dom)$/, 'Days on Market'],
  // The day a sale closed, under any of its names ("Closed | February 12, 2026", "Settlement Date").
  [
    /^(?:closed|closed on|sold on|date sold|sold date|close date|closing date|date closed|settlement date|date of (?:closing|settlement))$/,
    'Closing Date',
  ],
  [/^(?:cap rate|capitalization rate|cap rate actual|cap rate proforma|going in cap rate)$/, 'Cap Rate'],
  // A historic house's standing on a register goes by several names.
  [
    /^(?:historic (?:designation|status|register|registry|listing)|register listing|national register|landmark (?:status|designation)|designation)$/,
    'Historic Designation',
  ],
  [/^(?:pets?|pet policy)$/, 'Pet Policy'],
  // A bare "Lease" whose value is no amount ("12-month lease") states the term.
  [/^(?:lease|lease terms?|lease length|minimum lease|term)$/, 'Lease Terms'],
  // An open house is a fact of its own, kept with its day and hours.
  [/^(?:(?:first |public |next )?open houses?|open house dates?)$/, 'Open House'],
  [/^(?:security deposit|deposit)$/, 'Security Deposit'],
  [
    /^(?:available|availability|available date|move in|move in date|date available|available from)$/,
    'Available',
  ],
  [/^(?:utilities|utilities included)$/, 'Utilities'],
  [/^(?:furnished)$/, 'Furnished'],
  [/^(?:basement|bsmt|basement type|lower level)$/, 'Basement'],
  [/^(?:building|the building)$/, 'Building'],
  [/^(?:beds?|bedrooms?|br|bd)\s+(?:baths?|bathrooms?|ba)$/, 'Beds / Baths'],
  [/^(?:units?|number of units|# ?(?:of )?units|no of units|total units|unit count)$/, 'Units'],
  [/^(?:price per sq ?ft|price sq ?ft|per sq ?ft)$/, 'Price per Sq Ft'],
  // A space for lease is quoted at a rate per square foot under its own names.
  [/^(?:lease|rental|asking|base|quoted|base rental) rates?$/, 'Lease Rate'],
  [/^(?:special )?assessments?$/, 'Special Assessment'],
  [/^(?:storage|storage (?:locker|unit|space|room))$/, 'Storage'],
  // An industrial space is measured by its clear height under the roof structure.
  [
    /^(?:clear height|clear ceiling height|ceiling clearance|clearance height|(?:minimum |min )clear height)$/,
    'Clear Height',
  ],
  [/^(?:fence|fencing|fenced)$/, 'Fencing'],
  // The lie of the land ("Terrain | Rolling hardwood ridges, creek bottom") is a fact of its own, not
  // an outdoor space.
  [/^(?:terrain|topography|topo)$/, 'Terrain'],
  // A waterfront's or a road's frontage is measured along it, under the name of what it fronts.
  [/^(?:lake frontage|lakefront|lake front)$/, 'Lake Frontage'],
  [/^(?:water frontage|waterfront|water front|shoreline|shore frontage)$/, 'Water Frontage'],
  [/^(?:river frontage|riverfront)$/, 'River Frontage'],
  [/^(?:ocean frontage|oceanfront|beach frontage)$/, 'Ocean Frontage'],
  [/^(?:road frontage|street frontage|frontage)$/, 'Road Frontage'],
  [/^(?:septic|septic system|sewer|sewer septic|septic sewer)$/, 'Septic'],
  // A home's services and its standing, each a fact an MLS asks for under its own name.
  [/^(?:water|water source|water supply|domestic water)$/, 'Water'],
  [/^(?:electric|electricity|power)$/, 'Electric'],
  [/^(?:flood zone|fema flood zone|flood zone designation)$/, 'Flood Zone'],
  [/^(?:occupancy|occupancy status|occupied|possession)$/, 'Occupancy'],
  [
    /^(?:hoa (?:fee |dues )?includes|association (?:fee |dues )?includes|assessment includes|dues include|fee includes)$/,
    'HOA Includes',
  ],
  [/^(?:well|water well|well water|domestic well)$/, 'Well'],
  [/^well (?:and )?septic$/, 'Well & Septic'],
];

/** A label of the appraisal forms: kept under its own name even where a field's vocabulary would take it. */
export function formLabel(label: string): string | undefined {
  return FORM_LABELS.get(normalizeLabel(label));
}

/** A label without the year (or season) its figure is for: "Occupancy (2024)", "Gross Revenue (2023-24)". */
export function withoutYear(label: string): string {
  // (Or the year as a tax bill names it: "Taxes (pay 2026)", "Taxes (FY2026)", "Taxes (2025 est.)".)
  return label.replace(
    / \((?:(?:pay|payable|fy|tax year)\s?)?(?:19|20)\d{2}(?:[-–/]\d{2,4})?(?: est\.?)?\)$/i,
    '',
  );
}

export const customLabel = remembered((label: string): string | undefined => {
  const n = normalizeLabel(label);
  // (A label dated by the year of its value is the label: "Taxes (2025)", "Taxes (pay 2026)".)
  const undated = normalizeLabel(withoutYear(label));
  for (const [pattern, name] of CUSTOM_LABELS) if (pattern.test(n) || pattern.test(undated)) return name;
  return FORM_LABELS.get(n);
});

/**
 * The labels of the uniform residential appraisal forms (single-family, condominium, small income
 * property) that name a fact of the property with no field of its own. Every appraisal prints them
 * the same way, each run into its value in a boxed cell ("Shape Rectangular | View N;Res;"), so
 * knowing them is what lets such a form be read (docs/decisions/0030).
 */
const FORM_LABELS = new Map(
  [
    "Assessor's Parcel #",
    'R.E. Taxes $',
    'Neighborhood Name',
    'Map Reference',
    'Census Tract',
    'Occupant',
    'Dimensions',
    'Shape',
    'View',
    'Zoning Description',
    'Design (Style)',
    '# of Stories',
    'Effective Age (Yrs)',
    'Exterior Walls',
    'Roof Surface',
    'Gutters & Downspouts',
    'Fireplace(s) #',
    'Woodstove(s) #',
    'Basement Area',
    'Basement Finish',
    'Project Name',
    'Floor #',
    'Parking Space #',
    'Driveway Surface',
    'Legal Description',
    'Owner of Public Record',
  ].map((label) => [normalizeLabel(label), label] as const),
);

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingType = (typeof LISTING_TYPES)[number];

/**
 * A labelled property type ("condominium", "Duplex", "SFR", "Vacant land") as one of the options of
 * docs/product/properties.md#the-property-object.
 */
export function mapPropertyType(value: string): PropertyType | '' {
  const t = value.toLowerCase();
  // A part of the place under its own "Type" ("Guest apartment", "In-law suite") names no property's type.
  if (
    /^(?:guest|in-?law|accessory|caretaker'?s?|garage|basement|carriage) (?:apartment|suite|unit|quarters)\b/.test(
      t,
    )
  )
    return '';
  if (
    /\b(?:multi[- ]?family|multifamily|multi[- ]unit|duplex|triplex|fourplex|four[- ]plex|quadplex|quadruplex|(?:two|three|four|2|3|4)[- ](?:family|unit)|apartment (?:building|complex)|income property|(?:triple|three)[- ]decker|(?:two|three|2|3)-flat(?![\w-]))\b/.test(
      t,
    )
  )
    return 'Multi-Family';
  if (/\b(?:town ?house|town ?home|row ?house|row ?home)s?\b/.test(t)) return 'Townhouse';
  if (/\b(?:condo|condominium|co-?op|apartment|flat|loft|penthouse|unit)s?\b/.test(t)) return 'Condo';
  // (A house on its land is a house: "Single Family Home on Acreage", "Farmhouse with 40 acres".)
  if (/^(?:single[- ]family|(?:farm)?house|home|residence)\b[^,;]*?\b(?:on|with)\b/.test(t))
    return 'Single Family Home';
  if (/\b(?:land|lot|acreage|parcel|farm|ranch land|vacant)s?\b/.test(t)) return 'Land';
  if (
    /\b(?:commercial|retail|office|industrial|warehouse|mixed[- ]use|storefront|restaurant|hotel|business)\b/.test(
      t,
    )
  )
    return 'Commercial';
  if (
    /\b(?:single[- ]family|sfr|sfh|detached|house|home|residence|residential|bungalow|cottage|ranch|colonial|craftsman|victorian|cape cod|split[- ]level|farmhouse|villa|estate|cabin|tudor|manufactured|mobile home|modular|double[- ]wide|single[- ]wide)\b/.test(
      t,
    )
  )
    return 'Single Family Home';
  return '';
}

/**
 * The property type a listing's prose names. Stricter than a label: "home office", "large lot" or
 * "in-law apartment" say nothing about the type, so only unambiguous phrases count. Answers the
 * strongest mention: a specific type beats the generic "home".
 */
export function propertyTypeInProse(text: string): PropertyType | '' {
  // An open house is an event, not a house.
  const t = text.toLowerCase().replace(/\bopen[- ]house(?:s)?\b/g, 'open event');
  const specific: [RegExp, PropertyType][] = [
    [
      // (New England's "triple-decker", three flats stacked, and the Midwest's "two-flat".)
      /\b(?:multi[- ]?family|multifamily|multi[- ]unit|duplex|triplex|fourplex|quadplex|(?:two|three|four|2|3|4)[- ](?:family|unit) (?:home|building|property)|(?:two|three|four|2|3|4)[- ](?:family|unit)(?= (?:built|with|on|in|(?:(?!row |town )[a-z]+ ){1,3}(?:house|home|building|victorian)\b))|(?:an?|this|the) (?:\d{4} )?(?:up-and-down |side-by-side )?(?:two|three)-family\b|income property|apartment building|(?:triple|three)[- ]decker|(?:two|three|2|3)-flat(?![\w-]))\b/,
      'Multi-Family',
    ],
    [/\b(?:town ?house|town ?home|row ?house|row ?home)s?\b/, 'Townhouse'],
    // (A co-op with its hyphen, and told as a home: "Pre-war elevator co-op", "co-op board approval",
    // "· Co-op" standing as the type. A chicken coop is no apartment, and an electric or a farmers'
    // co-op, a co-op's water meter or an agent's co-op commission say nothing of the home.)
    [
      /\b(?:condo|condominium|housing cooperative|penthouse)s?\b|(?:condo\/|(?:elevator|pre-?war|post-?war|cooperative|apartment) )co-op\b|(?:^|\n|[|·•]\s*)co-op\b(?!\s*[a-z])|\bco-op (?:apartments?|units?|board|buildings?|shares|corporation|residences?|maintenance)\b/,
      'Condo',
    ],
    [
      /\b(?:(?:vacant|raw|commercial|residential|agricultural|recreational|undeveloped|timber|hunting) land|(?:land|timberland|timber tract|acreage) for sale|lots? for sale|(?:vacant|building|buildable|residential) lots?|acres of (?:[a-z-]+ ){0,2}(?:land|pasture|farmland|timberland|cropland|ground)|quarter section|(?:irrigated|dryland|tillable) (?:cropland|farmland|ground)|outparcel|pad site)\b/,
      'Land',
    ],
    [
      /\b(?:commercial (?:property|building|space)|retail space|(?<!(?:to|near|from|by) (?:[a-z]+ ){0,3})(?:retail|strip) (?:center|centre|plaza)|self[- ]storage|mini[- ]storage|storage facility|office (?:space|building|park)|warehouse|mixed[- ]use|industrial (?:property|building|space)|real estate (?:&|and) business|(?:offered|sold) with (?:its|the) business|(?:inn|b&b|bed (?:&|and) breakfast|motel|hotel) (?:for sale|business)|fellowship hall|house of worship|(?:church|chapel) (?:property|campus|facility)|an? (?:[a-z-]+ ){0,2}(?:inn|b&b|bed (?:&|and) breakfast)(?![a-z&])|car wash|laundromat|rv park\b|campground|real estate included|ebitda|storefront)/,
      'Commercial',
    ],
    [
      /\b(?:single[- ]family|detached home|detached house|(?:manufactured|mobile|modular) home|(?:double|single|triple)[- ]wide|(?:double|triple|multi)[- ]section)\b/,
      'Single Family Home',
    ],
  ];
  // A house made into apartments is a building of several units, whatever it was built as ("a brick
  // rowhouse made into four apartments in 1987").
  if (
    /\b(?:converted|made|divided|split|cut up)\s+(?:in)?to\s+(?:two|three|four|five|six|[2-9])\s+(?:apartments|units|flats|rental units)\b/.test(
      t,
    )
  )
    return 'Multi-Family';
  let best: { index: number; type: PropertyType } | undefined;
  for (const [pattern, type] of specific) {
    const m = pattern.exec(t);
    if (m && (!best || m.index < best.index)) best = { index: m.index, type };
  }
  if (best) return best.type;
  // (Not an apartment that is part of the place, "a one-bedroom guest apartment", "a 2-bedroom apartment
  // above the barn", nor an appliance's size, "apartment-size range".)
  const apartments = [...t.matchAll(/\bapartment\b(?![- ]size|\s+(?:above|over|below|in)\b)/g)].filter(
    (m) =>
      !/\b(?:in-?law|garage|basement|guest|barn|caretaker'?s?|carriage|studio|bedroom|accessory|floor|upstairs|separate|groom'?s?|staff|manager'?s?) $/.test(
        t.slice(Math.max(0, (m.index ?? 0) - 14), m.index),
      ),
  );
  if (apartments.length > 0) return 'Condo';
  if (
    /\b(?:house|home|residence|bungalow|cottage|farmhouse|colonial|craftsman|victorian|ranch|cabin|chalet|cape cod|split[- ]level|tudor|(?:one|two|three|single)[- ]stor(?:y|ey))\b/.test(
      t,
    )
  )
    return 'Single Family Home';
  return '';
}

/** A labelled listing type or status ("Active", "For Lease", "Closed", "Withdrawn") as one of the product's options. */
export function mapListingType(value: string): ListingType | '' {
  const t = value.toLowerCase();
  if (/\b(?:coming soon|pre-?market|pre-?listing|sneak peek|coming to (?:the )?market)\b/.test(t))
    return 'Coming Soon';
  if (
    /\b(?:off[- ](?:the )?market|withdrawn|expired|exp|wdn|cancell?ed|temporarily off|not (?:for sale|available))\b/.test(
      t,
    )
  )
    return 'Off Market';
  if (/\b(?:sold|closed|cls|clsd)\b/.test(t)) return 'Sold';
  if (/\b(?:for rent|for lease|rent|rental|lease|leasing|leased|per month|monthly)\b/.test(t))
    return 'For Rent';
  if (
    /\b(?:for sale|sale|active|act|pnd|pend|just listed|new listing|new to market|pending|under contract|contingent|available|back on market|price (?:reduced|improvement)|open house|new price|just reduced|listed)\b/.test(
      t,
    )
  )
    return 'For Sale';
  return '';
}

export type FeatureKey =
  | 'appliances'
  | 'flooring'
  | 'heatingCooling'
  | 'parking'
  | 'renovations'
  | 'architecture'
  | 'windows'
  | 'outdoor'
  | 'onsite'
  | 'nearby'
  | 'environmental'
  | 'accessibility';

// Order breaks ties: a bullet about a garage with an EV charger is about parking first.
const FEATURE_WORDS: [FeatureKey, RegExp, number][] = [
  [
    'heatingCooling',
    /\b(?:heat(?:ing|ed)?|furnaces?|boilers?|hvac|a\/?c|air[- ]condition\w*|central air|cooling|mini[- ]splits?|heat pumps?|radiant|baseboard|forced[- ]air|ductless|zoned climate|climate control)\b/g,
    1,
  ],
  [
    'appliances',
    /\b(?:appliances?|refrigerators?|fridge|range|ovens?|stove|cooktop|dishwasher|microwave|washer|dryer|freezer|range hood|wine (?:fridge|cooler)|disposal|sub-zero|viking|wolf|bosch|miele|thermador|ge profile|kitchenaid|laundry)\b/g,
    1,
  ],
  [
    'flooring',
    /\b(?:floors|flooring|floor|hardwood|carpet(?:ed|ing)?|tile|laminate|vinyl|lvp|lvt|plank|marble|travertine|terrazzo|parquet|polished concrete|engineered (?:oak|wood|hardwood)|cork|slate|bamboo|saltillo)\b/g,
    1,
  ],
  [
    'parking',
    /\b(?:garages?|parking|carports?|driveway|(?:assigned|covered|reserved|deeded|guest|tandem|surface|valet)\s+(?:parking\s+)?spaces?|\d+\s+(?:parking\s+)?spaces?|\w+-car|\w+[- ]stall|(?:\d{1,2}|two|three|four|five|six) (?:cars|vehicles|stalls)|(?:gravel|parking|concrete) pad|off-street|valet parking)\b/g,
    2,
  ],
  [
    'windows',
    /\b(?:windows?|skylights?|double[- ]pane|triple[- ]pane|low-e|bay window|shutters|blinds)\b/g,
    1,
  ],
  [
    'outdoor',
    // A community's or a resort's pool is shared, not the home's own.
    /\b(?:patio|deck|porch|balcon(?:y|ies)|terrace|yard|backyard|garden|(?<!(?:community|resort|shared|common|resort-style|indoor) )pool|fire ?pit|outdoor kitchen|pergola|gazebo|lawn|courtyard|veranda|lanai|loggia|hot tub|landscap\w*)\b/g,
    1,
  ],
  [
    'renovations',
    // (Work dated by its year, "Roof 2020, vinyl windows 2017", and new work whatever it is made of,
    // "New plank floors and paint, 2025".)
    /\b(?:renovat\w*|remodel\w*|updated|upgraded|new roof|gutted|addition|(?:finished|completed|added|installed|redone) in (?:19|20)\d\d|newly|brand[- ]new|new (?:[a-z-]+ )?(?:hvac|furnace|windows|kitchen|bath\w*|roof|siding|water heater|flooring|floors|lighting|appliances|paint|carpet|counters|countertops|cabinets|fixtures)|(?:roof|windows|kitchen|furnace|boiler|hvac|siding) (?:19|20)\d\d)\b/g,
    2,
  ],
  [
    'architecture',
    /\b(?:ceilings?|vaulted|cathedral|crown mold\w*|built-ins?|fireplaces?|beams?|open (?:floor )?plan|craftsman|victorian|colonial|mid-century|contemporary|tudor|arched|wainscot\w*|millwork|columns?|facade|architect\w*|staircase|molding)\b/g,
    1,
  ],
  [
    'environmental',
    /\b(?:solar|energy star|energy[- ]efficient|leed|geothermal|rainwater|insulation|tankless|low-flow|ev charg\w*|net[- ]zero|passive house|drought|xeriscap\w*|green)\b/g,
    1,
  ],
  [
    'accessibility',
    /\b(?:accessib\w*|wheelchair|ada|ramps?|elevator|grab bars?|step-free|zero[- ]step|no-step|single[- ]level living|one[- ]level living|wide doorways|roll-in|stair ?lift)\b/g,
    2,
  ],
  [
    'onsite',
    /\b(?:gym|fitness|clubhouse|concierge|doorman|valet|indoor pool|(?:community|shared|common) (?:pool|center|garden|room|dock|boat ramp|marina)|resort(?:[- ]style)? pools?|tot lot|(?:walking|nature|jogging|hiking|biking) (?:trails|paths)|cabana|(?:lighted|tennis|pickleball|bocce|sport) courts|\d{1,2}-hole|golf course|boat (?:ramp|launch|slips)|rooftop|lounge|tennis|pickleball|playground|dog park|bike storage|package|sauna|business center|co-working|storage (?:units?|lockers?|cages?)|(?:secured?|controlled) (?:entry|access)|(?:coin(?:-free|-op)?|shared|common|on-?site) laundry|laundry (?:room|facilities)|gated (?:entry|entrance|community)|guard(?:ed)? gate|spa(?![-\w])|amenity center|resident lounge|on-?site (?:property )?(?:management|manager|maintenance))\b/g,
    1,
  ],
  [
    'nearby',
    /\b(?:near|nearby|close to|minutes (?:to|from)|walk(?:ing distance)? to|steps (?:to|from)|blocks? (?:to|from)|proximity|schools?|shopping|downtown|transit|light rail|train station|beach)\b/g,
    1,
  ],
  // Work done to a thing that is named ("Refinished oak floors", "Heat pump replaced 2023") is that
  // thing's, unless nothing else is named ("Roof replaced in 2019").
  ['renovations', /\b(?:replaced|refinished|restored|rebuilt)\b/g, 1],
];

/** The feature field a short item ("Hardwood floors", "Two-car garage") belongs to, if any. */
export function classifyFeature(item: string): FeatureKey | undefined {
  let best: { key: FeatureKey; score: number } | undefined;
  for (const [key, score] of featureScores(item))
    if (score > 0 && (!best || score > best.score)) best = { key, score };
  return best?.key;
}

/** How strongly a short item names each feature field, in the order that breaks ties. */
function featureScores(item: string): [FeatureKey, number][] {
  // A water heater is plumbing, a tiled backsplash a kitchen finish: neither says heating or floors.
  const t = item
    .toLowerCase()
    .replace(/\b(?:(?:heat pump|tankless|gas|electric)\s)?water heaters?\b/g, ' ')
    .replace(/\btiled? backsplash\b/g, ' ')
    // Lawn care or snow removal included is a service of the lease or the association, not a yard.
    .replace(/\b(?:lawn|yard|landscap\w*|snow)(?: care| service| maintenance| removal| mowing)\b/g, 'service')
    // "Floor-to-ceiling windows" are windows, not floors or ceilings.
    .replace(/\bfloor[- ]to[- ]ceiling\b/g, 'tall')
    // A heated pool or spa is the pool's, not the home's heating.
    .replace(/\bheated\s+(?=(?:[a-z-]+\s)?(?:pools?|spas?|hot tubs?|lap pools?)\b)/g, '')
    // So are heated floors, stone or tile: the flooring's ("heated stone in baths"), unless radiant
    // heat is the home's heating.
    .replace(
      /(?<!radiant[- ])\bheated\s+(?=(?:[a-z-]+\s)?(?:floors?|flooring|stone|tile|marble|slate|travertine)\b)/g,
      '',
    )
    // A pool with a cabana or a bathhouse is a community's, shared by its residents.
    .replace(
      /\bpools?(?=\s(?:&|and|with|\+)\s(?:a\s)?(?:cabana|bathhouse|clubhouse)s?\b)/g,
      'community pool',
    );
  return FEATURE_WORDS.map(([key, pattern, weight]) => [
    key,
    new Set((t.match(pattern) ?? []).map((h) => h.trim())).size * weight,
  ]);
}

/** Whether an item names a feature field as strongly as any other ("Hickory hardwood, radiant-heat tile"). */
function namesAsStrongly(item: string, key: FieldKey): boolean {
  const scores = featureScores(item);
  const own = Math.max(0, ...scores.filter(([k]) => k === key).map(([, n]) => n));
  return own > 0 && scores.every(([, n]) => n <= own);
}
