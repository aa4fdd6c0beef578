import { z } from 'zod';
import { CSV_MAX_ROWS, LISTING_STATUSES, YEAR_BUILT_MIN } from '../constants.ts';

// The property object of core-area section 3. One schema, used by the server to validate and store,
// by the web forms, and by the PDF extractor's structured output.
//
// The schema holds the shape only (types, defaults, size limits) and no transforms, so the same
// schema also serialises API responses. The business rules (required fields, non-negative numbers,
// State, Year Built) live in `validateProperty`, the one place both the forms and the API apply them.

export const TEXT_MAX = 10_000;
export const KEYWORD_MAX_LENGTH = 200;
export const KEYWORDS_MAX = 100;

const text = z
  .string()
  .max(TEXT_MAX, `Must be at most ${TEXT_MAX.toLocaleString('en-US')} characters`)
  .default('');
// Numbers may arrive as strings from forms and files; anything that is not a finite number is rejected
// with the field's message rather than silently stored as 0.
const amount = (message: string) => z.coerce.number({ error: message }).default(0);

export const addressSchema = z.object({
  Street: text,
  City: text,
  State: text,
  ZipCode: text,
});

export const basicInfoSchema = z.object({
  PropertyType: text,
  ListingType: text,
  Price: amount('Price must be a positive number'),
  Bedrooms: amount('Bedrooms must be a positive number'),
  Bathrooms: amount('Bathrooms must be a positive number'),
  SquareFootage: amount('Square footage must be a positive number'),
  Address: addressSchema.prefault({}),
});

export const keyFeaturesSchema = z.object({
  ArchitecturalDetails: text,
  Renovations: text,
  Appliances: text,
  FlooringType: text,
  WindowFeatures: text,
  HeatingCooling: text,
  OutdoorSpaces: text,
  Parking: text,
});

export const propertySchema = z.object({
  BasicInfo: basicInfoSchema.prefault({}),
  KeyFeatures: keyFeaturesSchema.prefault({}),
  Amenities: z.object({ Onsite: text, Nearby: text }).prefault({}),
  Environmental: z.object({ Features: text }).prefault({}),
  Accessibility: z.object({ Features: text }).prefault({}),
  Descriptions: z.object({ PropertyDescription: text, NeighborhoodDescription: text }).prefault({}),
  SEO: z
    .object({
      Keywords: z
        .array(
          z.string().max(KEYWORD_MAX_LENGTH, `Keywords must be at most ${KEYWORD_MAX_LENGTH} characters`),
        )
        .max(KEYWORDS_MAX, `At most ${KEYWORDS_MAX} keywords`)
        .default([]),
    })
    .prefault({}),
  LegalCompliance: z
    .object({ HOAFees: amount('HOA fees must be a positive number'), ZoningInfo: text })
    .prefault({}),
  HistoricalInfo: z
    .object({ YearBuilt: amount('Year built must be a whole number'), HistoricalDetails: text })
    .prefault({}),
  ConditionMaintenance: z.object({ Inspections: text, MaintenanceHistory: text }).prefault({}),
  CustomFields: z
    .record(z.string().max(200), z.string().max(TEXT_MAX))
    .refine((fields) => Object.keys(fields).length <= 100, 'At most 100 custom fields')
    .default({}),
  RealtorContact: z.object({ Name: text, Phone: text, Email: text, AgencyName: text }).prefault({}),
  CustomInstructions: z.object({ Instructions: text }).prefault({}),
});
export type Property = z.infer<typeof propertySchema>;
export type PropertyInput = z.input<typeof propertySchema>;

/** The empty structure: empty strings and zeros. */
export function emptyProperty(): Property {
  return propertySchema.parse({});
}

/**
 * A stored value may be an object or a JSON string; a string that does not parse yields the empty
 * structure (core-area section 3). A partial or partly wrong object keeps every field that fits and
 * gets the default for the rest, so one bad field never blanks a whole listing.
 */
export function parseStoredProperty(value: unknown): Property {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return emptyProperty();
    }
  }
  if (isCanonicalProperty(raw)) return raw;
  return parseKeepingValidFields(raw).property;
}

type Check = (value: unknown) => boolean;
type LooseDef = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  checks?: unknown[];
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Compiles from the schema a check that a value is exactly what parsing would produce (every key
 * present with the right type, nothing extra), so stored properties in canonical form are used
 * without a full parse. Throws on first use for a schema feature it does not know (the unit tests
 * use it), so the check cannot silently fall behind the schema.
 */
function compileCanonicalCheck(schema: z.ZodType): Check {
  const def = schema._zod.def as unknown as LooseDef;
  const maxLength = () => {
    let max = Number.POSITIVE_INFINITY;
    for (const check of def.checks ?? []) {
      const c = (check as { _zod: { def: { check: string; maximum?: number } } })._zod.def;
      if (c.check !== 'max_length' || c.maximum === undefined) {
        throw new Error(`canonical check: unsupported ${c.check} check on ${def.type}`);
      }
      max = Math.min(max, c.maximum);
    }
    return max;
  };
  switch (def.type) {
    case 'default':
    case 'prefault':
      return compileCanonicalCheck(def.innerType as z.ZodType);
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(
        ([key, s]) => [key, compileCanonicalCheck(s)] as const,
      );
      return (v) =>
        isPlainObject(v) &&
        Object.keys(v).length === fields.length &&
        fields.every(([key, check]) => check(v[key]));
    }
    case 'string': {
      const max = maxLength();
      return (v) => typeof v === 'string' && v.length <= max;
    }
    case 'number': {
      if (def.checks?.length) throw new Error('canonical check: unsupported checks on number');
      return (v) => typeof v === 'number' && Number.isFinite(v);
    }
    case 'array': {
      const max = maxLength();
      const element = compileCanonicalCheck(def.element as z.ZodType);
      return (v) => Array.isArray(v) && v.length <= max && v.every(element);
    }
    case 'record':
      // A record of strings parses to itself whenever it parses.
      return (v) => isPlainObject(v) && schema.safeParse(v).success;
    default:
      throw new Error(`canonical check: unsupported schema type ${def.type}`);
  }
}

let canonicalCheck: Check | undefined;

/** True when the value is a property exactly as parsing would return it, e.g. as this app stores it. */
export function isCanonicalProperty(value: unknown): value is Property {
  canonicalCheck ??= compileCanonicalCheck(propertySchema);
  return canonicalCheck(value);
}

/**
 * Parses untrusted input into a property and collects every problem at once: shape errors (a value
 * of the wrong type, too long) and the rules of `validateProperty`, one message per dotted path.
 */
export function checkProperty(value: unknown): { property: Property; errors: PropertyFieldErrors } {
  const { property, issues } = parseKeepingValidFields(value);
  const errors: PropertyFieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  for (const [path, message] of Object.entries(validateProperty(property))) errors[path] ??= message;
  return { property: normalizeProperty(property), errors };
}

function parseKeepingValidFields(value: unknown): {
  property: Property;
  issues: { path: string; message: string }[];
} {
  const issues: { path: string; message: string }[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { property: emptyProperty(), issues };
  }
  // The common case, a valid object, is parsed as is; only a failing one is copied and repaired.
  const first = propertySchema.safeParse(value);
  if (first.success) return { property: first.data, issues };
  let candidate: unknown = structuredClone(value);
  // Each pass drops the values zod rejected so their defaults apply; nesting is at most four levels
  // deep, so a few passes settle every case.
  for (let pass = 0; pass < 6; pass++) {
    const parsed = pass === 0 ? first : propertySchema.safeParse(candidate);
    if (parsed.success) return { property: parsed.data, issues };
    for (const issue of parsed.error.issues) {
      issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
      candidate = dropPath(candidate, issue.path);
    }
  }
  return { property: emptyProperty(), issues };
}

function dropPath(root: unknown, path: PropertyKey[]): unknown {
  if (path.length === 0) return {};
  let parent = root as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent?.[key];
    // An array with a bad element is dropped whole: a list with holes is not what was stored.
    if (Array.isArray(next)) {
      delete parent[key];
      return root;
    }
    if (typeof next !== 'object' || next === null) return root;
    parent = next as Record<PropertyKey, unknown>;
  }
  if (parent && typeof parent === 'object') delete parent[path[path.length - 1]];
  return root;
}

/**
 * The canonical form stored and returned: State upper-cased, keywords trimmed without empties or
 * duplicates (the keyword-chip rules of core-area section 5).
 */
export function normalizeProperty(property: Property): Property {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const keyword of property.SEO.Keywords) {
    const k = keyword.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    keywords.push(k);
  }
  return {
    ...property,
    BasicInfo: {
      ...property.BasicInfo,
      Address: {
        ...property.BasicInfo.Address,
        State: property.BasicInfo.Address.State.trim().toUpperCase(),
      },
    },
    SEO: { ...property.SEO, Keywords: keywords },
  };
}

// Rules of the wizard's basic step and of the edit form, with the spec's messages. The server applies
// the same rules, so a property that passes the form always passes the API.
export const REQUIRED_FIELD_MESSAGES = {
  PropertyType: 'Property type is required',
  ListingType: 'Listing type is required',
  Street: 'Street address is required',
  City: 'City is required',
  State: 'State is required',
  ZipCode: 'ZIP code is required',
} as const;

export const PROPERTY_RULE_MESSAGES = {
  stateLetters: 'State must be 2 letters',
  price: 'Price must be a positive number',
  bedrooms: 'Bedrooms must be a positive number',
  bedroomsWhole: 'Bedrooms must be a whole number',
  bathrooms: 'Bathrooms must be a positive number',
  bathroomsWhole: 'Bathrooms must be a whole number',
  squareFootage: 'Square footage must be a positive number',
  hoaFees: 'HOA fees must be a positive number',
  yearBuiltWhole: 'Year built must be a whole number',
} as const;

export function yearBuiltRangeMessage(currentYear = new Date().getFullYear()): string {
  return `Year built must be between ${YEAR_BUILT_MIN} and ${currentYear}`;
}

export type PropertyFieldErrors = Record<string, string>;

/**
 * Field errors keyed by dotted path (`BasicInfo.Address.Street`), at most one per field. Empty when
 * valid. Year Built 0 means unknown and is allowed.
 */
export function validateProperty(property: Property): PropertyFieldErrors {
  const errors: PropertyFieldErrors = {};
  const b = property.BasicInfo;
  const m = PROPERTY_RULE_MESSAGES;
  if (!b.PropertyType.trim()) errors['BasicInfo.PropertyType'] = REQUIRED_FIELD_MESSAGES.PropertyType;
  if (!b.ListingType.trim()) errors['BasicInfo.ListingType'] = REQUIRED_FIELD_MESSAGES.ListingType;
  if (!b.Address.Street.trim()) errors['BasicInfo.Address.Street'] = REQUIRED_FIELD_MESSAGES.Street;
  if (!b.Address.City.trim()) errors['BasicInfo.Address.City'] = REQUIRED_FIELD_MESSAGES.City;
  if (!b.Address.State.trim()) errors['BasicInfo.Address.State'] = REQUIRED_FIELD_MESSAGES.State;
  else if (!/^[A-Za-z]{2}$/.test(b.Address.State.trim())) errors['BasicInfo.Address.State'] = m.stateLetters;
  if (!b.Address.ZipCode.trim()) errors['BasicInfo.Address.ZipCode'] = REQUIRED_FIELD_MESSAGES.ZipCode;
  if (b.Price < 0) errors['BasicInfo.Price'] = m.price;
  if (b.Bedrooms < 0) errors['BasicInfo.Bedrooms'] = m.bedrooms;
  else if (!Number.isInteger(b.Bedrooms)) errors['BasicInfo.Bedrooms'] = m.bedroomsWhole;
  if (b.Bathrooms < 0) errors['BasicInfo.Bathrooms'] = m.bathrooms;
  else if (!Number.isInteger(b.Bathrooms)) errors['BasicInfo.Bathrooms'] = m.bathroomsWhole;
  if (b.SquareFootage < 0) errors['BasicInfo.SquareFootage'] = m.squareFootage;
  if (property.LegalCompliance.HOAFees < 0) errors['LegalCompliance.HOAFees'] = m.hoaFees;
  const year = property.HistoricalInfo.YearBuilt;
  const currentYear = new Date().getFullYear();
  if (!Number.isInteger(year)) errors['HistoricalInfo.YearBuilt'] = m.yearBuiltWhole;
  else if (year !== 0 && (year < YEAR_BUILT_MIN || year > currentYear))
    errors['HistoricalInfo.YearBuilt'] = yearBuiltRangeMessage(currentYear);
  return errors;
}

/**
 * The property schema with the rules of `validateProperty` attached, for form resolvers that want
 * every message from one parse. Not for responses: a stored property may predate a rule.
 */
export const validatedPropertySchema = propertySchema.superRefine((property, ctx) => {
  for (const [path, message] of Object.entries(validateProperty(property))) {
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  }
});

/** "Street, City, ST ZIP" from the address section. */
export function formatAddress(property: Property): string {
  const a = property.BasicInfo.Address;
  const stateZip = [a.State.trim().toUpperCase(), a.ZipCode.trim()].filter(Boolean).join(' ');
  return [a.Street.trim(), a.City.trim(), stateZip].filter(Boolean).join(', ');
}

/**
 * Lower-cased text of the address and every string and number of the property, for the list's
 * search box ("matches address or any property data, case-insensitive"). Zeros are left out: they
 * mean "not specified".
 */
export function propertySearchText(property: Property, address = formatAddress(property)): string {
  const parts: string[] = [address];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim()) parts.push(value.trim());
    } else if (typeof value === 'number') {
      if (value !== 0 && Number.isFinite(value)) parts.push(String(value));
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) walk(v);
    }
  };
  walk(property);
  return parts.join('\n').toLowerCase();
}

export const listingStatusSchema = z.enum(LISTING_STATUSES);

/**
 * Body of create and update: the property object itself, plus an optional listing status next to
 * its sections. Without it, create stores 'active' and update keeps the current status.
 */
export const propertyWriteSchema = propertySchema
  .extend({
    ListingStatus: listingStatusSchema
      .optional()
      .describe(
        "Listing status for the list filter; create defaults to 'active', update keeps the current one",
      ),
  })
  .describe('The property object of core-area section 3, with an optional top-level ListingStatus');
export type PropertyWriteInput = z.input<typeof propertyWriteSchema>;

export const propertyRecordSchema = z.object({
  id: z.string(),
  address: z.string().describe('Street, City, ST ZIP, formatted from BasicInfo.Address'),
  status: listingStatusSchema,
  property: propertySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;

export const PROPERTY_LIST_MAX = 10_000;

export const propertyListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Case-insensitive text matched against the address and every property field'),
  status: listingStatusSchema.optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

export const propertyListSchema = z
  .array(propertyRecordSchema)
  .describe(`The caller's properties, newest first, at most ${PROPERTY_LIST_MAX.toLocaleString('en-US')}`);

export const propertyDeleteResultSchema = z.object({ message: z.string() });

export const propertyUploadResultSchema = z.object({
  created: z.number().int().describe('Rows imported as new properties'),
  rejected: z
    .array(
      z.object({
        line: z.number().int().describe("The row's line number in the file (the header is line 1)"),
        reason: z.string(),
      }),
    )
    .describe('Every row that was not imported, with why'),
  total: z
    .number()
    .int()
    .describe(`Data rows in the file, at most ${CSV_MAX_ROWS.toLocaleString('en-US')}`),
});
export type PropertyUploadResult = z.infer<typeof propertyUploadResultSchema>;
