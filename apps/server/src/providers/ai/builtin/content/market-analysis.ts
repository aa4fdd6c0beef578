import { agentNotes, type Facts } from '../facts.ts';
import { type Phrasing, phrasing } from '../phrasing.ts';
import { capitalize, count, num, plural, usd } from '../text-tools.ts';
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

/** The comparable search as the filters to set, with the reason this listing needs each extra one. */
function compFilters(f: Facts, p: Phrasing): string {
  const rows = compCriteria(f).map((c) => {
    const i = c.indexOf(': ');
    return `| ${c.slice(0, i)} | ${capitalize(c.slice(i + 2))} |`;
  });
  if (f.kind === 'condo')
    rows.push(
      `| Building | ${f.isRental ? 'Leases' : 'Sales'} in the same building first, then similar buildings nearby |`,
    );
  if (f.hoaMonthly && !f.isRental)
    rows.push(
      `| HOA | Dues within about ${usd(Math.round(f.hoaMonthly * 0.3))}/mo of ${usd(f.hoaMonthly)} |`,
    );
  if (f.luxury && f.acres)
    rows.push(`| Lot | Similar acreage and views; at this level the setting moves the price |`);
  if (f.kind === 'land' && p.utility)
    rows.push(`| Utilities | Parcels with the same utilities (${p.utility}) |`);
  const why = p.one('comps-why', [
    `These filters keep the comparison to sales that a ${f.words.one} of ${p.subject} would also consider.`,
    `Set them in the MLS as they are; if fewer than five ${plural(f.noun)} like ${p.subject} come back, loosen one at a time.`,
    `A ${f.words.one} weighing ${p.subject} looks at the same listings these filters return.`,
    `The narrower the match to ${p.subject}, the fewer adjustments the comparison needs.`,
    `Each filter removes a reason a comparable would not tell you much about ${p.subject}.`,
  ]);
  return `## Comparable listings to pull\n\n| Filter | Setting |\n|---|---|\n${rows.join('\n')}\n\n${why}\n\n${compTable(f)}`;
}

/** When the market is busiest for this kind of listing, and what that means for its launch. */
function timing(f: Facts, p: Phrasing): string {
  const check = `${VERIFY}: monthly new ${f.isRental ? 'rentals, leases signed' : 'listings, closed sales'} and days on market for ${f.place} over the last 24 months`;
  const season = f.isRental
    ? p.one('season-rent', [
        `Rental demand in many US markets peaks in late spring and summer, when most leases turn over; how strongly depends on the local market (${check}).`,
        `Most leases of ${plural(f.noun)} turn over in late spring and summer, when renters are most numerous; the local swing is in the data (${check}).`,
        `Renters looking for ${plural(f.noun)} are most numerous from late spring through summer in many markets (${check}).`,
      ])
    : f.kind === 'land' || f.kind === 'commercial'
      ? `${f.kind === 'land' ? 'Land' : 'Commercial'} sales follow the season less than homes do; ${p.one(
          'season-other',
          [
            `builders and investors look at ${p.subject} year-round`,
            `buyers of ${p.subject} are builders and investors who plan by their own calendar`,
            `demand for ${p.subject} comes from buyers who work year-round`,
          ],
        )}, though ${f.kind === 'land' ? 'site walks are easier in dry months' : 'year-end tax planning can speed some deals'} (${check}).`
      : p.one('season', [
          `Listing activity in many US markets builds in spring and early summer and slows in late fall and winter; how strongly depends on the local market (${check}).`,
          `Sales of ${plural(f.noun)} in most US markets pick up in spring and early summer and thin out by winter, by how much depends on the area (${check}).`,
          `Spring and early summer bring the most ${f.words.who} for ${plural(f.noun)} in many markets, late fall and winter the fewest; the local pattern is in the data (${check}).`,
          `For ${plural(f.noun)}, most US markets are busiest from spring into early summer and quietest in winter; check how strong the swing is locally (${check}).`,
          `Demand for ${plural(f.noun)} in many areas peaks in spring and early summer; the size of the swing is local (${check}).`,
        ]);
  const launch = f.isSold
    ? `As a sold listing, ${p.subject} now feeds the next sellers' comparables; its closing date shows which season it sold in.`
    : f.isComingSoon
      ? `As a coming-soon listing, time the launch of ${p.subject} for the start of a week so it gets a full first weekend.`
      : f.isRental
        ? p.one('launch-rent', [
            `List ${p.subject} 30 to 60 days before the date it is free, when renters planning a move start searching.`,
            `${capitalize(p.subject)} gets the most inquiries in its first two weeks online; have the photos, rent and lease terms final before it goes live.`,
            `Renters who see ${p.subject} early are those moving on a schedule; a start date in the listing helps them plan.`,
          ])
        : p.one('launch-sale', [
            'Whatever the season, the first two weeks on the market bring the most attention, so launch with photos, price and description final.',
            `Whatever the month, ${p.subject} draws most of its attention in the first two weeks; launch with everything final.`,
            `The first two weeks bring the most ${f.words.visit}s for ${p.subject} in any season, so it should go live complete.`,
            `New listings get their best exposure in the first fortnight; ${p.subject} should not spend it with draft photos or a placeholder price.`,
            `Saved-search alerts go out when ${p.subject} first lists, which is why the launch version should be the final one.`,
          ]);
  return `## Seasonal timing\n\n${season} ${launch}`;
}

/** The market figures to pull for this kind of listing, each with what it decides. */
function figuresToVerify(f: Facts, p: Phrasing, price: number | null): string[] {
  if (f.isRental)
    return [
      `Median days to lease for ${plural(f.noun)} like this one in ${f.place}`,
      `Median rent per sq ft of ${f.noun} leases signed in the last 6 months`,
      `Active rentals in the same rent band as ${p.subject}, and how many offer concessions`,
      /\binclud\w*\b.*\brent\b/i.test(f.description)
        ? `Which competing ${plural(f.noun)} also include utilities in the rent, as ${p.subject} does`
        : /\btenants? pays?\b/i.test(f.description)
          ? `Which competing ${plural(f.noun)} leave the utilities to the tenant, as ${p.subject} does`
          : 'Which utilities comparable rentals include in the rent',
    ];
  const band = price ? `${usd(searchBrackets(price).below)}-${usd(searchBrackets(price).above)}` : 'same';
  if (f.isSold)
    return [
      `Days on market of ${p.subject} against the median for ${plural(f.noun)} in ${f.place}`,
      `Its sale price against its last list price, and any concessions`,
      `Sales of ${plural(f.noun)} in the ${band} band since it closed`,
    ];
  const out = [
    p.one('dom', [
      `Median days on market for ${plural(f.noun)} like ${p.subject} in ${f.place}`,
      `How long ${plural(f.noun)} like ${p.subject} have taken to sell in ${f.place}`,
      `Typical days on market in ${f.place} for ${plural(f.noun)} comparable to ${p.subject}`,
    ]),
  ];
  if (f.kind === 'land')
    out.push(
      `Price per ${f.acres ? 'acre of land' : 'sq ft of lot'} sales nearby${f.frontage ? ', split by road frontage' : ''}${p.utility ? `, counting only those with ${p.utility}` : ''}`,
      `How long parcels like ${p.subject} took to sell; land often takes months`,
    );
  else if (f.kind === 'multi-family' || f.kind === 'commercial')
    out.push(
      `Cap rates and gross rent multipliers of ${f.kind === 'commercial' ? 'commercial' : 'small multifamily'} sales in the last 12 months`,
      f.kind === 'commercial'
        ? 'Vacancy and asking rents for similar space in the same corridor'
        : 'Market rents for the unit sizes of this building, against the current leases',
    );
  else
    out.push(
      p.one('ratio', [
        `List-to-sale price ratio of ${plural(f.noun)} like ${p.short} over the last 6 months`,
        `What ${plural(f.noun)} like ${p.short} sold for against their list price, over 6 months`,
        `How close to list price ${plural(f.noun)} similar to ${p.short} have closed lately`,
      ]),
      p.one('inventory', [
        `Months of inventory for ${plural(f.noun)} in the ${band} price band of ${p.short}`,
        `How many months of listings the ${band} band of ${p.short} holds at the current pace of sales`,
        `Supply in the ${band} band where ${p.short} competes, in months of sales`,
      ]),
    );
  if (f.kind === 'condo') out.push('Whether the building meets lender requirements for conventional loans');
  if (f.fixer) out.push('Share of cash and as-is sales among recent closings nearby');
  if (f.luxury)
    out.push(`How many homes above ${usd(searchBrackets(price ?? 0).below)} sold in the last 12 months`);
  if (!f.isSold)
    out.push(
      p.one('reductions', [
        `Share of listings competing with ${p.short} that took a price reduction, and the typical size of it`,
        `How many ${plural(f.noun)} competing with ${p.short} have cut their price, and by how much`,
        `Price cuts among active rivals of ${p.short} in the band: how many and how large`,
      ]),
    );
  return out;
}

/** What the figures mean for this listing, from its own strengths and numbers. */
function meaning(f: Facts, p: Phrasing): string[] {
  const moves: string[] = [];
  const lead = p.strength ?? 'what justifies the premium';
  if (f.pricePerSqft && !f.isSold)
    moves.push(
      p.one('premium', [
        `Compare ${usd(f.pricePerSqft)}/sq ft with the median of the closed comparables: above it, lead the marketing with ${lead}; below it, lead with value.`,
        `If ${usd(f.pricePerSqft)}/sq ft is above the comparables' median, ${lead} has to carry the difference in photos and remarks; if below, say so plainly.`,
        `Where ${usd(f.pricePerSqft)}/sq ft falls against the closed median decides the pitch: ${lead} when above, value when below.`,
      ]),
    );
  if (f.isSold && f.pricePerSqft)
    moves.push(
      `Quote ${usd(f.pricePerSqft)}/sq ft to owners of similar ${plural(f.noun)} nearby as a closed comparable, adjusted for ${lead}.`,
    );
  if (p.strength)
    moves.push(
      p.one('weigh', [
        `Make sure comparables with ${p.strength} are weighed separately from those without.`,
        `Split the comparables into those with ${p.strength} and those without; the gap is what it is worth here.`,
        `Comparables lacking ${p.strength} should be adjusted before they are held against ${p.subject}.`,
      ]),
    );
  if (f.monthlyRent && f.price && !f.isRental)
    moves.push(
      `A gross rent multiplier of ${(f.price / (f.monthlyRent * 12)).toFixed(1)} is the number investors will test first; have the leases ready.`,
    );
  if (f.fixer)
    moves.push(
      `Price ${p.subject} against as-is sales and show buyers the renovated sales too: the spread is their margin.`,
    );
  if (f.isRental)
    moves.push(
      p.one('recheck-rent', [
        `Recheck competing rentals weekly until ${p.subject} is leased.`,
        `Look at new rentals near ${p.subject} each week; a concession elsewhere changes the comparison.`,
      ]),
    );
  else if (!f.isSold)
    moves.push(
      p.one('recheck', [
        'Recheck active competition weekly during the first month.',
        `Look at new listings competing with ${p.subject} every week for the first month.`,
        `Each week of the first month, check what has listed, cut its price or gone pending near ${p.subject}.`,
        `Refresh this comparison weekly while ${p.subject} is new on the market.`,
      ]),
    );
  return moves;
}

export function writeMarketAnalysis(f: Facts): string {
  const p = phrasing(f);
  const sections: string[] = [];
  const price = f.price;
  const rows: string[] = [];
  if (price)
    rows.push(`- ${f.isRental ? 'Monthly rent' : f.isSold ? 'Price' : 'List price'}: ${f.priceText}`);
  if (f.sqft) rows.push(`- Size: ${num(f.sqft)} sq ft`);
  if (f.pricePerSqft && f.sqft && price)
    rows.push(
      `- Price per sq ft: ${usd(f.pricePerSqft)} (${usd(price)} ÷ ${num(f.sqft)} sq ft), ${p.one('psf', [
        `the figure to hold against closed ${plural(f.noun)} nearby`,
        `the first number ${f.words.who} compare`,
        `the basis of the comparison with ${p.subject}'s competition`,
        `to set ${p.subject} against the comparables below`,
        `the measure ${plural(f.noun)} are ranked by`,
      ])}`,
    );
  else if (f.isRental && price && f.sqft)
    rows.push(
      `- Rent per sq ft: $${(price / f.sqft).toFixed(2)} a month (${usd(price)} ÷ ${num(f.sqft)} sq ft), ${p.one(
        'rpsf',
        [
          `the figure to hold against leased ${plural(f.noun)} nearby`,
          `how renters rank ${p.subject} against other ${plural(f.noun)}`,
          `the basis for comparing ${p.subject} with other rentals`,
        ],
      )}`,
    );
  else if (f.kind === 'land' && price && f.acres)
    rows.push(`- Price per acre: ${usd(price / f.acres)} (${usd(price)} ÷ ${count(f.acres)} acres)`);
  else if (!f.isRental)
    rows.push(
      `- Price per sq ft: list price ÷ square footage (${!price ? 'add the list price' : `add the ${f.kind === 'land' ? 'lot size' : 'square footage'}`} to compute it)`,
    );
  if (f.kind === 'multi-family' && f.units && price && !f.isRental)
    rows.push(`- Price per unit: ${usd(price / f.units)} (${usd(price)} ÷ ${f.units} units)`);
  if (f.monthlyRent && !f.isRental && price)
    rows.push(
      `- Gross rent multiplier: ${usd(price)} ÷ ${usd(f.monthlyRent * 12)} a year = ${(price / (f.monthlyRent * 12)).toFixed(1)}`,
    );
  if (f.acres && f.kind !== 'land') rows.push(`- Lot: ${count(f.acres)} acres`);
  if (f.frontage) rows.push(`- Frontage: ${f.frontage}`);
  if (f.summary) rows.push(`- Configuration: ${f.summary}`);
  if (f.hoaMonthly)
    rows.push(`- HOA: ${usd(f.hoaMonthly)}/mo, part of every ${f.words.one}'s monthly budget`);
  sections.push(`## Where ${p.subject} sits\n\n${rows.join('\n')}`);

  if (price && !f.isRental) {
    const b = searchBrackets(price);
    const near = price - b.below <= b.step * 0.1;
    sections.push(`## The price band

${p.one('band', [
  `Buyers filter portals at round numbers, so at ${usd(price)} ${p.subject} shows in searches with a maximum of ${usd(b.above)} or more and a minimum of ${usd(b.below)} or less, and does not appear for buyers capped at ${usd(b.below)}${near ? `, a band it misses by only ${usd(price - b.below)}` : ''}.`,
  `Portal searches stop at round numbers, so at ${usd(price)} ${p.subject} reaches buyers whose cap is ${usd(b.above)} or higher and stays hidden from those who stop at ${usd(b.below)}${near ? `, which it misses by just ${usd(price - b.below)}` : ''}.`,
  `${capitalize(p.subject)} at ${usd(price)} falls in the ${usd(b.below)}-${usd(b.above)} band: visible to searches capped at ${usd(b.above)} and up, invisible to a ${usd(b.below)} cap${near ? ` it exceeds by only ${usd(price - b.below)}` : ''}.`,
  `A buyer searching up to ${usd(b.above)} sees ${p.subject}; one searching up to ${usd(b.below)} does not${near ? `, though the gap is only ${usd(price - b.below)}` : ''}.`,
  `The ${usd(price)} price puts ${p.subject} in front of every buyer with a cap of ${usd(b.above)} or more, and of none capped at ${usd(b.below)}${near ? `, just ${usd(price - b.below)} below it` : ''}.`,
])} ${p.one('band-count', [
      `${capitalize(p.subject)} competes with every listing between ${usd(b.below)} and ${usd(b.above)} (count them, ${VERIFY}).`,
      `Count the ${plural(f.noun)} listed between ${usd(b.below)} and ${usd(b.above)}: they are the direct competition (${VERIFY}).`,
      `The competition for ${p.subject} is everything else between ${usd(b.below)} and ${usd(b.above)} (${VERIFY} for how many).`,
    ])}`);
  } else if (price && f.isRental) {
    const step = price < 3000 ? 250 : 500;
    const above = Math.ceil((price + 1) / step) * step;
    sections.push(`## The rent band

${p.one('rent-band', [
  `Renters filter by round monthly amounts. At ${f.priceText}, ${p.subject} shows for searches up to ${usd(above)}/mo and competes with rentals between ${usd(above - step)} and ${usd(above)}/mo (${VERIFY}).`,
  `At ${f.priceText}, ${p.subject} appears to renters searching up to ${usd(above)}/mo or more; its competition is everything leasing between ${usd(above - step)} and ${usd(above)}/mo (${VERIFY}).`,
  `Monthly caps are round numbers: ${p.subject} at ${f.priceText} sits in the ${usd(above - step)}-${usd(above)}/mo band, where renters will compare it (${VERIFY}).`,
])}`);
  }

  sections.push(compFilters(f, p));
  sections.push(timing(f, p));
  sections.push(
    `## ${f.isRental ? 'Rental figures' : 'Market figures'} to verify\n\n${figuresToVerify(f, p, price)
      .map((l) => `- ${l} (${VERIFY})`)
      .join('\n')}`,
  );
  sections.push(
    `## What it means for ${p.subject}\n\n${meaning(f, p)
      .map((m) => `- ${m}`)
      .join('\n')}`,
  );

  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
