import { agentNotes, type Facts } from '../facts.ts';
import { num, percent, usd } from '../text-tools.ts';
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

The property data has no price yet. Once it has one, this strategy places it in the search brackets buyers use and sets the reduction step. Meanwhile: pull closed comparables (same type, ±15% size, same area, last 6 months) and take their median price per sq ft × ${f.sqft ? `${num(f.sqft)} sq ft` : 'the square footage'} as the starting point (${VERIFY}).`);
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
      : `- Price per sq ft: ${f.sqft ? 'n/a for a rental' : 'add the square footage to compute it'}`,
  ];
  sections.push(`## Where the price sits\n\n${lines.join('\n')}`);

  const atThreshold = price === above;
  const nearBelow = price - below <= step * 0.1 && !atThreshold;
  sections.push(`## Search brackets

Buyers set round-number filters, so a price just above a round number disappears from every search capped at it.

| Buyer's maximum | Sees this ${f.noun} at ${usd(price)}${unit}? |
|---|---|
| ${usd(below)}${unit} | No |
| ${usd(above)}${unit} | Yes |
| ${usd(above + step)}${unit} | Yes, as one of the lower-priced options |

${
  nearBelow
    ? `At ${usd(price)}${unit} the price sits just ${usd(price - below)} above ${usd(below)}${unit}. Pricing at ${usd(rental ? below : justUnder(below, rental))}${unit} would add every buyer capped at ${usd(below)}${unit}; weigh that against the ${usd(price - (rental ? below : justUnder(below, rental)))} difference.`
    : atThreshold
      ? `At exactly ${usd(price)}${unit}, the price still shows for buyers capped at ${usd(above)}${unit}. ${usd(justUnder(above, rental))}${unit} reads as the lower band to buyers scanning results, for ${usd(price - justUnder(above, rental))} less.`
      : `The price sits inside the ${usd(below)}-${usd(above)}${unit} band. Buyers capped at ${usd(below)}${unit} will not see it; those capped at ${usd(above)}${unit} will.`
}`);

  sections.push(`## Launch plan: the first 14 days

- **Days 1-2:** go live with final photos, floor plan and remarks; share to your sphere, social channels and the agents who sold nearby in the last year.
- **Days 3-4:** first weekend. ${f.instructions?.openHouse ? `${f.instructions.openHouse}.` : 'Hold an open house or block private showings.'} Collect feedback from every showing.
- **Day 7:** review the first week: showings, online views and saves, and feedback on price against what competitors offer (${VERIFY} for typical counts).
- **Days 8-13:** second weekend; follow up with every showing and with agents whose buyers saved the listing.
- **Day 14:** decision point: keep the price, improve presentation, or move to the next bracket.`);

  sections.push(`## Signals that call for a change

- Showings in the first 14 days below the typical count for this price band (${VERIFY})
- Repeated feedback that the price is high against the same competing listings
- Plenty of online views but few showings: the photos or the price are not converting
- No offers after the first two weekends while comparable listings go pending
- Days on market passing the area median for similar ${f.noun}s (${VERIFY})`);

  // One step into the next bracket down: just under the round number below the price.
  const finalPrice = rental ? below : justUnder(below, rental);
  sections.push(`## The reduction step

If the signals above appear, move into the next bracket down in one step rather than several small cuts: from ${usd(price)}${unit} to **${usd(finalPrice)}${unit}**, a reduction of ${usd(price - finalPrice)} (${percent((price - finalPrice) / price)}). The new price reaches every buyer capped at ${usd(Math.ceil(finalPrice / step) * step)}${unit} and shows up again as a price change in saved searches.`);
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
