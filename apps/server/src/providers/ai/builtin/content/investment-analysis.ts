import { agentNotes, type Facts } from '../facts.ts';
import {
  type Assumptions,
  assumptionLines,
  assumptionsFor,
  breakEvenRent,
  netOperatingIncome,
  type Ownership,
  ownershipCost,
  rentForCapRate,
  reserveLine,
} from '../finance.ts';
import { type Phrasing, phrasing } from '../phrasing.ts';
import { capitalize, count, num, percent, plural, sentence, splitSentences, usd } from '../text-tools.ts';
import { VERIFY } from './market-analysis.ts';

// For an investor: monthly cost at stated assumptions, break-even rent, cap rate and cash-on-cash with
// the property's numbers. Every assumption is listed first. Land is read by what it costs to hold; a
// rental listing by what its rent supports.

/** Land earns no rent by default: what it costs to hold, per acre and per month. */
function landAnalysis(f: Facts, p: Phrasing, a: Assumptions, o: Ownership): string {
  const sections: string[] = [];
  sections.push(
    `## Assumptions\n\n${assumptionLines(f, a, o, p)
      .map((l) => `- ${l}`)
      .join('\n')}`,
  );
  const rows = [
    f.acres
      ? `- Price per acre: ${usd(o.price)} ÷ ${count(f.acres)} acres = **${usd(o.price / f.acres)}**`
      : f.sqft
        ? ''
        : '- Price per acre: add the acreage to the property',
    f.sqft
      ? `- Price per sq ft of land: ${usd(o.price)} ÷ ${num(f.sqft)} sq ft = **${usd(o.price / f.sqft).replace(/\.00$/, '')}**`
      : '',
    f.frontage ? `- Frontage: ${f.frontage}` : '',
    p.utility ? `- Utilities: ${p.utility}` : '',
    f.zoning ? `- Zoning: ${f.zoning}` : '',
  ].filter(Boolean);
  sections.push(`## What ${p.subject} costs\n\n${rows.join('\n')}`);
  sections.push(`## Monthly holding cost

| Item | Monthly |
|---|---|
| Principal and interest on ${usd(o.loan)} | ${usd(o.principalInterest)} |
| Property tax${f.annualTax ? '' : ' (placeholder)'} | ${usd(o.tax)} |
| Insurance (placeholder) | ${usd(o.insurance)} |
| **Total** | **${usd(o.total)}** |

${p.one('cash-hold', [
  `Bought with cash, ${p.subject} costs only its tax and insurance to hold: about ${usd(o.tax + o.insurance)} a month.`,
  `A cash buyer carries ${p.subject} for about ${usd(o.tax + o.insurance)} a month in tax and insurance, with no loan payment.`,
  `Without a loan, holding ${p.subject} comes down to tax and insurance, roughly ${usd((o.tax + o.insurance) * 12)} a year.`,
])}`);
  const income = f.monthlyRent
    ? `- Lease income of ${usd(f.monthlyRent)}/mo from your instructions: ${usd(f.monthlyRent * 12)} a year, ${percent((f.monthlyRent * 12) / o.price, 2)} of the price before costs`
    : f.acres && f.acres >= 1
      ? `- A lease, if there is one (agricultural, grazing${f.frontage ? ', billboard' : ''} or cell site): give it in your instructions as "rent $500/mo" and it is counted here`
      : `- ${capitalize(p.subject)} earns nothing until it is built on; a ground lease is the exception (give it in your instructions as "rent $500/mo")`;
  sections.push(`## Sources of return

- Appreciation: at 3% a year (assumed), ${p.subject} would be worth ${usd(o.price * 1.03 ** 5)} in 5 years (${VERIFY} for land sales nearby)
${income}
- Development: what the ${f.zoning ? `${f.zoning} zoning` : 'county'} permits decides what ${p.subject} can become (verify with the ${f.zoning ? 'city or county' : 'county'})`);
  sections.push(`## Risks to check

- ${/unrestricted/i.test(f.description) ? 'The listing says unrestricted: confirm there are no deed restrictions in the title report and no county limits on use' : 'Permitted uses and deed restrictions (verify with the county and the title report)'}
- ${p.utility ? `Connecting a building site on ${p.subject} to the utilities (${p.utility}), and what it costs` : 'Which utilities reach the land, and the cost to extend them'}
- ${f.frontage ? `Driveway access from the road along the ${f.frontage} (state or county permit)` : 'Legal access, the survey and any easements'}
- Flood zone status (FEMA flood map)${f.acres && f.acres >= 1 ? '\n- Agricultural or wildlife tax valuation, and the rollback taxes a change of use would trigger' : ''}`);
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}

/** A rental listing: what its rent supports, for the owner or a buyer of the building. */
function rentalAnalysis(f: Facts, p: Phrasing): string {
  const rent = f.price;
  const included = splitSentences(f.description).find((x) => /\binclud\w*\b.*\brent\b/i.test(x));
  const tenantPays = f.description.match(/\btenants? pays? ([^.;]+)/i)?.[1]?.trim();
  const expenses = included
    ? `${sentence(included)} With those paid by the owner, a 35% expense ratio may be light for ${p.subject}.`
    : tenantPays
      ? `The tenant pays ${tenantPays}, which keeps the owner's expenses for ${p.subject} nearer the low end.`
      : `Which utilities the owner of ${p.subject} pays is not in the data; each one raises the expense ratio.`;
  return `## An owner's view of ${p.subject}

${p.one('rental-intro', [
  `${capitalize(p.subject)} is listed for rent${rent ? ` at ${usd(rent)}/mo` : ''}, so the property data has no purchase price. What the rent supports:`,
  `With ${p.subject} offered for rent${rent ? ` at ${usd(rent)}/mo` : ''} and no price in the data, the analysis works from the rent:`,
  `There is no purchase price for ${p.subject}, only the rent${rent ? ` of ${usd(rent)}/mo` : ''}. Here is the value that rent supports:`,
])}

| Measure | Figure |
|---|---|
| Annual gross rent | ${rent ? `${usd(rent)} × 12 = ${usd(rent * 12)}` : 'monthly rent × 12 (add the rent)'} |
| Net operating income at an assumed 35% expense ratio (tax, insurance, repairs, vacancy) | ${rent ? usd(rent * 12 * 0.65) : 'annual rent × 0.65'} |
| Value at a 6% cap rate (assumed) | ${rent ? `${usd(rent * 12 * 0.65)} ÷ 0.06 = ${usd((rent * 12 * 0.65) / 0.06)}` : 'NOI ÷ 0.06'} |

${expenses} ${p.one('rental-verify', [
    `Cap rates and expense ratios for ${plural(f.noun)} vary by market and building (${VERIFY}).`,
    `Check the cap rates of recent ${f.noun} sales in ${f.place} before quoting this value (${VERIFY}).`,
    `The 6% cap rate is a placeholder; ${plural(f.noun)} in ${f.place} may trade higher or lower (${VERIFY}).`,
  ])}`;
}

/** The risks an investor checks, from what this property is. */
function risksOf(f: Facts, p: Phrasing): string[] {
  return [
    f.unitRents.length
      ? `Lease end dates and how the current rents compare with the market (${VERIFY})`
      : p.one('risk-rent', [
          `Rent level and vacancy for ${plural(f.noun)} like ${p.short} (${VERIFY})`,
          `What ${p.subject} would actually rent for, and how long it would sit empty between tenants (${VERIFY})`,
          `Achievable rent and vacancy for ${p.subject} (${VERIFY})`,
        ]),
    f.annualTax
      ? `Property tax reassessment after the sale: the ${usd(f.annualTax)} bill may rise with a new assessed value`
      : p.one('risk-tax', [
          `Property tax reassessment of ${p.short} after the sale`,
          `A new tax assessment of ${p.subject} after the sale`,
          `A reassessment of ${p.subject} at the sale price`,
        ]),
    f.kind === 'condo'
      ? 'The HOA master policy and what an HO-6 policy must cover'
      : p.one('risk-insurance', [
          `Insurance quotes, including the flood zone status of ${p.short}`,
          `Insurance quotes for ${p.subject}, with its flood zone status`,
          `Flood zone status and what it does to the insurance on ${p.subject}`,
        ]),
    ...(f.hoaMonthly
      ? ['HOA rules on renting (minimum lease terms, rental caps) and planned special assessments']
      : []),
    ...(f.fixer
      ? [
          `Repair costs from a contractor walk-through, since the listing says: "${splitSentences(f.description)[0]?.replace(/[.]$/, '') ?? 'needs work'}"`,
        ]
      : []),
    ...(f.yearBuilt
      ? [`Capital expenses for ${p.subject}, built in ${f.yearBuilt}: roof, HVAC, water heater, windows`]
      : ['Year built and the age of roof, HVAC and water heater (add year built to the property)']),
    ...(f.zoning ? [`Permitted uses under the ${f.zoning} zoning`] : []),
    ...(f.inspections
      ? [`Inspection notes: ${f.inspections.split('. ')[0]}`]
      : [
          p.one('risk-inspection', [
            'A full inspection before the option period ends',
            `An inspection of ${p.subject} before the option period ends`,
            `A full inspection of ${p.subject}, with the systems looked at first`,
          ]),
        ]),
  ];
}

export function writeInvestmentAnalysis(f: Facts): string {
  const a = assumptionsFor(f);
  const sections: string[] = [];
  if (f.isRental) return `${rentalAnalysis(f, phrasing(f))}${agentNotes(f)}`;
  if (!f.price) {
    sections.push(`## Add the list price to run the numbers

The property data has no price. With one, this analysis computes the monthly cost, the rent needed to break even, the cap rate and the cash-on-cash return. The formulas:

- Monthly principal and interest: M = L × r(1 + r)^n ÷ ((1 + r)^n − 1), with L the loan, r the monthly rate and n the number of payments
- Cap rate = net operating income ÷ price
- Cash-on-cash return = annual pre-tax cash flow ÷ cash invested`);
    return `${sections.join('\n\n')}${agentNotes(f)}`;
  }
  const o = ownershipCost(f.price, f, a);
  const p = phrasing(f);
  if (f.kind === 'land') return landAnalysis(f, p, a, o);
  sections.push(
    `## Assumptions\n\n${[...assumptionLines(f, a, o, p), reserveLine(a, p)].map((l) => `- ${l}`).join('\n')}`,
  );
  const formula = `M = L × r(1 + r)^n ÷ ((1 + r)^n − 1) with L = ${usd(o.loan)}, r = ${percent(a.interestRate, 2)} ÷ 12 and n = ${a.termYears * 12}`;
  sections.push(`## Monthly cost of ${p.subject}

| Item | Monthly |
|---|---|
| Principal and interest on ${usd(o.loan)} | ${usd(o.principalInterest)} |
| Property tax${f.annualTax ? '' : ' (placeholder)'} | ${usd(o.tax)} |
| Insurance (placeholder) | ${usd(o.insurance)} |
${o.hoa ? `| HOA | ${usd(o.hoa)} |\n` : ''}| **Total** | **${usd(o.total)}** |

${p.one('formula', [
  `Principal and interest: ${formula}.`,
  `The loan payment on ${p.subject} follows ${formula}.`,
  `For ${p.subject}, principal and interest come from ${formula}.`,
  `Payment formula for the ${usd(o.loan)} loan on ${p.subject}: ${formula}.`,
  `Principal and interest on ${p.subject}, by the standard formula: ${formula}.`,
])}`);
  const be = breakEvenRent(o, a);
  const beCalc = `${usd(o.total)} ÷ ${(1 - a.reserveShare).toFixed(2)} = **${usd(be)}/mo**`;
  sections.push(`## Break-even rent

${p.one('break-even', [
  `Monthly cost ÷ (1 − ${percent(a.reserveShare, 0)} reserve) = ${beCalc}. Compare it with rents of similar ${plural(f.noun)} nearby (${VERIFY}).`,
  `To cover its costs after a ${percent(a.reserveShare, 0)} reserve, ${p.subject} has to rent for ${beCalc}; check that against leases of similar ${plural(f.noun)} (${VERIFY}).`,
  `Break-even rent for ${p.subject}: monthly cost ÷ ${(1 - a.reserveShare).toFixed(2)} (after the ${percent(a.reserveShare, 0)} reserve) = ${beCalc}. Leases of comparable ${plural(f.noun)} show whether the market pays it (${VERIFY}).`,
  `${capitalize(p.subject)} breaks even at ${beCalc}, its monthly cost divided by ${(1 - a.reserveShare).toFixed(2)} to leave a ${percent(a.reserveShare, 0)} reserve (${VERIFY} for rents nearby).`,
  `The rent at which ${p.subject} pays for itself: ${beCalc}, monthly cost over ${(1 - a.reserveShare).toFixed(2)} after the reserve. Set it against what similar ${plural(f.noun)} lease for (${VERIFY}).`,
])}`);

  const rent = f.monthlyRent;
  if (rent) {
    const noi = netOperatingIncome(rent, o, a);
    const cashFlow = noi - o.principalInterest * 12;
    sections.push(`## Returns at ${f.instructions?.monthlyRent ? 'the rent you gave' : `the current rents of ${f.unitRents.map((r) => usd(r)).join(' + ')}`} (${usd(rent)}/mo)

- Net operating income: ${usd(rent)} × 12 × ${(1 - a.reserveShare).toFixed(2)} − (tax + insurance + HOA) × 12 = **${usd(noi)}** per year
- Cap rate: NOI ÷ price = ${usd(noi)} ÷ ${usd(o.price)} = **${percent(noi / o.price, 2)}**
- Annual pre-tax cash flow: NOI − principal and interest × 12 = ${usd(noi)} − ${usd(o.principalInterest * 12)} = **${usd(cashFlow)}**
- Cash-on-cash return: cash flow ÷ cash invested (${usd(o.down)} down + ${usd(o.closing)} closing) = **${percent(cashFlow / o.cashInvested, 2)}**
- Gross rent multiplier: price ÷ annual rent = ${usd(o.price)} ÷ ${usd(rent * 12)} = **${(o.price / (rent * 12)).toFixed(1)}**${
      cashFlow < 0
        ? `\n\n${p.one('negative', [
            `At these assumptions ${p.subject} does not cash-flow: the buyer adds ${usd(-cashFlow / 12)} a month, so the case rests on appreciation, rent growth or a larger down payment.`,
            `Cash flow is negative by ${usd(-cashFlow)} a year; an investor in ${p.subject} would be buying for appreciation and rent growth, or putting more down.`,
            `The rents do not yet cover the debt on ${p.subject}: ${usd(-cashFlow / 12)} a month short at these assumptions.`,
          ])}`
        : ''
    }`);
  } else {
    sections.push(`## Cap rate and cash-on-cash

${p.one('no-rent', [
  `The property data and your instructions give no rent (add one, e.g. "rent $2,500/mo", to compute these). The formulas with this property's numbers:`,
  `No rent is stated for ${p.subject}; add one to your instructions ("rent $2,500/mo") to compute these. Until then, the formulas with its numbers:`,
  `Without a rent for ${p.subject} these stay formulas, filled with its own numbers (a rent such as "rent $2,500/mo" in your instructions completes them):`,
  `What ${p.subject} would rent for is not in the data. The formulas below use its price and costs; a rent in your instructions ("rent $2,500/mo") finishes them:`,
  `Give the rent ${p.subject} could earn in your instructions, for example "rent $2,500/mo". Meanwhile, the formulas with its own figures:`,
])}

- Cap rate of ${p.subject} = (rent × 12 × ${(1 - a.reserveShare).toFixed(2)} − ${usd((o.tax + o.insurance + o.hoa) * 12)}) ÷ ${usd(o.price)}
- Rent for a 5% cap rate on ${p.subject}: **${usd(rentForCapRate(0.05, o, a))}/mo**; for a 6% cap rate: **${usd(rentForCapRate(0.06, o, a))}/mo**
- Cash-on-cash for ${p.subject} = (NOI − ${usd(o.principalInterest * 12)} debt service) ÷ ${usd(o.cashInvested)} cash invested`);
  }
  sections.push(
    `## Risks to check\n\n${risksOf(f, p)
      .map((r) => `- ${r}`)
      .join('\n')}`,
  );
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
