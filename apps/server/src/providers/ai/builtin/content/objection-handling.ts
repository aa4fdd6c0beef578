import { agentNotes, type Facts } from '../facts.ts';
import { assumptionsFor, ownershipCost } from '../finance.ts';
import { count, joinList, joinPhrases, num, percent, plural, splitSentences, usd } from '../text-tools.ts';
import { VERIFY } from './market-analysis.ts';

// The objections this property will meet (price, HOA, age, size, location, condition, from the data),
// each with an honest answer and a next step.

type Objection = { objection: string; answer: string; next: string };

export function objectionsFor(f: Facts): Objection[] {
  const out: Objection[] = [];
  if (f.price) {
    out.push({
      objection: f.isRental ? '"The rent is too high."' : '"The price is too high."',
      answer: f.pricePerSqft
        ? `At ${f.priceText} it works out to ${usd(f.pricePerSqft)} per sq ft. The fair comparison is price per sq ft against recent sales of similar ${plural(f.noun)}, adjusted for ${f.highlights.length ? joinPhrases(f.highlights.slice(0, 2).map((h) => h.phrase)) : 'condition and features'}.`
        : `The fair comparison is against recent ${f.isRental ? 'leases' : 'sales'} of similar ${plural(f.noun)}, adjusted for condition and features.`,
      next: `Share three comparables side by side (${VERIFY}) and ask which one they see as the better value, and why.`,
    });
  }
  if (f.hoaMonthly)
    out.push({
      objection: `"The HOA dues of ${usd(f.hoaMonthly)}/mo are a lot."`,
      answer: `Dues pay for things an owner would otherwise pay for separately. Set what the association covers against what it would cost to handle those yourself.`,
      next: 'Provide the HOA budget, reserve study and what the dues include, and ask which of those services they would use.',
    });
  if (f.fixer && !f.isRental)
    out.push({
      objection: '"It needs too much work."',
      answer: `The price reflects the condition${f.priceText ? ` (${f.priceText})` : ''}. ${splitSentences(
        f.description,
      )
        .filter((x) => /\b(solid|sound|foundation|roof|furnace|basement|brick)\b/i.test(x))
        .slice(0, 1)
        .join(' ')} The question is the cost of the work against the value once finished.`.replace(
        /\s+/g,
        ' ',
      ),
      next: 'Walk it with a contractor for a written estimate, and introduce a lender who offers renovation loans.',
    });
  if (f.kind === 'multi-family' && !f.isRental)
    out.push({
      objection: '"Are the rents at market, and who are the tenants?"',
      answer: f.unitRents.length
        ? `Current rents are ${f.unitRents.map((r) => usd(r)).join(', ')} a month. Compare them with leases of similar units nearby (${VERIFY}). Who the tenants are is not a selling point; what matters are the lease terms and the payment history.`
        : 'The property data does not state the rents yet. Share the rent roll and leases before the first showing.',
      next: 'Send the rent roll, lease end dates and the last 12 months of expenses.',
    });
  if (f.isRental)
    out.push({
      objection: '"What are the lease terms?"',
      answer:
        [
          ...splitSentences(f.description).filter((x) =>
            /\b(lease|available|includ\w*|deposit|pets?)\b/i.test(x),
          ),
          ...f.customFields
            .filter(([k]) => /pet|deposit|lease|utilit/i.test(k))
            .map(([k, v]) => `${k}: ${v}.`),
        ].join(' ') ||
        'The property data does not state the lease terms yet; confirm them with the owner before answering.',
      next: 'Send the lease terms in writing with the application link.',
    });
  if (f.kind === 'land')
    out.push({
      objection: '"What would it cost to get utilities and a driveway in?"',
      answer: f.utilities.length
        ? `What is there now: ${joinList(f.utilities.map((u) => u.toLowerCase()))}. Costs to extend them depend on the building site and the providers.`
        : 'The property data does not say which utilities reach the land; find out before answering.',
      next: 'Get quotes from the electric and water providers, or introduce a local builder to estimate site work.',
    });
  if (f.yearBuilt && f.yearBuilt < 1995 && !f.isRental && !f.fixer)
    out.push({
      objection: `"It was built in ${f.yearBuilt}. What will break?"`,
      answer: f.renovations.length
        ? `Key updates are already done: ${joinList(f.renovations.slice(0, 3))}.${f.maintenance ? ` ${f.maintenance.split('. ')[0].replace(/\.$/, '')}.` : ''}`
        : f.maintenance
          ? `${f.maintenance.split('. ')[0].replace(/\.$/, '')}. Age matters less than upkeep, and the records show it.`
          : 'Age matters less than upkeep. The right question is the age and condition of the roof, HVAC, water heater and electrical panel.',
      next: f.inspections
        ? `Share the inspection findings: ${f.inspections.split('. ')[0].replace(/\.$/, '')}.`
        : 'Offer a pre-listing inspection report, or suggest their inspector look at the major systems first.',
    });
  if (
    f.kind !== 'land' &&
    f.kind !== 'multi-family' &&
    !f.fixer &&
    ((f.sqft && f.sqft < 1400) || (f.beds !== null && f.beds <= 2))
  )
    out.push({
      objection: '"It is too small for us."',
      answer: `${f.summary ? `At ${f.summary}, ` : ''}the question is how the space is used. ${f.outdoor.length ? `Outdoor space (${joinList(f.outdoor.slice(0, 2))}) adds room in good weather. ` : ''}${f.onsite.length ? `Shared amenities (${joinList(f.onsite.slice(0, 2))}) take pressure off the floor plan.` : `A smaller ${f.noun} also costs less to heat, cool and maintain.`}`,
      next: 'Walk through how they would furnish each room using the floor plan, and note which needs it meets and which it does not.',
    });
  if (f.beds && f.baths && f.beds >= 3 && f.baths < 2 && !f.isRental && f.kind !== 'multi-family')
    out.push({
      objection: `"Only ${count(f.baths)} bathroom for ${count(f.beds)} bedrooms."`,
      answer:
        'That is a real limit for busy mornings. Whether a second bathroom can be added depends on the plumbing and the space.',
      next: 'Get a contractor estimate for a half bath so the buyer can price the fix into the offer.',
    });
  if (!f.parking.length && f.kind !== 'land')
    out.push({
      objection: '"Where do we park?"',
      answer:
        'The property data does not describe the parking yet, so answer only with what you can confirm on site.',
      next: 'Add the parking details (garage, driveway, permits) to the property and send them on.',
    });
  out.push({
    objection: '"We do not know the area."',
    answer:
      f.nearby.length || f.neighborhood
        ? `${f.neighborhood ? `${f.neighborhood.split('. ')[0].replace(/\.$/, '')}. ` : ''}${f.nearby.length ? `Close by: ${joinList(f.nearby.slice(0, 4))}.` : ''}`
        : `Describe the area only from what you can verify; the property data has no neighborhood details yet.`,
    next: f.nearby.length
      ? 'Offer a drive of the neighborhood at the time of day they would commute, and send links to the places named.'
      : 'Offer a drive of the neighborhood at the time of day they would commute, and add the nearby amenities to the property.',
  });
  if (f.price && !f.isRental) {
    const a = assumptionsFor(f);
    const o = ownershipCost(f.price, f, a);
    out.push({
      objection: '"We will wait for rates to come down."',
      answer: `At ${percent(a.interestRate, 2)} (assumed; a lender will quote today's rate) with ${percent(a.downPaymentShare, 0)} down, principal and interest on ${f.priceText} are about ${usd(o.principalInterest)}/mo. If rates fall later, refinancing is an option; the ${f.noun} may not be.`,
      next: 'Introduce a lender to run their actual numbers, including a rate buydown if the seller would contribute.',
    });
  }
  if ((f.kind === 'condo' || f.kind === 'townhouse') && !f.isRental)
    out.push({
      objection: '"We do not want association rules."',
      answer:
        'Rules protect the value of shared spaces; what matters is whether these rules fit how they live.',
      next: 'Send the CC&Rs with the sections on pets, rentals and renovations highlighted.',
    });
  if (f.kind === 'land')
    out.push({
      objection: '"We do not know what we can build."',
      answer: `${
        [
          f.acres ? `${count(f.acres)} acres` : f.sqft ? `${num(f.sqft)} sq ft` : '',
          f.zoning ? `zoned ${f.zoning}` : '',
          ...splitSentences(f.description)
            .filter((x) => /restrict/i.test(x))
            .map((x) => x.replace(/\.$/, '').toLowerCase()),
        ]
          .filter(Boolean)
          .join(', ') || 'The data does not state the zoning yet'
      }. Buildable area depends on setbacks and local rules.`,
      next: 'Share the survey and a zoning summary from the city, or introduce a local builder for a feasibility look.',
    });
  return out;
}

export function writeObjectionHandling(f: Facts): string {
  const body = objectionsFor(f)
    .map((o) => `### ${o.objection}\n\n**Honest answer:** ${o.answer}\n\n**Next step:** ${o.next}`)
    .join('\n\n');
  return `## Objections ${f.address || `this ${f.noun}`} will meet\n\n${body}${agentNotes(f)}`;
}
