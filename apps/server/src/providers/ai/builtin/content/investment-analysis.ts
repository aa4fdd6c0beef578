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
} from '../finance.ts';
import { count, num, percent, plural, usd } from '../text-tools.ts';
import { VERIFY } from './market-analysis.ts';

/** Land earns no rent by default: what it costs to hold, per acre and per month. */
function landAnalysis(f: Facts, a: Assumptions, o: Ownership): string {
  const sections: string[] = [];
  sections.push(
    `## Assumptions\n\n${assumptionLines(f, a, o)
      .filter((l) => !/^Vacancy/.test(l))
      .map((l) => `- ${l}`)
      .join(
        '\n',
      )}\n- Land loans often need 25-50% down and carry higher rates than home loans (verify with a lender)`,
  );
  const rows = [
    f.acres
      ? `- Price per acre: ${usd(o.price)} ÷ ${count(f.acres)} acres = **${usd(o.price / f.acres)}**`
      : '- Price per acre: add the acreage to the property',
    f.sqft
      ? `- Price per sq ft of land: ${usd(o.price)} ÷ ${num(f.sqft)} sq ft = **${usd(o.price / f.sqft).replace(/\.00$/, '')}**`
      : '',
    f.frontage ? `- Frontage: ${f.frontage}` : '',
  ].filter(Boolean);
  sections.push(`## What the land costs\n\n${rows.join('\n')}`);
  sections.push(`## What it costs to hold each month

| Item | Monthly |
|---|---|
| Principal and interest on ${usd(o.loan)} | ${usd(o.principalInterest)} |
| Property tax${f.annualTax ? '' : ' (placeholder)'} | ${usd(o.tax)} |
| Insurance (placeholder) | ${usd(o.insurance)} |
| **Total** | **${usd(o.total)}** |

Bought with cash, the holding cost is the tax and insurance alone: about ${usd(o.tax + o.insurance)} a month.`);
  sections.push(`## Where a return comes from

- Appreciation: at 3% a year (assumed), the land would be worth ${usd(o.price * 1.03 ** 5)} in 5 years
- A lease income, if any (agricultural, grazing, billboard or cell site): add it to your instructions, e.g. "lease $500/mo"
- Development: what the county permits${f.zoning ? ` under ${f.zoning}` : ''} decides what it can become (verify with the county)`);
  sections.push(`## Risks to check

- Permitted uses and deed restrictions (verify with the county and the title report)
- ${f.utilities.length ? `Cost to extend the utilities named (${f.utilities.map((u) => u.toLowerCase()).join('; ')}) to a building site` : 'Which utilities reach the land, and the cost to extend them'}
- Flood zone status (FEMA flood map), survey and easements
- Agricultural or wildlife tax valuation, and the rollback taxes a change of use would trigger`);
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}

// For an investor: monthly cost at stated assumptions, break-even rent, cap rate and cash-on-cash with
// the property's numbers. Every assumption is listed first.

export function writeInvestmentAnalysis(f: Facts): string {
  const a = assumptionsFor(f);
  const sections: string[] = [];
  if (f.isRental) {
    const rent = f.price;
    sections.push(`## An owner's view of this rental

This listing is for rent${rent ? ` at ${usd(rent)}/mo` : ''}, so the property data has no purchase price. What the rent supports:

- Annual gross rent: ${rent ? `${usd(rent)} × 12 = ${usd(rent * 12)}` : 'monthly rent × 12 (add the rent)'}
- Net operating income at an assumed 35% expense ratio (tax, insurance, repairs, vacancy): ${rent ? usd(rent * 12 * 0.65) : 'annual rent × 0.65'}
- Value at a 6% cap rate (assumed): ${rent ? `${usd(rent * 12 * 0.65)} ÷ 0.06 = ${usd((rent * 12 * 0.65) / 0.06)}` : 'NOI ÷ 0.06'}

Cap rates and expense ratios vary by market and building (${VERIFY}).`);
    return `${sections.join('\n\n')}${agentNotes(f)}`;
  }
  if (!f.price) {
    sections.push(`## Add the list price to run the numbers

The property data has no price. With one, this analysis computes the monthly cost, the rent needed to break even, the cap rate and the cash-on-cash return. The formulas:

- Monthly principal and interest: M = L × r(1 + r)^n ÷ ((1 + r)^n − 1), with L the loan, r the monthly rate and n the number of payments
- Cap rate = net operating income ÷ price
- Cash-on-cash return = annual pre-tax cash flow ÷ cash invested`);
    return `${sections.join('\n\n')}${agentNotes(f)}`;
  }
  const o = ownershipCost(f.price, f, a);
  if (f.kind === 'land') return landAnalysis(f, a, o);
  sections.push(
    `## Assumptions\n\n${assumptionLines(f, a, o)
      .map((l) => `- ${l}`)
      .join('\n')}`,
  );
  sections.push(`## Monthly cost at these assumptions

| Item | Monthly |
|---|---|
| Principal and interest on ${usd(o.loan)} | ${usd(o.principalInterest)} |
| Property tax${f.annualTax ? '' : ' (placeholder)'} | ${usd(o.tax)} |
| Insurance (placeholder) | ${usd(o.insurance)} |
${o.hoa ? `| HOA | ${usd(o.hoa)} |\n` : ''}
| **Total** | **${usd(o.total)}** |

Principal and interest: M = L × r(1 + r)^n ÷ ((1 + r)^n − 1) with L = ${usd(o.loan)}, r = ${percent(a.interestRate, 2)} ÷ 12 and n = ${a.termYears * 12}.`);
  const be = breakEvenRent(o, a);
  sections.push(`## Rent needed to break even

Monthly cost ÷ (1 − ${percent(a.reserveShare, 0)} reserve) = ${usd(o.total)} ÷ ${(1 - a.reserveShare).toFixed(2)} = **${usd(be)}/mo**. Compare it with rents of similar ${plural(f.noun)} nearby (${VERIFY}).`);

  const rent = f.monthlyRent;
  if (rent) {
    const noi = netOperatingIncome(rent, o, a);
    const cashFlow = noi - o.principalInterest * 12;
    sections.push(`## Returns at ${f.instructions?.monthlyRent ? 'the rent you gave' : `the current rents of ${f.unitRents.map((r) => usd(r)).join(' + ')}`} (${usd(rent)}/mo)

- Net operating income: ${usd(rent)} × 12 × ${(1 - a.reserveShare).toFixed(2)} − (tax + insurance + HOA) × 12 = **${usd(noi)}** per year
- Cap rate: NOI ÷ price = ${usd(noi)} ÷ ${usd(o.price)} = **${percent(noi / o.price, 2)}**
- Annual pre-tax cash flow: NOI − principal and interest × 12 = ${usd(noi)} − ${usd(o.principalInterest * 12)} = **${usd(cashFlow)}**
- Cash-on-cash return: cash flow ÷ cash invested (${usd(o.down)} down + ${usd(o.closing)} closing) = **${percent(cashFlow / o.cashInvested, 2)}**
- Gross rent multiplier: price ÷ annual rent = ${usd(o.price)} ÷ ${usd(rent * 12)} = **${(o.price / (rent * 12)).toFixed(1)}**`);
  } else {
    sections.push(`## Cap rate and cash-on-cash, with the rent still to find

The property data and your instructions give no rent (add one, e.g. "rent $2,500/mo", to compute these). The formulas with this property's numbers:

- Cap rate = (rent × 12 × ${(1 - a.reserveShare).toFixed(2)} − ${usd((o.tax + o.insurance + o.hoa) * 12)}) ÷ ${usd(o.price)}
- Rent for a 5% cap rate: **${usd(rentForCapRate(0.05, o, a))}/mo**; for a 6% cap rate: **${usd(rentForCapRate(0.06, o, a))}/mo**
- Cash-on-cash = (NOI − ${usd(o.principalInterest * 12)} debt service) ÷ ${usd(o.cashInvested)} cash invested`);
  }
  const risks = [
    `Rent level and vacancy for ${plural(f.noun)} like this one (${VERIFY})`,
    'Property tax reassessment after the sale',
    'Insurance quotes, including flood zone status',
    ...(f.hoaMonthly
      ? ['HOA rules on renting (minimum lease terms, rental caps) and planned special assessments']
      : []),
    ...(f.yearBuilt
      ? [`Capital expenses for a ${f.noun} built in ${f.yearBuilt}: roof, HVAC, water heater, windows`]
      : ['Year built and the age of roof, HVAC and water heater (add year built to the property)']),
    ...(f.zoning ? [`Permitted uses under the ${f.zoning} zoning`] : []),
    ...(f.inspections
      ? [`Inspection notes: ${f.inspections.split('. ')[0]}`]
      : ['A full inspection before the option period ends']),
  ];
  sections.push(`## Risks to check\n\n${risks.map((r) => `- ${r}`).join('\n')}`);
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
