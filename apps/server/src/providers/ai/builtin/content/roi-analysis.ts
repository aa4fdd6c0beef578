import { agentNotes, type Facts } from '../facts.ts';
import {
  type Assumptions,
  assumptionLines,
  assumptionsFor,
  balanceAfter,
  netOperatingIncome,
  type Ownership,
  ownershipCost,
  reserveLine,
} from '../finance.ts';
import { type Phrasing, phrasing } from '../phrasing.ts';
import { capitalize, percent, plural, sentence, splitSentences, usd } from '../text-tools.ts';
import { VERIFY } from './market-analysis.ts';

// Return scenarios over 5 and 10 years: appreciation at three stated rates, equity from principal paid
// down, gross rent multiplier and cap rate where a rent is given. Assumptions first. A rental listing
// has no purchase price, so it gets the owner's rent scenarios instead.

export const APPRECIATION_RATES = [0.02, 0.04, 0.06] as const;
const RENT_GROWTH = [0.02, 0.03, 0.04] as const;

const rates = (list: readonly number[]) => list.map((r) => percent(r, 0)).join(', ');

/** For a rental: the rent the owner collects at three rates of increase, and the formulas awaiting a value. */
function rentalScenarios(f: Facts, p: Phrasing, a: Assumptions, rent: number): string {
  const total = (g: number, years: number) => {
    let sum = 0;
    for (let y = 0; y < years; y++) sum += rent * 12 * (1 + g) ** y;
    return sum;
  };
  const rows = RENT_GROWTH.map(
    (g) =>
      `| ${percent(g, 0)} | ${usd(rent * (1 + g) ** 4)}/mo | ${usd(total(g, 5))} | ${usd(total(g, 10))} |`,
  );
  const intro = p.one('rental-intro', [
    `${capitalize(p.subject)} is listed for rent at ${usd(rent)}/mo, so there is no purchase price to measure a return against. What the owner can project is the rent itself.`,
    `A rental listing gives the rent of ${p.subject} (${usd(rent)}/mo) but not what the owner paid, so these scenarios follow the income.`,
    `With ${p.subject} offered at ${usd(rent)}/mo and no price in the data, the return side starts from the rent the owner collects.`,
  ]);
  return `## What ${p.subject} earns its owner

${intro}

| Rent increase a year | Rent in year 5 | Rent over 5 years | Rent over 10 years |
|---|---|---|---|
${rows.join('\n')}

${p.one('rent-rates', [
  `The rates are assumptions for ${p.subject}, not forecasts (${VERIFY} for rent trends in ${f.place}).`,
  `Read the three rates as assumptions (${VERIFY} for what rents of ${plural(f.noun)} in ${f.place} have done).`,
  `None of the rates is a forecast; ${VERIFY} for how rents of similar ${plural(f.noun)} have moved.`,
])} ${p.one('vacancy', [
    `Each month ${p.subject} sits empty costs ${usd(rent)}, which is why owners weigh an increase against the risk of turnover.`,
    `A single vacant month for ${p.subject} takes ${usd(rent)} off these totals, more than most yearly increases add.`,
    `Turnover matters more than the rate: one empty month of ${p.subject} costs ${usd(rent)}.`,
  ])}

## From rent to return

${ownerCosts(f, p)}

- Gross rent multiplier of ${p.subject} = the owner's value or purchase price ÷ ${usd(rent * 12)} a year
- Cap rate of ${p.subject} = (${usd(rent * 12)} × ${(1 - a.reserveShare).toFixed(2)} after a ${percent(a.reserveShare, 0)} reserve − tax, insurance and HOA) ÷ the owner's value
- ${p.one('owner-figures', [
    `Both need the owner's figures, which a rental listing does not carry: ask the owner of ${p.subject} before quoting a return`,
    `The value, tax and insurance of ${p.subject} come from the owner; the listing gives only the rent`,
    `Ask the owner for the value and the yearly costs of ${p.subject}; a rental listing carries neither`,
  ])}`;
}

/** Who pays the utilities decides part of the owner's expenses: from the listing's own words. */
function ownerCosts(f: Facts, p: Phrasing): string {
  const included = splitSentences(f.description).find((x) => /\binclud\w*\b.*\brent\b/i.test(x));
  if (included) return `${sentence(included)} Those are the owner's costs, so they count against the rent.`;
  const tenantPays = f.description.match(/\btenants? pays? ([^.;]+)/i);
  if (tenantPays)
    return `The tenant pays ${tenantPays[1].trim()}, so the owner's expenses for ${p.subject} are tax, insurance, upkeep and any HOA.`;
  return `Which utilities the owner of ${p.subject} pays is not in the data; each one counts against the rent.`;
}

/** What moves these scenarios most for this kind of listing, from its data. */
function whatMoves(f: Facts, p: Phrasing, o: Ownership, a: Assumptions): string[] {
  const out: string[] = [];
  if (f.fixer)
    out.push(
      `The repairs ${p.subject} needs add to the cash invested and, done well, to the value: add a contractor estimate and the value after repairs to see the real return.`,
    );
  if (f.luxury)
    out.push(
      `Few sales at this level make appreciation for ${p.subject} less predictable than in the middle of the market; read the 2% row as a real possibility.`,
    );
  if (f.kind === 'land')
    out.push(
      `Land pays no rent and its loan is often shorter, so the return on ${p.subject} comes from appreciation or a change of use${f.zoning ? ` under ${f.zoning}` : ''}.`,
    );
  if (f.kind === 'multi-family')
    out.push(
      `With ${f.units ?? 'several'} units, rent growth and vacancy move the return of ${p.subject} as much as appreciation does.`,
    );
  if (f.kind === 'commercial')
    out.push(
      `Lease terms and tenant renewals decide the income of ${p.subject} more than the market rate does.`,
    );
  if (f.hoaMonthly)
    out.push(
      p.one('moves-hoa', [
        `HOA dues of ${usd(f.hoaMonthly)}/mo (${usd(f.hoaMonthly * 12)} a year) are not in the equity figures; a rise or a special assessment lowers the net return on ${p.subject}.`,
        `The ${usd(f.hoaMonthly * 12)} a year in HOA dues on ${p.subject} sits outside the equity figures; ask for the association's budget and any planned assessments.`,
        `Equity here ignores the HOA (${usd(f.hoaMonthly)}/mo); the association's reserves decide how likely a special assessment on ${p.subject} is.`,
      ]),
    );
  if (f.yearBuilt && f.kind !== 'land' && f.yearBuilt < 1990)
    out.push(
      `Built in ${f.yearBuilt}, ${p.subject} may need capital work (roof, systems) within ten years; budget it against the equity gains.`,
    );
  if (f.isSold)
    out.push(
      `As a sold listing, these are the new owner's scenarios from the recorded price; use them to show nearby owners what a purchase at this level can build.`,
    );
  if (!out.length)
    out.push(
      p.one('moves', [
        `Appreciation drives most of the difference between the rows; principal paid down on ${p.subject} adds the same amount in each.`,
        `The rate of appreciation matters most here: ${usd(o.price * 0.02)} a year at 2%, against ${usd(o.price * 0.06)} at 6%, in the first year.`,
        `A lower rate than the ${percent(a.interestRate, 2)} assumed raises the principal paid and the cash left each month.`,
      ]),
    );
  return out;
}

export function writeRoiAnalysis(f: Facts): string {
  const a = assumptionsFor(f);
  const p = phrasing(f);
  if (f.isRental && f.price) return `${rentalScenarios(f, p, a, f.price)}${agentNotes(f)}`;
  if (!f.price || f.isRental) {
    return `## ${f.isRental ? 'A rental listing has no purchase price' : 'Add the list price'}

Return scenarios need a purchase price${f.isRental ? '; this listing is priced as monthly rent' : ''}. With one, the analysis projects value and equity over 5 and 10 years:

- Future value = price × (1 + appreciation rate)^years, at ${rates(APPRECIATION_RATES)} a year
- Equity = future value − loan balance; the balance falls as principal is paid
- Gross rent multiplier = price ÷ annual rent; cap rate = net operating income ÷ price${agentNotes(f)}`;
  }
  const o = ownershipCost(f.price, f, a);
  const rent = f.monthlyRent;
  const sections: string[] = [];
  sections.push(
    `## Assumptions\n\n${[
      ...assumptionLines(f, a, o, p),
      ...(rent ? [reserveLine(a, p)] : []),
      p.one('appreciation', [
        `Appreciation: ${rates(APPRECIATION_RATES)} a year (three scenarios, not forecasts; ${VERIFY} for local history)`,
        `Appreciation: ${rates(APPRECIATION_RATES)} a year, three scenarios for ${p.subject} rather than a forecast (${VERIFY} for price history in ${f.place})`,
        `Appreciation: ${rates(APPRECIATION_RATES)} a year; compare them with how ${plural(f.noun)} in ${f.place} have done (${VERIFY})`,
        `Appreciation: low, middle and high cases of ${rates(APPRECIATION_RATES)} a year for ${p.subject} (${VERIFY} for local history)`,
        `Appreciation: ${rates(APPRECIATION_RATES)} a year as scenarios; ${plural(f.noun)} in ${f.place} may differ (${VERIFY})`,
      ]),
      p.one('selling', [
        'Selling costs and taxes on a sale are not deducted',
        `Selling costs and capital gains tax on a later sale of ${p.subject} are left out`,
        `Figures for ${p.subject} are before selling costs and any tax on the gain`,
        `No selling costs or taxes are taken off the equity shown for ${p.subject}`,
        `Equity is shown before the costs of selling ${p.subject}`,
      ]),
    ]
      .map((l) => `- ${l}`)
      .join('\n')}`,
  );
  const bal5 = balanceAfter(o.loan, a.interestRate, a.termYears, 60);
  const bal10 = balanceAfter(o.loan, a.interestRate, a.termYears, 120);
  const rows = APPRECIATION_RATES.map((r) => {
    const v5 = o.price * (1 + r) ** 5;
    const v10 = o.price * (1 + r) ** 10;
    return `| ${percent(r, 0)} | ${usd(v5)} | ${usd(v5 - bal5)} | ${usd(v10)} | ${usd(v10 - bal10)} |`;
  });
  const paid5 = usd(o.loan - bal5);
  const paid10 = usd(o.loan - bal10);
  sections.push(`## Value and equity scenarios

| Appreciation a year | Value in 5 years | Equity in 5 years | Value in 10 years | Equity in 10 years |
|---|---|---|---|---|
${rows.join('\n')}

${p.one('balance', [
  `Loan balance: ${usd(o.loan)} today, ${usd(bal5)} after 5 years and ${usd(bal10)} after 10 years, so principal paid down adds ${paid5} and ${paid10} of equity in every scenario.`,
  `Whatever the market does, paying down the loan on ${p.subject} from ${usd(o.loan)} to ${usd(bal5)} (5 years) and ${usd(bal10)} (10 years) builds ${paid5} and ${paid10} of equity.`,
  `Part of the equity in ${p.subject} does not depend on prices: the ${usd(o.loan)} loan falls to ${usd(bal5)} in 5 years and ${usd(bal10)} in 10, which is ${paid5} and ${paid10} paid off.`,
  `In each row, ${paid5} (5 years) and ${paid10} (10 years) of the equity in ${p.subject} comes from principal paid, as the ${usd(o.loan)} loan falls to ${usd(bal5)} and then ${usd(bal10)}.`,
  `Principal payments alone take the balance from ${usd(o.loan)} to ${usd(bal5)} after 5 years and ${usd(bal10)} after 10: ${paid5} and ${paid10} of equity in ${p.subject} at any appreciation rate.`,
])}`);

  const mid = APPRECIATION_RATES[1];
  const gain10 = o.price * (1 + mid) ** 10 - bal10 - o.cashInvested;
  const cash = `${usd(o.down)} down + ${usd(o.closing)} closing = ${usd(o.cashInvested)}`;
  sections.push(`## Return on cash invested

${p.one('cash', [
  `Cash invested in ${p.subject}: ${cash}. At ${percent(mid, 0)} a year, the equity in ${p.short} after 10 years exceeds that cash by ${usd(gain10)} (${percent(gain10 / o.cashInvested, 0)} of it), before selling costs and before any rent or carrying costs.`,
  `Buying ${p.subject} takes ${cash} in cash. In the ${percent(mid, 0)} scenario the equity in ${p.subject} after 10 years is ${usd(gain10)} more than that (${percent(gain10 / o.cashInvested, 0)}), before selling and carrying costs.`,
  `The cash to close on ${p.subject} is ${cash}; ten years at ${percent(mid, 0)} would grow the equity to ${usd(gain10)} beyond it, ${percent(gain10 / o.cashInvested, 0)} of the cash, with carrying and selling costs still to subtract.`,
  `Against ${cash} of cash in ${p.subject}, the middle scenario (${percent(mid, 0)} a year) leaves ${usd(gain10)} of equity above it after 10 years, a ${percent(gain10 / o.cashInvested, 0)} gain before carrying and selling costs.`,
  `At closing, ${p.subject} takes ${cash}; at ${percent(mid, 0)} a year it returns that and ${usd(gain10)} more in equity by year 10 (${percent(gain10 / o.cashInvested, 0)}), before costs of holding and selling.`,
])}`);

  if (rent) {
    const noi = netOperatingIncome(rent, o, a);
    sections.push(`## With ${f.instructions?.monthlyRent ? 'the rent you gave' : `the current rents of ${f.unitRents.map((r) => usd(r)).join(' + ')}`} (${usd(rent)}/mo)

- Gross rent multiplier: ${usd(o.price)} ÷ ${usd(rent * 12)} = **${(o.price / (rent * 12)).toFixed(1)}**
- Cap rate: ${usd(noi)} net operating income ÷ ${usd(o.price)} = **${percent(noi / o.price, 2)}**
- Annual cash flow after principal and interest: **${usd(noi - o.principalInterest * 12)}**`);
  } else if (f.kind !== 'land') {
    sections.push(`## Rental returns

${p.one('add-rent', [
  `Add a rent for ${p.subject} to your instructions (for example "rent $2,500/mo") for the gross rent multiplier (price ÷ annual rent) and cap rate (net operating income ÷ ${usd(o.price)}).`,
  `If ${p.subject} would be rented out, give the expected rent in your instructions ("rent $2,500/mo") and the gross rent multiplier and cap rate on ${usd(o.price)} are added here.`,
  `No rent is stated for ${p.subject}; with one in your instructions, this section shows the gross rent multiplier and the cap rate at ${usd(o.price)}.`,
  `The gross rent multiplier and cap rate of ${p.subject} need a rent: write it in your instructions, for example "rent $2,500/mo".`,
  `For an investor's view of ${p.subject}, add the rent it could earn to your instructions; the cap rate is then net operating income ÷ ${usd(o.price)}.`,
])}`);
  }
  sections.push(
    `## What moves these numbers\n\n${whatMoves(f, p, o, a)
      .map((l) => `- ${l}`)
      .join('\n')}`,
  );
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
