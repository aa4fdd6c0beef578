import { agentNotes, type Facts } from '../facts.ts';
import { count, num, usd } from '../text-tools.ts';
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
    f.sqft
      ? `Size: ${num(Math.round(f.sqft * 0.85))}-${num(Math.round(f.sqft * 1.15))} sq ft (±15% of ${num(f.sqft)})`
      : 'Size: ±15% of the square footage (add the square footage to the property)',
    f.beds && f.kind !== 'land' ? `Bedrooms: ${count(Math.max(1, f.beds - 1))}-${count(f.beds + 1)}` : '',
    `Area: ${[f.zip ? `ZIP ${f.zip}` : '', f.city].filter(Boolean).join(', ') || 'the same neighborhood'}, widening the radius only if fewer than five results`,
    'Dates: closed in the last 6 months, plus everything active, pending and expired now',
    f.yearBuilt ? `Age: built within about 15 years of ${f.yearBuilt}` : '',
  ];
  return lines.filter(Boolean);
}

export function writeMarketAnalysis(f: Facts): string {
  const sections: string[] = [];
  const price = f.price;
  const rows: string[] = [];
  if (price) rows.push(`- ${f.isRental ? 'Monthly rent' : 'List price'}: ${f.priceText}`);
  if (f.sqft) rows.push(`- Size: ${num(f.sqft)} sq ft`);
  if (f.pricePerSqft && f.sqft && price)
    rows.push(`- Price per sq ft: ${usd(f.pricePerSqft)} (${usd(price)} ÷ ${num(f.sqft)} sq ft)`);
  else
    rows.push(
      `- Price per sq ft: list price ÷ square footage (${!price ? 'add the list price' : 'add the square footage'} to compute it)`,
    );
  if (f.summary) rows.push(`- Configuration: ${f.summary}`);
  if (f.hoaMonthly) rows.push(`- HOA: ${usd(f.hoaMonthly)}/mo, part of every buyer's monthly budget`);
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

| Comparable | What it tells you | How to read it |
|---|---|---|
| Closed sales | What buyers actually paid | Median closed price per sq ft × ${f.sqft ? `${num(f.sqft)} sq ft` : 'this square footage'} = the value the market supports |
| Active listings | Your competition today | Where this ${f.noun} ranks on price per sq ft, condition and features |
| Pending | Where the market is moving | Their list prices show what is going under contract now |
| Expired and withdrawn | Prices the market refused | Keep this listing below their price per sq ft unless it clearly offers more |`);

  sections.push(`## Seasonal timing

Listing activity in many US markets builds in spring and early summer and slows in late fall and winter; how strongly depends on the local market (${VERIFY}: monthly new listings, closed sales and days on market for ${f.place} over the last 24 months). ${f.isComingSoon ? 'As a coming-soon listing, time the launch for the start of a week so it gets a full first weekend.' : 'Whatever the season, the first two weeks on the market bring the most attention, so launch with photos, price and description final.'}`);

  sections.push(`## Market figures to verify with your MLS data

- Median days on market for ${f.noun}s like this one in ${f.place}
- List-to-sale price ratio over the last 6 months
- Months of inventory in the ${price && !f.isRental ? `${usd(searchBrackets(price).below)}-${usd(searchBrackets(price).above)}` : 'same'} price band
- Share of listings with a price reduction, and the typical size of that reduction`);

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
