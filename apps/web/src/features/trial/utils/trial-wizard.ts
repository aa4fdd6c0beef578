import { emptyProperty, type Property, validateProperty } from '@ai-realty/shared/schemas/property';

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

export type TrialWizardData = {
  basicInfo: {
    address: { street: string; city: string; state: string; zipCode: string };
    propertyType: string;
    price: string;
    bedrooms: string;
    bathrooms: string;
    squareFootage: string;
    yearBuilt: string;
  };
  keyFeatures: { features: string[] };
  amenities: { amenities: string[] };
  marketing: { keywords: string };
};

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

const positive = (v: string) => v.trim() !== '' && Number(v) > 0;

/** Whether step `step` (1 to 5) has what it needs. */
export function isStepComplete(data: TrialWizardData, step: number): boolean {
  const b = data.basicInfo;
  switch (step) {
    case 1:
      return [b.address.street, b.address.city, b.address.state, b.address.zipCode].every(
        (v) => v.trim() !== '',
      );
    case 2:
      return b.propertyType !== '' && positive(b.price) && positive(b.bedrooms) && positive(b.bathrooms);
    case 3:
      return data.keyFeatures.features.length > 0;
    case 4:
      return data.amenities.amenities.length > 0;
    default:
      return parseKeywords(data.marketing.keywords).length > 0;
  }
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
