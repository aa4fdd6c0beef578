import { agentNotes, type Facts } from '../facts.ts';
import { type Phrasing, phrasing } from '../phrasing.ts';
import {
  capitalize,
  joinList,
  joinPhrases,
  listOf,
  lowerFirst,
  sentence,
  splitSentences,
} from '../text-tools.ts';

// The area, from the property's neighborhood description and nearby amenities only: no invented names,
// distances or figures. Each section speaks of the places the data names; a topic the data says
// nothing about is left to the notes for the agent instead of an empty heading in the copy.

type Group = {
  key: string;
  title: string;
  pattern: RegExp;
  /** What to check for the places found, phrased around their names. */
  verify: (places: string, p: Phrasing) => string;
};

const GROUPS: Group[] = [
  {
    key: 'transit',
    title: 'Commute and transit',
    pattern:
      /\b(transit|train|rail|metro\w*|subway|bus|line|station|highway|freeway|interstate|i-\d+|airport|downtown|bike|commut\w*|light rail)\b/i,
    verify: (places, p) =>
      p.one('verify-transit', [
        `the trip to ${places} at rush hour, on foot and by car`,
        `door-to-door times from ${p.subject} to ${places} at peak hours`,
        `how long the walk or drive to ${places} takes on a weekday morning`,
        `rush-hour travel to ${places}, and where the nearest stop or on-ramp is`,
        `the commute via ${places}, timed at the hours people actually travel`,
      ]),
  },
  {
    key: 'recreation',
    title: 'Recreation',
    pattern:
      /\b(park|trail|lake|river|beach|greenbelt|golf|gym|fitness|pool|playground|court|marina|preserve|garden|recreation|path)\b/i,
    verify: (places, p) =>
      p.one('verify-recreation', [
        `opening hours, fees and the route from ${p.subject} to ${places}`,
        `the walk or drive to ${places}, and any membership or entry fees`,
        `what ${places} offer${/,| and /.test(places) ? '' : 's'} in each season, and how to get there`,
        `access to ${places}: the route, parking and hours`,
      ]),
  },
  {
    key: 'shopping',
    title: 'Shopping and dining',
    pattern:
      /\b(shop|shops|shopping|mall|market|grocery|store|restaurant|restaurants|cafe|coffee|dining|bar|brewery|bakery|district|street)\b/i,
    verify: (places, p) =>
      p.one('verify-shopping', [
        `which stores and restaurants around ${places} are open now, and how long the trip takes`,
        `the walk or drive from ${p.subject} to ${places}, and what is open there today`,
        `what ${places} offer${/,| and /.test(places) ? '' : 's'} now; shops change faster than listings`,
        `current businesses at ${places}, visited or checked online before you name them`,
      ]),
  },
  {
    key: 'schools',
    title: 'Schools and services',
    pattern: /\b(school|schools|library|hospital|clinic|medical|university|college|campus|post office)\b/i,
    verify: (places, p) =>
      p.one('verify-schools', [
        `school assignment for the address with the district (boundaries change), and hours of ${places}`,
        `the route to ${places}; for school assignment, the district's own lookup for the address`,
        `distance to ${places}, and the district's current boundaries for the address`,
      ]),
  },
];

/** What the setting of the property is, for land and commercial buyers who read the site first. */
function siteLines(f: Facts, p: Phrasing): string[] {
  const out: string[] = [];
  if (f.kind === 'land') {
    if (f.frontage) out.push(`${capitalize(f.frontage)}: access and visibility from the road.`);
    if (p.utility) out.push(`Utilities: ${p.utility}.`);
    if (f.environmental.length) out.push(`${capitalize(listOf(f.environmental, 3))} on the site.`);
  }
  if (f.kind === 'commercial') {
    const traffic = splitSentences(f.description).find((s) =>
      /\b(vehicles?|traffic|corner|frontage|signal\w*|visib\w*)\b/i.test(s),
    );
    if (traffic) out.push(sentence(traffic));
    if (f.parking.length) out.push(`Parking: ${listOf(f.parking, 2)}.`);
    if (f.zoning)
      out.push(`Zoned ${f.zoning}; check the permitted uses for the business a buyer has in mind.`);
  }
  if ((f.kind === 'condo' || f.kind === 'townhouse') && f.onsite.length)
    out.push(`${capitalize(listOf(f.onsite, 3))}.`);
  return out;
}

/** Checks before publishing, each about this listing's surroundings. */
function checks(f: Facts, p: Phrasing): string[] {
  const named = f.nearby.slice(0, 3);
  const timed = splitSentences(f.neighborhood)
    .find((x) => /\b(minutes?|miles?|blocks?|walk)\b/i.test(x))
    ?.replace(/[.]+$/, '');
  const busy = f.nearby.find((n) =>
    /\b(highway|freeway|interstate|rail|train|line|bus|airport|downtown)\b/i.test(n),
  );
  const water = [f.neighborhood, ...f.nearby, ...f.environmental]
    .join(' ')
    .match(/\b(lake|river|creek|beach|bay|ocean|waterfront|lakefront)\w*\b/i)?.[0];
  return [
    named.length
      ? `Distances and travel times to everything named above (${joinList(named)})`
      : timed
        ? `The times and distances in the description ("${timed}"), driven or walked before you repeat them`
        : `Distances from ${p.subject} to the places you add to the amenities`,
    busy
      ? `Noise from ${lowerFirst(busy)} at different times of day`
      : f.kind === 'land'
        ? p.one('noise-land', [
            `Road noise and neighboring uses along the boundary of ${p.subject}`,
            `What the neighboring parcels are used for, and what can be heard from ${p.subject}`,
          ])
        : p.one('noise', [
            `Noise around ${p.subject} on a weekday evening and a weekend morning`,
            `How loud the street outside ${p.subject} is at rush hour and at night`,
          ]),
    f.kind === 'land' || f.kind === 'commercial'
      ? `Planned roads, rezonings or projects near ${p.subject} (city or county planning department)`
      : f.isRental
        ? `Construction planned near ${p.subject} during a lease term (city planning department)`
        : p.one('construction', [
            `Planned construction or development near ${p.subject} (city planning department)`,
            `Building permits and planned projects within a few blocks of ${p.subject} (city planning department)`,
            `What the planning department has approved near ${p.subject}`,
          ]),
    water
      ? `Flood zone status of ${p.subject} near the ${water.toLowerCase().replace(/front$/, '')} (FEMA flood map), and what it means for insurance`
      : p.one('flood', [
          `Flood zone status of ${p.subject} on the FEMA flood map, and its effect on insurance`,
          `Whether ${p.subject} lies in a mapped flood zone (FEMA), which changes the insurance`,
        ]),
    f.kind === 'land'
      ? `Internet and cell coverage at the site of ${p.subject}`
      : f.isRental
        ? `Internet providers serving ${p.subject}, and whether the rent covers any of it`
        : p.one('internet', [
            `Internet providers and speeds at ${p.subject}`,
            `Which internet providers serve ${p.subject}, and at what speeds`,
            `Broadband options at the address of ${p.subject}`,
          ]),
  ];
}

export function writeNeighborhoodAnalysis(f: Facts): string {
  const p = phrasing(f);
  const sections: string[] = [];
  const hood = splitSentences(f.neighborhood);
  const lead = hood.slice(0, 4);
  const site = siteLines(f, p);
  const noteLines: string[] = [];
  if (lead.length) sections.push(`## The area\n\n${lead.map(sentence).join(' ')}`);
  else
    noteLines.push(
      `The property has no neighborhood description; add one (the character of the streets, what is nearby, what the area is known for) so this analysis can describe the area.`,
    );
  if (site.length)
    sections.push(
      `## ${f.kind === 'land' || f.kind === 'commercial' ? 'The site' : f.kind === 'condo' ? 'The building' : 'The community'}\n\n${site.map((l) => `- ${l}`).join('\n')}`,
    );

  const remaining = new Set(f.nearby);
  const empty: string[] = [];
  for (const g of GROUPS) {
    const fromNearby = f.nearby.filter((n) => g.pattern.test(n) && remaining.has(n));
    const fromText = hood.filter((s) => g.pattern.test(s) && !lead.includes(s));
    for (const n of fromNearby) remaining.delete(n);
    const lines = [
      ...fromNearby.map((n) => `- ${capitalize(n)}`),
      ...fromText.map((s) => `- ${sentence(s)}`),
    ];
    if (!lines.length) {
      empty.push(g.title.toLowerCase());
      continue;
    }
    const places = joinList(
      fromNearby.length ? fromNearby.slice(0, 3) : [`the places named in the description`],
    );
    sections.push(`## ${g.title}\n\n${lines.join('\n')}\n\n*Verify locally:* ${g.verify(places, p)}.`);
  }
  if (remaining.size)
    sections.push(`## Also nearby\n\n${[...remaining].map((n) => `- ${capitalize(n)}`).join('\n')}`);
  if (f.environmental.length && f.kind !== 'land')
    sections.push(`## Setting\n\n${f.environmental.map((e) => `- ${capitalize(e)}`).join('\n')}`);
  if (empty.length)
    noteLines.push(
      `Nothing in the property data about ${joinPhrases(empty)}: add nearby places to the amenities so this analysis can cover ${empty.length === 1 ? 'it' : 'them'}.`,
    );
  sections.push(
    `## Before you publish\n\n${checks(f, p)
      .map((c) => `- ${c}`)
      .join('\n')}`,
  );
  const notes = [
    ...noteLines,
    `Describe places and features, not the people who live there (Fair Housing): no claims about who the neighbors are or how safe an area is${f.isRental ? ', and nothing about who the ideal tenant is' : ''}.`,
  ];
  return `${sections.join('\n\n')}${agentNotes(f, notes)}`;
}
