import {
  NUMBER,
  NUMBER_WORDS,
  parseMoney,
  parseNumber,
  parseNumberWords,
} from '@ai-realty/shared/rules/number-words';
import { FEE_CONTEXT, MONEY, PER_MONTH } from './listing-patterns.ts';
import type { ListingType } from './listing-vocabulary.ts';
import type { Doc, Line } from './read-document.ts';

// Facts in prose. Whitespace between optional words is written `\s*(?:word\s*)?`, never
// `\s*word?\s*`: a run of spaces could split between the two, in time that grew with its square.

const N = `(?<![\\d,.])(${NUMBER})`;
export const COUNT_PATTERNS = {
  beds: new RegExp(`${N}\\s*(?:-\\s*)?(?:bed(?:room)?s?|bdrms?|brs?|bds?)(?![a-z])`, 'gi'),
  baths: new RegExp(`${N}\\s*(?:-\\s*)?(?:full\\s+)?(?:bath(?:room)?s?|bths?|ba)(?![a-z])`, 'gi'),
};

const COUNT_TOTAL = {
  beds: /\b(?:bedrooms?|beds?|br)\b\s*(?::\s*)?(\d+)\s+total\b|\b(\d+)\s*(?:bedrooms?|beds?|br)\s+total\b|\btotal\s+(?:of\s+)?(\d+)\s*(?:bedrooms?|beds?)\b/i,
  baths:
    /\b(?:bathrooms?|baths?|ba)\b\s*(?::\s*)?(\d+(?:\.\d)?)\s+total\b|\b(\d+(?:\.\d)?)\s*(?:bathrooms?|baths?|ba)\s+total\b|\btotal\s+(?:of\s+)?(\d+(?:\.\d)?)\s*(?:bathrooms?|baths?)\b/i,
};

const COUNT_AFTER = {
  beds: /\b(?:bedrooms?|beds?|bdrms?)\b\s*(?:[:-]\s*)?(\d+(?:\.\d+)?)(?![\d,])/gi,
  baths: /\b(?:bathrooms?|baths?)\b\s*(?:[:-]\s*)?(\d+(?:\.\d+)?)(?![\d,])/gi,
};

/**
 * "3 bedrooms", "three-bedroom", "3BR", "3 bd": the first count written before the word; failing
 * that, one written after it ("Bedrooms 2 / Baths 2").
 */
export function countBefore(text: string, what: 'beds' | 'baths'): number | null {
  // A count the page calls the total ("Beds 4 total", "6 bedrooms total", "a total of 3 baths") is the
  // property's, whatever each unit's count before it.
  const total = COUNT_TOTAL[what].exec(text);
  if (total) {
    const n = parseNumber(total[1] ?? total[2] ?? total[3]);
    if (n !== null && n >= 0 && n < 100) return n;
  }
  for (const pattern of [COUNT_PATTERNS[what], COUNT_AFTER[what]]) {
    for (const m of text.matchAll(pattern)) {
      // A septic system sized for so many bedrooms ("a three-bedroom conventional septic system", "Soil
      // test approved for 3 BR") is land's permit, not a home's rooms.
      const at = m.index ?? 0;
      if (
        /^[\s-]*(?:(?:conventional|standard|engineered|alternative)\s+)?(?:septic|perc|soil|drain\s?field|leach)/i.test(
          text.slice(at + m[0].length, at + m[0].length + 40),
        ) ||
        /\b(?:septic|perc|soil test)\b[^.\n]{0,30}$/i.test(text.slice(Math.max(0, at - 40), at))
      )
        continue;
      const n = parseNumber(m[1]);
      if (n !== null && n >= 0 && n < 100) return n;
    }
  }
  return null;
}

export function findSquareFeet(text: string): number | null {
  // An appraisal's measure of the home: "1,862 Square Feet of Gross Living Area Above Grade".
  const gross = text.match(
    /(\d{1,3}(?:,\d{3})+|\d{3,5}) (?:square feet|sq\.? ?ft\.?|sf) of gross living area\b/i,
  );
  if (gross) return parseNumber(gross[1]);
  const pattern = new RegExp(
    // (A word may say which area it is: "3,640 finished square feet", "1,048 Living Area SF".)
    `${N}\\s*(?:(?:\\+|±|\\+/-)\\s*)?(?:-\\s*)?(?:(?:finished|heated|conditioned|livable|living|interior|under[- ]air)\\s+(?:area\\s+)?)?(?:sq\\.?\\s*ft\\.?|sq\\.?\\s*feet|square[- ]f(?:ee|oo)t|sqft|[ru]?sf|ft²|ft2)(?![a-z])`,
    'gi',
  );
  let end = 0;
  for (const m of text.matchAll(pattern)) {
    // What the figure's own phrase says before it: not an earlier figure's lot ("a 7,200 sq ft lot,
    // this 1,850 sq ft home").
    const before = text
      .slice(Math.max(end, (m.index ?? 0) - 30), m.index)
      .split(/[,;.]\s/)
      .pop() as string;
    end = (m.index ?? 0) + m[0].length;
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    if (/\blot\b|\bland\b|\bparcel\b|\byard\b/i.test(before) || /^\s*(?:lot|of land)\b/i.test(after))
      continue;
    // Nor a building beside the home ("a 4,000 sq ft clubhouse", "a 1,200 sq ft shop").
    if (
      /^\s*(?:clubhouse|club house|fitness center|barn|pole barn|shop|workshop|outbuilding|pavilion)\b/i.test(
        after,
      )
    )
      continue;
    // The top of a range of spaces ("suites from 1,200 to 3,600 SF") is no one space's area.
    if (/(?:\bto|\d\s?[-–])\s*$/i.test(before)) continue;
    // Nor a ratio's "1,000" ("parking 4.5/1,000 RSF", "3.5 spaces per 1,000 SF").
    if (/(?:\d\s?\/|\bper)\s*$/i.test(before)) continue;
    // Nor a rule's least size ("manufactured homes 1,000 sq ft+ allowed", "minimum 1,400 sq ft").
    if (
      /^\s*(?:\+|minimum\b|min\b|or (?:more|larger)\b)/i.test(after) ||
      /\b(?:minimum|min\.?|at least)\s*$/i.test(before)
    )
      continue;
    const n = parseNumber(m[1]);
    if (n !== null && n >= 100) return n;
  }
  const living = text.match(
    /\b(?:living (?:area|space)|interior|sq\.?\s*ft\.?|square\s+f(?:ee|oo)t(?:age)?|sqft)\s*(?:[:-]\s*)?(?:of\s+)?(?:approximately\s+|approx\.?\s+|about\s+)?(\d{1,3}(?:,\d{3})+|\d{3,5})\b/i,
  );
  return living ? parseNumber(living[1]) : null;
}

export function findYearBuilt(text: string): number | null {
  const patterns = [
    /\b(?:built|constructed|completed|erected)\s+(?:in\s+|circa\s+|around\s+|c\.\s*|during\s+)?(1[789]\d{2}|20\d{2})\b/i,
    /\byear\s+built\s*(?:(?:is|was|:)\s*)?(1[789]\d{2}|20\d{2})\b/i,
    /\bcirca\s+(1[789]\d{2}|20\d{2})\b/i,
    /\b(1[789]\d{2}|20\d{2})[- ]built\b/i,
    /\b(?:built|constructed)\s+in\s+(1[789]\d{2}|20\d{2})/i,
    // "This 1958 brick ranch", "a 1926 Spanish Revival building", "A 1957 homestead cabin".
    /\b(?:a|an|this|the)\s+(1[789]\d{2}|20\d{2})\s+(?:[A-Za-z-]+\s+){0,3}(?:home|house|ranch|bungalow|cottage|colonial|craftsman|victorian|cape|farmhouse|building|cabin|tudor|rowhouse|row house|townhouse|brownstone|foursquare|homestead|chalet|split-level|rambler)\b/i,
  ];
  for (const p of patterns) {
    const m = text.match(p);
    if (m) {
      const year = validYear(Number(m[1]));
      if (year) return year;
    }
  }
  const words = text.match(new RegExp(`\\b(?:built|constructed)\\s+in\\s+(${NUMBER_WORDS})`, 'i'));
  return words ? validYear(parseNumberWords(words[1])) : null;
}

export function findHoa(text: string): number | null {
  if (
    /\bno\s+(?:hoa|association\s+fees?|hoa\s+fees?)\b|\bhoa\s*(?:(?:fees?|dues)\s*)?(?:[:-]\s*)?(?:none|n\/a)\b/i.test(
      text,
    )
  )
    return 0;
  const before = text.match(
    /\b(?:hoa|home\s?owners'?\s+association|association|condo|strata|common\s+charges?|regime)\s*(?:(?:dues|fees?|assessments?|charges?)\s*)?(?:(?:of|are|is|:|=|at|just|only|run|runs|total)\s*)?(?:(?:just|only|about|approximately)\s*)?(\$\s?\d[\d,]*(?:\.\d+)?)/i,
  );
  if (before) return parseMoney(before[1]);
  const after = text.match(
    /(\$\s?\d[\d,]*(?:\.\d+)?)\s*(?:(?:\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly|\/\s*month)\s*)?(?:hoa|association|condo)\s*(?:dues|fees?)?\b/i,
  );
  if (after) return parseMoney(after[1]);
  const words = text.match(
    new RegExp(
      `\\b(?:hoa|association)\\s+(?:dues|fees?)\\s+(?:of|are|is)\\s+(${NUMBER_WORDS})\\s+dollars`,
      'i',
    ),
  );
  return words ? parseNumberWords(words[1]) : null;
}

export function findZoning(text: string): string {
  const m = text.match(
    /\bzoned\s+(?:as\s+|for\s+)?([A-Z]{1,3}[- ]?\d{1,2}[A-Z]?\b|(?:residential|commercial|agricultural|industrial|mixed[- ]use)(?:\s+use)?)/i,
  );
  return m ? m[1].trim() : '';
}

export function findPrice(
  doc: Doc,
  labelledPrice: string,
  labelledRent: string,
  street = '',
): { price: number | null; rent: boolean } {
  // A sale price beside a rent twenty times smaller or less: the rent is the income the home brings
  // (a unit's, or an investor's projected rent), not what it is offered at. A rental's own rent is a
  // month's, never a twentieth of a price it is also labelled with.
  // (With no price labelled, the amount the page leads with stands for it: "$885,000" in the headline
  // over a rent roll's "$5,325" a month.)
  // (Or beside the status in a banner of its own: "COMING SOON | $749,000", "FOR RENT | $2,350/month".)
  const banner = statusBanner(doc);
  const listed = labelledPrice
    ? parseMoney(labelledPrice)
    : banner && !banner.rent
      ? banner.price
      : headlineAmount(doc);
  // (Nor a year's rent in an investor's figures, "Rent | $22,740" beside a purchase price of $318,500:
  // more than any month's rent, less than an eighth of the price.)
  const rentAmount = parseMoney(labelledRent) ?? 0;
  const income =
    listed !== null &&
    listed >= 50_000 &&
    (rentAmount * 20 <= listed || (rentAmount >= 10_000 && rentAmount * 8 <= listed));
  if (labelledRent && !income) {
    const rent = parseMoney(labelledRent);
    if (rent !== null) return { price: rent, rent: true };
  }
  // The amount set under the listing's own address, or right after it on its line ("412 Hossler Road" /
  // "Manheim, PA 17545" / "$525,000", "207 Severn Ridge Road | $1,185,000"), is what it is offered at,
  // whatever amounts the page around it prints: a lot's current bid, a refund, a fund drive's costs.
  const atAddress = amountAtStreet(doc, street);
  if (labelledPrice) {
    const price = parseMoney(labelledPrice);
    // (So is it over a price labelled far from the listing's street: a car's "OUR PRICE | $19,488" on
    // a window sticker whose back offers the sales manager's condo at "$1,650 a month".)
    if (atAddress && price !== atAddress.price && farFromStreet(doc, labelledPrice, street)) return atAddress;
    if (price !== null) return { price, rent: PER_MONTH.test(labelledPrice.replace(/^[^/a-z]*\d/i, '')) };
  }
  if (atAddress) return atAddress;
  // Lead-ins are read outside labelled lines: "Parking: available for $250/month" is not the price.
  const text = doc.freeText;
  const otherSales = soldAfterHeadlinePrice(doc);
  // "Price improved: previously listed at $675,000" is the old price, not the price.
  const lead = [
    ...text.matchAll(
      /\b(?:(?:offered|listed|available)\s+for\s+(?:sale|rent|lease)\s+at(?:\s+\|)?|coming\s+soon\s+(?:to\s+(?:the\s+)?(?:mls|market)\s+)?(?:on\s+[A-Z][a-z]{2,8}\.?\s+\d{1,2}\s+)?(?:at|for)|list\s+with\s+(?:an?\s+|our\s+|your\s+)?(?:[A-Z][a-z]+\s+)?(?:partner\s+)?agent\s+at|(?:offered|priced|listed|available|yours|selling|now|sold|leased)\s+(?:at|for|from)|asking(?:\s+price)?(?:\s+(?:of|is|at|for))?|(?:was\s+\$\s?\d[\d,]*(?:\.\d+)?\s*[,;]?\s*)?now)\s+(?:just\s+|only\s+)?(\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?)(\s*(?:\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly))?/gi,
    ),
  ].find(
    (m) =>
      !(otherSales && /^(?:sold|leased)\b/i.test(m[0])) &&
      !/\b(?:previously|originally|formerly|once|was|were|first)\s+$/i.test(
        text.slice(Math.max(0, (m.index ?? 0) - 16), m.index),
      ) &&
      // "Now $17,500 less" is the cut, not the price.
      !/^\s*(?:less|off|lower|below|under)\b/i.test(
        text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 10),
      ) &&
      // "Coverage is available at $9.50 per $1,000 of value": a rate for something else.
      !(
        !m[2] &&
        /^\s*(?:per|\/)\s*(?:\$|pound|lb|hour|hr|day|night|week|person|guest|article|item|mile|visit)/i.test(
          text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 16),
        )
      ) &&
      // "Deeded garage parking available for $35,000": the price of something sold apart.
      !/\b(?:parking|garage|space|slip|storage|locker|furniture|furnishings|membership|boat|cart|upgrades?|options?|premium)\b[^.!?\n]*$/i.test(
        text.slice(Math.max(0, (m.index ?? 0) - 60), m.index),
      ),
  );
  if (lead)
    return {
      price: parseMoney(lead[1]),
      rent: Boolean(lead[2]) || /\bfor\s+(?:rent|lease)\b/i.test(lead[0]),
    };
  // An amount alone under the listing's status ("● For sale · Listed May 19, 2026" over "$489,000"),
  // where a portal sets its estimates and the tax record about it.
  const statusAt = doc.lines.findIndex(
    (l) =>
      l.all.length <= 2 &&
      /^(?:[●•·]\s*)?(?:for\s+(?:sale|rent|lease)|active|coming\s+soon)\s*(?:[·|-]\s*(?:listed|posted)\b.*)?$/i.test(
        l.all.join(' · ').trim(),
      ),
  );
  if (banner) return banner;
  const under = statusAt >= 0 ? doc.lines[statusAt + 1]?.all : undefined;
  // (A rent's "/mo" after it, taken off with a split: a pattern would try every run of spaces.)
  const [amount, per] = under?.length === 1 ? under[0].split('/') : [];
  if (
    amount !== undefined &&
    STANDALONE_AMOUNT.test(amount.trim()) &&
    (per === undefined || /^\s?mo/i.test(per))
  )
    return {
      price: parseMoney(amount),
      rent: per !== undefined || /\bfor\s+(?:rent|lease)\b/i.test(doc.lines[statusAt].all.join(' ')),
    };
  // The amount named after it: "$549,000 asking", "$1.2M list price", "$89,000 OBO", and a home coming
  // soon's "$925,000 Expected list price".
  const named =
    /(?<![\d,.])(\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?)\s+(?:asking(?:\s+price)?|(?:(?:expected|anticipated|planned|target)\s+)?list\s+price|obo)\b/i.exec(
      text,
    );
  if (named) return { price: parseMoney(named[1]), rent: false };
  const rentLead = text.match(/\brent(?:s|al)?\s*(?:(?:is|of|:|at|for)\s*)?(\$\s?\d[\d,]*)/i);
  // A sale price standing alone in the headline beats rents told in prose: "gross rents of $3,650"
  // is an income property's income, not its price.
  const headline = headlineAmount(doc);
  if (rentLead && !/\b(?:hoa|fee)\b/i.test(rentLead[0]) && !(headline !== null && headline >= 50_000))
    return { price: parseMoney(rentLead[1]), rent: true };
  const words = text.match(
    new RegExp(
      `\\b(?:offered|priced|listed|asking|sold)\\s+(?:at\\s+|for\\s+)?(${NUMBER_WORDS})\\s+dollars`,
      'i',
    ),
  );
  if (words) return { price: parseNumberWords(words[1]), rent: false };

  // The amount set beside the listing's own street ("1820 Bayshore Lantern Way, Unit 1207 | $529,000")
  // on a page of other homes' cards, each with its amount: the listing's is the price. (Before a
  // build-up's total: a table of what a renovation cost adds up too.)
  // (A rent too, in the cell right after the street: "11820 W 136th Terrace | $2,150/month" under a
  // list of other rentals' amounts. Not a fee a label claims further on, "Property taxes | $318/mo".)
  const besideStreet = street
    ? doc.lines
        // (In whatever case the page sets it: "47 DEWEY STREET | $689,900".)
        .filter((l) => l.all.some((c) => c.toLowerCase().includes(street.toLowerCase())))
        .map((l) => {
          const standalone = l.all.find((c) => STANDALONE_AMOUNT.test(c));
          if (standalone) return { amount: standalone, rent: false };
          const m = AMOUNT_CELL.exec(
            l.all[l.all.findIndex((c) => c.toLowerCase().includes(street.toLowerCase())) + 1] ?? '',
          );
          return m ? { amount: m[1] as string, rent: Boolean(m[2]) } : undefined;
        })
        .find(Boolean)
    : undefined;
  if (besideStreet) return { price: parseMoney(besideStreet.amount), rent: besideStreet.rent };
  // A price build-up (base price, premium, options, then the total): the total is the price. Read as
  // the first standalone amount that is the sum of two or more amounts just before it.
  // (An amount with a sign, "+$37,000" of upgrades or "-$5,000" of a credit, is a part, never the total.)
  const amounts: number[] = [];
  for (const line of doc.lines) {
    if (line.paired) continue;
    for (const cell of line.cells) {
      const signed = /^([+−-])\s?(\$\s?\d[\d,]*(?:\.\d+)?)$/.exec(cell);
      if (signed) {
        const part = parseMoney(signed[2]);
        if (part !== null) amounts.push(signed[1] === '+' ? part : -part);
        continue;
      }
      if (!/^\$\s?\d[\d,]*(?:\.\d+)?$/.test(cell)) continue;
      const amount = parseMoney(cell);
      if (amount === null) continue;
      let sum = 0;
      for (let k = amounts.length - 1; k >= 0; k--) {
        sum += amounts[k];
        if (k <= amounts.length - 2 && sum === amount && amount >= 10_000)
          return { price: amount, rent: false };
      }
      amounts.push(amount);
    }
  }

  // An old price set just above the new one in a price cut ("$690,000" / "$659,900" / "SAVE $30,100"):
  // the lower, later amount is the price.
  if (/\b(?:reduced|reduction|price (?:cut|drop|improvement|change)|new price|save|was)\b/i.test(text)) {
    const lone = (l: Line | undefined) =>
      l && !l.paired && l.cells.length === 1 && /^\$\s?\d[\d,]*$/.test(l.cells[0])
        ? parseMoney(l.cells[0])
        : null;
    for (let i = 0; i + 1 < doc.lines.length; i++) {
      const a = lone(doc.lines[i]);
      const b = lone(doc.lines[i + 1]);
      if (a !== null && b !== null && b >= 10_000 && b < a && b > a * 0.7) return { price: b, rent: false };
    }
  }
  // (Or on the line right above the street alone, a banner over it: "FEATURED HOME FOR RENT | MERION
  // VILLAGE | $2,150/month" over "1487 Oakwood Avenue", under a table of other rentals.)
  const streetAt = street ? doc.lines.findIndex((l) => l.all.length === 1 && l.all[0] === street) : -1;
  const above = streetAt > 0 ? doc.lines[streetAt - 1].all : [];
  const overStreet = above.some((c) =>
    /\b(?:for (?:rent|sale|lease)|featured|just listed|new listing|coming soon)\b/i.test(c),
  )
    ? above.map((c) => AMOUNT_CELL.exec(c)).find(Boolean)
    : null;
  if (overStreet) return { price: parseMoney(overStreet[1]), rent: Boolean(overStreet[2]) };
  // A line or cell that is only an amount is the price of a flyer (cells of labelled rows are not).
  // A labelled row's leading amount that no label claims ("$535,000 | beds | 4 | baths | 2.5") counts,
  // and so does a cell that names its amount the rent ("$4,300/mo base rent").
  // (Or an amount with the listing's status after it, "$875,000 For Sale"; never a cell of a year's
  // row of figures with a rate in it, "2022 | 212 | $468 | 58% | $99,216", a year of rental history.)
  for (const line of doc.lines) {
    if (
      line.all.length >= 4 &&
      /^(?:19|20)\d{2}$/.test(line.all[0]) &&
      line.all.some((c) => /^\d{1,3}(?:\.\d)?%$/.test(c))
    )
      continue;
    const cells = line.paired ? (line.cells[0] === line.all[0] ? line.cells.slice(0, 1) : []) : line.cells;
    for (const [k, cell] of cells.entries()) {
      // (Not an amount a fee's or a payment's label claims: "ESTIMATED MONTHLY PAYMENT | $5,158/mo".)
      if (k > 0 && FEE_CONTEXT.test(cells[k - 1])) continue;
      const m = AMOUNT_CELL.exec(cell);
      // (Not an item's price in an order's lines, "$22.00" a rider: no home lets or sells for less
      // than a few hundred dollars, nor in cents.)
      const amount = m ? parseMoney(m[1]) : null;
      if (m && amount !== null && (amount < 300 || (/\.\d{2}$/.test(m[1]) && amount < 10_000))) continue;
      if (m) return { price: amount, rent: Boolean(m[2]) };
    }
  }
  // An amount per month outside any fee is a rent.
  for (const m of text.matchAll(new RegExp(MONEY.source, 'gi'))) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 14);
    if (
      PER_MONTH.test(after) &&
      !FEE_CONTEXT.test(text.slice(Math.max(0, at - 40), at)) &&
      !/^\s*(?:\S+\s*)?(?:hoa|association|condo|fee)/i.test(after.replace(PER_MONTH, ''))
    )
      return { price: parseMoney(m[0]), rent: true };
  }
  // Last resort: the largest amount that is not a fee.
  let best: number | null = null;
  const all = doc.fullText;
  for (const m of all.matchAll(new RegExp(MONEY.source, 'gi'))) {
    const at = m.index ?? 0;
    if (FEE_CONTEXT.test(all.slice(Math.max(0, at - 40), at))) continue;
    const value = parseMoney(m[0]);
    if (value !== null && value >= 10_000 && (best === null || value > best)) best = value;
  }
  return { price: best, rent: false };
}

/** A cell that is only an amount, a month's rent or not ("$4,300/mo base rent", "$875,000 For Sale"). */
const AMOUNT_CELL =
  /^(\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?)\s*(\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly)?(?:\s+(?:(?:base|gross|net|asking|minimum)\s+)?rent)?(?:\s?[·|–-]?\s?(?:for sale|for rent|for lease|coming soon))?\.?$/i;
/**
 * The amount set beside the listing's status in a banner of its own: "COMING SOON | $749,000", with
 * what kind of listing it is after a dot ("COMING SOON · INVESTMENT PROPERTY | $749,000"), or a
 * rental's rent ("FOR RENT | $2,350/month").
 */
function statusBanner(doc: Doc): { price: number | null; rent: boolean } | undefined {
  for (const line of doc.lines) {
    if (line.all.length !== 2) continue;
    const parts = (line.all[0] as string).split(' · ');
    const status = (parts[0] as string).trim();
    const sale = /^(?:coming soon|for sale|just listed|new listing|new to market)$/i.test(status);
    const rental = /^(?:for rent|for lease|now leasing)$/i.test(status);
    if (parts.length > 2 || !(sale || rental)) continue;
    // (A rent's "/month" or "per month" after it, taken off with a split: a pattern would try every
    // run of spaces.)
    const cell = (line.all[1] as string).trim().replace(/\s(?:per|a) month$/i, '/month');
    const [amount, per] = cell.split('/');
    if (amount === undefined || !STANDALONE_AMOUNT.test(amount.trim())) continue;
    if (rental ? !/^\s?mo(?:nth)?$/i.test(per ?? '') : per !== undefined) continue;
    return { price: parseMoney(amount), rent: rental };
  }
  return undefined;
}

const STANDALONE_AMOUNT = /^\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?$/i;

/** An amount alone in its cell, or with its period and a caption of a few words: "$329,000 Expected price". */
const CAPTIONED_AMOUNT =
  /^(\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million)\b)?)(\s*(?:\/\s*mo(?:nth)?|per\s+month|a\s+month|monthly))?((?:\s+[A-Za-z][A-Za-z’'·]*){0,3})$/i;
/** Captions of amounts that are no price: a fee, a tax, a deposit, a bid, an estimate of what it costs. */
const NOT_PRICE_CAPTION =
  /\b(?:fees?|tax(?:es)?|hoa|dues|deposit|bid|estimate[sd]?|savings?|saved|rebates?|refund|income|payment|per|off|less|down|credit|value|cost|budget|below|above|under|over|original)\b/i;

/**
 * The amount under the listing's street, on the lines that follow it (its city's line between), or in a
 * cell after it on its own line; not past the first line of prose, nor more than three lines down.
 */
/** A labelled price set more than eight lines from the first line that prints the listing's street. */
function farFromStreet(doc: Doc, labelledPrice: string, street: string): boolean {
  const lower = street.toLowerCase();
  const at = doc.lines.findIndex((l) => l.all.some((c) => c.toLowerCase().startsWith(lower)));
  const pair = doc.pairs.find((p) => p.key === 'price' && p.value === labelledPrice);
  return at >= 0 && pair !== undefined && Math.abs(pair.line - at) > 8;
}

function amountAtStreet(doc: Doc, street: string): { price: number; rent: boolean } | undefined {
  if (!street) return undefined;
  const lower = street.toLowerCase();
  // (The line that opens on the street, not a site's breadcrumbs that end on it.)
  const opens = (c: string) => c.toLowerCase().startsWith(lower);
  const at = doc.lines.findIndex((l) => l.all.some(opens));
  if (at < 0) return undefined;
  // (Or after the headline right over it: "Mountain modern on Stonefly Lane | $874,000" over "2841
  // Stonefly Lane, Bozeman, MT 59718".)
  const headline = doc.lines[at - 1];
  if (
    headline?.para === doc.lines[at].para &&
    headline.all.length === 2 &&
    !/\d/.test(headline.all[0]) &&
    headline.cells.includes(headline.all[1])
  ) {
    const m = CAPTIONED_AMOUNT.exec(headline.all[1].trim());
    const price = m && !m[3] ? parseMoney(m[1] as string) : null;
    if (price !== null && price >= 100) return { price, rent: Boolean(m?.[2]) };
  }
  for (let k = at; k <= at + 2 && k < doc.lines.length; k++) {
    const line = doc.lines[k];
    if (line.page !== doc.lines[at].page) break;
    if (k > at && line.all.join(' ').split(/\s+/).length >= 10) break;
    // On the street's line, the cell right after it; below it, an amount that leads a line of its own
    // or of two cells (not a row of a table, nor an amount after its own label, "Cash offer | $398,000").
    // (Or an amount after its caption: "Asking price · For sale | $298,000".)
    const captioned =
      k > at && line.all.length === 2 && /^(?:asking|list(?:ing)?|offered|sale) price\b/i.test(line.all[0]);
    const cell =
      k === at
        ? line.all[line.all.findIndex(opens) + 1]
        : captioned
          ? line.all[line.all.length - 1]
          : line.all.length <= 2
            ? line.all[0]
            : undefined;
    if (cell === undefined || !line.cells.includes(cell)) continue;
    const m = CAPTIONED_AMOUNT.exec(cell.trim());
    // (Nor one end of a range, "$448,700 | $495,900".)
    // (On the street's own line, amounts before the street are another column's: "104 | K | $1,140.00 |
    // $4,560.00 | 1120 Capitol Avenue, Unit 704 | $389,000", a ticket invoice's row beside the listing.)
    const from = k === at ? line.all.findIndex(opens) : 0;
    if (
      !m ||
      NOT_PRICE_CAPTION.test(m[3] ?? '') ||
      line.all.slice(from).filter((c) => /^\$\s?\d/.test(c)).length > 1
    )
      continue;
    const price = parseMoney(m[1] as string);
    if (price === null || price < 100) continue;
    // (An old price over the new one, "$480,000" / "$459,000", is a price cut's, read as one below.)
    if (STANDALONE_AMOUNT.test(doc.lines[k + 1]?.all.join(' ').trim() ?? '')) return undefined;
    return { price, rent: Boolean(m[2]) || /\b(?:rent|lease)\b/i.test(m[3] ?? '') };
  }
  return undefined;
}
/**
 * A sale told in prose, "Sold for $538,000 in six days" ("Closed 02/27/2026 at $486,500"), and its amount; not another home's told in
 * the same sentence (a viewer's "Our house two streets over sold for $1.05M", a neighbour's, "4233
 * two doors down sold for $812,000"), nor an
 * amount in millions cut short ("$1.05M").
 */
export const SOLD_FOR =
  /(?<!\b(?:our|my|their|his|her|neighbou?rs?['’]?s?|next door|streets? over|doors?\s+(?:down|away|over)|down the (?:street|block|road)|around the corner|across the street|another|other)\b[^.!?\n]{0,40})\b(?:sold|closed)(?:\s(?:on\s)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)?\s+(?:for|at)\s+(\$\s?\d[\d,]*)(?![\d.,]*\s?(?:[mk]|million)\b)/i;

/**
 * A headline amount ("$895,000 | 3 BR · 2.5 BA") stands before any "Sold for $1,120,000", and is
 * another sum: the sales told after the listing's own price are other homes' (a newsletter's
 * just-sold column, a flyer's "our recent sales").
 */
function headlineAmount(doc: Doc): number | null {
  for (const line of doc.lines) {
    const cells = line.paired ? line.cells.slice(0, 1) : line.cells;
    const cell = cells.find((c) => STANDALONE_AMOUNT.test(c));
    if (cell) return parseMoney(cell);
  }
  return null;
}

export function soldAfterHeadlinePrice(doc: Doc): boolean {
  let headline: number | null = null;
  for (const line of doc.lines) {
    const cells = line.paired ? line.cells.slice(0, 1) : line.cells;
    const joined = line.all.join(' ');
    const sold = joined.match(SOLD_FOR);
    // (A fee or an estimate's total printed first, "$150" of a deposit, is no headline price.)
    if (sold) {
      const amount = parseMoney(sold[1]);
      return headline !== null && amount !== headline && !(headline < 10_000 && (amount ?? 0) >= 50_000);
    }
    if (headline === null) {
      const cell = cells.find((c) => STANDALONE_AMOUNT.test(c));
      if (cell) headline = parseMoney(cell);
    }
  }
  return false;
}

/** Banner words ("JUST LISTED", "SOLD", "FOR LEASE") and phrases in prose. */
export function findListingType(doc: Doc): ListingType | '' {
  // (A column's heading over amounts, "Sold" over "$489,000" and "$532,500" in a table of area sales
  // whose cells were set apart, is no banner.)
  const headsAmounts = (i: number) =>
    [1, 2].every((k) => /^\$\s?\d[\d,]*$/.test(doc.lines[i + k]?.all.join(' ').trim() ?? ''));
  for (const [i, line] of doc.lines.entries()) {
    // A banner in spaced capitals ("J U S T S O L D") reads as its words.
    const joined = line.all.join(' ');
    const spaced = /^(?:[A-Z] ){3,}[A-Z]$/.test(joined);
    const cell = spaced ? spacedBanner(joined.replace(/ /g, '')) : joined;
    // A longer banner in spaced capitals ("C L A S S A O F F I C E F O R L E A S E") says what it is
    // within its letters.
    if (spaced) {
      const letters = joined.replace(/ /g, '');
      if (/FORLEASE|FORRENT|NOWLEASING/.test(letters)) return 'For Rent';
      if (/JUSTSOLD/.test(letters)) return 'Sold';
      if (/COMINGSOON/.test(letters)) return 'Coming Soon';
    }
    // (A file's status set after the listing's full address: "1230 Columbia Street, Unit 1508, San
    // Diego, CA 92101 Closed", an escrow's or a transaction's.)
    const status = /,\s[A-Z]{2}\s\d{5}(?:-\d{4})?\s(Closed|Sold|Recorded|Funded)$/.exec(joined);
    if (status && i < 12) return 'Sold';
    // (A status that says the home sold, with the date it closed: "Sold · closed May 21, 2026", "Sold
    // price · Sold · April 30, 2026", after a heading "ABOUT THE BUILDING · SOLD · CLOSED APRIL 30, 2026",
    // or the closing alone.)
    if (
      /\b(?:(?:sold(?: price)?\s(?:[·|]\s)?)+(?:closed\s)?|closed\s)[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}$/i.test(
        cell,
      )
    )
      return 'Sold';
    // (Or an amount over the caption that says what it sold for: "$712,500" over "Sold for".)
    if (
      /^(?:sold for|sold price|closed price)$/i.test(cell.trim()) &&
      // (The amount may end a line of other cells: "Sold · Closed 06/01/2026 | $1,265,000".)
      /^\$\s?\d[\d,]*$/.test(doc.lines[i - 1]?.all.at(-1)?.trim() ?? '')
    )
      return 'Sold';
    if (cell.split(/\s+/).length <= 4) {
      if (/^(?:just\s+)?sold!?$/i.test(cell) && !headsAmounts(i)) return 'Sold';
      if (
        /^(?:coming\s+soon|pre-?market(?:\s+preview)?|pre-?listing(?:\s+preview)?|sneak\s+peek)!?$/i.test(
          cell,
        )
      )
        return 'Coming Soon';
      if (/^(?:for\s+(?:rent|lease)|now\s+leasing|available\s+for\s+(?:rent|lease)|rental)!?$/i.test(cell))
        return 'For Rent';
      if (
        /^(?:for\s+sale|just\s+listed|new\s+listing|new\s+to\s+market|open\s+house|price\s+reduced)!?$/i.test(
          cell,
        )
      )
        return 'For Sale';
    }
  }
  const text = doc.fullText;
  if (
    /\b(?:for\s+(?:rent|lease)|available\s+(?:to|for)\s+(?:rent|lease)|monthly\s+rent|lease\s+terms?|per\s+month\s+lease)\b/i.test(
      text,
    )
  )
    return 'For Rent';
  // (Or a home told as not yet listed: "See it before it goes on the market", "Expected list price",
  // "COMING THIS DECEMBER".)
  if (
    /\b(?:coming\s+soon|pre-?market|coming\s+to\s+(?:the\s+)?market|before\s+it\s+(?:goes|comes|hits)\s+(?:on|to|onto)\s+(?:the\s+)?market|before\s+it\s+is\s+(?:offered\s+(?:publicly|to\s+the\s+public)|listed)|expected\s+list\s+price|coming\s+(?:this|next)\s+(?:week|month|season|spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december))\b/i.test(
      text,
    )
  )
    return 'Coming Soon';
  // (A page that leads with "Just listed" and mentions a sale further down, a blog's "Just Sold (52)"
  // category or a related post, is for sale: the first of the two is the page's own.)
  const sold = /\bjust\s+sold\b/i.exec(text);
  const listed = /\b(?:just\s+listed|new\s+listing)\b/i.exec(text);
  if (sold && (!listed || sold.index < listed.index)) return 'Sold';
  if (SOLD_FOR.test(text) && !soldAfterHeadlinePrice(doc)) return 'Sold';
  // "Off-market deals for investors" sells homes that are not on the MLS: they are for sale.
  // (So is one sold privately: "Private offering", "without putting it on the market", "Not on the
  // MLS".)
  if (
    /\boff[- ]market\b(?!\s+(?:deals?|opportunit|investment|inventory|wholesale))|\bprivate\s+(?:offering|listing|sale)\b|\bpocket\s+listing\b|\bwithout\s+(?:putting|listing)\s+it\s+on\s+the\s+(?:market|mls)\b|\bnot\s+on\s+the\s+mls\b/i.test(
      text,
    )
  )
    return 'Off Market';
  if (
    /\boff[- ]market\s+(?:deals?|opportunit|investment|inventory|wholesale)/i.test(text) &&
    /\$\s?\d/.test(text)
  )
    return 'For Sale';
  // A letter to the owner of a listing that expired: the home is off the market until it is listed again.
  if (/\b(?:your\s+)?listing\b[^.\n]{0,60}\bexpired\b|\bexpired\s+listing\b/i.test(text)) return 'Off Market';
  if (/\b(?:for\s+sale|just\s+listed|new\s+listing|offered\s+at)\b/i.test(text)) return 'For Sale';
  return '';
}

const BANNERS = [
  'JUSTSOLD',
  'SOLD',
  'COMINGSOON',
  'FORRENT',
  'FORLEASE',
  'FORSALE',
  'JUSTLISTED',
  'NEWLISTING',
  'OPENHOUSE',
  'PRICEREDUCED',
  'NOWLEASING',
];

function spacedBanner(letters: string): string {
  if (!BANNERS.includes(letters)) return letters;
  return letters.replace(/^(JUST|COMING|FOR|NEW|OPEN|PRICE|NOW)(?=.)/, '$1 ').toLowerCase();
}

export function validYear(year: number | null): number | null {
  if (year === null || !Number.isInteger(year)) return null;
  return year >= 1800 && year <= new Date().getFullYear() ? year : null;
}
