import {
  agentNotes,
  describeUnit,
  emphasisSentence,
  type Facts,
  instructionEmphasis,
  mentions,
  offerPhrase,
  topHighlight,
} from '../facts.ts';
import {
  capitalize,
  count,
  joinList,
  listOf,
  lowerFirst,
  num,
  pick,
  sentence,
  splitSentences,
  usd,
  wordCount,
} from '../text-tools.ts';

// MLS public remarks: an opening on the strongest fact, then the property as what it is (a home, a
// rental, units with rents, land with acreage and utilities), its location and the terms. Plain prose
// within the MLS character limit, no agent contact, no URLs, no showing instructions
// (docs/decisions/0020-builtin-writer-listing-aware-copy.md).

export const REMARKS_MIN_WORDS = 150;
export const REMARKS_MAX_WORDS = 250;
const BRIEF_WORDS = 60;

type Line = { text: string; priority: number; para: 0 | 1 | 2; order: number };

/** The limits these remarks must meet: the agent's words or characters, else the MLS default. */
export function remarksLimits(f: Facts): { maxChars: number; targetWords: number | null; wordCap: number } {
  const chars = f.instructions?.chars ?? null;
  const targetWords = f.instructions?.words ?? null;
  return {
    maxChars: chars ? Math.min(chars, f.remarksLimit) : f.remarksLimit,
    targetWords,
    // Concise copy keeps the strongest sentences only; an explicit word count wins.
    wordCap: targetWords ? Math.round(targetWords * 1.08) : f.brief ? BRIEF_WORDS : REMARKS_MAX_WORDS,
  };
}

function unitPhrase(f: Facts): string {
  if (f.kind === 'multi-family' && f.units) return `${f.units}-unit property`;
  if (f.kind === 'land') return f.acres ? `${count(f.acres)}-acre tract` : 'parcel of land';
  if (f.luxury && f.kind === 'single-family' && !f.isRental)
    return describeUnit(f, { article: false }).replace(/home$/, 'residence');
  return describeUnit(f, { article: false });
}

/** 'a screened porch' takes a singular verb; 'a porch and a yard' or 'new windows' a plural one. */
function singular(lead: string): boolean {
  return /^(an? |one )/i.test(lead) && !/ and /i.test(lead);
}

function withA(text: string): string {
  return `${/^[aeiou8]/i.test(text) && !/^(one|uni)/i.test(text) ? 'an' : 'a'} ${text}`;
}

function opening(f: Facts, lead: string | undefined): string {
  const unit = unitPhrase(f);
  const where = f.city ? ` in ${f.cityState}` : '';
  const salt = 'opening';
  if (f.isRental) {
    const rent = f.price ? ` at ${usd(f.price)} a month` : '';
    return pick(
      lead
        ? [
            `${capitalize(withA(unit))} for rent${where}${rent}, with ${lead}.`,
            `For rent${where}: ${withA(unit)} with ${lead}${rent ? `,${rent}` : ''}.`,
            `${capitalize(lead)} come with this ${unit} for rent${where}${rent}.`.replace(
              / come with /,
              singular(lead) ? ' comes with ' : ' come with ',
            ),
          ]
        : [`${capitalize(withA(unit))} for rent${where}${rent}.`, `For rent${where}${rent}: ${withA(unit)}.`],
      f.seed,
      salt,
    );
  }
  if (f.kind === 'land') {
    const parts = [
      f.acres ? `${count(f.acres)} acres` : 'Land',
      where,
      f.frontage ? ` with ${f.frontage}` : '',
    ];
    const base = parts.join('');
    return pick(
      [
        `${base}${f.price ? `, offered at ${usd(f.price)}` : ''}.`,
        `${capitalize(withA(unit))}${where}${f.frontage ? ` with ${f.frontage}` : ''}${lead && !/acre|frontage/.test(lead) ? ` and ${lead}` : ''}.`,
        `For sale${where}: ${f.acres ? `${count(f.acres)} acres` : 'land'}${f.frontage ? ` with ${f.frontage}` : ''}.`,
      ],
      f.seed,
      salt,
    );
  }
  if (f.kind === 'multi-family') {
    return pick(
      [
        `${capitalize(withA(unit))}${where}${lead ? ` with ${lead}` : ''}.`,
        `${lead ? `${capitalize(lead)}: ` : ''}${withA(unit)}${where}, ${offerPhrase(f)}.`,
        `An income property${where}: ${lead && /units/.test(lead) ? lead : `${f.units ? `${f.units} units` : unit}${lead ? ` and ${lead}` : ''}`}.`,
      ],
      f.seed,
      salt,
    );
  }
  if (f.fixer) {
    return pick(
      [
        `${capitalize(withA(unit))}${where} that needs work, ${offerPhrase(f)}.`,
        `A renovation project${where}: ${withA(unit)}, ${offerPhrase(f)}.`,
        `Bring your plans to this ${unit}${where}, ${offerPhrase(f)} and sold in its current condition.`,
      ],
      f.seed,
      salt,
    );
  }
  if (!lead) return sentence(`${capitalize(withA(unit))}${where}, ${offerPhrase(f)}`);
  const variants =
    f.tone === 'warm'
      ? [
          `Come home to ${lead} in this ${unit}${where}.`,
          `Welcome to a ${unit.replace(/^\d+-bedroom /, '')}${where} with ${lead}.`,
          `${capitalize(lead)} make this ${unit}${where} easy to settle into.`.replace(
            / make this /,
            singular(lead) ? ' makes this ' : ' make this ',
          ),
        ]
      : f.tone === 'luxury' || f.luxury
        ? [
            `${capitalize(lead)} define this ${unit}${where}.`,
            `This ${unit}${where} offers ${lead}.`,
            `A ${unit.replace(/^\d+-bedroom /, '')}${where} with ${lead}.`,
          ]
        : [
            `This ${unit}${where} comes with ${lead}.`,
            `${capitalize(withA(unit))}${where} with ${lead}.`,
            `${capitalize(lead)}: the first thing to know about this ${unit}${where}.`,
            `Among this ${unit}'s strengths${where ? ` ${where.trim()}` : ''}: ${lead}.`,
          ];
  return pick(variants, f.seed, salt).replace(/^([a-z])/, (c) => c.toUpperCase());
}

function roomsLine(f: Facts): string {
  if (f.kind === 'land') return '';
  if (f.kind === 'multi-family')
    return f.sqft
      ? `The building totals ${num(f.sqft)} sq ft${f.yearBuilt ? ` and dates from ${f.yearBuilt}` : ''}.`
      : '';
  const rooms = [
    f.beds ? `${numberWord(f.beds)} bedroom${f.beds === 1 ? '' : 's'}` : '',
    f.baths ? bathWords(f.baths) : '',
  ].filter(Boolean);
  if (!rooms.length && !f.sqft) return f.yearBuilt ? `The ${f.noun} was built in ${f.yearBuilt}.` : '';
  const size = f.sqft ? `${num(f.sqft)} sq ft` : '';
  const lot = lotText(f);
  const onLot = lot ? ` on a ${lot}` : '';
  const built = f.yearBuilt ? ` Built in ${f.yearBuilt}${onLot}.` : lot ? ` It sits on a ${lot}.` : '';
  return pick(
    [
      `Inside: ${joinList(rooms)}${size ? ` in ${size}` : ''}.${built}`,
      `${capitalize(joinList(rooms))}${size ? ` across ${size}` : ''}.${built}`,
      `${size ? `${capitalize(size)} with ` : ''}${joinList(rooms)}${f.yearBuilt ? `, built in ${f.yearBuilt}` : ''}${f.yearBuilt ? onLot : lot ? `, on a ${lot}` : ''}.`,
    ].map((t) => capitalize(t.replace(/^ /, ''))),
    f.seed,
    'rooms',
  );
}

/**
 * The lot of a house or townhome as the Lot Size field gives it ("7,200 sq ft lot", "0.4-acre lot").
 * Condos have no lot of their own; an acre or more is already a highlight of its own.
 */
function lotText(f: Facts): string {
  if (f.kind === 'condo' || f.kind === 'land') return '';
  if (f.lotSqft) return `${num(f.lotSqft)} sq ft lot`;
  if (f.acres && f.acres < 1) return `${count(f.acres)}-acre lot`;
  return '';
}

/** 2.5 → "2 full and 1 half bathrooms"; 1 → "1 bathroom". */
function bathWords(baths: number): string {
  const full = Math.floor(baths);
  if (baths !== full) return `${numberWord(full)} full and one half bath${full === 1 ? '' : 's'}`;
  return `${numberWord(baths)} bathroom${baths === 1 ? '' : 's'}`;
}

function incomeLine(f: Facts): string {
  const rents = f.unitRents;
  if (f.kind !== 'multi-family' || f.isRental || !rents.length) return '';
  const total = rents.reduce((s, r) => s + r, 0);
  const annual = total * 12;
  const grm = f.price
    ? ` That is a gross rent multiplier of ${(f.price / annual).toFixed(1)} at the list price.`
    : '';
  if (topHighlight(f)?.key === 'income')
    return `That is ${usd(annual)} a year${f.price ? `, a gross rent multiplier of ${(f.price / annual).toFixed(1)} at the list price` : ''}.`;
  return pick(
    [
      `Current rents total ${usd(total)} a month (${usd(annual)} a year).${grm}`,
      `The rent roll comes to ${usd(total)} a month, or ${usd(annual)} a year.${grm}`,
    ],
    f.seed,
    'income',
  );
}

function landLines(f: Facts, add: (t: string, p: number, para: Line['para']) => void) {
  if (f.kind !== 'land') return;
  if (f.utilities.length && !f.description.toLowerCase().includes(f.utilities[0].toLowerCase()))
    add(`Utilities: ${joinList(f.utilities.map(lowerFirst))}.`, 86, 0);
  if (f.zoning) add(`Zoned ${f.zoning}.`, 84, 0);
  const terrain = f.environmental.map((e) =>
    /^([a-z]+ly )?[a-z]+(ing|ed)$/i.test(e.trim()) ? `${lowerFirst(e)} terrain` : lowerFirst(e),
  );
  if (terrain.length)
    add(
      pick(
        [
          `The land has ${joinList(terrain)}.`,
          `On the ground: ${joinList(terrain)}.`,
          `Natural features: ${joinList(terrain)}.`,
        ],
        f.seed,
        'terrain',
      ),
      83,
      0,
    );
  if (f.sqft && !f.acres) add(`The lot measures ${num(f.sqft)} sq ft.`, 90, 0);
}

function lines(f: Facts): Line[] {
  const out: Line[] = [];
  let order = 0;
  const add = (text: string, priority: number, para: Line['para']) => {
    const t = text.trim();
    if (t && !out.some((l) => l.text === t)) out.push({ text: t, priority, para, order: order++ });
  };
  const emphasis = instructionEmphasis(f);
  const top = topHighlight(f);
  const used = new Set<string>([top?.key ?? '']);
  const lead = top && f.kind !== 'land' ? top.phrase : f.kind === 'land' ? top?.phrase : undefined;

  add(opening(f, lead), 100, 0);
  add(roomsLine(f), 95, 0);
  add(incomeLine(f), 94, 0);
  landLines(f, add);
  const opener = out[0]?.text ?? '';
  for (const fact of f.statedFacts) {
    // Skip a stated fact the opening already carries ("2.5 acres, 300 ft of highway frontage").
    const numbers = fact.match(/\d[\d,.]*/g) ?? [];
    if (numbers.length && numbers.every((n) => opener.includes(n)) && wordCount(fact) <= 10) continue;
    add(sentence(fact), 93, 0);
  }
  const own = splitSentences(f.description);
  own.forEach((s, i) => {
    add(sentence(s), 88 - i * 4, 0);
  });

  if (f.appliances.length && !used.has('kitchen'))
    add(
      f.kind === 'multi-family'
        ? `Appliances: ${joinList(f.appliances.map(lowerFirst))}.`
        : pick(
            [`The kitchen has ${listOf(f.appliances, 4)}.`, `Appliances include ${listOf(f.appliances, 4)}.`],
            f.seed,
            'kitchen',
          ),
      80,
      0,
    );
  if (f.architecture.length && !used.has('architecture'))
    add(
      pick(
        [`Design details include ${listOf(f.architecture, 3)}.`, `Look for ${listOf(f.architecture, 3)}.`],
        f.seed,
        'arch',
      ),
      76,
      0,
    );
  if (f.flooring.length)
    add(
      pick(
        [`Floors are ${listOf(f.flooring, 3)}.`, `Flooring: ${joinList(f.flooring.map(lowerFirst))}.`],
        f.seed,
        'floor',
      ),
      60,
      0,
    );
  if (f.windows.length) add(`Windows and doors: ${joinList(f.windows.map(lowerFirst))}.`, 58, 0);

  // "Updated bathroom in 2022" under a "Recent updates" label reads "bathroom in 2022".
  const updates = f.renovations.map((r) =>
    lowerFirst(r).replace(/^(updated|renovated|remodeled) (?=\S)/i, ''),
  );
  if (f.renovations.length && !used.has('renovations'))
    add(
      pick(
        [
          `Recent updates: ${joinList(updates)}.`,
          `Updated since it was built: ${joinList(updates)}.`.replace(
            ' since it was built',
            f.yearBuilt ? ' since it was built' : '',
          ),
        ],
        f.seed,
        'updates',
      ),
      85,
      1,
    );
  if (f.heatingCooling.length)
    add(
      pick(
        [
          `Heating and cooling: ${joinList(f.heatingCooling.map(lowerFirst))}.`,
          `Climate control comes from ${listOf(f.heatingCooling, 2)}.`,
        ],
        f.seed,
        'hvac',
      ),
      62,
      1,
    );
  if (f.outdoor.length && !used.has('outdoor'))
    add(
      pick(
        [`Outside: ${listOf(f.outdoor, 4)}.`, `Outdoor space includes ${listOf(f.outdoor, 4)}.`],
        f.seed,
        'outdoor',
      ),
      82,
      1,
    );
  if (f.parking.length)
    add(
      pick(
        [`Parking: ${listOf(f.parking, 3)}.`, `For parking there is ${listOf(f.parking, 2)}.`],
        f.seed,
        'parking',
      ),
      74,
      1,
    );
  if (f.environmental.length && !used.has('environmental') && f.kind !== 'land')
    add(`Also on the property: ${listOf(f.environmental, 3)}.`, 64, 1);
  if (f.accessibility.length) add(`Accessibility: ${joinList(f.accessibility.map(lowerFirst))}.`, 66, 1);
  if (f.onsite.length && !used.has('onsite'))
    add(
      pick(
        [
          `${f.kind === 'condo' ? 'The building offers' : 'On site'} ${f.kind === 'condo' ? listOf(f.onsite, 4) : `: ${listOf(f.onsite, 4)}`}.`.replace(
            ' : ',
            ': ',
          ),
          `Amenities include ${listOf(f.onsite, 4)}.`,
        ],
        f.seed,
        'onsite',
      ),
      72,
      1,
    );
  if (f.maintenance) add(sentence(splitSentences(f.maintenance)[0] ?? ''), 45, 1);
  if (f.hoaMonthly) add(`HOA dues are ${usd(f.hoaMonthly)} a month.`, 55, 1);
  if (f.zoning && f.kind !== 'land')
    add(`Zoning: ${f.zoning}.`, f.kind === 'commercial' || f.kind === 'multi-family' ? 70 : 40, 1);
  for (const [key, value] of f.customFields.slice(0, 6)) {
    if (/^units?$/i.test(key)) continue;
    add(sentence(`${capitalize(key)}: ${lowerFirst(value)}`), f.isRental ? 91 : 52, f.isRental ? 0 : 1);
  }

  const hood = splitSentences(f.neighborhood);
  hood.forEach((s, i) => {
    add(sentence(s), 78 - i * 30, 2);
  });
  if (f.nearby.length && !used.has('nearby'))
    add(
      pick(
        [`Nearby: ${joinList(f.nearby.slice(0, 4))}.`, `Close to ${joinList(f.nearby.slice(0, 4))}.`],
        f.seed,
        'nearby',
      ),
      75,
      2,
    );
  if (f.historical) add(sentence(splitSentences(f.historical)[0] ?? ''), 42, 2);
  for (const line of audienceLines(f)) add(line, 87, 2);
  // A follow-up carries the strongest lines of the response it builds on.
  for (const line of f.parentLines.slice(0, 2)) add(sentence(line), 79, 2);
  // Short copy keeps the price: it is what a buyer scanning concise remarks looks for first.
  const pricePriority = f.brief ? 96 : 67;
  if (!f.isRental && f.kind !== 'land' && !f.fixer && top && f.kind !== 'multi-family')
    add(`${capitalize(offerPhrase(f))}.`, pricePriority, 2);
  if (f.kind === 'multi-family' && !f.isRental && top)
    add(`${capitalize(offerPhrase(f))}.`, pricePriority, 2);

  // What the agent asked to mention goes near the top, whatever its usual priority.
  for (const term of emphasis) {
    const line = out.find((l) => mentions(l.text, term));
    if (line) {
      line.priority = Math.max(line.priority, 99);
      if (line.para > 0) {
        line.para = 0;
        line.order = 0.5;
      }
    } else {
      const stated = emphasisSentence(term);
      if (stated) add(stated, 99, 0);
    }
  }
  return out;
}

/** One sentence per audience the agent named, built from the data. */
function audienceLines(f: Facts): string[] {
  const out: string[] = [];
  for (const a of f.instructions?.audiences ?? []) {
    if (a === 'first-time' && !f.isRental && f.price)
      out.push(
        f.fixer
          ? `At ${usd(f.price)}, a first-time buyer can put the savings toward the work it needs.`
          : `At ${usd(f.price)}, it is a way into ownership${f.city ? ` in ${f.city}` : ''} for a first-time buyer.`,
      );
    if (a === 'investor' && !f.isRental) {
      if (f.kind === 'multi-family' && f.units)
        out.push(
          `${capitalize(numberWord(f.units))} units on one title${f.unitRents.length ? ', with the rents stated above' : ''}.`,
        );
      else if (f.fixer)
        out.push('For an investor, the as-is price leaves the renovation upside to the buyer.');
      else if (f.price && f.sqft && f.kind !== 'land')
        out.push(`The price works out to ${usd(f.price / f.sqft)} per sq ft.`);
    }
    if (a === 'downsizer' && (f.kind === 'condo' || f.kind === 'townhouse'))
      out.push('The association handles exterior upkeep, so there is less to maintain.');
  }
  return out;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
function numberWord(n: number): string {
  return Number.isInteger(n) && n <= 10 ? NUMBER_WORDS[n] : count(n);
}

// Sentences built only from facts already in the data, used when the agent asked for more words.
function fillers(f: Facts): string[] {
  const out: string[] = [];
  if (f.pricePerSqft && f.kind !== 'land')
    out.push(`The list price works out to ${usd(f.pricePerSqft)} per sq ft.`);
  if (f.kind === 'single-family' && !f.isRental)
    out.push('It is a detached single-family home with no shared walls.');
  if (f.kind === 'condo' && !f.isRental && f.hoaMonthly)
    out.push('The association looks after the exterior and shared spaces.');
  if (f.acres && f.price && f.kind === 'land') out.push(`That is ${usd(f.price / f.acres)} per acre.`);
  for (const h of f.highlights.slice(1, 4)) out.push(`${capitalize(h.phrase)}.`);
  if (f.yearBuilt && f.kind !== 'land') out.push(`Year built: ${f.yearBuilt}.`);
  return out;
}

function closing(f: Facts): string {
  const tone = f.tone;
  const variants = f.isRental
    ? [
        'Contact the listing agent to arrange a viewing.',
        'Reach out to see it and to apply.',
        `Ask for a viewing of this ${f.noun}.`,
      ]
    : f.kind === 'land'
      ? [
          `Walk the ${f.acres ? 'acreage' : f.noun} and bring your plans.`,
          'Ask for the survey and the details of the access and utilities.',
          'Come walk the property.',
          `Bring your builder or surveyor and walk the ${f.acres ? `${count(f.acres)} acres` : 'site'}.`,
          'See the lines and the lay of the land on foot, plans in hand.',
        ]
      : f.kind === 'multi-family'
        ? [
            'Leases and income details are available on request.',
            'Ask for the rent roll and lease terms.',
            'Request the financials to run your numbers.',
          ]
        : f.fixer
          ? [
              'Bring your contractor and your plans.',
              'See it with your contractor and price the work.',
              'Sold in its current condition; inspections are welcome.',
            ]
          : f.kind === 'commercial'
            ? [
                `Ask for the property summary and a tour of the ${f.noun}.`,
                'Tour the space and bring your plans for it.',
                `Request a showing and the zoning details of this ${f.noun}.`,
              ]
            : tone === 'luxury' || f.luxury
              ? ['Private showings by appointment.', 'Arrange a private tour.', 'Experience it in person.']
              : tone === 'warm'
                ? [
                    'Come see how it feels in person.',
                    'Stop by and make yourself at home.',
                    'We would love to show it to you.',
                  ]
                : [
                    `Schedule a showing to see the ${f.noun} in person.`,
                    'Book a tour.',
                    `Ask for a showing of this ${f.noun}.`,
                  ];
  return pick(variants, f.seed, 'closing');
}

function assemble(list: Line[], closingLine: string): string {
  const paras: Line[][] = [[], [], []];
  for (const l of [...list].sort((a, b) => a.order - b.order)) paras[l.para].push(l);
  const texts = paras.map((p) => p.map((l) => l.text));
  texts[2].push(closingLine);
  return texts
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

/** The remarks alone (what goes into the MLS field), within the character limit and any word target. */
export function listingRemarks(f: Facts): string {
  const all = lines(f);
  const close = closing(f);
  const { maxChars, targetWords, wordCap } = remarksLimits(f);
  const fits = (list: Line[]) => {
    const text = assemble(list, close);
    return text.length <= maxChars && wordCount(text) <= wordCap;
  };
  // The most important sentences first, skipping any that no longer fit; the opening always stays.
  const byPriority = [...all].sort((a, b) => b.priority - a.priority || a.order - b.order);
  let chosen: Line[] = [byPriority[0]];
  for (const line of byPriority.slice(1)) {
    const candidate = [...chosen, line];
    if (fits(candidate)) chosen = candidate;
  }
  // Short of an explicit word target: restate facts in buyer terms, never new facts.
  if (targetWords) {
    for (const extra of fillers(f)) {
      if (wordCount(assemble(chosen, close)) >= targetWords * 0.92) break;
      const candidate = [...chosen, { text: extra, priority: 1, para: 1 as const, order: 999 }];
      if (fits(candidate) && !chosen.some((l) => l.text === extra)) chosen = candidate;
    }
  }
  let text = assemble(chosen, close);
  if (text.length > maxChars)
    text = `${text
      .slice(0, maxChars)
      .replace(/\s+\S*$/, '')
      .replace(/[,;:]$/, '')}.`;
  return text;
}

export function writeListingDescription(f: Facts): string {
  const remarks = listingRemarks(f);
  const words = wordCount(remarks);
  const chars = remarks.length;
  const { maxChars, targetWords } = remarksLimits(f);
  const notes = [
    `${words} words, ${num(chars)} of ${num(maxChars)} characters${f.instructions?.chars ? ' (your limit)' : ' (your MLS public-remarks limit, set in your account settings)'}.`,
    ...(targetWords && Math.abs(words - targetWords) > targetWords * 0.1
      ? [
          words < targetWords
            ? `You asked for about ${targetWords} words; the property data supports ${words} without padding. Add details to reach it.`
            : `You asked for about ${targetWords} words; the ${num(maxChars)}-character limit allows ${words}.`,
        ]
      : []),
    'Agent contact, website links and showing instructions belong in the private remarks, not here.',
    ...(f.instructions?.showings ? [`For the private remarks: ${f.instructions.showings}.`] : []),
    ...(f.instructions?.openHouse ? [`Put "${f.instructions.openHouse}" in the MLS open-house fields.`] : []),
  ];
  return `${remarks}${agentNotes(f, notes, { length: true })}`;
}
