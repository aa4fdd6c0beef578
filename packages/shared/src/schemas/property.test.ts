import { describe, expect, it } from 'vitest';
import {
  checkProperty,
  emptyProperty,
  formatAddress,
  isCanonicalProperty,
  normalizeProperty,
  type PropertyInput,
  parseStoredProperty,
  propertyRecordSchema,
  propertySchema,
  propertySearchText,
  validatedPropertySchema,
  validateProperty,
} from './property.ts';

const valid: PropertyInput = {
  BasicInfo: {
    PropertyType: 'Condo',
    ListingType: 'For Sale',
    Price: 350_000,
    Bedrooms: 2,
    Bathrooms: 1,
    SquareFootage: 900,
    Address: { Street: '12 Harbor Way', City: 'Portland', State: 'OR', ZipCode: '97201' },
  },
};
const parse = (input: PropertyInput) => propertySchema.parse(input);
const year = new Date().getFullYear();

describe('emptyProperty', () => {
  it('has every section with empty strings, zeros and empty collections', () => {
    const p = emptyProperty();
    expect(p.BasicInfo).toEqual({
      PropertyType: '',
      ListingType: '',
      Price: 0,
      Bedrooms: 0,
      Bathrooms: 0,
      SquareFootage: 0,
      Address: { Street: '', City: '', State: '', ZipCode: '' },
      LotSize: 0,
      LotSizeUnit: 'acres',
      Units: 0,
      GarageSpaces: 0,
    });
    expect(p.SEO.Keywords).toEqual([]);
    expect(p.CustomFields).toEqual({});
    expect(p.HistoricalInfo).toEqual({ YearBuilt: 0, HistoricalDetails: '' });
    expect(Object.keys(p)).toEqual([
      'BasicInfo',
      'KeyFeatures',
      'Amenities',
      'Environmental',
      'Accessibility',
      'Descriptions',
      'SEO',
      'LegalCompliance',
      'HistoricalInfo',
      'ConditionMaintenance',
      'CustomFields',
      'RealtorContact',
      'CustomInstructions',
    ]);
  });
});

describe('validateProperty', () => {
  it('passes a complete property', () => {
    expect(validateProperty(parse(valid))).toEqual({});
  });

  it('reports the six required fields with the documented messages', () => {
    expect(validateProperty(emptyProperty())).toEqual({
      'BasicInfo.PropertyType': 'Property type is required',
      'BasicInfo.ListingType': 'Listing type is required',
      'BasicInfo.Address.Street': 'Street address is required',
      'BasicInfo.Address.City': 'City is required',
      'BasicInfo.Address.State': 'State is required',
      'BasicInfo.Address.ZipCode': 'ZIP code is required',
    });
  });

  it('rejects negative numbers and fractional rooms', () => {
    const p = parse(valid);
    Object.assign(p.BasicInfo, {
      Price: -1,
      Bedrooms: -1,
      Bathrooms: 1.25,
      SquareFootage: -0.5,
      LotSize: -1,
      Units: 2.5,
      GarageSpaces: -2,
    });
    p.LegalCompliance.HOAFees = -10;
    expect(validateProperty(p)).toEqual({
      'BasicInfo.Price': 'Price must be a positive number',
      'BasicInfo.Bedrooms': 'Bedrooms must be a positive number',
      'BasicInfo.Bathrooms': 'Bathrooms must be a whole or half number (e.g. 2.5)',
      'BasicInfo.SquareFootage': 'Square footage must be a positive number',
      'BasicInfo.LotSize': 'Lot size must be a positive number',
      'BasicInfo.Units': 'Units must be a whole number',
      'BasicInfo.GarageSpaces': 'Garage spaces must be a positive number',
      'LegalCompliance.HOAFees': 'HOA fees must be a positive number',
    });
  });

  it('accepts half baths and the optional extras', () => {
    const p = parse(valid);
    Object.assign(p.BasicInfo, {
      Bathrooms: 2.5,
      LotSize: 0.25,
      LotSizeUnit: 'acres',
      Units: 3,
      GarageSpaces: 2,
    });
    expect(validateProperty(p)).toEqual({});
    expect(parse({ BasicInfo: { Bathrooms: 3.5 } }).BasicInfo).toMatchObject({
      Bathrooms: 3.5,
      LotSize: 0,
      LotSizeUnit: 'acres',
      Units: 0,
      GarageSpaces: 0,
    });
    expect(() => propertySchema.parse({ BasicInfo: { LotSizeUnit: 'hectares' } })).toThrow(/acres or sq ft/);
  });

  it('requires State to be two letters', () => {
    for (const [State, ok] of [
      ['OR', true],
      ['or', true],
      [' tx ', true],
      ['ORE', false],
      ['O', false],
      ['0R', false],
    ] as const) {
      const p = parse(valid);
      p.BasicInfo.Address.State = State;
      expect(validateProperty(p), State).toEqual(
        ok ? {} : { 'BasicInfo.Address.State': 'State must be 2 letters' },
      );
    }
  });

  it('allows Year Built 0 (unknown) or 1800 to the current year', () => {
    const check = (YearBuilt: number) => validateProperty(parse({ ...valid, HistoricalInfo: { YearBuilt } }));
    for (const y of [0, 1800, 1999, year]) expect(check(y), String(y)).toEqual({});
    for (const y of [1799, year + 1, -1]) {
      expect(check(y), String(y)).toEqual({
        'HistoricalInfo.YearBuilt': `Year built must be between 1800 and ${year}`,
      });
    }
    expect(check(1999.5)).toEqual({ 'HistoricalInfo.YearBuilt': 'Year built must be a whole number' });
  });

  it('feeds the same messages to form resolvers through validatedPropertySchema', () => {
    const result = validatedPropertySchema.safeParse({
      BasicInfo: { ...valid.BasicInfo, Price: -1, PropertyType: '' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['BasicInfo.PropertyType', 'Property type is required'],
      ['BasicInfo.Price', 'Price must be a positive number'],
    ]);
  });
});

describe('propertySchema', () => {
  it('coerces numeric strings and rejects text where a number belongs, with the field message', () => {
    expect(parse({ BasicInfo: { Price: '125000' } }).BasicInfo.Price).toBe(125_000);
    const bad = propertySchema.safeParse({ BasicInfo: { SquareFootage: 'big' } });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['BasicInfo', 'SquareFootage'],
      message: 'Square footage must be a positive number',
    });
  });

  it('drops unknown keys and fills missing sections', () => {
    const p = propertySchema.parse({ Extra: 1, BasicInfo: { Price: 5, Nope: 'x' } });
    expect(p).not.toHaveProperty('Extra');
    expect(p.BasicInfo).not.toHaveProperty('Nope');
    expect(p.KeyFeatures.Parking).toBe('');
  });

  it('serialises a record without transforms, so API responses can encode it', () => {
    const record = {
      id: 'x',
      address: 'a',
      status: 'active' as const,
      property: emptyProperty(),
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    };
    expect(propertyRecordSchema.encode(record)).toEqual(record);
  });
});

describe('parseStoredProperty', () => {
  it('parses a JSON string', () => {
    const p = parseStoredProperty(JSON.stringify(valid));
    expect(p.BasicInfo.Address.City).toBe('Portland');
    expect(p.KeyFeatures.Appliances).toBe('');
  });

  it('answers the empty structure for a broken string, null, an array or a number', () => {
    for (const value of ['{"BasicInfo": ', 'not json', '', null, undefined, [1, 2], 42, '"just text"']) {
      expect(parseStoredProperty(value), String(value)).toEqual(emptyProperty());
    }
  });

  it('fills a partial object with defaults', () => {
    const p = parseStoredProperty({ BasicInfo: { PropertyType: 'Land' }, SEO: { Keywords: ['lot'] } });
    expect(p.BasicInfo.PropertyType).toBe('Land');
    expect(p.BasicInfo.Price).toBe(0);
    expect(p.BasicInfo.Address.ZipCode).toBe('');
    expect(p.SEO.Keywords).toEqual(['lot']);
    expect(p.RealtorContact.Email).toBe('');
  });

  it('keeps the good fields of a partly wrong object', () => {
    const p = parseStoredProperty({
      BasicInfo: { PropertyType: 'Condo', Price: 'lots', Bedrooms: 3, Address: 'not an object' },
      KeyFeatures: 7,
      SEO: { Keywords: ['ok', 5] },
      Descriptions: { PropertyDescription: 'Sunny' },
    });
    expect(p.BasicInfo).toMatchObject({ PropertyType: 'Condo', Price: 0, Bedrooms: 3 });
    expect(p.BasicInfo.Address).toEqual({ Street: '', City: '', State: '', ZipCode: '' });
    expect(p.KeyFeatures.Parking).toBe('');
    expect(p.SEO.Keywords).toEqual([]);
    expect(p.Descriptions.PropertyDescription).toBe('Sunny');
  });

  it('does not change the value it was given', () => {
    const stored = { BasicInfo: { Price: 'bad' } };
    parseStoredProperty(stored);
    expect(stored).toEqual({ BasicInfo: { Price: 'bad' } });
  });
});

describe('isCanonicalProperty', () => {
  it('accepts exactly what parsing returns', () => {
    expect(isCanonicalProperty(emptyProperty())).toBe(true);
    const full = parse({ ...valid, SEO: { Keywords: ['a'] }, CustomFields: { View: 'Ocean' } });
    expect(isCanonicalProperty(full)).toBe(true);
    expect(isCanonicalProperty(JSON.parse(JSON.stringify(full)))).toBe(true);
  });

  it('rejects anything parsing would change or refuse', () => {
    const p = emptyProperty();
    const cases: unknown[] = [
      null,
      'text',
      [],
      { ...p, Extra: 1 },
      { ...p, KeyFeatures: undefined },
      { ...p, BasicInfo: { ...p.BasicInfo, Price: '5' } },
      { ...p, BasicInfo: { ...p.BasicInfo, Address: { ...p.BasicInfo.Address, City: 3 } } },
      { ...p, Descriptions: { ...p.Descriptions, PropertyDescription: 'x'.repeat(10_001) } },
      { ...p, SEO: { Keywords: ['ok', 1] } },
      { ...p, SEO: { Keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) } },
      { ...p, CustomFields: { View: 1 } },
    ];
    for (const value of cases) {
      expect(isCanonicalProperty(value), JSON.stringify(value)?.slice(0, 80)).toBe(false);
      expect(propertySchema.safeParse(value).success && propertySchema.parse(value)).not.toEqual(value);
    }
  });
});

describe('checkProperty', () => {
  it('reports shape errors and rule errors together', () => {
    const { errors } = checkProperty({
      BasicInfo: { ...valid.BasicInfo, Price: 'abc', Bedrooms: -2, PropertyType: '' },
    });
    expect(errors).toEqual({
      'BasicInfo.Price': 'Price must be a positive number',
      'BasicInfo.PropertyType': 'Property type is required',
      'BasicInfo.Bedrooms': 'Bedrooms must be a positive number',
    });
  });

  it('answers the normalized property when valid', () => {
    const { property, errors } = checkProperty({
      ...valid,
      BasicInfo: { ...valid.BasicInfo, Address: { ...valid.BasicInfo?.Address, State: 'or' } },
      SEO: { Keywords: [' a ', 'A', '', 'b'] },
    });
    expect(errors).toEqual({});
    expect(property.BasicInfo.Address.State).toBe('OR');
    expect(property.SEO.Keywords).toEqual(['a', 'b']);
  });
});

describe('normalizeProperty', () => {
  it('trims keywords, drops empties and case-insensitive duplicates, upper-cases State', () => {
    const p = normalizeProperty(
      parse({ ...valid, SEO: { Keywords: ['  pool ', 'Pool', '', '   ', 'garage'] } }),
    );
    expect(p.SEO.Keywords).toEqual(['pool', 'garage']);
    expect(
      normalizeProperty(parse({ BasicInfo: { Address: { State: ' ca ' } } })).BasicInfo.Address.State,
    ).toBe('CA');
  });
});

describe('formatAddress', () => {
  it('formats Street, City, ST ZIP', () => {
    expect(formatAddress(parse(valid))).toBe('12 Harbor Way, Portland, OR 97201');
  });

  it('leaves out missing parts without stray separators', () => {
    const address = (Address: Record<string, string>) => formatAddress(parse({ BasicInfo: { Address } }));
    expect(address({ Street: ' 1 Main St ', City: 'Reno', State: 'nv' })).toBe('1 Main St, Reno, NV');
    expect(address({ City: 'Reno', ZipCode: '89501' })).toBe('Reno, 89501');
    expect(address({})).toBe('');
  });
});

describe('propertySearchText', () => {
  it('holds the address and every text and number, lower-cased, without zeros', () => {
    const text = propertySearchText(
      parse({ ...valid, KeyFeatures: { Appliances: 'Sub-Zero Fridge' }, CustomFields: { View: 'Ocean' } }),
    );
    expect(text).toContain('12 harbor way, portland, or 97201');
    expect(text).toContain('sub-zero fridge');
    expect(text).toContain('ocean');
    expect(text).toContain('350000');
    expect(text).not.toMatch(/(^|\n)0(\n|$)/);
    expect(text).toBe(text.toLowerCase());
  });
});
