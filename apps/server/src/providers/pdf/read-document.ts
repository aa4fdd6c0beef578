import { parseMoney, parseNumber } from '@ai-realty/shared/rules/number-words';
import {
  AGENT_HEADING,
  BULLET,
  INLINE_BULLET,
  LEAD_IN,
  PHONE,
  PROSE_KEYS,
  SHORT_VALUE_KEYS,
  STREET_START,
} from './listing-patterns.ts';
import {
  classifyFeature,
  customLabel,
  type FieldKey,
  fieldForLabel,
  fieldForQuestion,
  formLabel,
  LISTING_QUESTION,
  mapListingType,
  mapPropertyType,
  normalizeLabel,
  spacedOutLabel,
  withoutYear,
} from './listing-vocabulary.ts';

// Reading the layout: the document's text as lines of cells, labelled pairs, sections headed by a
// label, and paragraphs of prose.

export type Line = {
  /** Cells not taken by a labelled value. */
  cells: string[];
  /** Every cell as written. */
  all: string[];
  bullet: boolean;
  para: number;
  page: number;
  /** Some cell is a "label: value" pair. */
  paired: boolean;
  /** Some pair's label names a field of the property. */
  labelled: boolean;
};
export type Pair = { key: FieldKey | undefined; label: string; value: string; line: number };
export type Section = {
  key: FieldKey | undefined;
  label: string;
  header: number;
  body: number[];
  /** "Label: value" lines under the header whose label names no field ("Parking features: ..."). */
  items: string[];
  /** Lines read under the header, labelled or not. */
  seen: number;
  /** Pairs under the header that named other fields: two make it a group of facts, not one field's. */
  facts?: number;
  /** The pairs read as details into `items`, given back as facts of their own if the header is a group. */
  details?: Pair[];
};

export type Doc = {
  lines: Line[];
  pairs: Pair[];
  sections: Section[];
  /** Lines that are neither labelled values nor in a section. */
  loose: number[];
  /** Paragraph text (lines joined, hyphenation undone), in order. */
  paragraphs: { lines: number[]; text: string }[];
  fullText: string;
  /** The same without lines labelled with a field: where lead-ins like "available for" are read. */
  freeText: string;
};

export function readDocument(text: string): Doc {
  const lines: Line[] = [];
  let para = 0;
  let page = 1;
  let open = false;
  // A block headed as other homes (comparables, similar homes, other plans, market figures) says
  // nothing of the listing: its heading's paragraph is left out, and the next one when the heading
  // stands alone.
  let skip: 'none' | 'para' | 'heading' = 'none';
  // A payment calculator's block set into the page's columns ("Monthly payment" beside the address,
  // price and facts): only its own rows are left out.
  let calculator = false;
  let headingRow = false;
  let cards = false;
  let marketFigures = false;
  let skippedWidth = 0;
  // Where the agent's card begins in the rows of a skipped block: -1 under its heading, before the
  // first row.
  let cardFrom: number | undefined;
  let paraStart = true;
  // A street's suffix wrapped alone onto the next line ("4107 W Bay Villa" / "Ave") ends the street.
  // So does a unit wrapped after the street's comma ("412 Prospect Pl," / "Apt 3R").
  const rawLines: string[] = [];
  for (const raw of text.replace(/\r/g, '').split('\n')) {
    const prev = rawLines[rawLines.length - 1];
    // An email address cut at the column's edge ("maggie@blueridgehearth.example.co" / "m").
    if (
      prev !== undefined &&
      /@[\w-]+(?:\.[\w-]+)*\.[a-z]{1,3}$/i.test(prev.trim()) &&
      // (Or the rest of its domain: "jenna@sleepingbearshores.e" / "xample.com".)
      /^[a-z]{1,4}$|^[a-z]{1,12}\.(?:com|net|org|co|us|biz)$/.test(raw.trim())
    ) {
      rawLines[rawLines.length - 1] = `${prev.trimEnd()}${raw.trim()}`;
      continue;
    }
    if (
      prev !== undefined &&
      (STREET_SUFFIX_LINE.test(raw.trim()) ||
        (/^(?:apt|apartment|unit|suite|ste|#)\.?\s?#?[A-Za-z0-9-]{1,8}$/i.test(raw.trim()) &&
          prev.trim().endsWith(','))) &&
      /^\d{1,6}[A-Za-z]?\s[A-Za-z0-9 .'-]{2,40},?$/.test(prev.trim())
    )
      rawLines[rawLines.length - 1] = `${prev.trimEnd()} ${raw.trim()}`;
    else rawLines.push(raw);
  }
  unnumberSheetRows(rawLines);
  pairLabelRuns(rawLines);
  pairLabelColumn(rawLines);
  pairLongLabelColumn(rawLines);
  // (Before a label is read over a value a line apart: "0.42 acres" / "Site area" / "" / "B" /
  // "Building class" pairs each value with the caption under it, not "Site area" with "B".)
  pairValuesOverLabels(rawLines);
  pairLabelsOverValues(rawLines);
  pairQuestions(rawLines);
  captionAfterAmount(rawLines);
  dashedPairs(rawLines);
  dashedValuePairs(rawLines);
  datesOverLabels(rawLines);
  joinLabelledSentences(rawLines);
  unnumberLabelledItems(rawLines);
  // Check boxes drawn as a bullet with an X for the ticked ones ("• X Fitness center"): a bullet
  // with no X among them is an option the building does not have.
  const xMark = /^(?:[•·]\s?)?X\s(?=[A-Z0-9])/;
  const xCells = (l: string) =>
    l
      .trim()
      .split(/\s\|\s/)
      .map((c) => c.trim());
  const xRow = (l: string) => {
    const cells = xCells(l);
    return cells.some((c) => xMark.test(c)) && cells.every((c) => c.split(' ').length <= 6);
  };
  const xRows = rawLines.map((l, i) => (xRow(l) ? i : -1)).filter((i) => i >= 0);
  const nearX = (i: number) => xRows.length >= 2 && xRows.some((x) => Math.abs(x - i) <= 3);
  let rawIndex = -1;
  for (const raw of rawLines) {
    rawIndex++;
    if (raw.includes('\f')) page++;
    const trimmed = raw.replace(/\f/g, '').trim();
    if (!trimmed) {
      paraStart = true;
      if (open) para++;
      open = false;
      if (skip === 'para') {
        skip = 'none';
        cards = !calculator;
        calculator = false;
      }
      if (skip === 'heading') skip = 'para';
      cardFrom = undefined;
      continue;
    }
    if (skip === 'heading') skip = 'para';
    // (A paragraph headed as the listing's agent ends a block of other homes whose cards were not
    // read into it, "Nearby Listings" over "Listing Brokers": the agents are the listing's.)
    if (skip === 'para' && paraStart && AGENT_HEADING.test(trimmed)) skip = 'none';
    // The block's further paragraphs that open like its first (another home's address or price, a
    // card each) are left out too.
    // (So does a row of cards as wide as the block's last row: "photo | photo | photo" over "The Finch |
    // The Sparrow | The Kestrel".)
    const width = trimmed.split(/\s\|\s/).length;
    if (cards && paraStart) {
      // (A market snapshot's figures under its subtitle, "Median price per unit | $142,000", are the
      // block's; after them, only more of them are.)
      const figures = MARKET_FIGURE.test(trimmed);
      // (Not the listing's own street, printed elsewhere on the page too: "88 Canal Street, Unit 407"
      // under a table of the building's other units, named in the certificate's "Location".)
      const street = /^\d{1,6}\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?/.exec(trimmed)?.[0];
      const seen = street === undefined ? -1 : text.indexOf(street);
      const own = street !== undefined && seen >= 0 && text.indexOf(street, seen + 1) >= 0;
      if (
        figures ||
        (!marketFigures &&
          !own &&
          ((/^(?:\d{1,6}\s+[A-Za-z]|\$\s?\d)/.test(trimmed) && !/[.!?]$/.test(trimmed)) ||
            (width >= 2 && width === skippedWidth)))
      ) {
        skip = 'para';
        marketFigures = figures;
      } else cards = false;
    }
    paraStart = false;
    // (A row of the listing's own labelled values set beside the block stays.)
    // Not so under a row of headings ("MARKET SNAPSHOT | JUST SOLD | FROM THE BROKER"): every
    // column beside the block is another such block, not the listing's.
    // (Labels and values come in pairs: "Available | Under contract | Coming soon" is a row of cards.)
    const ownRow =
      !headingRow &&
      /^[^|\d][^|]{0,39}\s\|\s/.test(trimmed) &&
      isLabelCell(trimmed.split(/\s\|\s/)[0]) &&
      width % 2 === 0;
    const kept = skip === 'para' && !ownRow && calculator ? withoutCalculatorCells(trimmed) : '';
    if (skip === 'para' && !ownRow && !kept) {
      skippedWidth = width;
      // (The listing agent's card read into the block's table as its last column, under its heading
      // alone: "Listing agent" over "Address | Sold | Price | Megan Strohl" over "7344 Kinsale Ridge Dr |
      // 01/2026 | $512,000 | Scioto Park Realty". The card's cells are the listing's.)
      const cells = trimmed.split(/\s\|\s/);
      if (AGENT_HEADING.test(trimmed)) cardFrom = -1;
      else if (cardFrom === -1 && cells.length >= 2 && NAME_SHAPE.test(cells[cells.length - 1]))
        cardFrom = cells.length - 1;
      else if (cardFrom === -1) cardFrom = undefined;
      // (A card's line longer than the column runs on alone under the rows: its email address.)
      if (cardFrom !== undefined && (cardFrom < 0 || cells.length > cardFrom || cells.length === 1)) {
        const card = cardFrom < 0 || cells.length === 1 ? cells : cells.slice(cardFrom);
        lines.push({ cells: card, all: card, bullet: false, para, page, paired: false, labelled: false });
        open = true;
      }
      continue;
    }
    // (Not the end of a sentence that wrapped: "... rent comparables and" / "recent sales.")
    if (
      OTHER_HOMES.test(trimmed) &&
      trimmed.split(/\s\|\s/).every((c) => c.split(/\s+/).length <= 8) &&
      !/\d/.test(trimmed) &&
      !/[.!?,;]$/.test(trimmed)
    ) {
      skip = 'heading';
      headingRow = trimmed.includes(' | ');
      calculator = CALCULATOR.test(trimmed);
      continue;
    }
    headingRow = false;
    open = true;
    let body = kept || trimmed;
    let bullet = false;
    // (Unless the row opens with a label of its choices, known or set with a colon: "Occupant |
    // Owner | Tenant | X Vacant" is the occupant.)
    const grouped = body.includes(' | ') ? labelledChoices(body) : undefined;
    if (grouped) body = grouped;
    else if (nearX(rawIndex) && (/^[•·]\s/.test(body) || xRow(body))) {
      const ticked = xCells(body).filter((c) => xMark.test(c));
      if (ticked.length === 0) continue;
      body = ticked.map((c) => `☒ ${c.replace(xMark, '')}`).join(' ');
    }
    // Several check boxes on one line, after a label or not ("Flooring | ☐ Carpet ☒ Tile ☒ Laminate"):
    // the ticked options, and only those, are the label's value.
    if (!grouped) body = tickedGroups(body) ?? body;
    const boxes = checkBoxRow(body);
    if (boxes) {
      if (boxes.ticked.length === 0) continue;
      // Boxes side by side with no label are a list set in columns: each ticked option an item.
      body = boxes.label ? `${boxes.label} | ${boxes.ticked.join(', ')}` : `• ${boxes.ticked.join(' | ')}`;
    }
    // A check-box list: a ticked box is a bullet, an empty one an option the home does not have.
    // (Only the box's own cell when the line goes on in other columns: "☐ 2 bedroom | 13550 Switzer
    // Road, Apt 2-214, ..." is a filter beside the listing's address.)
    if (/^(?:☐|□|\[\s?\])\s/.test(body)) {
      const at = body.indexOf(' | ');
      if (at < 0) continue;
      body = body.slice(at + 3);
    }
    const box = body.match(/^(?:[☒☑✅■]|\[[xX✓✔]\])\s*/);
    if (box && box[0].length < body.length) body = `• ${body.slice(box[0].length)}`;
    const marker = body.match(BULLET);
    if (marker && marker[0].length < body.length) {
      bullet = true;
      body = body.slice(marker[0].length);
    }
    let cells = body
      .split(/(?<!\s)\s*\|\s*|\t+|\s{3,}/)
      // (A leader of spaced dots, "Price . . . . . $289,500", as well.)
      .map((c) => c.replace(/(?<!\s)\s*(?:\.{3,}|(?:\.\s){3,}\.?)\s*/g, ': ').trim())
      // A leader drawn as a cell of its own ("Bedrooms | ........ | 4") only joins a label to its value.
      .filter((c) => c.length > 0 && !/^(?:[:.…·_]+|-{3,})$/.test(c.replace(/\s/g, '')));
    // An arrow set before a value ("$565,000 | >> $534,900", "→ $449,000") points at it: no part of it.
    // So is an icon before a figure ("■ 3 B E D S", "◆ 2 C A R G A R A G E"), whose words set in spaced
    // capitals read as words; and the bullet of a second column of a bulleted list ("• Bedrooms: 3 |
    // • Style: Craftsman bungalow").
    cells = cells.map((c, k) =>
      unspaceCapitals(
        unspaceFigureWords(
          undoubled(c)
            .replace(/^(?:>>|»|→|⇒|➔|➜|▶|►|▸|[■▲●◆★☀◼♦✦])\s*(?=\S)/u, '')
            .replace(k > 0 && bullet ? /^•\s+(?=\S)/ : /^$/, ''),
        ),
      ),
    );
    if (cells.length === 1 && INLINE_BULLET.test(cells[0])) {
      cells = cells[0].split(INLINE_BULLET).filter(Boolean);
      bullet = true;
    }
    // A sheet printed two-up or more, the same card side by side ("Lorenzo Archuleta | Lorenzo
    // Archuleta"): one of them.
    // (Not figures over their labels, "2 | 2" over "Bedrooms | Bathrooms".)
    if (cells.length >= 2 && cells.some((c) => /[A-Za-z]{3}/.test(c))) {
      const period = Array.from({ length: Math.floor(cells.length / 2) }, (_, k) => k + 1).find(
        (p) => cells.length % p === 0 && cells.every((c, k) => c === cells[k % p]),
      );
      if (period) cells = cells.slice(0, period);
    }
    cells = splitRunOnLabel(cells);
    // (Two areas run together where their columns were set close, "3,960 sq ft 3,920 sq ft" over
    // "Living area | Lot": a cell each.)
    cells = cells.flatMap((c) => {
      const two = TWO_AREAS.exec(c);
      return two ? [two[1], two[2]] : [c];
    });
    cells = withoutAvatars(cells);
    // A field mapping's key set between a label and its value ("Year built | YearBuilt | 1984",
    // "Rent | (standard) | $2,650/mo", a listing feed's preview): the feed's name for the field, no value.
    if (cells.length >= 3 && FEED_KEY.test(cells[1]) && labelShaped(cells[0]) && !FEED_KEY.test(cells[2]))
      cells = [cells[0], ...cells.slice(2)];
    if (cells.length > 0)
      lines.push({ cells, all: cells, bullet, para, page, paired: false, labelled: false });
  }

  joinLabelColumn(lines);
  const pairs: Pair[] = [];
  // Lines of labels read over their values below them.
  const stacked = new Set<number>();
  const sections: Section[] = [];
  const loose: number[] = [];
  let section: Section | undefined;
  const close = () => {
    if (section && (section.body.length > 0 || section.items.length > 0)) sections.push(section);
    section = undefined;
  };
  const rowLabels = labelRows(lines);
  let skipNext = false;
  // A grid with the listing in a column of its own beside the comparables ("FEATURE | SUBJECT |
  // COMPARABLE SALE #1 | ..."): each row's fact is its label and the subject's cell; the rest are
  // other homes'. The grid ends at a line of one cell (the next heading).
  let subjectColumn = -1;
  let subjectWidth = 0;
  let subjectHeader = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    const under = rowLabels.get(i);
    // (Or "OUR LISTING" beside its competitors, a sheet comparing rentals one to a column.)
    const subjectAt = line.cells.findIndex(
      (c, k) => k >= 1 && /^(?:subject(?: property)?|our listing|this (?:home|listing))$/i.test(c),
    );
    if (subjectAt >= 1 && line.cells.some((c) => /^(?:comp(?:arable)?s?|competitors?)\b/i.test(c))) {
      subjectColumn = subjectAt;
      subjectWidth = line.cells.length;
      line.paired = true;
      continue;
    }
    // A question of the listing's and its answer ("Is there a garage? | Yes, a two-car garage ..."),
    // as pairQuestions set them: the answer is the fact the question asks for, or a fact of its own.
    if (line.cells.length === 2 && LISTING_QUESTION.test(line.cells[0])) {
      const [question, answer] = line.cells;
      const asked = fieldForQuestion(question);
      pairs.push({
        key: asked && fitsLabel(question, answer, asked) ? asked : undefined,
        label: question,
        value: answer,
        line: i,
      });
      line.paired = true;
      line.labelled = asked !== undefined;
      continue;
    }
    // A room and its size in a table of rooms ("Kitchen | 15' x 13' | Main", "Bedroom 2 | 12'0\" x
    // 10'6\""): the room's size, never the kitchen's appliances or a bedroom count.
    const size = line.cells.findIndex((c, k) => k >= 1 && ROOM_SIZE.test(c));
    if (
      size >= 1 &&
      line.cells.length <= 3 &&
      /^[A-Z][A-Za-z/&'’ -]{1,30}(?: \d)?$/.test(line.cells[0]) &&
      // (Not a home's or a lot's own size: "Home Size | 28 x 60 (approx. 1,680 sq ft)".)
      !/\b(?:size|dimensions?|lot|site)\b/i.test(line.cells[0]) &&
      line.cells.every(
        (c, k) => k === 0 || k === size || /^[A-Z][a-z]+(?: level| floor)?$/i.test(c) || ROOM_SIZE.test(c),
      )
    ) {
      // (The same size in other units beside it: "3.9 x 2.7 m | 12'10\" x 8'10\"".)
      const other = line.cells[size + 1];
      const value = other && ROOM_SIZE.test(other) ? `${line.cells[size]} (${other})` : line.cells[size];
      pairs.push({ key: undefined, label: line.cells[0], value, line: i });
      line.paired = true;
      continue;
    }
    // (A cell wrapped alone onto a line of its own inside the grid, "2104" of another home's unit, does
    // not end it.)
    if (subjectColumn >= 1 && line.cells.length < 2 && lines[i + 1]?.cells.length === subjectWidth) continue;
    if (subjectColumn >= 1 && line.cells.length < 2) subjectColumn = -1;
    if (subjectColumn >= 1) {
      const label = line.cells[0];
      const value = line.cells[subjectColumn];
      line.paired = true;
      if (value && !/^(?:[-–—]+|n\/?a)$/i.test(value.trim()) && labelShaped(label.replace(/\s?\(s\)$/, ''))) {
        const key = isLabelCell(label) && fitsLabel(label, value) ? fieldForLabel(label) : undefined;
        pairs.push({ key, label, value, line: i });
        line.labelled = key !== undefined;
      }
      continue;
    }
    if (under === null) {
      // A row of labels already paired with the row of values above or below it.
      line.paired = true;
      continue;
    }
    if (under) {
      // (Or a label in words beside a known one in a short strip of labels, each over its value in the
      // row below, strips stacked one over another: "Unit mix | Building area | Gross rents" over "Four
      // 2 bed / 1 bath | 3,680 sq ft | $5,160 per month"; or a tile's caption under its value.)
      const stripRow =
        [i - 2, i + 2].some((k) => Array.isArray(rowLabels.get(k))) || captionStrip(lines, i + 1);
      for (const [c, label] of under.entries()) {
        const key = fieldForLabel(label);
        const value = line.cells[c];
        const capitalsAmongKnown =
          (isCapitalWords(label) ||
            (stripRow &&
              under.length <= 4 &&
              labelShaped(label) &&
              label.split(/\s+/).length <= 4 &&
              !/\d/.test(label) &&
              !NAME_SHAPE.test(label))) &&
          !ROLE_WORDS.test(label) &&
          under.filter((l) => isLabelCell(l)).length >= 1;
        if (
          !key &&
          !customLabel(label) &&
          !capitalsAmongKnown &&
          !figuresUnder(lines[i - 1], line, lines[i + 1])
        )
          continue;
        // The totals row's name ("Combined") under the units' column is no fact.
        if (/^(?:totals?|combined|together|all units)$/i.test(value ?? '')) continue;
        // "FLOOR | 10" in a table of units is the storey, not the flooring.
        if (key && TEXT_FEATURE_KEYS.has(key) && !/[a-z]/i.test(value)) continue;
        // A dash or "N/A" in a cell is no value ("Price | -" in a subject's row of a comparables table).
        if (!value || /^(?:[-–—]+|n\/?a)$/i.test(value.trim())) continue;
        // (A lease's term under "Lease" is no rent, but a fact of its own: "Lease" over "12 months".)
        const term =
          key === 'rent' &&
          /^\d{1,2}(?:\s?(?:-|to|or)\s?\d{1,2})?\s(?:months?|mos?\.?|years?)\b/i.test(value.trim());
        if (!fitsLabel(label, value) && !term) continue;
        pairs.push({ key: term ? undefined : key, label, value, line: i });
      }
      line.paired = true;
      line.labelled = under.some((label) => fieldForLabel(label) !== undefined);
      continue;
    }
    if (section && previous && line.para !== previous.para) {
      // A header alone in its paragraph owns the next one; otherwise its paragraph ends it.
      const headerAlone = section.seen === 0 && lines[section.header].para === previous.para;
      // A description ("About this home") runs on over its paragraphs of prose: a new paragraph of
      // sentences after a finished sentence is more of it.
      // (So does a history, and any prose section whose sentence runs on past a wider gap between
      // lines: "... dry-farmed barley" / "ranch until 1987, when ...".)
      const runsOn =
        section.key !== undefined &&
        PROSE_KEYS.has(section.key) &&
        section.body.length > 0 &&
        previous.cells.length === 1 &&
        line.cells.length === 1 &&
        /[a-z,]$/.test(previous.cells[0]) &&
        /^[a-z]/.test(line.cells[0]);
      const moreProse =
        runsOn ||
        ((section.key === 'description' || section.key === 'historical') &&
          section.body.length > 0 &&
          isProseLine(line) &&
          // (It ends before a photo's caption, a call to the reader or an open house.)
          storyGoesOn(lines, i) &&
          previous.cells.length === 1 &&
          // (The last line of a paragraph may hold one word: "bedrooms.")
          (previous.cells[0].includes(' ') || lines[i - 2]?.para === previous.para) &&
          // (A sentence may end on a figure or an acronym: "... and built-in BBQ.", "... in 2019.")
          /(?:[a-z]|(?<=[A-Z])[A-Z]|\d)[.!?]["'”’)]?$/.test(previous.cells[0]));
      // A list whose items are set apart, a blank between each ("Highlights" / "Separate gas furnaces"
      // / "" / "New roof in 2020"): a paragraph of one short phrase after such an item is the next.
      // (Or a row of such phrases as wide as the one before: a grid of items set apart.)
      const phraseCell = (c: string) =>
        c.length <= 80 && /^[A-Z0-9]/.test(c) && /[A-Za-z)]$/.test(c) && /[a-z]/.test(c) && c.includes(' ');
      const phrase = (l: Line | undefined) =>
        l !== undefined &&
        !l.paired &&
        l.cells.length <= 3 &&
        l.cells.length === line.cells.length &&
        l.cells.every(phraseCell);
      const moreList =
        (section.key === 'features' || (section.key !== undefined && FEATURE_LIST_KEYS.has(section.key))) &&
        section.body.length > 0 &&
        phrase(previous) &&
        phrase(line) &&
        lines[i + 1]?.para !== line.para &&
        !headerOf(line) &&
        line.cells.every((c) => !isLabelCell(c) && prefixPair(c, i) === undefined);
      // A strip of amenities set in columns, a heading over each ("Clubhouse | Aquatics | Fitness" over
      // their lists), goes on under the next row of headings.
      const moreStrip =
        section.body.length > 0 &&
        columnHeads(line, lines[i + 1]) &&
        previous.cells.length === line.cells.length &&
        lines[section.body[section.body.length - 1]] === previous;
      if (!headerAlone && !moreProse && !moreList && !moreStrip) close();
    }
    // "Fresh on the Market in Your" / "Neighborhood": a title that wrapped, not a header.
    const wrapsTitle =
      previous?.para === line.para &&
      previous.cells.length === 1 &&
      /\b(?:your|the|a|an|of|in|to|for|and|my|our|this|its)$/i.test(previous.cells[0]);
    // A figure's label alone on its line over its value ("YEAR BUILT" over "2004", "HOA" over
    // "$95 / month"): a pair.
    const below = lines[i + 1];
    const shortKey = line.cells.length === 1 && !line.bullet ? fieldForLabel(line.cells[0]) : undefined;
    if (
      shortKey &&
      SHORT_VALUE_KEYS.has(shortKey) &&
      below?.para === line.para &&
      below.cells.length === 1 &&
      !isLabelCell(below.cells[0]) &&
      below.cells[0].split(/\s+/).length <= 4 &&
      (!['price', 'rent', 'hoa'].includes(shortKey) || /[$€£]/.test(below.cells[0])) &&
      plausibleValue(shortKey, below.cells[0])
    ) {
      pairs.push({ key: shortKey, label: line.cells[0], value: below.cells[0], line: i + 1 });
      line.paired = true;
      line.labelled = true;
      below.paired = true;
      below.labelled = true;
      stacked.add(i);
      i++;
      continue;
    }
    // A label's bullet over its value's, the two alone in their paragraph ("• Lease" over "• 12 months,
    // one lease for the whole group"): a definition list that a browser printed as bullets.
    if (
      line.bullet &&
      below?.bullet &&
      below.para === line.para &&
      lines[i - 1]?.para !== line.para &&
      lines[i + 2]?.para !== line.para &&
      line.cells.length === 1 &&
      below.cells.length === 1 &&
      isLabelCell(line.cells[0]) &&
      !isLabelCell(below.cells[0])
    ) {
      const label = line.cells[0];
      const value = below.cells[0];
      pairs.push({
        key: fitsLabel(label, value) ? fieldForLabel(label) : undefined,
        label,
        value,
        line: i + 1,
      });
      line.paired = below.paired = true;
      line.labelled = below.labelled = true;
      i++;
      continue;
    }
    // Figures left in a row once its own pairs were read, over a row of as many labels ("Bedrooms | 3
    // | 1,684 sq ft | 2,178 sq ft | Garage | 2" over "Living area | Lot"): each figure is the label's
    // under it, as a strip of tiles sets some values beside their labels and others over them.
    const over = lines[i - 1];
    if (
      over !== undefined &&
      over.para === line.para &&
      over.all.length > over.cells.length &&
      !line.paired &&
      !line.bullet &&
      line.cells.length >= 2 &&
      over.cells.length === line.cells.length &&
      line.cells.every((c) => isLabelCell(c)) &&
      over.cells.every((c) => figureValue(c) && !isLabelCell(c))
    ) {
      for (const [c, label] of line.cells.entries()) {
        const value = over.cells[c];
        const key = isLabelCell(label) && fitsLabel(label, value) ? fieldForLabel(label) : undefined;
        pairs.push({ key, label, value, line: i });
      }
      line.paired = true;
      line.labelled = true;
      continue;
    }
    // A figure over its label, the two alone in their paragraph ("3,080" over "Living Area", "2.1" over
    // "Acreage"): a pair, as a brochure's strip of figures sets them.
    const figureOver =
      line.cells.length === 1 &&
      !line.bullet &&
      /^\$?\d[\d,.]*(?:\s?(?:sq\.? ?ft|sf|ac|acres?|%))?$/i.test(line.cells[0]) &&
      below?.para === line.para &&
      below.cells.length === 1 &&
      lines[i - 1]?.para !== line.para &&
      lines[i + 2]?.para !== line.para &&
      isLabelCell(below.cells[0]);
    if (figureOver) {
      const label = below.cells[0];
      const key = fieldForLabel(label);
      if (!key || (SHORT_VALUE_KEYS.has(key) && plausibleValue(key, line.cells[0]))) {
        pairs.push({ key, label, value: line.cells[0], line: i });
        line.paired = true;
        below.paired = true;
        line.labelled = below.labelled = key !== undefined;
        i++;
        continue;
      }
    }
    // A label ending a line over its value ending the next ("2817 Hawthorne Ridge Drive | LIST PRICE"
    // over "Franklin, TN 37064 | $742,500"): a column of its own beside the address.
    const last = line.cells.length - 1;
    const columnKey = last >= 1 && !line.bullet ? fieldForLabel(line.cells[last]) : undefined;
    if (
      columnKey &&
      SHORT_VALUE_KEYS.has(columnKey) &&
      below?.para === line.para &&
      below.cells.length === line.cells.length &&
      !isLabelCell(line.cells[last - 1]) &&
      !isLabelCell(below.cells[last]) &&
      (!['price', 'rent', 'hoa'].includes(columnKey) || /[$€£]/.test(below.cells[last])) &&
      plausibleValue(columnKey, below.cells[last])
    ) {
      pairs.push({ key: columnKey, label: line.cells[last], value: below.cells[last], line: i + 1 });
      line.cells = line.cells.slice(0, last);
      below.cells = below.cells.slice(0, last);
    }
    // Labels stacked over their values among such pairs ("Offered at" / "$4,850,000" / "Total
    // acreage" / "38.6 acres" / "Acres under vine" / "22.4"): a label the vocabulary does not know,
    // set the same way beside them, is a label too; a value that ends on a comma goes on below.
    // (Or a run of paragraphs of a label over a short value each, known or not: "Laundry" / "Second
    // floor, utility sink" after "Recent updates" / "Roof 2021", before "Attic" / "Walk-up".)
    const labelOverValue = (k: number) =>
      lines[k]?.cells.length === 1 &&
      !lines[k].bullet &&
      lines[k + 1]?.para === lines[k].para &&
      lines[k + 1].cells.length === 1 &&
      lines[k - 1]?.para !== lines[k].para &&
      lines[k + 2]?.para !== lines[k].para &&
      lines[k + 1].page === line.page &&
      labelShaped(lines[k].cells[0]) &&
      !/\d/.test(lines[k].cells[0]) &&
      !/[.!?:]$/.test(lines[k + 1].cells[0]) &&
      lines[k + 1].cells[0].split(/\s+/).length <= 12 &&
      !isLabelCell(lines[k + 1].cells[0]) &&
      // (Not a heading in capitals, a contact's name or title, or a photo's caption.)
      /[a-z]/.test(lines[k].cells[0]) &&
      /[a-z]/.test(lines[k + 1].cells[0]) &&
      !ROLE_WORDS.test(`${lines[k].cells[0]} ${lines[k + 1].cells[0]}`) &&
      !NAME_SHAPE.test(lines[k + 1].cells[0]) &&
      !/^(?:the|a|an)\s/i.test(lines[k + 1].cells[0]);
    const knownStack = (k: number) =>
      lines[k]?.cells.length === 1 &&
      lines[k + 1]?.cells.length === 1 &&
      lines[k + 1].para === lines[k].para &&
      (customLabel(lines[k].cells[0]) !== undefined ||
        SHORT_VALUE_KEYS.has(fieldForLabel(lines[k].cells[0]) as FieldKey));
    if (
      line.cells.length === 1 &&
      !line.bullet &&
      // (A feature's label among them is one of them: "Garage" / "2-car detached", "Heat / AC" / "Gas
      // forced air", under "Lot" / "0.29 acre".)
      !(shortKey && SHORT_VALUE_KEYS.has(shortKey)) &&
      (!shortKey || (FEATURE_LIST_KEYS.has(shortKey) && [i - 2, i - 4].some((k) => stacked.has(k)))) &&
      below?.para === line.para &&
      below.cells.length === 1 &&
      !isLabelCell(below.cells[0]) &&
      below.cells[0].split(/\s+/).length <= 12 &&
      !/[.!?]$/.test(below.cells[0]) &&
      !below.cells[0].includes(':') &&
      labelShaped(line.cells[0]) &&
      // (Not the end of a list that wrapped: "... Rooftop Deck," / "Concierge".)
      !/,$/.test(previous?.cells[previous.cells.length - 1] ?? '') &&
      // (Nor a heading over a contact's name: "SCHEDULE A SHOWING" / "Caldwell Ashworth".)
      !(!isLabelCell(line.cells[0]) && NAME_SHAPE.test(below.cells[0])) &&
      (knownStack(i) ||
        [i - 2, i - 4].some((k) => stacked.has(k)) ||
        knownStack(i + 2) ||
        (isUnknownLabel(line.cells[0]) &&
          labelOverValue(i) &&
          (labelOverValue(i - 2) || labelOverValue(i + 2))))
    ) {
      let value = below.cells[0];
      below.paired = true;
      const wrap = lines[i + 2];
      const wrapped =
        value.endsWith(',') &&
        wrap?.para === line.para &&
        wrap.cells.length === 1 &&
        !isLabelCell(wrap.cells[0]);
      if (wrapped) {
        value = `${value} ${wrap.cells[0]}`;
        wrap.paired = true;
      }
      const key = isLabelCell(line.cells[0]) ? fieldForLabel(line.cells[0]) : undefined;
      pairs.push({ key, label: line.cells[0], value, line: i + 1 });
      line.paired = true;
      stacked.add(i);
      i += wrapped ? 2 : 1;
      continue;
    }
    // A word that wrapped under a row's value, even one that reads as a label ("central" / "AC").
    if (wrappedTail(lines, i, pairs)) {
      pairs[pairs.length - 1].value = runOn(pairs[pairs.length - 1].value, line.cells[0]);
      line.paired = true;
      continue;
    }
    // The headings of such a strip only name its columns: the lists under them are the items.
    if (section && columnHeads(line, lines[i + 1])) {
      line.paired = true;
      section.seen++;
      continue;
    }
    // (A label's word in lower case under a row whose value it ends is no heading: "Parking | Assigned
    // space #41 in the under-building" over "garage".)
    const header =
      wrapsTitle || (/^[a-z]/.test(line.cells[0] ?? '') && continuesPair(lines, i, pairs))
        ? undefined
        : headerOf(line);
    if (header) {
      close();
      section = { key: header.key, label: header.label, header: i, body: [], items: [], seen: 0 };
      continue;
    }
    // A label in capitals beside its value among others like it ("PARKING | Two spaces" over
    // "BUILDING | Lounge, gym") is a label even when the vocabulary does not know it.
    const capsPair = (l: Line | undefined) =>
      l !== undefined && l.cells.length === 2 && isLabelCell(l.cells[0]) && isCapitalWords(l.cells[0]);
    // Among lines of labels run into their values ("Built 1910" / "Heat Oil-fired baseboard": a
    // table whose cells a browser wrote as one run of text), a one-word label is a label too.
    const next = lines[i + 1];
    const inBlock =
      (previous?.paired === true && previous.para === line.para) ||
      (next?.para === line.para && next.cells.length === 1 && prefixPair(next.cells[0], i + 1) !== undefined);
    // The heading row of a table of figures ("Tax Year | Land | Improvements | Total Assessed") over
    // its rows: labels of columns, none of them paired with the next.
    // Column headings over rows of figures ("Unit | Layout | Current Rent | Market | Lease End") are
    // no labels of their own values.
    const headsTable =
      next !== undefined &&
      next.cells.length === line.cells.length &&
      line.cells.every((c) => !/\d/.test(c)) &&
      next.cells.filter((c) => /\d/.test(c)).length * 2 >= next.cells.length;
    // (Or a table of words: "Brokerage | Interest | Feedback" over "Basin Ridge Realty | Medium | Loved
    // the yard; ...", column headings of a word or two each over rows as wide.)
    const wordsHead =
      next !== undefined &&
      line.cells.length >= 3 &&
      next.cells.length === line.cells.length &&
      line.cells.every((c) => /^[A-Z][a-z]+(?: [A-Za-z][a-z]+)?$/.test(c)) &&
      next.cells.some((c) => c.split(' ').length >= 3);
    const tableHead =
      wordsHead ||
      (headsTable &&
        line.cells.length >= 4 &&
        line.cells.filter((c) => isLabelCell(c)).length * 2 > line.cells.length);
    // The left column's value that wrapped in a table of two pairs a row lands at the start of the next
    // row, before the right column's pair ("Appliances | Propane range, refrigerator, dishwasher,
    // chest" over "freezer | Roof | Class 4 shingle, 2021"): it ends the value above.
    const pairAbove = pairs[pairs.length - 1];
    if (
      line.cells.length >= 3 &&
      line.cells.length % 2 === 1 &&
      /^[a-z][a-z'’-]*(?: [a-z'’-]+){0,2}$/.test(line.cells[0]) &&
      pairAbove?.line === i - 1 &&
      previous?.para === line.para &&
      pairAbove.value === previous.all[previous.all.length - 1] &&
      /[a-z,]$/.test(pairAbove.value) &&
      !(pairAbove.key && CONTACT_KEYS.has(pairAbove.key)) &&
      labelShaped(line.cells[1])
    ) {
      pairAbove.value = runOn(pairAbove.value, line.cells[0]);
      line.cells = line.cells.slice(1);
    }
    const tableRow = inKeyValueTable(lines, i);
    // Rows of the home's known facts a line or three away ("Zoning | R-E" near "Survey | 2024 boundary
    // survey on file"): a label the vocabulary does not know, set the same way, is one of them.
    const nearFacts =
      lines
        .slice(Math.max(0, i - 3), i + 4)
        .some((l) => l !== line && l.page === line.page && l.cells.length >= 2 && isLabelCell(l.cells[0])) ||
      // (Or two rows just above read as a label and its value, known or not: "Maintenance reserve |
      // $2,400/yr" over "Lawn care | $1,200/yr" over "Total annual expenses | $11,100".)
      // (A contact's label is no fact of the home: "YOUR CONTACT | Brenna Castellanos | LEASING AGENT |
      // Desmond Achterberg" under a masthead.)
      pairs.filter(
        (p) =>
          p.line >= i - 3 &&
          lines[p.line]?.page === line.page &&
          lines[p.line].all.length >= 2 &&
          !(p.key && CONTACT_KEYS.has(p.key)),
      ).length >= 2;
    // (A row of four cells beside another of four is a table's, "Hay barn | 40' x 48' | Steel truss |
    // Built 2012" under "Structure | Dimensions | Type | Condition / Use", not two facts.)
    const tableOfFour =
      line.cells.length === 4 &&
      [lines[i - 1], lines[i + 1]].some((l) => l?.page === line.page && l.all.length === 4);
    // A row of the same table as a row of known labels a line or two off ("Water | Private well |
    // Septic | Engineered system" over "Electric | Rural co-op | Internet | Fixed wireless"): its
    // labels are labels too.
    const sameTable = [i - 2, i - 1, i + 1, i + 2].some((k) => {
      const l = lines[k];
      return (
        l !== undefined &&
        l.page === line.page &&
        l.all.length === line.cells.length &&
        l.all.some(
          (c, n) =>
            n % 2 === 0 &&
            isLabelCell(c) &&
            !isLabelCell(l.all[n + 1] ?? '') &&
            // (A contact's label heads no table of facts.)
            !CONTACT_KEYS.has(fieldForLabel(c) as FieldKey),
        )
      );
    });
    // (Or two rows or more of two labels and their values each, none of the labels known: "Water
    // Source | Private well | Wastewater | Aerobic septic" over "Electric Provider | Pedernales Electric
    // Co-op | Propane | Owned 500 gal tank".)
    const twoPairs = (l: Line | undefined) =>
      l !== undefined &&
      l.page === line.page &&
      !l.bullet &&
      l.all.length === 4 &&
      l.all.every((c, n) =>
        n % 2 === 0
          ? labelShaped(c) &&
            !/\d/.test(c) &&
            !ROLE_WORDS.test(c) &&
            !NOT_LABEL_WORDS.test(c) &&
            /[a-z]/.test(c)
          : // (Values in words: figures side by side are a table's columns, market statistics or sizes;
            // a level's name is a room table's.)
            !isLabelCell(c) &&
            isUnknownValue(c, true) &&
            !isCapitalWords(c) &&
            /^[A-Za-z]/.test(c) &&
            !/^(?:main|upper|lower|first|second|third|ground|basement)(?: level| floor)?$/i.test(c),
      );
    const pairTable = twoPairs(line) && [i - 2, i - 1, i + 1, i + 2].some((k) => twoPairs(lines[k]));
    // A row comparing homes side by side ("Price | $474,900 | $459,000 | $449,000 | $495,000"), in a
    // grid with no column headed as the subject: one label over three figures or more of one kind is
    // a fact of no one home.
    if (line.cells.some((c) => /^subject\b/i.test(c)) && line.cells.length >= 3) subjectHeader = i;
    const compared = isComparisonRow(line.cells) && !(subjectHeader >= 0 && i - subjectHeader <= 40);
    // (A bar of tabs or menu items, one word each, "Pages | Design | Settings | Leads (9)", pairs no
    // label with the next item.)
    const tabBar =
      line.cells.length >= 4 &&
      new Set(line.all).size === line.all.length &&
      line.all.every((c) => /^\p{Lu}\p{Ll}{3,}(?: \(\d{1,4}\))?$/u.test(c) && !/^(?:yes|none)$/i.test(c));
    const read =
      compared || tabBar
        ? { found: [] as Pair[], rest: [] }
        : tableHead
          ? { found: [] as Pair[], rest: line.cells }
          : pairsOfLine(
              line,
              i,
              capsPair(previous) || capsPair(next),
              inBlock,
              tableRow,
              nearFacts && !headsTable && !tableOfFour,
              headsTable ? undefined : next?.para === line.para ? next.cells : [],
              sameTable || pairTable,
              pairTable,
            );
    // A bullet whose lead-in names no field ("• Stainless package: 30-in. gas range") is a feature,
    // unless it stands in a list of labelled facts, three labels known at least ("• Acreage: 12.4
    // acres", "• Soil: Jory clay loam", "• Zoning: AF-10"): there a lead-in is a label too.
    const colonBullet = (k: number) =>
      lines[k]?.bullet === true &&
      lines[k].para === line.para &&
      lines[k].cells.length === 1 &&
      /^[A-Z][A-Za-z#'’/& ]{0,30}:\s\S/.test(lines[k].cells[0]);
    const factList =
      colonBullet(i) &&
      lines
        .slice(Math.max(0, i - 12), i + 13)
        .filter((l, n) => colonBullet(Math.max(0, i - 12) + n) && isLabelCell(l.cells[0].split(':')[0]))
        .length >= 3;
    const leadIn =
      line.bullet &&
      !factList &&
      read.found.length > 0 &&
      read.found.every((p) => !p.key && !customLabel(p.label));
    const { found: foundAll, rest } = leadIn ? { found: [], rest: line.cells } : read;
    // (A heading over a person beside a contact's label, "YOUR CONTACT | Brenna Castellanos | LEASING
    // AGENT | Desmond Achterberg", is another contact, no fact of the home.)
    const found = foundAll.some((p) => p.key && CONTACT_KEYS.has(p.key))
      ? foundAll.filter((p) => p.key || !NAME_SHAPE.test(p.value.trim()))
      : foundAll;
    // A portal's group heading over a cell whose own label says nothing ("Appliances" over "Included:
    // Dishwasher, Disposal"): the fact is the heading's.
    for (const p of found) {
      // ("Size: 5,227 sqft" under the heading "Lot" is the lot's.)
      if (
        p.key === 'sqft' &&
        /^size$/i.test(p.label.trim()) &&
        /^lot$/i.test(previous?.all.join(' ') ?? '')
      ) {
        p.key = undefined;
        p.label = 'Lot Size';
        continue;
      }
      if (p.key || !/^(?:included|includes|features?|type|details?)$/i.test(p.label.trim())) continue;
      const k = line.cells.findIndex((c) => c.startsWith(p.label));
      // (Only under a row of headings alone: "Cooling | Appliances".)
      const headings =
        previous?.cells.length === line.cells.length && previous.cells.every((c) => isLabelCell(c));
      const heading = headings && line.cells[k]?.includes(':') ? previous.cells[k] : undefined;
      if (heading && isLabelCell(heading) && fitsLabel(heading, p.value)) {
        p.label = heading;
        p.key = fieldForLabel(heading);
      }
    }
    if (found.length === 0 && continuesPair(lines, i, pairs)) {
      // A long value wrapped onto the next line ("Appliances: range, dishwasher," / "washer and dryer").
      pairs[pairs.length - 1].value = runOn(pairs[pairs.length - 1].value, line.cells[0]);
      line.paired = true;
      continue;
    }
    // A two-column key/value table whose right-hand value wrapped: its second line lands as a stray
    // cell at the end of the next row ("Full Baths | 4 | rangetop, two wall ovens").
    const lastBefore = pairs[pairs.length - 1];
    if (
      (found.length > 0 ? rest.length === 1 : rest.length >= 2) &&
      line.cells[line.cells.length - 1] === rest[rest.length - 1] &&
      /^[a-z]|^(?:19|20)\d{2}$/.test(rest[rest.length - 1]) &&
      !/@|www\.|https?:/i.test(rest[rest.length - 1]) &&
      lastBefore?.line === i - 1 &&
      !(lastBefore.key && CONTACT_KEYS.has(lastBefore.key)) &&
      previous?.para === line.para &&
      previous.paired &&
      /[a-z,;]$/.test(lastBefore.value)
    ) {
      lastBefore.value = runOn(lastBefore.value, rest.pop() as string);
      if (found.length === 0) line.cells = rest;
    }
    // A row of labels and values where a label stands with no value ("LOT SIZE | 0.31 acre | TAX MAP
    // NO. | ZONING | R-1"): its value wrapped onto the next line, alone there ("0081.00-03-012.00").
    const bare =
      found.length > 0 ? rest.filter((c) => isLabelCell(c) && (fieldForLabel(c) || customLabel(c))) : [];
    const wrapped = lines[i + 1];
    if (
      bare.length > 0 &&
      wrapped?.para === line.para &&
      wrapped.cells.length === bare.length &&
      wrapped.cells.every((c) => !isLabelCell(c) && c.split(/\s+/).length <= 6 && /\d/.test(c))
    ) {
      bare.forEach((label, k) => {
        const value = wrapped.cells[k];
        found.push({
          key: fitsLabel(label, value) ? fieldForLabel(label) : undefined,
          label,
          value,
          line: i + 1,
        });
      });
      rest.splice(0, rest.length, ...rest.filter((c) => !bare.includes(c)));
      wrapped.paired = true;
      wrapped.labelled = true;
      skipNext = true;
    }
    // A strip of labels beside their values where one value's label is set under it ("BEDS | 3 | 1
    // Full, 1 Half | SQ. FT. | 1,384" over "BATHS"): the value left over and the lone label are a pair.
    const labelBelow = lines[i + 1];
    if (
      !skipNext &&
      found.length >= 2 &&
      rest.length === 1 &&
      /\d/.test(rest[0]) &&
      labelBelow?.para === line.para &&
      labelBelow.cells.length === 1 &&
      isLabelCell(labelBelow.cells[0]) &&
      !found.some((p) => p.key !== undefined && p.key === fieldForLabel(labelBelow.cells[0]))
    ) {
      const label = labelBelow.cells[0];
      const value = rest.pop() as string;
      found.push({ key: fitsLabel(label, value) ? fieldForLabel(label) : undefined, label, value, line: i });
      labelBelow.paired = true;
      labelBelow.labelled = true;
      skipNext = true;
    }
    // (A row comparing homes counts as read: its first figure is no headline price either.)
    line.paired = found.length > 0 || compared;
    line.labelled = found.some((p) => p.key !== undefined);
    if (section) section.seen++;
    for (const pair of found) {
      // (A portal's group of facts under a heading that names a field, "Construction" over "Year built:
      // 2003" and "Roof: Composition": its other facts are their own.)
      if (section?.key && pair.key && pair.key !== section.key) section.facts = (section.facts ?? 0) + 1;
      // (So does a pair that gives the heading's own field under its own label: "Systems" over "HVAC:
      // Geothermal" and "Roof: Standing-seam metal".)
      if (section?.key && pair.key === section.key && found.length === 1) section.facts = 2;
      if (section?.details && (section.facts ?? 0) >= 2) {
        // (Not two people's names side by side, "Harriet Calloway | Graham Pryce".)
        for (const detail of section.details) {
          if (NAME_SHAPE.test(detail.label) && NAME_SHAPE.test(detail.value)) continue;
          const at = section.items.indexOf(detailOf(detail, section.label));
          if (at >= 0) section.items.splice(at, 1);
          pairs.push(detail);
        }
        section.details = undefined;
      }
      // Under a field's header, a pair with an unknown label is a detail of that field; not a row of a
      // table of the home's facts ("Laundry | In unit" among "Heat / AC | Gas forced air").
      if (
        !pair.key &&
        section?.key &&
        section.key !== 'features' &&
        !customLabel(pair.label) &&
        !tableRow &&
        (section.facts ?? 0) < 2
      ) {
        section.items.push(detailOf(pair, section.label));
        section.details = [...(section.details ?? []), pair];
      } else pairs.push(pair);
    }
    if (skipNext) {
      skipNext = false;
      i++;
    }
    if (found.length > 0 && rest.length === 0) continue;
    // Leftover cells of a labelled row ("Price | $880,000 | Pool") stay as loose text.
    if (found.length > 0) line.cells = rest;
    // (Prose under a list's heading, "What's special" over a row of chips and then "Top-floor corner
    // condo in the heart of Fremont with windows on two" / "sides and ...": the story starts there, no
    // item of the list.)
    if (section?.key === 'features' && section.body.length > 0 && startsStory(lines, i)) close();
    if (section) section.body.push(i);
    else loose.push(i);
  }
  close();
  reassignPairs(pairs);
  recordsLast(lines, pairs);

  const paragraphs: Doc['paragraphs'] = [];
  for (let i = 0; i < lines.length; i++) {
    const last = paragraphs[paragraphs.length - 1];
    if (last && lines[last.lines[0]].para === lines[i].para) last.lines.push(i);
    else paragraphs.push({ lines: [i], text: '' });
  }
  for (const p of paragraphs) p.text = joinProse(p.lines.map((i) => lines[i].all.join(' | ')));
  const fullText = paragraphs.map((p) => p.text).join('\n');
  const freeText = paragraphs
    .map((p) => joinProse(p.lines.filter((i) => !lines[i].labelled).map((i) => lines[i].all.join(' | '))))
    .filter(Boolean)
    .join('\n');
  return { lines, pairs, sections, loose, paragraphs, fullText, freeText };
}

/**
 * A label in spaced capitals ("B E D R O O M S", "H E AT / AC") as its word ("BEDROOMS", "HEAT/AC")
 * when the letters spell a known label; other cells as they are.
 */
/** A market statistic's row, no fact of the listing. */
const MARKET_FIGURE =
  /^(?:(?:median|average|avg\.?|mean)\s[^|]{0,40}|[^|]{0,30}\b(?:days on market|months of inventory|homes sold|vacancy(?: rate)?|absorption|sale-to-list(?: ratio)?))\s\|\s/i;

/** A payment calculator's heading ("Estimated monthly payment", "Your estimated payment"). */
const CALCULATOR_HEADINGS =
  '(?:your )?(?:estimated )?monthly payments?|(?:your )?(?:monthly|estimated) (?:payment|cost)s?|payment calculator|mortgage (?:calculator|estimate)';

const OTHER_HOMES = new RegExp(
  `^(?:comparables?|comps|comparable (?:sales|homes|properties|listings)|similar (?:[a-z-]+ ){0,2}(?:homes|listings|properties|residences|condos|units|cabins)|recent(?:ly)? (?:sold|sales|closed)|nearby (?:[a-z-]+ ){0,2}(?:sales|homes|listings)|(?:recent )?neighbou?rhood sales|sold comparables|market (?:snapshot|statistics|stats|conditions|update|report|trends|data)|other (?:[a-z-]+ ){0,2}(?:plans|homes|units|listings|residences|properties|(?:cottages|cabins|condos|apartments|townhomes|villas|homesites|lots)(?: available| for sale)?)|also (?:open|available|listed|for sale)|more (?:[a-z-]+ )?(?:homes|listings|properties)|you (?:may|might) also like|coming up next|same building|(?:price|sales?|tax|listing|property|ownership) history|${CALCULATOR_HEADINGS}|(?:nearby|assigned|area) schools)\\b`,
  'i',
);

const CALCULATOR = new RegExp(`^(?:${CALCULATOR_HEADINGS})\\b`, 'i');
const CALCULATOR_LABEL =
  /^(?:principal(?: (?:&|and) interest)?|p ?& ?i|interest|(?:interest )?rate(?: · term)?|term|loan term|loan amount|down payment(?: \(\d+%\))?|property tax(?:es)?|taxes|(?:homeowners?|hazard) insurance|insurance|pmi|mortgage insurance|home price|total(?: monthly)?(?: payment)?|monthly total|taxes (?:&|and) insurance|(?:estimated )?(?:monthly )?payment)$/i;

/**
 * A line of a payment calculator's block without the calculator's own cells (its labels and their
 * figures, a monthly payment): what is left belongs to the columns it was set beside ('' when none).
 */
function withoutCalculatorCells(line: string): string {
  const cells = line.split(/\s\|\s/).map((c) => c.trim());
  const kept: string[] = [];
  for (let k = 0; k < cells.length; k++) {
    if (CALCULATOR_LABEL.test(cells[k])) {
      if (/^[$\d]/.test(cells[k + 1] ?? '')) k++;
      continue;
    }
    if (/^\$[\d,.]+\s?\/\s?mo(?:nth)?$|^\d+(?:\.\d+)?%\s?·/i.test(cells[k])) continue;
    kept.push(cells[k]);
  }
  return kept.join(' | ');
}

/** A line of running text: words mostly in lower case ("Henrik Olsen - North Star Homes" is a name). */
/**
 * Whether the paragraph that starts at line `i` goes on with a story: its sentences end, and it is
 * no caption ("The house c. 1980, courtesy of the family"), no call to the reader with a number or
 * an address to write to, and no invitation to an open house.
 */
function storyGoesOn(lines: Line[], i: number): boolean {
  const para: string[] = [];
  for (let k = i; k < lines.length && lines[k].para === lines[i].para; k++) para.push(lines[k].all.join(' '));
  const text = para.join(' ');
  return (
    /[.!?]["'”’)]?$/.test(text) &&
    !PHONE.test(text) &&
    !/@|\bopen house\b|\b(?:call|email|text|contact) (?:me|us)\b/i.test(text)
  );
}

/**
 * A column of labels read whole before the column of their values beside it ("Bedrooms:" / "Baths:" /
 * ... and, a few paragraphs on, "3" / "1 full, 1 half" / ...): a paragraph of four lines or more, each a
 * label alone ending on a colon, and the first paragraph after it with as many lines, none a label,
 * none a sentence. Each label gets its value on its line, and the values' lines go. (pairLabelColumn
 * reads known labels with their values right under them, before the lines are cut into cells; this
 * one waits for the paragraphs, the values set apart from their labels by other text.)
 */
function joinLabelColumn(lines: Line[]): void {
  for (let i = 0; i < lines.length; i++) {
    const para = lines[i].para;
    if (lines[i - 1]?.para === para) continue;
    let end = i;
    while (lines[end + 1]?.para === para) end++;
    const count = end - i + 1;
    const labels = lines.slice(i, end + 1);
    if (count < 4 || !labels.every((l) => l.cells.length === 1 && /^[A-Z][^:]{0,30}:$/.test(l.cells[0])))
      continue;
    // (The values' paragraph is one of the next few, with as many lines.)
    let at = end + 1;
    for (let hops = 0; hops < 6 && at < lines.length; hops++) {
      let last = at;
      while (lines[last + 1]?.para === lines[at].para) last++;
      const values = lines.slice(at, last + 1);
      if (
        values.length === count &&
        values.every((l) => l.cells.length === 1 && !/:$/.test(l.cells[0]) && !/[.!?]$/.test(l.cells[0]))
      ) {
        labels.forEach((l, k) => {
          l.cells = [l.cells[0], values[k].cells[0]];
          l.all = l.cells;
        });
        lines.splice(at, count);
        break;
      }
      at = last + 1;
    }
    i = end;
  }
}

/** A line of prose that opens a run of lines of it, in its paragraph, ending on a sentence's stop. */
function startsStory(lines: Line[], i: number): boolean {
  const line = lines[i];
  if (!isProseLine(line) || !/^[A-Z]/.test(line.cells[0])) return false;
  let k = i;
  while (lines[k + 1]?.para === line.para && lines[k + 1].cells.length === 1 && !lines[k + 1].bullet) k++;
  const text = lines
    .slice(i, k + 1)
    .map((l) => l.cells[0])
    .join(' ');
  return k > i && /[.!?]["'”’)]?$/.test(text) && text.split(/\s+/).length >= 20;
}

function isProseLine(line: Line): boolean {
  if (line.cells.length !== 1 || line.bullet) return false;
  const words = line.cells[0].split(/\s+/);
  const lower = words.filter((w) => /^[a-z]/.test(w)).length;
  return words.length >= 6 && lower >= 3 && lower * 5 >= words.length * 2;
}

const TWO_AREAS = /^(\d[\d,.]* ?(?:sq\.? ?ft|sf|acres?|ac))\s(\d[\d,.]* ?(?:sq\.? ?ft|sf|acres?|ac))$/i;

const CONTACT_KEYS = new Set<FieldKey>(['agentName', 'agentPhone', 'agentEmail', 'agency']);

const TEXT_FEATURE_KEYS = new Set<FieldKey>([
  'appliances',
  'flooring',
  'heatingCooling',
  'heating',
  'cooling',
  'parking',
  'architecture',
  'windows',
]);

/**
 * A figure and its words in spaced capitals ("3 B E D S", "1,850 S F", "2 C A R G A R A G E"): the
 * letters joined, split into the listing words they spell when they all are ("2 CAR GARAGE").
 */
function unspaceFigureWords(cell: string): string {
  // (Kerning may keep two letters together: "B AT H S".)
  const m = /^(\$?\d[\d,.]*)\s+((?:[A-Z/]{1,2} )+[A-Z/]{1,2})$/.exec(cell);
  if (!m || m[2].split(' ').filter((t) => t.length === 1).length < 2) return cell;
  const letters = m[2].replace(/ /g, '');
  return `${m[1]} ${spellWords(letters) ?? letters}`;
}

const FIGURE_WORDS = new Set(
  'BED BEDS BR BATH BATHS BA SQ FT SF CAR GARAGE SPACE SPACES BUILT ACRE ACRES AC LOT HOA MO YR STORY STORIES UNITS'.split(
    ' ',
  ),
);

/** The letters as listing words ("CARGARAGE" → "CAR GARAGE"), longest words first; undefined when they are not. */
function spellWords(letters: string): string | undefined {
  if (letters === '') return '';
  for (let n = Math.min(7, letters.length); n >= 2; n--) {
    const word = letters.slice(0, n);
    if (!FIGURE_WORDS.has(word.replace(/\//g, ''))) continue;
    const rest = spellWords(letters.slice(n));
    if (rest !== undefined) return rest ? `${word} ${rest}` : word;
  }
  return undefined;
}

function unspaceCapitals(cell: string): string {
  const tokens = cell.split(' ');
  // (Letter-spaced type in mixed case too, every letter apart: "B u i l t", "H O A / m o".)
  if (tokens.length >= 3 && tokens.every((t) => t.length === 1) && /[a-z]/.test(cell))
    return spacedOutLabel(tokens.join('').toUpperCase()) ?? tokens.join('');
  if (tokens.length < 2 || cell !== cell.toUpperCase()) return cell;
  let singles = 0;
  for (const t of tokens) {
    if (t.length === 0 || t.length > 3) return cell;
    if (t.length === 1) singles++;
  }
  if (singles * 2 < tokens.length) return cell;
  return spacedOutLabel(tokens.join('')) ?? cell;
}

/**
 * Figures set in a row with their labels in the row below ("$359,990 | 5 | 4" over "LIST PRICE |
 * BEDROOMS | BATHS") or above: the value row's index maps to its labels, the label row's to null.
 */
function labelRows(lines: Line[]): Map<number, string[] | null> {
  const rows = new Map<number, string[] | null>();
  // A row of labels: most cells name a field, two at least, and none holds a figure ("STORIES |
  // EST. COMPLETION | LOT WIDTH").
  // (A contact's cell set at the row's end, an agent's card beside a strip of facts, is no label.)
  const contactCell = (c: string) => c.includes('@') || PHONE.test(c);
  const allLabels = (line: Line) => {
    const cells = line.cells.filter((c) => !contactCell(c));
    if (cells.length < 2 || line.bullet || cells.some((c) => /\d|\$/.test(withoutYear(c)))) return false;
    const known = cells.filter((c) => isLabelCell(c)).length;
    // (Labels in capitals the vocabulary does not know may stand among known ones: "GARAGE | YEAR
    // BUILT | VIEW | POOL & SPA".)
    const labelish = cells.every((c) => isLabelCell(c) || (isCapitalWords(c) && !ROLE_WORDS.test(c)));
    // (One known label will do beside an agent's card, the row's other cells labels in capitals too:
    // "YEAR BUILT | GOLF FRONTAGE | ✉ eleanor@...".)
    return (
      (known >= 2 && (known >= cells.length * 0.6 || labelish)) ||
      (known >= 1 && labelish && cells.length < line.cells.length)
    );
  };
  const allValues = (line: Line | undefined, width: number) =>
    line !== undefined &&
    line.cells.length === width &&
    !line.bullet &&
    // Short values, or a list of a few items ("Concierge, rooftop deck, fitness center, guest suite").
    line.cells.every(
      (c) =>
        !isLabelCell(c) && (c.split(/\s+/).length <= 6 || (c.split(/\s+/).length <= 12 && !/[.!?]$/.test(c))),
    ) &&
    // (Cells that carry their own labels, "Bedrooms: 4 | Heating features: Forced Air", are read as
    // such under the headings of their groups, "Bedrooms & bathrooms | Heating".)
    !line.cells.every((c) => /^[A-Z1½][A-Za-z0-9 /&'’()-]{0,40}:\s\S/.test(c));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (rows.has(i)) continue;
    const table = subjectRowOfTable(lines, i);
    if (table) {
      for (const k of table.rows) rows.set(k, null);
      rows.set(table.subject, line.cells);
      rows.set(i, null);
      continue;
    }
    // (Or short labels the vocabulary does not know, each over a figure, in a row of their own:
    // "Owner / Management Split | Average Nightly Rate (2024)" over "55 / 45 | $312".)
    const width = line.cells.length;
    if (figuresUnder(line, lines[i + 1], lines[i + 2])) {
      rows.set(i + 1, line.cells);
      rows.set(i, null);
      continue;
    }
    // The header of a table of other things, over two rows of figures or more as wide as it: its
    // cells are no labels and values of their own ("Address | City | Available SF | Clear" over a
    // table of buildings names no city).
    const figureRow = (l: Line | undefined) =>
      allValues(l, width) && (l?.cells.filter((c) => /\d/.test(c)).length ?? 0) >= 2;
    if (
      width >= 4 &&
      !line.bullet &&
      !line.cells.some((c) => /\d|\$/.test(c)) &&
      figureRow(lines[i + 1]) &&
      figureRow(lines[i + 2])
    ) {
      rows.set(i, null);
      continue;
    }
    // (A strip of labels under the last strip's values, the strips stacked: "Unit mix | Building area
    // | Gross rents | Property taxes (2025)" over its values, under "Units | Total baths | Year built
    // | Zoning" over theirs. One known label will do.)
    const nextStrip =
      rows.get(i - 2) === null &&
      Array.isArray(rows.get(i - 1)) &&
      !line.bullet &&
      width >= 2 &&
      line.cells.some((c) => isLabelCell(c)) &&
      line.cells.every(
        (c) => labelShaped(c) && !/^[\d$]/.test(c) && c.split(/\s+/).length <= 4 && !NAME_SHAPE.test(c),
      ) &&
      lines[i + 1]?.para === line.para &&
      allValues(lines[i + 1], width);
    if (nextStrip) {
      rows.set(i + 1, line.cells);
      rows.set(i, null);
      continue;
    }
    const above = lines[i - 1];
    const below = lines[i + 1];
    // A tile of values over their captions in a paragraph of its own, a known caption among captions
    // in words ("$512/mo | 1 deeded space | March 26, 2026" over "HOA dues | Garage | Expected on
    // market"): each value is its caption's.
    if (
      !allLabels(line) &&
      captionStrip(lines, i) &&
      !rows.has(i - 1) &&
      allValues(above, width) &&
      above.cells.every((c) => !isUnknownLabel(c))
    ) {
      rows.set(i - 1, line.cells);
      rows.set(i, null);
      continue;
    }
    if (!allLabels(line)) continue;
    // (A row of values cut short under its header, the rest of it a few lines on past a card set
    // across it: "Beds | Baths | Sq Ft | Acres | Built | Garage" over "4 | 3.5", then the agent's
    // name, firm and phone, then "3,420 | 0.71 | 2004 | 3-car".)
    const rest = below && below.para === line.para ? splitRow(lines, i) : undefined;
    if (rest !== undefined) {
      rows.set(i + 1, line.cells.slice(0, below.cells.length));
      rows.set(rest, line.cells.slice(below.cells.length));
      rows.set(i, null);
      continue;
    }
    // (A form's field set at the end of the figures' row, "3,960 sq ft | 3,920 sq ft | ☑ Buying as: ..."
    // over "Living area | Lot", is another column's: the figures are the labels' in turn.)
    const besideForm =
      above !== undefined &&
      above.cells.length === width + 1 &&
      !/\d/.test(above.cells[width]) &&
      allValues({ ...above, cells: above.cells.slice(0, width) }, width) &&
      above.cells.slice(0, width).every((c) => /^\$?\d/.test(c));
    if (above && above.para === line.para && !rows.has(i - 1) && (allValues(above, width) || besideForm)) {
      rows.set(i - 1, line.cells);
      rows.set(i, null);
    } else if (
      below &&
      // (A blank may part the rows when the labels are known, the values figures and no row like them
      // follows: "Rent | BR | BA | Sq Ft | Garage" / "" / "$1,475/mo | 2 | 1.5 | 1,240 | 1 car".)
      (below.para === line.para ||
        (line.cells.filter((c) => isLabelCell(c)).length >= 3 &&
          below.cells.filter((c) => /\d/.test(c)).length >= 3 &&
          !lines.slice(i + 2, i + 5).some((l) => l.cells.length === width))) &&
      allValues(below, width) &&
      // A header over several rows of the same kind (units of a rent roll) is a table of other
      // things, unless one row is marked as the listing (read above).
      !allValues(lines[i + 2], width)
    ) {
      rows.set(i + 1, line.cells);
      rows.set(i, null);
    }
  }
  return rows;
}

/**
 * Where the rest of a row of figures cut short under its header of known labels goes on: the first
 * row of figures within six lines that holds exactly the labels left, past lines of one cell only.
 */
function splitRow(lines: Line[], header: number): number | undefined {
  const width = lines[header].cells.length;
  const first = lines[header + 1];
  const figures = (l: Line) => !l.bullet && l.cells.every((c) => figureValue(c) && !PHONE.test(c));
  if (width < 4 || first.cells.length < 2 || first.cells.length >= width - 1 || !figures(first))
    return undefined;
  if (!lines[header].cells.every((c) => isLabelCell(c))) return undefined;
  for (let k = header + 2; k < Math.min(lines.length, header + 8); k++) {
    const l = lines[k];
    if (l.cells.length === width - first.cells.length && figures(l)) return k;
    if (l.cells.length > 1) return undefined;
  }
  return undefined;
}

/**
 * A row of captions under a row of values, the two a paragraph of their own: one caption known at
 * least, the others labels in words, none with a figure.
 */
function captionStrip(lines: Line[], i: number): boolean {
  const line = lines[i];
  if (!line || i < 1 || line.cells.length < 2 || line.bullet) return false;
  if (lines[i - 1].para !== line.para || lines[i - 2]?.para === line.para || lines[i + 1]?.para === line.para)
    return false;
  const cells = line.cells;
  if (cells.some((c) => /\d|\$/.test(withoutYear(c)))) return false;
  // (Words beside a known label under a headline's street are the label's value: "2968 Marine Drive,
  // Astoria | $850,000" over "Building | Two-story brick firehouse".)
  if (lines[i - 1].cells.some((c) => STREET_START.test(c))) return false;
  return cells.some((c) => isLabelCell(c)) && cells.every((c) => isLabelCell(c) || caption(c));
}

/** A caption in words: "Expected on market", "Trailer parking", "ADR"; no person's name, role or firm. */
function caption(cell: string): boolean {
  return (
    labelShaped(cell) &&
    !NAME_SHAPE.test(cell) &&
    !ROLE_WORDS.test(cell) &&
    !/\b(?:realty|homes|properties|group|partners|photos?|page|subtotal|total)\b/i.test(cell)
  );
}

/**
 * A row of two or more short labels, none known and none with a figure but the year it is for, over
 * a row of as many short figures, with no third row like them (a table of several rows is other
 * things': comparables, units).
 */
function figuresUnder(line: Line, below: Line | undefined, after: Line | undefined): boolean {
  const width = line.cells.length;
  const figures = (l: Line | undefined) =>
    l !== undefined &&
    l.cells.length === width &&
    !l.bullet &&
    l.cells.every((c) => figureValue(c) && !/^\d+\s+[A-Z][a-z]/.test(c));
  return (
    width >= 2 &&
    !line.bullet &&
    line.cells.every((c) => labelShaped(c) && !/\d/.test(withoutYear(c))) &&
    // (Known labels are read as rows of known labels are; captions in capitals over a headline's
    // street and price are no labels: "INFILL LOT | CITY UTILITIES".)
    line.cells.every((c) => !isLabelCell(c) && /[a-z]/.test(c)) &&
    below?.para === line.para &&
    figures(below) &&
    !(after?.para === line.para && figures(after))
  );
}

/**
 * A table of several units or homes under one header row ("RESIDENCE | BEDS | BATHS | RENT | STATUS"):
 * one row is the listing (marked featured or subject, or the one still for sale), the others are
 * comparisons. Answers the header's rows and the listing's row; undefined for anything else, and for
 * a table whose listing row cannot be told apart.
 */
function subjectRowOfTable(lines: Line[], header: number): { rows: number[]; subject: number } | undefined {
  const head = lines[header];
  const width = head.cells.length;
  // A heading may name a unit ("$/SF"), never hold an amount.
  if (width < 3 || head.bullet || head.cells.some((c) => /\d|\$(?!\s?\/)/.test(c))) return undefined;
  const known = head.cells.filter((c) => isLabelCell(c)).length;
  if (known < Math.max(2, Math.ceil(width * 0.6))) return undefined;
  // (Captions under their figures, "2,611 sq ft | 13,504 sq ft | 2-car | 1962" over "Living area | Lot
  // | Garage | Year built", head no table of the rows below them.)
  const above = lines[header - 1];
  if (
    above?.para === head.para &&
    above.cells.length === width &&
    above.cells.every((c) => !isLabelCell(c)) &&
    above.cells.filter((c) => /\d/.test(c)).length * 2 >= width
  )
    return undefined;
  const rows: number[] = [];
  for (let k = header + 1; k < lines.length && lines[k].cells.length === width; k++) {
    // Another header row ends the table (a status like "Available" may read as a label).
    // (Or a row of label-shaped cells, one known at least, none opening with a figure: "Unit mix | Building area | Gross rents
    // | Property taxes (2025)", the next row of a strip of labels over values.)
    const labels = lines[k].cells.filter((c) => isLabelCell(c)).length;
    if (
      labels * 2 > width ||
      (labels >= 1 &&
        lines[k].cells.every((c) => labelShaped(c) && !/^[\d$]/.test(c) && c.split(/\s+/).length <= 4))
    )
      break;
    rows.push(k);
  }
  if (rows.length < 2) return undefined;
  // A totals row under the units ("Combined | 4 | 3 | 2,160 | $5,325"): the listing is all of them.
  const after = header + 1 + rows.length;
  if (
    lines[after] !== undefined &&
    lines[after].cells.length >= Math.min(3, width) &&
    /^(?:totals?|combined|together|building(?: totals?)?|all units|property totals?)\b/i.test(
      lines[after].cells[0],
    )
  )
    return { rows, subject: after };
  const scores = rows.map((row) => lines[row].cells.reduce((n, cell) => n + subjectMark(cell), 0));
  const top = Math.max(...scores);
  const leaders = rows.filter((_, k) => scores[k] === top);
  if (top > 0 && leaders.length === 1) return { rows, subject: leaders[0] };
  // No mark, or the same mark on several rows ("Available" twice): the listing's row is the one whose
  // address or plan the rest of the document names too.
  // Named elsewhere: the cell occurs in the document more often than in the table itself.
  const whole = documentText(lines);
  const table = [header, ...rows].map((k) => lines[k].all.join(' | ').toLowerCase()).join('\n');
  const count = (text: string, part: string) => {
    let n = 0;
    for (let at = text.indexOf(part); at >= 0 && n < 50; at = text.indexOf(part, at + part.length)) n++;
    return n;
  };
  // (A name, a street or a plan's: "2410 N Monroe St", "The Kestrel", "C1" named as "Plan C1". A word
  // the prose also uses, "Owner-user" or "Studio" in a table, names nothing.)
  const naming = (c: string) =>
    /^[A-Z]{1,2}\d{1,2}[A-Z]?$/.test(c) ||
    (c.length >= 6 &&
      /[a-z]{3}/i.test(c) &&
      (/\d/.test(c) || c.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length >= 2));
  const named = (row: number) =>
    lines[row].cells.filter((c) => {
      if (!naming(c)) return false;
      const part = c.toLowerCase();
      return count(whole, part) > count(table, part);
    }).length;
  const candidates = top > 0 ? leaders : rows;
  const counts = candidates.map(named);
  const most = Math.max(...counts);
  const chosen = candidates.filter((_, k) => counts[k] === most);
  if (most > 0 && chosen.length === 1) return { rows, subject: chosen[0] };
  return top > 0 ? { rows, subject: leaders[0] } : undefined;
}

const wholeText = new WeakMap<Line[], string>();

function documentText(lines: Line[]): string {
  let text = wholeText.get(lines);
  if (text === undefined) {
    text = lines.map((l) => l.all.join(' | ').toLowerCase()).join('\n');
    wholeText.set(lines, text);
  }
  return text;
}

/** How strongly a cell marks its row as the listing itself. */
function subjectMark(cell: string): number {
  const squeezed = cell.replace(/\s+/g, '').toLowerCase();
  if (cell.includes('★') || /featured|subject|thishome|thisunit/.test(squeezed)) return 3;
  if (
    /^(?:forsale|forlease|forrent|available|active|comingsoon|new|quickmove-?in|move-?inready|readynow)$/.test(
      squeezed,
    )
  )
    return 2;
  return 0;
}

/**
 * Values that say what another label names: an area under an outdoor label ("Grounds | 0.12 acre with
 * rear carriage house") is the lot's size; a home's size given as its outside dimensions beside its
 * area ("Home size | 28 x 60 (approx. 1,680 sq ft)") keeps the dimensions under its label too.
 */
function reassignPairs(pairs: Pair[]): void {
  // A home sold is priced at what it sold for: the asking price beside it ("List Price | $599,000"
  // under "Sold Price | $618,000") is kept as a detail under its own label. (A past sale's price in
  // a record far from the current listing's price is no such pair.)
  const sold = pairs.filter((p) => p.key === 'price' && /\b(?:sold|closed|closing)\b/i.test(p.label));
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k];
    if (
      pair.key === 'price' &&
      /\b(?:list|listed|listing|asking|original)\b/i.test(pair.label) &&
      sold.some((p) => Math.abs(p.line - pair.line) <= 3)
    ) {
      pairs[k] = { ...pair, key: undefined };
      continue;
    }
    // ("620 sq ft wraparound terrace" is the terrace's size, not the lot's.)
    if (
      pair.key === 'outdoor' &&
      LOT_AREA.test(pair.value.trim()) &&
      classifyFeature(pair.value) !== 'outdoor'
    ) {
      pairs[k] = { ...pair, key: undefined, label: 'Lot Size' };
      continue;
    }
    const dims = pair.key === 'sqft' ? pair.value.trim().match(DIMENSIONS_BESIDE_AREA) : null;
    if (dims && !customLabel(pair.label)) {
      pairs.splice(k + 1, 0, { key: undefined, label: pair.label, value: dims[1], line: pair.line });
      k++;
    }
  }
}

/**
 * A title company's or an appraiser's profile gives the assessor's record of the home ("ASSESSOR
 * CHARACTERISTICS": "Garage | Detached, 1 space") beside the listing's own words for it: the record's
 * features come after the listing's.
 */
function recordsLast(lines: Line[], pairs: Pair[]): void {
  const inRecord = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.cells.length !== 1 || !RECORD_HEADING.test(l.cells[0])) continue;
    for (let k = i + 1; k < lines.length && lines[k].page === l.page; k++) {
      const c = lines[k].cells;
      if (c.length === 1 && /^[A-Z][A-Z &/-]{3,40}$/.test(c[0])) break;
      inRecord.add(k);
    }
  }
  if (inRecord.size === 0) return;
  const isFeature = (p: Pair) => p.key !== undefined && FEATURE_LIST_KEYS.has(p.key) && inRecord.has(p.line);
  const sorted = [...pairs.filter((p) => !isFeature(p)), ...pairs.filter(isFeature)];
  pairs.splice(0, pairs.length, ...sorted);
}

const RECORD_HEADING =
  /^(?:assessor(?:'s)?|public records?|tax records?|county records?|assessment)(?: characteristics| data| details| info(?:rmation)?| record)?$/i;

const LOT_AREA = /^\d[\d,]{0,9}(?:\.\d{1,3})?\s?(?:±\s?)?(?:acres?|ac|sq\.?\s?ft|square feet|sf)\b/i;
const DIMENSIONS_BESIDE_AREA =
  /^(\d{1,3}\s?(?:'|ft)?\s?[x×]\s?\d{1,3}(?:\s?(?:'|ft))?)\s?\((?:approx\.?\s|about\s|~\s?)?\d/i;

/** "Parking features: Attached garage" under "Parking" is "Attached garage"; "Total spaces: 2" stays whole. */
function detailOf(pair: Pair, sectionLabel: string): string {
  const words = normalizeLabel(sectionLabel).split(' ');
  const label = normalizeLabel(pair.label);
  return words.some((w) => w.length > 3 && label.includes(w)) ? pair.value : `${pair.label}: ${pair.value}`;
}

function continuesPair(lines: Line[], index: number, pairs: Pair[]): boolean {
  const line = lines[index];
  const previous = lines[index - 1];
  const last = pairs[pairs.length - 1];
  if (!previous || !last || !previous.paired || line.bullet || line.cells.length !== 1) return false;
  // (An email or a web address set under the row is a contact's, never the rest of its value.)
  if (/@|www\.|https?:/i.test(line.cells[0])) return false;
  // A list that ran on past a gap the page left under its first line ("Appliances | Stainless gas
  // range," / "" / "microwave, dishwasher,"): its value ends on a comma and the rest is in lower case.
  if (previous.para !== line.para)
    return last.line === index - 1 && /,$/.test(last.value) && /^[a-z]/.test(line.cells[0]);

  // A lone year under a value that ran out of room ("Electrical panel and plumbing updated" / "2019").
  const year = /^(?:19|20)\d{2}$/.test(line.cells[0]) && /[a-z,;]$/.test(last.value);
  // A lone charge under a value with no amount of its own ("Off-street parking" / "$60/mo"), the
  // price on its own line under it ("$1,550 per month") is no part of it.
  const charge =
    /^\$\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?\s?\/\s?(?:mo|month|yr|year|space|spot)\.?$/i.test(line.cells[0]) &&
    !/\$/.test(last.value) &&
    // Only what is charged for: parking, or a detail of its own (storage, pets); not the kitchen.
    (last.key === 'parking' || last.key === undefined) &&
    /[a-z]$/i.test(last.value);
  // The rest of a list's last item, cut before its distance, when the items before it each give one
  // ("Close by: Topside Grill 0.6 mi, Salt Line Oyster Bar" / "1.2 mi", "... Hilton" / "Head beaches
  // 25 minutes").
  const items = last.value.split(/,\s/);
  const distance = /\d(?:\.\d+)? ?(?:mi|miles?|min|mins|minutes|km)\.?$/i;
  const cutItem =
    items.length >= 2 &&
    items.slice(0, -1).every((item) => distance.test(item)) &&
    !distance.test(items[items.length - 1]) &&
    distance.test(line.cells[0]) &&
    line.cells[0].split(/\s+/).length <= 5;
  return /,$/.test(last.value) || /^[a-z]/.test(line.cells[0]) || year || charge || cutItem;
}

/**
 * A word or two wrapped under a key/value row set alone in its paragraph ("Heat / Cool | Gas forced
 * air / central" over "AC"): the row's value ran out of room. A label there heads a block of its own
 * only when what follows is no other labelled row.
 */
function wrappedTail(lines: Line[], index: number, pairs: Pair[]): boolean {
  const line = lines[index];
  const previous = lines[index - 1];
  const last = pairs[pairs.length - 1];
  if (!previous || !last || last.line !== index - 1 || previous.para !== line.para) return false;
  if (line.bullet || line.cells.length !== 1) return false;
  // (An acronym that wrapped alone under a row among rows: "Gas forced air, central" / "A/C".)
  if (
    /^(?:A\/C|AC|HVAC)$/.test(line.cells[0]) &&
    /[a-z]$/.test(last.value) &&
    previous.all[previous.all.length - 1] === last.value
  )
    return true;
  if (lines[index - 2]?.para === previous.para) return false;
  const next = lines[index + 1];
  if (next?.para === line.para) return false;
  const cell = line.cells[0];
  if (
    previous.all[previous.all.length - 1] !== last.value ||
    !/[A-Za-z]$/.test(last.value) ||
    !/^[A-Za-z][A-Za-z/&-]{0,15}(?: [A-Za-z/&-]{1,15})?$/.test(cell)
  )
    return false;
  // (A capitalised word or two after a value that is whole is the heading of what follows, "Ductless
  // mini-split heat pump" / "Tenant requirements"; a value cut after "the" or "in" goes on.)
  if (/^[A-Z][a-z]/.test(cell) && !/\b(?:the|a|an|of|in|and|to|with|on|for|at|by|or)$/i.test(last.value))
    return false;
  return !isLabelCell(cell) || !next || (next.cells.length >= 2 && isLabelCell(next.cells[0]));
}

/**
 * The heading a line sits under: the nearest line above, within `reach`, of a few words alone and no
 * figures. With `opening`, only a heading that opens its paragraph counts ("Management" under "Summit
 * Avenue Property" ends a firm's name, and is no heading).
 */
export function headingAbove(doc: Doc, line: number, reach = 15, opening = false): string {
  for (let i = line - 1; i >= 0 && i >= line - reach; i--) {
    const cells = doc.lines[i].all;
    if (cells.length !== 1 || /\d/.test(cells[0]) || cells[0].split(/\s+/).length > 5) continue;
    return opening && doc.lines[i - 1]?.para === doc.lines[i].para ? '' : cells[0].trim();
  }
  return '';
}

/** Lines of prose as one text: soft line breaks become spaces, words broken by a hyphen are rejoined. */
export function joinProse(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    const p = part.trim();
    if (!p) continue;
    if (!out) out = p;
    else if (/[A-Za-z0-9]-$/.test(out) && /^[a-z]/.test(p)) out += p;
    else out += ` ${p}`;
  }
  return out;
}

function headerOf(line: Line): { key: FieldKey | undefined; label: string } | undefined {
  // A sentence that hands over the description ("Of course. Here is the owner's description:", "And
  // the full listing remarks:"), after a chat's speaker and time or not.
  const said = line.cells[line.cells.length - 1];
  if (
    !line.bullet &&
    /\b(?:description|remarks):$/.test(said) &&
    said.split(' ').length <= 12 &&
    /\b(?:here(?:\s+is|\s+are|['’]s)|the\s+full)\b/i.test(said)
  )
    return { key: 'description', label: 'Description' };
  if (line.bullet || line.cells.length !== 1) return undefined;
  const cell = line.cells[0];
  const colon = cell.match(/^([A-Za-z][A-Za-z0-9 /&().#'’+-]{0,48}?)\s*[:：]$/);
  if (colon) return { key: fieldForLabel(colon[1]), label: colon[1].trim() };
  // (Remarks for other agents head their own block, and end the public remarks above them: "BROKER
  // REMARKS (not for public display)".)
  if (customLabel(cell) === 'Agent Remarks') return { key: undefined, label: cell };
  if (/\d/.test(cell) || cell.split(/\s+/).length > 5 || /[.!?]$/.test(cell)) return undefined;
  // "Agent: Priya Shah (Broker)" is a label and its value, not a heading.
  if (/^[^:]{1,40}:\s+\S/.test(cell)) return undefined;
  const key = fieldForLabel(cell);
  // Only section-like fields head a block; "Price" alone on a line is a table cell, not a header.
  if (
    key &&
    !SHORT_VALUE_KEYS.has(key) &&
    !['agentPhone', 'agentEmail', 'city', 'state', 'zip'].includes(key)
  )
    return { key, label: cell };
  return undefined;
}

/**
 * A label (a known one, or a few words with no figure: "$ / sq ft") followed by three figures or more,
 * each alone in its cell (a dash for none), all of a size, as several homes' prices or floor areas
 * are. (A pro forma's "Real estate taxes | $7,830 | $7,830 | $979" gives the home's taxes now, pro
 * forma and per unit: figures of different sizes.)
 */
function isComparisonRow(cells: string[]): boolean {
  const figures = cells.slice(1);
  const labelCell = isLabelCell(cells[0]) || (!/\d/.test(cells[0]) && cells[0].split(/\s+/).length <= 4);
  if (figures.length < 3 || !labelCell || !figures.every((c) => COMPARED_FIGURE.test(c))) return false;
  const values = figures
    .filter((c) => /\d/.test(c))
    .map((c) => Number(c.replace(/[^\d.]/g, '')))
    .filter((v) => v > 0);
  return values.length >= 3 && Math.max(...values) <= Math.min(...values) * 2.5;
}
const COMPARED_FIGURE =
  /^(?:\$?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|ac|acres?|sq\.? ?ft|sf|\/\s?mo|\/\s?yr|%))?|[—–-]|n\/a)$/i;

function pairsOfLine(
  line: Line,
  index: number,
  amongPairs = false,
  inBlock = false,
  tableRow = false,
  nearFacts = false,
  below: string[] | undefined = [],
  besideRow = false,
  twoPairRow = false,
): { found: Pair[]; rest: string[] } {
  const cells = line.cells;
  // (A cell of another column before a row of labels and values, "Photo 1 of 18 | Year Built | 1956 |
  // Smoking | Not permitted": the row is read without it, and it stays as it is.)
  if (
    cells.length >= 5 &&
    cells.length % 2 === 1 &&
    !isLabelCell(cells[0]) &&
    cells.some((c, k) => k % 2 === 1 && isLabelCell(c)) &&
    cells.every((c, k) => k % 2 === 0 || (labelShaped(c) && !/\d/.test(c))) &&
    // (Not a table's header row of words only: "Residence | Plan | Price | Status | ...".)
    cells.every((c, k) => k < 2 || k % 2 === 1 || !isLabelCell(c)) &&
    cells.some((c, k) => k >= 2 && k % 2 === 0 && (/\d/.test(c) || !labelShaped(c)))
  ) {
    const inner = pairsOfLine(
      { ...line, cells: cells.slice(1) },
      index,
      amongPairs,
      inBlock,
      tableRow,
      nearFacts,
      below?.slice(1),
      besideRow,
      twoPairRow,
    );
    return { found: inner.found, rest: [cells[0], ...inner.rest] };
  }
  const found: Pair[] = [];
  const rest: string[] = [];
  // A row of labels and values where some labels are known ("Lockbox | Supra on side gate | Outdoor |
  // Screened porch"), or a label and its value among rows of known facts: an unknown label set the
  // same way is a label too.
  const knownInRow = cells.some((c, k) => k % 2 === 0 && k + 1 < cells.length && isLabelCell(c));
  // (A long row of a form's pairs, two labels known or more among them: "Style | Transitional |
  // Stories | 2 | Foundation | Crawl space | Roof | Architectural shingle (2017)". Its other labels are
  // labels however their values read.)
  const formRow =
    cells.length >= 6 &&
    cells.length % 2 === 0 &&
    cells.filter((c, k) => k % 2 === 0 && isLabelCell(c)).length >= 2 &&
    cells.every((c, k) => k % 2 === 1 || (labelShaped(c) && !/\d/.test(c)));
  // (Or a strip of labels in capitals, none of them known, each beside a value: "HUNTING | Deer and
  // turkey | SOILS | Savannah and Ruston fine sandy loams"; not a masthead's name and tagline, "WILLOW
  // BEND RESERVE | A new-home community by ...".)
  const capitalStrip =
    cells.length >= 4 &&
    cells.length % 2 === 0 &&
    cells.every((c, k) =>
      k % 2 === 0
        ? isCapitalWords(c) && !ROLE_WORDS.test(c) && !/\bcontact\b/i.test(c)
        : // (A value may be a code in capitals: a flood zone's "AE", "X".)
          (CAPITAL_CODE.test(c) || (!isCapitalWords(c) && /[a-z0-9]/.test(c))) &&
          !/^(?:A|An|The)\s/.test(c) &&
          // (A person's name is a contact's, not a fact's value.)
          !NAME_SHAPE.test(c),
    );
  // (Or three pairs or more of a short label and a figure, none of them known: "Solar array | 9.6 kW
  // DC | Battery storage | 13.5 kWh | HERS Index | 0".)
  const figurePairs =
    cells.length >= 6 &&
    cells.length % 2 === 0 &&
    cells.every((c, k) => (k % 2 === 0 ? labelShaped(c) && !/\d/.test(c) : figureValue(c)));
  const namedRow =
    (cells.length === 2 && nearFacts) ||
    // (Or two such pairs in one row among the facts: "Showing instructions | By appointment | Lockbox |
    // SentriLock, front door"; not a place's name beside its rent, "Dundee | $1,695/mo".)
    (cells.length === 4 &&
      nearFacts &&
      [0, 2].every(
        (k) =>
          isUnknownLabel(cells[k]) &&
          isUnknownValue(cells[k + 1]) &&
          (cells[k].includes(' ') || /\b[a-z]{3,}/.test(cells[k + 1])),
      )) ||
    (below !== undefined &&
      cells.length >= 4 &&
      cells.length % 2 === 0 &&
      (knownInRow || capitalStrip || figurePairs || besideRow));
  // A heading of a column of figures in a table set beside the facts ("Market" over "$1,495"): the
  // cell in the same place in the row below holds a figure and this one is a heading's words.
  const headsColumn = (k: number) =>
    below !== undefined &&
    below.length >= cells.length &&
    /\d/.test(below[k] ?? '') &&
    /^[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*){0,2}$/.test(cells[k]);
  // A row of a two-column table of labels and values ("Occupancy | Vacant" among "Stories | 1" and
  // "APN | 118-270-14"): its label is a label even when the vocabulary does not know it.
  // (A third cell is another column's, read as it comes.)
  const tableLabel =
    tableRow &&
    cells.length >= 2 &&
    !isLabelCell(cells[0]) &&
    !isLabelCell(cells[1]) &&
    !cells[0].includes(':') &&
    inlinePairs(cells[1], index).length === 0;
  // In a row of labels and values ("VIEWS | Floor-to-ceiling windows | KITCHEN | Wolf range"), a
  // label in capitals the vocabulary does not know is still a label.
  const labelRow =
    (cells.length >= 4 && cells.some((c) => isLabelCell(c) && isCapitalWords(c))) ||
    (cells.length === 2 && amongPairs);
  // A strip of figures each after its label in capitals ("AFTER REPAIR VALUE | $285,000 | REPAIRS |
  // $78,000"): every other cell a label, known or not.
  const figureStrip =
    cells.length >= 4 &&
    cells.length % 2 === 0 &&
    cells.every((c, k) =>
      k % 2 === 0
        ? /^[A-Z][A-Z&/'().# -]{1,30}$/.test(c) && c.split(' ').length <= 4
        : /\d/.test(c) && c.length <= 30 && /[A-Za-z]/.test(cells[k - 1]),
    );
  // (A row of a form's boxes, two of them or more a known label run into its value.)
  const runIns = cells.length >= 2 ? cells.map((c) => runInPairs(c, index)) : [];
  const runInRow = runIns.filter((r) => r.length > 0).length >= 2;
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c];
    // A form's boxed cells, each label run into its value ("City Raleigh | State NC | Zip Code 27607").
    const runIn = runInRow ? runIns[c] : [];
    if (runIn.length > 0) {
      // (A form's site box: the "Area" beside the lot's "Dimensions" is the lot's area.)
      for (const p of runIn)
        if (/^area$/i.test(p.label) && cells.some((c) => /^Dimensions /.test(c))) {
          p.key = undefined;
          p.label = 'Site Area';
        }
      found.push(...runIn);
      continue;
    }
    if (figureStrip && c % 2 === 0) {
      const key = isLabelCell(cell) && fitsLabel(cell, cells[c + 1]) ? fieldForLabel(cell) : undefined;
      found.push({ key, label: cell, value: cells[c + 1], line: index });
      c++;
      continue;
    }
    if (
      namedRow &&
      c % 2 === 0 &&
      c + 1 < cells.length &&
      !isLabelCell(cell) &&
      // (Beside known labels or in a strip of figures, a label in title case is one too: "Private
      // Offices | 5", "Parking Ratio | 4.2/1,000 SF".)
      (isUnknownLabel(cell) ||
        ((knownInRow || figurePairs) && labelShaped(cell) && !/\d/.test(cell) && figureValue(cells[c + 1])) ||
        // (In a row of the same table as known labels, a label in title case however its value reads:
        // "Ext Features | Deck, Fenced Yard | Water/Sewer | Municipal".)
        ((besideRow || formRow) && labelShaped(cell) && !/\d/.test(cell) && !ROLE_WORDS.test(cell))) &&
      !isLabelCell(cells[c + 1]) &&
      (isUnknownValue(cells[c + 1]) ||
        (formRow && !isCapitalWords(cells[c + 1]) && isUnknownValue(cells[c + 1], true)) ||
        (capitalStrip && CAPITAL_CODE.test(cells[c + 1])) ||
        // (A two-cell row of a table of known facts: its value may read like a label, "Water | Private
        // well" under "Parking | Gravel drive"; not a heading's words in capitals.)
        (besideRow &&
          (cells.length === 2 || twoPairRow) &&
          !isCapitalWords(cells[c + 1]) &&
          isUnknownValue(cells[c + 1], true))) &&
      !headsColumn(c + 1) &&
      !cell.includes(':')
    ) {
      found.push({ key: undefined, label: cell, value: cells[c + 1], line: index });
      c++;
      continue;
    }
    if (c === 0 && tableLabel) {
      found.push({ key: undefined, label: cells[0], value: cells[1], line: index });
      c++;
      continue;
    }
    if (
      labelRow &&
      !isLabelCell(cell) &&
      isCapitalWords(cell) &&
      c + 1 < cells.length &&
      !isLabelCell(cells[c + 1]) &&
      !isCapitalWords(cells[c + 1])
    ) {
      found.push({ key: undefined, label: cell, value: cells[c + 1], line: index });
      c++;
      continue;
    }
    const inline = inlinePairs(cell, index);
    if (inline.length > 0) {
      // "Heating:" alone in a cell with its value in the next one.
      if (
        inline.length === 1 &&
        inline[0].value === '' &&
        c + 1 < cells.length &&
        !isLabelCell(cells[c + 1])
      ) {
        inline[0].value = cells[c + 1];
        c++;
      }
      found.push(...inline.filter((p) => p.value !== ''));
      continue;
    }
    // (A table's header row names no city: "Dates | Hotel | City | Nights | Points", a stay history's.)
    const headerWord = (k: number) => /^[A-Z][a-z]+(?: [a-z]+)?$/.test(cells[k] ?? '');
    if (
      fieldForLabel(cell) === 'city' &&
      c >= 2 &&
      Array.from({ length: c + 3 }, (_, k) => k).every(headerWord)
    ) {
      rest.push(cell);
      continue;
    }
    if (cells.length > 1 && isLabelCell(cell) && c + 1 < cells.length && !isLabelCell(cells[c + 1])) {
      // A value that cannot be the field ("Lease | 12–24 months") is kept under its label as a
      // detail, not read as the field.
      const key = fitsLabel(cell, cells[c + 1]) ? fieldForLabel(cell) : undefined;
      found.push({ key, label: cell, value: cells[c + 1], line: index });
      c++;
      continue;
    }
    // (Among rows of known facts, a feature's one-word label run into its value is one too: "Heat/AC
    // Ductless mini-splits, gas furnace" between "Floors | Oak" and "Outdoor | Screened porch".)
    const nearFeature =
      nearFacts && cells.length === 1 && !inBlock ? prefixPair(cell, index, true) : undefined;
    const prefixed =
      prefixPair(cell, index, inBlock && cells.length === 1) ??
      (nearFeature?.key &&
      TEXT_FEATURE_KEYS.has(nearFeature.key) &&
      /[a-z]/.test(nearFeature.value) &&
      nearFeature.value.split(/\s+/).length <= 12
        ? nearFeature
        : undefined);
    // A bullet is a phrase: "• Close to the park", "• Garage with workshop" name a feature whole.
    if (prefixed && !(line.bullet && prefixed.key && !SHORT_VALUE_KEYS.has(prefixed.key))) {
      found.push(prefixed);
      continue;
    }
    const term = rentalTerm(cell, index);
    if (term) {
      found.push(term);
      continue;
    }
    rest.push(cell);
  }
  return { found, rest };
}

const RENTAL_TERMS: [RegExp, string][] = [
  [
    /^((?:(?:cats?|dogs?|pets?)(?: (?:and|&|or) (?:cats?|dogs?))? (?:ok|okay|allowed|welcome|considered|negotiable|friendly)|no pets(?: allowed)?|pet[- ]friendly))\.?$/i,
    'Pet Policy',
  ],
  [/^((?:\d{1,2}|one|two)[- ](?:month|year) lease)\.?$/i, 'Lease Terms'],
  [
    /^available:? (now|immediately|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.? \d{1,2}(?:st|nd|rd|th)?(?:, \d{4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\.?$/i,
    'Available',
  ],
];

/**
 * A rental's terms said in a phrase of their own, with no label ("Cats OK.", "12-month lease",
 * "Available Dec 1."), kept under the label a labelled listing gives them.
 */
function rentalTerm(cell: string, line: number): Pair | undefined {
  if (cell.length > 40) return undefined;
  for (const [pattern, label] of RENTAL_TERMS) {
    const m = cell.trim().match(pattern);
    if (m) {
      const value = m[1].charAt(0).toUpperCase() + m[1].slice(1);
      return { key: undefined, label, value, line };
    }
  }
  return undefined;
}

/**
 * A row of short headings in capitalised words ("Clubhouse | Aquatics | Fitness") over a row of as many
 * lists or phrases: the headings of columns.
 */
function columnHeads(line: Line, next: Line | undefined): boolean {
  if (!next || next.para !== line.para || line.bullet || line.cells.length < 2) return false;
  if (next.cells.length !== line.cells.length) return false;
  const head = (c: string) => /^[A-Z][A-Za-z&'-]{1,20}(?: [A-Za-z&'-]{1,20})?$/.test(c);
  return (
    line.cells.every(head) &&
    !next.cells.every(head) &&
    next.cells.every((c) => /[a-z]/.test(c) && !isLabelCell(c)) &&
    !line.cells.every((c) => isLabelCell(c))
  );
}

const FEATURE_LIST_KEYS = new Set<FieldKey>([
  'appliances',
  'flooring',
  'heatingCooling',
  'parking',
  'renovations',
  'architecture',
  'windows',
  'outdoor',
  'onsite',
  'nearby',
  'environmental',
  'accessibility',
]);

const STREET_SUFFIX_LINE =
  /^(?:ave|avenue|st|street|rd|road|blvd|boulevard|dr|drive|ln|lane|ct|court|way|pl|place|ter|terrace|cir|circle|pkwy|parkway|hwy|highway|trl|trail|loop|run|pike)\.?$/i;

const BOX = /(☒|☑|✅|■|☐|□|\[[xX✓✔ ]?\])/;

/** A line of two or more check boxes: the label before the first box and the options ticked. */
function checkBoxRow(body: string): { label: string; ticked: string[] } | undefined {
  const parts = body.split(BOX);
  const label = parts[0].replace(/[|:]/g, ' ').replace(/\s+/g, ' ').trim();
  // One box after a label ("Updates | ☒ Roof 2019") is the label's value too.
  if (parts.length < (label ? 3 : 5) || label.length > 40) return undefined;
  const ticked: string[] = [];
  for (let k = 1; k + 1 < parts.length; k += 2) {
    const item = parts[k + 1].replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();
    if (item && /^(?:☒|☑|✅|■|\[[xX✓✔]\])$/.test(parts[k])) ticked.push(item);
  }
  return { label, ticked };
}

/**
 * A form's boxes of choices, an X typed before the one chosen, in groups along a row: "Status * |
 * Active | X Coming Soon | Pending", "Occupant | Owner | Tenant | X Vacant | Special Assessments $ 0",
 * "Occupancy: | Owner X Tenant | Vacant", "Occupant X | Owner | Tenant". Each group is its label and
 * the choices ticked (the others are options the home is not); the row's other boxes stay as they
 * are. Undefined when the row holds no such group.
 */
function tickedGroups(body: string): string | undefined {
  // (Most lines have no X at all: told apart before any splitting.)
  if (!/(?:^|\s)X(?:\s|$)/.test(body)) return undefined;
  const cells = body.split(/\s\|\s/).map((c) => c.trim());
  const out: string[] = [];
  let changed = false;
  // The choices of a cell, an X before each one ticked (null for the X).
  const tokensOf = (cell: string) => {
    const tokens: (string | null)[] = [];
    let words: string[] = [];
    for (const word of cell.split(' ')) {
      if (word !== 'X') {
        words.push(word);
        continue;
      }
      if (words.length > 0) tokens.push(words.join(' '));
      words = [];
      tokens.push(null);
    }
    if (words.length > 0) tokens.push(words.join(' '));
    return tokens;
  };
  for (let i = 0; i < cells.length; i++) {
    const [first, ...rest] = tokensOf(cells[i]);
    const label = typeof first === 'string' ? first.replace(/[:*]$/, '').trim() : '';
    const tokens = [...rest];
    let j = i + 1;
    // (The choices run on to a box with a figure, a colon or a question, or the next label's X.)
    while (j < cells.length && !/\d|:|\$|\?/.test(cells[j]) && !/ X$/.test(cells[j]) && j - i <= 8) {
      tokens.push(...tokensOf(cells[j]));
      j++;
    }
    const options = tokens.filter((t): t is string => t !== null);
    const ticked = tokens.flatMap((t, k) =>
      t === null && typeof tokens[k + 1] === 'string' ? [tokens[k + 1] as string] : [],
    );
    if (
      label &&
      labelShaped(label) &&
      options.length >= 2 &&
      ticked.length > 0 &&
      ticked.length < options.length &&
      options.every((o) => o.split(' ').length <= 4)
    ) {
      // (A known label keeps its choice run into it, as the form's other boxes are: "Cooling Central
      // Air Conditioning" beside "Floors Hardwood, tile/Good"; another is set with a colon.)
      out.push(isLabelCell(label) ? `${label} ${ticked.join(', ')}` : `${label}: ${ticked.join(', ')}`);
      i = j - 1;
      changed = true;
    } else out.push(cells[i]);
  }
  return changed ? out.join(' | ') : undefined;
}

/** A row whose first group of choices is headed by a known label or one with a colon: its groups read. */
function labelledChoices(body: string): string | undefined {
  const first = body.split(/\s\|\s/)[0].trim();
  // (Trimmed by hand: a pattern for the spaces before the X backtracks over a long run of them.)
  const head = first.endsWith(' X') ? first.slice(0, -2).trim() : first;
  if (!head.endsWith(':') && !isLabelCell(head)) return undefined;
  return tickedGroups(body);
}

/** A cell shaped as a label: up to four words, the first capitalised, no figures or sentence ends. */
function labelShaped(raw: string): boolean {
  // (A year the figure is for may follow the label: "Occupancy (2024)", "Gross Revenue (2024)".)
  const cell = withoutYear(raw);
  return (
    /^[A-Z][A-Za-z#&/'’().-]{0,20}(?: [A-Za-z#&/'’().-]{1,20}){0,3}$/.test(cell) &&
    !/[.,;]$/.test(cell.replace(/\b(?:est|no|approx)\.$/i, ''))
  );
}

/** A short value with a figure that is no phone number: "13.5 kWh", "2nd of 3", "4.2/1,000 SF". */
function figureValue(cell: string): boolean {
  return /\d/.test(cell) && cell.length <= 40 && !cell.includes('@') && !PHONE.test(cell);
}

/** A row of a two-column table of labels and values: its label, known or not, and its value. */
function keyValueRow(line: Line | undefined, known: boolean): boolean {
  // (As written: a row read already keeps only its leftover cells.)
  if (!line || line.all.length < 2 || line.all.length > 3 || line.bullet) return false;
  const [label, value] = line.all;
  if (known) {
    const key = isLabelCell(label) ? fieldForLabel(label) : undefined;
    return (
      (key !== undefined ? !CONTACT_KEYS.has(key) : customLabel(label) !== undefined) && !isLabelCell(value)
    );
  }
  // A name beside an e-mail, a phone or a web address is a contact's line; a value of several words
  // in capitals is a heading.
  return (
    (labelShaped(label) || /^[A-Z][A-Za-z ]{0,20}\d{1,2}$/.test(label)) &&
    value.length <= 120 &&
    !(/\s/.test(value) && !/[a-z0-9]/.test(value)) &&
    !/@|www\.|https?:|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/i.test(value)
  );
}

/**
 * A line in a run of rows that open with a label and its value ("Label | value") of one paragraph where the vocabulary knows a
 * property's label on a row beside it, or up to three rows off with rows of the same shape between.
 */
function inKeyValueTable(lines: Line[], i: number): boolean {
  if (!keyValueRow(lines[i], false) || !labelShaped(lines[i].all[0])) return false;
  // Three rows or more of labels and values running on, known or not ("Auction Type | Online" over
  // "Bidding Opens | Mon, Mar 17" over "Closing | Within 30 days"), are a table too.
  // (Rows set a blank line apart, each a paragraph of its own, run on as well: "Flood zone | AE" over
  // "Elevation certificate | On file" over "Insurance estimate | $7,150/yr".)
  // (Not two items of a list set in two columns: "Fitness center with showers | Tenant lounge".)
  // (The first row may share its paragraph with the heading above it: "The Vineyard & Winery" over
  // "Winery | Bonded ...".)
  const heading = (l: Line | undefined) =>
    l !== undefined && l.all.length === 1 && !/\d/.test(l.all[0]) && l.all[0].split(/\s+/).length <= 6;
  const alone = (k: number) =>
    lines[k] !== undefined &&
    (lines[k - 1]?.para !== lines[k].para ||
      (heading(lines[k - 1]) && lines[k - 2]?.para !== lines[k].para)) &&
    lines[k + 1]?.para !== lines[k].para &&
    lines[k].all.length === 2 &&
    !/\b(?:with|and|near|from|to|for|on|in|at|of)\b/i.test(lines[k].all[0]);
  const rowAt = (k: number, from: number) =>
    lines[k] !== undefined &&
    (lines[k].para === lines[from].para || (alone(k) && alone(from) && lines[k].page === lines[from].page)) &&
    keyValueRow(lines[k], false) &&
    labelShaped(lines[k].all[0]);
  let run = 1;
  for (let k = i - 1; rowAt(k, k + 1); k--) run++;
  for (let k = i + 1; rowAt(k, k - 1); k++) run++;
  if (run >= 3) return true;
  for (const step of [-1, 1]) {
    for (let k = 1; k <= 3; k++) {
      const other = lines[i + step * k];
      // (A row set a gap below the table is its last; a line a gap above it is a heading.)
      if (other?.para !== lines[i].para && !(step === -1 && k === 1)) break;
      if (keyValueRow(other, true)) return true;
      if (!keyValueRow(other, false)) break;
    }
  }
  return false;
}

/**
 * A numbered list of labelled items ("TERMS OF SALE" over "1. Deposit: 10% of the contract price" /
 * "2. Buyer's Premium: 10% added to the high bid"): two items or more, numbered in turn, are read as
 * their "Label: value" lines. Changes `rawLines` in place.
 */
function unnumberLabelledItems(rawLines: string[]): void {
  const item = (raw: string) =>
    /^(\d{1,2})[.)] ([A-Z][A-Za-z'’/&-]*(?: [A-Za-z'’/&-]+){0,3}: \S.*)$/.exec(raw.trim());
  for (let i = 0; i < rawLines.length; i++) {
    const first = item(rawLines[i]);
    if (!first) continue;
    // (Blank lines may part the items.)
    const run: { at: number; labelled: string }[] = [];
    let j = i;
    for (; j < rawLines.length && run.length < 20; j++) {
      if (!rawLines[j].trim()) continue;
      const m = item(rawLines[j]);
      if (!m || Number(m[1]) !== Number(first[1]) + run.length) break;
      run.push({ at: j, labelled: m[2] });
    }
    if (run.length < 2) continue;
    for (const { at, labelled } of run) rawLines[at] = labelled;
    i = j - 1;
  }
}

/** A writer's name and the date of a post or comment: "Evangeline Strom May 24, 2025". */
const DATED_BYLINE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{4}$/;

/**
 * An amount with its caption after it on one line ("$615,000 Price · For sale · duplex", "$452,000 Sold
 * for"), as a portal's header sets the figure large and the word small beside it: the caption is the
 * amount's label, set before it as a label is.
 */
function captionAfterAmount(rawLines: string[]): void {
  for (const [k, raw] of rawLines.entries()) {
    const m = raw
      .trim()
      .match(
        /^(\$\d{1,3}(?:,\d{3})+)\s+((?:list|asking|sale|sold|offer(?:ing)?) price|price|asking|offered at|listed at|sold for)(?=$|\s+[·|]\s|\s+[A-Z])(.*)$/i,
      );
    if (!m) continue;
    const rest = m[3].trim().replace(/^[·|]\s*/, '');
    rawLines[k] = `${m[2]} | ${m[1]}${rest ? ` | ${rest}` : ''}`;
  }
}

/**
 * Facts set as "Label — value" lines, a run of them ("Bedrooms — 2", "Monthly assessment — $842",
 * "Assessment includes — Heat, A/C, water"): each line is its label and value. Three known labels at
 * least make the run; a dash in a title or a sentence elsewhere ("SECTION I — GENERAL INFORMATION",
 * "Bellingham – Orcas Island") is left as it is.
 */
function dashedPairs(rawLines: string[]): void {
  dashedRun(rawLines, (cell) => {
    const m = /^([A-Z][A-Za-z0-9 &/#'’().-]{0,30}?) [—–] (\S.*)$/.exec(cell);
    return m ? { label: m[1], value: m[2], known: isLabelCell(m[1]) } : undefined;
  });
}

/** A date as a page prints it: "Feb. 20, 2026", "March 12, 2026", "05/15/2026". */
const DATE_CELL =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})$/i;
/** The labels a date stands under: when a home closed, was listed, comes to market or is free. */
const DATE_LABEL = /^(?:closed|sold|listed|closing date|sale date|on the market|available|move-in)$/i;

/**
 * A date set over its label in a tile ("Feb. 20, 2026" over "Closed"), alone or at the end of a row
 * of figures ("Sold at | $412,000 | List price | $405,000 | March 12, 2026" over "Closed"), where the
 * tiles around it set their labels first: the label is read with its date.
 */
function datesOverLabels(rawLines: string[]): void {
  for (let i = 1; i < rawLines.length; i++) {
    const label = (rawLines[i] as string).trim();
    if (!DATE_LABEL.test(label)) continue;
    const next = (rawLines[i + 1] ?? '').trim();
    if (DATE_CELL.test(next.split(' | ')[0] ?? '')) continue;
    const above = (rawLines[i - 1] as string).trim().split(' | ');
    const date = above[above.length - 1] as string;
    if (!DATE_CELL.test(date)) continue;
    rawLines[i - 1] = above.slice(0, -1).join(' | ');
    rawLines[i] = `${label} | ${date}`;
  }
}

/**
 * The same facts set value first, "3 — Bedrooms", "Two-car carport — Parking", "202601455 — MLS #":
 * in a run of three known labels or more, each line is read as its label and value.
 */
function dashedValuePairs(rawLines: string[]): void {
  dashedRun(rawLines, (cell) => {
    const m = /^(\S.{0,120}?) [—–] ([A-Z][A-Za-z0-9 &/#'’().-]{0,30})$/.exec(cell);
    return m && !isLabelCell(m[1]) ? { label: m[2], value: m[1], known: isLabelCell(m[2]) } : undefined;
  });
}

/**
 * A run of lines of dashed facts, each line one fact or a row of them in columns ("3 — Bedrooms | 1978
 * — Year built"), every cell of the line dashed: three known labels at least make the run, and each
 * line of it is read as labels and values.
 */
function dashedRun(
  rawLines: string[],
  dashed: (cell: string) => { label: string; value: string; known: boolean } | undefined,
): void {
  // (The facts may be the last column of a row, another column's cells before them: "Add-on |
  // Details | Price | 0.21 acres — Lot | All four kitchens, 2022 — Renovations".)
  const before: string[][] = [];
  const facts = rawLines.map((raw, k) => {
    const all = raw.trim().split(' | ');
    const cells = all.map((c) => dashed(c.trim()));
    let first = cells.length;
    while (first > 0 && cells[first - 1] !== undefined) first--;
    before[k] = all.slice(0, first);
    return first < cells.length ? (cells.slice(first) as NonNullable<(typeof cells)[number]>[]) : undefined;
  });
  const known = facts.flatMap((cells, k) => (cells?.some((c) => c.known) ? [k] : []));
  if (facts.reduce((n, cells) => n + (cells?.filter((c) => c.known).length ?? 0), 0) < 3) return;
  // (Dashed lines next to the run, a blank apart at most, are more of it: "Hotel lobby and Carondelet
  // Street — Entrances" over "1926 — Built".)
  const dashedNear = (k: number, step: number) =>
    facts[k + step] !== undefined || (!rawLines[k + step]?.trim() && facts[k + 2 * step] !== undefined);
  let from = known[0] as number;
  let to = known[known.length - 1] as number;
  while (from > 0 && dashedNear(from, -1)) from -= facts[from - 1] !== undefined ? 1 : 2;
  while (to < rawLines.length - 1 && dashedNear(to, 1)) to += facts[to + 1] !== undefined ? 1 : 2;
  for (let k = from; k <= to; k++) {
    const cells = facts[k];
    if (cells?.every((c) => labelShaped(c.label)))
      rawLines[k] = [...(before[k] ?? []), ...cells.map((c) => `${c.label} | ${c.value}`)].join(' | ');
  }
}

/** A labelled sentence: "Zoning: A-1 Agricultural." opens on a capital and runs to its colon. */
const LABELLED_SENTENCE = /(?:^|[.;]\s)[A-Z][A-Za-z#'’/&]*(?: [A-Za-z#'’/&]+){0,3}:\s/g;

/**
 * Labelled sentences that wrap over lines ("Utilities: Electric and rural water at the road;" /
 * "septic needed. Terrain: Wooded hillside ...") are one run of facts: each line after the first is
 * joined to it, so that every value ends on its own stop and none is cut at the line's end. A line
 * set a blank apart still goes on when it opens by ending the cut sentence ("District. Parcel: ...").
 */
function joinLabelledSentences(rawLines: string[]): void {
  const labelled = (l: string) => !l.includes(' | ') && (l.match(LABELLED_SENTENCE)?.length ?? 0) >= 2;
  const endsCut = (l: string) => !/[.!?]["'”’)]?$/.test(l.trim());
  const goesOn = (l: string) =>
    !l.includes(' | ') &&
    (/^[a-z0-9]/.test(l.trim()) || /^[^:|]{1,40}[.;]\s[A-Z][\w#'’ ]{0,30}:\s/.test(l.trim()));
  for (let k = 0; k < rawLines.length - 1; k++) {
    if (!labelled(rawLines[k])) continue;
    while (endsCut(rawLines[k]) && k + 1 < rawLines.length) {
      const gap = rawLines[k + 1].trim() === '' ? 1 : 0;
      const next = rawLines[k + 1 + gap];
      // (A line that ends on a label's colon goes on whatever the next one opens with: "MLS #:" /
      // "A11820467.")
      const waiting =
        gap === 0 && /:$/.test(rawLines[k].trim()) && next !== undefined && !next.includes(' | ');
      if (
        next === undefined ||
        (!goesOn(next) && !waiting) ||
        (gap === 1 && !/^[^:|]{1,40}[.;]\s/.test(next.trim()))
      )
        break;
      rawLines[k] = `${rawLines[k].trimEnd()} ${next.trim()}`;
      rawLines.splice(k + 1, 1 + gap);
    }
  }
}

/**
 * A listing's questions and their answers, as a page of them sets them: the question on a line of its
 * own (numbered, "3 | When was the townhome built? | −", or not) with its answer in the paragraph
 * under it, past the accordion's "−"; or the answer run on after the question ("Is there a garage?
 * Yes, a two-car garage ..."). Each becomes one "question | answer" line. Changes `rawLines` in place.
 */
function pairQuestions(rawLines: string[]): void {
  const questionOf = (raw: string) => {
    const t = raw
      .trim()
      .replace(/^\d{1,2}\s\|\s/, '')
      .replace(/\s\|\s[−–+-]$/, '');
    return LISTING_QUESTION.test(t) ? t : undefined;
  };
  const toggle = (raw: string) => /^[−–+-]?$/.test(raw.trim());
  // (A blog's comments ask and answer too, each under its writer's name and date: no listing's facts.)
  const byline = (raw: string | undefined) => raw !== undefined && DATED_BYLINE.test(raw.trim());
  for (let i = 0; i < rawLines.length; i++) {
    if (byline(rawLines[i - 1])) continue;
    let question = questionOf(rawLines[i]);
    let answer: string[] = [];
    let j = i + 1;
    if (question) {
      while (j < rawLines.length && j <= i + 4 && toggle(rawLines[j])) j++;
    } else {
      // (Or the answer run on after its question, opening with a capital: "Is there a garage? Yes, ...".)
      const runOn = /^([^?|]{5,84}\?) ([A-Z][^|]*)$/.exec(rawLines[i].trim());
      question = runOn ? questionOf(runOn[1]) : undefined;
      if (!runOn || !question) continue;
      answer = [runOn[2]];
    }
    while (
      j < rawLines.length &&
      answer.length < 4 &&
      rawLines[j].trim() &&
      !rawLines[j].includes(' | ') &&
      !questionOf(rawLines[j]) &&
      !/^[^?|]{5,84}\? [A-Z]/.test(rawLines[j].trim())
    )
      answer.push(rawLines[j++].trim());
    const text = answer.join(' ');
    if (!/[a-z]{3}/.test(text) || text.split(/\s+/).length < 2 || byline(answer[0])) continue;
    rawLines[i] = `${question} | ${text}`;
    for (let k = i + 1; k < j; k++) rawLines[k] = '';
    i = j - 1;
  }
}

/**
 * A column of labels read before the column of their values ("• Heat / A/C:" / "• Floors:" /
 * "• Parking:", then "• Gas forced air" / "• Original oak hardwood" / "• Detached garage"): three or
 * more lines that are only a label and a colon, then as many lines of values after a blank line, are
 * one "Label: value" line each; two such labels when both are known labels. Changes `rawLines` in
 * place.
 */
function pairLabelRuns(rawLines: string[]): void {
  const labelOnly = (l: string) => /^(?:[•●▪■◦‣∙·*►-]\s*)?[A-Z][A-Za-z /&'’-]{0,30}:$/.test(l.trim());
  for (let i = 0; i < rawLines.length; i++) {
    let n = 0;
    while (i + n < rawLines.length && labelOnly(rawLines[i + n])) n++;
    const known = (l: string) => {
      const label = l.trim().replace(BULLET, '').slice(0, -1);
      return fieldForLabel(label) !== undefined || customLabel(label) !== undefined;
    };
    // (Two labels only when the vocabulary knows both.)
    if (n < 2 || (n === 2 && !rawLines.slice(i, i + 2).every(known))) {
      i += Math.max(0, n - 1);
      continue;
    }
    let j = i + n;
    while (j < rawLines.length && rawLines[j].trim() === '') j++;
    if (j === i + n) continue;
    const values = rawLines.slice(j, j + n);
    if (values.length < n || values.some((v) => !v.trim() || labelOnly(v) || v.includes(' | '))) {
      i += n - 1;
      continue;
    }
    for (let k = 0; k < n; k++) {
      const label = rawLines[i + k].trim().replace(BULLET, '');
      rawLines[i + k] = `${label} ${values[k].trim().replace(BULLET, '')}`;
    }
    rawLines.splice(i + n, j + n - (i + n));
    i += n - 1;
  }
}

/**
 * A spreadsheet printed with its grid's headings: the column letters ("A | B | C | D") over rows each
 * opened by its number ("4 | Planned list price | $875,000 | Roof | Flat ..."), empty rows a number
 * alone. The letters and the numbers are the sheet's, not the listing's: they are taken off, so that
 * each row reads as its labels and values. Only a run of six numbered rows or more, counting up, two
 * of them empty, is a sheet's. Changes `rawLines` in place.
 */
function unnumberSheetRows(rawLines: string[]): void {
  const numbered: { at: number; n: number; alone: boolean }[] = [];
  rawLines.forEach((l, at) => {
    const m = /^(\d{1,3})(?:\s\|\s|$)/.exec(l.trim());
    if (m) numbered.push({ at, n: Number(m[1]), alone: l.trim() === m[1] });
  });
  const counting = numbered.filter(
    (r, k) => k > 0 && r.n > numbered[k - 1].n && r.n - numbered[k - 1].n <= 3,
  );
  if (
    numbered.length < 6 ||
    counting.length < (numbered.length - 1) * 0.8 ||
    numbered.filter((r) => r.alone).length < 2
  )
    return;
  for (const { at, alone } of numbered)
    rawLines[at] = alone ? '' : rawLines[at].trim().replace(/^\d{1,3}\s\|\s/, '');
  for (let i = 0; i < rawLines.length; i++)
    if (/^A \| B \| C(?: \| [D-Z])*$/.test(rawLines[i].trim())) rawLines[i] = '';
}

/**
 * A form's fields each a label over its value a line apart ("Lot size" / "" / "6,098 sq ft" / "" /
 * "Year built" / "" / "1926", a web form's inputs under their labels): three
 * pairs or more in a row, most of their labels known, are one "Label | value" line each. A label the
 * vocabulary does not know pairs only with a value that holds a figure or a word in lower case (not a
 * menu's "Inbox" over "Contacts"). Changes `rawLines` in place.
 */
function pairLabelsOverValues(rawLines: string[]): void {
  const filled = rawLines
    .map((l, i) => (l.trim() && !l.includes('|') && !l.includes('\f') ? i : -1))
    .filter((i) => i >= 0);
  const text = (i: number) => rawLines[i].trim();
  const pairAt = (a: number): boolean => {
    const label = filled[a];
    const value = filled[a + 1];
    // (A label right over its value is read with its paragraph; one a line apart is a form's field.)
    if (value === undefined || value - label !== 2 || rawLines[label + 1].trim()) return false;
    // (A value that wraps onto the next line is a paragraph's, read as one elsewhere.)
    const after = rawLines[value + 1]?.trim() ?? '';
    if (after && !isLabelCell(after) && !isUnknownLabel(after)) return false;
    const l = text(label);
    const v = text(value).replace(BULLET, '');
    if (isLabelCell(v) || v.split(/\s+/).length > 12 || /[.!?]$/.test(v) || l.endsWith(':')) return false;
    if (isLabelCell(l)) return fitsLabel(l, v);
    return isUnknownLabel(l) && /\d|\b[a-z]{3,}/.test(v) && !isUnknownLabel(v);
  };
  for (let a = 0; a < filled.length; a++) {
    let n = 0;
    // (The next pair starts within two lines of the last value.)
    while (pairAt(a + 2 * n) && (n === 0 || filled[a + 2 * n] - filled[a + 2 * n - 1] <= 2)) n++;
    const known = Array.from({ length: n }, (_, k) => filled[a + 2 * k]).filter((i) => isLabelCell(text(i)));
    if (n < 3 || known.length * 3 < n * 2) continue;
    for (let k = 0; k < n; k++) {
      const label = filled[a + 2 * k];
      const value = filled[a + 2 * k + 1];
      rawLines[label] = `${text(label)} | ${text(value).replace(BULLET, '')}`;
      rawLines[value] = '';
    }
    a += 2 * n - 1;
  }
}

/**
 * A form's fields each a value over its caption, the pairs a line apart ("6,400 sq ft" / "Building
 * size (rentable)" / "" / "1978" / "Year built", a fill-in form that prints each label under its
 * line): three pairs or more in a row, most of their labels known, are one "Label | value" line each.
 * Changes `rawLines` in place.
 */
function pairValuesOverLabels(rawLines: string[]): void {
  const blank = (i: number) => i < 0 || i >= rawLines.length || !rawLines[i].trim();
  const text = (i: number) => rawLines[i].trim();
  const pairAt = (value: number): boolean => {
    const label = value + 1;
    if (!blank(value - 1) || blank(value) || blank(label) || !blank(label + 1)) return false;
    const v = text(value);
    const l = text(label);
    if (v.includes('|') || l.includes('|') || v.includes('\f') || l.includes('\f')) return false;
    if (isLabelCell(v) || v.split(/\s+/).length > 12 || /[.!?]$/.test(v) || l.endsWith(':')) return false;
    if (isLabelCell(l)) return fitsLabel(l, v);
    return isUnknownLabel(l) && !isUnknownLabel(v) && /^[A-Z]/.test(l);
  };
  for (let i = 0; i < rawLines.length; i++) {
    const run: number[] = [];
    for (let at = i; pairAt(at); at += 3) run.push(at);
    const known = run.filter((at) => isLabelCell(text(at + 1)));
    if (run.length < 3 || known.length * 3 < run.length * 2) continue;
    for (const at of run) {
      rawLines[at] = `${text(at + 1)} | ${text(at)}`;
      rawLines[at + 1] = '';
    }
    i = run[run.length - 1] + 2;
  }
}

/**
 * A column of known labels read whole before the column of their values, each on a line of its own
 * ("Bedrooms" / "Bathrooms" / "Square Feet" / "Year Built", then "3" / "2" / "1,960" / "1958"): three
 * labels or more, then as many short values that fit them in turn, are one "Label | value" line each.
 * Changes `rawLines` in place.
 */
function pairLabelColumn(rawLines: string[]): void {
  const filled = rawLines
    .map((l, i) => (l.trim() && !l.includes('|') && !l.includes('\f') ? i : -1))
    .filter((i) => i >= 0);
  const alone = (i: number) => rawLines[i].trim().replace(BULLET, '');
  for (let a = 0; a < filled.length; a++) {
    let n = 0;
    while (
      a + n < filled.length &&
      isLabelCell(alone(filled[a + n])) &&
      filled[a + n] - (filled[a + n - 1] ?? filled[a]) <= 2
    )
      n++;
    if (n < 3) {
      a += Math.max(0, n - 1);
      continue;
    }
    // (Labels the vocabulary does not know may end the column: "HOA" / "HOA Includes".)
    let labels: number[] = [];
    let values: number[] = [];
    for (let extra = 0; extra <= 2 && labels.length === 0; extra++) {
      const m = n + extra;
      if (a + 2 * m > filled.length) break;
      const more = filled.slice(a + n, a + m);
      if (!more.every((i) => labelShaped(alone(i)) && !/\d/.test(alone(i)))) break;
      const ls = filled.slice(a, a + m);
      const vs = filled.slice(a + m, a + 2 * m);
      // (Most values fit their labels: one that does not, a list under "HOA Includes", is still its row's.)
      const fits =
        vs.every(
          (v, k) =>
            v - (k === 0 ? ls[m - 1] : vs[k - 1]) <= 2 &&
            !isLabelCell(alone(v)) &&
            alone(v).split(/\s+/).length <= 5,
        ) && vs.filter((v, k) => fitsLabel(alone(ls[k]), alone(v))).length >= m * 0.75;
      if (fits) {
        labels = ls;
        values = vs;
      }
    }
    if (labels.length === 0) {
      // (A heading may open the column: "Home features" over "Climate" / "Floors" / ...)
      const column = filled.slice(a, a + n);
      if (!isFeatureLabel(alone(column[0]))) column.shift();
      const paragraphs = featureParagraphs(rawLines, column, filled.slice(a + n));
      if (paragraphs) {
        column.forEach((l, k) => {
          rawLines[l] = `${alone(l)} | ${paragraphs[k].map(alone).join(' ')}`;
        });
        for (const v of paragraphs.flat()) rawLines[v] = '';
        a += n + paragraphs.flat().length - 1;
        continue;
      }
      a += n - 1;
      continue;
    }
    labels.forEach((l, k) => {
      rawLines[l] = `${alone(l)} | ${alone(values[k])}`;
    });
    for (const v of values) rawLines[v] = '';
    a += 2 * labels.length - 1;
  }
}

/**
 * A long column of labels, six or more, most of them known, read whole before the column of their
 * values with a few lines of another column between (a table's "Property data" column, then the
 * price beside it and the "As listed" heading, then the values): each label is read with its value in
 * turn when as many short values follow one another and most fit their labels. Changes `rawLines` in
 * place.
 */
function pairLongLabelColumn(rawLines: string[]): void {
  const filled = rawLines
    .map((l, i) => (l.trim() && !l.includes('|') && !l.includes('\f') ? i : -1))
    .filter((i) => i >= 0);
  const alone = (i: number) => rawLines[i].trim();
  const labelish = (i: number) => labelShaped(alone(i)) && !/\d/.test(alone(i));
  const known = (ls: number[]) => ls.filter((i) => isLabelCell(alone(i)));
  // The values of `labels`, read from `from` on: within ten lines, one after another, and ending where
  // the column does.
  const valuesOf = (labels: number[], from: number): number[] | undefined => {
    const n = labels.length;
    for (let skip = 0; skip <= 10; skip++) {
      const values = filled.slice(from + skip, from + skip + n);
      if (values.length < n) return undefined;
      const after = filled[from + skip + n];
      const fits =
        values.every(
          (v, k) =>
            (k === 0 || v - values[k - 1] <= 2) &&
            !isLabelCell(alone(v)) &&
            alone(v).split(/\s+/).length <= 8,
        ) &&
        (after === undefined || after - values[n - 1] >= 2 || /[.!?]$/.test(alone(after))) &&
        values.filter((v, k) => /\d/.test(alone(v)) || fitsLabel(alone(labels[k]), alone(v))).length >=
          n * 0.75 &&
        values.filter((v, k) => isLabelCell(alone(labels[k])) && fitsLabel(alone(labels[k]), alone(v)))
          .length >=
          known(labels).length * 0.75;
      if (fits) return values;
    }
    return undefined;
  };
  for (let a = 0; a < filled.length; a++) {
    let n = 0;
    while (
      a + n < filled.length &&
      labelish(filled[a + n]) &&
      (n === 0 || filled[a + n] - filled[a + n - 1] <= 2)
    )
      n++;
    const run = filled.slice(a, a + n);
    // (A heading may open the column: "Property data" over "Building area" / "Site" / ...)
    const columns = isLabelCell(alone(run[0] ?? a)) ? [run] : [run, run.slice(1)];
    for (const labels of columns) {
      if (labels.length < 6 || known(labels).length * 3 < labels.length * 2) continue;
      const values = valuesOf(labels, a + n);
      if (!values) continue;
      labels.forEach((l, k) => {
        rawLines[l] = `${alone(l)} | ${alone(values[k])}`;
      });
      for (const v of values) rawLines[v] = '';
      break;
    }
    a += Math.max(0, n - 1);
  }
}

/** A label of a feature said in words: the heating, the floors, the kitchen's appliances, the outdoor spaces. */
const isFeatureLabel = (label: string) => {
  const key = fieldForLabel(label);
  return key !== undefined && (TEXT_FEATURE_KEYS.has(key) || key === 'outdoor');
};

/**
 * The values of a column of features' labels ("Climate" / "Floors" / "Kitchen") read after it, each a
 * short paragraph of its own that may wrap ("Polished concrete on the ground floor, white oak" /
 * "above"): as many paragraphs as labels, each of words, when the vocabulary knows every label as a
 * feature's. The lines of each paragraph, or undefined.
 */
function featureParagraphs(rawLines: string[], labels: number[], after: number[]): number[][] | undefined {
  const label = (i: number) => rawLines[i].trim().replace(BULLET, '');
  if (labels.length < 3 || !labels.every((l) => isFeatureLabel(label(l)))) return undefined;
  const paragraphs: number[][] = [];
  let last = labels[labels.length - 1];
  for (const i of after) {
    const open = paragraphs[paragraphs.length - 1];
    if (open && i === last + 1) {
      // (A value runs to three lines at most.)
      if (open.length === 3) return undefined;
      open.push(i);
    } else {
      if (paragraphs.length === labels.length) break;
      if (i - last > 2) return undefined;
      paragraphs.push([i]);
    }
    last = i;
  }
  if (paragraphs.length < labels.length) return undefined;
  const text = (lines: number[]) => lines.map(label).join(' ');
  return paragraphs.every(
    (p) => !isLabelCell(label(p[0])) && /[a-z]{3}/.test(text(p)) && !/[.!?]$/.test(text(p)),
  )
    ? paragraphs
    : undefined;
}

/**
 * A label the vocabulary does not know, written as labels are: one capitalised word ("Lockbox"), a
 * few words in sentence case ("Buyer agent compensation") or in capitals ("ALLEY ACCESS"). Words in
 * title case could be a name ("Marcus Oyelaran"); a job title, a firm's name or a phrase joined by a
 * preposition ("Fitness center with showers", an item of a list in columns) is no label.
 */
function isUnknownLabel(raw: string): boolean {
  // A seller's disclosure asks its facts: "Flood insurance required? | Yes — Zone AE".
  if (/^[A-Z][a-z'’-]+(?: [a-z0-9][a-z0-9'’/-]*){1,6}\?$/.test(raw) && raw.length <= 48) return true;
  // (The rate or the year a figure is for may follow the label: "Vacancy allowance (5%)".)
  const cell = withoutYear(raw).replace(/ \(\d{1,2}(?:\.\d{1,2})?%\)$/, '');
  if (cell.length > 32 || /\d|[.!?,;]$/.test(cell) || NOT_LABEL_WORDS.test(cell)) return false;
  // (A role's word in sentence case is part of a label, "Buyer agent compensation"; in capitals or
  // title case it is a job title, "MANAGING BROKER". Two things under one label: "Water / sewer".)
  const sentence = /^[A-Z][a-z'’-]+(?: (?:&|\/|[a-z][a-z'’/-]*))*$/.test(cell) && cell.split(' ').length <= 4;
  // (Or two words in title case ending in a word that names a fact's kind: "Carport Spaces", "Lot
  // Rent", "Space Rent"; a person's or a firm's name ends otherwise.)
  const titled =
    /^[A-Z][a-z]+ (?:[A-Z][a-z]+ )?(?:Spaces?|Rent|Fee|Fees|Size|Type|Status|Rate|Term|Terms|Date|Limit|Height|Depth|Length|Width|Count|Number|Area|Use|Access|Rules)$/.test(
      cell,
    );
  return (
    (sentence && (cell.split(' ').length > 1 || !ROLE_WORDS.test(cell))) ||
    titled ||
    (isCapitalWords(cell) && !ROLE_WORDS.test(cell))
  );
}
/**
 * What an unknown label's value may be: not another label, a phone or an email (a contact card's
 * row), a street (an address beside a calculator's heading), a lead-in ("Prepared by ..."), the end of
 * a sentence or a column heading cut short ("months.", "Dist.").
 */
function isUnknownValue(cell: string, labelShapedToo = false): boolean {
  // (An answer is a value however short: "No", "Yes — Zone AE", "None pending", "Not permitted".)
  if (/^(?:yes|no|none|not)\b/i.test(cell)) return true;
  return (
    (labelShapedToo || !isUnknownLabel(cell)) &&
    !/@|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}/.test(cell) &&
    !/^\d{1,6}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?:St|Ave|Rd|Dr|Ln|Ct|Blvd|Way|Pl|Street|Avenue|Road|Drive|Lane|Court)\b/.test(
      cell,
    ) &&
    !LEAD_IN.test(cell) &&
    // (Nor a record's number with its own label: "Property ID NS-AUS-4471".)
    !(LABELLED_ID.test(cell) && /\d/.test(cell)) &&
    !/^[a-z]/.test(cell) &&
    !/^\S+\.$/.test(cell)
  );
}

/** A room's size: "22' x 18'", "14'2\" x 18'6\"", "12 x 14 ft", "3.9 x 2.7 m (12'10\" x 8'10\")". */
const ROOM_SIZE =
  /^\d{1,3}(?:\.\d)?(?:['’]\s?(?:\d{1,2}["”])?)?\s?[x×]\s?\d{1,3}(?:\.\d)?(?:['’]\s?(?:\d{1,2}["”])?)?(?:\s?(?:ft|feet|m))?(?:\s\(.{3,30}\))?$/;

/** Two or three capitalised words, as a person's name is written ("Caldwell Ashworth"). */
const NAME_SHAPE = /^[A-Z][a-z]+(?:[ -][A-Z][a-z]+){1,2}$/;

/** A data feed's name for a field: "AvailabilityDate", "PatioAndPorchFeatures", or "(standard)". */
const FEED_KEY = /^(?:[A-Z][a-z]+(?:[A-Z][a-z0-9]*){1,5}|\(standard\))$/;

/** A short code in capitals that is a value, not a label: a flood zone's "AE", "X", "VE". */
const CAPITAL_CODE = /^[A-Z]{1,3}\d{0,2}$/;

const ROLE_WORDS =
  /\b(?:broker|agent|realtor|assistant|coordinator|manager|associate|consultant|specialist|owner)\b/i;
const NOT_LABEL_WORDS =
  /\b(?:realty|homes|properties|group|partners|photo|page|subtotal|estimated|with|and|for|to|on|in|at|near|from|of)\b/i;

function isCapitalWords(cell: string): boolean {
  return /^[A-Z][A-Z&/' -]{1,30}$/.test(cell) && cell.split(' ').length <= 3;
}

/**
 * A row of labels and values in small type where a value ran into the next label for want of a gap
 * ("Heat/Cool | Heat Pump, Central Air Floors | LVP, Carpet, Tile"): the label, a known one in title
 * case at the value's end, is parted from it so labels and values alternate again. (Not an acronym
 * that ends a value: "central AC".)
 */
function splitRunOnLabel(cells: string[]): string[] {
  // (A label set apart by its colon counts, known or not: "Heating/Cooling: | Forced-air gas / central
  // air Backs to: | Greenbelt & trail".)
  const colonLabel = (c: string) => /^[A-Z][A-Za-z/&' -]{1,30}:$/.test(c);
  const label = (c: string) => isLabelCell(c) || colonLabel(c);
  if (cells.length < 3 || cells.length % 2 === 0 || !label(cells[0])) return cells;
  for (let k = 1; k < cells.length; k += 2) {
    const m =
      /^(.*[a-z0-9)])\s([A-Z][a-z][A-Za-z/]*(?:\s[A-Z][a-z][A-Za-z/]*)?)$/.exec(cells[k]) ??
      /^(.*[a-z0-9)])\s([A-Z][a-z][A-Za-z/&' -]{0,28}:)$/.exec(cells[k]);
    if (!m || !label(m[2]) || label(cells[k + 1] ?? '') || cells[k + 1] === undefined) continue;
    // (Labels at every other cell after the split, as before it.)
    const split = [...cells.slice(0, k), m[1], m[2], ...cells.slice(k + 1)];
    if (split.every((c, i) => i % 2 === 1 || label(c) || i > k)) return split;
  }
  return cells;
}

/** A value that wrapped onto the next line, joined again: a word broken at its hyphen ("front-" / "control") with none. */
function runOn(value: string, more: string): string {
  return /[A-Za-z0-9]-$/.test(value) && /^[a-z]/.test(more) ? `${value}${more}` : `${value} ${more}`;
}

function isLabelCell(raw: string): boolean {
  // A currency sign names the unit of a label's value ("HOA $/mo", "Lease $/mo", "Tax $/Yr"); any
  // other figure or amount makes the cell a value.
  // (And "1/2 Baths" names the half baths.)
  // (A year in brackets dates the label's value: "Taxes (2025)".)
  const cell = withoutYear(raw)
    .replace(/(?<!\s)\s*\$\s*(?:\/\s*[A-Za-z]{1,5}\.?)?$/, '')
    .replace(/^1\/2 (?=bath)/i, 'Half ');
  if (!cell || /\d|\$/.test(cell) || cell.split(/\s+/).length > 5) return false;
  return fieldForLabel(cell) !== undefined || customLabel(cell) !== undefined;
}

/** The shape of an address's part run into its label: "Street Brokers, 928-..." or "City OF ALPENA" is none. */
const RUN_IN_SHAPE: Partial<Record<FieldKey, RegExp>> = {
  address: /^\d/,
  street: /^\d/,
  city: /^[A-Z][a-z]+(?:[ -][A-Z][a-z.]+){0,3}$/,
  state: /^(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)$/,
  zip: /^\d{5}(?:-\d{4})?$/,
};

/**
 * A known label run into its value in one box of a form, with no colon: "Property Address 3107 Ruffin
 * Street", "Year Built 1948", "Effective Age (Yrs) 15". The longest label the vocabulary knows wins;
 * the value opens as a value does (a capital, a figure, an amount, an address), not as prose.
 */
function runInPair(cell: string, line: number): Pair | undefined {
  // (A label opens on a capital or a number sign: most cells are told apart here, cheaply.)
  if (!/^[A-Z#]/.test(cell) || cell.includes(':')) return undefined;
  const words = cell.trim().split(/\s+/);
  // (A label of its own beside its value's cell is no run-in pair: "Climate Control | Rooftop units",
  // "PARKING SPACES | #214", "HOA $/mo | 54".)
  if (words.length < 2 || words.length > 14) return undefined;
  // (A form's own label first: "Design (Style) Cape Cod" reads as a label whole, "Style" in brackets.)
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    if (formLabel(label) && /^[A-Z0-9$#]/.test(words[n]))
      return { key: undefined, label, value: words.slice(n).join(' '), line };
  }
  if (isLabelCell(cell)) return undefined;
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    const value = words.slice(n).join(' ');
    if (!/^(?:[A-Z0-9$#]|\(\d{3}\)|\S+@)/.test(value) || /[,;.]$|\d/.test(label)) continue;
    // (A form's own label keeps its name: "Zoning Description", "Design (Style)".)
    const key = formLabel(label) ? undefined : fieldForLabel(label);
    if (!key && !customLabel(label)) continue;
    if (isLabelCell(value) || (key && RUN_IN_SHAPE[key] && !RUN_IN_SHAPE[key].test(value))) continue;
    // ("BEDROOM 2" on a floor plan names a room.)
    if (/^(?:bed ?room|bath ?room|bath|bed)$/i.test(label) && /^[2-9]$/.test(value)) continue;
    // (A value that cannot be the field's is no run-in pair: "Price Per Unit" is a label.)
    // (Unless the label is also a fact's of its own: "Lease 12–24 months" is the lease's term.)
    if (key && !fitsLabel(label, value, key)) {
      if (customLabel(label)) return { key: undefined, label, value, line };
      continue;
    }
    return { key, label, value, line };
  }
  return undefined;
}

/** A form's box that holds the address's parts in a row ("State CO Zip Code 80218"): each part read. */
function runInPairs(cell: string, line: number): Pair[] {
  const parts = /^(?:Property Address|Address|City|State|Zip Code|Zip|County) /.test(cell)
    ? cell.split(/\s(?=(?:City|State|Zip Code|Zip|County) [A-Z0-9])/)
    : [cell];
  const pairs = parts.map((part) => runInPair(part, line));
  return pairs.every((p) => p !== undefined) ? (pairs as Pair[]) : [];
}

/** "Label: value" pairs in one cell, several when known labels follow each other ("Beds: 3 Baths: 2"). */
function inlinePairs(cell: string, line: number): Pair[] {
  // (A label may open with the fraction it counts: "1/2 bathrooms: 1".)
  const first = cell.match(/^((?:1\/2 |½ ?)?[A-Za-z#][A-Za-z0-9 /&().#'’+-]{0,48}?)\s*[:：]\s*(.*)$/);
  if (!first) return [];
  const label = first[1].trim();
  if (label.split(/\s+/).length > 6 || /^(?:https?|www|mailto|tel)$/i.test(label)) return [];
  // Prose that wraps before a colon ("... just 48" / "homes: split-bedroom layout, ...") is no label.
  if (/^[a-z]/.test(label) && !fieldForLabel(label) && !customLabel(label)) return [];
  // "Loft-style condo in a former warehouse: 13-foot ceilings": a sentence with a colon, not a label.
  // (A short label alone in its cell before its value's is a label: "On the market:" | "March 20".)
  if (
    // (So is one before a date, its weekday or not: "On the market: June 5, 2026", "Thursday, July 9".)
    !(
      label.split(/\s+/).length <= 4 &&
      (first[2] === '' ||
        /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,? )?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:, \d{4})?|\d{1,2}\/\d{1,2}\/\d{2,4})\.?$/i.test(
          first[2].trim(),
        ))
    ) &&
    /\s(?:a|an|the|in|with|from|this|at|its|is|are|on|for|our|your)\s/i.test(` ${label} `) &&
    !fieldForLabel(label) &&
    !customLabel(label)
  )
    return [];
  // "Land and home together: a roomy triple-section ...": a lead-in and its sentence, when the label
  // names nothing and the words after the colon start a sentence in lower case.
  if (
    /^(?:a|an|the|this|its|our|every|each)\s/.test(first[2]) &&
    !fieldForLabel(label) &&
    !customLabel(label)
  )
    return [];
  const starts: { at: number; label: string; valueAt: number }[] = [
    { at: 0, label, valueAt: cell.length - first[2].length },
  ];
  const later = /(?<![A-Za-z/&#])([A-Za-z#][A-Za-z/&#]*(?: [A-Za-z/&#]+){0,4})\s*:\s/g;
  const matches = [...cell.slice(starts[0].valueAt).matchAll(later)];
  const knownOf = (m: RegExpMatchArray) => {
    const words = m[1].split(' ');
    for (let k = 0; k < words.length; k++) {
      const candidate = words.slice(k).join(' ');
      if (fieldForLabel(candidate) || customLabel(candidate)) return candidate;
    }
    return undefined;
  };
  // (In a strip of run-in facts, two labels known or more, a capitalised word before a colon is a
  // label too: "Heat: Gas boiler, 2017 Upstairs: Two apartments, both leased Days on market: 41".)
  const strip = matches.filter((m) => knownOf(m) !== undefined).length >= 2;
  // (Or labelled sentences, "Zoning: R4C. Rental income: $4,950 per month.": a capitalised phrase after
  // a sentence's stop, before a colon, is a label too.)
  const sentences = (m: RegExpMatchArray) =>
    strip &&
    /^[A-Z][A-Za-z#'’/&]*(?: [A-Za-z#'’/&]+){0,3}$/.test(m[1]) &&
    /\.\s$/.test(cell.slice(0, starts[0].valueAt + (m.index ?? 0)));
  for (const m of matches) {
    const last = m[1].split(' ').pop() ?? '';
    // (A sentence's whole opening names the label, not a known word at its end: "Flood zone: AE." is
    // no zoning.)
    const candidate =
      (sentences(m) ? m[1] : undefined) ??
      knownOf(m) ??
      (strip && /^[A-Z][a-z]{2,}$/.test(last) ? last : undefined);
    if (!candidate) continue;
    const offset = starts[0].valueAt + (m.index ?? 0) + m[1].length - candidate.length;
    starts.push({
      at: offset,
      label: candidate,
      valueAt: starts[0].valueAt + (m.index ?? 0) + m[0].length,
    });
  }
  // (Each value of labelled sentences ends on its stop, no part of it: "Floors: Refinished maple.")
  const values = starts.map((s, i) =>
    cell.slice(s.valueAt, i + 1 < starts.length ? starts[i + 1].at : cell.length).trim(),
  );
  const stopped =
    values.length >= 2 &&
    values.every((v) => /[^.\s]\.$/.test(v) && !/(?:^|\s)(?:[A-Z]|Co|Inc|Ltd|St|Ave|Dr|Jr|Sr)\.$/.test(v));
  return starts.map((s, i) => {
    const value = stopped ? (values[i] as string).slice(0, -1) : (values[i] as string);
    // (A price that is no amount of money is no home's: a grain elevator's "Delayed price: 8 cents flat".)
    const key = fieldForLabel(s.label);
    return {
      key: key === 'price' && value && !plausibleValue(key, value) ? undefined : key,
      label: s.label,
      value,
      line,
    };
  });
}

const LICENCE = /^(?:dre|bre|lic|license|licence|nmls|realtor|agent|broker|cal ?dre|permit)\b/i;

/** "Beds 3", "HOA $350/mo", "Type Condo": a known short label followed by a plausible value. */
const FIGURE_DETAILS = new Set(['MLS Number', 'Days on Market', 'Property Taxes', 'Parcel ID']);

const LABELLED_ID =
  /^([A-Z][A-Za-z]{1,20}(?: [A-Z][A-Za-z]{1,20})?\s?(?:#|ID|No\.?))\s?([A-Z0-9][A-Z0-9-]{2,20})$/;

function prefixPair(cell: string, line: number, oneWordLabels = false): Pair | undefined {
  const words = cell.split(/\s+/);
  if (words.length < 2 || words.length > 24 || /[.!?]$/.test(cell)) return undefined;
  // A record's identifier after a label that ends in "#", "ID" or "No." ("Asset # FH-24-30917",
  // "Property ID CLT-2219"), whatever the record; an agent's licence number is the agent's.
  const id = cell.match(LABELLED_ID);
  if (id && /\d/.test(id[2]) && !LICENCE.test(id[1]))
    return { key: undefined, label: id[1], value: id[2], line };
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    const key = fieldForLabel(label);
    const value = words.slice(n).join(' ');
    // A record's number or figure run into its label ("MLS# 2219934", "DOM 12", "Tax $8,100").
    if (!key && FIGURE_DETAILS.has(customLabel(label) ?? '') && words.length <= 6 && /^[$#]?\d/.test(value))
      return { key: undefined, label, value, line };
    // A lot's size run into its label with its unit ("Lot 5,000 sq ft", "Acreage 2.5 acres").
    if (
      !key &&
      customLabel(label) === 'Lot Size' &&
      words.length <= 6 &&
      /^\d[\d,.]*\s?(?:±\s?)?(?:sq\.?\s?ft|sf|square feet|acres?|ac)\.?$/i.test(value)
    )
      return { key: undefined, label, value, line };
    if (!key) continue;
    if (SHORT_VALUE_KEYS.has(key)) {
      if (words.length > 8 || !plausibleValue(key, value)) continue;
      // "BEDROOM 2", "Bath 3": a room's name on a floor plan or in a table of rooms, not a count.
      if (/^(?:bed ?room|bath ?room|bath|bed)$/i.test(label) && /^[2-9]$/.test(value)) continue;
      // "Built in 1887 for cotton factor Eliza": prose that opens with a label's words, not a year built.
      if (key === 'yearBuilt' && /\d{4}\s+[a-z]+\s+[a-z]/.test(value)) continue;
      return { key, label, value, line };
    }
    // A feature's label of two words or more run into a capitalised value ("Kitchen Appliances Maytag
    // washer/dryer"). Not a contact's: "Associate Broker, Vertical Living Group" is a title and a firm.
    if ((n < 2 && !oneWordLabels) || !/^[A-Z]/.test(value) || /[,;:]$/.test(label) || CONTACT_KEYS.has(key))
      continue;
    return { key, label, value, line };
  }
  // An amount run into a label the vocabulary does not know ("Was $749,000", "Reduced by $17,400
  // (3.6%)", "Previously $3,100/mo").
  const amount = cell.match(
    /^([A-Z][a-z'’]+(?: [a-z'’]+){0,3}) (\$\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?:\s?\/\s?(?:mo|month|yr|year))?(?: \(\d{1,2}(?:\.\d)?%\))?)$/,
  );
  // (Not the price itself said another way, "Now $715,000", "Precio $349,000", nor a figure of a
  // market's or a loan's: "Average Adjusted Value", "Loan Amount".)
  if (
    amount &&
    isUnknownLabel(amount[1]) &&
    !/^(?:now|only|just|precio|prix|from|starting|asking|offered|priced|listed)\b/i.test(amount[1]) &&
    !/\b(?:average|median|loan|payment|down|estimated)\b/i.test(amount[1])
  )
    return { key: undefined, label: amount[1], value: amount[2], line };
  return undefined;
}

/**
 * A figure's label is followed by a figure: in a table's header row ("Status | Date | Beds | Price |
 * $/SF") a label followed by another heading is no pair. A feature's label is followed by words.
 * `key` is the field the label names, or the one a listing's question asks about.
 */
function fitsLabel(label: string, value: string, key = fieldForLabel(label)): boolean {
  // A feature is said in words: "Floors | 3" in a building's facts counts its storeys.
  // (A unit's "Floor | 2nd of 3" is the storey it is on, not its flooring.)
  if (key === 'flooring' && /^(?:floor|level)$/i.test(label.trim()) && /^\d/.test(value.trim())) return false;
  // A land listing's "Improvements" are the buildings on it ("24 x 30 pole barn with electric"), not
  // work done: work names its year or what was done ("Boiler 2019, roof 2020", "renovated").
  if (
    key === 'renovations' &&
    /^improvements$/i.test(label.trim()) &&
    !/(?<!\d)(?:19|20)\d{2}(?!\d)|\b(?:new|re[a-z]+ed|updated|upgraded|restor[a-z]*)\b/i.test(value)
  )
    return false;
  // (Nor is a room's name a feature's value: "Lanai | Great room | Kitchen", a row of photo captions.)
  if (key && (TEXT_FEATURE_KEYS.has(key) || key === 'outdoor') && ROOM_NAME.test(value.trim())) return false;
  if (key && TEXT_FEATURE_KEYS.has(key)) return /[a-z]{2}/i.test(value);
  // The price of something sold apart from the home ("Slip price | $45,000 (separate purchase)",
  // "Lot Price | $129,000" beside a package's total) is a fact of its own, not the listing's price.
  if (
    key === 'price' &&
    /\b(?:slip|boat|dock|mooring|parking|storage|garage|locker|cabana|lot)\s+price\b/i.test(label)
  )
    return false;
  if (!key || !CHECKED_KEYS.has(key)) return true;
  return plausibleValue(key, value);
}

/** A room's name alone: "Great room", "Kitchen", "Primary suite". */
const ROOM_NAME =
  /^(?:(?:great|living|dining|family|bonus|game|media|sun|mud|laundry|powder|rec|recreation)\s+room|kitchen|foyer|den|office|loft|study|primary\s+(?:suite|bedroom|bath)|bedroom|bathroom)$/i;

const CHECKED_KEYS = new Set<FieldKey>([
  'listingType',
  'price',
  'rent',
  'hoa',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'agentPhone',
]);

function plausibleValue(key: FieldKey, value: string): boolean {
  switch (key) {
    case 'propertyType':
      return mapPropertyType(value) !== '';
    case 'listingType':
      return mapListingType(value) !== '';
    case 'price':
    case 'rent': {
      // "Price improved: previously listed at $675,000" is news about the price, not a price, and
      // "Lease: 12 months" a term.
      if (!/^(?:usd\s?|us\s?)?[$€£]?\s?\d/i.test(value)) return false;
      // (Nor an offer to buy the home, "Price | $398,000 cash offer": what a buyer would pay.)
      if (/^\S+\s+(?:cash\s+)?offer\b/i.test(value)) return false;
      const amount = parseMoney(value);
      if (amount === null) return false;
      // (Nor an item's price in an order's table, "Price" over "$18.00" for a sign's rider: a home's
      // price under a hundred dollars is a rate, "$22.00/SF/yr", or none.)
      if (key === 'price' && amount < 100 && !/\/|\bper\b/i.test(value)) return false;
      // (Nor a service's price in cents, a photographer's "$650.00" package.)
      if (
        key === 'price' &&
        amount < 10_000 &&
        /\d\.\d{2}(?!\d)/.test(value) &&
        !/\/|\bper\b|\bmo/i.test(value)
      )
        return false;
      return (
        /[$€£]/.test(value) ||
        (amount >= 300 && !/^\S+\s+(?:months?|mos?|years?|yrs?|days?|weeks?)\b/i.test(value))
      );
    }
    case 'hoa':
      return parseMoney(value) !== null;
    case 'agentPhone':
      // "Office | About 6,000 SF, two stories" in a building's facts, "Office | 16 Biltmore Row" on a
      // card: a number is what a phone's label leads to.
      return /\d{3}\D{0,3}\d{4}/.test(value);
    case 'yearBuilt':
      // "Jun 2026", "c. 1920", "2019 (new roof 2023)".
      return /(?<!\d)(?:1[6-9]|20)\d{2}(?!\d)/.test(value);
    case 'zoning':
      return /^[A-Z0-9-]{1,8}\b/.test(value);
    case 'beds':
      // "4 | bd | 3 ba": the figure after a count's label may be the next count's, set before its own.
      return parseNumber(value) !== null && !/^\d+(?:\.\d)?\s?(?:ba|baths?|bathrooms?)\b/i.test(value);
    case 'sqft': {
      // "Size: 0.21 Acres" under a lot's heading is the lot, not the floor area; nor is an ad's size
      // ("Size | 1 column x 10.6 inches") any home's: a floor area is a hundred square feet at least.
      const area = parseNumber(value);
      return (
        area !== null &&
        (area >= 100 || /\b(?:sq|sf|square)\b/i.test(value)) &&
        !/\b(?:acres?|ac|hectares?|ha|inch(?:es)?|columns?)\b/i.test(value)
      );
    }
    default:
      return parseNumber(value) !== null;
  }
}

/**
 * A heading whose text the page draws twice in one place (a bold faked by a second pass, a print
 * copy over the screen's) reads twice run together: "5218 Egret Hollow Lane, Sarasota, FL 342405218
 * Egret Hollow Lane, Sarasota, FL 34240" is the address once.
 */
function undoubled(cell: string): string {
  const half = cell.length / 2;
  return cell.length >= 12 && Number.isInteger(half) && cell.slice(0, half) === cell.slice(half)
    ? cell.slice(0, half)
    : cell;
}

/** The initials of a person's name: "HV" for "Hector Villarreal", "JMS" for "Jane M. Smith". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('');

/**
 * A card's round avatar holds the person's initials where a photo would go, and the text layer reads
 * them before the name, in a cell of their own ("BH | Brent Haskins | TB | Terrence Boyd") or run into
 * it ("HV Hector Villarreal"). The initials are no part of the page's words: they would stand in a
 * name's place in a row of cards and hide the name itself.
 */
function withoutAvatars(cells: string[]): string[] {
  const out: string[] = [];
  cells.forEach((cell, k) => {
    // (Only where a card begins: first on its line or after the card beside it. Initials after a
    // label are a code the words spell out, "Zoning | GB General Business".)
    if (k > 0 && !NAME_SHAPE.test(cells[k - 1])) {
      out.push(cell);
      return;
    }
    const next = cells[k + 1];
    if (/^\p{Lu}{2,3}$/u.test(cell) && next && NAME_SHAPE.test(next) && initialsOf(next) === cell) return;
    const runIn = /^(\p{Lu}{2,3}) (.+)$/u.exec(cell);
    if (runIn && NAME_SHAPE.test(runIn[2]) && initialsOf(runIn[2]) === runIn[1]) out.push(runIn[2]);
    else out.push(cell);
  });
  return out;
}
