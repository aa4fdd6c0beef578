import { agentNotes, type Facts } from '../facts.ts';
import {
  assumptionLines,
  assumptionsFor,
  balanceAfter,
  netOperatingIncome,
  ownershipCost,
} from '../finance.ts';
import { percent, usd } from '../text-tools.ts';
import { VERIFY } from './market-analysis.ts';

// Return scenarios over 5 and 10 years: appreciation at three stated rates, equity from principal paid
// down, gross rent multiplier and cap rate where a rent is given. Assumptions first.

export const APPRECIATION_RATES = [0.02, 0.04, 0.06] as const;

export function writeRoiAnalysis(f: Facts): string {
  const a = assumptionsFor(f);
  if (!f.price || f.isRental) {
    return `## ${f.isRental ? 'A rental listing has no purchase price' : 'Add the list price'}

Return scenarios need a purchase price${f.isRental ? '; this listing is priced as monthly rent' : ''}. With one, the analysis projects value and equity over 5 and 10 years:

- Future value = price × (1 + appreciation rate)^years, at ${APPRECIATION_RATES.map((r) => percent(r, 0)).join(', ')} a year
- Equity = future value − loan balance; the balance falls as principal is paid
- Gross rent multiplier = price ÷ annual rent; cap rate = net operating income ÷ price${agentNotes(f)}`;
  }
  const o = ownershipCost(f.price, f, a);
  const sections: string[] = [];
  sections.push(
    `## Assumptions\n\n${[
      ...assumptionLines(f, a, o),
      `Appreciation: ${APPRECIATION_RATES.map((r) => percent(r, 0)).join(', ')} a year (three scenarios, not forecasts; ${VERIFY} for local history)`,
      'Selling costs and taxes on a sale are not deducted',
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
  sections.push(`## Value and equity scenarios

| Appreciation a year | Value in 5 years | Equity in 5 years | Value in 10 years | Equity in 10 years |
|---|---|---|---|---|
${rows.join('\n')}

Loan balance: ${usd(o.loan)} today, ${usd(bal5)} after 5 years and ${usd(bal10)} after 10 years, so principal paid down adds ${usd(o.loan - bal5)} and ${usd(o.loan - bal10)} of equity in every scenario.`);

  const mid = APPRECIATION_RATES[1];
  const gain10 = o.price * (1 + mid) ** 10 - bal10 - o.cashInvested;
  sections.push(`## Return on the cash invested

Cash invested: ${usd(o.down)} down + ${usd(o.closing)} closing = ${usd(o.cashInvested)}. At ${percent(mid, 0)} a year, equity after 10 years exceeds the cash invested by ${usd(gain10)} (${percent(gain10 / o.cashInvested, 0)} of it), before selling costs and before any rent or carrying costs.`);

  const rent = f.monthlyRent;
  if (rent) {
    const noi = netOperatingIncome(rent, o, a);
    sections.push(`## With ${f.instructions?.monthlyRent ? 'the rent you gave' : `the current rents of ${f.unitRents.map((r) => usd(r)).join(' + ')}`} (${usd(rent)}/mo)

- Gross rent multiplier: ${usd(o.price)} ÷ ${usd(rent * 12)} = **${(o.price / (rent * 12)).toFixed(1)}**
- Cap rate: ${usd(noi)} net operating income ÷ ${usd(o.price)} = **${percent(noi / o.price, 2)}**
- Annual cash flow after principal and interest: **${usd(noi - o.principalInterest * 12)}**`);
  } else {
    sections.push(`## Rental returns

Add a rent to your instructions (for example "rent $2,500/mo") for the gross rent multiplier (price ÷ annual rent) and cap rate (net operating income ÷ ${usd(o.price)}).`);
  }
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
