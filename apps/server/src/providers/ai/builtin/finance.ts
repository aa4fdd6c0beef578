import type { Facts } from './facts.ts';
import type { Phrasing } from './phrasing.ts';
import { percent, usd } from './text-tools.ts';

// Mortgage and return arithmetic with every assumption named, so each figure in the text can be traced
// to the property's own numbers or to an assumption the text states.

export type Assumptions = {
  downPaymentShare: number;
  interestRate: number;
  termYears: number;
  closingCostShare: number;
  /** Placeholder until the agent has the tax bill. */
  taxShare: number;
  /** Placeholder until the agent has a quote. */
  insuranceShare: number;
  /** Vacancy, repairs and management, as a share of rent. */
  reserveShare: number;
  fromInstructions: { downPayment: boolean; rate: boolean; rent: boolean };
};

export function assumptionsFor(f: Facts): Assumptions {
  const hints = f.instructions;
  return {
    downPaymentShare: hints?.downPaymentShare ?? 0.2,
    interestRate: hints?.interestRate ?? 0.07,
    termYears: 30,
    closingCostShare: 0.03,
    taxShare: 0.012,
    insuranceShare: 0.005,
    reserveShare: 0.15,
    fromInstructions: {
      downPayment: hints?.downPaymentShare != null,
      rate: hints?.interestRate != null,
      rent: hints?.monthlyRent != null,
    },
  };
}

/** Monthly principal and interest: M = L·r(1+r)^n / ((1+r)^n − 1). */
export function monthlyPayment(loan: number, annualRate: number, years: number): number {
  const r = annualRate / 12;
  const n = years * 12;
  if (r === 0) return loan / n;
  const growth = (1 + r) ** n;
  return (loan * r * growth) / (growth - 1);
}

/** Loan balance after `months` payments. */
export function balanceAfter(loan: number, annualRate: number, years: number, months: number): number {
  const r = annualRate / 12;
  const m = monthlyPayment(loan, annualRate, years);
  if (r === 0) return loan - m * months;
  const growth = (1 + r) ** months;
  return loan * growth - (m * (growth - 1)) / r;
}

export type Ownership = {
  price: number;
  down: number;
  loan: number;
  closing: number;
  cashInvested: number;
  principalInterest: number;
  tax: number;
  insurance: number;
  hoa: number;
  /** Monthly cost: principal and interest, tax, insurance and HOA. */
  total: number;
};

export function ownershipCost(price: number, f: Facts, a: Assumptions): Ownership {
  const down = price * a.downPaymentShare;
  const loan = price - down;
  const closing = price * a.closingCostShare;
  const principalInterest = monthlyPayment(loan, a.interestRate, a.termYears);
  const tax = f.annualTax ? f.annualTax / 12 : (price * a.taxShare) / 12;
  const insurance = (price * a.insuranceShare) / 12;
  const hoa = f.hoaMonthly ?? 0;
  return {
    price,
    down,
    loan,
    closing,
    cashInvested: down + closing,
    principalInterest,
    tax,
    insurance,
    hoa,
    total: principalInterest + tax + insurance + hoa,
  };
}

/** Net operating income per year at a monthly rent: rent less reserves, tax, insurance and HOA. */
export function netOperatingIncome(rent: number, o: Ownership, a: Assumptions): number {
  return rent * 12 * (1 - a.reserveShare) - (o.tax + o.insurance + o.hoa) * 12;
}

/** The monthly rent at which NOI / price reaches `capRate`. */
export function rentForCapRate(capRate: number, o: Ownership, a: Assumptions): number {
  return (capRate * o.price + (o.tax + o.insurance + o.hoa) * 12) / (12 * (1 - a.reserveShare));
}

/** Rent that covers the monthly cost after reserves. */
export function breakEvenRent(o: Ownership, a: Assumptions): number {
  return o.total / (1 - a.reserveShare);
}

/**
 * The assumptions behind every figure, each with its source (the property data, your instructions or
 * an assumption) and, where the kind of listing changes it, what to check for this one.
 */
export function assumptionLines(f: Facts, a: Assumptions, o: Ownership | null, p: Phrasing): string[] {
  const tag = (fromInstructions: boolean) => (fromInstructions ? 'from your instructions' : 'assumed');
  const jumbo = o && o.loan > 1_000_000 && f.kind !== 'multi-family' && f.kind !== 'commercial';
  const downNote =
    f.kind === 'land'
      ? p.utility
        ? `; a lot with ${p.utility} usually borrows on better terms than raw land, though land loans often ask 25-50% down (verify with a lender)`
        : `; raw land such as ${p.subject} often needs 25-50% down (verify with a lender)`
      : f.kind === 'commercial'
        ? '; commercial lenders often ask 25-35% down (verify with a lender)'
        : f.kind === 'multi-family'
          ? `; investment loans on ${p.subject} may ask more than an owner-occupant loan (verify with a lender)`
          : f.fixer
            ? `; a renovation loan (FHA 203(k) or similar) can fold the repairs of ${p.subject} into the loan`
            : jumbo
              ? '; a loan this size is above the conforming limit in most counties, so expect jumbo terms'
              : p.one('down', [
                  '',
                  '; less down is possible with mortgage insurance, which raises the monthly cost',
                  `; more down lowers the monthly cost of ${p.subject}`,
                  `; first-time buyer programs may allow less down on ${p.subject} (verify with a lender)`,
                  `; the lender's quote for ${p.subject} sets the real minimum`,
                ]);
  const lines = [
    o
      ? `Purchase price: ${usd(o.price)} (${f.isSold ? 'the recorded price' : `the list price of ${p.subject}`})`
      : 'Purchase price: not in the property data (add the list price)',
    `Down payment: ${percent(a.downPaymentShare, 0)}${o ? ` (${usd(o.down)})` : ''}, ${tag(a.fromInstructions.downPayment)}${downNote}`,
    `Loan: ${a.termYears}-year fixed at ${percent(a.interestRate, 2)}, ${tag(a.fromInstructions.rate)}; ${p.one(
      'quote',
      [
        'replace with a current quote',
        `a lender's quote for ${p.subject} replaces it`,
        `swap in today's quoted rate for ${p.subject}`,
        `ask a lender for the rate on ${p.subject}`,
        `update it with a written quote for ${p.subject}`,
      ],
    )}`,
    `Closing costs: ${percent(a.closingCostShare, 0)} of the price${o ? ` (${usd(o.closing)})` : ''}, ${p.one(
      'closing',
      [
        'assumed',
        `assumed; fees for ${p.subject} vary by state and lender`,
        `an assumption until the lender estimate for ${p.subject}`,
        `assumed, before any seller credit on ${p.subject}`,
        `assumed; title and lender fees on ${p.subject} decide the real figure`,
      ],
    )}`,
    f.annualTax
      ? `Property tax: ${usd(f.annualTax)} a year from the property data (${usd(f.annualTax / 12)}/mo)`
      : `Property tax: placeholder of ${percent(a.taxShare)} of the price per year${o ? ` (${usd(o.tax)}/mo)` : ''}; ${p.one(
          'tax',
          [
            'replace with the actual tax bill',
            `use the county's bill for ${p.subject}`,
            `the county assessor has the real figure for ${p.subject}`,
            `check the current bill for ${p.subject}; a sale can trigger a reassessment`,
            `replace it with the assessed tax on ${p.subject}`,
          ],
        )}`,
    `Insurance: placeholder of ${percent(a.insuranceShare)} of the price per year${o ? ` (${usd(o.insurance)}/mo)` : ''}; ${insuranceNote(f, p)}`,
    f.hoaMonthly
      ? `HOA: ${usd(f.hoaMonthly)}/mo from the property data${f.kind === 'condo' || f.kind === 'townhouse' ? `; ask what the dues of ${p.subject} cover` : f.luxury ? `, for the community around ${p.subject}` : ''}`
      : f.kind === 'condo' || f.kind === 'townhouse'
        ? `HOA: none listed for ${p.subject}; confirm with the association before relying on these figures`
        : `HOA: ${p.one('hoa', ['none listed in the property data', `none listed for ${p.subject}`, `none in the data for ${p.subject}`, `none stated; confirm that ${p.subject} has no association`, `none given for ${p.subject}`])}`,
  ];
  return lines;
}

/** What the insurance placeholder leaves out for this kind of property. */
function insuranceNote(f: Facts, p: Phrasing): string {
  if (f.kind === 'condo')
    return 'a condo owner insures the interior (HO-6) while the HOA insures the building; get a quote';
  if (f.kind === 'land') return `${p.subject} needs liability cover only while vacant; get a quote`;
  if (f.kind === 'multi-family' || f.kind === 'commercial')
    return `${p.subject} needs a landlord or commercial policy with loss-of-rent cover; get a quote`;
  if (f.luxury) return `high-value homes such as ${p.subject} are priced individually; get a quote`;
  if (f.fixer) return "an as-is home may need a vacant or builder's-risk policy during the work; get a quote";
  return p.one('insurance', [
    'replace with a quote',
    `get a quote for ${p.subject}`,
    `a quote from an insurer for ${p.subject} replaces it`,
    `quotes for ${p.subject} vary with the roof, age and flood zone`,
    `replace it once an insurer has quoted ${p.subject}`,
  ]);
}

/** The reserve line, for analyses that compute rent. */
export function reserveLine(a: Assumptions, p: Phrasing): string {
  return `Vacancy, repairs and management reserve: ${percent(a.reserveShare, 0)} of rent, ${p.one('reserve', [
    'assumed',
    'assumed; older buildings may need more',
    `assumed for ${p.subject}`,
    'an assumption to test against your own records',
    'assumed; self-managed owners may need less',
  ])}`;
}
