import { AUDIENCE_WORDS, type Facts } from './facts.ts';
import { count, joinList, pick } from './text-tools.ts';

// Wording helpers of the built-in writer: a framework sentence comes in several phrasings picked by
// the property and the response's variant (the same response always reads the same, two listings
// rarely read alike), and the analyses (pricing, ROI, investment, neighborhood, market, lead
// nurturing) also name the listing's own subject and strengths, so two listings do not read as one
// template (docs/decisions/0020-builtin-writer-listing-aware-copy.md).

/** One phrasing out of several, the same for the same property, response and salt. */
export type Say = (salt: string, options: readonly string[]) => string;

/** The picker for one property and response. Empty options (a phrasing that needs a fact the listing
 * lacks) are never chosen; when every option is empty the sentence is left out (''). */
export function phraser(f: Facts): Say {
  return (salt, options) => {
    const usable = options.filter(Boolean);
    return usable.length ? pick(usable, f.seed, salt) : '';
  };
}

export type Phrasing = {
  /** One of the phrasings (see phraser). */
  one: Say;
  /** "the condo", "the triplex", "the 2.5-acre parcel", "the as-is home". */
  subject: string;
  /** The same without its figure, for a second mention: "the parcel", "the building". */
  short: string;
  /** What makes this listing worth a visit, from the data: "lake views", "2.5 acres"; null if nothing. */
  strength: string | null;
  /** The first strength a photo or a visit shows (views, outdoor space, finishes, the land); null if none. */
  visual: string | null;
  /** Every strength, best first. */
  all: string[];
  /** Its second strength, when there is one. */
  second: string | null;
  /** The utilities named in the data, from the utility on: "electric at the road"; null if none. */
  utility: string | null;
  /** Who the agent asked to write for ("first-time buyers and investors"), or null. */
  audience: string | null;
};

/** The listing's own words for the property: the multiplex name, the acreage, the condition. */
function subjectOf(f: Facts): string {
  const plex = `${f.propertyType} ${f.description}`.match(/\b(duplex|triplex|fourplex|quadplex)\b/i)?.[1];
  if (plex) return `the ${plex.toLowerCase()}`;
  if (f.kind === 'multi-family' && f.units) return `the ${f.units}-unit building`;
  if (f.kind === 'land')
    return f.acres ? `the ${count(f.acres)}-acre parcel` : f.sqft ? 'the building lot' : 'the land';
  if (f.kind === 'commercial') return /retail/i.test(f.description) ? 'the retail building' : 'the building';
  if (f.fixer) return `the as-is ${f.noun}`;
  if (f.luxury && /\bestate\b/i.test(f.description)) return 'the estate';
  if (/\bbungalow\b/i.test([f.description, ...f.architecture].join(' '))) return 'the bungalow';
  return `the ${f.noun}`;
}

/** "Unrestricted tract with electric at the road" → "electric at the road". */
function utilityOf(f: Facts): string | null {
  const found = f.utilities
    .map((u) =>
      u.match(
        /\b(?:electric(?:ity)?|power|city water|water|well|septic|sewer|natural gas|propane|fiber|utilities)\b.*$/i,
      ),
    )
    .find(Boolean);
  return found ? found[0].replace(/[.]+$/, '').toLowerCase() : null;
}

function strengths(f: Facts, utility: string | null): string[] {
  // Counts (rents, size, bedrooms) are figures of their own, not features to lead with; what the agent
  // asked to mention or lead with comes first.
  const asked = f.instructions?.emphasis ?? [];
  const named = (phrase: string) => asked.some((t) => phrase.toLowerCase().includes(t.toLowerCase()));
  const features = f.highlights.filter((h) => !/^(income|size|bedrooms)$/.test(h.key)).map((h) => h.phrase);
  const out = [...features.filter(named), ...features.filter((x) => !named(x))];
  if (f.kind === 'land') {
    // The acreage is already in the subject ("the 2.5-acre parcel"): lead with what else the land offers.
    const rest = out.filter((o) => o !== f.frontage && !/^[\d.]+ acres$/.test(o));
    return [f.frontage, ...rest, utility].filter((o): o is string => Boolean(o));
  }
  return out;
}

const VISUAL = /^(views|outdoor|kitchen|architecture|windows|flooring|onsite|environmental|acres|age)$/;

function visualOf(f: Facts, list: string[]): string | null {
  const seen = f.highlights.filter((h) => VISUAL.test(h.key)).map((h) => h.phrase);
  if (f.kind === 'land') return list[0] ?? null;
  return list.find((s) => seen.includes(s)) ?? null;
}

export function phrasing(f: Facts): Phrasing {
  const subject = subjectOf(f);
  const utility = utilityOf(f);
  const list = strengths(f, utility);
  const audiences = f.instructions?.audiences ?? [];
  return {
    one: phraser(f),
    subject,
    short: subject.replace(/^the [\d.]+-(?:acre|unit) /, 'the '),
    strength: list[0] ?? null,
    all: list,
    second: list[1] ?? null,
    visual: visualOf(f, list),
    utility,
    audience: audiences.length ? joinList(audiences.map((a) => AUDIENCE_WORDS[a])) : null,
  };
}
