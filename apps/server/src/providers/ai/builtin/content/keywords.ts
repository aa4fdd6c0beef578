import { agentNotes, type Facts } from '../facts.ts';
import { articleFor, count, hashtag, num, plural, splitSentences, unique, usd } from '../text-tools.ts';

// SEO keywords: 15-25 phrases in groups (primary, features, neighborhood and landmarks, long-tail
// buyer searches), then 10-15 hashtags.

export const KEYWORDS_MIN = 15;
export const KEYWORDS_MAX = 25;
export const HASHTAGS_MAX = 15;

const SEARCH_NOUN: Record<Facts['kind'], string> = {
  'single-family': 'house',
  condo: 'condo',
  townhouse: 'townhouse',
  'multi-family': 'multi-family property',
  land: 'land',
  commercial: 'commercial property',
  other: 'property',
};

/**
 * What searchers call this listing, as precisely as the data allows: "luxury home", "fixer upper
 * house", "bungalow", "lake view condo", "triplex", "retail building". Used where a searcher would be
 * that precise; the plain noun ("house") stays in the headline phrase and the landmark phrases.
 */
export function searchNoun(f: Facts): string {
  const text = [f.description, f.propertyType, ...f.architecture, ...f.keywords, ...f.statedFacts]
    .join(' ')
    .toLowerCase();
  if (f.kind === 'multi-family')
    return f.units === 2
      ? 'duplex'
      : f.units === 3
        ? 'triplex'
        : f.units === 4
          ? 'fourplex'
          : SEARCH_NOUN[f.kind];
  if (f.kind === 'commercial')
    return /\bretail\b/.test(text)
      ? 'retail building'
      : /\boffice\b/.test(text)
        ? 'office building'
        : SEARCH_NOUN[f.kind];
  if (f.kind === 'land')
    return /\blot\b/.test(f.propertyType.toLowerCase())
      ? 'lot'
      : f.acres && f.acres >= 1
        ? 'acreage'
        : 'land';
  if (f.kind === 'condo') {
    const water = [f.description, ...f.windows, ...f.environmental]
      .join(' ')
      .match(/\b(lake|ocean|bay|river|water)\b/i);
    if (f.luxury) return 'luxury condo';
    return water && /views?|facing/i.test([f.description, ...f.windows].join(' '))
      ? `${water[1].toLowerCase()} view condo`
      : 'condo';
  }
  if (f.kind === 'single-family') {
    if (f.fixer) return 'fixer upper house';
    if (f.luxury) return /\bestate\b/.test(text) ? 'estate' : 'luxury home';
    const style = text.match(
      /\b(bungalow|craftsman|victorian|tudor|colonial|ranch|farmhouse|mid-century modern|cape cod)\b/,
    )?.[1];
    if (style) return style === 'bungalow' ? 'bungalow' : `${style} home`;
  }
  return SEARCH_NOUN[f.kind];
}

/** Short search-friendly form of a feature: "Kitchen remodeled in 2021" → "remodeled kitchen". */
export function shortFeature(item: string): string {
  const head = item
    .toLowerCase()
    .split(/\s+(?:with|of|in|on|for|from|to|that|overlooking)\s+/)[0]
    .replace(/[^a-z0-9\s'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const flipped = head
    .replace(/^(\w+) (remodeled|renovated|updated|replaced|refinished|restored)$/, '$2 $1')
    // "Washer and dryer included" is a lease term, not part of what searchers type.
    .replace(/ included$/, '');
  return flipped.split(' ').length <= 4 ? flipped : '';
}

/** Capitalised multi-word names in the neighborhood text (not at a sentence start), e.g. "Travis Heights". */
export function placeNames(text: string): string[] {
  const names: string[] = [];
  for (const s of splitSentences(text)) {
    const words = s
      .replace(/[.,;:!?()"]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 2 || (run.length === 1 && run[0].length > 3 && !names.includes(run[0])))
        names.push(run.join(' '));
      run = [];
    };
    words.forEach((w, i) => {
      // A capitalised word opening the sentence counts only when the next word is capitalised too.
      const startsName = i === 0 && /^[A-Z][a-z]+$/.test(words[1] ?? '');
      if ((i > 0 || startsName) && /^[A-Z][a-z]+$/.test(w)) run.push(w);
      else flush();
    });
    flush();
  }
  return unique(names).filter((n) => n.split(' ').length >= 2);
}

/** Round monthly-rent bracket renters filter by: $2,350 → $2,500. */
export function rentBracketAbove(rent: number): number {
  const step = rent < 3000 ? 250 : 500;
  return Math.ceil((rent + 1) / step) * step;
}

/** Round price bracket buyers type into a search: "under $550,000". */
export function bracketAbove(price: number): number {
  const step = price < 300_000 ? 25_000 : price < 1_000_000 ? 50_000 : price < 3_000_000 ? 100_000 : 250_000;
  return Math.ceil((price + 1) / step) * step;
}

export function keywordGroups(f: Facts): { name: string; phrases: string[] }[] {
  const noun = SEARCH_NOUN[f.kind];
  const nouns = plural(noun);
  // The precise noun and, for rentals, the rent wording searchers add to every phrase.
  const exact = searchNoun(f);
  const exactFor = f.isRental ? `${exact} for rent` : exact;
  const loc = [f.city, f.state].filter(Boolean).join(' ');
  const sale = f.isRental ? 'for rent' : 'for sale';
  const beds =
    f.beds && f.kind !== 'land' && f.kind !== 'commercial' && f.kind !== 'multi-family'
      ? `${count(f.beds)} bedroom`
      : '';
  const bedBath =
    f.beds && f.baths && f.kind !== 'multi-family' ? `${count(f.beds)} bed ${count(f.baths)} bath` : '';

  const primary = unique([
    beds && loc ? `${beds} ${noun} ${loc}` : '',
    loc ? `${exact} ${sale} ${loc}` : `${exact} ${sale}`,
    f.city ? `${f.city} ${nouns} ${sale}` : '',
    f.zip ? `${nouns} ${sale} ${f.zip}` : '',
    bedBath && f.city ? `${bedBath} ${exactFor} ${f.city}` : '',
    f.propertyType && f.city && f.propertyType.toLowerCase() !== noun
      ? `${f.propertyType.toLowerCase()} ${f.city}`
      : '',
  ]).filter(Boolean);

  const featureItems = unique([
    ...f.outdoor,
    ...f.renovations,
    ...f.architecture,
    ...f.environmental,
    ...f.onsite,
    ...f.appliances,
    ...f.parking,
  ])
    .map(shortFeature)
    // A feature with its own year ("original 1925 brick bungalow") reads as a sentence, not a search.
    .filter((s) => s.length > 2 && !/\b\d{4}\b/.test(s));
  const features = unique(
    featureItems.slice(0, 6).map((item) => `${noun} with ${item}${f.city ? ` ${f.city}` : ''}`),
  );

  const landmarks = unique([...f.nearby, ...placeNames(f.neighborhood)])
    .map((n) => n.replace(/[.]+$/, '').trim())
    .filter((n) => n.length > 2 && n.split(' ').length <= 6 && n !== f.city);
  // The city already leads the primary phrases.
  const names = placeNames(f.neighborhood).filter((n) => n !== f.city);
  const neighborhood = unique([
    ...names.slice(0, 2).map((n) => `${n} ${nouns} ${sale}`),
    ...landmarks
      .filter((n) => !names.includes(n))
      .slice(0, 4)
      .map((n) => `${nouns} near ${n}`),
  ]);

  const longTail = unique([
    f.price && beds && f.city && !f.isRental
      ? `${beds} ${exact} under ${usd(bracketAbove(f.price))} in ${f.city}`
      : '',
    f.price && f.isRental && f.city
      ? `${exact} for rent under ${usd(rentBracketAbove(f.price))} a month ${f.city}`
      : '',
    featureItems[0] && featureItems[1] && loc
      ? `${exactFor} with ${featureItems[0]} and ${featureItems[1]} in ${loc}`
      : '',
    // "Move-in ready" is for the buyer who lives there, not for a tenanted building or a project.
    f.renovations.length &&
    f.city &&
    !f.fixer &&
    !f.isRental &&
    f.kind !== 'multi-family' &&
    f.kind !== 'commercial'
      ? `move-in ready ${exact} ${f.city}`
      : '',
    f.yearBuilt && f.city ? yearPhrase(f, exact) : '',
    f.sqft && f.sqft >= 1000 && f.city && f.kind !== 'land'
      ? `${exactFor} over ${num(Math.floor(f.sqft / 500) * 500)} sq ft in ${f.city}`
      : '',
    f.kind === 'land' && f.sqft && f.city
      ? `${Math.round(f.sqft).toLocaleString('en-US')} sq ft lot ${f.city}`
      : '',
    f.kind === 'land' && f.acres && f.city
      ? `${count(f.acres)} acres for sale ${f.city} ${f.state}`.trim()
      : '',
    f.frontage && f.city ? `land with ${f.frontage} ${f.city}` : '',
    f.kind === 'land' && /unrestricted/i.test(f.description) && f.city ? `unrestricted land ${f.city}` : '',
    f.kind === 'multi-family' && f.units && f.city
      ? exact === noun
        ? `${f.units} unit ${nouns} ${f.city}`
        : `${exact} with ${f.unitRents.length ? 'tenants in place' : `${f.units} units`} ${f.city}`
      : '',
    f.fixer && f.city ? `fixer upper ${f.city} ${f.state}`.trim() : '',
    f.isRental && /pet|cat|dog/i.test(f.customFields.map((c) => c.join(' ')).join(' ')) && f.city
      ? `pet friendly ${noun} for rent ${f.city}`
      : '',
    /office|den|study|flex/i.test([f.description, ...f.architecture].join(' ')) && f.city
      ? `${exactFor} with home office ${f.city}`
      : '',
    f.kind === 'multi-family' && f.city ? `income property ${f.city} ${f.state}`.trim() : '',
  ]).filter(Boolean);

  const agent = unique(f.keywords.map((k) => k.toLowerCase()));

  // Always-true phrases, used only to reach the minimum of 15.
  const fallback = unique([
    f.city ? `${f.city} real estate` : '',
    loc ? `${loc} ${noun} listings` : '',
    f.zip ? `${f.zip} real estate` : '',
    f.state ? `${f.state} ${nouns} ${sale}` : '',
    f.city ? `new listings ${f.city}` : '',
    f.city ? `${f.city} ${f.isRental ? 'rentals' : f.kind === 'land' ? 'land' : nouns}` : '',
    f.street && f.city ? `${f.street} ${f.city}` : '',
    `${noun} ${sale} near me`,
    f.isRental
      ? `${f.kind === 'condo' ? 'condo' : 'apartment'} rentals ${f.city || 'near me'}`
      : f.kind === 'land'
        ? `buy land in ${f.city || 'Texas'}`.replace(' in Texas', '')
        : f.city
          ? `buy ${articleFor(exact)} ${exact} in ${f.city}`
          : `buy ${articleFor(exact)} ${exact}`,
  ]).filter(Boolean);

  const groups = [
    { name: 'Primary', phrases: primary },
    { name: 'Features', phrases: features },
    { name: 'Neighborhood and landmarks', phrases: neighborhood },
    { name: `Long-tail ${f.words.one} searches`, phrases: longTail },
    { name: 'From your property keywords', phrases: agent },
  ];
  // Fit the total into 15-25: trim the largest groups first, then top up the primary group.
  const total = () => groups.reduce((n, g) => n + g.phrases.length, 0);
  while (total() > KEYWORDS_MAX) {
    const largest = groups.reduce((a, b) => (b.phrases.length > a.phrases.length ? b : a));
    largest.phrases.pop();
  }
  const seen = new Set(groups.flatMap((g) => g.phrases.map((p) => p.toLowerCase())));
  for (const phrase of fallback) {
    if (total() >= KEYWORDS_MIN) break;
    if (seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    groups[0].phrases.push(phrase);
  }
  return groups.filter((g) => g.phrases.length);
}

/** The build year as searchers use it: "new construction townhouse Raleigh", "bungalow built in 1925 Denver". */
function yearPhrase(f: Facts, exact: string): string {
  const year = f.yearBuilt ?? 0;
  if (year >= new Date().getFullYear() - 3) return `new construction ${exact} ${f.city}`;
  return `${exact} built in ${year} ${f.city}`;
}

export function hashtags(f: Facts): string[] {
  const noun = SEARCH_NOUN[f.kind];
  const feature = (pattern: RegExp, tag: string) =>
    [...f.outdoor, ...f.onsite, ...f.renovations, ...f.environmental, ...f.architecture].some((i) =>
      pattern.test(i),
    )
      ? tag
      : '';
  const tags = unique(
    [
      f.city ? hashtag(`${f.city} Real Estate`) : '',
      f.city && f.state ? hashtag(`${f.city} ${f.state}`) : '',
      f.city
        ? hashtag(
            `${f.city} ${f.isRental ? 'Rentals' : f.kind === 'land' ? 'Land' : f.kind === 'multi-family' ? 'Investment Property' : 'Homes'}`,
          )
        : '',
      f.kind === 'land' ? '#Acreage' : '',
      f.kind === 'multi-family' ? '#RealEstateInvesting' : '',
      f.fixer ? '#FixerUpper' : '',
      f.luxury ? '#LuxuryRealEstate' : '',
      f.isRental ? '#ForRent' : f.isSold ? '#JustSold' : f.isComingSoon ? '#ComingSoon' : '#JustListed',
      f.isRental
        ? '#ForRent'
        : f.kind === 'land'
          ? '#LandForSale'
          : f.kind === 'multi-family'
            ? '#IncomeProperty'
            : f.kind === 'commercial'
              ? '#CommercialRealEstate'
              : '#HomeForSale',
      hashtag(f.propertyType || noun),
      f.beds && f.kind !== 'land' && f.kind !== 'commercial' && f.kind !== 'multi-family'
        ? hashtag(`${count(f.beds).replace('.', '')} Bedroom ${noun}`)
        : '',
      f.kind === 'land' ? '' : feature(/pool/i, '#PoolHome'),
      feature(/view/i, '#HomeWithAView'),
      f.kind === 'land' ? '' : feature(/renovat|remodel|updated|new /i, '#UpdatedHome'),
      feature(/solar|energy/i, '#EnergyEfficientHome'),
      feature(/garden|yard/i, '#OutdoorLiving'),
      feature(/craftsman/i, '#CraftsmanHome'),
      feature(/historic|victorian/i, '#HistoricHome'),
      f.instructions?.openHouse ? '#OpenHouse' : '',
      f.state ? hashtag(`${f.state} Real Estate`) : '',
      '#RealEstate',
      f.isRental ? '#ApartmentHunting' : f.kind === 'land' ? '#LandInvestment' : '#HouseHunting',
      f.isRental ? '' : '#NewListing',
      '#RealtorLife',
      f.kind === 'land' ? '#BuildYourDream' : '#HomeSearch',
      '#PropertySearch',
      f.isRental ? '#Renting' : f.kind === 'land' ? '#LandBuyers' : '#HomeBuyers',
    ].filter(Boolean),
  );
  return tags.slice(0, HASHTAGS_MAX);
}

export function writeKeywords(f: Facts): string {
  const groups = keywordGroups(f);
  const tags = hashtags(f);
  const n = groups.reduce((s, g) => s + g.phrases.length, 0);
  const body = groups
    .map((g) => `### ${g.name}\n\n${g.phrases.map((p) => `- ${p}`).join('\n')}`)
    .join('\n\n');
  const notes = [
    `${n} phrases and ${tags.length} hashtags. Use the primary phrases in the listing title and first sentence, features and long-tail phrases in the body and photo captions.`,
  ];
  return `## SEO keywords\n\n${body}\n\n## Hashtags\n\n${tags.join(' ')}${agentNotes(f, notes)}`;
}
