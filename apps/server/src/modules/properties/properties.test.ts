import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emptyProperty, type PropertyInput, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { aiResponses, followUpPrompts, properties } from '../../db/schema.ts';

type Headers = { authorization: string };

function sampleProperty(overrides: { street?: string; city?: string; price?: number } = {}): PropertyInput {
  return {
    BasicInfo: {
      PropertyType: 'Condo',
      ListingType: 'For Sale',
      Price: overrides.price ?? 350_000,
      Bedrooms: 2,
      Bathrooms: 2,
      SquareFootage: 1_400,
      Address: {
        Street: overrides.street ?? '12 Harbor Way',
        City: overrides.city ?? 'Portland',
        State: 'or',
        ZipCode: '97201',
      },
    },
    KeyFeatures: { Appliances: 'Induction range, wine fridge', Parking: 'Deeded garage space' },
    SEO: { Keywords: [' waterfront ', 'condo', '', 'Condo', 'views'] },
    HistoricalInfo: { YearBuilt: 2004 },
    RealtorContact: { Name: 'Jane Smith', Email: 'jane@example.com' },
  };
}

describe('properties API', () => {
  let t: TestApp;
  let owner: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await createTestUser(t)).headers;
    other = (await createTestUser(t)).headers;
  });
  afterAll(() => t.close());

  const create = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/property/create', headers, payload: payload as object });

  async function createOk(headers: Headers, payload: unknown = sampleProperty()): Promise<PropertyRecord> {
    const res = await create(headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  describe('create', () => {
    it('stores the property object and answers the record with its formatted address', async () => {
      const record = await createOk(owner);
      expect(record).toMatchObject({
        address: '12 Harbor Way, Portland, OR 97201',
        status: 'active',
        property: {
          BasicInfo: { PropertyType: 'Condo', Price: 350_000, Address: { State: 'OR' } },
          KeyFeatures: { Appliances: 'Induction range, wine fridge', Renovations: '' },
          Amenities: { Onsite: '', Nearby: '' },
          LegalCompliance: { HOAFees: 0, ZoningInfo: '' },
          CustomFields: {},
        },
      });
      // Keyword-chip rules: trimmed, no empties, no duplicates.
      expect(record.property.SEO.Keywords).toEqual(['waterfront', 'condo', 'views']);
      expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
      expect(record.updatedAt).toBe(record.createdAt);
    });

    it('accepts an optional top-level ListingStatus, kept out of the property object', async () => {
      const record = await createOk(owner, { ...sampleProperty(), ListingStatus: 'pending' });
      expect(record.status).toBe('pending');
      expect(record.property).not.toHaveProperty('ListingStatus');
      const [row] = await t.deps.database.db.select().from(properties).where(eq(properties.id, record.id));
      expect(row.data).not.toHaveProperty('ListingStatus');
    });

    it('rejects an unknown ListingStatus', async () => {
      const res = await create(owner, { ...sampleProperty(), ListingStatus: 'archived' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields).toHaveProperty('ListingStatus');
    });

    it('does not need a verified email, but needs a token', async () => {
      const unverified = await createTestUser(t, { verified: false });
      await createOk(unverified.headers);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/property/create',
        payload: sampleProperty() as object,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });
  });

  describe('validation (the wizard rules, with their documented messages)', () => {
    it('reports all six required fields at once, keyed by dotted path', async () => {
      const res = await create(owner, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Property type is required',
        code: 'VALIDATION_ERROR',
        fields: {
          'BasicInfo.PropertyType': 'Property type is required',
          'BasicInfo.ListingType': 'Listing type is required',
          'BasicInfo.Address.Street': 'Street address is required',
          'BasicInfo.Address.City': 'City is required',
          'BasicInfo.Address.State': 'State is required',
          'BasicInfo.Address.ZipCode': 'ZIP code is required',
        },
      });
    });

    it('treats whitespace-only required fields as missing', async () => {
      const p = sampleProperty();
      p.BasicInfo!.Address!.City = '   ';
      const res = await create(owner, p);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'BasicInfo.Address.City': 'City is required' });
    });

    it('rejects negative numbers with each field message', async () => {
      const p = sampleProperty();
      Object.assign(p.BasicInfo!, { Price: -1, Bedrooms: -1, Bathrooms: -2, SquareFootage: -10 });
      p.LegalCompliance = { HOAFees: -5 };
      const res = await create(owner, p);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'BasicInfo.Price': 'Price must be a positive number',
        'BasicInfo.Bedrooms': 'Bedrooms must be a positive number',
        'BasicInfo.Bathrooms': 'Bathrooms must be a positive number',
        'BasicInfo.SquareFootage': 'Square footage must be a positive number',
        'LegalCompliance.HOAFees': 'HOA fees must be a positive number',
      });
    });

    it('rejects a value that is not a number with the field message', async () => {
      const p = sampleProperty();
      (p.BasicInfo as Record<string, unknown>).Price = 'a lot';
      const res = await create(owner, p);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'BasicInfo.Price': 'Price must be a positive number' });
    });

    it('accepts numbers sent as strings and zero', async () => {
      const p = sampleProperty();
      Object.assign(p.BasicInfo!, { Price: '0', Bedrooms: '3', SquareFootage: 0 });
      const record = await createOk(owner, p);
      expect(record.property.BasicInfo).toMatchObject({ Price: 0, Bedrooms: 3, SquareFootage: 0 });
    });

    it('requires whole bedrooms and bathrooms in half steps', async () => {
      const p = sampleProperty();
      Object.assign(p.BasicInfo!, { Bedrooms: 2.5, Bathrooms: 1.25, GarageSpaces: 1.5 });
      const res = await create(owner, p);
      expect(res.json().fields).toEqual({
        'BasicInfo.Bedrooms': 'Bedrooms must be a whole number',
        'BasicInfo.Bathrooms': 'Bathrooms must be a whole or half number (e.g. 2.5)',
        'BasicInfo.GarageSpaces': 'Garage spaces must be a whole number',
      });
    });

    it('keeps half baths and the optional lot, garage and unit fields', async () => {
      const p = sampleProperty();
      Object.assign(p.BasicInfo!, {
        Bathrooms: 2.5,
        LotSize: '0.3',
        LotSizeUnit: 'acres',
        GarageSpaces: 2,
        Units: 0,
      });
      const record = await createOk(owner, p);
      expect(record.property.BasicInfo).toMatchObject({
        Bathrooms: 2.5,
        LotSize: 0.3,
        LotSizeUnit: 'acres',
        GarageSpaces: 2,
        Units: 0,
      });
    });

    it('requires State to be two letters', async () => {
      for (const State of ['CAL', 'C', '1A']) {
        const p = sampleProperty();
        p.BasicInfo!.Address!.State = State;
        const res = await create(owner, p);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ 'BasicInfo.Address.State': 'State must be 2 letters' });
      }
    });

    it('accepts Year Built from 1800 to the current year, or 0 for unknown', async () => {
      const year = new Date().getFullYear();
      const message = `Year built must be between 1800 and ${year}`;
      for (const YearBuilt of [1799, year + 1]) {
        const res = await create(owner, { ...sampleProperty(), HistoricalInfo: { YearBuilt } });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ 'HistoricalInfo.YearBuilt': message });
      }
      const fractional = await create(owner, { ...sampleProperty(), HistoricalInfo: { YearBuilt: 1990.5 } });
      expect(fractional.json().fields).toEqual({
        'HistoricalInfo.YearBuilt': 'Year built must be a whole number',
      });
      for (const YearBuilt of [0, 1800, year]) {
        const record = await createOk(owner, { ...sampleProperty(), HistoricalInfo: { YearBuilt } });
        expect(record.property.HistoricalInfo.YearBuilt).toBe(YearBuilt);
      }
    });

    it('applies the same rules on update', async () => {
      const record = await createOk(owner);
      const p = sampleProperty();
      p.BasicInfo!.PropertyType = '';
      p.BasicInfo!.Price = -3;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/property/update/${record.id}`,
        headers: owner,
        payload: p as object,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'BasicInfo.PropertyType': 'Property type is required',
        'BasicInfo.Price': 'Price must be a positive number',
      });
    });
  });

  describe('list, get, update, delete', () => {
    it('lists only the caller’s properties, newest first, with search and status filters', async () => {
      const user = await createTestUser(t);
      const first = await createOk(user.headers, sampleProperty({ street: '1 First Ave', city: 'Austin' }));
      const second = await createOk(user.headers, {
        ...sampleProperty({ street: '2 Second St', city: 'Boston' }),
        KeyFeatures: { Appliances: 'Sub-Zero Refrigerator' },
        ListingStatus: 'sold',
      });
      await createOk(other, sampleProperty({ street: '3 Elsewhere Rd' }));

      const res = await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers: user.headers });
      expect(res.statusCode).toBe(200);
      const list: PropertyRecord[] = res.json();
      expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
      expect(list[0]).toEqual(second);

      const search = async (query: string) =>
        (
          await t.app.inject({ method: 'GET', url: `/api/property/mylist?${query}`, headers: user.headers })
        ).json() as PropertyRecord[];
      expect((await search('q=BOSTON')).map((p) => p.id)).toEqual([second.id]);
      expect((await search('q=sub-zero%20refrigerator')).map((p) => p.id)).toEqual([second.id]);
      expect((await search('q=350000')).map((p) => p.id)).toEqual([second.id, first.id]);
      expect(await search('q=100%25')).toEqual([]);
      expect((await search('status=sold')).map((p) => p.id)).toEqual([second.id]);
      expect((await search('status=active&q=austin')).map((p) => p.id)).toEqual([first.id]);
      expect(await search('q=elsewhere')).toEqual([]);
    });

    it('gets one property', async () => {
      const record = await createOk(owner);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/property/get/${record.id}`,
        headers: owner,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(record);
    });

    it('answers 404 for an unknown or malformed id, never 500', async () => {
      for (const id of [
        '6f1c2b9e-8d7a-4c3b-9e2f-1a2b3c4d5e6f',
        'not-a-uuid',
        '123',
        "1'; drop table properties;--",
      ]) {
        const url = encodeURIComponent(id);
        for (const req of [
          { method: 'GET' as const, url: `/api/property/get/${url}` },
          { method: 'PUT' as const, url: `/api/property/update/${url}`, payload: sampleProperty() as object },
          { method: 'DELETE' as const, url: `/api/property/${url}` },
        ]) {
          const res = await t.app.inject({ ...req, headers: owner });
          expect(res.statusCode, `${req.method} ${id}`).toBe(404);
          expect(res.json()).toEqual({ error: 'Property not found', code: 'NOT_FOUND' });
        }
      }
    });

    it('replaces the property on update, keeping the status unless one is given', async () => {
      const record = await createOk(owner, { ...sampleProperty(), ListingStatus: 'pending' });
      const changed = sampleProperty({ street: '99 New Rd', city: 'Salem', price: 410_000 });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/property/update/${record.id}`,
        headers: owner,
        payload: changed as object,
      });
      expect(res.statusCode).toBe(200);
      const updated: PropertyRecord = res.json();
      expect(updated).toMatchObject({
        id: record.id,
        address: '99 New Rd, Salem, OR 97201',
        status: 'pending',
      });
      expect(updated.property.BasicInfo.Price).toBe(410_000);
      expect(updated.createdAt).toBe(record.createdAt);
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(record.updatedAt).getTime(),
      );

      const sold = await t.app.inject({
        method: 'PUT',
        url: `/api/property/update/${record.id}`,
        headers: owner,
        payload: { ...changed, ListingStatus: 'sold' } as object,
      });
      expect(sold.json().status).toBe('sold');
      const fetched = await t.app.inject({
        method: 'GET',
        url: `/api/property/get/${record.id}`,
        headers: owner,
      });
      expect(fetched.json()).toMatchObject({ status: 'sold', address: '99 New Rd, Salem, OR 97201' });
      const found = await t.app.inject({
        method: 'GET',
        url: '/api/property/mylist?q=salem',
        headers: owner,
      });
      expect(found.json().map((p: PropertyRecord) => p.id)).toContain(record.id);
    });

    it('deletes a property with its AI responses and follow-ups', async () => {
      const user = await createTestUser(t);
      const record = await createOk(user.headers);
      const db = t.deps.database.db;
      const [response] = await db
        .insert(aiResponses)
        .values({
          userId: user.user.id,
          propertyId: record.id,
          generationType: 'listing',
          type: 'ListingDescription',
          status: 'Complete',
          cost: 1,
        })
        .returning();
      await db.insert(followUpPrompts).values({
        responseId: response.id,
        userId: user.user.id,
        propertyId: record.id,
        title: 't',
        description: 'd',
        generationType: 'listing',
        creativeAngle: 'a',
        expectedOutcome: 'o',
        targetAudience: 'buyers',
        relevanceScore: 5,
      });

      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/property/${record.id}`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Property deleted' });
      expect(await db.select().from(aiResponses).where(eq(aiResponses.propertyId, record.id))).toEqual([]);
      expect(
        await db.select().from(followUpPrompts).where(eq(followUpPrompts.responseId, response.id)),
      ).toEqual([]);

      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/property/${record.id}`,
        headers: user.headers,
      });
      expect(again.statusCode).toBe(404);
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/property/get/${record.id}`,
        headers: user.headers,
      });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('isolation between users', () => {
    it('never shows or changes another user’s property', async () => {
      const record = await createOk(owner, sampleProperty({ street: '7 Private Ln' }));
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/property/get/${record.id}`,
        headers: other,
      });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ error: 'Property not found', code: 'NOT_FOUND' });

      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/property/update/${record.id}`,
        headers: other,
        payload: { ...sampleProperty({ street: '1 Hijack St' }), ListingStatus: 'sold' } as object,
      });
      expect(update.statusCode).toBe(404);

      const del = await t.app.inject({ method: 'DELETE', url: `/api/property/${record.id}`, headers: other });
      expect(del.statusCode).toBe(404);

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/property/mylist?q=private',
        headers: other,
      });
      expect(list.json()).toEqual([]);

      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/property/get/${record.id}`,
        headers: owner,
      });
      expect(mine.json()).toEqual(record);
    });

    it('requires a token on every property call', async () => {
      for (const req of [
        { method: 'GET' as const, url: '/api/property/mylist' },
        { method: 'GET' as const, url: '/api/property/get/6f1c2b9e-8d7a-4c3b-9e2f-1a2b3c4d5e6f' },
        {
          method: 'PUT' as const,
          url: '/api/property/update/6f1c2b9e-8d7a-4c3b-9e2f-1a2b3c4d5e6f',
          payload: {},
        },
        { method: 'DELETE' as const, url: '/api/property/6f1c2b9e-8d7a-4c3b-9e2f-1a2b3c4d5e6f' },
        { method: 'POST' as const, url: '/api/property/upload' },
      ]) {
        const res = await t.app.inject(req);
        expect(res.statusCode, `${req.method} ${req.url}`).toBe(401);
      }
    });
  });

  describe('stored values', () => {
    it('parses a stored string and falls back to the empty structure for a broken one', async () => {
      const user = await createTestUser(t);
      const db = t.deps.database.db;
      const stored = JSON.stringify({ BasicInfo: { PropertyType: 'Land', Price: 90_000 } });
      const [asString] = await db
        .insert(properties)
        .values({ userId: user.user.id, address: 'Lot 4, Bend, OR', data: stored })
        .returning();
      const [broken] = await db
        .insert(properties)
        .values({ userId: user.user.id, address: 'Unknown', data: '{"BasicInfo": ' })
        .returning();

      const a = (
        await t.app.inject({ method: 'GET', url: `/api/property/get/${asString.id}`, headers: user.headers })
      ).json();
      expect(a.property.BasicInfo).toMatchObject({
        PropertyType: 'Land',
        Price: 90_000,
        Bedrooms: 0,
        ListingType: '',
      });
      expect(a.property.SEO.Keywords).toEqual([]);

      const b = await t.app.inject({
        method: 'GET',
        url: `/api/property/get/${broken.id}`,
        headers: user.headers,
      });
      expect(b.statusCode).toBe(200);
      expect(b.json().property.BasicInfo).toEqual(emptyProperty().BasicInfo);
      const [partial] = await db
        .insert(properties)
        .values({
          userId: user.user.id,
          address: '5 Partial Pl',
          data: { BasicInfo: { Price: 'n/a', Bedrooms: 4 }, SEO: { Keywords: ['a', 7] }, Unknown: true },
        })
        .returning();
      const p = (
        await t.app.inject({ method: 'GET', url: `/api/property/get/${partial.id}`, headers: user.headers })
      ).json();
      expect(p.property).not.toHaveProperty('Unknown');
      expect(p.property.BasicInfo).toMatchObject({ Price: 0, Bedrooms: 4, PropertyType: '' });
      expect(p.property.SEO.Keywords).toEqual([]);

      // The list passes canonical objects through and repairs the others exactly as get does.
      await createOk(user.headers);
      const list: PropertyRecord[] = (
        await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers: user.headers })
      ).json();
      expect(list).toHaveLength(4);
      for (const item of list) {
        const one = await t.app.inject({
          method: 'GET',
          url: `/api/property/get/${item.id}`,
          headers: user.headers,
        });
        expect(item).toEqual(one.json());
      }
    });

    it('migration 0005 gives stored objects the optional BasicInfo fields, keeping values already there', async () => {
      const user = await createTestUser(t);
      const db = t.deps.database.db;
      const before = emptyProperty();
      const { LotSize, LotSizeUnit, Units, GarageSpaces, ...oldBasic } = before.BasicInfo;
      const rows = await db
        .insert(properties)
        .values([
          {
            userId: user.user.id,
            address: 'Old',
            data: { ...before, BasicInfo: { ...oldBasic, Bathrooms: 2 } },
          },
          {
            userId: user.user.id,
            address: 'New',
            data: {
              ...before,
              BasicInfo: { ...before.BasicInfo, LotSize: 2, LotSizeUnit: 'sq ft', Units: 3 },
            },
          },
        ])
        .returning();
      const migration = readFileSync(
        fileURLToPath(new URL('../../db/migrations/0005_optional_property_fields.sql', import.meta.url)),
        'utf8',
      );
      await db.execute(sql.raw(migration));
      const stored = await db.select().from(properties).where(eq(properties.userId, user.user.id));
      const basic = (address: string) =>
        (stored.find((r) => r.address === address)?.data as typeof before | undefined)?.BasicInfo;
      expect(basic('Old')).toEqual({ ...before.BasicInfo, Bathrooms: 2 });
      expect(basic('New')).toEqual({ ...before.BasicInfo, LotSize: 2, LotSizeUnit: 'sq ft', Units: 3 });
      expect(rows).toHaveLength(2);
    });
  });
});
