import { placeNames } from './content/keywords.ts';
import { describeUnit, type Facts, type Highlight } from './facts.ts';
import { phraser, type Say } from './phrasing.ts';
import type { Segment } from './segments.ts';
import { capitalize, count, hashString, joinList, listOf, lowerFirst, plural, usd } from './text-tools.ts';

// The wording of a buyer or renter segment for this listing: what they will ask, where to reach them,
// their goals and doubts, written around the features, places and numbers this property has
// (docs/decisions/0020-builtin-writer-listing-aware-copy.md). `segmentsFor` decides who the segments
// are; this file decides how they read, with several phrasings picked by the property and the
// response's variant. Needs, uses of the space and budgets only, never who a person is (Fair Housing,
// docs/product/writing-rules.md).

type Copy = Pick<Segment, 'name' | 'questions' | 'channels' | 'goals' | 'objections' | 'message'> & {
  draws?: string[];
};

type Ctx = {
  f: Facts;
  say: Say;
  who: string;
  Who: string;
  /** "Zillow, Realtor.com and Redfin" or the rental portals. */
  portals: string;
  /** "3-bedroom homes", "townhomes", "2.5-acre parcels". */
  similar: string;
  /** A feature word searchers type: "screened porch", "negative-edge pool". */
  keyword: string;
  top: Highlight | undefined;
  near: string[];
  /** "in Austin" or "". */
  inCity: string;
};

/** Options in an order fixed by the property, salt and variant. */
function shuffled(options: readonly string[], seed: number, salt: string): string[] {
  return options
    .filter(Boolean)
    .map((o, i) => ({ o, k: hashString(`${seed}:${salt}:${i}`) }))
    .sort((a, b) => a.k - b.k)
    .map(({ o }) => o);
}

/**
 * Up to `n` lines, those that name something of this listing first; general lines only fill up to
 * `min`, so a thin listing gets a short list rather than stock filler.
 */
function choose(
  c: Ctx,
  salt: string,
  specific: readonly string[],
  general: readonly string[],
  n = 3,
  min = 2,
): string[] {
  const own = shuffled(specific, c.f.seed, salt).slice(0, n);
  return [...own, ...shuffled(general, c.f.seed, `${salt}-g`).slice(0, Math.max(0, min - own.length))];
}

const first = (items: string[]) => (items[0] ? lowerFirst(items[0]) : '');

/**
 * Amenities an association or building shares, as far as the data shows: those named as community or
 * shared, or any amenity of a condo or townhome. A wine room in a detached house is not one.
 */
export function sharedAmenities(f: Facts): string[] {
  const attached = f.kind === 'condo' || f.kind === 'townhouse';
  return f.onsite.filter(
    (o) =>
      /\b(community|shared|clubhouse|common)\b/i.test(o) || (attached && !/\b(private|in-unit)\b/i.test(o)),
  );
}

/**
 * The utilities themselves, named: "electric", "city water and sewer". The utilities field can hold
 * the agent's whole sentence ("Buildable lot with city water and sewer at the street").
 */
export function utilityNames(f: Facts): string {
  const text = f.utilities.join(' ').toLowerCase();
  const found =
    text.match(
      /\b(city water|well water|natural gas|electric(?:ity)?|power|water|sewer|septic|gas|fiber|internet)\b/g,
    ) ?? [];
  return joinList([...new Set(found)]);
}

/** "what is sound" reads badly mid-sentence; the agent's own words for it do not. */
const topLabel = (c: Ctx) => (c.top ? (c.top.key === 'sound' ? lowerFirst(c.top.phrase) : c.top.label) : '');

/** The outdoor feature people sit in (patio, porch, deck), as opposed to a pool or a garden bed. */
const sitOut = (f: Facts) =>
  first(
    f.outdoor.filter((o) =>
      /\b(patio|porch|deck|terrace|balcony|lanai|courtyard|outdoor kitchen)\b/i.test(o),
    ),
  );

/** Natural surroundings that change with the seasons (trees, views), not equipment such as solar panels. */
const scenery = (f: Facts) =>
  first(
    f.environmental.filter((e) =>
      /\b(views?|trees?|oaks?|woods?|desert|mountains?|foothills|lake|creek|meadow|terrain)\b/i.test(e),
    ),
  );

function contextOf(f: Facts): Ctx {
  const features = [...f.outdoor, ...f.architecture, ...f.renovations, ...f.onsite, ...f.environmental];
  const keyword =
    features
      .map((x) => lowerFirst(x).split(/\s+(?:with|of|in|on|for|from|to|and)\s+/)[0])
      .find((x) => x.split(' ').length <= 3) ?? '';
  return {
    f,
    say: phraser(f),
    who: f.words.who,
    Who: capitalize(f.words.who),
    portals: f.isRental ? 'Zillow Rentals, Apartments.com and HotPads' : 'Zillow, Realtor.com and Redfin',
    similar: plural(describeUnit(f, { article: false })),
    keyword,
    top: f.highlights[0],
    near: f.nearby.slice(0, 3),
    inCity: f.city ? ` in ${f.city}` : '',
  };
}

/** A portal line that names what searchers would type for this listing. */
function portalLine(c: Ctx, focus: string, term = c.keyword || focus): string {
  return c.say(`portal-${focus}`, [
    `${c.portals} saved searches for ${c.similar} with "${term}"`,
    `Alerts on ${c.portals} for "${term}"${c.inCity}`,
    `${c.portals}, with "${term}" in the listing title`,
    `${c.portals} listing that shows the ${term} in the first photo`,
    `Keyword "${term}" in the ${c.portals} remarks, where saved searches match it`,
  ]);
}

const WRITERS: Record<string, (c: Ctx, s: Segment) => Partial<Copy>> = {
  remote(c) {
    const { f } = c;
    const found = `${f.description} ${f.architecture.join(' ')}`.match(
      /\b(office|den|study|flex room|loft|bonus room|workspace)\b/i,
    )?.[1];
    const room = found ? found.toLowerCase() : '';
    const light = [...f.windows, ...f.environmental].find((e) => /window|skylight|light|sun/i.test(e)) ?? '';
    const spare = room ? `the ${room}` : f.beds ? `one of the ${count(f.beds)} bedrooms` : 'a spare room';
    return {
      name: c.say('name', [
        `${c.Who} who work from home and need a dedicated office`,
        `${c.Who} who would turn ${spare} into a workspace`,
        `${c.Who} who need a real office in ${describeUnit(f)}`,
        `${c.Who} working from home who need a door to close`,
        `${c.Who} who split the week between home and office`,
        `${c.Who} who need a quiet room for calls${room ? ` (the ${room})` : ''}`,
      ]),
      draws: [
        room
          ? c.say('d-remote', [
              `The ${room}, described in the listing, as a ready office`,
              `A ${room} that can be the office without giving up a bedroom`,
              `The ${room}: a workspace away from the living areas`,
            ])
          : c.say('d-remote', [
              `${count(f.beds ?? 3)} bedrooms, so one can become a quiet office`,
              `A bedroom to spare for a desk among the ${count(f.beds ?? 3)}`,
              `Enough bedrooms (${count(f.beds ?? 3)}) to give work its own room`,
            ]),
        ...(light ? [`${capitalize(lowerFirst(light))} for daylight at the desk`] : []),
        ...(c.near.length ? [`Breaks close by: ${joinList(c.near.slice(0, 2))}`] : []),
      ],
      questions: choose(
        c,
        'q-remote',
        [
          room ? `How big is the ${room}, and does it have a door and a window?` : '',
          light ? `Which rooms have the ${lowerFirst(light)}, and could one of them be the office?` : '',
          c.near[0]
            ? `How long is the trip to ${c.near[0]} for a break or a meeting away from the desk?`
            : '',
          sitOut(f) ? `Could the ${sitOut(f)} double as a place to take calls?` : '',
        ],
        [
          'Which internet providers and speeds serve the address? (verify with the providers)',
          'Which bedroom is furthest from the living room, and could it be the office?',
          'Is there room for a second workspace if two people work from home?',
        ],
      ),
      channels: choose(
        c,
        'c-remote',
        [
          room ? `LinkedIn post with the floor plan and the ${room} marked as the office` : '',
          room ? `Instagram photo of the ${room} set up with a desk` : '',
          room ? portalLine(c, 'home office', room) : '',
        ],
        [
          'Relocation contacts of employers that allow remote work',
          'Email to past clients who work from home',
          'LinkedIn post with the floor plan and the office room marked',
        ],
      ),
      goals: choose(
        c,
        'g-remote',
        [
          room ? `A ${room} that works as an office` : '',
          light ? `Daylight at the desk (${lowerFirst(light)})` : '',
          f.outdoor[0] ? `The ${first(f.outdoor)} for a break between calls` : '',
        ],
        ['Separate work from home life', 'Reliable internet and a quiet room', 'Less time commuting'],
      ),
      objections: choose(
        c,
        'o-remote',
        [
          room ? `Whether the ${room} is big enough for a desk and storage` : '',
          c.near[0] ? `Noise during working hours near ${c.near[0]}` : '',
        ],
        ['Internet speed unknown until checked', 'Giving up a bedroom to an office'],
        2,
      ),
      message: c.say('msg-remote', [
        `Work a few steps from your ${f.noun === 'home' ? 'kitchen' : 'living room'}: ${spare} is ready for a desk.`,
        `An office with a door${c.top ? `, and ${lowerFirst(c.top.phrase)} for the breaks` : ''}.`,
        `Close the office door at five${f.outdoor[0] ? ` and step out to the ${first(f.outdoor)}` : ''}.`,
        `Room for a real workspace, without giving up ${c.top ? topLabel(c) : 'the living room'}.`,
      ]),
    };
  },

  space(c) {
    const { f } = c;
    return {
      name: c.say('name', [
        `Move-up ${c.who} who need more room`,
        `${c.Who} who have outgrown a smaller ${f.noun}`,
        `${c.Who} trading up for room${c.top ? ` and ${topLabel(c)}` : ''}`,
        `${c.Who} who want a bedroom for every use`,
        `${c.Who} who need room to host${f.outdoor[0] ? `, inside and out` : ''}`,
      ]),
      draws: [
        c.say('d-space', [
          `${[f.beds ? `${count(f.beds)} bedrooms` : '', f.sqft ? `${f.sqft.toLocaleString('en-US')} sq ft` : ''].filter(Boolean).join(' and ') || 'More space'} of space`,
          `Room to spread out: ${f.summary || 'a generous layout'}`,
          `${f.sqft ? `${f.sqft.toLocaleString('en-US')} sq ft` : 'A layout'} with a room for each use`,
        ]),
        ...(f.outdoor.length ? [`Outdoor space: ${listOf(f.outdoor, 2)}`] : []),
        ...(f.parking.length ? [`Parking: ${listOf(f.parking, 2)}`] : []),
      ],
      questions: choose(
        c,
        'q-space',
        [
          f.parking[0] ? `How much storage is there beyond the ${first(f.parking)}?` : '',
          f.outdoor[0] ? `How much of the year can the ${first(f.outdoor)} be used?` : '',
          c.top ? `How does ${topLabel(c)} compare with what they have now?` : '',
          f.hoaMonthly ? `What do the dues add to the cost of a ${f.noun} this size?` : '',
          f.heatingCooling[0]
            ? `What does the ${first(f.heatingCooling)} cost to run in summer and winter?`
            : '',
        ],
        [
          'How does the layout separate living areas from bedrooms?',
          'What would it cost to run and maintain a home of this size?',
        ],
      ),
      channels: choose(
        c,
        'c-space',
        [
          c.top ? `Walkthrough video on Facebook and Instagram that ends on ${topLabel(c)}` : '',
          f.outdoor[0]
            ? `Email to your sphere with the floor plan and a photo of the ${first(f.outdoor)}`
            : '',
          c.keyword ? portalLine(c, 'more space') : '',
          `Open-house invitations to owners of smaller ${plural(f.noun)} nearby`,
        ],
        ['Your past clients who bought smaller homes 3 to 7 years ago'],
      ),
      goals: choose(
        c,
        'g-space',
        [
          f.outdoor[0] ? `Space to host, inside and around the ${first(f.outdoor)}` : '',
          f.parking[0] ? `Storage and parking (${first(f.parking)})` : '',
          f.beds ? `${count(f.beds)} bedrooms for sleeping, guests and work` : '',
        ],
        ['A room for every use', 'Room to grow without moving again'],
      ),
      objections: choose(
        c,
        'o-space',
        [
          f.outdoor[0] ? `Upkeep of the ${first(f.outdoor)}` : '',
          f.hoaMonthly ? `Dues of ${usd(f.hoaMonthly)}/mo on top of a larger payment` : '',
        ],
        ['Monthly cost of a larger home', 'Selling their current home first'],
        2,
      ),
      message: c.say('msg-space', [
        `Room to grow into: ${f.summary || 'a generous layout'}${c.top ? ` and ${lowerFirst(c.top.phrase)}` : ''}.`,
        `A room for everything${c.top ? `, plus ${lowerFirst(c.top.phrase)}` : ''}.`,
        `Stop moving furniture around: ${describeUnit(f)} with space to spare.`,
        `More room${f.outdoor[0] ? `, inside and on the ${first(f.outdoor)}` : ''}${c.inCity}.`,
      ]),
    };
  },

  'low-maintenance'(c) {
    const { f } = c;
    const dues = f.hoaMonthly ? `the ${usd(f.hoaMonthly)}/mo HOA dues` : '';
    const shared = sharedAmenities(f);
    const included = f.description.match(/([A-Z][^.]*\binclud\w*\b[^.]*)\./)?.[1] ?? '';
    // Laundry in the unit is what renters of a managed building ask about; other appliances are not a draw here.
    const appliance = first(f.appliances.filter((a) => /\b(washer|dryer|laundry)\b/i.test(a))).replace(
      /\s+included$/i,
      '',
    );
    if (f.isRental)
      return {
        draws: [
          included
            ? capitalize(lowerFirst(included))
            : c.say('d-lm', [
                `A rent of ${f.priceText ?? 'a fixed amount'}, with the terms in writing`,
                `${f.priceText ?? 'One rent'}, with the lease terms spelled out before signing`,
                `One monthly figure (${f.priceText ?? 'the rent'}) and a written lease`,
              ]),
          ...(f.onsite.length ? [`Building amenities: ${listOf(f.onsite, 3)}`] : []),
          ...(appliance ? [`${capitalize(appliance)}, so no trips to a laundromat`] : []),
        ],
        questions: choose(
          c,
          'q-lm',
          [
            included ? `${capitalize(lowerFirst(included))}: what else comes with the rent?` : '',
            f.onsite[0] ? `Is the ${first(f.onsite)} included in the rent?` : '',
            f.parking[0] ? `What does the ${first(f.parking)} add to the monthly cost?` : '',
            appliance ? `Who repairs the ${appliance} if something breaks?` : '',
          ],
          [
            'What does the rent include, and what do utilities usually cost on top?',
            'What are the lease length, deposit and pet terms?',
            'How are repair requests handled, and how fast?',
          ],
        ),
        channels: choose(
          c,
          'c-lm',
          [
            f.onsite.length
              ? `Instagram and Facebook carousel of the ${joinList(f.onsite.slice(0, 2).map(lowerFirst))}`
              : '',
            included ? `${c.portals} listing that opens with "${lowerFirst(included)}"` : '',
            appliance ? `${c.portals} remarks that name the ${appliance}` : '',
          ],
          ['Corporate housing and relocation contacts', `${c.portals}`],
        ),
        goals: choose(
          c,
          'g-lm',
          [
            f.onsite[0] ? `Use of the ${first(f.onsite)} without running the building` : '',
            appliance ? `The ${appliance} in the unit` : '',
          ],
          ['One predictable monthly payment', 'No upkeep of their own'],
        ),
        objections: choose(
          c,
          'o-lm',
          [
            /tenant pays utilities/i.test(f.description) ? 'Utilities paid on top of the rent' : '',
            f.parking.some((p) => /\$/.test(p)) ? `Parking at extra cost (${first(f.parking)})` : '',
          ],
          [
            /tenant pays utilities/i.test(f.description) ? '' : 'Utility costs not included in the rent',
            'Lease terms that do not fit their plans',
            'Repairs that take too long to be handled',
          ],
          2,
        ),
        message: c.say('msg-lm', [
          included
            ? `One rent, fewer surprises: ${lowerFirst(included).replace(/^(\w+)/, (w) => w.toLowerCase())}.`
            : '',
          `${f.priceText ?? 'One rent'}${f.onsite[0] ? `, with the ${first(f.onsite)}` : ''}, and nothing to maintain.`,
          `Move in and let the building do the work${f.onsite.length ? `: ${listOf(f.onsite, 2)}` : ''}.`,
        ]),
      };
    return {
      name: c.say('name', [
        `${c.Who} who want low maintenance`,
        `${c.Who} who would rather not spend weekends on upkeep`,
        `${c.Who} who want ${dues ? 'an association to handle the exterior' : 'less to look after'}`,
        `${c.Who} who travel and want a ${f.noun} that is easy to leave`,
        `${c.Who} who want predictable costs${dues ? ' and shared upkeep' : ''}`,
      ]),
      questions: choose(
        c,
        'q-lm',
        [
          dues ? `What do ${dues} cover, and are any special assessments planned?` : '',
          f.renovations.length ? `What else was replaced along with the ${first(f.renovations)}?` : '',
          shared[0] ? `Who maintains the ${first(shared)}, and what does it add to the dues?` : '',
          f.outdoor[0] ? `How much care does the ${first(f.outdoor)} need?` : '',
        ],
        [
          'Which outside jobs would still be theirs to do?',
          'When were the roof and major systems last replaced?',
        ],
      ),
      channels: choose(
        c,
        'c-lm',
        [
          f.onsite.length
            ? `Instagram and Facebook carousel of the ${joinList(f.onsite.slice(0, 3).map(lowerFirst))}`
            : '',
          f.kind === 'condo' || f.kind === 'townhouse'
            ? `Email to your database of owners who asked about ${plural(f.noun)}`
            : `Email to past clients who asked about ${c.similar} with less upkeep`,
          dues ? `A short video on what the ${usd(f.hoaMonthly ?? 0)} in dues takes care of` : '',
        ],
        [portalLine(c, 'low maintenance', 'low maintenance')],
      ),
      goals: choose(
        c,
        'g-lm',
        [
          f.renovations[0] ? `No big repairs soon (${first(f.renovations)} is done)` : '',
          shared[0] ? `Use of the ${first(shared)} without the upkeep` : '',
        ],
        ['Free weekends', 'Predictable monthly costs', 'Easy to leave for travel'],
      ),
      objections: choose(
        c,
        'o-lm',
        [
          dues ? `${capitalize(dues)} and the rules that come with them` : '',
          f.outdoor[0] ? `Care of the ${first(f.outdoor)}` : '',
          f.yearBuilt && f.yearBuilt < 1995 ? `What a ${f.yearBuilt} build will need next` : '',
        ],
        ['Upkeep they would still own', 'Less private outdoor space'],
        2,
      ),
      message: c.say('msg-lm', [
        `More time for what you enjoy: ${f.noun} living${f.onsite.length ? ` with ${listOf(f.onsite, 2)}` : ''} and less upkeep.`,
        `${dues ? 'Let the association handle the exterior' : 'Less to look after'}${c.top ? `, and keep ${topLabel(c)}` : ''}.`,
        `Lock the door and go${f.renovations[0] ? `: the ${first(f.renovations)} is already done` : ''}.`,
        `Weekends back${shared[0] ? `, with the ${first(shared)} close by` : ''}.`,
      ]),
    };
  },

  renovator(c) {
    const { f } = c;
    const work =
      f.description.match(/\b(kitchen|bath(?:room)?|windows?|roof|floors?|wiring|plumbing)\b/gi) ?? [];
    const jobs = [...new Set(work.map((w) => w.toLowerCase()))].slice(0, 3);
    const sound =
      f.description.match(/([A-Z][^.]*\b(?:solid|sound|foundation|basement|brick)\b[^.]*)\./)?.[1] ?? '';
    return {
      name: c.say('name', [
        'Buyers ready to renovate for value',
        `Buyers who can take on ${jobs.length ? `the ${joinList(jobs)}` : 'a renovation'}`,
        `Renovators looking for ${c.similar} priced for the work`,
        'Buyers with a contractor or the skills to do the work',
        `Buyers who want to add value to ${describeUnit(f)}`,
      ]),
      questions: choose(
        c,
        'q-ren',
        [
          jobs.length
            ? `What will the ${joinList(jobs)} cost to redo? (get contractor bids before the offer)`
            : '',
          f.yearBuilt && f.yearBuilt < 1978
            ? `What does a ${f.yearBuilt} build mean for lead paint and old wiring?`
            : '',
          f.parking[0] ? `Could the ${first(f.parking)} hold tools and materials during the work?` : '',
          sound ? `${capitalize(lowerFirst(sound))}: what does that save on the budget?` : '',
        ],
        [
          'Which renovation loans apply, and what does the lender need?',
          'Are there permits or code issues on record? (verify with the city)',
        ],
      ),
      channels: choose(
        c,
        'c-ren',
        [
          jobs.length ? `A short video of the ${joinList(jobs)} with a contractor's rough numbers` : '',
          `${c.portals} saved searches with "fixer upper" and "as-is" for ${c.similar}`,
          f.instructions?.emphasis.some((e) => /loan|cash/i.test(e))
            ? `Renovation lenders you work with, for buyers who plan to use ${f.instructions.emphasis.find((e) => /loan|cash/i.test(e))}`
            : '',
        ],
        ['Contractors and renovation lenders you work with', 'Local investor meetups and flipping groups'],
      ),
    };
  },

  'first-time'(c) {
    const { f } = c;
    return {
      questions: choose(
        c,
        'q-ft',
        [
          f.hoaMonthly ? `How do the ${usd(f.hoaMonthly)}/mo dues change what they can borrow?` : '',
          f.renovations[0] ? `What warranty is left on the ${first(f.renovations)}?` : '',
          f.fixer ? 'How much of the work can wait until after moving in?' : '',
          f.heatingCooling[0] ? `What service history does the ${first(f.heatingCooling)} have?` : '',
        ],
        [
          'What would the monthly payment be with a low down payment?',
          'Which first-time buyer programs apply here? (verify with a local lender)',
        ],
      ),
      channels: choose(
        c,
        'c-ft',
        [
          `Instagram and TikTok short video with the monthly payment on ${describeUnit(f)} worked out`,
          f.fixer ? portalLine(c, 'first home', 'fixer upper') : '',
          f.fixer ? 'First-time buyer seminars with a lender who writes renovation loans' : '',
        ],
        ['First-time buyer seminars with a local lender', 'Renters in your database who asked about buying'],
      ),
      goals: choose(
        c,
        'g-ft',
        [
          f.fixer ? 'A price that leaves room in the budget for repairs' : '',
          f.parking[0] ? `Their own parking (${first(f.parking)})` : '',
          f.outdoor[0] ? `Outdoor space of their own (${first(f.outdoor)})` : '',
        ],
        ['Stop paying rent', 'A payment they can plan for', 'A home that needs little work'],
      ),
      objections: choose(
        c,
        'o-ft',
        [
          f.fixer ? 'Paying for repairs right after the down payment' : '',
          f.hoaMonthly ? `Dues of ${usd(f.hoaMonthly)}/mo on a first budget` : '',
          f.baths && f.baths < 2 && (f.beds ?? 0) >= 3
            ? `One bathroom for ${count(f.beds ?? 0)} bedrooms`
            : '',
        ],
        ['Saving the down payment', 'Fear of surprise repairs'],
        2,
      ),
    };
  },

  investor(c) {
    const { f } = c;
    if (f.kind === 'land') {
      const ground = f.environmental[0] ? first(f.environmental) : '';
      return {
        name: c.say('name', [
          'Investors holding land for future use or development',
          `Investors who want ${f.acres ? `${count(f.acres)} acres` : 'land'} to hold${c.inCity}`,
          `Buyers who hold land${f.frontage ? ' with road frontage' : ''} for later use`,
          `Investors who want ${f.frontage ? 'road frontage' : 'a parcel'} to hold or develop`,
          'Buyers holding land while they plan a build',
        ]),
        questions: choose(
          c,
          'q-inv',
          [
            utilityNames(f) ? `What would it cost to extend the ${utilityNames(f)} to a building site?` : '',
            f.frontage ? `What does ${lowerFirst(f.frontage)} allow in access and signage?` : '',
            f.zoning ? `What can be built under ${f.zoning} zoning? (verify with the city)` : '',
            /unrestricted/i.test(f.description) ? 'Unrestricted: does the county still limit any uses?' : '',
            ground ? `Would the ${ground} shape where a house can go?` : '',
          ],
          [
            'What uses do the deed restrictions and county rules allow? (verify with the county)',
            'Is there an agricultural or wildlife tax valuation, and would a change of use end it?',
          ],
        ),
        channels: choose(
          c,
          'c-inv',
          [
            f.frontage ? `LoopNet listing that leads with ${lowerFirst(f.frontage)}` : '',
            ground ? `LandWatch and Land.com, with drone photos of the ${ground}` : '',
            f.zoning ? `Local developers who build under ${f.zoning}` : '',
          ],
          ['LandWatch, Land.com and LoopNet', 'Your investor client list by email'],
        ),
      };
    }
    const rents = f.unitRents.length ? f.unitRents.map((r) => usd(r)).join(', ') : '';
    return {
      name:
        f.kind === 'commercial'
          ? undefined
          : c.say('name', [
              'Investors looking for rental income',
              `Investors who want ${f.kind === 'multi-family' ? 'several rents under one roof' : `a ${f.noun} to rent out`}`,
              `Buyers who want ${f.kind === 'multi-family' ? 'income from the first month' : 'a rental to hold'}`,
              `Investors comparing ${c.similar}`,
              `Investors who buy ${c.similar} for cash flow`,
            ]),
      draws: [
        c.say('d-inv', [
          f.pricePerSqft
            ? `Entry at ${usd(f.pricePerSqft)} per sq ft`
            : 'A price to test against local rents',
          `${capitalize(describeUnit(f))} at ${f.priceText ?? 'the asking price'}`,
          f.pricePerSqft ? `${usd(f.pricePerSqft)} a foot for ${describeUnit(f)}` : '',
        ]),
        ...(f.kind === 'multi-family'
          ? [f.units ? `${f.units} units on one property` : 'More than one unit on one property']
          : []),
        ...(f.fixer ? ['Sold as-is, with the renovation upside left to the buyer'] : []),
        ...(f.zoning ? [`Zoning: ${f.zoning}`] : []),
        ...(f.monthlyRent ? [`Stated rents of ${usd(f.monthlyRent)}/mo`] : []),
      ],
      questions: choose(
        c,
        'q-inv',
        [
          rents
            ? `When do the leases at ${rents} end, and how do those rents compare with the market? (verify with your MLS data)`
            : '',
          f.annualTax
            ? `Beyond the ${usd(f.annualTax)} in taxes, what do insurance and owner-paid utilities cost each year?`
            : '',
          f.zoning ? `What does ${f.zoning} zoning allow if they want to add or change use?` : '',
          f.heatingCooling[0] ? `Who pays to run the ${first(f.heatingCooling)}, owner or tenant?` : '',
          f.fixer ? 'What would the rent be after the work, and what does the work cost?' : '',
          f.hoaMonthly ? 'Does the HOA allow rentals, and with what minimum lease?' : '',
        ],
        [
          'What does it rent for, and what are comparable rents? (verify with your MLS data)',
          'What capital work is due in the next five years?',
        ],
      ),
      channels: choose(
        c,
        'c-inv',
        [
          rents ? `One-page rent roll (${rents}) sent to investors who asked about ${c.similar}` : '',
          f.kind === 'commercial' ? 'LoopNet and Crexi, with the tenant mix and traffic counts' : '',
          `LinkedIn post with the cap rate math for ${describeUnit(f)}`,
          f.fixer ? 'Local flippers and buy-and-hold groups, with the as-is price' : '',
        ],
        ['BiggerPockets and local investor groups', 'Your investor client list by email'],
      ),
      goals: choose(
        c,
        'g-inv',
        [
          rents ? 'Rents that can be verified before closing' : '',
          f.fixer ? 'Value added through the work' : '',
          f.units ? `${f.units} rents, so one vacancy is not the whole income` : '',
        ],
        ['Positive cash flow', 'A cap rate they can defend', 'Low vacancy'],
      ),
      objections: choose(
        c,
        'o-inv',
        [
          rents ? 'Whether the current rents hold at renewal' : '',
          f.yearBuilt && f.yearBuilt < 1990 ? `Capital work on a ${f.yearBuilt} building` : '',
          f.hoaMonthly ? 'HOA rules on renting' : '',
          f.fixer ? 'Holding costs while the work is done' : '',
        ],
        ['Rent uncertainty', 'Financing costs at current rates'],
        2,
      ),
      message: c.say('msg-inv', [
        `Run the numbers: ${f.priceText ?? 'this property'}${f.pricePerSqft ? `, ${usd(f.pricePerSqft)}/sq ft` : ''}, with the income math laid out.`,
        rents ? `Rents of ${rents} a month, documented: check the yield yourself.` : '',
        `${capitalize(describeUnit(f))}${c.inCity}, priced for the math to work.`,
        f.fixer
          ? 'Buy it as-is, add the value yourself.'
          : `The numbers first: ${f.priceText ?? 'the price'}, then the ${f.noun}.`,
      ]),
    };
  },

  commuter(c) {
    const { f } = c;
    const route = f.nearby.find((n) =>
      /\b(transit|train|rail|metro|subway|bus|station|line|highway|freeway|interstate|i-\d+|airport)\b/i.test(
        n,
      ),
    );
    return {
      name: c.say('name', [
        'Commuters who value quick access',
        route ? `Commuters who use ${route}` : 'Commuters who want a shorter trip',
        `${c.Who} who want to spend less time on the road`,
        `${c.Who} who want ${route ? route : 'transit'} close to the door`,
        `${c.Who} who count their commute in minutes`,
      ]),
      questions: choose(
        c,
        'q-com',
        [
          route ? `How far is the walk to ${route}?` : '',
          f.parking[0] ? `Is the parking (${first(f.parking)}) secure, with room for a bike?` : '',
          c.near[0] && c.near[0] !== route ? `How long does the trip to ${c.near[0]} take at 8 am?` : '',
        ],
        [
          'How long is the drive or ride at rush hour? (verify with a maps app at peak times)',
          'Where is the nearest station or highway entrance?',
        ],
      ),
      channels: choose(
        c,
        'c-com',
        [
          route ? `Employer relocation contacts along ${route}` : '',
          route ? `A map post with drive and transit times from ${route}` : '',
        ],
        [
          `${c.portals} with commute-time search`,
          'Facebook and Instagram ads in the housing special ad category',
        ],
      ),
      goals: choose(
        c,
        'g-com',
        [
          route ? `A reliable ride on ${route}` : '',
          f.parking[0] ? `Parking at home (${first(f.parking)})` : '',
        ],
        ['Less time in traffic', 'Predictable travel times'],
      ),
      message: c.say('msg-com', [
        `Get your evenings back: ${route ? `close to ${route}` : 'a location built around the commute'}.`,
        route ? `${route}, minutes from the door.` : `Less driving, more ${f.noun}.`,
        `Shorter mornings${route ? ` with ${route} nearby` : ''}.`,
      ]),
    };
  },

  outdoor(c) {
    const { f } = c;
    const space = sitOut(f) || (f.outdoor[0] ? first(f.outdoor) : f.onsite[0] ? first(f.onsite) : '');
    const second = f.outdoor[1] ? first(f.outdoor.slice(1)) : '';
    const green = f.nearby.find((n) => /\b(park|trail|lake|river|beach|greenbelt|golf)\b/i.test(n));
    const where = space || (f.kind === 'land' ? 'land' : 'outdoor space');
    return {
      name: c.say('name', [
        `${c.Who} who live outdoors as much as indoors`,
        space ? `${c.Who} who want the ${space} as a second living room` : `${c.Who} who want room outside`,
        `${c.Who} who host outside${green ? ` and spend weekends at ${green}` : ''}`,
        space
          ? `${c.Who} who will use the ${space} more than the dining room`
          : `${c.Who} who garden and relax outside`,
      ]),
      questions: choose(
        c,
        'q-out',
        [
          space ? `How much sun does the ${space} get, and when?` : '',
          space ? `What upkeep does the ${space} need each year?` : '',
          space && f.hoaMonthly ? `Does the HOA limit changes to the ${space}?` : '',
          space && !f.hoaMonthly && /\b(patio|deck|yard|pool|terrace|lawn)\b/i.test(space)
            ? `Could a shade structure or fence be added around the ${space}?`
            : '',
          green ? `How long is the trip to ${green}?` : '',
          second && /\b(patio|porch|deck|terrace|balcony|pool|kitchen)\b/i.test(second)
            ? `How do the ${space} and the ${second} connect to the rooms inside?`
            : '',
          scenery(f) ? `How do the seasons change the ${scenery(f)}?` : '',
        ],
        [
          'How much sun does the outdoor space get, and when?',
          'What upkeep does the outdoor space need each year?',
        ],
      ),
      channels: choose(
        c,
        'c-out',
        [
          space ? `Instagram Reels of the ${space} at golden hour` : '',
          space ? `Pinterest pins of the ${space}${second ? ` and the ${second}` : ''}` : '',
          green ? `Facebook post pairing the ${where} with a photo from ${green}` : '',
          space ? portalLine(c, where, space) : '',
        ],
        [
          'Facebook posts timed for spring and summer weekends',
          'Instagram Reels of the outdoor space at golden hour',
        ],
      ),
      goals: choose(
        c,
        'g-out',
        [
          space ? `Space to host and relax around the ${space}` : '',
          f.outdoor.some((o) => /yard|garden|lawn/i.test(o)) ? 'Room for gardening or play' : '',
          green ? `${green} within reach` : '',
          f.environmental.some((e) => /view/i.test(e)) ? 'Views from outside as well as in' : '',
        ],
        ['Evenings outside from spring to fall', 'Space to host and relax outside'],
      ),
      objections: [
        space
          ? /\b(pool|spa|yard|garden|lawn|beds)\b/i.test(space)
            ? c.say('o-out', [
                `Upkeep of the ${space}: time and cost`,
                `Water and energy bills for the ${space}`,
              ])
            : c.say('o-out', [
                `Weather that limits use of the ${space}`,
                `How private the ${space} is from neighbors`,
              ])
          : 'Outdoor upkeep time and cost',
      ],
      message: c.say('msg-out', [
        `Your next weekend starts ${space ? `at the ${space}` : 'outside'}${second ? ` and the ${second}` : ''}.`,
        `Dinner outside, most of the year: ${listOf(f.outdoor.length ? f.outdoor : f.onsite, 2) || 'room to spread out'}.`,
        `Step out to the ${where}${green ? `, or head to ${green}` : ''}.`,
        space ? `A second living room, outside: the ${space}.` : `Room outside${c.inCity}, all season.`,
      ]),
    };
  },

  character(c) {
    const { f } = c;
    const detail = f.architecture[0] ? first(f.architecture) : '';
    return {
      name: c.say('name', [
        `${c.Who} who value character and history`,
        `${c.Who} looking for ${detail ? listOf([detail], 1) : 'period details'} rather than new construction`,
        `${c.Who} who want a ${f.yearBuilt ? `${f.yearBuilt} ` : ''}${f.noun} with its details intact`,
        `${c.Who} who want details new construction lacks`,
        `${c.Who} who restore and keep original features`,
      ]),
      questions: choose(
        c,
        'q-char',
        [
          detail ? `Which details of the ${detail} were restored, and which are as built?` : '',
          f.yearBuilt
            ? `What updates were made to wiring, plumbing and insulation since ${f.yearBuilt}?`
            : '',
          f.renovations[0] ? `How does the ${first(f.renovations)} sit with the original character?` : '',
        ],
        [
          'Which original details remain, and which were restored?',
          'Is the home in a historic district with renovation rules? (verify with the city)',
        ],
      ),
      channels: choose(
        c,
        'c-char',
        [
          detail ? `Instagram and Pinterest detail shots of the ${detail}` : '',
          f.historical
            ? `A post that tells the ${f.noun}'s story: ${lowerFirst(f.historical.split('. ')[0].replace(/\.$/, ''))}`
            : '',
          detail ? portalLine(c, detail, detail) : '',
        ],
        ['Local preservation society newsletters and historic-home groups'],
      ),
    };
  },

  'single-level'(c) {
    const { f } = c;
    const feature = f.accessibility[0] ? first(f.accessibility) : '';
    const level =
      f.description.match(/\b(main[- ]level [a-z ]+?|single[- ]level|one[- ]story)\b/i)?.[1] ?? '';
    return {
      questions: choose(
        c,
        'q-sl',
        [
          feature ? `Where exactly is the ${feature}, and what does it connect?` : '',
          level ? `What else is on the same level as the ${level.toLowerCase()}?` : '',
          f.parking[0] ? `How many steps are there from the ${first(f.parking)} to the door?` : '',
        ],
        ['Are all main rooms on one level?', 'Are entrances step-free, and how wide are the doorways?'],
      ),
      channels: choose(
        c,
        'c-sl',
        [
          feature || level ? `A floor plan post with the ${feature || level.toLowerCase()} marked` : '',
          level ? portalLine(c, level.toLowerCase(), level.toLowerCase()) : '',
        ],
        [
          'Facebook and Instagram posts that show the entry and floor plan',
          'Referrals from local moving services',
        ],
      ),
    };
  },

  walkable(c) {
    const { f } = c;
    const spots = f.nearby.filter((n) =>
      /\b(restaurant|cafe|coffee|shop|shops|shopping|market|dining|bar|brewery|theater|museum|downtown|district)\b/i.test(
        n,
      ),
    );
    const spot = spots[0] ?? c.near[0] ?? '';
    return {
      name: c.say('name', [
        `${c.Who} who want shops and dining close by`,
        spot ? `${c.Who} who would rather walk to ${spot} than drive` : `${c.Who} who want errands close by`,
        `${c.Who} who spend evenings out${spot ? ` around ${spot}` : ''}`,
        `${c.Who} who like to run errands on foot`,
        `${c.Who} who want ${spots[1] ?? 'local shops'} within reach`,
      ]),
      questions: choose(
        c,
        'q-walk',
        [
          spot ? `How long is the walk to ${spot}?` : '',
          f.parking[0] ? `Is the ${first(f.parking)} enough, or where do guests park?` : '',
          spots[1] ? `Which is closer, ${spots[0]} or ${spots[1]}?` : '',
          spot ? `How busy is the street on evenings when ${spot} is full?` : '',
        ],
        ['How busy and how loud is the street in the evening?', 'Where do guests park?'],
      ),
      channels: choose(
        c,
        'c-walk',
        [
          spot ? `Instagram stories that tag ${spot}` : '',
          spots[1] ? `A short reel walking from the door to ${spots[1]}` : '',
        ],
        ['Nextdoor and local Facebook community groups (housing ad rules apply)', `${c.portals}`],
      ),
      goals: choose(
        c,
        'g-walk',
        [spot ? `Evenings out at ${spot}` : '', spots[1] ? `Errands at ${spots[1]} on foot` : ''],
        ['Errands without long drives', 'A sense of place'],
      ),
    };
  },

  build(c) {
    const { f } = c;
    const ground = f.environmental[0] ? first(f.environmental) : '';
    return {
      name: c.say('name', [
        'Buyers and builders planning a custom build',
        `Buyers who want to build${ground ? ` among the ${ground}` : ' on their own terms'}`,
        `Builders looking for ${f.acres ? `${count(f.acres)} acres` : 'a lot'} ready for plans`,
        `Buyers with house plans looking for ${f.acres ? 'acreage' : 'a lot'}${c.inCity}`,
        'Builders looking for their next site',
      ]),
      questions: choose(
        c,
        'q-build',
        [
          f.zoning
            ? `What can be built under ${f.zoning} zoning, and what setbacks apply? (verify with the city)`
            : '',
          utilityNames(f) ? `What does it cost to connect to the ${utilityNames(f)}?` : '',
          ground ? `Where would a house sit to keep the ${ground}?` : '',
          f.frontage ? `Where would the driveway meet the ${lowerFirst(f.frontage)}?` : '',
        ],
        [
          'What can be built, and what setbacks apply? (verify with the city)',
          'Are soil, survey or flood reports available?',
        ],
      ),
      channels: choose(
        c,
        'c-build',
        [
          ground ? `Drone video of the ${ground} sent to builder clients` : '',
          f.zoning ? `Builders and architects who work in ${f.zoning} zoning` : '',
          f.frontage ? `A site plan post showing the ${lowerFirst(f.frontage)}` : '',
        ],
        ['Local builders and architects', 'LandWatch and Land.com'],
      ),
      message: c.say('msg-build', [
        `Build what you want${c.inCity}: ${f.acres ? `${count(f.acres)} acres` : f.lotSqft || f.sqft ? `${(f.lotSqft ?? f.sqft ?? 0).toLocaleString('en-US')} sq ft` : 'a lot'}${f.zoning ? ` zoned ${f.zoning}` : ''}${ground ? ` with ${ground}` : ''}.`,
        `Your plans, ${ground ? `among the ${ground}` : 'on your own lot'}${utilityNames(f) ? `, with ${utilityNames(f)}` : ''}.`,
        `A site ready for plans${f.frontage ? `, with ${lowerFirst(f.frontage)}` : ''}${ground ? ` and ${ground}` : ''}.`,
      ]),
    };
  },

  relocating(c) {
    const { f } = c;
    const moveIn = f.description.match(/\bavailable ([A-Z][a-z]+ \d+)/i)?.[1] ?? '';
    return {
      questions: choose(
        c,
        'q-reloc',
        [
          c.near[0] ? `How long is the trip to ${c.near[0]}?` : '',
          f.customFields.some(([k]) => /pet/i.test(k)) ? 'Can the pet terms be confirmed in writing?' : '',
          moveIn ? `Can the move-in date (${moveIn}) shift a week?` : '',
          f.parking[0] ? `Is the ${first(f.parking)} part of the lease?` : '',
        ],
        ['What is the lease term and move-in date?', 'Can the lease be signed before arriving?'],
      ),
      channels: choose(
        c,
        'c-reloc',
        [
          c.near[0] ? `Relocation contacts of employers near ${c.near[0]}` : '',
          `A video tour of the ${describeUnit(f, { article: false })} for renters who cannot visit first`,
        ],
        ['Rental portals (Zillow Rentals, Apartments.com)', 'Corporate housing networks'],
      ),
    };
  },

  relocation(c) {
    const { f } = c;
    const area = placeNames(f.neighborhood).find((n) => n !== f.city) ?? '';
    return {
      name: c.say('name', [
        `${c.Who} relocating to ${f.place}`,
        `${c.Who} moving to ${f.place} from out of town`,
        `${c.Who} shopping for ${c.similar} from another city`,
        `${c.Who} moving to ${f.place} for work`,
        `${c.Who} buying before they arrive in ${f.place}`,
      ]),
      questions: choose(
        c,
        'q-rel',
        [
          c.near.length ? `How far is ${c.near[0]}, and what else is nearby?` : '',
          area ? `What is ${area} like on a weekday?` : '',
          f.kind === 'land'
            ? `Can the ${f.frontage ? 'frontage' : 'boundaries'} and access be shown on video before a visit?`
            : `Can ${c.top ? topLabel(c) : `the ${f.noun}`} be shown on a video call before a visit?`,
        ],
        [
          'What is daily life like in the area?',
          f.isRental ? 'Can the lease be signed remotely?' : 'How long does closing take from out of town?',
        ],
      ),
      channels: choose(
        c,
        'c-rel',
        [
          c.near[0] ? `YouTube video tour with a drive past ${c.near[0]}` : '',
          area ? `An email guide to ${area} with the ${f.noun} at the top` : '',
          c.top ? `A video call walkthrough that starts with ${topLabel(c)}` : '',
        ],
        ['Relocation networks and employer HR contacts', `${c.portals} with the video tour linked`],
      ),
      objections: [
        c.say('o-rel', [
          'Buying without seeing it in person',
          `Judging ${f.place} from a distance`,
          'Timing a move from another city',
        ]),
      ],
    };
  },

  'right-size'(c) {
    const { f } = c;
    return {
      questions: choose(
        c,
        'q-rs',
        [
          `How does ${describeUnit(f)} compare with what they have now?`,
          c.top ? `Would ${topLabel(c)} be worth the change?` : '',
        ],
        [
          'Can they time the sale of their current home with this purchase?',
          'What will the move cost overall?',
        ],
      ),
      channels: choose(
        c,
        'c-rs',
        [
          c.top ? `A postcard to owners nearby that leads with ${topLabel(c)}` : '',
          c.keyword ? portalLine(c, f.noun) : '',
        ],
        ['Your sphere and past clients by email', 'Nextdoor and local Facebook groups'],
      ),
    };
  },
};

/** The segment as it reads for this listing; fields a writer does not reword keep the segment's text. */
export function audiencePhrasing(s: Segment, f: Facts): Segment {
  const copy = WRITERS[s.key]?.(contextOf(f), s) ?? {};
  const kept = <K extends keyof Copy>(k: K) => {
    const v = copy[k];
    return (Array.isArray(v) ? (v.length ? v : s[k]) : (v ?? s[k])) as Segment[K];
  };
  return {
    ...s,
    name: kept('name'),
    questions: kept('questions'),
    channels: kept('channels'),
    goals: kept('goals'),
    objections: kept('objections'),
    message: kept('message'),
    draws: copy.draws?.length ? copy.draws : s.draws,
  };
}
