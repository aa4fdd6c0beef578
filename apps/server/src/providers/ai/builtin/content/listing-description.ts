import { agentNotes, describeUnit, type Facts, inPlace, offerPhrase, topHighlight } from '../facts.ts';
import {
  capitalize,
  count,
  joinList,
  listOf,
  num,
  pick,
  sentence,
  splitSentences,
  usd,
  wordCount,
} from '../text-tools.ts';

// MLS public remarks: an opening line with the strongest feature, then the home, its features and its
// location, and a closing invitation. 150-250 words of plain prose, no agent contact, no URLs, no
// showing instructions.

export const REMARKS_MIN_WORDS = 150;
export const REMARKS_MAX_WORDS = 250;

type Line = { text: string; priority: number; para: 0 | 1 | 2 };

function opening(f: Facts): string {
  const top = topHighlight(f);
  const unit = describeUnit(f, { article: false });
  const where = inPlace(f);
  const at = where ? ` ${where}` : '';
  if (!top) return sentence(`${capitalize(describeUnit(f))}${at}, ${offerPhrase(f)}`);
  const variants =
    f.instructions?.tone === 'luxury'
      ? [
          `Refined living${at} starts with ${top.phrase} in this ${unit}.`,
          `This ${unit}${at} opens with its finest asset: ${top.phrase}.`,
        ]
      : [
          `The first thing to know about this ${unit}${at}: ${top.phrase}.`,
          `This ${unit}${at} leads with ${top.phrase}.`,
          `Start with ${top.phrase}, then let the rest of this ${unit}${at} make its case.`,
          `Meet a ${unit}${at} defined by ${top.phrase}.`.replace(/^Meet a ([aeiou8])/i, 'Meet an $1'),
        ];
  return capitalize(pick(variants, f.seed, 'opening'));
}

function layoutLine(f: Facts): string {
  if (f.kind === 'land') return f.sqft ? `The lot measures ${num(f.sqft)} sq ft.` : '';
  const rooms = [
    f.beds ? `${count(f.beds)} bedroom${f.beds === 1 ? '' : 's'}` : '',
    f.baths ? `${count(f.baths)} bathroom${f.baths === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  if (!rooms.length && !f.sqft) return f.yearBuilt ? `The ${f.noun} was built in ${f.yearBuilt}.` : '';
  const across = f.sqft ? `${rooms.length ? ' across ' : ''}${num(f.sqft)} sq ft` : '';
  const built = f.yearBuilt ? `, in a ${f.noun} built in ${f.yearBuilt}` : '';
  return sentence(`The layout offers ${joinList(rooms)}${across}${built}`);
}

function lines(f: Facts): Line[] {
  const out: Line[] = [];
  const add = (text: string, priority: number, para: Line['para']) => {
    if (text.trim()) out.push({ text: text.trim(), priority, para });
  };
  const used = new Set<string>([topHighlight(f)?.key ?? '']);

  add(opening(f), 100, 0);
  add(layoutLine(f), 95, 0);
  const own = splitSentences(f.description);
  if (own[0]) add(sentence(own[0]), 80, 0);
  if (own[1]) add(sentence(own[1]), 40, 0);
  if (f.appliances.length && !used.has('kitchen'))
    add(`The kitchen comes with ${listOf(f.appliances, 4)}.`, 85, 0);
  if (f.architecture.length && !used.has('architecture'))
    add(`Architectural details include ${listOf(f.architecture, 3)}.`, 70, 0);
  if (f.flooring.length) add(`Floors are ${listOf(f.flooring, 3)}.`, 55, 0);
  if (f.windows.length) add(`Other details include ${listOf(f.windows, 2)}.`, 45, 0);

  if (f.renovations.length && !used.has('renovations'))
    add(`Recent updates include ${listOf(f.renovations, 4)}.`, 88, 1);
  if (f.heatingCooling.length) add(`Comfort comes from ${listOf(f.heatingCooling, 2)}.`, 60, 1);
  if (f.outdoor.length && !used.has('outdoor')) add(`Outside, enjoy ${listOf(f.outdoor, 3)}.`, 84, 1);
  if (f.parking.length) add(`Parking includes ${listOf(f.parking, 2)}.`, 75, 1);
  if (f.environmental.length && !used.has('environmental'))
    add(`The features also include ${listOf(f.environmental, 3)}.`, 62, 1);
  if (f.accessibility.length) add(`Accessibility features include ${listOf(f.accessibility, 3)}.`, 58, 1);
  if (f.onsite.length && !used.has('onsite')) add(`On-site amenities include ${listOf(f.onsite, 4)}.`, 72, 1);
  if (f.maintenance) add(sentence(splitSentences(f.maintenance)[0] ?? ''), 35, 1);
  if (f.hoaMonthly) add(`HOA ${usd(f.hoaMonthly)}/mo.`, 50, 1);

  const hood = splitSentences(f.neighborhood);
  if (hood[0]) add(sentence(hood[0]), 78, 2);
  if (hood[1]) add(sentence(hood[1]), 38, 2);
  if (f.nearby.length && !used.has('nearby')) add(`Nearby: ${joinList(f.nearby.slice(0, 4))}.`, 74, 2);
  if (f.historical) add(sentence(splitSentences(f.historical)[0] ?? ''), 42, 2);
  // Without a highlight the opening already states the offer.
  if (topHighlight(f)) add(`This ${f.noun} is ${offerPhrase(f)}.`, 66, 2);
  return out;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
function numberWord(n: number): string {
  return Number.isInteger(n) && n <= 10 ? NUMBER_WORDS[n] : count(n);
}

// Sentences built only from facts already in the data, used when the remarks are short of 150 words.
function fillers(f: Facts): Line[] {
  const out: Line[] = [];
  const add = (text: string, para: Line['para']) => out.push({ text, priority: 10, para });
  if (f.beds && f.beds >= 3 && f.kind !== 'land')
    add(
      `With ${count(f.beds)} bedrooms, there is room to set one aside as a home office, guest room or hobby space.`,
      0,
    );
  if (f.beds === 2 && f.kind !== 'land')
    add('The second bedroom can serve as a guest room, a home office or a hobby space.', 0);
  if (f.baths && f.baths >= 2)
    add(
      f.beds && f.baths >= f.beds
        ? `With as many bathrooms as bedrooms, nobody waits in line in the morning.`
        : `${capitalize(numberWord(f.baths))} bathrooms keep busy mornings moving.`,
      0,
    );
  if (f.sqft && f.kind !== 'land')
    add(`At ${num(f.sqft)} sq ft, each room can be furnished for the way you actually live.`, 0);
  if (f.pricePerSqft) add(`The list price works out to about ${usd(f.pricePerSqft)} per sq ft.`, 1);
  if (f.kind === 'single-family') add('As a single-family home, it has no shared walls with neighbors.', 1);
  if (f.kind === 'condo')
    add('Condo ownership leaves exterior upkeep to the association, so weekends stay free.', 1);
  if (f.kind === 'townhouse')
    add('A townhome brings more privacy than an apartment with less upkeep than a detached house.', 1);
  if (f.kind === 'multi-family')
    add('More than one unit on the property opens the door to rental income or an owner living on site.', 1);
  if (f.kind === 'land')
    add(
      `The lot lets a buyer plan a build around their own needs${f.zoning ? ` under its ${f.zoning} zoning` : ''}.`,
      1,
    );
  if (f.kind === 'commercial')
    add(`The space suits a range of business uses${f.zoning ? ` under its ${f.zoning} zoning` : ''}.`, 1);
  if (f.zoning && f.kind !== 'land' && f.kind !== 'commercial') add(`Zoning: ${f.zoning}.`, 1);
  for (const [key, value] of f.customFields.slice(0, 3)) add(sentence(`${capitalize(key)}: ${value}`), 1);
  if (f.city)
    add(`An address in ${f.city} keeps daily errands, work and weekends within easy reach of the city.`, 2);
  if (f.highlights[1]) add(`Another highlight: ${f.highlights[1].phrase}.`, 1);
  if (f.highlights[2]) add(`Add to that ${f.highlights[2].phrase}.`, 1);
  return out;
}

function closing(f: Facts): string {
  const label = topHighlight(f)?.label;
  const variants = [
    `Come see how ${label ?? 'the layout'} and the rest of the ${f.noun} come together in person.`,
    'See it for yourself and picture how you would use every room.',
    `Visit to experience ${label ?? `this ${f.noun}`} firsthand.`,
  ];
  return pick(variants, f.seed, 'closing');
}

function assemble(list: Line[], closingLine: string): string {
  const paras: string[][] = [[], [], []];
  for (const l of list) paras[l.para].push(l.text);
  paras[2].push(closingLine);
  return paras
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

/** The remarks alone (what goes into the MLS field), within 150-250 words whenever the data allows. */
export function listingRemarks(f: Facts): string {
  let list = lines(f);
  const close = closing(f);
  const target = f.instructions?.brief ? REMARKS_MIN_WORDS + 10 : REMARKS_MIN_WORDS + 40;
  // Drop the least important sentences first until the remarks fit the 250-word ceiling.
  while (wordCount(assemble(list, close)) > REMARKS_MAX_WORDS && list.length > 2) {
    const lowest = list.reduce((min, l, i) => (l.priority < list[min].priority ? i : min), 1);
    list = list.filter((_, i) => i !== lowest);
  }
  // Short of the target: add sentences that restate facts in buyer terms, never new facts.
  for (const extra of fillers(f)) {
    if (wordCount(assemble(list, close)) >= target) break;
    const candidate = [...list, extra];
    if (wordCount(assemble(candidate, close)) <= REMARKS_MAX_WORDS) list = candidate;
  }
  return assemble(list, close);
}

export function writeListingDescription(f: Facts): string {
  const remarks = listingRemarks(f);
  const words = wordCount(remarks);
  const chars = remarks.length;
  const notes = [
    `${words} words, ${num(chars)} characters. Most MLS systems cap public remarks at 800-2,000 characters; check yours.`,
    ...(words < REMARKS_MIN_WORDS
      ? [
          `Public remarks usually run ${REMARKS_MIN_WORDS}-${REMARKS_MAX_WORDS} words. The property data supports ${words} without padding; add details to reach the usual length.`,
        ]
      : []),
    'Agent contact, website links and showing instructions belong in the private remarks, not here.',
  ];
  return `${remarks}${agentNotes(f, notes)}`;
}
