import type { Facts } from './facts.ts';
import { capitalize, count, joinList, listOf, lowerFirst, num, splitSentences, usd } from './text-tools.ts';

// Likely buyer or renter segments, derived from the property's price, type, size, features and
// location. Segments are defined by needs and lifestyle only (Fair Housing): never by familial
// status, age, religion, race, national origin, sex or disability.

export type Segment = {
  key: string;
  /** Segment name for demographics. */
  name: string;
  /** Persona name for buyer personas. */
  persona: string;
  score: number;
  draws: string[];
  questions: string[];
  channels: string[];
  goals: string[];
  objections: string[];
  message: string;
};

const text = (f: Facts) =>
  [
    f.description,
    f.neighborhood,
    ...f.architecture,
    ...f.renovations,
    ...f.outdoor,
    ...f.onsite,
    ...f.nearby,
    ...f.environmental,
    ...f.accessibility,
    ...f.parking,
    ...f.keywords,
    f.propertyNotes,
  ]
    .join(' ')
    .toLowerCase();

const matching = (items: string[], pattern: RegExp) => items.filter((i) => pattern.test(i));

export function segmentsFor(f: Facts): Segment[] {
  const all = text(f);
  const who = f.isRental ? 'renters' : 'buyers';
  const Who = f.isRental ? 'Renters' : 'Buyers';
  const portals = f.isRental
    ? 'rental portals (Zillow Rentals, Apartments.com, HotPads)'
    : 'Zillow, Realtor.com and Redfin saved searches';
  const size = [f.beds ? `${count(f.beds)} bedrooms` : '', f.sqft ? `${num(f.sqft)} sq ft` : '']
    .filter(Boolean)
    .join(' and ');
  const out: Segment[] = [];
  const add = (s: Segment) => out.push(s);

  const officeWords = /\b(office|den|study|flex|loft|bonus room|workspace)\b/;
  const livingSpace = f.kind !== 'land' && f.kind !== 'commercial' && f.kind !== 'multi-family';
  if (livingSpace && !f.fixer && ((f.beds ?? 0) >= 3 || officeWords.test(all))) {
    const office = officeWords.test(all);
    add({
      key: 'remote',
      name: `${Who} who work from home and need a dedicated office`,
      persona: 'The Remote Professional',
      score: 7 + (office ? 3 : 0),
      draws: [
        office
          ? 'A space the listing already describes as usable for work'
          : `${count(f.beds ?? 3)} bedrooms, so one can become a quiet office`,
        ...matching(f.environmental, /\b(quiet|light|natural light|view|views|sun|sunlit)\b/i).slice(0, 1),
        ...(f.nearby.length ? [`Breaks close by: ${joinList(f.nearby.slice(0, 2))}`] : []),
      ],
      questions: [
        'Which internet providers and speeds serve the address? (verify with the providers)',
        'Which room works best as an office, and how quiet is it during the day?',
        'Is there room for a second workspace if two people work from home?',
      ],
      channels: [
        'LinkedIn posts and articles with the floor plan',
        `${portals} with "home office" keywords`,
        'Relocation networks and employer relocation contacts',
      ],
      goals: ['Separate work from home life', 'Reliable internet and a quiet room', 'Less time commuting'],
      objections: ['Internet speed unknown until checked', 'Whether the office room gets enough light'],
      message: `Work a few steps from your ${f.noun === 'home' ? 'kitchen' : 'living room'}: ${size || 'a layout'} with room for a real office${f.cityState ? ` in ${f.cityState}` : ''}.`,
    });
  }

  if (livingSpace && !f.isRental && !f.fixer && ((f.beds ?? 0) >= 4 || (f.sqft ?? 0) >= 2200)) {
    add({
      key: 'space',
      name: `Move-up ${who} who need more room`,
      persona: 'The Move-Up Buyer',
      score: 8,
      draws: [
        size ? `${size} of space` : 'More space than a starter home',
        ...(f.outdoor.length ? [`Outdoor space: ${listOf(f.outdoor, 2)}`] : []),
        ...(f.parking.length ? [`Parking: ${listOf(f.parking, 2)}`] : []),
      ],
      questions: [
        'How does the layout separate living areas from bedrooms?',
        'What storage does the home have?',
        'What would it cost to run and maintain a home of this size?',
      ],
      channels: [
        `${portals} filtered by bedrooms and size`,
        'Facebook and Instagram posts with a walkthrough video',
        'Your past clients who bought smaller homes 3 to 7 years ago',
      ],
      goals: ['A room for every use', 'Space to host', 'Storage and parking that fit their life'],
      objections: ['Monthly cost of a larger home', 'Selling their current home first'],
      message: `Room to grow into: ${size || 'a generous layout'}${f.highlights[0] ? ` and ${f.highlights[0].phrase}` : ''}.`,
    });
  }

  const lowMaintenance =
    f.kind === 'condo' ||
    f.kind === 'townhouse' ||
    (f.hoaMonthly ?? 0) > 0 ||
    /\b(low[- ]maintenance|xeriscap\w*|new roof|turf|lock[- ]and[- ]leave)\b/.test(all);
  if (lowMaintenance && f.isRental && livingSpace) {
    const included = splitSentences(f.description).filter((x) => /\binclud\w*\b/i.test(x));
    add({
      key: 'low-maintenance',
      name: 'Renters who want a simple, predictable monthly cost',
      persona: 'The Easy-Renting Professional',
      score: 8,
      draws: [
        ...(included.length
          ? included.slice(0, 2)
          : [`${f.priceText ?? 'The rent'} a month, with the terms in writing`]),
        ...(f.onsite.length ? [`Building amenities: ${listOf(f.onsite, 3)}`] : []),
      ],
      questions: [
        'What does the rent include, and what do utilities usually cost on top?',
        'What are the lease length, deposit and pet terms?',
        'How are repair requests handled, and how fast?',
      ],
      channels: [
        `${portals}`,
        'Instagram and Facebook carousels of the building amenities',
        'Corporate housing and relocation contacts',
      ],
      goals: ['One predictable monthly payment', 'No upkeep of their own', 'A building that runs smoothly'],
      objections: ['Utility costs not included in the rent', 'Lease terms that do not fit their plans'],
      message: `One rent, fewer surprises: ${f.summary || `a ${f.noun}`}${included.length ? `, and ${lowerFirst(included[0]).replace(/\.$/, '')}` : ''}.`,
    });
  } else if (lowMaintenance && livingSpace && !f.isRental) {
    add({
      key: 'low-maintenance',
      name: `${Who} who want low maintenance`,
      persona: 'The Lock-and-Leave Owner',
      score: f.kind === 'condo' || f.kind === 'townhouse' ? 9 : 6,
      draws: [
        f.hoaMonthly
          ? `An association that handles shared upkeep (HOA ${usd(f.hoaMonthly)}/mo; confirm what it covers)`
          : 'Less exterior upkeep than a larger detached home',
        ...(f.renovations.length ? [`Recent updates: ${listOf(f.renovations, 2)}`] : []),
        ...(f.onsite.length ? [`On-site amenities: ${listOf(f.onsite, 3)}`] : []),
      ],
      questions: [
        'What do the HOA dues cover, and are any special assessments planned?',
        'What rules does the association set on rentals, pets and renovations?',
        'When were the roof and major systems last replaced?',
      ],
      channels: [
        `${portals} with "low maintenance" and amenity keywords`,
        'Instagram and Facebook carousels of the amenities',
        'Email to your database of owners who asked about condos and townhomes',
      ],
      goals: ['Free weekends', 'Predictable monthly costs', 'Easy to leave for travel'],
      objections: ['HOA dues and rules', 'Less private outdoor space'],
      message: `More time for what you enjoy: ${f.noun} living${f.onsite.length ? ` with ${listOf(f.onsite, 2)}` : ''} and less upkeep.`,
    });
  }

  const starter =
    ((f.kind === 'condo' || f.kind === 'townhouse') && (f.beds ?? 0) <= 2) ||
    (f.kind === 'single-family' && (f.beds ?? 9) <= 3 && (f.sqft ?? 9999) <= 1500);
  const asked = (a: string) => (f.instructions?.audiences ?? []).some((x) => x === a);
  if (f.fixer && !f.isRental) {
    add({
      key: 'renovator',
      name: 'Buyers ready to renovate for value',
      persona: 'The Renovator',
      score: 11 + (asked('first-time') || asked('investor') ? 2 : 0),
      draws: [
        f.priceText
          ? `A purchase price of ${f.priceText} that reflects the condition`
          : 'A price set by the condition',
        ...splitSentences(f.description)
          .filter((x) => /\b(solid|sound|foundation|roof|furnace|basement|garage|brick)\b/i.test(x))
          .slice(0, 2),
      ],
      questions: [
        'What will the work cost, room by room? (get contractor bids before the offer)',
        'Which renovation loans apply, and what does the lender need?',
        'Are there permits or code issues on record? (verify with the city)',
      ],
      channels: [
        'Local real estate investor groups and wholesaler lists',
        `${portals} with "fixer upper" and "as-is" keywords`,
        'Contractors and renovation lenders you work with',
      ],
      goals: ['Buy below finished value', 'Choose their own finishes', 'Build equity through the work'],
      objections: ['Unknown repair costs', 'Financing a home that needs work'],
      message: `Priced for its condition${f.priceText ? ` at ${f.priceText}` : ''}: ${f.summary || `a ${f.noun}`} ready for your plans.`,
    });
  }
  if (f.kind === 'multi-family' && !f.isRental) {
    add({
      key: 'owner-occupant',
      name: 'Buyers who want to live in one unit and rent the others',
      persona: 'The Owner-Occupant Landlord',
      score: 9 + (asked('first-time') ? 3 : 0),
      draws: [
        f.units ? `${f.units} units on one property` : 'More than one unit on one property',
        ...(f.unitRents.length
          ? [`Current rents of ${f.unitRents.map((r) => usd(r)).join(', ')} a month`]
          : []),
      ],
      questions: [
        'Which unit comes vacant first, and when do the leases end?',
        'What do the other units pay toward the mortgage each month?',
        'Which loans allow an owner-occupied multi-unit purchase? (verify with a lender)',
      ],
      channels: [
        'Lender partners who finance owner-occupied multi-units',
        `${portals}`,
        'First-time buyer seminars',
      ],
      goals: ['Let rent cover part of the mortgage', 'Build equity while living on site'],
      objections: ['Being a landlord to neighbors', 'Waiting for a lease to end to move in'],
      message: `Live in one, rent the rest${f.unitRents.length ? `: the other units bring in rent from day one` : ''}.`,
    });
  }
  if ((starter || asked('first-time')) && !f.isRental && f.kind !== 'land' && f.kind !== 'commercial') {
    add({
      key: 'first-time',
      name: 'First-time buyers moving up from renting',
      persona: 'The First-Time Buyer',
      score: 7 + (asked('first-time') ? 5 : 0),
      draws: [
        f.priceText
          ? `A price of ${f.priceText} for ${f.summary || `a ${f.noun}`}`
          : `A ${f.noun} of their own`,
        ...(f.renovations.length ? ['Updates already done, so fewer projects on day one'] : []),
        ...(f.nearby.length ? [`Everyday places nearby: ${joinList(f.nearby.slice(0, 2))}`] : []),
      ],
      questions: [
        'What would the monthly payment be with a low down payment?',
        'Which first-time buyer programs apply here? (verify with a local lender)',
        'What will need repair or replacement in the next few years?',
      ],
      channels: [
        `${portals}`,
        'Instagram and TikTok short videos with the monthly payment math',
        'First-time buyer seminars with a local lender',
      ],
      goals: [
        'Stop paying rent',
        'A payment they can plan for',
        f.fixer ? 'A price that leaves room in the budget for repairs' : 'A home that needs little work',
      ],
      objections: ['Saving the down payment', 'Fear of surprise repairs'],
      message: `Own instead of rent${f.cityState ? ` in ${f.cityState}` : ''}: ${f.summary || `a ${f.noun}`}${f.fixer ? `, priced for the work it needs` : ' ready to move into'}.`,
    });
  }

  const incomeFit =
    f.kind === 'multi-family'
      ? 10
      : f.kind === 'commercial'
        ? 9
        : f.kind === 'condo' || f.kind === 'townhouse'
          ? 6
          : 5;
  if (!f.isRental && f.kind === 'land') {
    add({
      key: 'investor',
      name: 'Investors holding land for future use or development',
      persona: 'The Land Investor',
      score: 7 + (f.frontage ? 3 : 0) + (asked('investor') ? 5 : 0),
      draws: [
        ...(f.acres && f.price ? [`${count(f.acres)} acres at ${usd(f.price / f.acres)} per acre`] : []),
        ...(f.frontage ? [capitalize(f.frontage)] : []),
        ...(f.zoning ? [`Zoning: ${f.zoning}`] : []),
        ...splitSentences(f.description)
          .filter((x) => /unrestricted|restrict/i.test(x))
          .slice(0, 1),
      ].concat(f.acres || f.frontage || f.zoning ? [] : ['A parcel to hold or develop']),
      questions: [
        'What uses do the deed restrictions and county rules allow? (verify with the county)',
        'What would it cost to bring water, power and a driveway to a building site?',
        'Is there an agricultural or wildlife tax valuation, and would a change of use end it?',
      ],
      channels: [
        'LandWatch, Land.com and LoopNet',
        'Local investor and developer groups',
        'Your investor client list by email',
      ],
      goals: ['Appreciation over time', 'Flexibility of use', 'Low holding costs'],
      objections: ['Holding costs without income', 'Uncertain development costs'],
      message: `${f.acres ? `${count(f.acres)} acres` : 'Land'}${f.frontage ? ` with ${f.frontage}` : ''}${f.cityState ? ` in ${f.cityState}` : ''}: room to plan.`,
    });
  }
  if (!f.isRental && f.kind !== 'land') {
    add({
      key: 'investor',
      name:
        f.kind === 'commercial'
          ? 'Investors and owner-operators seeking commercial space'
          : 'Investors looking for rental income',
      persona: f.kind === 'commercial' ? 'The Owner-Operator' : 'The Income Investor',
      score: incomeFit + (f.monthlyRent ? 3 : 0) + (asked('investor') ? 5 : 0),
      draws: [
        f.pricePerSqft ? `Entry at ${usd(f.pricePerSqft)} per sq ft` : 'A price to test against local rents',
        ...(f.kind === 'multi-family'
          ? [f.units ? `${f.units} units on one property` : 'More than one unit on one property']
          : []),
        ...(f.fixer ? ['Sold as-is, with the renovation upside left to the buyer'] : []),
        ...(f.zoning ? [`Zoning: ${f.zoning}`] : []),
        ...(f.monthlyRent ? [`Stated rents of ${usd(f.monthlyRent)}/mo`] : []),
      ],
      questions: [
        f.unitRents.length
          ? 'When do the current leases end, and how do the rents compare with the market? (verify with your MLS data)'
          : 'What does it rent for, and what are comparable rents? (verify with your MLS data)',
        f.annualTax
          ? 'What do insurance and utilities the owner pays cost each year?'
          : 'What are the taxes, insurance and HOA rules on rentals?',
        'What capital work is due in the next five years?',
      ],
      channels: [
        'BiggerPockets and local real estate investor groups',
        'LinkedIn posts with the cap rate math',
        'Your investor client list by email',
      ],
      goals: ['Positive cash flow', 'A cap rate they can defend', 'Low vacancy'],
      objections: ['Rent uncertainty', 'Financing costs at current rates'],
      message: `Run the numbers: ${f.priceText ?? 'this property'}${f.pricePerSqft ? `, ${usd(f.pricePerSqft)}/sq ft` : ''}, with the income math laid out.`,
    });
  }

  const commute = matching(
    f.nearby,
    /\b(transit|train|rail|metro|subway|bus|station|highway|freeway|interstate|i-\d+|downtown|airport|commut\w*)\b/i,
  );
  if (
    f.kind !== 'land' &&
    f.kind !== 'commercial' &&
    (commute.length || /\b(transit|train|station|highway|freeway|downtown|commute)\b/.test(all))
  ) {
    add({
      key: 'commuter',
      name: `Commuters who value quick access`,
      persona: 'The Commuter',
      score: 7,
      draws: [
        commute.length
          ? `Close to ${joinList(commute.slice(0, 3))}`
          : 'Transport links named in the neighborhood description',
        ...(f.parking.length ? [`Parking: ${listOf(f.parking, 2)}`] : []),
      ],
      questions: [
        'How long is the drive or ride at rush hour? (verify with a maps app at peak times)',
        'Where is the nearest station or highway entrance?',
        'Is there secure parking or bike storage?',
      ],
      channels: [
        `${portals} with commute-time search`,
        'Facebook and Instagram ads in the housing special ad category',
        'Employer relocation contacts near the transport links',
      ],
      goals: ['Less time in traffic', 'Predictable travel times', 'Easy parking'],
      objections: ['Traffic noise close to main roads'],
      message: `Get your evenings back: ${commute.length ? `close to ${joinList(commute.slice(0, 2))}` : 'a location built around the commute'}.`,
    });
  }

  const outdoors = [
    ...f.outdoor,
    ...matching(f.onsite, /\b(pool|yard|garden|deck|patio|trail|park|court|spa)\b/i),
  ];
  if (outdoors.length || /\b(acre|acres|yard|garden|pool)\b/.test(all)) {
    add({
      key: 'outdoor',
      name: `${Who} who live outdoors as much as indoors`,
      persona: 'The Outdoor Entertainer',
      score: 7 + Math.min(outdoors.length, 3),
      draws: [
        outdoors.length ? `${listOf(outdoors, 3)}` : 'Outdoor space described in the listing',
        ...(matching(f.nearby, /\b(park|trail|lake|river|beach|greenbelt|golf)\b/i).length
          ? [
              `Nearby: ${joinList(matching(f.nearby, /\b(park|trail|lake|river|beach|greenbelt|golf)\b/i).slice(0, 2))}`,
            ]
          : []),
      ],
      questions: [
        'How much sun does the outdoor space get, and when?',
        'What upkeep does the outdoor space need each year?',
        'Are there rules on fencing, pools or outdoor structures?',
      ],
      channels: [
        'Instagram Reels and Pinterest with outdoor photos at golden hour',
        `${portals} with outdoor keywords`,
        'Facebook posts timed for spring and summer weekends',
      ],
      goals: ['Space to host and relax outside', 'Room for gardening or play', 'Views and light'],
      objections: ['Outdoor upkeep time and cost'],
      message: `Your next weekend starts outside: ${outdoors.length ? listOf(outdoors, 2) : 'outdoor space to use all season'}.`,
    });
  }

  const characterWords =
    /\b(craftsman|victorian|historic\w*|original|tudor|colonial|mid-century|bungalow|restored|period)\b/;
  // Character needs evidence in the data, not the build year alone.
  if (f.historical || characterWords.test(all)) {
    add({
      key: 'character',
      name: `${Who} who value character and history`,
      persona: 'The Character Seeker',
      score: 6 + (f.historical ? 2 : 0) + (characterWords.test(all) ? 1 : 0),
      draws: [
        f.yearBuilt ? `Built ${f.yearBuilt}` : 'Period details',
        ...(f.architecture.length ? [listOf(f.architecture, 2)] : []),
        ...(f.historical ? [f.historical.split('. ')[0]] : []),
      ],
      questions: [
        'Which original details remain, and which were restored?',
        'What updates were made to wiring, plumbing and insulation?',
        'Is the home in a historic district with renovation rules? (verify with the city)',
      ],
      channels: [
        'Instagram and Pinterest detail shots of original features',
        'Local preservation society newsletters and historic-home groups',
        `${portals} with style keywords such as the architectural style`,
      ],
      goals: ['A home with a story', 'Details new construction lacks', 'Updated systems behind the charm'],
      objections: ['Age of systems', 'Renovation limits in historic districts'],
      message: `Character you cannot build new: ${f.yearBuilt ? `built ${f.yearBuilt}` : 'period details'}${f.architecture.length ? ` with ${lowerFirst(f.architecture[0])}` : ''}.`,
    });
  }

  const singleLevel =
    /\b(single[- ]level|single[- ]story|one[- ]story|ranch|step[- ]free|no[- ]step|elevator|ramp|zero[- ]entry|wide doorways?|grab bars?)\b/;
  if (f.accessibility.length || singleLevel.test(all)) {
    add({
      key: 'single-level',
      name: `${Who} who want single-level or step-free living`,
      persona: 'The Easy-Living Buyer',
      score: 6 + (f.accessibility.length ? 2 : 0),
      draws: [
        f.accessibility.length ? listOf(f.accessibility, 3) : 'Single-level features named in the listing',
      ],
      questions: [
        'Are all main rooms on one level?',
        'Are entrances step-free, and how wide are the doorways?',
        'Is parking close to the entrance?',
      ],
      channels: [
        `${portals} with "single level" keywords`,
        'Facebook and Instagram posts that show the entry and floor plan',
        'Referrals from local right-sizing and moving services',
      ],
      goals: ['Everyday ease', 'A home that works for the long term', 'Less climbing and carrying'],
      objections: ['Size trade-offs of single-level plans'],
      message: `Everything within easy reach: ${f.accessibility.length ? listOf(f.accessibility, 2) : 'a layout without stairs to climb'}.`,
    });
  }

  const lifestyle = matching(
    f.nearby,
    /\b(restaurant|cafe|coffee|shop|shopping|market|dining|bar|brewery|theater|museum|downtown|district)\b/i,
  );
  if (lifestyle.length) {
    add({
      key: 'walkable',
      name: `${Who} who want shops and dining close by`,
      persona: 'The Neighborhood Regular',
      score: 6 + Math.min(lifestyle.length, 2),
      draws: [
        `Close to ${joinList(lifestyle.slice(0, 3))}`,
        ...(f.neighborhood ? [f.neighborhood.split('. ')[0]] : []),
      ],
      questions: [
        'How long is the walk or drive to the places named nearby?',
        'How busy and how loud is the street in the evening?',
        'Where do guests park?',
      ],
      channels: [
        'Instagram stories featuring the nearby places (tag them)',
        `${portals}`,
        'Nextdoor and local Facebook community groups (housing ad rules apply)',
      ],
      goals: ['Errands without long drives', 'Evenings out close to home', 'A sense of place'],
      objections: ['Noise and parking near busy areas'],
      message: `Your local spots are close: ${joinList(lifestyle.slice(0, 2))}.`,
    });
  }

  if (f.kind === 'land') {
    add({
      key: 'build',
      name: 'Buyers and builders planning a custom build',
      persona: 'The Custom Builder',
      score: 10,
      draws: [
        f.acres
          ? `${count(f.acres)} acres`
          : f.sqft
            ? `${num(f.sqft)} sq ft of land`
            : 'Land ready for plans',
        ...(f.zoning ? [`Zoning: ${f.zoning}`] : []),
        ...(f.environmental.length ? [listOf(f.environmental, 2)] : []),
      ],
      questions: [
        'What can be built under the zoning, and what setbacks apply? (verify with the city)',
        'Which utilities reach the lot, and at what cost to connect?',
        'Are soil, survey or flood reports available?',
      ],
      channels: ['Local builders and architects', 'LandWatch and Land.com', 'LinkedIn posts for developers'],
      goals: ['A site that fits their plans', 'Clear permitting path', 'Known site costs'],
      objections: ['Utility and site-preparation costs', 'Permitting time'],
      message: `Build what you want${f.cityState ? ` in ${f.cityState}` : ''}: ${f.sqft ? `${num(f.sqft)} sq ft` : 'a lot'}${f.zoning ? ` zoned ${f.zoning}` : ''}.`,
    });
  }

  if (f.isRental) {
    add({
      key: 'relocating',
      name: 'Renters relocating for work',
      persona: 'The Relocating Renter',
      score: 8,
      draws: [
        f.priceText ? `A rent of ${f.priceText}` : 'A rental ready to move into',
        ...(f.nearby.length ? [`Close to ${joinList(f.nearby.slice(0, 2))}`] : []),
      ],
      questions: [
        'What is the lease term and move-in date?',
        'What utilities are included?',
        'What is the pet policy?',
      ],
      channels: [
        'Rental portals (Zillow Rentals, Apartments.com)',
        'Employer relocation contacts',
        'Corporate housing networks',
      ],
      goals: ['A quick, reliable move', 'A short commute', 'Clear lease terms'],
      objections: ['Signing before seeing it in person'],
      message: `Move in without the guesswork: ${f.summary || `a ${f.noun}`}${f.cityState ? ` in ${f.cityState}` : ''}, with a video tour available.`,
    });
  }

  // Always available for a home or land, so every property gets at least three segments; a commercial
  // property is no one's new home, and gets the business segments below instead.
  if (f.kind !== 'commercial')
    add({
      key: 'relocation',
      name: `${Who} relocating to ${f.place}`,
      persona: 'The Newcomer',
      score: 4,
      draws: [
        `${f.summary || `A ${f.noun}`}${f.cityState ? ` in ${f.cityState}` : ''}`,
        ...(f.neighborhood ? [f.neighborhood.split('. ')[0]] : []),
      ],
      questions: [
        'What is daily life like in the area?',
        f.kind === 'land'
          ? 'Can the boundaries and access be shown on video before a visit?'
          : `Can the ${f.noun} be toured by video before a visit?`,
        f.isRental ? 'Can the lease be signed remotely?' : 'How long does closing take from out of town?',
      ],
      channels: [
        'Relocation networks and employer HR contacts',
        `${portals}`,
        'YouTube video tour with a neighborhood drive',
      ],
      goals: ['Confidence from a distance', 'A smooth remote process', 'Settling in quickly'],
      objections: ['Buying without seeing it in person'],
      message: `See it from anywhere: a full video tour of ${f.summary || `this ${f.noun}`}${f.cityState ? ` in ${f.cityState}` : ''}.`,
    });
  // A business that has outgrown its space, not a household moving house: a commercial property is
  // no one's home.
  if (f.kind === 'commercial')
    add({
      key: 'growing-business',
      name: `Local businesses that need more or better-placed space`,
      persona: 'The Growing Business',
      score: 3,
      draws: [
        f.summary ? `${f.summary}` : `A ${f.noun}`,
        ...(f.highlights[0] ? [f.highlights[0].phrase] : []),
      ],
      questions: [
        f.zoning ? `Does the ${f.zoning} zoning allow their use?` : 'Does the zoning allow their use?',
        'What would fitting out the space cost, and how long would it take?',
        f.isRental
          ? 'What lease length and terms are on offer?'
          : 'How does owning compare with their current lease?',
      ],
      channels: [
        'Your commercial contacts and local business associations',
        f.isRental
          ? 'Commercial lease listings (LoopNet, Crexi)'
          : 'Commercial listing sites (LoopNet, Crexi)',
        'Direct mail to businesses nearby',
      ],
      goals: ['Room to grow', 'A location customers can reach', 'Predictable occupancy costs'],
      objections: ['Fit-out cost and timing'],
      message: `Room for the next stage of a business${f.cityState ? ` in ${f.cityState}` : ''}: ${f.summary || `a ${f.noun}`}.`,
    });
  else if (f.kind !== 'land')
    add({
      key: 'right-size',
      name: `Local ${who} changing the size of their home`,
      persona: 'The Right-Sizer',
      score: 3,
      draws: [
        f.summary ? `${f.summary}` : `A ${f.noun}`,
        ...(f.highlights[0] ? [f.highlights[0].phrase] : []),
      ],
      questions: [
        'How does this compare with what they have now?',
        f.isRental
          ? 'Can the lease start line up with the end of their current one?'
          : 'Can they time the sale of their current home with this purchase?',
        'What will the move cost overall?',
      ],
      channels: ['Your sphere and past clients by email', 'Nextdoor and local Facebook groups', `${portals}`],
      goals: ['A home that fits how they live now', 'One well-timed move', 'Staying in the area they know'],
      objections: ['Timing two transactions'],
      message: `The right size for how you live now, without leaving ${f.place}.`,
    });

  return out.sort((a, b) => b.score - a.score);
}
