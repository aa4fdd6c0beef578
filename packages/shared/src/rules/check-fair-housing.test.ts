import { describe, expect, it } from 'vitest';
import type { ComplianceCategory } from '../schemas/compliance.ts';
import { checkFairHousing } from './check-fair-housing.ts';
import { ALLOWED_PHRASES, FAIR_HOUSING_RULES } from './fair-housing-rules.ts';
import { wordsOf } from './words-of.ts';

// The checker over a table of phrases an agent might write: each flagged one with the class it
// should be filed under, and phrases the guidance allows that must stay clean. Variations of case,
// punctuation, plurals and small changes of wording are part of the table.

type Flagged = [phrase: string, category: ComplianceCategory, severity?: 'violation' | 'caution'];

const FLAGGED: Flagged[] = [
  // familial status
  ['No kids.', 'familial-status', 'violation'],
  ['NO CHILDREN', 'familial-status', 'violation'],
  ['no-children policy', 'familial-status', 'violation'],
  ['We do not allow children', 'familial-status', 'violation'],
  ["We don't allow kids", 'familial-status', 'violation'],
  ['We don’t rent to families with children', 'familial-status', 'violation'],
  ['Landlord will not accept teenagers', 'familial-status', 'violation'],
  ['no toddlers', 'familial-status', 'violation'],
  ['no infants or pets', 'familial-status', 'violation'],
  ['Children are not allowed', 'familial-status', 'violation'],
  ['kids not permitted in the pool house', 'familial-status', 'violation'],
  ['minors prohibited', 'familial-status', 'violation'],
  ['child-free building', 'familial-status', 'violation'],
  ['childfree living', 'familial-status', 'violation'],
  ['No kids allowed', 'familial-status', 'violation'],
  ['Adults only', 'familial-status', 'violation'],
  ['adult-only community', 'familial-status', 'violation'],
  ['ADULTS ONLY!', 'familial-status', 'violation'],
  ['only adults may apply', 'familial-status', 'violation'],
  ['an adult community', 'familial-status', 'violation'],
  ['adult living at its best', 'familial-status', 'violation'],
  ['mature adults preferred', 'familial-status', 'violation'],
  ['mature couple wanted', 'familial-status', 'violation'],
  ['suits older persons', 'familial-status', 'violation'],
  ['quiet mature tenants', 'familial-status', 'violation'],
  ['Perfect for families', 'familial-status', 'violation'],
  ['perfect for a family', 'familial-status', 'violation'],
  ['Ideal for young families', 'familial-status', 'violation'],
  ['ideal for growing families!', 'familial-status', 'violation'],
  ['Great for kids', 'familial-status', 'violation'],
  ['great for children', 'familial-status', 'violation'],
  ['Designed for large families', 'familial-status', 'violation'],
  ['suitable for a family', 'familial-status', 'violation'],
  ['well suited for families', 'familial-status', 'violation'],
  ['made for families', 'familial-status', 'violation'],
  ['best for small families', 'familial-status', 'violation'],
  ['perfect for raising a family', 'familial-status', 'violation'],
  ['ideal for starting a family', 'familial-status', 'violation'],
  ['a great place to raise a family', 'familial-status', 'violation'],
  ['great home to raise kids', 'familial-status', 'violation'],
  ['perfect for toddlers', 'familial-status', 'violation'],
  ['Perfect for couples', 'familial-status', 'violation'],
  ['ideal for a couple', 'familial-status', 'violation'],
  ['perfect for young couples', 'familial-status', 'violation'],
  ['Ideal for singles', 'familial-status', 'violation'],
  ['ideal for a single professional', 'familial-status', 'violation'],
  ['perfect for one person', 'familial-status', 'violation'],
  ['couples only', 'familial-status', 'violation'],
  ['Singles only', 'familial-status', 'violation'],
  ['no more than one child', 'familial-status', 'violation'],
  ['perfect for retired couples', 'familial-status', 'violation'],
  ['family-friendly street', 'familial-status', 'caution'],
  ['Family friendly neighborhood', 'familial-status', 'caution'],
  ['kid-friendly yard', 'familial-status', 'caution'],
  ['child safe pool fence', 'familial-status', 'caution'],
  ['family oriented community', 'familial-status', 'caution'],
  ['safe for kids', 'familial-status', 'caution'],
  ['no children next door', 'familial-status', 'violation'],
  ['great for empty nesters', 'familial-status'],
  ['Empty-nesters will love it', 'familial-status', 'caution'],
  ['emptynesters', 'familial-status', 'caution'],
  // race and colour
  ['white neighborhood', 'race-color', 'violation'],
  ['White neighbourhood', 'race-color', 'violation'],
  ['black community', 'race-color', 'violation'],
  ['Caucasian buyers preferred', 'race-color', 'violation'],
  ['African-American families', 'race-color', 'violation'],
  ['African American neighborhood', 'race-color', 'violation'],
  ['whites only', 'race-color', 'violation'],
  ['white only', 'race-color', 'violation'],
  ['minority area', 'race-color', 'violation'],
  ['no minorities', 'race-color', 'violation'],
  ['non-white residents', 'race-color', 'violation'],
  ['racially mixed', 'race-color', 'violation'],
  ['colored people', 'race-color', 'violation'],
  ['integrated neighborhood', 'race-color', 'caution'],
  ['an integrated community', 'race-color', 'caution'],
  ['segregated area', 'race-color', 'caution'],
  ['diverse neighborhood', 'race-color', 'caution'],
  ['changing neighbourhood', 'race-color', 'caution'],
  ['homogeneous community', 'race-color', 'caution'],
  ['mixed area', 'race-color', 'caution'],
  // national origin
  ['Hispanic neighborhood', 'national-origin', 'violation'],
  ['Latino community', 'national-origin', 'violation'],
  ['Asian buyers', 'national-origin', 'violation'],
  ['asian families welcome', 'national-origin', 'violation'],
  ['Mexican neighborhood', 'national-origin', 'violation'],
  ['Chinese community', 'national-origin', 'violation'],
  ['Korean residents', 'national-origin', 'violation'],
  ['Indian families', 'national-origin', 'violation'],
  ['Irish neighbourhood', 'national-origin', 'violation'],
  ['Italian area', 'national-origin', 'violation'],
  ['Polish community', 'national-origin', 'violation'],
  ['Russian tenants', 'national-origin', 'violation'],
  ['Arab buyers', 'national-origin', 'violation'],
  ['Puerto Rican neighborhood', 'national-origin', 'violation'],
  ['Middle Eastern families', 'national-origin', 'violation'],
  ['ethnic neighborhood', 'national-origin', 'violation'],
  ['ethnic enclave', 'national-origin', 'violation'],
  ['foreign buyers', 'national-origin', 'violation'],
  ['no foreigners', 'national-origin', 'violation'],
  ['immigrants', 'national-origin', 'violation'],
  ['no immigrants please', 'national-origin', 'violation'],
  ['Hispanics', 'national-origin', 'violation'],
  ['English-speaking only', 'national-origin', 'violation'],
  ['english speaking tenants', 'national-origin', 'violation'],
  ['Spanish speaking neighborhood', 'national-origin', 'violation'],
  ['must speak English', 'national-origin', 'violation'],
  ['English only', 'national-origin', 'violation'],
  ['US citizens only', 'national-origin', 'violation'],
  ['U.S. citizens only', 'national-origin', 'violation'],
  ['American citizens only', 'national-origin', 'violation'],
  ['citizens only', 'national-origin', 'violation'],
  ['no non-citizens', 'national-origin', 'violation'],
  // religion
  ['Christian home', 'religion', 'violation'],
  ['christian homes', 'religion', 'violation'],
  ['Catholic neighborhood', 'religion', 'violation'],
  ['Jewish community', 'religion', 'violation'],
  ['Muslim families', 'religion', 'violation'],
  ['Mormon buyers', 'religion', 'violation'],
  ['LDS neighborhood', 'religion', 'violation'],
  ['Hindu residents', 'religion', 'violation'],
  ['Buddhist household', 'religion', 'violation'],
  ['Evangelical community', 'religion', 'violation'],
  ['Baptist family', 'religion', 'violation'],
  ['orthodox neighborhood', 'religion', 'violation'],
  ['religious community', 'religion', 'violation'],
  ['Christians preferred', 'religion'],
  ['Christian preferred', 'religion', 'violation'],
  ['God-fearing tenants', 'religion', 'violation'],
  ['god fearing family', 'religion', 'violation'],
  ['Bible-believing neighbors', 'religion', 'violation'],
  ['born-again', 'religion', 'violation'],
  ['no Muslims', 'religion', 'violation'],
  ['We will not rent to atheists', 'religion', 'violation'],
  ['walking distance to church', 'religion', 'caution'],
  ['Walking distance to the church', 'religion', 'caution'],
  ['walk to churches', 'religion', 'caution'],
  ['near a synagogue', 'religion', 'caution'],
  ['close to the mosque', 'religion', 'caution'],
  ['steps from the temple', 'religion', 'caution'],
  ['minutes from several churches', 'religion', 'caution'],
  ['next to the cathedral', 'religion', 'caution'],
  ['near places of worship', 'religion', 'caution'],
  ['near houses of worship', 'religion', 'caution'],
  ['across from the chapel', 'religion', 'caution'],
  ['blocks from the parish', 'religion', 'caution'],
  ['close-to church', 'religion', 'caution'],
  // sex
  ['men only', 'sex', 'violation'],
  ['Women only', 'sex', 'violation'],
  ['females only', 'sex', 'violation'],
  ['female only', 'sex', 'violation'],
  ['ladies only', 'sex', 'violation'],
  ['gentlemen only', 'sex', 'violation'],
  ['Perfect for a single woman', 'sex', 'violation'],
  ['ideal for a bachelor', 'sex', 'violation'],
  ['great for bachelors', 'sex', 'violation'],
  ['perfect for working women', 'sex', 'violation'],
  ['ideal for a young man', 'sex', 'violation'],
  ['suited for a lady', 'sex', 'violation'],
  ['No women', 'sex', 'violation'],
  ['female tenants preferred', 'sex', 'violation'],
  ['male roommate wanted', 'sex', 'violation'],
  ['Man cave', 'sex', 'caution'],
  ['a mancave in the basement', 'sex', 'caution'],
  ['man-cave', 'sex', 'caution'],
  ["man's cave", 'sex', 'caution'],
  ['men’s cave', 'sex', 'caution'],
  ['she shed', 'sex', 'caution'],
  ['She-shed', 'sex', 'caution'],
  ['bachelor pad', 'sex', 'caution'],
  // disability
  ['No wheelchairs', 'disability', 'violation'],
  ['no handicapped', 'disability', 'violation'],
  ['not accept service animals', 'disability', 'violation'],
  ['no emotional support animals', 'disability', 'violation'],
  ['no support animals', 'disability', 'violation'],
  ['does not allow assistance animals', 'disability', 'violation'],
  ['no mentally ill', 'disability', 'violation'],
  ['no group homes', 'disability', 'violation'],
  ['able-bodied tenants', 'disability', 'violation'],
  ['able bodied', 'disability', 'violation'],
  ['physically fit', 'disability', 'violation'],
  ['must be in good health', 'disability', 'violation'],
  ['of sound mind', 'disability', 'violation'],
  ['healthy tenants only', 'disability', 'violation'],
  ['Must be able to climb stairs', 'disability', 'violation'],
  ['must be able to walk', 'disability', 'violation'],
  ['must climb stairs', 'disability', 'violation'],
  ['wheelchair-bound', 'disability', 'caution'],
  ['wheelchair bound residents', 'disability', 'caution'],
  ['confined to a wheelchair', 'disability', 'caution'],
  ['mentally handicapped', 'disability', 'caution'],
  ['crippled', 'disability', 'caution'],
  ['handicapped people', 'disability', 'caution'],
  ['perfect for the disabled', 'disability', 'caution'],
  ['ideal for wheelchair users', 'disability', 'caution'],
  ['not suitable for the disabled', 'disability', 'caution'],
  ['not suited for wheelchairs', 'disability', 'caution'],
  // steering and catch words
  ['exclusive neighborhood', 'steering', 'caution'],
  ['an exclusive community', 'steering', 'caution'],
  ['restricted community', 'steering', 'caution'],
  ['private neighborhood', 'steering', 'caution'],
  ['traditional neighborhood', 'steering', 'caution'],
  ['select community', 'steering', 'caution'],
  ['prestigious enclave', 'steering', 'caution'],
  ['elite neighbourhood', 'steering', 'caution'],
  ['board approval required', 'steering', 'caution'],
  ['membership approval', 'steering', 'caution'],
  ['restricted covenants', 'steering', 'caution'],
  ['safe neighborhood', 'steering', 'caution'],
  ['Safe area', 'steering', 'caution'],
  ['safest neighborhoods in town', 'steering', 'caution'],
  ['crime-free community', 'steering', 'caution'],
  ['crime free neighborhood', 'steering', 'caution'],
  ['low-crime area', 'steering', 'caution'],
  ['low crime neighborhood', 'steering', 'caution'],
  ['high-crime area', 'steering', 'caution'],
  ['good neighborhood', 'steering', 'caution'],
  ['nice area', 'steering', 'caution'],
  ['better part of town', 'steering', 'caution'],
  ['right side of town', 'steering', 'caution'],
  ['bad neighborhoods', 'steering', 'caution'],
  ['desirable neighborhood', 'steering', 'caution'],
  ['wholesome community', 'steering', 'caution'],
  ['the right kind of neighbors', 'steering', 'caution'],
  ['undesirable elements', 'steering', 'caution'],
  ['low crime rate', 'steering', 'caution'],
  ['crime statistics', 'steering', 'caution'],
  ['up-and-coming neighborhood', 'steering', 'caution'],
  ['up and coming area', 'steering', 'caution'],
  ['transitional neighborhood', 'steering', 'caution'],
  ['gentrifying area', 'steering', 'caution'],
  // source of income
  ['No Section 8', 'source-of-income', 'violation'],
  ['no section-8', 'source-of-income', 'violation'],
  ['no section8', 'source-of-income', 'violation'],
  ['Section 8 not accepted', 'source-of-income', 'violation'],
  ['vouchers not accepted', 'source-of-income', 'violation'],
  ['no vouchers', 'source-of-income', 'violation'],
  ['no housing vouchers', 'source-of-income', 'violation'],
  ['no housing choice vouchers', 'source-of-income', 'violation'],
  ['does not accept HUD', 'source-of-income', 'violation'],
  ['we do not accept housing assistance', 'source-of-income', 'violation'],
  ["We don't accept government assistance", 'source-of-income', 'violation'],
  ['no public assistance', 'source-of-income', 'violation'],
  ['no welfare', 'source-of-income', 'violation'],
  ['no subsidized tenants', 'source-of-income', 'violation'],
  ['Section 8 need not apply', 'source-of-income', 'violation'],
  ['must be employed', 'source-of-income', 'caution'],
  ['Must have a job', 'source-of-income', 'caution'],
  ['working professionals only', 'source-of-income', 'caution'],
  ['professionals only', 'source-of-income', 'caution'],
  ['employed applicants only', 'source-of-income', 'caution'],
  ['income must be from employment', 'source-of-income', 'caution'],
  // age
  ['Perfect for retirees', 'age', 'caution'],
  ['ideal for seniors', 'age', 'caution'],
  ['great for senior citizens', 'age', 'caution'],
  ['ideal for the elderly', 'age', 'caution'],
  ['perfect for young professionals', 'age', 'caution'],
  ['ideal for younger buyers', 'age', 'caution'],
  ['great for millennials', 'age', 'caution'],
  ['perfect for baby boomers', 'age', 'caution'],
  ['ideal for Gen Z', 'age', 'caution'],
  ['seniors only', 'age', 'caution'],
  ['elderly preferred', 'age', 'caution'],
  ['young professionals', 'age', 'caution'],
  ['young crowd', 'age', 'caution'],
  ['young buyers', 'age', 'caution'],
  ['retirees', 'age', 'caution'],
  ['Millennials', 'age', 'caution'],
  ['age-restricted', 'age', 'caution'],
  ['55+ community', 'age', 'caution'],
  ['55 + living', 'age', 'caution'],
  ['62 and older', 'age', 'caution'],
  ['55 or older', 'age', 'caution'],
  ['senior living', 'age', 'caution'],
  ['senior community', 'age', 'caution'],
  // marital status
  ['married couples', 'marital-status', 'caution'],
  ['Married couples only', 'marital-status'],
  ['unmarried couples', 'marital-status', 'caution'],
  ['divorced buyers', 'marital-status', 'caution'],
  ['newlyweds', 'marital-status', 'caution'],
  ['Perfect for newlyweds', 'marital-status', 'caution'],
  ['ideal for honeymooners', 'marital-status', 'caution'],
  // sexual orientation
  ['gay-friendly', 'sexual-orientation', 'caution'],
  ['gay friendly neighborhood', 'sexual-orientation', 'caution'],
  ['straight couples', 'sexual-orientation', 'caution'],
  ['lesbian couple', 'sexual-orientation', 'caution'],
  ['LGBTQ friendly', 'sexual-orientation', 'caution'],
  ['LGBT community', 'sexual-orientation', 'caution'],
  ['heterosexual tenants', 'sexual-orientation', 'caution'],
  ['no gays', 'sexual-orientation', 'caution'],
  // gender identity
  ['transgender friendly', 'gender-identity', 'caution'],
  ['trans people', 'gender-identity', 'caution'],
  ['no transsexuals', 'gender-identity', 'caution'],
  ['biological women', 'gender-identity', 'caution'],
  ['non-binary tenants', 'gender-identity', 'caution'],
  // military status
  ['no military', 'military-status', 'caution'],
  ['we do not rent to soldiers', 'military-status', 'caution'],
  ['no veterans', 'military-status', 'caution'],
  ['military only', 'military-status', 'caution'],
  ['civilians preferred', 'military-status', 'caution'],
  ['perfect for military families', 'military-status', 'caution'],
];

const ALLOWED: string[] = [
  'Master bedroom with walk-in closet',
  'master suite',
  'the master bath has a soaking tub',
  'Family room opens to the kitchen',
  'a family room and a great room',
  'single-family home',
  'single family residence',
  'multi-family investment',
  'multifamily',
  'bonus room over the garage',
  'walk-in closet',
  'walk-in pantry',
  'walk in shower',
  'fourth-floor walk-up',
  'walkup',
  'great view of the lake',
  'great views',
  'jogging trails',
  'walking distance to shops and cafés',
  'walking distance to the park',
  'walk to the train',
  'close to schools',
  'wheelchair accessible',
  'wheelchair-accessible entrance',
  'handicap accessible',
  'handicapped parking',
  'wheelchair ramp',
  'step-free entry and grab bars',
  'accessible bathroom',
  'bachelor apartment',
  'mother-in-law suite',
  'in-law suite over the garage',
  'his and hers closets',
  'his-and-hers sinks',
  'kosher kitchen',
  'no smoking',
  'non-smoking building',
  'drug-free',
  'no pets',
  'exclusive listing',
  'exclusive agent',
  'private yard',
  'private backyard',
  'private entrance',
  'private patio',
  'private balcony',
  'private showings available',
  'quiet street',
  'tree-lined street',
  'cul-de-sac',
  'gated community',
  'near the park',
  'close to downtown',
  'two blocks from St. Mary’s',
  'across from Temple Square Park',
  'Spanish-style stucco',
  'Mediterranean villa',
  'Italian marble counters',
  'French doors',
  'English garden',
  'Colonial revival',
  'Victorian details',
  'white kitchen cabinets',
  'black granite counters',
  'white oak floors',
  'black stainless appliances',
  'Black Hills views',
  'Asian-inspired garden',
  'Chinese elm in the yard',
  'Christmas lights on the block each December',
  'Merry Christmas',
  'senior discount at the gym',
  'family gatherings',
  'room for family dinners',
  'family-sized kitchen',
  'perfect for entertaining',
  'ideal for a home office',
  'great for remote work',
  'ideal for commuters',
  'perfect for gardeners',
  'suited for a workshop',
  'perfect for a growing collection of books',
  'buyers wanting low maintenance',
  'investors',
  'remote workers who need an office',
  'first-time buyers',
  'move-up buyers',
  'downsizers',
  'owner-occupants',
  'VA loan eligible',
  'FHA financing available',
  'income of 2.5 times the rent from any source',
  'ten minutes to the base main gate',
  'Section 8 inspection passed last year',
  'good condition',
  'nice light',
  'good schools nearby',
  'right-sized rooms',
  'private road maintained by the HOA',
  'stairs to the second floor',
  'great room',
  'room to grow',
  'plenty of room',
  'quiet',
  'peaceful setting',
  'secure building with a doorman',
  'single-level living with no stairs',
  'no HOA',
  'no carpet',
  'no rear neighbors',
  'three bedrooms',
  'the children’s museum is a short drive',
];

function categoriesOf(text: string) {
  return checkFairHousing(text).map((f) => [f.category, f.severity] as const);
}

describe('checkFairHousing', () => {
  it('holds a table of at least 300 phrases', () => {
    expect(FLAGGED.length + ALLOWED.length).toBeGreaterThanOrEqual(300);
  });

  it.each(FLAGGED)('flags %j as %s', (phrase, category, severity) => {
    const found = categoriesOf(phrase);
    expect(found.map(([c]) => c)).toContain(category);
    if (severity) expect(found.find(([c]) => c === category)?.[1]).toBe(severity);
  });

  it.each(ALLOWED)('allows %j', (phrase) => {
    expect(checkFairHousing(phrase)).toEqual([]);
  });

  it('gives the exact span, the reason and a safer wording', () => {
    const text = 'Bright 3-bedroom home, perfect for young families, near the park.';
    const [finding] = checkFairHousing(text);
    expect(finding).toMatchObject({ category: 'familial-status', severity: 'violation' });
    expect(text.slice(finding!.start, finding!.end)).toBe(finding!.text);
    expect(finding!.text).toBe('perfect for young families');
    expect(finding!.why).toMatch(/familial status/);
    expect(finding!.safer.length).toBeGreaterThan(10);
  });

  it('finds every problem in a longer text, in order, once each', () => {
    const text =
      'Exclusive neighborhood! Adults only, no pets. Walking distance to church. No Section 8. Master suite.';
    const found = checkFairHousing(text);
    expect(found.map((f) => f.category)).toEqual([
      'steering',
      'familial-status',
      'religion',
      'source-of-income',
    ]);
    for (let i = 1; i < found.length; i++) expect(found[i]!.start).toBeGreaterThanOrEqual(found[i - 1]!.end);
  });

  it('keeps indices of the original text when it has curly quotes and dashes', () => {
    const text = 'We don’t allow kids — sorry.';
    const [finding] = checkFairHousing(text);
    expect(finding!.text).toBe('don’t allow kids');
  });

  // Rules are skipped for texts that hold none of their words: each match must contain one.
  it("finds every rule's matches among its own words", () => {
    for (const rule of FAIR_HOUSING_RULES) {
      for (const [phrase] of FLAGGED) {
        rule.pattern.lastIndex = 0;
        for (let m = rule.pattern.exec(phrase); m; m = rule.pattern.exec(phrase)) {
          const words = wordsOf(m[0].replace(/[‘’]/g, "'"));
          expect(
            rule.words.some((w) => words.has(w)),
            `${rule.id}: "${m[0]}"`,
          ).toBe(true);
        }
      }
    }
  });

  it('has a documented source, a reason and a safer wording for every rule', () => {
    for (const rule of FAIR_HOUSING_RULES) {
      expect(rule.source, rule.id).toMatch(/FHA|CFR|HUD|HOPA|STATE|MLS/);
      expect(rule.why.length, rule.id).toBeGreaterThan(30);
      expect(rule.safer.length, rule.id).toBeGreaterThan(10);
    }
  });

  // A pattern that backtracks over overlapping choices takes time growing with the square (or worse)
  // of its input: on 200,000 characters that is seconds or minutes, where a linear one takes a few
  // milliseconds. Inputs: each pattern's own words repeated with every separator, and long runs of
  // separators, the shapes that make such patterns backtrack.
  it('uses only patterns whose time is linear in the text', () => {
    const SIZE = 200_000;
    for (const { id, pattern } of [...FAIR_HOUSING_RULES, { id: 'allowed', pattern: ALLOWED_PHRASES }]) {
      const words = [...new Set(pattern.source.match(/[a-z]{2,}/g) ?? [])];
      const inputs = [
        ...[' ', '-', ' \t', '. '].map((sep) => words.join(sep)),
        `${words[0]} ${' '.repeat(100)}`,
        words.map((w) => `${w}${w.slice(0, 2)}`).join(' '),
      ].map((unit) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE));
      for (const input of inputs) {
        const started = performance.now();
        pattern.lastIndex = 0;
        while (pattern.exec(input));
        expect(performance.now() - started, id).toBeLessThan(500);
      }
    }
  });
});
