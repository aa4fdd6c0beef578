// A US postal address as people type it ("12 Oak St, Apt 4, Austin, TX 78701", "12 Oak Street
// Austin Texas", "Austin, TX") split into the property object's Street, City, State and ZipCode.

export type ParsedAddress = { Street: string; City: string; State: string; ZipCode: string };

export const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'puerto rico': 'PR',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const STATE_CODES = new Set(Object.values(US_STATES));

const STREET_SUFFIXES = [
  'street',
  'st',
  'avenue',
  'ave',
  'av',
  'road',
  'rd',
  'drive',
  'dr',
  'lane',
  'ln',
  'boulevard',
  'blvd',
  'court',
  'ct',
  'place',
  'pl',
  'way',
  'terrace',
  'ter',
  'circle',
  'cir',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'trail',
  'trl',
  'square',
  'sq',
  'loop',
  'run',
  'path',
  'pike',
  'row',
  'alley',
  'crescent',
  'cres',
  'point',
  'pt',
  'ridge',
  'plaza',
  'walk',
  'crossing',
  'xing',
  'cove',
  'bend',
  'hollow',
  'glen',
];
const DIRECTIONS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west'];
const UNIT = /^(?:apt|apartment|unit|suite|ste|#|no\.?|fl|floor|bldg|building|ph|penthouse)\b/i;

const empty = (): ParsedAddress => ({ Street: '', City: '', State: '', ZipCode: '' });

/** A state written as a code or a name, as its two-letter code; '' when it is neither. */
export function stateCode(value: string): string {
  const v = value.trim().replace(/\.$/, '');
  if (/^[A-Za-z]{2}$/.test(v) && STATE_CODES.has(v.toUpperCase())) return v.toUpperCase();
  return US_STATES[v.toLowerCase().replace(/\s+/g, ' ')] ?? '';
}

/** "123 Main St", "4B Elm Court", "N1234 County Road K": starts with a house number and a word. */
const RURAL_ROAD =
  /^(?:tract\s+\d+[A-Za-z]?,?\s+)?(?:county\s+(?:road|rd)|cr|state\s+(?:road|route|highway|hwy)|sr|us\s+(?:highway|hwy|route)|highway|hwy|farm\s+to\s+market\s+road|fm|ranch\s+road|rr)\s+\d+[A-Za-z]?\b/i;

export function looksLikeStreet(value: string): boolean {
  const v = value.trim();
  if (/\$/.test(v)) return false;
  if (/^\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z0-9]/.test(v)) return true;
  // A rural grid number carries its direction: "W4821 Heron Point Road", "N7394 Birchwood Hollow Lane".
  if (/^[NSEW]\d{3,6}\s+[A-Z]/.test(v)) return true;
  // Land on a rural road is known by the road: "County Road 27", "Tract 7, US Highway 84".
  if (RURAL_ROAD.test(v)) return true;
  // A vacant lot has no house number yet: "Lot 14 Saddle Creek Drive", "TBD Laurel Bend Road".
  const rest = /^(?:lot\s+#?\d+[A-Za-z]?|tbd)\s+(\S.*)$/i.exec(v)?.[1] ?? '';
  return rest
    .split(/\s+/)
    .slice(0, 6)
    .some((w) => STREET_SUFFIXES.includes(w.toLowerCase().replace(/[.,]$/, '')));
}

export function parseAddress(input: string): ParsedAddress {
  const parsed = parseParts(input);
  // (A city is named with a capital: "..., Bloom and Nicholson Hill Roads, not to" names none; nor is
  // a headline a city, "House for sale in Raleigh".)
  return parsed.City && (!/^\p{Lu}/u.test(parsed.City) || /\bfor (?:sale|rent|lease)\b/i.test(parsed.City))
    ? { ...parsed, City: '' }
    : parsed;
}

function parseParts(input: string): ParsedAddress {
  const result = empty();
  let rest = input
    .replace(/\s+/g, ' ')
    // A decoration set between the street and the city on a headline ("214 Jones Street ~ Savannah").
    .replace(/ [~•·◆♦|] /g, ', ')
    .replace(/(?<![,\s])[,\s]*(?:USA|U\.S\.A\.|United States(?: of America)?)\.?\s*$/i, '')
    .trim();
  rest = trimCommasEnd(rest);
  if (!rest) return result;

  // (A ZIP stands apart: the end of a file number, "CW-26-00418", is none.)
  const zip = rest.match(/(?:^|(?<![,\s])[,\s]+)(\d{5})(?:-\d{4})?$/);
  if (zip) {
    result.ZipCode = zip[1];
    rest = rest.slice(0, zip.index).trim();
  }

  // The state is the last word (a code) or the last one to three words (a name).
  const words = rest.split(/[\s,]+/).filter(Boolean);
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const candidate = words.slice(words.length - take).join(' ');
    const code = stateCode(candidate);
    // A bare two-letter word like "Dr" or "Ct" is a street suffix unless a comma or zip sets it apart.
    if (!code) continue;
    if (take === 1 && /^[A-Za-z]{2}$/.test(candidate) && !zip && !commaBeforeLastWord(rest)) {
      if (STREET_SUFFIXES.includes(candidate.toLowerCase()) || candidate !== candidate.toUpperCase())
        continue;
    }
    result.State = code;
    const escaped = words
      .slice(words.length - take)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s,]+');
    rest = rest.replace(new RegExp(`(?<![\\s,])[\\s,]*${escaped}\\.?$`, 'i'), '').trim();
    break;
  }
  rest = trimCommasEnd(rest);

  const parts = rest
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return result;
  if (parts.length === 1) {
    const [street, city] = splitStreetAndCity(parts[0]);
    result.Street = street;
    // (Words after the street with a figure in them are a code, "4018 Mandan Crescent CW-26-00418", not
    // a city.)
    result.City = /\d/.test(city) ? '' : city;
    return result;
  }
  const last = parts[parts.length - 1];
  // A unit with the city run on after it, no comma between ("Unit B Chattanooga"): the unit ends
  // the street, the words after it are the city.
  const unitThenCity = last.match(
    /^((?:apt\.?|apartment|unit|suite|ste\.?|#)\s?#?[A-Za-z]?\d{0,5}[A-Za-z]?(?:-\d{1,5}[A-Za-z]?)?)\s+([A-Z][a-z]+(?:[ .'-]{1,2}[A-Z][a-z]+){0,3})$/i,
  );
  if (unitThenCity && /[A-Za-z0-9]$/.test(unitThenCity[1]) && /^[A-Z]/.test(unitThenCity[2])) {
    result.Street = [...parts.slice(0, -1), unitThenCity[1]].join(', ');
    result.City = unitThenCity[2];
    return result;
  }
  if (UNIT.test(last) || (parts.length === 2 && !looksLikeStreet(parts[0]) && looksLikeStreet(last))) {
    result.Street = parts.join(', ');
    return result;
  }
  result.City = last;
  result.Street = parts.slice(0, -1).join(', ');
  if (!looksLikeStreet(result.Street) && parts.length === 2 && !/\d/.test(result.Street)) {
    // "Austin, TX" style input with no street: both words belong to the city side.
    result.City = parts.join(', ');
    result.Street = '';
  }
  return result;
}

/** "123 Main Street Apt 4 Springfield" → street up to the suffix (and unit), city after it. */
function splitStreetAndCity(value: string): [string, string] {
  const tokens = value.split(' ');
  if (!looksLikeStreet(value)) return ['', value];
  let end = -1;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i].toLowerCase().replace(/\.$/, '');
    if (STREET_SUFFIXES.includes(t)) end = i;
  }
  if (end === -1) return [value, ''];
  if (end + 1 < tokens.length && DIRECTIONS.includes(tokens[end + 1].toLowerCase().replace(/\.$/, ''))) end++;
  if (end + 1 < tokens.length && UNIT.test(tokens[end + 1])) {
    end++;
    if (end + 1 < tokens.length && /^#?\w+$/.test(tokens[end + 1]) && /\d/.test(tokens[end + 1])) end++;
  }
  return [tokens.slice(0, end + 1).join(' '), tokens.slice(end + 1).join(' ')];
}

// The two helpers below do by hand what `/[,\s]+$/` and `/,\s*\S+$/` did: those patterns retried
// from every character of a long run of commas or spaces, in time that grew with its square.

/** `value` without the commas and whitespace at its end. */
function trimCommasEnd(value: string): string {
  let end = value.length;
  while (end > 0 && (value[end - 1] === ',' || /\s/.test(value[end - 1]))) end--;
  return value.slice(0, end);
}

/** A comma comes before the last word, or inside it with something after ("Austin, TX", "a,b"). */
function commaBeforeLastWord(value: string): boolean {
  let start = value.length;
  while (start > 0 && !/\s/.test(value[start - 1])) start--;
  if (start === value.length) return false;
  if (value.slice(start, -1).includes(',')) return true;
  let gap = start;
  while (gap > 0 && /\s/.test(value[gap - 1])) gap--;
  return gap < start && gap > 0 && value[gap - 1] === ',';
}
