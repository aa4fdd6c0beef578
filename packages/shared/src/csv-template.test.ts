import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  CSV_HEADERS,
  CSV_REQUIRED_HEADERS,
  csvRowToProperty,
  csvTemplate,
  findCsvColumn,
  parseCsvKeywords,
  parseCsvNumber,
  resolveCsvHeader,
} from './csv-template.ts';
import { emptyProperty } from './schemas/property.ts';

function getPath(target: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], target);
}

describe('CSV columns', () => {
  it('map to real fields of the property object, one column per field', () => {
    const empty = emptyProperty();
    const paths = CSV_COLUMNS.map((c) => c.path).filter((p) => p !== 'ListingStatus');
    for (const path of paths) expect(getPath(empty, path), path).not.toBeUndefined();
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(CSV_HEADERS).size).toBe(CSV_HEADERS.length);
  });

  it('require exactly the six required wizard fields', () => {
    expect(CSV_REQUIRED_HEADERS).toEqual([
      'PropertyType',
      'ListingType',
      'Street',
      'City',
      'State',
      'ZipCode',
    ]);
  });

  it('match headers case-insensitively, ignoring spaces, dashes and underscores, and aliases', () => {
    expect(findCsvColumn('zip code')?.header).toBe('ZipCode');
    expect(findCsvColumn('SQUARE_FOOTAGE')?.header).toBe('SquareFootage');
    expect(findCsvColumn('\uFEFFProperty-Type')?.header).toBe('PropertyType');
    expect(findCsvColumn('Beds')?.header).toBe('Bedrooms');
    expect(findCsvColumn('Listing Status')?.header).toBe('Status');
    expect(findCsvColumn('Lot Shape')).toBeUndefined();
  });
});

describe('csvTemplate', () => {
  it('is the documented header row and an example row that passes the rules', () => {
    const [header, example, rest] = csvTemplate().split('\r\n');
    expect(header.split(',')).toEqual([...CSV_HEADERS]);
    expect(rest).toBe('');
    // The example quotes values with commas; a naive split is enough to see it is one row.
    expect(example).toContain('"$425,000"');
  });
});

describe('resolveCsvHeader', () => {
  it('reports missing required and duplicate columns; unknown ones become custom fields', () => {
    const r = resolveCsvHeader(['Street', 'street', 'City', 'Lot Shape', '']);
    expect(r.missing).toEqual(['PropertyType', 'ListingType', 'State', 'ZipCode']);
    expect(r.duplicates).toEqual(['Street']);
    expect(r.cells[3]).toEqual({ custom: 'Lot Shape' });
    expect(r.cells[4]).toEqual({ ignored: true });
  });

  it('never uses a prototype name as a custom field', () => {
    expect(resolveCsvHeader(['__proto__', 'constructor']).cells).toEqual([
      { ignored: true },
      { ignored: true },
    ]);
  });
});

describe('parseCsvNumber and parseCsvKeywords', () => {
  it('reads currency and thousands separators', () => {
    expect(parseCsvNumber('$1,250,000')).toBe(1_250_000);
    expect(parseCsvNumber(' 2.5 ')).toBe(2.5);
    expect(parseCsvNumber('-3')).toBe(-3);
    expect(parseCsvNumber('.5')).toBe(0.5);
    expect(parseCsvNumber('')).toBeUndefined();
    expect(parseCsvNumber('  ')).toBeUndefined();
    expect(parseCsvNumber('ten')).toBe('ten');
    expect(parseCsvNumber('1.2.3')).toBe('1.2.3');
  });

  it('splits keywords on semicolons and pipes', () => {
    expect(parseCsvKeywords(' pool; garage |view||')).toEqual(['pool', 'garage', 'view']);
    expect(parseCsvKeywords('')).toEqual([]);
  });
});

describe('csvRowToProperty', () => {
  const header = resolveCsvHeader([
    'PropertyType',
    'ListingType',
    'Street',
    'City',
    'State',
    'ZipCode',
    'Price',
    'Bathrooms',
    'Keywords',
    'RealtorEmail',
    'Status',
    'View',
  ]);

  it('maps each column to its field, numbers parsed, status and custom fields kept', () => {
    const result = csvRowToProperty(header, [
      ' Condo ',
      'For Sale',
      '1 Bay St',
      'Miami',
      'fl',
      '33101',
      '$500,000',
      '2',
      'beach; pool|Pool',
      'a@b.co',
      'Pending',
      'Ocean',
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.status).toBe('pending');
    expect(result.property.BasicInfo).toMatchObject({
      PropertyType: 'Condo',
      Price: 500_000,
      Bathrooms: 2,
      Bedrooms: 0,
      Address: { Street: '1 Bay St', City: 'Miami', State: 'FL', ZipCode: '33101' },
    });
    expect(result.property.SEO.Keywords).toEqual(['beach', 'pool']);
    expect(result.property.RealtorContact.Email).toBe('a@b.co');
    expect(result.property.CustomFields).toEqual({ View: 'Ocean' });
  });

  it('reads lot sizes with or without their unit, in either column', () => {
    const lotHeader = resolveCsvHeader([
      'PropertyType',
      'ListingType',
      'Street',
      'City',
      'State',
      'ZipCode',
      'Lot Size',
      'Lot Size Unit',
      'Garage',
      'Units',
      'Baths',
    ]);
    const row = (lot: string, unit: string) =>
      csvRowToProperty(lotHeader, [
        'Land',
        'For Sale',
        'Lot 4',
        'Bend',
        'OR',
        '97701',
        lot,
        unit,
        '3',
        '4',
        '3.5',
      ]);
    const basic = (lot: string, unit: string) => {
      const r = row(lot, unit);
      if (!r.ok) throw new Error(JSON.stringify(r));
      return r.property.BasicInfo;
    };
    expect(basic('2.5 acres', '')).toMatchObject({
      LotSize: 2.5,
      LotSizeUnit: 'acres',
      GarageSpaces: 3,
      Units: 4,
      Bathrooms: 3.5,
    });
    expect(basic('6,500 sq. ft.', '')).toMatchObject({ LotSize: 6500, LotSizeUnit: 'sq ft' });
    expect(basic('6500', 'SqFt')).toMatchObject({ LotSize: 6500, LotSizeUnit: 'sq ft' });
    expect(basic('1.2', 'ac')).toMatchObject({ LotSize: 1.2, LotSizeUnit: 'acres' });
    expect(row('3 hectares', '')).toEqual({
      ok: false,
      errors: { 'BasicInfo.LotSize': 'Lot size must be a positive number' },
    });
    expect(row('3', 'hectares')).toEqual({
      ok: false,
      errors: { 'BasicInfo.LotSizeUnit': 'Lot size unit must be acres or sq ft' },
    });
  });

  it('defaults the status to active and treats missing trailing cells as empty', () => {
    const result = csvRowToProperty(header, ['Land', 'For Sale', 'Lot 4', 'Bend', 'OR', '97701']);
    expect(result).toMatchObject({ ok: true, status: 'active' });
  });

  it('returns every error of a row in column order', () => {
    const result = csvRowToProperty(header, [
      '',
      'For Sale',
      '1 Bay St',
      '',
      'Florida',
      '33101',
      'cheap',
      '1.25',
      '',
      '',
      'gone',
      '',
    ]);
    expect(result).toEqual({
      ok: false,
      errors: {
        'BasicInfo.PropertyType': 'Property type is required',
        'BasicInfo.Address.City': 'City is required',
        'BasicInfo.Address.State': 'State must be 2 letters',
        'BasicInfo.Price': 'Price must be a positive number',
        'BasicInfo.Bathrooms': 'Bathrooms must be a whole or half number (e.g. 2.5)',
        ListingStatus: 'Status must be one of active, pending, sold',
      },
    });
  });
});
