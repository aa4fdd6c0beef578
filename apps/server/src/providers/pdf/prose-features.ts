// Features told in sentences rather than labelled: "The kitchen is equipped with ...", "Floors are
// ...", "comfort comes from ...", "As for parking: ...", "Recent updates include ...". Each sentence is
// cut into clauses at ", and ", and a lead-in is matched at the start of a clause, so a value runs to
// the end of its clause. The sentences read this way are facts, not description.

export type ProseFeatureKey = 'appliances' | 'flooring' | 'heatingCooling' | 'parking' | 'renovations';

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

/** Sentences of a paragraph: a full stop followed by a capital starts the next one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function findProseFeatures(paragraphs: string[]): {
  features: Map<ProseFeatureKey, string>;
  used: Set<string>;
} {
  const features = new Map<ProseFeatureKey, string>();
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
    }
  }
  return { features, used };
}
