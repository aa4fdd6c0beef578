import { GENERATION_NAMES } from '@ai-realty/shared/generation-catalogue';
import { formatAddress, type PropertyInput, propertySchema } from '@ai-realty/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROPERTY } from '../../../../test/test-ai.ts';
import type { WriteRequest } from '../ai-writer.ts';
import { createBuiltinWriter } from './builtin-writer.ts';
import { keywordGroups } from './content/keywords.ts';
import { listingRemarks, REMARKS_MAX_WORDS, REMARKS_MIN_WORDS } from './content/listing-description.ts';
import { readFacts } from './facts.ts';
import { BANNED_WORDS, listOf, lowerFirst, wordCount } from './text-tools.ts';

const writer = createBuiltinWriter();
const ADDRESS = '1208 Alameda Dr, Austin, TX 78704';

const request = (
  generationType: string,
  input: PropertyInput = SAMPLE_PROPERTY,
  extra: Partial<WriteRequest> = {},
) => {
  const property = propertySchema.parse(input);
  return { generationType, property, address: formatAddress(property), ...extra };
};

async function write(
  generationType: string,
  input: PropertyInput = SAMPLE_PROPERTY,
  extra: Partial<WriteRequest> = {},
) {
  return (await writer.write(request(generationType, input, extra))).text;
}

/** The part an agent publishes: everything above the notes for the agent. */
const published = (text: string) => text.split('\n---\n')[0];

const CONDO: PropertyInput = {
  BasicInfo: {
    PropertyType: 'Condo',
    ListingType: 'For Sale',
    Price: 289000,
    Bedrooms: 2,
    Bathrooms: 2,
    SquareFootage: 1050,
    Address: { Street: '55 Harbor Way #4B', City: 'Tampa', State: 'FL', ZipCode: '33602' },
  },
  Amenities: { Onsite: 'Rooftop pool, fitness center', Nearby: 'Riverwalk, Curtis Hixon Park' },
  LegalCompliance: { HOAFees: 410, ZoningInfo: '' },
};

// Agent text full of what the content rules forbid.
const LOUD: PropertyInput = {
  ...SAMPLE_PROPERTY,
  Descriptions: {
    PropertyDescription:
      "This stunning gem boasts a meticulously maintained master suite. Perfect for young families! A must-see oasis that won't last. Nestled on a quiet street.",
    NeighborhoodDescription: 'Safe neighborhood within walking distance to church. Close to Zilker Park.',
  },
};

const FAIR_HOUSING =
  /young famil|retiree|empty nester|church|safe neighbo|perfect for (a |the )?(family|couple|single)/i;

function bannedIn(text: string): string[] {
  return BANNED_WORDS.filter((w) => new RegExp(`\\b${w.replace(/[-']/g, '.')}\\b`, 'i').test(text));
}

/** Every number written in the text, normalised ("$525,000" → "525000"). */
function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, '').replace(/\.0+$/, ''));
}

describe('the built-in writer, for every generation type', () => {
  it.each(GENERATION_NAMES)('%s: property-specific markdown without banned words', async (type) => {
    const text = await write(type);
    expect(text.length).toBeGreaterThan(300);
    expect(text).toMatch(/Austin|Alameda/);
    expect(text).not.toMatch(/\b(lorem|ipsum|undefined|NaN|null)\b|\{\{/i);
    expect(bannedIn(text)).toEqual([]);
    expect(text).not.toMatch(FAIR_HOUSING);
  });

  it.each(GENERATION_NAMES)(
    '%s: rewrites or leaves out forbidden wording in the agent text',
    async (type) => {
      const text = await write(type, LOUD);
      expect(bannedIn(text)).toEqual([]);
      expect(published(text)).not.toMatch(FAIR_HOUSING);
    },
  );

  it.each(GENERATION_NAMES)('%s: works with only the required facts and says what to add', async (type) => {
    const text = await write(type, CONDO);
    expect(text).toMatch(/Tampa|Harbor Way/);
    expect(bannedIn(text)).toEqual([]);
    expect(text).not.toMatch(/\b(undefined|NaN)\b/);
  });

  it.each(GENERATION_NAMES)('%s: is deterministic', async (type) => {
    expect(await write(type)).toBe(await write(type));
  });
});

describe('listing description', () => {
  it('reads like MLS public remarks within 150-250 words', async () => {
    const text = await write('listing_description');
    const remarks = published(text);
    const words = wordCount(remarks);
    expect(words).toBeGreaterThanOrEqual(REMARKS_MIN_WORDS);
    expect(words).toBeLessThanOrEqual(REMARKS_MAX_WORDS);
    expect(remarks).not.toMatch(/^#|^- /m);
    // No agent contact, URLs or showing instructions in public remarks.
    expect(remarks).not.toMatch(/Dana|Reyes|555-0100|@|https?:|www\.|lockbox|call (me|the agent)/i);
    for (const fact of [
      'Austin',
      '2,450 sq ft',
      '$525,000',
      '1938',
      'quartz counters',
      'two-car garage',
      'Zilker Park',
    ]) {
      expect(remarks).toContain(fact);
    }
    expect(text).toContain(`${words} words`);
  });

  it('writes no number that is not in the data', async () => {
    const remarks = published(await write('listing_description'));
    const allowed = new Set(['525000', '4', '3', '2450', '1938', '2021', '2022', '214', '3']);
    for (const n of numbersIn(remarks)) expect(allowed).toContain(n);
  });

  it('uses half baths, the lot size, garage spaces and the unit count the agent entered', async () => {
    const withExtras = (basic: Partial<PropertyInput['BasicInfo']>): PropertyInput => ({
      ...SAMPLE_PROPERTY,
      BasicInfo: { ...SAMPLE_PROPERTY.BasicInfo, ...basic },
      KeyFeatures: { ...SAMPLE_PROPERTY.KeyFeatures, Parking: '' },
    });
    const home = withExtras({ Bathrooms: 2.5, LotSize: 7200, LotSizeUnit: 'sq ft', GarageSpaces: 2 });
    const facts = readFacts({ property: propertySchema.parse(home), address: ADDRESS });
    expect(facts.summary).toContain('2.5 ba');
    expect(facts.parking).toEqual(['2-car garage']);
    expect(facts.lotSqft).toBe(7200);
    expect(await write('social_media', home)).not.toMatch(/\b2\. 5\b|\b2 ba\b/);
    const all = await Promise.all(GENERATION_NAMES.map((type) => write(type, home)));
    expect(all.join('\n')).toMatch(/7,200 sq ft lot/);
    expect(all.join('\n')).toMatch(/2-car garage/);

    const triplex = withExtras({
      PropertyType: 'Multi-Family',
      Units: 3,
      LotSize: 0.4,
      LotSizeUnit: 'acres',
    });
    const tf = readFacts({ property: propertySchema.parse(triplex), address: ADDRESS });
    expect(tf.units).toBe(3);
    expect(tf.acres).toBe(0.4);
    expect(tf.missing).not.toContain('the number of units');
    expect(published(await write('listing_description', triplex))).toMatch(/3-unit|three units|3 units/i);
  });

  it('opens with what the instructions ask to highlight', async () => {
    const remarks = published(
      await write('listing_description', SAMPLE_PROPERTY, {
        customInstructions: 'Highlight the solar panels',
      }),
    );
    expect(remarks.split('. ')[0]).toMatch(/solar panels/i);
  });

  it('keeps within the ceiling when the data is long, and stays short rather than padding', () => {
    const long = readFacts({
      property: propertySchema.parse({
        ...SAMPLE_PROPERTY,
        Descriptions: {
          PropertyDescription: Array.from(
            { length: 12 },
            (_, i) => `Room ${i + 1} has wide windows and built-in shelving.`,
          ).join(' '),
          NeighborhoodDescription: Array.from(
            { length: 8 },
            (_, i) => `Street ${i + 1} is lined with oaks.`,
          ).join(' '),
        },
      }),
      address: ADDRESS,
    });
    expect(wordCount(listingRemarks(long))).toBeLessThanOrEqual(REMARKS_MAX_WORDS);
    const bare = readFacts({
      property: propertySchema.parse({
        BasicInfo: {
          PropertyType: 'Land',
          ListingType: 'For Sale',
          Address: { Street: '0 Ridge Rd', City: 'Dripping Springs', State: 'TX', ZipCode: '78620' },
        },
      }),
      address: '0 Ridge Rd, Dripping Springs, TX 78620',
    });
    const remarks = listingRemarks(bare);
    expect(numbersIn(remarks).every((n) => ['0', '78620'].includes(n))).toBe(true);
  });
});

describe('keywords', () => {
  it.each([
    ['the sample home', SAMPLE_PROPERTY],
    ['a condo with few facts', CONDO],
  ])('has 15-25 grouped phrases and 10-15 hashtags for %s', async (_, input) => {
    const facts = readFacts({ property: propertySchema.parse(input), address: ADDRESS });
    const total = keywordGroups(facts).reduce((n, g) => n + g.phrases.length, 0);
    expect(total).toBeGreaterThanOrEqual(15);
    expect(total).toBeLessThanOrEqual(25);
    const text = await write('keywords', input);
    const tags = text.split('## Hashtags')[1].split('\n---')[0].match(/#\w+/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(10);
    expect(tags.length).toBeLessThanOrEqual(15);
    expect(text).toContain('### Primary');
  });

  it('builds phrases from the property and its neighborhood names', async () => {
    const text = await write('keywords');
    expect(text).toContain('4 bedroom house Austin TX');
    expect(text).toContain('Travis Heights');
    expect(text).toContain('houses near Zilker Park');
    const allowed = new Set(['4', '3', '78704', '550000', '2000', '1938', '2021', '2022', '15', '24', '25']);
    for (const n of numbersIn(published(text))) expect(allowed).toContain(n);
  });
});

describe('other types', () => {
  it('social media: one post per platform and an X post under 280 characters', async () => {
    const text = await write('social_media');
    for (const h of ['## Instagram', '## Facebook', '## LinkedIn', '## X']) expect(text).toContain(h);
    const x = text.split('## X\n\n')[1].split('\n\n')[0];
    expect(x.length).toBeLessThanOrEqual(280);
    expect(x).toContain('Austin');
    expect(text).toContain('$214 per sq ft');
    expect((text.match(/\p{Extended_Pictographic}/gu) ?? []).length).toBeLessThanOrEqual(2);
  });

  it('demographics: 3-4 needs-based segments with questions and channels', async () => {
    const text = await write('demographics');
    const segments = text.match(/^### \d\./gm) ?? [];
    expect(segments.length).toBeGreaterThanOrEqual(3);
    expect(segments.length).toBeLessThanOrEqual(4);
    expect(text).toContain('**What they will ask**');
    expect(text).toContain('**Where to reach them**');
    expect(text).not.toMatch(/\b(families|kids|children|retirees|seniors|singles|couples)\b/i);
  });

  it('buyer personas: 2-3 named personas', async () => {
    const text = await write('buyer_persona');
    const personas = text.match(/^## The /gm) ?? [];
    expect(personas.length).toBeGreaterThanOrEqual(2);
    expect(personas.length).toBeLessThanOrEqual(3);
  });

  it('investment analysis: assumptions and formulas with the property numbers', async () => {
    const text = await write('investment_analysis');
    expect(text.indexOf('## Assumptions')).toBeLessThan(text.indexOf('## Monthly cost'));
    expect(text).toContain('Down payment: 20% ($105,000), assumed');
    expect(text).toContain('Principal and interest on $420,000 | $2,794');
    expect(text).toContain('n = 360');
    expect(text).toContain('Rent for a 5% cap rate');
    expect(text).toContain('to verify with your MLS data');
  });

  it('investment and ROI analysis use a rent and terms given in the instructions', async () => {
    const extra = { customInstructions: 'Rent is $3,200/mo, 25% down, rate 6.5%' };
    const investment = await write('investment_analysis', SAMPLE_PROPERTY, extra);
    expect(investment).toContain('Down payment: 25% ($131,250), from your instructions');
    expect(investment).toContain('6.5%, from your instructions');
    expect(investment).toContain('Returns at the rent you gave ($3,200/mo)');
    expect(investment).toContain(
      'Gross rent multiplier: price ÷ annual rent = $525,000 ÷ $38,400 = **13.7**',
    );
    const roi = await write('roi_analysis', SAMPLE_PROPERTY, extra);
    expect(roi).toContain('| 4% |');
    expect(roi).toContain('**13.7**');
  });

  it('pricing strategy: brackets and the reduction step from the price', async () => {
    const text = await write('pricing_strategy');
    expect(text).toContain('$525,000 ÷ 2,450 sq ft = $214');
    expect(text).toContain('| $500,000 | No |');
    expect(text).toContain('to **$499,900**');
  });

  it('market analysis: comparables within ±15% of the size', async () => {
    const text = await write('market_analysis');
    expect(text).toContain('2,083-2,818 sq ft');
    expect(text).toContain('Price per sq ft: $214 ($525,000 ÷ 2,450 sq ft)');
  });

  it('neighborhood analysis names only places from the data', async () => {
    // Below the title line, which names the type and the address.
    const text = published(await write('neighborhood_analysis'))
      .split('\n')
      .slice(1)
      .join('\n');
    const names = new Set(text.match(/\b[A-Z][a-z]+ (?:[A-Z][a-z]+ ?)+/g) ?? []);
    const data = JSON.stringify(SAMPLE_PROPERTY);
    const generic =
      /^(Commute|Recreation|Shopping|Schools|Also|Setting|What|Verify|Distances|Street|Planned|Flood|Internet|Opening|Which|School|Drive|Nothing|Lifestyle|Add|Residents)/;
    for (const name of names) if (!generic.test(name)) expect(data).toContain(name.trim());
  });

  it('lead nurturing: 6-8 touches over 3-4 weeks', async () => {
    const text = await write('lead_nurturing');
    const days = [...text.matchAll(/^### Day (\d+) · (Email|SMS|Call)/gm)].map((m) => Number(m[1]));
    expect(days.length).toBeGreaterThanOrEqual(6);
    expect(days.length).toBeLessThanOrEqual(8);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(21);
    expect(Math.max(...days)).toBeLessThanOrEqual(28);
  });

  it('objection handling: each objection has an answer and a next step', async () => {
    const text = await write('objection_handling', CONDO);
    const objections = text.match(/^### /gm) ?? [];
    expect(objections.length).toBeGreaterThanOrEqual(4);
    expect((text.match(/\*\*Honest answer:\*\*/g) ?? []).length).toBe(objections.length);
    expect((text.match(/\*\*Next step:\*\*/g) ?? []).length).toBe(objections.length);
    expect(text).toContain('HOA dues of $410/mo');
  });

  it('email marketing: three subject lines, one call to action and an open-house variant', async () => {
    const text = await write('email_marketing', SAMPLE_PROPERTY, {
      customInstructions: 'Open house Saturday 1-4 pm',
    });
    expect(text.split('**Subject line options**')[1].match(/^\d\. /gm)).toHaveLength(3);
    expect(text).toContain('**Preview text:**');
    expect(text).toContain('Open house Saturday 1-4 pm.');
    expect(text).toContain('Dana Reyes');
    expect(text.split('## Open house variant')[0].match(/\*\*\[/g)).toHaveLength(1);
  });
});

describe('follow-up suggestions by rule', () => {
  it('suggests 3-5 next pieces in the order of the domain rules', async () => {
    const after = async (generationType: string) =>
      (await writer.suggestFollowUps({ ...request(generationType), responseText: '' })).map(
        (s) => s.generationType,
      );
    expect((await after('listing_description')).slice(0, 3)).toEqual([
      'social_media',
      'email_marketing',
      'keywords',
    ]);
    expect((await after('demographics')).slice(0, 2)).toEqual(['buyer_persona', 'social_media']);
    expect((await after('pricing_strategy')).slice(0, 2)).toEqual(['objection_handling', 'market_analysis']);
    expect((await after('investment_analysis'))[0]).toBe('roi_analysis');
    for (const type of GENERATION_NAMES) {
      const list = await writer.suggestFollowUps({ ...request(type), responseText: '' });
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.map((s) => s.generationType)).not.toContain(type);
      for (const s of list) {
        expect(GENERATION_NAMES).toContain(s.generationType);
        expect(s.relevanceScore).toBeGreaterThanOrEqual(1);
        expect(s.relevanceScore).toBeLessThanOrEqual(10);
        expect(s.creativeAngle.length).toBeGreaterThan(10);
        expect(bannedIn(JSON.stringify(s))).toEqual([]);
      }
      const scores = list.map((s) => s.relevanceScore);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
  });
});

describe('prose helpers', () => {
  it('lower-cases an ordinary first word, numbers included, for use mid-sentence', () => {
    expect(lowerFirst('One deeded garage space')).toBe('one deeded garage space');
    expect(listOf(['Two-car garage'])).toBe('a two-car garage');
    expect(listOf(['Two dishwashers'])).toBe('two dishwashers');
  });

  it('keeps names and acronyms as written', () => {
    expect(lowerFirst('Sub-Zero refrigerator')).toBe('Sub-Zero refrigerator');
    expect(lowerFirst('HVAC replaced 2021')).toBe('HVAC replaced 2021');
  });
});
