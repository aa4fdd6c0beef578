import type { ParsedAddress } from './parse-address.ts';

// Whether a typed address and the one a document prints name the same place. People type "12 Oak St"
// for "12 Oak Street", drop the city or the ZIP, change case: those agree. A different house number,
// street name, unit, city or ZIP (when both give one) is a different place, typo included.

const SUFFIXES: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  boulevard: 'blvd',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  trail: 'trl',
  way: 'way',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'unit',
  apt: 'unit',
  suite: 'unit',
  ste: 'unit',
  number: 'unit',
};

/**
 * A street in one spelling for comparing two: its suffix, direction and unit words shortened alike,
 * "#" read as "unit", case and punctuation dropped ("12 Oak Street" and "12 OAK ST." agree).
 */
export function normalStreet(street: string): string {
  return street
    .toLowerCase()
    .replace(/#\s*/g, ' unit ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SUFFIXES[w] ?? w)
    .join(' ');
}

/** The short forms a street is written with: "St", "Ave", "N". */
const SHORT_FORMS = new Set(Object.values(SUFFIXES).filter((w) => SUFFIXES[w] === undefined && w !== 'unit'));

/** Whether a street is written with a short form or a "#" ("2214 N Kenmore St", "1560 Oak Ave #5C"). */
export function isShortened(street: string): boolean {
  return (
    street.includes('#') ||
    street
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((w) => SHORT_FORMS.has(w))
  );
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function sameAddress(typed: ParsedAddress, document: ParsedAddress): boolean {
  if (typed.Street && document.Street && normalStreet(typed.Street) !== normalStreet(document.Street))
    return false;
  if (typed.City && document.City && normal(typed.City) !== normal(document.City)) return false;
  if (typed.State && document.State && normal(typed.State) !== normal(document.State)) return false;
  if (typed.ZipCode && document.ZipCode && typed.ZipCode.slice(0, 5) !== document.ZipCode.slice(0, 5))
    return false;
  return true;
}
