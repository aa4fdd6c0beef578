import { agentNotes, type Facts } from '../facts.ts';
import { type Phrasing, phrasing } from '../phrasing.ts';
import {
  capitalize,
  count,
  joinList,
  lowerFirst,
  num,
  percent,
  plural,
  sentence,
  splitSentences,
  usd,
} from '../text-tools.ts';
import { searchBrackets, VERIFY } from './market-analysis.ts';

// Price per square foot (per unit, per acre), the search brackets around the price, a launch plan
// that fits what the listing is (for sale, coming soon, for rent; a sold listing gets what its price
// tells the next seller instead), the signals that call for a change and the reduction step.

/** Just under a round threshold: $500,000 → $499,900 (rent: $2,500 → $2,495). */
export function justUnder(threshold: number, rental: boolean): number {
  if (rental) return threshold - 5;
  return threshold - (threshold >= 1_000_000 ? 1_000 : 100);
}

/** The figures the price is judged by, as table rows, and what they mean for this listing. */
function whereItSits(f: Facts, p: Phrasing, price: number, unit: string): string {
  const rows = [`| ${f.isRental ? 'Rent' : f.isSold ? 'Price' : 'List price'} | ${usd(price)}${unit} |`];
  if (f.pricePerSqft && f.sqft)
    rows.push(`| Price per sq ft | ${usd(price)} ÷ ${num(f.sqft)} sq ft = ${usd(f.pricePerSqft)} |`);
  else if (f.isRental && f.sqft)
    rows.push(
      `| Rent per sq ft | ${usd(price)} ÷ ${num(f.sqft)} sq ft = $${(price / f.sqft).toFixed(2)} a month |`,
    );
  if (f.kind === 'land' && f.acres)
    rows.push(`| Price per acre | ${usd(price)} ÷ ${count(f.acres)} acres = ${usd(price / f.acres)} |`);
  if (f.kind === 'multi-family' && f.units && !f.isRental)
    rows.push(`| Price per unit | ${usd(price)} ÷ ${f.units} units = ${usd(price / f.units)} |`);
  if (f.monthlyRent && !f.isRental)
    rows.push(
      `| Gross rent multiplier | ${usd(price)} ÷ ${usd(f.monthlyRent * 12)} a year = ${(price / (f.monthlyRent * 12)).toFixed(1)} |`,
    );
  if (f.hoaMonthly && !f.isRental) rows.push(`| HOA | ${usd(f.hoaMonthly)}/mo |`);
  if (rows.length === 1)
    rows.push(
      `| Price per ${f.kind === 'land' ? 'acre' : 'sq ft'} | add the ${f.kind === 'land' ? 'lot size' : 'square footage'} to compute it |`,
    );
  return `## Where the price sits\n\n| Measure | Figure |\n|---|---|\n${rows.join('\n')}\n\n${readingOf(f, p)}`;
}

/** How a buyer, renter or investor reads those figures for this kind of listing. */
function readingOf(f: Facts, p: Phrasing): string {
  const included = splitSentences(f.description).find((x) => /\binclud\w*\b/i.test(x));
  if (f.isRental && included)
    return p.one('reading-rent-included', [
      `Renters compare the monthly total, not the rent alone. ${sentence(included)} Say so in the first line of the listing.`,
      `${sentence(included)} That lowers the monthly total renters compare, so it belongs next to the rent of ${p.subject}.`,
      `What renters weigh is the total each month. ${sentence(included)} Put that beside the rent wherever ${p.subject} is listed.`,
    ]);
  if (f.isRental)
    return p.one('reading-rent', [
      `Renters compare the monthly total, not the rent alone: for ${p.subject}, say what the rent covers${f.parking.length ? ` and what ${lowerFirst(f.parking[0])} adds` : ''}.`,
      `A renter weighing ${p.subject} adds up rent, utilities and parking before booking a viewing, so the listing should answer all three.`,
      `Put ${p.subject} next to the rentals leased nearby in the last few months by rent per sq ft, and by what each includes.`,
      `What ${p.subject} includes in the rent${p.strength ? `, and ${p.strength},` : ''} decides whether renters see it as good value at this figure.`,
      `Rent per sq ft is the quick test renters run across listings; what ${p.subject} includes shifts it in their minds.`,
    ]);
  if (f.kind === 'land')
    return p.one('reading-land', [
      `Land trades by the acre and by what it takes to build: ${joinList([f.frontage, p.utility, f.zoning ? `${f.zoning} zoning` : ''].filter(Boolean) as string[]) || 'access, utilities and permitted uses'} move the price of ${p.subject} more than its size does.`,
      `Buyers of ${p.subject} price in site work: ${p.utility ? `with ${p.utility}, say so first` : 'say which utilities reach it and what a connection costs'}.`,
      `Compare ${p.subject} with parcels that have the same access and utilities; ${f.frontage ? 'road frontage' : 'a buildable site'} can be worth more than extra ground.`,
    ]);
  if (f.kind === 'multi-family')
    return p.one('reading-multi', [
      `Investors read ${p.subject} by price per unit and by the rent roll${f.unitRents.length ? ` (${f.unitRents.map((r) => usd(r)).join(', ')} a month)` : ''} before they look at price per sq ft.`,
      `For ${p.subject}, the gross rent multiplier is the first screen an investor runs; price per sq ft matters less than the leases behind it.`,
      `An income buyer weighs ${p.subject} on the rents, the lease dates and the expenses, then on price per unit against other small multifamily sales.`,
    ]);
  if (f.kind === 'commercial')
    return p.one('reading-commercial', [
      `Business buyers weigh ${p.subject} by price per sq ft, the tenancy and the income it carries; ${p.strength ? `${p.strength} and ` : ''}the zoning${f.zoning ? ` (${f.zoning})` : ''} set what it can earn.`,
      `For ${p.subject}, price per sq ft is only a first screen: the leases in place and the permitted uses decide the value to an investor.`,
      `Investors compare ${p.subject} with recent sales of the same use and size, then look at the income and the zoning.`,
    ]);
  if (f.fixer)
    return p.one('reading-fixer', [
      `Compare ${p.subject} with other as-is sales, not renovated ones: the gap between the two is the buyer's renovation budget.`,
      `Buyers of ${p.subject} work backwards from the value after repairs, minus the cost of the work; price per sq ft below renovated sales is expected.`,
      `Cash and renovation-loan buyers will price ${p.subject} against the repairs it needs${p.strength ? ` and credit ${p.strength}` : ''}.`,
    ]);
  if (f.luxury)
    return p.one('reading-luxury', [
      `Few homes at this level sell each quarter, so price per sq ft guides less than what each comparable offers: ${p.strength ?? 'setting, finishes and privacy'}.`,
      `Buyers at the top of the market compare ${p.subject} feature by feature; ${p.strength ?? 'the setting'} and ${p.second ?? 'the finishes'} carry more weight than the figure per foot.`,
      `Price per sq ft is a loose guide for ${p.subject}: the handful of comparable estates differ most in ${p.strength ?? 'land, views and finishes'}.`,
    ]);
  const hoa = f.hoaMonthly
    ? ` The HOA of ${usd(f.hoaMonthly)}/mo is part of what a buyer can afford, so the price and the dues are read together.`
    : '';
  return `${p.one('reading', [
    `Buyers compare ${p.subject} with similar homes by price per sq ft, then by what each offers${p.strength ? `: here, ${p.strength}` : ''}.`,
    `Price per sq ft is the first screen; ${p.strength ? `${p.strength} is` : 'condition and layout are'} what justifies sitting above or below the median.`,
    `Against comparable ${plural(f.noun)}, ${p.subject}'s price per sq ft is the opening figure; ${p.strength ?? 'its condition and layout'} decide the rest.`,
    `Set the price per sq ft of ${p.subject} beside the closed comparables; whether it sits above or below them should reflect ${p.strength ?? 'its condition'}.`,
    `A buyer's agent will test ${p.subject} against recent sales by price per sq ft before weighing ${p.strength ?? 'its features'}.`,
  ])}${hoa}`;
}

function bracketsOf(f: Facts, p: Phrasing, price: number, unit: string) {
  const rental = f.isRental;
  const step = rental ? (price < 3000 ? 250 : 500) : searchBrackets(price).step;
  const above = Math.ceil(price / step) * step;
  const below = above === price ? price - step : above - step;
  const who = f.words.who;
  const intro = p.one('brackets-intro', [
    `${capitalize(who)} set round-number filters, so a ${f.words.priceWord} just above a round number disappears from every search capped at it.`,
    `Portal searches stop at round numbers: ${p.subject} shows only to ${who} whose maximum is at or above its ${f.words.priceWord}.`,
    `Every ${f.words.one} who filters below the ${f.words.priceWord} of ${p.subject} never sees it, however well it fits.`,
    `Which searches ${p.subject} appears in depends on the round number just above its ${f.words.priceWord}.`,
    `The round-number caps ${who} type into portals decide who is shown ${p.subject}.`,
  ]);
  const table = `| ${capitalize(f.words.one)}'s maximum | Sees ${p.subject} at ${usd(price)}${unit}? |
|---|---|
| ${usd(below)}${unit} | No |
| ${usd(above)}${unit} | Yes |
| ${usd(above + step)}${unit} | Yes, as one of the lower-priced options |`;
  const atThreshold = price === above;
  const nearBelow = price - below <= step * 0.1 && !atThreshold;
  const under = rental ? below : justUnder(below, rental);
  const reading = nearBelow
    ? p.one('brackets-near', [
        `At ${usd(price)}${unit}, ${p.subject} sits just ${usd(price - below)} above ${usd(below)}${unit}. Pricing at ${usd(under)}${unit} would add every ${f.words.one} capped at ${usd(below)}${unit}; weigh that against the ${usd(price - under)} difference.`,
        `Only ${usd(price - below)} keeps ${p.subject} out of searches capped at ${usd(below)}${unit}; ${usd(under)}${unit} would put it in front of them for ${usd(price - under)} less.`,
      ])
    : atThreshold
      ? p.one('brackets-at', [
          `At exactly ${usd(price)}${unit}, ${p.subject} still shows for ${who} capped at ${usd(above)}${unit}. ${usd(justUnder(above, rental))}${unit} reads as the lower band to ${who} scanning results, for ${usd(price - justUnder(above, rental))} less.`,
          `${capitalize(p.subject)} sits right on a round number, so it shows for searches capped at ${usd(above)}${unit}; ${usd(justUnder(above, rental))}${unit} would look like the lower band in a list of results.`,
        ])
      : p.one('brackets-inside', [
          `The ${f.words.priceWord} sits inside the ${usd(below)}-${usd(above)}${unit} band. ${capitalize(who)} capped at ${usd(below)}${unit} will not see ${p.subject}; those capped at ${usd(above)}${unit} will.`,
          `Inside the ${usd(below)}-${usd(above)}${unit} band, ${p.subject} reaches ${who} capped at ${usd(above)}${unit} and misses those who stop at ${usd(below)}${unit}.`,
          `${capitalize(p.subject)} competes with everything between ${usd(below)} and ${usd(above)}${unit}, and is invisible to searches capped at ${usd(below)}${unit}.`,
          `${capitalize(who)} searching up to ${usd(above)}${unit} find ${p.subject}; a cap of ${usd(below)}${unit} hides it.`,
          `Between ${usd(below)} and ${usd(above)}${unit} is where ${p.subject} is compared; below ${usd(below)}${unit} it does not appear at all.`,
        ]);
  return { step, above, below, text: `## Search brackets\n\n${intro}\n\n${table}\n\n${reading}` };
}

/** Days 1-2: what goes live, from what the listing is. */
function goLive(f: Facts, p: Phrasing): string {
  const shown = joinList(
    f.highlights
      .filter((h) => !/^(income|size|bedrooms|nearby)$/.test(h.key) && h.label.startsWith('the '))
      .slice(0, 2)
      .map((h) => h.label.replace(/^the /, '')),
  );
  const photos = shown ? `photos of the ${shown}` : 'final photos';
  const extra =
    f.kind === 'land'
      ? `Have the survey and plat of ${p.short}, its boundary markers and a drone view ready${p.utility ? `, with ${p.utility} marked` : ''}.`
      : f.kind === 'multi-family'
        ? `Have the rent roll and lease dates ready${f.utilities.length ? ', with the separate meters noted' : ''}.`
        : f.kind === 'commercial'
          ? 'Have a property summary with the zoning, parking and tenancy ready.'
          : f.fixer
            ? 'Share any inspection or contractor reports, so buyers can price the work.'
            : f.hoaMonthly && !f.isRental
              ? 'Have the HOA documents ready, with what the dues cover.'
              : `Add ${f.words.plan}.`;
  const reach = f.isRental
    ? 'rental portals and your sphere'
    : f.kind === 'land' || f.kind === 'commercial' || f.kind === 'multi-family'
      ? p.audience
        ? `${p.audience} on your list and the agents who sold similar property nearby`
        : 'investor and builder contacts and the agents who sold similar property nearby'
      : f.luxury
        ? 'a broker preview and the agents who sold at this level in the last year'
        : p.audience
          ? `your sphere, social channels and ${p.audience} on your list`
          : 'your sphere, social channels and the agents who sold nearby in the last year';
  return p.one('go-live', [
    `go live with ${photos} and the remarks, and share it with ${reach}. ${extra}`,
    `publish ${photos} with final remarks, then send the listing to ${reach}. ${extra}`,
    `launch with ${photos} and the remarks; reach ${reach} the same day. ${extra}`,
  ]);
}

function firstWeekend(f: Facts, p: Phrasing): string {
  if (f.instructions?.openHouse) return `${f.instructions.openHouse}.`;
  if (f.kind === 'land')
    return p.one('weekend-land', [
      `Hold a site walk with the boundaries marked${f.frontage ? ' and the frontage flagged' : ''}, or book individual visits.`,
      `Walk ${p.subject} with each interested party, corners staked and the survey in hand.`,
    ]);
  if (f.kind === 'multi-family')
    return `Group showings into one or two windows${f.instructions?.showings ? ` (${lowerFirst(f.instructions.showings)})` : ' with the notice the leases require'}.`;
  if (f.kind === 'commercial')
    return `Book tours of ${p.subject} by appointment, with the leases and expenses ready.`;
  if (f.isRental)
    return p.one('weekend-rent', [
      'Hold an open viewing or book back-to-back viewings.',
      `Book viewings of ${p.subject} back to back, with the application ready to send.`,
      `Show ${p.subject} in one open viewing, then by appointment.`,
    ]);
  if (f.luxury) return `Show ${p.subject} privately, by appointment, to qualified buyers.`;
  if (f.fixer)
    return `Open ${p.subject} to buyers and their contractors together so they can scope the work.`;
  return p.one('weekend-sale', [
    'Hold an open house or block private showings.',
    `Open ${p.subject} on the first weekend, with ${p.strength ?? 'its best rooms'} ready to show.`,
    `Run an open house, then private showings for those who ask about ${p.strength ?? 'the layout'}.`,
  ]);
}

function launchPlan(f: Facts, p: Phrasing): string {
  const visit = f.words.visit;
  if (f.isComingSoon)
    return `## Before launch, then the first 14 days

- **Before the go-live date:** put up the coming-soon sign and notice, collect names for a waiting list and offer them the first ${visit}s.
- **Days 1-2:** ${goLive(f, p)}
- **Days 3-4:** first weekend. ${firstWeekend(f, p)} Invite the waiting list first.
- **Day 7:** ${p.one('review-cs', ['compare the waiting list with the showings it turned into, and the feedback on price.', `count how many on the waiting list came to see ${p.subject} and what they said about the price.`])}
- **Day 14:** ${p.one('decide-cs', [`decide whether the ${f.words.priceWord} holds, the presentation needs work or ${p.subject} moves to the next bracket.`, `keep, ${f.kind === 'land' ? 'remarket' : 'restage'} or reprice ${p.subject}, from what the first two weekends showed.`])}`;
  return `## Launch plan, days 1-14

- **Days 1-2:** ${goLive(f, p)}
- **Days 3-4:** first weekend. ${firstWeekend(f, p)} ${p.one('feedback', [`Collect feedback on ${p.subject} from every ${visit}.`, `Ask everyone at each ${visit} what they make of the ${f.words.priceWord} of ${p.subject}.`, `Note what visitors say about ${p.strength ?? 'the price'}.`])}
- **Day 7:** ${p.one('review', [
    `review the first week: ${visit}s, online views and saves${f.isRental ? ' and applications' : ' and feedback on price'} against what competitors offer (${VERIFY} for typical counts).`,
    `set ${p.subject}'s first-week ${visit}s, saves and ${f.isRental ? 'applications' : 'price feedback'} against similar listings (${VERIFY}).`,
    `weigh a week of ${visit}s and saves for ${p.subject} against the typical count for the band (${VERIFY}).`,
  ])}
- **Days 8-13:** ${p.one('second', [
    `second weekend for ${p.subject}; follow up with every ${visit}${f.isRental ? ' and every inquiry' : ' and with agents whose buyers saved the listing'}.`,
    `follow up with each ${visit} and ${f.isRental ? 'inquiry' : 'buyer agent'} from week one, then hold the second weekend.`,
    `call back everyone who saw ${p.subject}; a second weekend catches those who missed the first.`,
  ])}
- **Day 14:** ${p.one('decide', [
    `decision point for ${p.subject}: keep the ${f.words.priceWord}, improve presentation, or move to the next bracket.`,
    `keep, ${f.kind === 'land' ? 'remarket' : 'restage'} or reprice ${p.subject}, from what two weekends showed.`,
    `decide from the numbers: hold the ${f.words.priceWord} of ${p.subject}, fix the presentation, or step down a bracket.`,
  ])}`;
}

/** The signal that the price is not working, in the terms of this kind of listing. */
function offerSignal(f: Facts, p: Phrasing): string {
  if (f.isRental) return `No applications for ${p.subject} after two weekends while comparable rentals lease`;
  if (f.kind === 'land')
    return p.utility
      ? `Site walks that end in questions about building costs, even with ${p.utility}, but no offers`
      : `Site walks that end in questions about utilities and access${f.frontage ? `, despite the ${f.frontage}` : ''}, but no offers`;
  if (f.kind === 'multi-family' || f.kind === 'commercial')
    return `Investors who ask for the leases and expenses of ${p.subject} but do not offer: the numbers miss their cap rate`;
  if (f.fixer)
    return `Walk-throughs with contractors but no offers: buyers' repair estimates leave too little margin at this price`;
  if (f.luxury) return `Second private showings of ${p.subject} that end without an offer`;
  if (f.isComingSoon) return 'A waiting list that does not turn into showings in the first week';
  return p.one('sig-offers', [
    `No offers on ${p.subject} after two weekends while comparable listings go pending`,
    `Competing ${plural(f.noun)} going pending while ${p.subject} gets no offer`,
    `Two weekends of showings${p.strength ? ` and praise for ${p.strength}` : ''}, and still no offer`,
  ]);
}

function signals(f: Facts, p: Phrasing): string {
  const visit = f.words.visit;
  const lines = [
    p.one('sig-visits', [
      `${capitalize(visit)}s in the first 14 days below the typical count for this price band (${VERIFY})`,
      `Fewer ${visit}s of ${p.subject} in two weeks than similar listings get (${VERIFY})`,
      `A thin first two weeks of ${visit}s against the band's usual count (${VERIFY})`,
    ]),
    p.one('sig-feedback', [
      `Repeated feedback that ${p.subject} is priced high against the same competing listings`,
      `Feedback that likes ${p.strength ?? p.subject} but calls the ${f.words.priceWord} high`,
      `The same competing listings named each time ${f.words.who} say ${p.subject} costs too much`,
    ]),
    p.one('sig-views', [
      `Plenty of online views of ${p.subject} but few ${visit}s: the photos or the ${f.words.priceWord} are not converting`,
      `Saves and views of ${p.subject} that do not turn into ${visit}s`,
      `Online interest in ${p.subject} without ${visit}s to match`,
      ...(p.visual ? [`Photos of ${p.visual} drawing saves online, but few ${visit}s`] : []),
    ]),
    offerSignal(f, p),
    p.one('sig-dom', [
      `Days on market passing the area median for similar ${plural(f.noun)} (${VERIFY})`,
      `${capitalize(p.subject)} outlasting the median days on market for its type and area (${VERIFY})`,
      `More days on market for ${p.subject} than for most ${plural(f.noun)} at this ${f.words.priceWord} (${VERIFY})`,
      `A listing age for ${p.subject} past the local median (${VERIFY})`,
    ]),
  ];
  return `## ${p.one('sig-title', ['Signals that call for a change', 'When to change course', `When ${p.subject} needs a new plan`])}\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

function reduction(f: Facts, p: Phrasing, price: number, unit: string, step: number, below: number): string {
  const finalPrice = f.isRental ? below : justUnder(below, f.isRental);
  const cut = `${usd(price - finalPrice)} (${percent((price - finalPrice) / price)})`;
  const cutOr = `${usd(price - finalPrice)}, or ${percent((price - finalPrice) / price)},`;
  const reach = `${usd(Math.ceil(finalPrice / step) * step)}${unit}`;
  const large = (price - finalPrice) / price > 0.1;
  const caution = large
    ? ` ${p.one('large-cut', [
        `At this price the next bracket is a large step; if the signals are mild, fix the presentation of ${p.subject} before cutting this far.`,
        `That is more than a tenth of the ${f.words.priceWord}, so try better photos and remarks for ${p.subject} first unless the signals are clear.`,
      ])}`
    : '';
  return `## The reduction step

${p.one('reduce', [
  `If the signals above appear, move ${p.subject} into the next bracket down in one step rather than several small cuts: from ${usd(price)}${unit} to **${usd(finalPrice)}${unit}**, a reduction of ${cut}. The new ${f.words.priceWord} reaches every ${f.words.one} capped at ${reach} and shows up again as a price change in saved searches.`,
  `One move into the next bracket beats a series of small cuts: take ${p.subject} from ${usd(price)}${unit} to **${usd(finalPrice)}${unit}**, ${cut} less. Saved searches flag the change, and ${f.words.who} capped at ${reach} see it for the first time.`,
  `Should those signals show, reprice ${p.subject} once, to **${usd(finalPrice)}${unit}**, down ${cutOr} from ${usd(price)}${unit}, so that it enters searches capped at ${reach} and alerts everyone who saved it.`,
  `A single step to **${usd(finalPrice)}${unit}**, ${cut} below ${usd(price)}${unit}, puts ${p.subject} in front of ${f.words.who} capped at ${reach}; small cuts within the same band reach no one new.`,
  `Cut once and cross the bracket, from ${usd(price)}${unit} to **${usd(finalPrice)}${unit}**: a cut of ${cut} that reaches ${f.words.who} capped at ${reach} and appears as a price drop in saved searches.`,
])}${caution}`;
}

/** For a sold listing: what its price tells the next seller nearby, not a launch plan. */
function afterTheSale(f: Facts, p: Phrasing): string {
  return `## What this sale tells the next seller

- ${p.one('sold-comp', [
    `${capitalize(p.subject)} is now a closed comparable: its price per sq ft is the figure the next ${f.noun} nearby will be measured against.`,
    `As a closed sale, ${p.subject} sets a reference price per sq ft for ${plural(f.noun)} of its size in the area.`,
  ])}
- Check the final price, any seller concessions and the days on market in the MLS record before you quote it (${VERIFY}).
- ${p.strength ? `Note what set it apart (${p.strength}) so a comparison with a home without it is adjusted.` : 'Note its condition and updates so a comparison with other homes is adjusted.'}
- Use the sale in your pricing conversations with owners of similar ${plural(f.noun)} nearby, with the brackets above as the example.`;
}

export function writePricingStrategy(f: Facts): string {
  const sections: string[] = [];
  if (!f.price) {
    sections.push(`## Add the list price

The property data has no price yet. Once it has one, this strategy places it in the search brackets ${f.words.who} use and sets the reduction step. Meanwhile: pull closed comparables (same type, ±15% size, same area, last 6 months) and take their median price per sq ft × ${f.sqft ? `${num(f.sqft)} sq ft` : 'the square footage'} as the starting point (${VERIFY}).`);
    return `${sections.join('\n\n')}${agentNotes(f)}`;
  }
  const p = phrasing(f);
  const price = f.price;
  const unit = f.isRental ? '/mo' : '';
  sections.push(whereItSits(f, p, price, unit));
  const brackets = bracketsOf(f, p, price, unit);
  sections.push(brackets.text);
  if (f.isSold) {
    sections.push(afterTheSale(f, p));
    return `${sections.join('\n\n')}${agentNotes(f)}`;
  }
  sections.push(launchPlan(f, p));
  sections.push(signals(f, p));
  sections.push(reduction(f, p, price, unit, brackets.step, brackets.below));
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
