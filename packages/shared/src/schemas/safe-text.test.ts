import { describe, expect, it } from 'vitest';
import { fullNameSchema, leadTrackBodySchema } from './auth.ts';
import {
  checkProperty,
  emptyProperty,
  isCanonicalProperty,
  propertyFieldMaxLength,
  propertyListQuerySchema,
  propertySchema,
} from './property.ts';
import {
  hasUnsafeText,
  NUMBER_MAX,
  safeText,
  strictNumber,
  stripUnsafeText,
  UNSAFE_TEXT_MESSAGE,
} from './safe-text.ts';

const UNSAFE = [
  '\u0000',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('safeText', () => {
  it('refuses NUL, the other control characters and every bidirectional override and isolate character', () => {
    for (const c of [...UNSAFE, '\u0001', '\u0008', '\u000B', '\u001B', '\u001F', '\u007F']) {
      expect(hasUnsafeText(`a${c}b`), JSON.stringify(c)).toBe(true);
      const result = safeText(100).safeParse(`Maple${c}Street`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(UNSAFE_TEXT_MESSAGE);
    }
  });

  it('keeps ordinary text of any script, and the marks a right-to-left language needs', () => {
    for (const text of [
      '12 Harbor Way',
      'Ça va, 東京',
      'שלום עולם',
      'Line one\nline two\tand a tab',
      'Windows line\r\nbreak',
      'a\u200Fb',
    ]) {
      expect(safeText(100).parse(text)).toBe(text);
    }
  });

  it('enforces the length limit with its message', () => {
    expect(safeText(3).safeParse('abcd').error?.issues[0].message).toBe('Must be at most 3 characters');
  });

  it('strips the unsafe characters when text is repaired rather than refused', () => {
    expect(stripUnsafeText('in\u202Evoice\u0000.pdf')).toBe('invoice.pdf');
  });

  it('applies to names, lead data, the list search and every property text', () => {
    expect(fullNameSchema.safeParse('Jane \u202EDoe').success).toBe(false);
    expect(leadTrackBodySchema.safeParse({ fullName: 'x\u0000' }).success).toBe(false);
    expect(propertyListQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    const { errors } = checkProperty({
      Descriptions: { PropertyDescription: 'Sunny\u0000' },
      SEO: { Keywords: ['ok', 'bad\u2067'] },
      CustomFields: { 'View\u202E': 'Ocean' },
      CustomInstructions: { Instructions: 'Be brief\u202D' },
    });
    expect(errors['Descriptions.PropertyDescription']).toBe(UNSAFE_TEXT_MESSAGE);
    expect(errors['SEO.Keywords.1']).toBe(UNSAFE_TEXT_MESSAGE);
    expect(errors['CustomInstructions.Instructions']).toBe(UNSAFE_TEXT_MESSAGE);
    expect(Object.keys(errors).some((k) => k.startsWith('CustomFields'))).toBe(true);
  });
});

describe('strictNumber', () => {
  const n = strictNumber('Price must be a positive number');

  it('takes numbers and plain decimal strings', () => {
    expect(n.parse(425_000)).toBe(425_000);
    expect(n.parse(' 425000 ')).toBe(425_000);
    expect(n.parse('-1.5')).toBe(-1.5);
    expect(n.parse('.5')).toBe(0.5);
  });

  it('refuses hex, exponents, booleans, empty strings, infinities, NaN and huge values', () => {
    for (const value of [
      '0x1F',
      '1e5',
      true,
      false,
      '',
      ' ',
      Number.POSITIVE_INFINITY,
      Number.NaN,
      1e308,
      null,
      [],
      {},
    ]) {
      expect(n.safeParse(value).success, String(value)).toBe(false);
    }
    expect(n.safeParse(NUMBER_MAX).success).toBe(true);
    expect(n.safeParse(NUMBER_MAX + 1).error?.issues[0].message).toBe('Must be at most 1,000,000,000,000');
    expect(n.safeParse(true).error?.issues[0].message).toBe('Price must be a positive number');
  });

  it('encodes a number to itself, so responses serialise with the same schema', () => {
    const p = propertySchema.parse({ BasicInfo: { Price: 5 } });
    expect(propertySchema.encode(p)).toMatchObject({ BasicInfo: { Price: 5 } });
  });
});

describe('property field limits', () => {
  it('reads each field limit from the schema for the forms', () => {
    expect(propertyFieldMaxLength('BasicInfo.Address.City')).toBe(200);
    expect(propertyFieldMaxLength('KeyFeatures.Appliances')).toBe(2_000);
    expect(propertyFieldMaxLength('Descriptions.PropertyDescription')).toBe(10_000);
    expect(propertyFieldMaxLength('BasicInfo.Price')).toBeUndefined();
    expect(propertyFieldMaxLength('Nope.Nothing')).toBeUndefined();
  });

  it('refuses a value past its field limit and more custom fields than allowed', () => {
    const tooLong = checkProperty({ BasicInfo: { Address: { Street: 'x'.repeat(201) } } }).errors;
    expect(tooLong['BasicInfo.Address.Street']).toBe('Must be at most 200 characters');
    const custom = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'v']));
    expect(propertySchema.safeParse({ CustomFields: custom }).success).toBe(false);
  });

  it('counts a stored property with a refused character as not canonical, so reading repairs it', () => {
    const p = emptyProperty();
    expect(isCanonicalProperty({ ...p, Environmental: { Features: 'Solar\u0000' } })).toBe(false);
  });
});
