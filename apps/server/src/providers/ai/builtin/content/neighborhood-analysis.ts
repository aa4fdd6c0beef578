import { agentNotes, type Facts } from '../facts.ts';
import { joinList, sentence, splitSentences } from '../text-tools.ts';

// The area, from the property's neighborhood description and nearby amenities only: no invented names,
// distances or figures. What the data does not say is listed to verify locally.

const GROUPS: { title: string; pattern: RegExp; verify: string }[] = [
  {
    title: 'Commute and transit',
    pattern:
      /\b(transit|train|rail|metro|subway|bus|station|highway|freeway|interstate|i-\d+|airport|downtown|bike|commut\w*|light rail)\b/i,
    verify: 'Drive and transit times at rush hour to the main employment centers',
  },
  {
    title: 'Recreation',
    pattern:
      /\b(park|trail|lake|river|beach|greenbelt|golf|gym|fitness|pool|playground|court|marina|preserve|garden|recreation)\b/i,
    verify: 'Opening hours, fees and the walking or driving route to each park and facility',
  },
  {
    title: 'Shopping and dining',
    pattern:
      /\b(shop|shops|shopping|mall|market|grocery|store|restaurant|restaurants|cafe|coffee|dining|bar|brewery|bakery|district)\b/i,
    verify: 'Which stores and restaurants are open now, and how long the trip takes',
  },
  {
    title: 'Schools and services',
    pattern: /\b(school|schools|library|hospital|clinic|medical|university|college|campus|post office)\b/i,
    verify: 'School assignment for the address with the district (boundaries change), and service hours',
  },
];

export function writeNeighborhoodAnalysis(f: Facts): string {
  const sections: string[] = [];
  const hood = splitSentences(f.neighborhood);
  sections.push(
    `## Lifestyle\n\n${
      hood.length
        ? hood.slice(0, 4).map(sentence).join(' ')
        : `The property data has no neighborhood description${f.cityState ? ` for this ${f.noun} in ${f.cityState}` : ''}. Add one (the character of the streets, what people do nearby, what the area is known for) so this section can describe it.`
    }`,
  );
  const remaining = new Set(f.nearby);
  for (const g of GROUPS) {
    const fromNearby = f.nearby.filter((n) => g.pattern.test(n));
    const fromText = hood.filter((s) => g.pattern.test(s) && !hood.slice(0, 4).includes(s));
    for (const n of fromNearby) remaining.delete(n);
    const lines = [...fromNearby.map((n) => `- ${n}`), ...fromText.map((s) => `- ${sentence(s)}`)];
    sections.push(
      `## ${g.title}\n\n${
        lines.length
          ? lines.join('\n')
          : `- Nothing in the property data yet. Add nearby ${g.title.toLowerCase()} to the amenities.`
      }\n\n*Verify locally:* ${g.verify}.`,
    );
  }
  if (remaining.size) sections.push(`## Also nearby\n\n${[...remaining].map((n) => `- ${n}`).join('\n')}`);
  if (f.environmental.length)
    sections.push(`## Setting\n\n${f.environmental.map((e) => `- ${e}`).join('\n')}`);
  sections.push(`## What to verify locally before you publish

- Distances and travel times to everything named above${f.nearby.length ? ` (${joinList(f.nearby.slice(0, 3))})` : ''}
- Street noise at different times of day
- Planned construction or development nearby (city planning department)
- Flood zone status (FEMA flood map) and insurance implications
- Internet providers and speeds at the address`);
  const notes = [
    'Describe places and features, not the people who live there (Fair Housing): no claims about who the neighbors are or how safe an area is.',
  ];
  return `${sections.join('\n\n')}${agentNotes(f, notes)}`;
}
