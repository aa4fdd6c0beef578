import { YEAR_BUILT_MIN } from '@ai-realty/shared/constants';
import {
  normalizeProperty,
  type Property,
  type PropertyInput,
  parseStoredProperty,
} from '@ai-realty/shared/schemas/property';
import { parseAddress } from './parse-address.ts';

export type ExtractInput = {
  /** The document's text with its layout, as `readPdfText` gives it. */
  text: string;
  /** The address the user typed, if any: a hint for a model; the document's address is returned. */
  address?: string;
  customInstructions?: string;
};

/**
 * Turns a listing document's text into the full property object
 * (docs/product/properties.md#the-property-object).
 */
export type PdfExtractor = {
  readonly kind: 'builtin' | 'model';
  extract(input: ExtractInput): Promise<Property>;
};

/**
 * The last step of every extractor: the result is made to pass the shared property rules (whole
 * bedrooms, bathrooms in halves, a real year, a two-letter state, no negative amounts: values that would
 * break them are dropped, never guessed), and the user's instructions are kept with the property. The
 * address is the document's: the caller compares it with a typed one (applyTypedAddress, sameAddress).
 */
export function finishProperty(draft: PropertyInput, input: ExtractInput): Property {
  const property = normalizeProperty(parseStoredProperty(draft));
  const b = property.BasicInfo;
  // "2.5 baths" is two full baths plus a half, kept as 2.5; other fractions are rounded down to the
  // half (docs/decisions/0008-optional-property-fields.md).
  b.Bedrooms = wholeCount(b.Bedrooms);
  b.Bathrooms = wholeCount(b.Bathrooms * 2) / 2;
  for (const key of ['Price', 'SquareFootage'] as const) b[key] = nonNegative(b[key]);
  property.LegalCompliance.HOAFees = nonNegative(property.LegalCompliance.HOAFees);
  const year = property.HistoricalInfo.YearBuilt;
  if (!Number.isInteger(year) || year < YEAR_BUILT_MIN || year > new Date().getFullYear()) {
    property.HistoricalInfo.YearBuilt = 0;
  }
  if (!/^[A-Z]{2}$/.test(b.Address.State)) b.Address.State = '';

  const instructions = input.customInstructions?.trim();
  if (instructions) property.CustomInstructions.Instructions = instructions;
  return property;
}

/**
 * The typed address on the extracted property, part by part (what the agent typed wins where it says
 * something). Used when the two agree, or when the agent chose the typed one.
 */
export function applyTypedAddress(property: Property, address: string): Property {
  const b = property.BasicInfo;
  const typed = parseAddress(address);
  for (const key of ['Street', 'City', 'State', 'ZipCode'] as const) {
    if (typed[key]) b.Address[key] = typed[key];
  }
  // A typed address with no recognisable parts still belongs where the user will see it.
  if (address.trim() && !typed.Street && !typed.City && !typed.State && !typed.ZipCode) {
    b.Address.Street = address.trim();
  }
  return property;
}

function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
