import { agentNotes, type Facts } from '../facts.ts';
import { capitalize, lowerFirst, num, percent, plural, usd } from '../text-tools.ts';
import { searchBrackets, VERIFY } from './market-analysis.ts';

// Price per square foot, the search brackets around the price, a 14-day launch, the signals that call
// for a change and the reduction step.

/** Just under a round threshold: $500,000 → $499,900 (rent: $2,500 → $2,495). */
export function justUnder(threshold: number, rental: boolean): number {
  if (rental) return threshold - 5;
  return threshold - (threshold >= 1_000_000 ? 1_000 : 100);
}

export function writePricingStrategy(f: Facts): string {
  const sections: string[] = [];
  if (!f.price) {
    sections.push(`## Add the list price

The property data has no price yet. Once it has one, this strategy places it in the search brackets ${f.words.who} use and sets the reduction step. Meanwhile: pull closed comparables (same type, ±15% size, same area, last 6 months) and take their median price per sq ft × ${f.sqft ? `${num(f.sqft)} sq ft` : 'the square footage'} as the starting point (${VERIFY}).`);
    return `${sections.join('\n\n')}${agentNotes(f)}`;
  }
  const price = f.price;
  const rental = f.isRental;
  const unit = rental ? '/mo' : '';
  const step = rental ? (price < 3000 ? 250 : 500) : searchBrackets(price).step;
  const above = Math.ceil(price / step) * step;
  const below = above === price ? price - step : above - step;
  const lines = [
    `- ${rental ? 'Rent' : 'List price'}: ${usd(price)}${unit}`,
    f.pricePerSqft && f.sqft
      ? `- Price per sq ft: ${usd(price)} ÷ ${num(f.sqft)} sq ft = ${usd(f.pricePerSqft)}`
      : rental && f.sqft
        ? `- Rent per sq ft: ${usd(price)} ÷ ${num(f.sqft)} sq ft = $${(price / f.sqft).toFixed(2)} a month`
        : f.kind === 'land' && f.acres
          ? `- Price per acre: ${usd(price)} ÷ ${f.acres} acres = ${usd(price / f.acres)}`
          : `- Price per sq ft: add the ${f.kind === 'land' ? 'lot size' : 'square footage'} to compute it`,
  ];
  sections.push(`## Where the price sits\n\n${lines.join('\n')}`);

  const atThreshold = price === above;
  const nearBelow = price - below <= step * 0.1 && !atThreshold;
  sections.push(`## Search brackets

${capitalize(f.words.who)} set round-number filters, so a ${f.words.priceWord} just above a round number disappears from every search capped at it.

| ${capitalize(f.words.one)}'s maximum | Sees this ${f.noun} at ${usd(price)}${unit}? |
|---|---|
| ${usd(below)}${unit} | No |
| ${usd(above)}${unit} | Yes |
| ${usd(above + step)}${unit} | Yes, as one of the lower-priced options |

${
  nearBelow
    ? `At ${usd(price)}${unit} the price sits just ${usd(price - below)} above ${usd(below)}${unit}. Pricing at ${usd(rental ? below : justUnder(below, rental))}${unit} would add every ${f.words.one} capped at ${usd(below)}${unit}; weigh that against the ${usd(price - (rental ? below : justUnder(below, rental)))} difference.`
    : atThreshold
      ? `At exactly ${usd(price)}${unit}, the ${f.words.priceWord} still shows for ${f.words.who} capped at ${usd(above)}${unit}. ${usd(justUnder(above, rental))}${unit} reads as the lower band to ${f.words.who} scanning results, for ${usd(price - justUnder(above, rental))} less.`
      : `The ${f.words.priceWord} sits inside the ${usd(below)}-${usd(above)}${unit} band. ${capitalize(f.words.who)} capped at ${usd(below)}${unit} will not see it; those capped at ${usd(above)}${unit} will.`
}`);

  const firstWeekend = f.instructions?.openHouse
    ? `${f.instructions.openHouse}.`
    : f.kind === 'land'
      ? 'Hold a site walk with the boundaries marked, or book individual visits.'
      : f.kind === 'multi-family'
        ? `Group showings into one or two windows${f.instructions?.showings ? ` (${lowerFirst(f.instructions.showings)})` : ' with the notice the leases require'}.`
        : f.isRental
          ? 'Hold an open viewing or book back-to-back viewings.'
          : 'Hold an open house or block private showings.';
  sections.push(`## Launch plan: the first 14 days

- **Days 1-2:** go live with final photos, ${f.words.plan} and remarks; share to your sphere, social channels and ${f.isRental ? 'rental portals' : 'the agents who sold nearby in the last year'}.
- **Days 3-4:** first weekend. ${firstWeekend} Collect feedback from every ${f.words.visit}.
- **Day 7:** review the first week: ${f.words.visit}s, online views and saves, ${f.isRental ? 'applications' : 'and feedback on price'} against what competitors offer (${VERIFY} for typical counts).
- **Days 8-13:** second weekend; follow up with every ${f.words.visit}${f.isRental ? ' and every inquiry' : ' and with agents whose buyers saved the listing'}.
- **Day 14:** decision point: keep the ${f.words.priceWord}, improve presentation, or move to the next bracket.`);

  sections.push(`## Signals that call for a change

- ${capitalize(f.words.visit)}s in the first 14 days below the typical count for this price band (${VERIFY})
- Repeated feedback that the price is high against the same competing listings
- Plenty of online views but few ${f.words.visit}s: the photos or the ${f.words.priceWord} are not converting
- ${f.isRental ? 'No applications after the first two weekends while comparable rentals lease' : 'No offers after the first two weekends while comparable listings go pending'}
- Days on market passing the area median for similar ${plural(f.noun)} (${VERIFY})`);

  // One step into the next bracket down: just under the round number below the price.
  const finalPrice = rental ? below : justUnder(below, rental);
  sections.push(`## The reduction step

If the signals above appear, move into the next bracket down in one step rather than several small cuts: from ${usd(price)}${unit} to **${usd(finalPrice)}${unit}**, a reduction of ${usd(price - finalPrice)} (${percent((price - finalPrice) / price)}). The new ${f.words.priceWord} reaches every ${f.words.one} capped at ${usd(Math.ceil(finalPrice / step) * step)}${unit} and shows up again as a price change in saved searches.`);
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
