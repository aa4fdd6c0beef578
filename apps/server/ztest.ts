import { createTestApp } from './test/test-app.ts';
import { createTestUser } from './test/test-users.ts';
const t = await createTestApp();
const { user, headers } = await createTestUser(t);
const cities = ['Austin', 'Portland'];
for (let i = 0; i < 1000; i++) {
  const city = cities[i % 2];
  await t.app.inject({ method: 'POST', url: '/api/property/create', headers, payload: {
    BasicInfo: { PropertyType: 'Condo', ListingType: 'For Sale', Price: 1000 * i, Bedrooms: 2, Bathrooms: 1, SquareFootage: 900, Address: { Street: `${i} Main`, City: city, State: 'TX', ZipCode: '70000' } },
    KeyFeatures: { ArchitecturalDetails: 'Open floor plan with vaulted ceilings and large windows', Renovations: 'Kitchen updated in 2010', Appliances: 'Stainless steel appliances', FlooringType: 'Hardwood and tile', WindowFeatures: 'Double-pane windows', HeatingCooling: 'Central air and heat pump', OutdoorSpaces: 'Covered patio and fenced yard', Parking: 'Two-car garage' },
    Amenities: { Onsite: 'Pool, gym', Nearby: 'Parks, schools, shopping' },
    Descriptions: { PropertyDescription: `A bright, well-kept home in ${city} with room to grow. `.repeat(6), NeighborhoodDescription: `Quiet streets close to downtown ${city}. `.repeat(4) },
    SEO: { Keywords: ['family home', 'x', 'move-in ready'] },
    RealtorContact: { Name: 'Bench Agent', Phone: '(555) 010-0000', Email: 'agent@example.com', AgencyName: 'Bench Realty' } } });
}
const db = t.deps.database.db;
const time = async (name: string, fn: () => unknown) => { const s: number[] = []; const c: number[] = []; for (let i = 0; i < 21; i++) { const cu = process.cpuUsage(); const a = performance.now(); await fn(); s.push(performance.now() - a); const d = process.cpuUsage(cu); c.push((d.user + d.system) / 1000); } s.sort((a, b) => a - b); c.sort((a, b) => a - b); console.log(name.padEnd(20), 'wall', s[10].toFixed(1), 'cpu', c[10].toFixed(1)); };
const { listPropertiesJson } = await import('./src/modules/properties/list-properties.ts');
const { toPropertyRecord } = await import('./src/modules/properties/property-record.ts');
const { properties } = await import('./src/db/schema.ts');
const { eq, desc } = await import('drizzle-orm');
const old = async () => JSON.stringify((await db.select({ id: properties.id, address: properties.address, status: properties.status, data: properties.data, createdAt: properties.createdAt, updatedAt: properties.updatedAt }).from(properties).where(eq(properties.userId, user.id)).orderBy(desc(properties.createdAt)).limit(10000)).map(toPropertyRecord));
const oldS: number[] = [], newS: number[] = [];
for (let i = 0; i < 30; i++) {
  let c = process.cpuUsage(); await old(); let d = process.cpuUsage(c); oldS.push((d.user + d.system) / 1000);
  c = process.cpuUsage(); await listPropertiesJson(db, user.id); d = process.cpuUsage(c); newS.push((d.user + d.system) / 1000);
}
oldS.sort((a, b) => a - b); newS.sort((a, b) => a - b);
console.log('old cpu median', oldS[15].toFixed(1), 'new cpu median', newS[15].toFixed(1));
await t.close();
