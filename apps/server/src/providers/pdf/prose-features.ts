// Features told in sentences rather than labelled: "The kitchen is equipped with ...", "Floors are
// ...", "comfort comes from ...", "As for parking: ...", "Recent updates include ...". Each sentence is
// cut into clauses at ", and ", and a lead-in is matched at the start of a clause, so a value runs to
// the end of its clause. The sentences read this way are facts, not description.

import { NOT_AFTER_TITLE } from './listing-patterns.ts';
export type ProseFeatureKey =
  | 'appliances'
  | 'flooring'
  | 'heatingCooling'
  | 'parking'
  | 'renovations'
  | 'outdoor'
  | 'architecture';

const LEAD_INS: [RegExp, ProseFeatureKey][] = [
  [
    /^(?:the )?kitchen (?:is |comes )?(?:equipped|outfitted|fitted|appointed|finished) with (.+)$/i,
    'appliances',
  ],
  [/^(?:the )?(?:kitchen )?appliances (?:include|are|consist of) (.+)$/i, 'appliances'],
  [/^(?:the )?(?:floors?|flooring) (?:is|are|includes?|consists? of) (.+)$/i, 'flooring'],
  [
    /^(?:comfort|climate control|heating and cooling|heat and air) (?:comes? from|is provided by|is|are) (.+)$/i,
    'heatingCooling',
  ],
  [/^(?:the home |it )?is heated and cooled by (.+)$/i, 'heatingCooling'],
  [/^as for parking[:,]? (?:there is |there are |it has )?(.+)$/i, 'parking'],
  [/^parking (?:is|includes|consists of|comes from)[:]? (.+)$/i, 'parking'],
  [
    /^(?:recent )?(?:updates|upgrades|renovations|improvements) (?:include|included|are|have included) (.+)$/i,
    'renovations',
  ],
];

/**
 * A sentence that says what was done to a part of the home, and when ("The roof was replaced in 2019.",
 * "The kitchen was renovated in 2022 with quartz counters."): a renovation, told whole.
 */
const WORK_DONE =
  /^the (?:[a-z-]{2,20} ){0,3}(?:was|were|has been|have been) (?:fully |completely |recently |newly )?(?:replaced|renovated|remodeled|remodelled|updated|rebuilt|restored|redone|refinished|upgraded)\b[^.!?]{0,200}\b(?:in|during) (?:19|20)\d{2}\b/i;

/**
 * Features named inside a sentence about other things: "It has ... oak floors throughout and central
 * heat and air.", "Heat is oil-fired baseboard", "Out back is a brick patio under a sycamore, with a
 * detached one-car garage off the alley.", "The house was built in 1928 as a brick Tudor cottage".
 * Each reads the phrase as printed; an article stays when the phrase sits inside the sentence ("with a
 * paved driveway for four cars") and goes when it opens it ("An attached two-car garage opens ...").
 */
const FLOOR_MATERIAL =
  'heart pine|white oak|red oak|oak|hardwood|fir|pine|maple|walnut|cherry|hickory|bamboo|cork|concrete|terrazzo|marble|slate|stone|tile|brick|vinyl plank|vinyl|laminate|parquet|wood';
const PARKING_PHRASE =
  /\b(an? )?((?:(?:attached|detached|heated|oversized|tandem|paved|gravel|covered|private|deeded|assigned|carport|one-car|two-car|three-car|1-car|2-car|3-car) )+(?:garage|carport|driveway|parking pad)(?: (?:off|on|along|behind|for|with|under|beside) (?:the |a )?[a-z0-9-]+(?: [a-z0-9-]+){0,2})?|(?:garage|carport|driveway|parking pad) for (?:one|two|three|four|five|six|\d) cars)/i;
const PHRASES: [RegExp, ProseFeatureKey][] = [
  [
    new RegExp(
      `\\b((?:(?:original|refinished|restored|wide-plank|painted|polished|new|engineered|solid|site-finished|reclaimed|luxury) )*(?:${FLOOR_MATERIAL}) floors?(?: (?:throughout|in (?:both|all|every|each|the) [a-z]+(?: [a-z]+)?|on the (?:main|first|second|upper|lower) (?:level|floor)))?)\\b`,
      'i',
    ),
    'flooring',
  ],
  [/^(?:the )?heat(?:ing)? is (?:by |from )?(.+)$/i, 'heatingCooling'],
  [/^(?:the )?cooling is (?:by|from) (.+)$/i, 'heatingCooling'],
  [
    /^(an? .{3,60}?) keeps (?:it|the (?:home|house|cabin|condo|unit|place)) (?:comfortable|warm|cool)\b/i,
    'heatingCooling',
  ],
  [/\b(central heat and air)\b/i, 'heatingCooling'],
  // (A heating system named in a sentence, its article kept as the sentence has it: "a gas furnace with
  // central air", "three separate gas furnaces", "a new heat pump (2024)", "a heat pump replaced in 2023".)
  [
    /\b((?:(?:an?|its own|their own|(?:two|three|four) separate|separate) )?(?:new |high-efficiency )?(?:(?:gas|oil|electric|propane|gas-fired|oil-fired|hot-water) )?(?:forced-air heat|forced-air furnace|furnaces?|boilers?|heat pumps?|radiant heat|baseboard heat)(?: (?:with|and) central (?:air|AC|A\/C))?(?: \((?:19|20)\d{2}\)| (?:replaced|installed|added|put in) in (?:19|20)\d{2})?)(?! [A-Z])/,
    'heatingCooling',
  ],
  [/^(?:out back|outside)(?: there)? (?:is|are|has) (an? .+|\S+ .+)$/i, 'outdoor'],
  [/^the back(?: yard)? has (an? .+)$/i, 'outdoor'],
  [/\bbuilt in (?:1[789]|20)\d{2} as (an? [^,;]+?)(?: and (?:got|has|had|was|is)\b.*)?$/i, 'architecture'],
  [/\b(?:put on|added|installed|got|received) (an? new [^,;]{3,80}? in (?:19|20)\d{2})\b/i, 'renovations'],
];

/** A phrase read in a clause, cut at the parking phrase an outdoor one runs on into. */
function phraseOf(key: ProseFeatureKey, clause: string, pattern: RegExp): string | undefined {
  const m = pattern.exec(clause);
  if (!m) return undefined;
  let value = (m[1] ?? '').trim();
  if (key === 'outdoor')
    value = value.replace(/ and (?:an? )?(?:[a-z-]+ ){0,3}(?:garage|carport|driveway)\b.*$/i, '');
  return value.length >= 3 && value.length <= 120 ? value : undefined;
}

const SENTENCE_BREAK = new RegExp(`${NOT_AFTER_TITLE}(?<=[.!?])\\s+(?=[A-Z])`);

/**
 * Sentences of a paragraph: a full stop followed by a capital starts the next one, unless it ends a
 * title ("Dr. Ames is retiring", "Mt. Hood").
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function findProseFeatures(paragraphs: string[]): {
  features: Map<ProseFeatureKey, string>;
  /** Phrases read inside sentences: what a feature falls back on last. */
  phrases: Map<ProseFeatureKey, string>;
  used: Set<string>;
} {
  const features = new Map<ProseFeatureKey, string>();
  const phrased = new Map<ProseFeatureKey, string>();
  const used = new Set<string>();
  for (const paragraph of paragraphs) {
    for (const sentence of sentencesOf(paragraph)) {
      if (!features.has('renovations') && sentence.length <= 300 && WORK_DONE.test(sentence)) {
        // Told as a story of the home, the sentence stays in its description too.
        features.set('renovations', sentence);
        continue;
      }
      const clauses = sentence.replace(/[.!]$/, '').split(/,\s+and\s+/);
      for (const clause of clauses) {
        for (const [pattern, key] of LEAD_INS) {
          const m = clause.trim().match(pattern);
          if (!m || features.has(key)) continue;
          const value = m[1].trim();
          if (value.length < 3 || value.length > 300) continue;
          features.set(key, value.charAt(0).toUpperCase() + value.slice(1));
          used.add(sentence);
          break;
        }
      }
      // Phrases inside the sentence's clauses, parted at its commas and semicolons.
      const parts = sentence.replace(/[.!]$/, '').split(/[,;]\s+(?:and\s+|with\s+)?/);
      for (const [n, part] of parts.entries()) {
        const clause = part.trim().replace(/^(?:and|with|plus)\s+/i, '');
        for (const [pattern, key] of PHRASES) {
          if (phrased.has(key)) continue;
          const value = phraseOf(key, clause, pattern);
          if (value) phrased.set(key, value);
        }
        if (!phrased.has('parking')) {
          const m = PARKING_PHRASE.exec(clause);
          // (The article stays inside the sentence, and goes where the phrase opens it.)
          if (m) phrased.set('parking', `${m[1] && ((m.index ?? 0) > 0 || n > 0) ? m[1] : ''}${m[2]}`);
        }
      }
    }
  }
  return { features, phrases: phrased, used };
}
