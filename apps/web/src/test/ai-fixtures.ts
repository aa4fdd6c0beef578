import type { AiResponse, FollowUpPrompt } from '@ai-realty/shared/schemas/ai';
import type { User } from '@ai-realty/shared/schemas/auth';
import { emptyProperty, type PropertyRecord } from '@ai-realty/shared/schemas/property';

// Builders of API answers for web tests of AI generation, responses, follow-ups and the dashboard.

export const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';

export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 'user-1',
    fullName: 'Dana Realtor',
    email: 'dana@example.com',
    isEmailVerified: true,
    lastLoginAt: null,
    credits: 10,
    requestCount: 0,
    propertyCount: 1,
    userPermissions: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    mlsRemarksLimit: 1000,
    ...over,
  };
}

export function makeProperty(over: { id?: string; address?: string; price?: number; beds?: number } = {}) {
  const property = emptyProperty();
  property.BasicInfo.PropertyType = 'Condo';
  property.BasicInfo.Price = over.price ?? 450000;
  property.BasicInfo.Bedrooms = over.beds ?? 2;
  property.BasicInfo.Bathrooms = 2;
  property.BasicInfo.Address = { Street: '12 Harbor Way', City: 'Portland', State: 'ME', ZipCode: '04101' };
  const record: PropertyRecord = {
    id: over.id ?? PROPERTY_ID,
    address: over.address ?? '12 Harbor Way, Portland, ME 04101',
    status: 'active',
    property,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  return record;
}

export const OPTIONS = [
  {
    name: 'listing_description',
    title: 'Listing Description',
    description: 'MLS remarks.',
    price: 1,
    category: 'Basic Content',
  },
  {
    name: 'keywords',
    title: 'SEO Keywords',
    description: 'Search phrases.',
    price: 1,
    category: 'Basic Content',
  },
  {
    name: 'market_analysis',
    title: 'Market Analysis',
    description: 'Positioning.',
    price: 3,
    category: 'Market Intelligence',
  },
  {
    name: 'roi_analysis',
    title: 'ROI Analysis',
    description: 'Returns.',
    price: 3,
    category: 'Financial Analysis',
  },
  {
    name: 'buyer_persona',
    title: 'Buyer Personas',
    description: 'Personas.',
    price: 2,
    category: 'Sales & Marketing',
  },
  {
    name: 'open_house_script',
    title: 'Open House Script',
    description: 'A walk-through.',
    price: 2,
    category: 'Events',
  },
];

export function makeResponse(over: Partial<AiResponse> = {}): AiResponse {
  return {
    ID: 'r1',
    PropertyID: PROPERTY_ID,
    Type: 'ListingDescription',
    Address: '12 Harbor Way, Portland, ME 04101',
    Response: '# Harbor views\n\nA **bright** two-bedroom condo steps from the water.',
    Prompt: null,
    Time: '2025-03-01T10:00:00.000Z',
    Status: 'Complete',
    ErrorMessage: null,
    Writer: 'builtin',
    GenerationType: 'listing_description',
    Tone: 'professional',
    Findings: [],
    ...over,
  };
}

export function makeFollowUp(over: Partial<FollowUpPrompt> = {}): FollowUpPrompt {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Instagram carousel',
    description: 'Turn the description into a five-slide carousel.',
    generationType: 'social_media',
    creativeAngle: 'Lifestyle by the harbor',
    expectedOutcome: 'More saves and DMs',
    targetAudience: 'Young professionals',
    relevanceScore: 8,
    propertySpecific: true,
    ...over,
  };
}
