import { z } from 'zod';
import { LISTING_STATUSES, YEAR_BUILT_MIN } from '../constants.ts';

// The property object of core-area section 3. One schema, used by the server to validate and store,
// by the web forms, and by the PDF extractor's structured output.

const text = z.string().max(10_000).default('');
const nonNegative = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((v) => Number.isFinite(v), message)
    .refine((v) => v >= 0, message)
    .default(0);

export const addressSchema = z.object({
  Street: text,
  City: text,
  State: z.string().max(2, 'State must be 2 characters').default(''),
  ZipCode: text,
});

export const basicInfoSchema = z.object({
  PropertyType: text,
  ListingType: text,
  Price: nonNegative('Price must be a positive number'),
  Bedrooms: nonNegative('Bedrooms must be a positive number').transform((v) => Math.trunc(v)),
  Bathrooms: nonNegative('Bathrooms must be a positive number').transform((v) => Math.trunc(v)),
  SquareFootage: nonNegative('Square footage must be a positive number'),
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
  SEO: z.object({ Keywords: z.array(z.string().trim().min(1).max(200)).max(100).default([]) }).prefault({}),
  LegalCompliance: z
    .object({ HOAFees: nonNegative('HOA fees must be a positive number'), ZoningInfo: text })
    .prefault({}),
  HistoricalInfo: z
    .object({
      YearBuilt: z.coerce
        .number({ error: 'Year built must be a number' })
        .int('Year built must be a whole number')
        .refine((v) => v === 0 || v >= YEAR_BUILT_MIN, `Year built must be ${YEAR_BUILT_MIN} or later`)
        .refine((v) => v <= new Date().getFullYear(), 'Year built cannot be in the future')
        .default(0),
      HistoricalDetails: text,
    })
    .prefault({}),
  ConditionMaintenance: z.object({ Inspections: text, MaintenanceHistory: text }).prefault({}),
  CustomFields: z.record(z.string(), z.string().max(10_000)).default({}),
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
 * A stored value may be an object or a JSON string; a broken one yields the empty structure
 * (core-area section 3).
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
  const parsed = propertySchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : emptyProperty();
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

export type PropertyFieldErrors = Record<string, string>;

/** Field errors keyed by dotted path (`BasicInfo.Address.Street`). Empty when valid. */
export function validateProperty(property: Property): PropertyFieldErrors {
  const errors: PropertyFieldErrors = {};
  const b = property.BasicInfo;
  if (!b.PropertyType.trim()) errors['BasicInfo.PropertyType'] = REQUIRED_FIELD_MESSAGES.PropertyType;
  if (!b.ListingType.trim()) errors['BasicInfo.ListingType'] = REQUIRED_FIELD_MESSAGES.ListingType;
  if (!b.Address.Street.trim()) errors['BasicInfo.Address.Street'] = REQUIRED_FIELD_MESSAGES.Street;
  if (!b.Address.City.trim()) errors['BasicInfo.Address.City'] = REQUIRED_FIELD_MESSAGES.City;
  if (!b.Address.State.trim()) errors['BasicInfo.Address.State'] = REQUIRED_FIELD_MESSAGES.State;
  else if (!/^[A-Za-z]{2}$/.test(b.Address.State.trim()))
    errors['BasicInfo.Address.State'] = 'State must be 2 letters';
  if (!b.Address.ZipCode.trim()) errors['BasicInfo.Address.ZipCode'] = REQUIRED_FIELD_MESSAGES.ZipCode;
  if (b.Price < 0) errors['BasicInfo.Price'] = 'Price must be a positive number';
  if (b.Bedrooms < 0) errors['BasicInfo.Bedrooms'] = 'Bedrooms must be a positive number';
  if (b.Bathrooms < 0) errors['BasicInfo.Bathrooms'] = 'Bathrooms must be a positive number';
  if (b.SquareFootage < 0) errors['BasicInfo.SquareFootage'] = 'Square footage must be a positive number';
  const year = property.HistoricalInfo.YearBuilt;
  if (year !== 0 && (year < YEAR_BUILT_MIN || year > new Date().getFullYear()))
    errors['HistoricalInfo.YearBuilt'] =
      `Year built must be between ${YEAR_BUILT_MIN} and ${new Date().getFullYear()}`;
  return errors;
}

/** "Street, City, ST ZIP" from the address section. */
export function formatAddress(property: Property): string {
  const a = property.BasicInfo.Address;
  const stateZip = [a.State.trim().toUpperCase(), a.ZipCode.trim()].filter(Boolean).join(' ');
  return [a.Street.trim(), a.City.trim(), stateZip].filter(Boolean).join(', ');
}

export const listingStatusSchema = z.enum(LISTING_STATUSES);

export const propertyRecordSchema = z.object({
  id: z.string(),
  address: z.string(),
  status: listingStatusSchema,
  property: propertySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;
