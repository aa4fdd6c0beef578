import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHOTOS_PER_PROPERTY, type Photo, type PhotoList } from '@ai-realty/shared/schemas/photo';
import { emptyProperty } from '@ai-realty/shared/schemas/property';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser } from '../../../test/test-users.ts';
import { properties, propertyPhotos } from '../../db/schema.ts';
import { readAll, StoredFileNotFoundError } from '../../providers/storage/file-storage.ts';
import { sweepOrphanPhotos } from './property-photos.ts';

const HEIC = readFileSync(
  fileURLToPath(new URL('../../../test/fixtures/photos/porch-320x240.heic', import.meta.url)),
);

/** A real photo: a 400×300 JPEG tagged as rotated 90° and carrying a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .toBuffer();
}
const png = (width = 500, height = 500) =>
  sharp({ create: { width, height, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#999999' } })
    .webp()
    .toBuffer();

async function form(files: { name: string; bytes: Uint8Array; type?: string }[], field = 'photos') {
  const body = new FormData();
  for (const f of files)
    body.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe('property photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newProperty(headers: Record<string, string>) {
    const p = emptyProperty();
    Object.assign(p.BasicInfo, { PropertyType: 'Condo', ListingType: 'For Sale' });
    p.BasicInfo.Address = { Street: '12 Harbor Way', City: 'Portland', State: 'ME', ZipCode: '04101' };
    const res = await t.app.inject({ method: 'POST', url: '/api/property/create', headers, payload: p });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function upload(
    headers: Record<string, string>,
    propertyId: string,
    files: Parameters<typeof form>[0],
    field?: string,
  ) {
    const body = await form(files, field);
    return t.app.inject({
      method: 'POST',
      url: `/api/property/${propertyId}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  const fetchImage = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined };
  };

  it('resizes, turns upright and strips the metadata (GPS included) of a phone photo', async () => {
    const { headers } = await createTestUser(t);
    const id = await newProperty(headers);
    const res = await upload(headers, id, [{ name: 'porch.jpg', bytes: await phoneJpeg() }]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = (res.json() as PhotoList).photos;
    // Orientation 6 means the camera was on its side: stored upright, 300 wide and 400 high.
    expect(photo).toMatchObject({ width: 300, height: 400, position: 0 });
    const full = await fetchImage(photo.url);
    expect(full.res.headers['content-type']).toBe('image/webp');
    expect(full.meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(full.meta?.exif).toBeUndefined();
    expect(full.res.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    const thumb = await fetchImage(photo.thumbUrl);
    expect(thumb.meta?.exif).toBeUndefined();
    expect(Math.max(thumb.meta!.width!, thumb.meta!.height!)).toBeLessThanOrEqual(640);
  });

  it('takes PNG, WebP and HEIC in one upload, in order, and shrinks large photos to 2,048 px', async () => {
    const { headers } = await createTestUser(t);
    const id = await newProperty(headers);
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#446655' } })
      .jpeg()
      .toBuffer();
    const res = await upload(headers, id, [
      { name: 'plan.png', bytes: await png(), type: 'image/png' },
      { name: 'yard.webp', bytes: await webp(), type: 'image/webp' },
      // Browsers often send HEIC with no type at all: the content decides.
      { name: 'porch.HEIC', bytes: HEIC, type: '' },
      { name: 'wide.jpg', bytes: big },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { photos } = res.json() as PhotoList;
    expect(photos.map((p) => [p.position, p.width, p.height])).toEqual([
      [0, 500, 500],
      [1, 800, 600],
      [2, 320, 240],
      [3, 2048, 1536],
    ]);
    const heic = await fetchImage(photos[2].url);
    expect(heic.meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('refuses what is not a photo, a photo too small, and a file over 20 MB, keeping nothing', async () => {
    const { headers } = await createTestUser(t);
    const id = await newProperty(headers);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const notImage = await upload(headers, id, [
      { name: 'ok.png', bytes: await png() },
      { name: 'listing.jpg', bytes: pdf },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error).toBe('listing.jpg: Photos must be JPEG, PNG, WebP or HEIC images');

    const tiny = await upload(headers, id, [{ name: 'icon.png', bytes: await png(120, 90) }]);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error).toBe('icon.png: Photos must be at least 200 pixels on each side');

    const huge = Buffer.alloc(21 * 1024 * 1024, 7);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await upload(headers, id, [{ name: 'huge.jpg', bytes: huge }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('Each photo can be at most 20 MB');

    const none = await upload(headers, id, [{ name: 'x.png', bytes: await png() }], 'picture');
    expect(none.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: `/api/property/${id}/photos`, headers });
    expect(list.json()).toEqual({ photos: [] });
    const rows = await t.deps.database.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, id));
    expect(rows).toEqual([]);
  });

  it('keeps at most 30 photos on a property', async () => {
    const { headers, user } = await createTestUser(t);
    const id = await newProperty(headers);
    const first = await upload(headers, id, [{ name: 'a.png', bytes: await png() }]);
    const [photo] = (first.json() as PhotoList).photos;
    const [row] = await t.deps.database.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.id, photo.id));
    await t.deps.database.db.insert(propertyPhotos).values(
      Array.from({ length: PHOTOS_PER_PROPERTY - 2 }, (_, i) => ({
        userId: user.id,
        propertyId: id,
        storageKey: row.storageKey,
        thumbKey: row.thumbKey,
        width: 500,
        height: 500,
        sizeBytes: row.sizeBytes,
        position: i + 1,
      })),
    );
    const over = await upload(headers, id, [
      { name: 'b.png', bytes: await png() },
      { name: 'c.png', bytes: await png() },
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('A property holds at most 30 photos: 1 more can be added');
    const last = await upload(headers, id, [{ name: 'b.png', bytes: await png() }]);
    expect((last.json() as PhotoList).photos).toHaveLength(PHOTOS_PER_PROPERTY);
  });

  it('reorders (the first is the cover), deletes a photo with its files, and gives the covers for cards', async () => {
    const { headers } = await createTestUser(t);
    const id = await newProperty(headers);
    const added = await upload(headers, id, [
      { name: 'a.png', bytes: await png() },
      { name: 'b.webp', bytes: await webp() },
      { name: 'c.png', bytes: await png(600, 400) },
    ]);
    const [a, b, c] = (added.json() as PhotoList).photos;
    const order = (photoIds: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/property/${id}/photos/order`,
        headers,
        payload: { photoIds },
      });
    const reordered = await order([c.id, a.id, b.id]);
    expect((reordered.json() as PhotoList).photos.map((p: Photo) => p.id)).toEqual([c.id, a.id, b.id]);
    expect((await order([c.id, a.id])).statusCode).toBe(400);
    expect((await order([c.id, a.id, a.id])).statusCode).toBe(400);

    const covers = await t.app.inject({ method: 'GET', url: '/api/property/photos/covers', headers });
    expect(Object.keys(covers.json().covers)).toEqual([id]);
    expect(covers.json().covers[id]).toContain(`/api/photos/${c.id}/thumb`);

    const [row] = await t.deps.database.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, a.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/${id}/photos/${a.id}`,
      headers,
    });
    expect((removed.json() as PhotoList).photos.map((p: Photo) => p.id)).toEqual([c.id, b.id]);
    await expect(t.deps.storage.get(row.storageKey)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(t.deps.storage.get(row.thumbKey)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect((await fetchImage(a.url)).res.statusCode).toBe(404);
  });

  it('serves a photo only at its signed, unexpired address, and only to the owner through the API', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const id = await newProperty(owner.headers);
    const [photo] = (
      (await upload(owner.headers, id, [{ name: 'a.png', bytes: await png() }])).json() as PhotoList
    ).photos;
    expect((await fetchImage(photo.url)).res.statusCode).toBe(200);
    expect((await fetchImage(photo.url.replace(/sig=[^&]+/, 'sig=AAAA'))).res.statusCode).toBe(404);
    expect((await fetchImage(photo.url.replace('/full?', '/thumb?'))).res.statusCode).toBe(404);
    const exp = Number(new URL(photo.url, 'http://x').searchParams.get('exp'));
    expect((await fetchImage(photo.url.replace(`exp=${exp}`, `exp=${exp + 3600}`))).res.statusCode).toBe(404);

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/property/${id}/photos`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const intoTheirs = await upload(other.headers, id, [{ name: 'a.png', bytes: await png() }]);
    expect(intoTheirs.statusCode).toBe(404);
    const deleteTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/property/${id}/photos/${photo.id}`,
      headers: other.headers,
    });
    expect(deleteTheirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/property/${id}/photos` })).statusCode).toBe(401);
  });

  it('removes the stored photos with their property', async () => {
    const { headers } = await createTestUser(t);
    const id = await newProperty(headers);
    const [photo] = ((await upload(headers, id, [{ name: 'a.png', bytes: await png() }])).json() as PhotoList)
      .photos;
    const [row] = await t.deps.database.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.id, photo.id));
    expect((await readAll(await t.deps.storage.get(row.storageKey))).length).toBeGreaterThan(0);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/property/${id}`, headers });
    expect(del.statusCode).toBe(200);
    await expect(t.deps.storage.get(row.storageKey)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    const left = await t.deps.database.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.id, photo.id));
    expect(left).toEqual([]);
    expect((await fetchImage(photo.url)).res.statusCode).toBe(404);
  });

  it('sweeps the files of photos whose property the generation worker removed later', async () => {
    const { headers } = await createTestUser(t);
    const id = await newProperty(headers);
    const [photo] = ((await upload(headers, id, [{ name: 'a.png', bytes: await png() }])).json() as PhotoList)
      .photos;
    const [row] = await t.deps.database.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.id, photo.id));
    // What removeSettledDeletedProperties does once a deleted property's last generation settles.
    await t.deps.database.db.delete(properties).where(eq(properties.id, id));
    expect(await sweepOrphanPhotos(t.deps)).toBeGreaterThanOrEqual(1);
    await expect(t.deps.storage.get(row.thumbKey)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect(await sweepOrphanPhotos(t.deps)).toBe(0);
  });
});
