import type { PropertyInput } from '@ai-realty/shared/schemas/property';
import { EMAIL, LEAD_IN, NOT_AFTER_TITLE, PHONE } from './listing-patterns.ts';
import { COUNT_PATTERNS } from './prose-facts.ts';
import { type Doc, joinProse, type Line } from './read-document.ts';

// Descriptions.

/** A paragraph of prose and the index of its first line in the document. */
/** `end` is the index of its last line. */
type Prose = { text: string; line: number; end: number; open?: boolean };

/**
 * Paragraphs written as prose that no label claims: sentences, at least eight words, not a contact
 * block. Sentences that only restate the facts read elsewhere ("This condo offers 3 bedrooms and 2
 * bathrooms across 1,200 square feet.", "Built in 1998.") are dropped: they are already fields.
 */
export function proseParagraphs(doc: Doc): Prose[] {
  const looseSet = new Set(doc.loose);
  const result: Prose[] = [];
  let lastHeading = '';
  for (const p of doc.paragraphs) {
    const lines = p.lines.filter((i) => looseSet.has(i) && !doc.lines[i].bullet);
    const heading =
      lines.length > 1 && isHeadingLine(doc.lines[lines[0]]) ? doc.lines[lines[0]].cells.join(' ') : '';
    // A paragraph headed as the agent's or the firm's ("About the agent", "Meet your agent", "About
    // us") is a biography, not the home's description; one headed as what the seller discloses ("Known
    // issues") is a disclosure.
    if (ABOUT_AGENT.test(heading) || ABOUT_AGENT.test(lastHeading)) {
      lastHeading = '';
      continue;
    }
    lastHeading =
      p.lines.length === 1 && isHeadingLine(doc.lines[p.lines[0]])
        ? doc.lines[p.lines[0]].cells.join(' ')
        : '';
    // A short line without a full stop above prose is its heading ("Notes", "A Rare Find").
    // (Not when the next line carries on its sentence: "... wraparound windows, a" / "renovated kitchen".)
    // So are lines of figures above it (a price, counts, the unit's address) that are no sentence.
    while (
      lines.length > 1 &&
      ((isHeadingLine(doc.lines[lines[0]]) &&
        !/^[a-z]/.test(doc.lines[lines[1]].cells[0] ?? '') &&
        !opensNarrowProse(doc.lines[lines[0]], doc.lines[lines[1]])) ||
        isFigureLine(doc.lines[lines[0]]) ||
        isDeckLine(doc.lines[lines[0]], doc.lines[lines[1]], doc.lines[lines[2]]))
    )
      lines.shift();
    // Rows of a table of three cells or more run into the prose below them in one paragraph ("Feb 3 |
    // Ballard Creek | 7:30" over "A split-foyer on a corner lot ...") are the table's.
    const proseBelow = (k: number) =>
      lines
        .slice(k + 1)
        .some((i) => doc.lines[i].cells.length === 1 && doc.lines[i].cells[0].split(/\s+/).length >= 6);
    while (lines.length > 1 && doc.lines[lines[0]].cells.length >= 3 && proseBelow(0)) lines.shift();
    // A one-sentence deck set on its own line above the prose ("150 feet of lake frontage, a private
    // pier and two buoys." over full lines of text): a flowing paragraph's first line fills the column.
    if (lines.length >= 3) {
      const first = doc.lines[lines[0]].cells.join(' ');
      const second = doc.lines[lines[1]].cells.join(' ');
      const third = doc.lines[lines[2]].cells.join(' ');
      // (Or a title with no stop over them, "Up/down duplex on a Richmond-area block, both units
      // leased" over "A 1925 box-style duplex ...": a sentence's first line would run on into a
      // second that opens in lower case.)
      const deck = /[.!]$/.test(first) && sentencesOf(first).length === 1;
      const title =
        !/[.!?,;:]$/.test(first) &&
        !/\b(?:and|or|the|a|an|of|to|in|on|with|for|at|by|from|its|their|our|your)$/i.test(first);
      if (
        (deck || title) &&
        first.length < 0.75 * Math.min(second.length, third.length) &&
        /^[A-Z]/.test(second)
      )
        lines.shift();
    }
    // Rows of cells after the prose's last sentence ("Terrain | Level site") are facts set below it.
    while (
      lines.length > 1 &&
      doc.lines[lines[lines.length - 1]].cells.length >= 2 &&
      /[.!?]["'”’)]?$/.test(doc.lines[lines[lines.length - 2]].cells.join(' '))
    )
      lines.pop();
    // The price and the address set right under the prose's last sentence ("... and swim platform." /
    // "$849,000" / "118 Heron Point Road" / "Lake Lure, NC 28746") are the listing's figures.
    const lastSentence = lines.findLastIndex((i) => /[.!?]["'”’)]?$/.test(doc.lines[i].cells.join(' ')));
    const tail = lines.slice(lastSentence + 1);
    if (
      lastSentence >= 0 &&
      tail.length >= 1 &&
      tail.length <= 3 &&
      isFigureLine(doc.lines[tail[0]]) &&
      tail.every((i) => doc.lines[i].cells.join(' ').split(/\s+/).length <= 6)
    )
      lines.splice(lastSentence + 1);
    // A heading run onto the prose's last sentence ("... to Red Mountain Park." / "Your questions,
    // answered") is the next section's, no part of the paragraph.
    while (
      lines.length > 1 &&
      doc.lines[lines[lines.length - 1]].cells.length === 1 &&
      /^[A-Z]/.test(doc.lines[lines[lines.length - 1]].cells[0]) &&
      doc.lines[lines[lines.length - 1]].cells[0].split(/\s+/).length <= 6 &&
      isHeadingLine(doc.lines[lines[lines.length - 1]]) &&
      /[.!?]["'”’)]?$/.test(doc.lines[lines[lines.length - 2]].cells.join(' '))
    )
      lines.pop();
    if (lines.length === 0) continue;
    // A heading in capitals set beside the first line ("THE COTTAGE | Built in 2019, this park model
    // ..."): no part of the sentence.
    const cellsOf = (i: number) => {
      const cells = doc.lines[i].cells;
      return cells.length === 2 &&
        i === lines[0] &&
        !/[a-z]/.test(cells[0]) &&
        cells[0].split(/\s+/).length <= 4 &&
        cells[1].split(/\s+/).length >= 8
        ? cells[1]
        : cells.join(' ');
    };
    const text = joinProse(lines.map(cellsOf));
    if (EMAIL.test(text) || PHONE.test(text) || LEAD_IN.test(text)) continue;
    // (The end of a sentence cut by a block set into the column, "hookups. Roof age unknown.", is kept
    // however short, for rejoinBrokenSentences.)
    const continues = /^[a-z]/.test(text);
    // (Nor the start of a sentence a wider gap cut from its end, "... a soaring living room beneath" /
    // "hammer-beam trusses and ...": kept open, for rejoinBrokenSentences to join or drop.)
    // (A table's row, three cells or more, "Mar 12, 2026 | Listed for sale | $625,000 | LoDo Urban
    // Properties", starts no sentence.)
    const open =
      !/[.!?]["'”’)]?$|[.!?]\s/.test(text) &&
      /[a-z,]$/.test(text) &&
      text.split(/\s+/).length >= 8 &&
      lines.every((i) => doc.lines[i].cells.length < 3);
    if ((text.split(/\s+/).length < 8 && !continues) || (!/[.!?]["'”’)]?$|[.!?]\s/.test(text) && !open))
      continue;
    if (open) {
      result.push({ text, line: lines[0], end: lines[lines.length - 1], open: true });
      continue;
    }
    if (text === text.toUpperCase()) continue;
    // (Nor rows of a grid, every line three cells or more: "Test type | Post-mitigation retest | Deployed
    // | 04/20/2026 09:15" over "Protocol | ANSI/AARST MAH-2019 | Retrieved | ...".)
    if (lines.length >= 2 && lines.every((i) => doc.lines[i].cells.length >= 3)) continue;
    const sentences = sentencesOf(text);
    // (A sentence that counts the rooms in words after a sentence of the story goes on telling it:
    // "... and a wraparound deck. Three bedrooms and two baths, one bath on each floor.", "... a
    // low-care desert yard. No HOA." Figures in digits are a line of facts however they stand.)
    const told = (k: number) =>
      k > 0 && !/\d/.test(sentences[k] as string) && !isFactSentence(sentences[k - 1] as string);
    const kept = sentences.filter((s, k) => (!isFactSentence(s) || told(k)) && !BOILERPLATE.test(s));
    // The end of a heading that wrapped ("... What Yours Is" / "Worth?") is no sentence.
    while (kept.length > 1 && kept[0].split(/\s+/).length <= 2 && !continues) kept.shift();
    const cleaned = kept.join(' ').trim();
    if (cleaned.split(/\s+/).length >= 4 || (continues && cleaned))
      result.push({ text: cleaned, line: lines[0], end: lines[lines.length - 1] });
  }
  return rejoinBrokenSentences(result);
}

/**
 * A sentence cut by a block set into the column (a price and figures beside the prose, a page's
 * gutter) goes on in the next paragraph that starts in lower case: "... was taken down to the" /
 * "$4,275,000" / "studs in 2022 and rebuilt ...". The two are one paragraph.
 */
function rejoinBrokenSentences(paragraphs: Prose[]): Prose[] {
  const result: Prose[] = [];
  for (const p of paragraphs) {
    const previous = result[result.length - 1];
    if (previous && /[a-z,]$/.test(previous.text) && /^[a-z]/.test(p.text) && p.line - previous.end <= 6) {
      result[result.length - 1] = { text: `${previous.text} ${p.text}`, line: previous.line, end: p.end };
      continue;
    }
    result.push(p);
  }
  // (A sentence's start that nothing went on from is no paragraph.)
  return result
    .filter((p) => !p.open || /[.!?]["'”’)]?$|[.!?]\s/.test(p.text))
    .map(({ open: _, ...p }) => p)
    .filter((p) => !/^[a-z]/.test(p.text) || p.text.split(/\s+/).length >= 4);
}

const ABOUT_AGENT =
  /^(?:about|meet|bio(?:graphy)?|why (?:choose|work with))\b.{0,30}\b(?:agents?|realtors?|brokers?|team|us|me|(?:our|the) (?:office|company|firm|brokerage))\b|^(?:agent|broker|realtor) (?:bio|profile)\b|^(?:known (?:issues|defects)|disclosures?|seller(?:'s)? (?:disclosures?|notes)|inspection notes)$/i;

/** A line of figures that is no sentence (a unit's rent and counts, an address): no prose of a paragraph. */
export function isFigureLine(line: Line): boolean {
  const t = line.cells.join(' ');
  return /^[$#]?\d/.test(t) && !/[.!?]$/.test(t) && t.split(/\s+/).length <= 12;
}

/**
 * A heading, or a row of short cells that is no sentence (a masthead's "November 2026 | Vol. 9",
 * "FEATURED LISTING | Firm exclusive"): what stands above a paragraph, not its start.
 */
/**
 * The first line of prose in a narrow column ("Built in 1887 for cotton factor Eliza" over "Whitcombe
 * and her family, this Queen"): as long as the line under it and written in sentence case, so no
 * heading, even though the next line starts with a name.
 */
function opensNarrowProse(line: Line, next: Line): boolean {
  const text = line.cells.join(' ');
  const below = next.cells.join(' ');
  const words = text.split(/\s+/);
  return (
    words.length >= 5 &&
    text.length >= 0.7 * below.length &&
    (words.filter((w) => /^[a-z]{4,}/.test(w)).length >= 2 ||
      // (Or the line under it ends a name the line began and goes on with the sentence: "Built in
      // 1798 for sea captain Eben" over "Sayward, this square Federal house".)
      /^[A-Z][a-z'’-]+, [a-z]/.test(below))
  );
}

/**
 * A headline of a dozen words or so over the prose, "Colonial on a cul-de-sac, two blocks from the
 * nature area" over "First time on the market since ...": no sentence's end, the next line starts a
 * sentence of its own, and both lines under it run wider than it does.
 */
function isDeckLine(line: Line, next: Line | undefined, after: Line | undefined): boolean {
  const t = line.cells.join(' ');
  const n = next?.cells.join(' ') ?? '';
  const a = after?.cells.join(' ') ?? '';
  return (
    line.cells.length === 1 &&
    next?.cells.length === 1 &&
    after?.para === line.para &&
    /^[A-Z]/.test(t) &&
    !/[.!?:;,]$/.test(t) &&
    t.split(/\s+/).length <= 14 &&
    /^[A-Z][a-z]+\s[a-z]/.test(n) &&
    t.length < 0.8 * Math.min(n.length, a.length)
  );
}

function isHeadingLine(line: Line): boolean {
  // (A cell in capitals is display type however its letters are spaced: "C O M I N G S O O N".)
  return line.cells.every((c) => (c.split(/\s+/).length <= 7 || !/[a-z]/.test(c)) && !/[.!?,;:]$/.test(c));
}

const SENTENCE_BREAK = new RegExp(`${NOT_AFTER_TITLE}(?<=[.!?]["'”’)]?)\\s+(?=[A-Z0-9"“'‘(])`);

/** A paragraph's sentences; a title's stop ends none ("Dr. Ames is retiring", "Mt. Hood"). */
function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_BREAK).filter((s) => s.trim());
}

/** The fine print of a flyer: a disclaimer, fair-housing or change notices are not the description. */
const BOILERPLATE =
  /\b(?:deemed reliable|not guaranteed|believed (?:to be )?accurate|rates and terms vary|talk to (?:a|your) lender|equal housing|subject to change|buyers? to verify|without notice|all rights reserved|for comparison only|for illustration only|from public records|adjustments not shown|are estimates|(?:is|are) approximate|is the builder|is the listing brokerage|artist[’']?s (?:conception|rendering)s?|(?:supra|sentrilock|combo) lockbox|will be crated|leave (?:the )?lights (?:off|on)|doors? locked when|confirms? the time with)\b/i;

function isFactSentence(sentence: string): boolean {
  const facts = [
    COUNT_PATTERNS.beds,
    COUNT_PATTERNS.baths,
    /\b(?:sq\.?\s*ft|square\s+f(?:ee|oo)t|sqft)\b/i,
    /\b(?:built|constructed)\s+in\b/i,
    /\$\s?\d/,
    /\b(?:hoa|association dues|condo fees?)\b/i,
  ].filter((p) => {
    p.lastIndex = 0;
    const hit = p.test(sentence);
    p.lastIndex = 0;
    return hit;
  }).length;
  const words = sentence.split(/\s+/).length;
  // A sentence of figures ("3 beds, 2 baths, 1,850 sq ft.") is a fact line; a long sentence about the
  // rooms that counts two of them ("upstairs three bedrooms and two full baths") is description, and so
  // is one that tells three in a story's words ("Built in 2004 on a quiet court in west Boise, this
  // two-story home has four bedrooms upstairs, two full baths and a powder room off the mudroom.").
  // (Figures listed in brackets are a line of facts set into a sentence, however long: "the end-unit
  // townhouse (built 2006; 1,740 square feet; three bedrooms and two and a half baths)".)
  const bracketed = /\([^()]*\d[^()]*;[^()]*\)/.test(sentence);
  // (Nor a sentence of twenty words and more that goes on to tell where the home stands: "Built in 1957,
  // this 3-bedroom, 2-bath block ranch of 1,640 sq ft sits on a deep lot in the Virginia Park
  // neighborhood." A list of its figures with no verb, "A 3-bedroom, 2.5-bath mountain home of 2,240 sq
  // ft on 1.8 acres, built in 2011 with ...", stays a line of facts.)
  const tells = words > 20 && /\b(?:sits|stands|is|has|offers|opens|faces|backs|looks)\b/.test(sentence);
  return (
    (facts >= 4 && !tells) ||
    (facts >= 3 && (words <= 20 || bracketed)) ||
    (facts >= 2 && words <= 14) ||
    (facts >= 1 && words <= 6)
  );
}

export function isNeighborhoodProse(text: string): boolean {
  const hits = text.match(
    /\b(?:neighbou?rhood|nearby|minutes?\s+(?:from|to|away)|walk(?:ing distance)?\s+to|close\s+to|schools?|shops|shopping|restaurants|parks?|downtown|commute|community|transit|located\s+(?:in|near|on))\b/gi,
  );
  return new Set((hits ?? []).map((h) => h.toLowerCase())).size >= 3;
}

export function uniqueKeywords(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of list) {
    const key = k.toLowerCase();
    if (!k || k.length > 200 || seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out.slice(0, 20);
}

/** Search phrases buyers type, made from the facts when the document lists none. */
export function derivedKeywords(p: PropertyInput): string[] {
  const b = p.BasicInfo ?? {};
  const city = b.Address?.City ?? '';
  const state = b.Address?.State ?? '';
  const type = (b.PropertyType ?? '').toLowerCase();
  const rent = b.ListingType === 'For Rent';
  const beds = Number(b.Bedrooms ?? 0);
  const out: string[] = [];
  if (city && type) out.push(`${city} ${type} ${rent ? 'for rent' : 'for sale'}`);
  if (beds > 0 && type) out.push(`${beds} bedroom ${type}${city ? ` ${city}` : ''}`);
  if (city && state) out.push(`${city} ${state} real estate`);
  const residential = !['land', 'commercial'].includes(type);
  if (city)
    out.push(rent ? `${city} rentals` : `${residential ? 'homes' : 'properties'} for sale in ${city}`);
  return uniqueKeywords(out);
}
