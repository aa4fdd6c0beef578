import { describe, expect, it } from 'vitest';
import { propertySchema } from '../schemas/property-schema.ts';
import { applyReplacement, checkCompliance } from './check-compliance.ts';
import { checkFacts } from './check-facts.ts';
import { withAgentNotes } from './publishable-text.ts';

const home = propertySchema.parse({
  BasicInfo: {
    PropertyType: 'Single Family',
    ListingType: 'For Sale',
    Price: 525_000,
    Bedrooms: 3,
    Bathrooms: 2.5,
    SquareFootage: 2_400,
    GarageSpaces: 2,
    LotSize: 8_000,
    LotSizeUnit: 'sq ft',
  },
  KeyFeatures: { OutdoorSpaces: 'Covered patio and a fenced yard' },
  LegalCompliance: { HOAFees: 85 },
  HistoricalInfo: { YearBuilt: 1998 },
  Descriptions: { PropertyDescription: 'Gas fireplace in the living room.' },
});

const facts = (text: string) => checkFacts(text, home).map((f) => [f.text, f.severity, f.replacement]);

describe('checkFacts', () => {
  it('finds figures that contradict the property data, with the right figure as the replacement', () => {
    expect(facts('A bright 4-bedroom, 3 bath home.')).toEqual([
      ['4-bedroom', 'violation', '3-bedroom'],
      ['3 bath', 'violation', '2.5 bath'],
    ]);
    expect(facts('Offered at $549,000 with 2,900 sq ft.')).toEqual([
      ['Offered at $549,000', 'violation', 'Offered at $525,000'],
      ['2,900 sq ft', 'violation', '2,400 sq ft'],
    ]);
    expect(facts('Built in 1985. HOA $120/mo. A three-car garage.')).toEqual([
      ['Built in 1985', 'violation', 'Built in 1998'],
      ['HOA $120', 'violation', 'HOA $85'],
      ['three-car garage', 'violation', '2-car garage'],
    ]);
    expect(facts('Listed at $1.2M.')).toEqual([['Listed at $1.2M', 'violation', 'Listed at $525,000']]);
  });

  it('accepts the same figures in other words', () => {
    expect(
      facts(
        'Three bedrooms, 2.5 baths and about 2,400 sq ft, built in 1998, priced at $525,000; HOA $85 a month; two-car garage.',
      ),
    ).toEqual([]);
    expect(facts('The 8,000 sq ft lot is fenced.')).toEqual([]);
  });

  it('leaves sentences about other homes, ranges and hypotheticals alone', () => {
    expect(facts('Pull comparables with 3-4 bedrooms and 2,000 to 2,800 sq ft.')).toEqual([]);
    expect(facts('Buyers searching for 4 bedrooms will filter it out.')).toEqual([]);
    expect(facts('If a pool matters, point to the community center.')).toEqual([]);
  });

  it('flags a named feature the data never mentions, but not one it does', () => {
    expect(facts('Relax by the pool and the fireplace.')).toEqual([['pool', 'caution', null]]);
    expect(facts('Enjoy the lake views from the patio.')).toEqual([['lake views', 'caution', null]]);
  });

  it('has nothing to contradict when the data is empty', () => {
    expect(checkFacts('5 bedrooms, built in 1950', propertySchema.parse({}))).toEqual([]);
  });

  it('does not compare per-unit figures of a multi-unit building with its totals', () => {
    const triplex = propertySchema.parse({ BasicInfo: { Units: 3, Bedrooms: 6, Bathrooms: 3 } });
    expect(checkFacts('Three 2-bedroom units, each with 1 bath.', triplex)).toEqual([]);
  });
});

describe('checkCompliance', () => {
  it('checks Fair Housing wording and facts together, in order', () => {
    const found = checkCompliance('Perfect for young families: 4 bedrooms near the park.', home);
    expect(found.map((f) => f.category)).toEqual(['familial-status', 'fact']);
  });

  it("leaves out the built-in writer's notes to the agent", () => {
    const text = withAgentNotes('Three bedrooms near the park.', ['Left out "perfect for young families".']);
    expect(checkCompliance(text, home)).toEqual([]);
  });
});

describe('applyReplacement', () => {
  const fix = (text: string) => {
    const [finding] = checkCompliance(text, home);
    return applyReplacement(text, finding!);
  };

  it('puts the replacement in place', () => {
    expect(fix('Bright home, perfect for young families, near the park.')).toBe(
      'Bright home, perfect for everyday living, near the park.',
    );
    expect(fix('A finished man cave downstairs.')).toBe('A finished den downstairs.');
    expect(fix('Walking distance to church and shops.')).toBe(
      'Walking distance to local landmarks and shops.',
    );
    expect(fix('Quiet, safe neighborhood.')).toBe('Quiet, neighborhood.');
    expect(fix('A 4-bedroom home.')).toBe('A 3-bedroom home.');
  });

  it('removes a phrase and tidies what is left', () => {
    expect(fix('Bright home. No kids. Near the park.')).toBe('Bright home. Near the park.');
    expect(fix('Adults only, no smoking.')).toBe('No smoking.');
    expect(fix('Great rental, no Section 8, available now.')).toBe('Great rental, available now.');
    expect(fix('Three bedrooms (no vouchers).')).toBe('Three bedrooms.');
  });

  it('changes nothing when the text moved on or only the agent can decide', () => {
    const text = 'Ideal for retirees.';
    const [finding] = checkCompliance(text);
    expect(finding!.replacement).not.toBeNull();
    expect(applyReplacement('Something else entirely.', finding!)).toBe('Something else entirely.');
    const [marital] = checkCompliance('Newlyweds will love it.');
    expect(applyReplacement('Newlyweds will love it.', marital!)).toBe('Newlyweds will love it.');
  });
});
