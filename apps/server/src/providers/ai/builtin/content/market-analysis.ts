import { agentNotes, type Facts } from '../facts.ts';
import { count, num, plural, usd } from '../text-tools.ts';
import { bracketAbove } from './keywords.ts';

// Positioning in the market from the property's own numbers; every market figure that is not in the
// data is marked "to verify with your MLS data".

export const VERIFY = 'to verify with your MLS data';

/** Round-number search filters around a price: the one just below and the one just above. */
export function searchBrackets(price: number): { below: number; above: number; step: number } {
  const step = price < 300_000 ? 25_000 : price < 1_000_000 ? 50_000 : price < 3_000_000 ? 100_000 : 250_000;
  const above = bracketAbove(price - 1);
  return { below: above - step, above, step };
}

export function compCriteria(f: Facts): string[] {
  const lines = [
    `Type: ${f.propertyType || f.noun}`,
    f.kind === 'land'
      ? f.acres
        ? `Size: ${count(Math.round(f.acres * 0.5 * 10) / 10)}-${count(Math.round(f.acres * 2 * 10) / 10)} acres (half to twice ${count(f.acres)} acres)`
        : 'Size: a similar acreage (add the lot size to the property)'
      : f.sqft
        ? `Size: ${num(Math.round(f.sqft * 0.85))}-${num(Math.round(f.sqft * 1.15))} sq ft (±15% of ${num(f.sqft)})`
        : 'Size: ±15% of the square footage (add the square footage to the property)',
    f.kind === 'multi-family'
      ? `Units: ${f.units ? `${f.units}, or within one unit of it` : 'the same number of units'}`
      : '',
    f.frontage ? 'Access: parcels with similar road frontage' : '',
    f.beds && f.kind !== 'land' ? `Bedrooms: ${count(Math.max(1, f.beds - 1))}-${count(f.beds + 1)}` : '',
    `Area: ${[f.zip ? `ZIP ${f.zip}` : '', f.city].filter(Boolean).join(', ') || 'the same neighborhood'}, widening the radius only if fewer than five results`,
    f.isRental
      ? 'Dates: leased in the last 6 months, plus every rental active now'
      : 'Dates: closed in the last 6 months, plus everything active, pending and expired now',
    f.yearBuilt && f.kind !== 'land' ? `Age: built within about 15 years of ${f.yearBuilt}` : '',
    f.fixer ? 'Condition: other as-is and needs-work sales, kept apart from renovated ones' : '',
  ];
  return lines.filter(Boolean);
}

function compTable(f: Facts): string {
  const head = '| Comparable | What it tells you | How to read it |\n|---|---|---|';
  if (f.isRental)
    return `${head}
| Leased in the last 6 months | What renters actually paid | Median rent per sq ft × ${f.sqft ? `${num(f.sqft)} sq ft` : 'this size'} = the rent the market supports |
| Active rentals | Your competition today | Where this ${f.noun} ranks on rent, what the rent includes and the lease terms |
| Rentals that sat 30+ days | Rents the market refused | Keep this rent below theirs unless it clearly offers more |`;
  const unit = f.kind === 'land' ? 'acre' : 'sq ft';
  const size =
    f.kind === 'land'
      ? f.acres
        ? `${count(f.acres)} acres`
        : 'the acreage'
      : f.sqft
        ? `${num(f.sqft)} sq ft`
        : 'this square footage';
  return `${head}
| Closed sales | What buyers actually paid | Median closed price per ${unit} × ${size} = the value the market supports |${
    f.kind === 'multi-family'
      ? `\n| Closed income properties | What investors paid for rent | Their gross rent multipliers and cap rates against this property's rents |`
      : ''
  }
| Active listings | Your competition today | Where this ${f.noun} ranks on price per ${unit}, condition and features |
| Pending | Where the market is moving | Their list prices show what is going under contract now |
| Expired and withdrawn | Prices the market refused | Keep this listing below their price per ${unit} unless it clearly offers more |`;
}

export function writeMarketAnalysis(f: Facts): string {
  const sections: string[] = [];
  const price = f.price;
  const rows: string[] = [];
  if (price) rows.push(`- ${f.isRental ? 'Monthly rent' : 'List price'}: ${f.priceText}`);
  if (f.sqft) rows.push(`- Size: ${num(f.sqft)} sq ft`);
  if (f.pricePerSqft && f.sqft && price)
    rows.push(`- Price per sq ft: ${usd(f.pricePerSqft)} (${usd(price)} ÷ ${num(f.sqft)} sq ft)`);
  else if (f.isRental && price && f.sqft)
    rows.push(
      `- Rent per sq ft: ${usd(price / f.sqft).replace(/\.00$/, '')} a month (${usd(price)} ÷ ${num(f.sqft)} sq ft, to the dollar)`,
    );
  else if (f.kind === 'land' && price && f.acres)
    rows.push(`- Price per acre: ${usd(price / f.acres)} (${usd(price)} ÷ ${count(f.acres)} acres)`);
  else if (!f.isRental)
    rows.push(
      `- Price per sq ft: list price ÷ square footage (${!price ? 'add the list price' : `add the ${f.kind === 'land' ? 'lot size' : 'square footage'}`} to compute it)`,
    );
  if (f.monthlyRent && !f.isRental && price)
    rows.push(
      `- Gross rent multiplier: ${usd(price)} ÷ ${usd(f.monthlyRent * 12)} a year = ${(price / (f.monthlyRent * 12)).toFixed(1)}`,
    );
  if (f.acres && f.kind !== 'land') rows.push(`- Lot: ${count(f.acres)} acres`);
  if (f.frontage) rows.push(`- Frontage: ${f.frontage}`);
  if (f.summary) rows.push(`- Configuration: ${f.summary}`);
  if (f.hoaMonthly)
    rows.push(`- HOA: ${usd(f.hoaMonthly)}/mo, part of every ${f.words.one}'s monthly budget`);
  sections.push(`## Where this ${f.noun} sits\n\n${rows.join('\n')}`);

  if (price && !f.isRental) {
    const b = searchBrackets(price);
    sections.push(`## The price band buyers search in

Buyers filter portals at round numbers. At ${usd(price)} this ${f.noun}:

- shows in searches with a maximum of ${usd(b.above)} or more, and a minimum of ${usd(b.below)} or less;
- does not appear for buyers capped at ${usd(b.below)}${price - b.below <= b.step * 0.1 ? `, a band it misses by only ${usd(price - b.below)}` : ''};
- competes with every listing between ${usd(b.below)} and ${usd(b.above)} (count them, ${VERIFY}).`);
  } else if (price && f.isRental) {
    const step = price < 3000 ? 250 : 500;
    const above = Math.ceil((price + 1) / step) * step;
    sections.push(`## The rent band renters search in

Renters filter by round monthly amounts. At ${f.priceText} this ${f.noun} shows for searches up to ${usd(above)}/mo and competes with rentals between ${usd(above - step)} and ${usd(above)}/mo (${VERIFY}).`);
  }

  sections.push(`## Comparable listings to pull\n\n${compCriteria(f)
    .map((c) => `- ${c}`)
    .join('\n')}

${compTable(f)}`);

  sections.push(`## Seasonal timing

${f.isRental ? 'Rental demand in many US markets peaks in late spring and summer, when most leases turn over' : 'Listing activity in many US markets builds in spring and early summer and slows in late fall and winter'}; how strongly depends on the local market (${VERIFY}: monthly new ${f.isRental ? 'rentals, leases signed' : 'listings, closed sales'} and days on market for ${f.place} over the last 24 months). ${f.isComingSoon ? 'As a coming-soon listing, time the launch for the start of a week so it gets a full first weekend.' : 'Whatever the season, the first two weeks on the market bring the most attention, so launch with photos, price and description final.'}`);

  sections.push(
    f.isRental
      ? `## Rental figures to verify with your MLS data

- Median days to lease for ${plural(f.noun)} like this one in ${f.place}
- Median rent per sq ft of leases signed in the last 6 months
- Active rentals in the same rent band, and how many offer concessions
- Which utilities comparable rentals include in the rent`
      : `## Market figures to verify with your MLS data

- Median days on market for ${plural(f.noun)} like this one in ${f.place}
- List-to-sale price ratio over the last 6 months
- Months of inventory in the ${price ? `${usd(searchBrackets(price).below)}-${usd(searchBrackets(price).above)}` : 'same'} price band
- Share of listings with a price reduction, and the typical size of that reduction`,
  );

  const moves: string[] = [];
  if (f.pricePerSqft)
    moves.push(
      `Compare ${usd(f.pricePerSqft)}/sq ft with the median of the closed comparables: above it, lead the marketing with ${f.highlights[0]?.phrase ?? 'what justifies the premium'}; below it, lead with value.`,
    );
  if (f.highlights.length)
    moves.push(
      `Make sure comparables with ${f.highlights[0].phrase} are weighed separately from those without.`,
    );
  moves.push('Recheck active competition weekly during the first month.');
  sections.push(`## What it means for this listing\n\n${moves.map((m) => `- ${m}`).join('\n')}`);

  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
