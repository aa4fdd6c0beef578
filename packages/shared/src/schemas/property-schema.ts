import { z } from 'zod';
import { CSV_MAX_ROWS, LISTING_STATUSES, LOT_SIZE_UNITS } from '../constants.ts';
import { safeText, strictNumber } from './safe-text.ts';

// The property object of docs/product/properties.md#the-property-object: its shape only (types,
// defaults, size limits), with no transforms, so the same schema validates requests, serialises
// responses and describes the PDF extractor's structured output. The business rules live in
// validate-property.ts.

/** Length limits of the property's text fields, by kind: the forms show them and the API enforces them. */
export const SHORT_TEXT_MAX = 200;
export const MEDIUM_TEXT_MAX = 2_000;
export const TEXT_MAX = 10_000;
export const KEYWORD_MAX_LENGTH = 200;
export const KEYWORDS_MAX = 100;
export const CUSTOM_FIELDS_MAX = 50;
export const CUSTOM_FIELD_NAME_MAX = 200;
const CUSTOM_FIELD_VALUE_MAX = MEDIUM_TEXT_MAX;
/**
 * The whole property object, as UTF-8 JSON. The per-field limits add up to about 185 KB; this keeps
 * one record, and so the property list, in proportion (docs/decisions/0023-bounded-property-list.md).
 */
export const PROPERTY_MAX_BYTES = 64 * 1024;

const text = (max: number) => safeText(max).default('');
/** Names, addresses, contact details. */
const short = text(SHORT_TEXT_MAX);
/** A paragraph about one aspect: features, amenities, zoning, instructions. */
const medium = text(MEDIUM_TEXT_MAX);
/** The two descriptions. */
const long = text(TEXT_MAX);
// Numbers may arrive as plain decimal strings from forms and files; anything looser (hex, booleans,
// infinities, huge values) is rejected with the field's message rather than stored.
const amount = (message: string) => strictNumber(message).default(0);

export const addressSchema = z.object({
  Street: short,
  City: short,
  State: short,
  ZipCode: short,
});

export const basicInfoSchema = z.object({
  PropertyType: short,
  ListingType: short,
  Price: amount('Price must be a positive number'),
  Bedrooms: amount('Bedrooms must be a positive number'),
  Bathrooms: amount('Bathrooms must be a positive number'),
  SquareFootage: amount('Square footage must be a positive number'),
  Address: addressSchema.prefault({}),
  // Everyday extras beyond the original shape (docs/decisions/0008-optional-property-fields.md):
  // optional with empty defaults, so stored properties and older clients stay valid.
  LotSize: amount('Lot size must be a positive number'),
  LotSizeUnit: z.enum(LOT_SIZE_UNITS, { error: 'Lot size unit must be acres or sq ft' }).default('acres'),
  Units: amount('Units must be a positive number'),
  GarageSpaces: amount('Garage spaces must be a positive number'),
});

export const keyFeaturesSchema = z.object({
  ArchitecturalDetails: medium,
  Renovations: medium,
  Appliances: medium,
  FlooringType: medium,
  WindowFeatures: medium,
  HeatingCooling: medium,
  OutdoorSpaces: medium,
  Parking: medium,
});

export const propertySchema = z.object({
  BasicInfo: basicInfoSchema.prefault({}),
  KeyFeatures: keyFeaturesSchema.prefault({}),
  Amenities: z.object({ Onsite: medium, Nearby: medium }).prefault({}),
  Environmental: z.object({ Features: medium }).prefault({}),
  Accessibility: z.object({ Features: medium }).prefault({}),
  Descriptions: z.object({ PropertyDescription: long, NeighborhoodDescription: long }).prefault({}),
  SEO: z
    .object({
      Keywords: z
        .array(safeText(KEYWORD_MAX_LENGTH, `Keywords must be at most ${KEYWORD_MAX_LENGTH} characters`))
        .max(KEYWORDS_MAX, `At most ${KEYWORDS_MAX} keywords`)
        .default([]),
    })
    .prefault({}),
  LegalCompliance: z
    .object({ HOAFees: amount('HOA fees must be a positive number'), ZoningInfo: medium })
    .prefault({}),
  HistoricalInfo: z
    .object({ YearBuilt: amount('Year built must be a whole number'), HistoricalDetails: medium })
    .prefault({}),
  ConditionMaintenance: z.object({ Inspections: medium, MaintenanceHistory: medium }).prefault({}),
  CustomFields: z
    .record(safeText(CUSTOM_FIELD_NAME_MAX), safeText(CUSTOM_FIELD_VALUE_MAX))
    .refine(
      (fields) => Object.keys(fields).length <= CUSTOM_FIELDS_MAX,
      `At most ${CUSTOM_FIELDS_MAX} custom fields`,
    )
    .default({}),
  RealtorContact: z.object({ Name: short, Phone: short, Email: short, AgencyName: short }).prefault({}),
  CustomInstructions: z.object({ Instructions: medium }).prefault({}),
});
export type Property = z.infer<typeof propertySchema>;
export type PropertyInput = z.input<typeof propertySchema>;

/** The empty structure: empty strings and zeros. */
export function emptyProperty(): Property {
  return propertySchema.parse({});
}

/**
 * The longest text a field of the property takes, by dotted path (`Descriptions.PropertyDescription`),
 * read from the schema so the forms can show the same limit the API enforces.
 */
export function propertyFieldMaxLength(path: string): number | undefined {
  let schema: z.ZodType = propertySchema;
  for (const key of path.split('.')) {
    schema = unwrapDefaults(schema);
    if (!(schema instanceof z.ZodObject)) return undefined;
    const next = (schema.shape as Record<string, z.ZodType>)[key];
    if (!next) return undefined;
    schema = next;
  }
  schema = unwrapDefaults(schema);
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}

function unwrapDefaults(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodDefault || s instanceof z.ZodPrefault) s = s.unwrap() as z.ZodType;
  return s;
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
  .describe(
    'The property object (docs/product/properties.md#the-property-object), with an optional top-level ListingStatus',
  );
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

/** Properties one account may hold. */
export const PROPERTIES_PER_ACCOUNT_MAX = 5_000;
/**
 * Most JSON one list answer carries. An account past it gets its newest properties up to this size and
 * the rest through the `cursor` the answer names (docs/decisions/0023-bounded-property-list.md).
 */
export const PROPERTY_LIST_MAX_BYTES = 16 * 1024 * 1024;
/** Response header naming the `cursor` of the next page of the list; absent on the last page. */
export const PROPERTY_LIST_NEXT_CURSOR_HEADER = 'x-next-cursor';

export const propertyListQuerySchema = z.object({
  q: safeText(200)
    .trim()
    .optional()
    .describe('Case-insensitive text matched against the address and every property field'),
  status: listingStatusSchema.optional(),
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f-]{36}$/i, 'Invalid cursor')
    .optional()
    .describe(
      `Continue after the last property of a previous answer: the value of its ${PROPERTY_LIST_NEXT_CURSOR_HEADER} header`,
    ),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

export const propertyListSchema = z
  .array(propertyRecordSchema)
  .describe(
    `The caller's properties, newest first: all of them, unless they weigh more than ${PROPERTY_LIST_MAX_BYTES / 1024 / 1024} MB of JSON; then the newest up to that size, and the ${PROPERTY_LIST_NEXT_CURSOR_HEADER} header names the cursor of the rest`,
  );

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
  examples: z
    .number()
    .int()
    .describe("Rows skipped because their Status is 'example' (the template's sample row)"),
  total: z
    .number()
    .int()
    .describe(`Data rows in the file, at most ${CSV_MAX_ROWS.toLocaleString('en-US')}`),
});
export type PropertyUploadResult = z.infer<typeof propertyUploadResultSchema>;
