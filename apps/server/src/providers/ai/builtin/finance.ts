import type { Facts } from './facts.ts';
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

export function assumptionLines(f: Facts, a: Assumptions, o: Ownership | null): string[] {
  const tag = (fromInstructions: boolean) => (fromInstructions ? 'from your instructions' : 'assumed');
  const lines = [
    o
      ? `Purchase price: ${usd(o.price)} (the list price)`
      : 'Purchase price: not in the property data (add the list price)',
    `Down payment: ${percent(a.downPaymentShare, 0)}${o ? ` (${usd(o.down)})` : ''}, ${tag(a.fromInstructions.downPayment)}`,
    `Loan: ${a.termYears}-year fixed at ${percent(a.interestRate, 2)}, ${tag(a.fromInstructions.rate)}; replace with a current quote`,
    `Closing costs: ${percent(a.closingCostShare, 0)} of the price${o ? ` (${usd(o.closing)})` : ''}, assumed`,
    f.annualTax
      ? `Property tax: ${usd(f.annualTax)} a year from the property data (${usd(f.annualTax / 12)}/mo)`
      : `Property tax: placeholder of ${percent(a.taxShare)} of the price per year${o ? ` (${usd(o.tax)}/mo)` : ''}; replace with the actual tax bill`,
    `Insurance: placeholder of ${percent(a.insuranceShare)} of the price per year${o ? ` (${usd(o.insurance)}/mo)` : ''}; replace with a quote`,
    f.hoaMonthly
      ? `HOA: ${usd(f.hoaMonthly)}/mo from the property data`
      : 'HOA: none listed in the property data',
    `Vacancy, repairs and management reserve: ${percent(a.reserveShare, 0)} of rent, assumed`,
  ];
  return lines;
}
