import { agentNotes, type Facts } from '../facts.ts';
import { capitalize, count, joinList, listOf, num, usd } from '../text-tools.ts';
import { compCriteria, VERIFY } from './market-analysis.ts';

// Strengths and weaknesses against typical competing listings at this price and type, what to lead
// with, what to pre-empt, and how to stage and photograph for it.

// Why each kind of highlight wins against competing listings at the same price.
function why(key: string, f: Facts): string | undefined {
  const text = WHY[key];
  return text?.replace(/\bbuyers\b/g, f.words.who).replace(/\bbuyer's\b/g, `${f.words.one}'s`);
}

const WHY: Record<string, string> = {
  income: 'documented rents, so the return can be checked before the first showing',
  units: 'several income streams on one property',
  acres: 'room that smaller parcels at a similar price cannot offer',
  frontage: 'road exposure and access that interior parcels lack',
  views: 'a view that competing listings cannot add later',
  windows: 'light that photographs well and shows in person',
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
  if (f.yearBuilt && f.yearBuilt < 1990 && !f.renovations.length && !f.fixer)
    out.push({
      title: `Age (built ${f.yearBuilt})`,
      detail: `${f.isRental ? 'Renters' : 'Buyers'} comparing newer listings will ask about ${f.isRental ? 'heating, windows and how repairs are handled' : 'roof, systems and windows'}.`,
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
      detail: `${f.isRental ? 'Renters' : 'Buyers'} filter by garage and parking; a listing without it drops out of those searches.`,
      preempt: 'Add the parking details (garage, driveway, street permits) to the property.',
    });
  if (!f.outdoor.length && f.kind === 'single-family')
    out.push({
      title: 'No outdoor space described',
      detail: 'Competing single-family listings lead with yards, patios and decks.',
      preempt: 'Photograph whatever outdoor space exists and describe it in the property data.',
    });
  if (f.fixer)
    out.push({
      title: 'Condition',
      detail: `The property needs work, so ${f.words.who} will compare it with finished listings and subtract the cost.`,
      preempt:
        'Gather one or two contractor estimates and share them with the disclosures, so offers start from real numbers.',
    });
  if (f.kind === 'multi-family' && !f.isRental)
    out.push({
      title: 'Tenant-occupied showings',
      detail: 'Showings need notice to tenants, which slows buyers who want to move fast.',
      preempt:
        'Share the rent roll, leases and photos of every unit up front, and group showings into set windows.',
    });
  if (f.kind === 'land' && !f.utilities.length)
    out.push({
      title: 'Utilities not described',
      detail: 'Land buyers price in the cost of bringing water and power to a building site.',
      preempt: 'Confirm which utilities reach the property and add them to the data.',
    });
  if (!f.renovations.length && f.kind !== 'land' && !f.fixer)
    out.push({
      title: 'No recent updates listed',
      detail: 'Updated competitors will look move-in ready by comparison.',
      preempt: 'List any updates with their year, or price with the condition in mind.',
    });
  if (!f.nearby.length && !f.neighborhood)
    out.push({
      title: 'Location story missing',
      detail: `Without nearby amenities, ${f.words.who} cannot compare the location with other listings.`,
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
  if (f.kind === 'land' || (f.sqft ?? 0) > 20_000 || (f.acres ?? 0) >= 1)
    list.push('Drone shots that show the boundaries and access');
  if (f.kind === 'land') {
    if (f.frontage) list.push(`The road frontage from the road, showing ${f.frontage}`);
    if (f.utilities.length)
      list.push(`Where the utilities are: ${joinList(f.utilities.slice(0, 2)).toLowerCase()}`);
    list.push('A map with the boundaries marked, and the survey or plat as a listing document');
    return list;
  }
  if (f.kind === 'multi-family')
    list.push('Each unit: kitchen, living room and one bedroom, plus the exterior and parking');
  list.push(
    f.kind === 'multi-family'
      ? 'A floor plan of each unit type, since investors compare layouts and rents side by side'
      : `A measured floor plan, since ${f.words.who} compare layouts side by side`,
  );
  return list;
}

function staging(f: Facts): string[] {
  const tips: string[] = [];
  if (f.kind === 'land')
    return [
      'Mow or clear a walking path, and mark the corners so visitors can see the boundaries',
      'Photograph in the morning or late afternoon light, with the trees and terrain in view',
      'Keep a printed map and the survey at the entrance for site walks',
    ];
  if (f.kind === 'multi-family')
    return [
      'Agree showing windows with the tenants and give the notice the leases require',
      'Photograph a vacant or freshly cleaned unit as the model',
      'Tidy the shared areas, parking and exterior: they are the same for every unit',
    ];
  if (f.fixer)
    return [
      'Clear out debris and personal items so the space and structure can be judged',
      'Photograph the sound parts (foundation, basement, garage) as well as the rooms that need work',
      'Leave lights on and windows uncovered where possible for showings',
    ];
  if (f.beds && f.beds >= 3 && !f.isRental)
    tips.push('Stage one bedroom as a home office to show its flexibility');
  if (f.outdoor.length) tips.push(`Set up the ${f.outdoor[0].toLowerCase()} as a second living area`);
  if (f.sqft && f.sqft < 1200) tips.push('Remove a third of the furniture so rooms read larger');
  tips.push(
    f.isRental
      ? 'Show it clean and empty or lightly furnished, with every light working'
      : 'Clear counters and personal items; neutral linens and lighting in every room',
  );
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
                `- **${capitalize(h.phrase)}**: ${why(h.key, f) ?? `a reason to choose this ${f.noun} over similar listings that lack it`}`,
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
