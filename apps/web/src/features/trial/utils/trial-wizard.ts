import { emptyProperty, type Property, validateProperty } from '@ai-realty/shared/schemas/property';
import { z } from 'zod';

// The trial wizard (docs/product/trial.md#the-wizard): its choice lists, the rule of each step, and
// the property object the answers make.

export const TRIAL_PROPERTY_TYPES = [
  'Single Family Home',
  'Condo',
  'Townhouse',
  'Multi-Family',
  'Commercial',
] as const;

/** Each key feature and the section of the property object it describes. */
const FEATURE_SECTIONS = {
  'Updated Kitchen': 'Renovations',
  'Hardwood Floors': 'FlooringType',
  Fireplace: 'ArchitecturalDetails',
  Garage: 'Parking',
  Pool: 'OutdoorSpaces',
  Garden: 'OutdoorSpaces',
  Balcony: 'OutdoorSpaces',
  'Walk-in Closet': 'ArchitecturalDetails',
  'Home Office': 'ArchitecturalDetails',
  'Finished Basement': 'Renovations',
  'Central Air': 'HeatingCooling',
  'New Roof': 'Renovations',
  'Updated Bathrooms': 'Renovations',
  'Large Yard': 'OutdoorSpaces',
  'Corner Lot': 'OutdoorSpaces',
} as const satisfies Record<string, keyof Property['KeyFeatures']>;
export type TrialFeature = keyof typeof FEATURE_SECTIONS;
export const TRIAL_FEATURES = Object.keys(FEATURE_SECTIONS) as TrialFeature[];

export const TRIAL_AMENITIES = [
  'Gym',
  'Pool',
  'Spa',
  'Tennis Court',
  'Basketball Court',
  'Clubhouse',
  'Business Center',
  'Concierge',
  'Security',
  'Parking',
  'Elevator',
  'Storage',
  'Pet Friendly',
  'Furnished',
  'Utilities Included',
] as const;

export const TRIAL_STEPS = [
  { title: 'Property Address', description: 'Where is the property?' },
  { title: 'Property Details', description: 'Type, price and size.' },
  { title: 'Key Features', description: 'What makes it stand out? Choose at least one.' },
  { title: 'Amenities', description: 'What comes with it? Choose at least one.' },
  { title: 'Marketing Keywords', description: 'Words buyers search for, separated by commas.' },
] as const;

export function emptyTrialWizard(): TrialWizardData {
  return {
    basicInfo: {
      address: { street: '', city: '', state: '', zipCode: '' },
      propertyType: '',
      price: '',
      bedrooms: '',
      bathrooms: '',
      squareFootage: '',
      yearBuilt: '',
    },
    keyFeatures: { features: [] },
    amenities: { amenities: [] },
    marketing: { keywords: '' },
  };
}

export const STEP_INCOMPLETE = 'Please fill in all required fields before continuing.';
export const WIZARD_INCOMPLETE = 'Please fill in all required fields before completing.';

/** Comma-separated keywords, trimmed, empties dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

const filled = z.string().refine((v) => v.trim() !== '', STEP_INCOMPLETE);
const aboveZero = z.string().refine((v) => v.trim() !== '' && Number(v) > 0, STEP_INCOMPLETE);

/**
 * The wizard's answers as the form holds them (numbers as typed) and what each step needs. The
 * property they make is then checked by the shared property rules (`firstPropertyProblem`).
 */
export const trialWizardSchema = z.object({
  basicInfo: z.object({
    address: z.object({ street: filled, city: filled, state: filled, zipCode: filled }),
    propertyType: filled,
    price: aboveZero,
    bedrooms: aboveZero,
    bathrooms: aboveZero,
    squareFootage: z.string(),
    yearBuilt: z.string(),
  }),
  keyFeatures: z.object({ features: z.array(z.string()).min(1, STEP_INCOMPLETE) }),
  amenities: z.object({ amenities: z.array(z.string()).min(1, STEP_INCOMPLETE) }),
  marketing: z.object({
    keywords: z.string().refine((v) => parseKeywords(v).length > 0, STEP_INCOMPLETE),
  }),
});
export type TrialWizardData = z.infer<typeof trialWizardSchema>;

/** The form fields each step checks, step 1 first. */
export const TRIAL_STEP_FIELDS = [
  ['basicInfo.address'],
  ['basicInfo.propertyType', 'basicInfo.price', 'basicInfo.bedrooms', 'basicInfo.bathrooms'],
  ['keyFeatures.features'],
  ['amenities.amenities'],
  ['marketing.keywords'],
] as const satisfies readonly (readonly string[])[];

/** Whether step `step` (1 to 5) has what it needs. */
export function isStepComplete(data: TrialWizardData, step: number): boolean {
  const result = trialWizardSchema.safeParse(data);
  if (result.success) return true;
  const fields: readonly string[] = TRIAL_STEP_FIELDS[step - 1];
  return !result.error.issues.some((issue) => {
    const path = issue.path.join('.');
    return fields.some((field) => path === field || path.startsWith(`${field}.`));
  });
}

const number = (v: string) => (v.trim() === '' ? 0 : Number(v));

/** The property object of the answers, ready for `POST /trial/property/create`. */
export function trialWizardToProperty(data: TrialWizardData): Property {
  const property = emptyProperty();
  const b = data.basicInfo;
  property.BasicInfo = {
    ...property.BasicInfo,
    Address: {
      Street: b.address.street.trim(),
      City: b.address.city.trim(),
      State: b.address.state.trim().toUpperCase(),
      ZipCode: b.address.zipCode.trim(),
    },
    PropertyType: b.propertyType,
    ListingType: 'For Sale',
    Price: number(b.price),
    Bedrooms: number(b.bedrooms),
    Bathrooms: number(b.bathrooms),
    SquareFootage: number(b.squareFootage),
  };
  property.HistoricalInfo.YearBuilt = number(b.yearBuilt);
  for (const feature of data.keyFeatures.features) {
    const section = FEATURE_SECTIONS[feature as TrialFeature];
    if (!section) continue;
    const current = property.KeyFeatures[section];
    property.KeyFeatures[section] = current ? `${current}, ${feature}` : feature;
  }
  property.Amenities.Onsite = data.amenities.amenities.join(', ');
  property.SEO.Keywords = parseKeywords(data.marketing.keywords);
  return property;
}

/** The step each rule of the property object belongs to, for a refused value (a 3-letter state). */
export function firstPropertyProblem(property: Property): { step: number; message: string } | null {
  const [path, message] = Object.entries(validateProperty(property))[0] ?? [];
  if (!path || !message) return null;
  return { step: path.startsWith('BasicInfo.Address') ? 1 : 2, message };
}
