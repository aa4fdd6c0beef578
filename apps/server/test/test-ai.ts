import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { type PropertyInput, propertySchema } from '@ai-realty/shared/schemas/property';
import { asc, eq } from 'drizzle-orm';
import { creditLedger, properties } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

// Helpers for the AI generation tests: a property straight in the database (the properties API is a
// separate feature), waiting for a response to settle, and the user's ledger.

export const SAMPLE_PROPERTY: PropertyInput = {
  BasicInfo: {
    PropertyType: 'Single Family Home',
    ListingType: 'For Sale',
    Price: 525000,
    Bedrooms: 4,
    Bathrooms: 3,
    SquareFootage: 2450,
    Address: { Street: '1208 Alameda Dr', City: 'Austin', State: 'TX', ZipCode: '78704' },
  },
  KeyFeatures: {
    ArchitecturalDetails: 'Craftsman front porch, built-in bookshelves',
    Renovations: 'Kitchen remodeled in 2021, new roof in 2022',
    Appliances: 'Stainless steel appliances, gas range, quartz counters',
    FlooringType: 'Original oak hardwood',
    WindowFeatures: 'Double-pane windows',
    HeatingCooling: 'Central air, gas furnace',
    OutdoorSpaces: 'Covered back deck, fenced yard with mature pecan trees',
    Parking: 'Detached two-car garage',
  },
  Amenities: { Onsite: '', Nearby: 'Zilker Park, South Congress shops and restaurants, MetroRapid bus line' },
  Environmental: { Features: 'Solar panels' },
  Descriptions: {
    PropertyDescription:
      'Sunlit living room with a wood-burning fireplace. The home office overlooks the yard.',
    NeighborhoodDescription:
      'Travis Heights is a tree-lined neighborhood of older homes close to downtown. Residents walk to South Congress Avenue.',
  },
  SEO: { Keywords: ['Travis Heights craftsman'] },
  LegalCompliance: { HOAFees: 0, ZoningInfo: 'SF-3' },
  HistoricalInfo: { YearBuilt: 1938, HistoricalDetails: '' },
  RealtorContact: {
    Name: 'Dana Reyes',
    Phone: '512-555-0100',
    Email: 'dana@example.com',
    AgencyName: 'Hill Country Realty',
  },
};

export async function createTestProperty(t: TestApp, userId: string, input: PropertyInput = SAMPLE_PROPERTY) {
  const data = propertySchema.parse(input);
  const a = data.BasicInfo.Address;
  const address = `${a.Street}, ${a.City}, ${a.State} ${a.ZipCode}`;
  const [row] = await t.deps.database.db
    .insert(properties)
    .values({ userId, address, data, searchText: address.toLowerCase() })
    .returning();
  return row;
}

export async function getResponse(
  t: TestApp,
  headers: Record<string, string>,
  id: string,
): Promise<AiResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/responses/get/${id}`, headers });
  if (res.statusCode !== 200) throw new Error(`GET response ${id}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Polls the API until the response leaves Pending/Processing (or the condition holds). */
export async function waitForResponse(
  t: TestApp,
  headers: Record<string, string>,
  id: string,
  until: (r: AiResponse) => boolean = (r) => r.Status === 'Complete' || r.Status === 'Failed',
  timeoutMs = 20_000,
): Promise<AiResponse> {
  const started = Date.now();
  for (;;) {
    const r = await getResponse(t, headers, id);
    if (until(r)) return r;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Response ${id} still ${r.Status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForFollowUps(
  t: TestApp,
  headers: Record<string, string>,
  id: string,
  timeoutMs = 20_000,
) {
  const started = Date.now();
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/ai/follow-up/${id}`, headers });
    const body = res.json();
    if (body.status === 'complete' || body.status === 'failed') return body;
    if (Date.now() - started > timeoutMs) throw new Error(`Follow-ups of ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function ledgerOf(t: TestApp, userId: string) {
  return t.deps.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
}
