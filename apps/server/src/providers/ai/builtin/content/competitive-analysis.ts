import { agentNotes, type Facts } from '../facts.ts';
import { capitalize, count, joinList, listOf, num, usd } from '../text-tools.ts';
import { compCriteria, VERIFY } from './market-analysis.ts';

// Strengths and weaknesses against typical competing listings at this price and type, what to lead
// with, what to pre-empt, and how to stage and photograph for it.

// Why each kind of highlight wins against competing listings at the same price.
const WHY: Record<string, string> = {
  renovations:
    'move-in ready against competitors that still need work; buyers price in every project they see',
  outdoor: 'extra living space that competing listings at this price may not offer',
  environmental: 'a setting or running-cost advantage buyers cannot add later',
  architecture: 'character that newer competitors cannot copy',
  kitchen: 'the room buyers weigh most when comparing listings',
  size: 'more space per dollar than smaller competitors',
  bedrooms: "a bedroom count that keeps it in more buyers' filtered searches",
  age: 'a period home for buyers tired of look-alike listings',
  onsite: 'amenities that competing listings charge extra for or lack',
  parking: 'a practical advantage buyers filter for',
  flooring: 'finishes buyers notice in the first photos',
  nearby: 'a location story competitors cannot match',
  systems: 'comfort and fewer upcoming expenses',
  accessibility: 'features that widen the pool of buyers it suits',
};

export type Weakness = { title: string; detail: string; preempt: string };

export function weaknessesOf(f: Facts): Weakness[] {
  const out: Weakness[] = [];
  if (f.yearBuilt && f.yearBuilt < 1990 && !f.renovations.length)
    out.push({
      title: `Age (built ${f.yearBuilt})`,
      detail: 'Buyers comparing newer listings will ask about roof, systems and windows.',
      preempt:
        f.maintenance || f.inspections
          ? 'Put the maintenance records and inspection results in the listing documents.'
          : 'Order a pre-listing inspection and share the ages of the roof, HVAC and water heater.',
    });
  if (f.hoaMonthly)
    out.push({
      title: `HOA dues (${usd(f.hoaMonthly)}/mo)`,
      detail: 'Dues add to the monthly cost buyers compare with listings that have none.',
      preempt: 'List what the dues cover (exterior, insurance, amenities, reserves) next to the price.',
    });
  if (f.beds && f.baths && f.beds >= 3 && f.baths < 2)
    out.push({
      title: `${count(f.baths)} bathroom for ${count(f.beds)} bedrooms`,
      detail: 'Competing homes with the same bedroom count often have two or more bathrooms.',
      preempt:
        'Show the bathroom at its best and, if space allows, get a contractor estimate for adding a half bath.',
    });
  if (f.sqft && f.kind !== 'land' && f.sqft < 1200)
    out.push({
      title: `Size (${num(f.sqft)} sq ft)`,
      detail: 'Smaller than many competing listings, so rooms can look tight in photos.',
      preempt: 'Stage with fewer, scaled furniture pieces and include a measured floor plan.',
    });
  if (!f.parking.length && f.kind !== 'land')
    out.push({
      title: 'Parking not described',
      detail: 'Buyers filter by garage and parking; a listing without it drops out of those searches.',
      preempt: 'Add the parking details (garage, driveway, street permits) to the property.',
    });
  if (!f.outdoor.length && f.kind === 'single-family')
    out.push({
      title: 'No outdoor space described',
      detail: 'Competing single-family listings lead with yards, patios and decks.',
      preempt: 'Photograph whatever outdoor space exists and describe it in the property data.',
    });
  if (!f.renovations.length && f.kind !== 'land')
    out.push({
      title: 'No recent updates listed',
      detail: 'Updated competitors will look move-in ready by comparison.',
      preempt: 'List any updates with their year, or price with the condition in mind.',
    });
  if (!f.nearby.length && !f.neighborhood)
    out.push({
      title: 'Location story missing',
      detail: 'Without nearby amenities, buyers cannot compare the location with other listings.',
      preempt: 'Add the neighborhood description and nearby amenities to the property.',
    });
  return out;
}

function shots(f: Facts): string[] {
  const list: string[] = [];
  const top = f.highlights[0];
  if (top) list.push(`Hero image: ${top.phrase}, shot in the best light of the day`);
  if (f.appliances.length) list.push(`Kitchen: wide shot plus details of ${listOf(f.appliances, 2)}`);
  if (f.outdoor.length) list.push(`Twilight exterior with the ${f.outdoor[0].toLowerCase()} lit`);
  if (f.environmental.some((e) => /view/i.test(e))) list.push('The view from inside, framed by a window');
  if (f.architecture.length) list.push(`Detail shots of ${listOf(f.architecture, 2)}`);
  if (f.onsite.length) list.push(`Amenities: ${joinList(f.onsite.slice(0, 3)).toLowerCase()}`);
  if (f.kind === 'land' || (f.sqft ?? 0) > 20_000)
    list.push('Drone shots that show the boundaries and access');
  list.push('A measured floor plan, since buyers compare layouts side by side');
  return list;
}

function staging(f: Facts): string[] {
  const tips: string[] = [];
  if (f.beds && f.beds >= 3) tips.push('Stage one bedroom as a home office to show its flexibility');
  if (f.outdoor.length) tips.push(`Set up the ${f.outdoor[0].toLowerCase()} as a second living area`);
  if (f.sqft && f.sqft < 1200) tips.push('Remove a third of the furniture so rooms read larger');
  tips.push('Clear counters and personal items; neutral linens and lighting in every room');
  return tips;
}

export function writeCompetitiveAnalysis(f: Facts): string {
  const strengths = f.highlights.slice(0, 5);
  const weaknesses = weaknessesOf(f);
  const sections: string[] = [];
  sections.push(
    `## Strengths against typical competing listings\n\n${
      strengths.length
        ? strengths
            .map(
              (h) =>
                `- **${capitalize(h.phrase)}**: ${WHY[h.key] ?? `a reason to choose this ${f.noun} over similar listings that lack it`}`,
            )
            .join('\n')
        : '- No standout features in the property data yet. Add features, updates and outdoor spaces so the strengths can be named.'
    }${f.pricePerSqft ? `\n- **Price per sq ft of ${usd(f.pricePerSqft)}**: a strength if it is below the median of active competitors (${VERIFY})` : ''}`,
  );
  sections.push(
    `## Weaknesses to pre-empt\n\n${
      weaknesses.length
        ? weaknesses.map((w) => `- **${w.title}.** ${w.detail} *Pre-empt:* ${w.preempt}`).join('\n')
        : '- The property data shows no obvious gap; compare condition and price per sq ft with active listings.'
    }`,
  );
  const lead = strengths.slice(0, 3);
  sections.push(
    `## Differentiators to lead with\n\n${
      lead.length
        ? lead.map((h, i) => `${i + 1}. ${capitalize(h.phrase)}`).join('\n')
        : `1. ${f.summary || `The ${f.noun} itself`}${f.cityState ? ` in ${f.cityState}` : ''}`
    }\n\nUse them in this order in the first photo, the first line of the remarks and the first line of every post.`,
  );
  sections.push(
    `## Staging and photography\n\n**Shot list**\n${shots(f)
      .map((s) => `- ${s}`)
      .join('\n')}\n\n**Staging**\n${staging(f)
      .map((s) => `- ${s}`)
      .join('\n')}`,
  );
  sections.push(
    `## Competing listings to pull (${VERIFY})\n\n${compCriteria(f)
      .map((c) => `- ${c}`)
      .join('\n')}`,
  );
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
