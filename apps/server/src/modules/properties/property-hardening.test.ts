import { randomUUID } from 'node:crypto';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ai-realty/shared/constants';
import {
  emptyProperty,
  PROPERTIES_PER_ACCOUNT_MAX,
  PROPERTY_LIST_MAX_BYTES,
  PROPERTY_LIST_NEXT_CURSOR_HEADER,
  PROPERTY_MAX_BYTES,
  type PropertyInput,
  type PropertyRecord,
  propertyBytes,
  propertySchema,
} from '@ai-realty/shared/schemas/property';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { timeOtherRequests } from '../../../test/time-other-requests.ts';
import { aiResponses, properties } from '../../db/schema.ts';
import { startWorkers } from '../../jobs/start-workers.ts';
import { listPropertiesJson } from './list-properties.ts';

// The attacks of a security review on the property data, each answered with the defended outcome:
// text that breaks storage or spoofs the screen, loose numbers, an account filling the server with
// properties or one huge import, an unverified account doing heavy work, a delete racing a paid
// generation, and an Idempotency-Key replayed after its property was deleted.

const HEADER = 'PropertyType,ListingType,Street,City,State,ZipCode,Price,Bedrooms,Bathrooms,SquareFootage';

function valid(overrides: Partial<PropertyInput['BasicInfo']> = {}): PropertyInput {
  return {
    BasicInfo: {
      PropertyType: 'Condo',
      ListingType: 'For Sale',
      Price: 350_000,
      Bedrooms: 2,
      Bathrooms: 2,
      SquareFootage: 1_400,
      Address: { Street: '12 Harbor Way', City: 'Portland', State: 'OR', ZipCode: '97201' },
      ...overrides,
    },
  };
}

async function multipart(content: string) {
  const form = new FormData();
  form.append('csvfile', new Blob([content], { type: 'text/csv' }), 'properties.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/property/create', headers, payload: payload as object });

async function upload(headers: Record<string, string>, content: string) {
  const body = await multipart(content);
  return t.app.inject({
    method: 'POST',
    url: '/api/property/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Fills the account up to `n` properties in one statement (the API would take minutes). */
async function fillTo(userId: string, n: number) {
  await t.deps.database.db.execute(sql`
    insert into properties (user_id, address, data, search_text)
    select ${userId}, 'Filler ' || i, '{}'::jsonb, '' from generate_series(1, ${n}) as i`);
}

describe('text that breaks storage or spoofs the screen', () => {
  it('answers 400 with the field, never 500, for a NUL byte in a property field', async () => {
    const { headers } = await createTestUser(t);
    const res = await create(headers, valid({ PropertyType: 'Condo\u0000; drop table' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys(res.json().fields)).toEqual(['BasicInfo.PropertyType']);
  });

  it('refuses right-to-left override and isolate characters that make a name display reversed', async () => {
    const { headers } = await createTestUser(t);
    for (const spoof of ['\u202Egnp.exe', 'a\u2066b', 'x\u202Ay']) {
      const res = await create(headers, {
        ...valid(),
        RealtorContact: { Name: spoof },
      });
      expect(res.statusCode, spoof).toBe(400);
      expect(res.json().fields).toHaveProperty(['RealtorContact.Name']);
    }
  });

  it('answers 400 for a NUL byte in the list search, never 500', async () => {
    const { headers } = await createTestUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/property/mylist?q=a%00b', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses hex strings, booleans, exponents and huge numbers, and still takes plain decimal strings', async () => {
    const { headers } = await createTestUser(t);
    for (const Price of ['0x1F', true, 1e308, '1e5', '']) {
      const res = await create(headers, valid({ Price: Price as number }));
      expect(res.statusCode, JSON.stringify(Price)).toBe(400);
      expect(res.json().fields).toHaveProperty(['BasicInfo.Price']);
    }
    const ok = await create(headers, valid({ Price: ' 425000 ' as unknown as number }));
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as PropertyRecord).property.BasicInfo.Price).toBe(425_000);
  });

  it('limits each field to its own length', async () => {
    const { headers } = await createTestUser(t);
    const res = await create(
      headers,
      valid({ Address: { ...valid().BasicInfo!.Address, City: 'x'.repeat(201) } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'BasicInfo.Address.City': 'Must be at most 200 characters' });
  });
});

describe('caps on what one account can store', () => {
  it(`refuses the property after ${PROPERTIES_PER_ACCOUNT_MAX.toLocaleString('en-US')} with 409 and a clear message`, async () => {
    const { user, headers } = await createTestUser(t);
    await fillTo(user.id, PROPERTIES_PER_ACCOUNT_MAX - 1);
    expect((await create(headers, valid())).statusCode).toBe(201);
    const refused = await create(headers, valid());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'You have reached the limit of 5,000 properties. Delete some to add more.',
      limit: PROPERTIES_PER_ACCOUNT_MAX,
    });
  });

  it('refuses a CSV import that would pass the cap, importing nothing', async () => {
    const { user, headers } = await createTestUser(t);
    await fillTo(user.id, PROPERTIES_PER_ACCOUNT_MAX - 1);
    const csv = `${HEADER}\nCondo,For Sale,1 A St,Reno,NV,89501,1,1,1,1\nCondo,For Sale,2 B St,Reno,NV,89501,1,1,1,1\n`;
    const res = await upload(headers, csv);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('would exceed the limit of 5,000 per account');
    const [{ n }] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.userId, user.id));
    expect(n).toBe(PROPERTIES_PER_ACCOUNT_MAX - 1);
  });

  it('refuses a CSV file over 5 MB with 413 and says so', async () => {
    const { headers } = await createTestUser(t);
    const row = `Condo,For Sale,1 A St,Reno,NV,89501,1,1,1,1,${'x'.repeat(1_000)}\n`;
    const csv = `${HEADER},Appliances\n${row.repeat(5_300)}`;
    expect(csv.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload(headers, csv);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      error: 'The CSV file is too large: at most 5 MB can be imported at once.',
    });
  });

  it('does not let an unverified account import CSV (403 EMAIL_VERIFICATION_REQUIRED)', async () => {
    const { headers } = await createTestUser(t, { verified: false });
    const res = await upload(headers, `${HEADER}\nCondo,For Sale,1 A St,Reno,NV,89501,1,1,1,1\n`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_REQUIRED' });
  });

  it('stores spreadsheet formulas from a CSV as text, not as formulas', async () => {
    const { headers } = await createTestUser(t);
    const csv =
      `${HEADER},Appliances,Parking,RealtorPhone\n` +
      'Condo,For Sale,1 A St,Reno,NV,89501,1,1,1,1,"=HYPERLINK(""http://evil.example"",""click"")",@SUM(A1),+1 775 555 0100\n';
    const res = await upload(headers, csv);
    expect(res.statusCode, res.body).toBe(200);
    const [record] = (
      await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers })
    ).json() as PropertyRecord[];
    expect(record.property.KeyFeatures.Appliances).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(record.property.KeyFeatures.Parking).toBe(`'@SUM(A1)`);
    // A phone number is no formula and stays as typed.
    expect(record.property.RealtorContact.Phone).toBe('+1 775 555 0100');
  });
});

describe('a maximal CSV import', () => {
  it('never holds up another user: read and checked in a worker thread, inserted in short batches', async () => {
    const importer = await createTestUser(t);
    const bystander = await createTestUser(t);
    // 5,000 rows of about 1 KB: the largest file the route takes (5 MB, 5,000 rows).
    const rows = Array.from(
      { length: CSV_MAX_ROWS },
      (_, i) =>
        `Condo,For Sale,${i + 1} Import Ave,Reno,NV,89501,"$${(300_000 + i).toLocaleString('en-US')}",2,2,"1,200","${'Bright home with a ""quoted"" porch, '.repeat(21)}","${'Walkable, near parks. '.repeat(7)}",active`,
    );
    const csv = `${HEADER},PropertyDescription,NeighborhoodDescription,Status\r\n${rows.join('\r\n')}\r\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(CSV_MAX_BYTES - 200_000);
    expect(Buffer.byteLength(csv)).toBeLessThanOrEqual(CSV_MAX_BYTES - 1_000);
    const body = await multipart(csv);

    const timer = timeOtherRequests(t, bystander.headers);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...importer.headers, ...body.headers },
      payload: body.payload,
    });
    const elapsed = performance.now() - started;
    const { waits, failures, longestLoopDelayMs } = await timer.stop();
    // No wait and no stall of the event loop longer than a second, or than a third of the import
    // where the whole suite's workers slow this machine: an import run in one piece on the loop would
    // stall it for all of its time.
    const limit = Math.max(1000, elapsed / 3);

    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toEqual({ created: CSV_MAX_ROWS, rejected: [], examples: 0, total: CSV_MAX_ROWS });
    expect(failures).toEqual([]);
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(limit);
    expect(longestLoopDelayMs).toBeLessThan(limit);
    // Newest first in file order, across the batches.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers: importer.headers })
    ).json();
    expect(list[0].address).toBe('1 Import Ave, Reno, NV 89501');
    expect(list[CSV_MAX_ROWS - 1].address).toBe(`${CSV_MAX_ROWS} Import Ave, Reno, NV 89501`);
  }, 120_000);
});

describe('a CSV import that fails part-way', () => {
  it('removes the rows it had already inserted', async () => {
    const { user, headers } = await createTestUser(t);
    const db = t.deps.database.db;
    // The database refuses one row near the end of the file, after several batches went in.
    await db.execute(
      sql.raw(`create function refuse_row() returns trigger language plpgsql as $$
        begin
          if new.address like '290 Fail Ave%' then raise exception 'disk full'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_row before insert on properties for each row execute function refuse_row()',
      ),
    );
    try {
      const rows = Array.from(
        { length: 300 },
        (_, i) =>
          `Condo,For Sale,${i + 1} Fail Ave,Reno,NV,89501,1,1,1,1,"${'Long description. '.repeat(50)}"`,
      );
      const res = await upload(headers, `${HEADER},PropertyDescription\n${rows.join('\n')}\n`);
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_row on properties'));
      await db.execute(sql.raw('drop function refuse_row()'));
    }
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.userId, user.id));
    expect(n).toBe(0);
  });
});

describe('an account that makes its property list as large as it can', () => {
  /** A valid property just under PROPERTY_MAX_BYTES: both descriptions and 21 custom fields full. */
  function heaviestProperty() {
    const property = propertySchema.parse({
      ...valid(),
      Descriptions: { PropertyDescription: 'd'.repeat(10_000), NeighborhoodDescription: 'n'.repeat(10_000) },
      CustomFields: Object.fromEntries(
        Array.from({ length: 21 }, (_, i) => [`Field ${i}`, 'c'.repeat(2_000)]),
      ),
    });
    expect(propertyBytes(property)).toBeGreaterThan(PROPERTY_MAX_BYTES - 4_096);
    expect(propertyBytes(property)).toBeLessThanOrEqual(PROPERTY_MAX_BYTES);
    return property;
  }

  it('refuses a property over the total size cap with 400 and the message on its longest text', async () => {
    const { headers } = await createTestUser(t);
    const res = await create(headers, {
      ...valid(),
      Descriptions: { PropertyDescription: 'd'.repeat(10_000), NeighborhoodDescription: 'n'.repeat(10_000) },
      CustomFields: Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`Field ${i}`, 'c'.repeat(2_000)]),
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().fields).toEqual({
      CustomFields: expect.stringMatching(
        /^This property is too large: \d+ KB of text in total, at most 64 KB/,
      ),
    });
  });

  it(`answers at most ${PROPERTY_LIST_MAX_BYTES / 1024 / 1024} MB at once, hands out the rest by cursor, and does not balloon memory`, async () => {
    const { user, headers } = await createTestUser(t);
    // The account at its cap, every property at the size cap: about 320 MB of JSON in all. The same
    // object is stored 5,000 times (its repeated text compresses, so the test database stays small).
    const heavy = { ...heaviestProperty(), BasicInfo: emptyProperty().BasicInfo };
    await t.deps.database.db.execute(sql`
      insert into properties (user_id, address, data, search_text, created_at)
      select ${user.id}, 'Heavy ' || i, ${JSON.stringify(heavy)}::jsonb, '', now() - make_interval(secs => i)
      from generate_series(1, ${PROPERTIES_PER_ACCOUNT_MAX}) as i`);

    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const pages: PropertyRecord[][] = [];
    let url = '/api/property/mylist';
    try {
      // The default call, then the next answer its cursor names.
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.rawPayload.length).toBeLessThanOrEqual(PROPERTY_LIST_MAX_BYTES);
        expect(res.rawPayload.length).toBeGreaterThan(PROPERTY_LIST_MAX_BYTES - 2 * PROPERTY_MAX_BYTES);
        pages.push(res.json());
        const cursor = res.headers[PROPERTY_LIST_NEXT_CURSOR_HEADER];
        expect(cursor).toEqual(expect.any(String));
        url = `/api/property/mylist?cursor=${encodeURIComponent(String(cursor))}`;
      }
    } finally {
      clearInterval(sampler);
    }
    // The second answer goes on exactly where the first stopped, newest first.
    const addresses = pages.flat().map((r) => r.address);
    expect(addresses).toEqual(Array.from({ length: addresses.length }, (_, i) => `Heavy ${i + 1}`));
    // One answer at a time is held (its text, its parsed copy for the canonical check, the reply),
    // not the 320 MB of the whole list.
    expect(peak - baseline).toBeLessThan(8 * PROPERTY_LIST_MAX_BYTES);
  }, 60_000);

  it('walks the whole list by cursor: every property once, newest first, each answer within its budget', async () => {
    const { user, headers } = await createTestUser(t);
    const property = JSON.stringify({ ...heaviestProperty(), BasicInfo: emptyProperty().BasicInfo });
    await t.deps.database.db.execute(sql`
      insert into properties (user_id, address, data, search_text, created_at)
      select ${user.id}, 'Walk ' || i, ${property}::jsonb, '', now() - make_interval(secs => i / 2)
      from generate_series(1, 40) as i`);
    // A budget of four properties, so the walk crosses ten pages (and ties on creation time).
    const budget = 4 * (PROPERTY_MAX_BYTES + 300);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 40; page++) {
      const answer = await listPropertiesJson(t.deps.database.db, user.id, { cursor }, budget);
      expect(Buffer.byteLength(answer.json)).toBeLessThanOrEqual(budget);
      seen.push(...(JSON.parse(answer.json) as PropertyRecord[]).map((r) => r.address));
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    expect(new Set(seen).size).toBe(40);
    expect(seen).toHaveLength(40);
    const defaultList = await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers });
    expect(defaultList.headers[PROPERTY_LIST_NEXT_CURSOR_HEADER]).toBeUndefined();
    expect((defaultList.json() as PropertyRecord[]).map((r) => r.address)).toEqual(seen);
  });

  it('answers a malformed cursor with 400, not 500', async () => {
    const { headers } = await createTestUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/property/mylist?cursor=1;drop', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('deleting a property while its generation is pending', () => {
  it('hides it at once, refunds the generation when it settles, then removes it', async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const property = (await create(headers, valid())).json() as PropertyRecord;
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers,
      payload: { propertyId: property.id, generationType: 'keywords' },
    });
    expect(generate.statusCode, generate.body).toBe(200);
    const { responseID } = generate.json();
    expect(await creditsOf(t, user.id)).toBe(4);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/property/${property.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/property/get/${property.id}`, headers })).statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/property/mylist', headers })).json();
    expect(list.map((p: PropertyRecord) => p.id)).not.toContain(property.id);
    // The paid response is still there for the worker to settle.
    const db = t.deps.database.db;
    expect(await db.select().from(aiResponses).where(eq(aiResponses.id, responseID))).toHaveLength(1);

    await startWorkers(t.deps);
    const started = Date.now();
    while ((await db.select().from(properties).where(eq(properties.id, property.id))).length > 0) {
      if (Date.now() - started > 20_000) throw new Error('the deleted property was never removed');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await creditsOf(t, user.id)).toBe(5);
    expect(await db.select().from(aiResponses).where(eq(aiResponses.id, responseID))).toEqual([]);
  });

  it('answers 409, not 500, when an Idempotency-Key is reused after its property was deleted', async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const deleted = (await create(headers, valid())).json() as PropertyRecord;
    const other = (await create(headers, valid())).json() as PropertyRecord;
    const key = randomUUID();
    const generate = (propertyId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai/generate',
        headers: { ...headers, 'idempotency-key': key },
        payload: { propertyId, generationType: 'keywords' },
      });
    const first = await generate(deleted.id);
    expect(first.statusCode, first.body).toBe(200);
    // Settled, so the delete removes the property and its response; the key's spend stays in the ledger.
    await t.deps.database.db
      .update(aiResponses)
      .set({ status: 'Complete' })
      .where(and(eq(aiResponses.id, first.json().responseID), eq(aiResponses.userId, user.id)));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/property/${deleted.id}`, headers })).statusCode,
    ).toBe(200);
    const again = await generate(other.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await creditsOf(t, user.id)).toBe(4);
  });
});
