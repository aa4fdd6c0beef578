import { csvTemplate } from '@ai-realty/shared/csv-template';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { properties } from '../../db/schema.ts';

/** A real multipart body, as a browser's FormData would send it. */
async function multipart(
  parts: Record<string, { content: string | Uint8Array<ArrayBuffer>; filename?: string } | string>,
) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([part.content], { type: 'text/csv' }), part.filename ?? 'properties.csv');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const HEADER = 'PropertyType,ListingType,Street,City,State,ZipCode,Price,Bedrooms,Bathrooms,SquareFootage';

describe('POST /property/upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function upload(
    headers: Record<string, string>,
    content: string | Uint8Array<ArrayBuffer>,
    field = 'csvfile',
  ) {
    const body = await multipart({ [field]: { content } });
    return t.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  async function listOf(headers: Record<string, string>): Promise<PropertyRecord[]> {
    return (await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers })).json();
  }

  it('imports a valid file: BOM, CRLF, any header case, quoted fields, $ and thousands separators', async () => {
    const { headers } = await createTestUser(t);
    const csv =
      '\uFEFFpropertytype,LISTING TYPE,Street,city,State,Zip Code,Price,Bedrooms,Bathrooms,Square Footage,Keywords,Appliances,Status,YearBuilt,HOAFees,Lot Shape\r\n' +
      'Single Family Home,For Sale,"12 Oak St, Unit 2",Austin,tx,78701,"$425,000",3,2,"1,850",garden; quiet street | garage,"Fridge, ""smart"" oven",pending,1998,$120,Corner\r\n' +
      'Condo,For Rent,400 Lake Dr,Chicago,IL,60601,2100,1,1,700,,,,,,\r\n' +
      '\r\n' +
      'Townhouse,Coming Soon,9 Elm Ct,Denver,CO,80202,,,,,,"Gas range\r\nDishwasher",SOLD,,,\r\n';
    const res = await upload(headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 3, rejected: [], examples: 0, total: 3 });

    const list = await listOf(headers);
    // Newest first lists an import in file order.
    expect(list.map((p) => p.address)).toEqual([
      '12 Oak St, Unit 2, Austin, TX 78701',
      '400 Lake Dr, Chicago, IL 60601',
      '9 Elm Ct, Denver, CO 80202',
    ]);
    expect(list.map((p) => p.status)).toEqual(['pending', 'active', 'sold']);
    const [first, , third] = list;
    expect(first.property.BasicInfo).toMatchObject({
      PropertyType: 'Single Family Home',
      ListingType: 'For Sale',
      Price: 425_000,
      Bedrooms: 3,
      Bathrooms: 2,
      SquareFootage: 1_850,
    });
    expect(first.property.SEO.Keywords).toEqual(['garden', 'quiet street', 'garage']);
    expect(first.property.KeyFeatures.Appliances).toBe('Fridge, "smart" oven');
    expect(first.property.HistoricalInfo.YearBuilt).toBe(1998);
    expect(first.property.LegalCompliance.HOAFees).toBe(120);
    expect(first.property.CustomFields).toEqual({ 'Lot Shape': 'Corner' });
    expect(third.property.KeyFeatures.Appliances).toBe('Gas range\nDishwasher');
    expect(third.property.SEO.Keywords).toEqual([]);
    expect(third.property.BasicInfo.Price).toBe(0);
  });

  it("never imports the template's sample row, and imports it once its status says otherwise", async () => {
    const { headers } = await createTestUser(t);
    const asDownloaded = await upload(headers, csvTemplate());
    expect(asDownloaded.json()).toEqual({ created: 0, rejected: [], examples: 1, total: 1 });
    expect(await listOf(headers)).toEqual([]);

    const res = await upload(headers, csvTemplate().replace(/,example\r\n$/, ',active\r\n'));
    expect(res.json()).toEqual({ created: 1, rejected: [], examples: 0, total: 1 });
    const [record] = await listOf(headers);
    expect(record.property.BasicInfo).toMatchObject({ Bathrooms: 2.5, LotSize: 0.25, GarageSpaces: 2 });
    expect(record.address).toBe('123 Maple Street, Springfield, IL 62704');
    expect(record.property.RealtorContact).toEqual({
      Name: 'Jane Smith',
      Phone: '(555) 123-4567',
      Email: 'jane@example.com',
      AgencyName: 'Prairie Realty',
    });
  });

  it('imports the valid rows and reports every bad row with its line number and reason', async () => {
    const { headers } = await createTestUser(t);
    const year = new Date().getFullYear();
    const csv = [
      `${HEADER},YearBuilt,Status`, // line 1
      'Condo,For Sale,1 Good St,Reno,NV,89501,300000,2,2,900,2001,', // line 2
      'Condo,For Sale,"2 Multi',
      'Line St",Reno,NV,89501,1,1,1,1,,', // record on lines 3-4, valid
      ',For Sale,,Reno,NV,89501,1,1,1,1,,', // line 5
      'Condo,For Sale,6 Neg St,Reno,NV,89501,-5,abc,1,1,,', // line 6
      'Condo,For Sale,7 State St,Reno,Nevada,89501,1,1,1,1,,', // line 7
      `Condo,For Sale,8 Year St,Reno,NV,89501,1,1,1,1,${year + 1},`, // line 8
      'Condo,For Sale,9 Status St,Reno,NV,89501,1,1,1,1,,archived', // line 9
      'Condo,For Sale,10 Wide St,Reno,NV,89501,1,1,1,1,,,extra', // line 10
      '', // line 11 (blank, skipped)
      'Condo,For Sale,12 Good St,Reno,NV,89501,$1,1,1,1,,sold', // line 12
    ].join('\r\n');
    const res = await upload(headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 3,
      examples: 0,
      total: 9,
      rejected: [
        { line: 5, reason: 'Property type is required; Street address is required' },
        { line: 6, reason: 'Price must be a positive number; Bedrooms must be a positive number' },
        { line: 7, reason: 'State must be 2 letters' },
        { line: 8, reason: `Year built must be between 1800 and ${year}` },
        { line: 9, reason: 'Status must be one of active, pending, sold' },
        { line: 10, reason: 'Row has 13 values but the header has 12 columns' },
      ],
    });
    const list = await listOf(headers);
    expect(list.map((p) => p.address)).toEqual([
      '1 Good St, Reno, NV 89501',
      '2 Multi\nLine St, Reno, NV 89501',
      '12 Good St, Reno, NV 89501',
    ]);
  });

  it('reads an MLS-style export: its headers, $1.2M prices and its status words', async () => {
    const { headers } = await createTestUser(t);
    const csv = [
      'Property Type,Sale Type,Street Address,City,State,Postal Code,List Price,BR,Baths Total,Living Area,Yr Blt,Standard Status,Public Remarks',
      'Single Family Home,For Sale,14 Birch Ln,Boise,ID,83702,$1.2M,4,3.5,"2,900",2004,Closed,Corner lot with mature trees.',
      'Condo,For Sale,8 Pine St,Boise,ID,83702,"$489,900",2,2,1100,2019,Active Under Contract,',
    ].join('\n');
    const res = await upload(headers, csv);
    expect(res.json()).toEqual({ created: 2, rejected: [], examples: 0, total: 2 });
    const [birch, pine] = await listOf(headers);
    expect(birch.status).toBe('sold');
    expect(birch.property.BasicInfo).toMatchObject({
      Price: 1_200_000,
      Bedrooms: 4,
      Bathrooms: 3.5,
      SquareFootage: 2900,
    });
    expect(birch.property.HistoricalInfo.YearBuilt).toBe(2004);
    expect(birch.property.Descriptions.PropertyDescription).toBe('Corner lot with mature trees.');
    expect(pine.status).toBe('pending');
    expect(pine.property.BasicInfo.Price).toBe(489_900);
  });

  it('reports a negative number in a row with the field message', async () => {
    const { headers } = await createTestUser(t);
    const res = await upload(headers, `${HEADER}\nCondo,For Sale,1 A St,Reno,NV,89501,-5,1,1,1\n`);
    expect(res.json()).toEqual({
      created: 0,
      examples: 0,
      total: 1,
      rejected: [{ line: 2, reason: 'Price must be a positive number' }],
    });
  });

  it.each([
    [
      'an unbalanced quote',
      `${HEADER}\nCondo,For Sale,"1 Open St,Reno,NV,89501,1,1,1,1\nCondo,For Sale,2 St,Reno,NV,89501,1,1,1,1\n`,
      /^The CSV file is malformed: a quoted value is never closed \(row starting on line 2\)$/,
    ],
    [
      'an unbalanced quote after good rows and a blank line',
      `${HEADER}\r\nCondo,For Sale,1 St,Reno,NV,89501,1,1,1,1\r\n\r\nCondo,For Sale,"4 Open St,Reno,NV,89501,1,1,1,1\r\nmore\r\n`,
      /^The CSV file is malformed: a quoted value is never closed \(row starting on line 4\)$/,
    ],
    [
      'a misplaced quote',
      `${HEADER}\nCondo,For Sale,1 "Odd" St,Reno,NV,89501,1,1,1,1\n`,
      /quote is misplaced \(line 2\)/,
    ],
    [
      'missing required columns',
      'PropertyType,ListingType,Street,Price\nCondo,For Sale,1 St,5\n',
      /^The CSV file is missing required columns: City, State, ZipCode$/,
    ],
    [
      'a duplicate column',
      `${HEADER},city\nCondo,For Sale,1 St,Reno,NV,89501,1,1,1,1,Reno\n`,
      /^The CSV file has duplicate columns: City$/,
    ],
    ['an empty file', '', /^The CSV file is empty$/],
    ['a blank file', '\uFEFF\r\n\r\n  \n', /^The CSV file is empty$/],
    ['a header without rows', `${HEADER}\r\n`, /^The CSV file has a header row but no properties$/],
    [
      'a binary file',
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02, 0xff, 0x00, 0x10]),
      /^The file is not a CSV text file$/,
    ],
  ])('answers 400 VALIDATION_ERROR with a clear message for %s', async (_name, content, message) => {
    const { user, headers } = await createTestUser(t);
    const res = await upload(headers, content);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toMatch(message);
    expect(body.fields).toEqual({ csvfile: body.error });
    const [{ n }] = await t.deps.database.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.userId, user.id));
    expect(n).toBe(0);
  });

  it('answers 400 when the csvfile field is missing or the request is not multipart', async () => {
    const { headers } = await createTestUser(t);
    const wrongField = await upload(
      headers,
      `${HEADER}\nCondo,For Sale,1 St,Reno,NV,89501,1,1,1,1\n`,
      'file',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Please choose a CSV file to upload (form field csvfile)',
    });

    const onlyText = await multipart({ note: 'no file here' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...headers, ...onlyText.headers },
      payload: onlyText.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('VALIDATION_ERROR');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers,
      payload: { csvfile: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('VALIDATION_ERROR');
  });

  function generatedCsv(rows: number): string {
    const lines = [`${HEADER},PropertyDescription,Keywords,Status`];
    for (let i = 1; i <= rows; i++) {
      lines.push(
        `Single Family Home,For Sale,${i} Generated Ave,Springfield,IL,62704,"$${(200_000 + i).toLocaleString('en-US')}",3,2,"1,${String(i % 1000).padStart(3, '0')}","Home number ${i}, with a ""quoted"" porch",bench;csv,${['active', 'pending', 'sold'][i % 3]}`,
      );
    }
    return `${lines.join('\r\n')}\r\n`;
  }

  it('imports 5,000 rows in one upload', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await upload(headers, generatedCsv(5_000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 5_000, rejected: [], examples: 0, total: 5_000 });
    // (How long it takes is measured by bench/properties-api.ts, against its budget.)
    const [{ n }] = await t.deps.database.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.userId, user.id));
    expect(n).toBe(5_000);
    const list = await listOf(headers);
    expect(list).toHaveLength(5_000);
    expect(list[0].address).toBe('1 Generated Ave, Springfield, IL 62704');
    expect(list[0].property.BasicInfo.Price).toBe(200_001);
    expect(list[4_999].address).toBe('5000 Generated Ave, Springfield, IL 62704');
  }, 60_000);

  it('refuses more than 5,000 rows with a clear message and imports nothing', async () => {
    const { user, headers } = await createTestUser(t);
    const res = await upload(headers, generatedCsv(5_001));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'The CSV file has 5,001 rows; at most 5,000 can be imported at once',
    });
    const [{ n }] = await t.deps.database.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.userId, user.id));
    expect(n).toBe(0);
  }, 60_000);
});
