import { isContactLine } from './find-contact.ts';
import { AGENCY_WORDS, EMAIL, PHONE, PRINT_STAMP } from './listing-patterns.ts';
import type { FieldKey } from './listing-vocabulary.ts';
import { looksLikeStreet, type ParsedAddress, parseAddress } from './parse-address.ts';
import type { Doc } from './read-document.ts';
import { isShortened, normalStreet } from './same-address.ts';

// The listing's address.

export function findAddress(doc: Doc, labelled: Map<FieldKey, string[]>): ParsedAddress {
  const address = withState(doc, withUnit(doc, withZip(doc, withoutCity(listingAddress(doc, labelled)))));
  return { ...address, Street: spelledOut(address.Street, doc.fullText) };
}

/**
 * The listing's own header when the page has one (`listingHeader`); else the first address the page
 * gives, unless it is someone's (a name or a greeting on the line over it) or a letterhead's with nothing of a listing
 * printed around it, and a later address has a listing's words beside it: a fuel dealer's customer on
 * a delivery ticket, a portal's signed-in tenant, a mailer's addressee come before the home for sale.
 */
function listingAddress(doc: Doc, labelled: Map<FieldKey, string[]>): ParsedAddress {
  const header = listingHeader(doc);
  if (header) return header;
  const first = addressOf(doc, labelled);
  if (
    !first.Street ||
    !first.City ||
    listed(doc, first.Street) ||
    !(someones(doc, first.Street) || letterhead(doc, first.Street))
  )
    return first;
  const passed = new Set([normalStreet(first.Street)]);
  for (let k = 0; k < 4; k++) {
    const next = addressOf(doc, labelled, passed);
    if (!next.Street || passed.has(normalStreet(next.Street))) break;
    if (listed(doc, next.Street)) return next;
    passed.add(normalStreet(next.Street));
  }
  return first;
}

/** The lines that print a street. */
const linesOf = (doc: Doc, street: string) => {
  const key = street.toLowerCase();
  return doc.lines.flatMap((l, i) => (l.all.some((c) => c.toLowerCase().includes(key)) ? [i] : []));
};

/** What a listing prints around its address: its status, its rooms, its size, its price alone on a line. */
const LISTING_CUE =
  /\b(?:for sale|for rent|for lease|coming soon|just listed|new listing|featured (?:home|listing|property)|open house|sold|list(?:ing)? price|asking|offered at|bedrooms?|beds?|baths?|bathrooms?|sq\.? ?ft|square feet)\b|\b\d\s?(?:br|bd|ba)\b|^\$\d{1,3}(?:,\d{3}){1,2}$/i;

/** A street printed with a listing's words within three lines of it, wherever the page prints it. */
function listed(doc: Doc, street: string): boolean {
  return linesOf(doc, street).some((at) =>
    doc.lines.slice(Math.max(0, at - 3), at + 4).some((l) => LISTING_CUE.test(l.all.join(' | '))),
  );
}

/**
 * A firm's letterhead: the street on one of the page's first lines, the firm's phone or email beside
 * it (a home health agency's over its visit calendar, a nurse's duplex for sale further down).
 */
function letterhead(doc: Doc, street: string): boolean {
  const at = linesOf(doc, street)[0];
  return (
    at !== undefined &&
    at <= 3 &&
    (EMAIL.test(doc.lines[at].all.join(' ')) || PHONE.test(doc.lines[at].all.join(' ')))
  );
}

/** A person's address: a name alone or a greeting on the line over it ("Lorraine Dube", "Welcome back, Olivia"). */
function someones(doc: Doc, street: string): boolean {
  const at = linesOf(doc, street)[0];
  const above = doc.lines[at - 1];
  if (!above || above.para !== doc.lines[at].para) return false;
  // (A cell of its own when a column of prose runs beside the panel: "... sitting longest. | Helen and
  // Arthur Whitcombe".)
  return above.all.some(
    (cell) =>
      // (A title may come first: "Mr. Daniel Okafor", a hotel guest's or a ticket holder's.)
      (/^(?:(?:Mr|Mrs|Ms|Mx|Dr)\.? )?[A-Z][a-z]+(?: [A-Z]\.)?(?: (?:and|&) [A-Z][a-z]+)? [A-Z][a-z'’-]+$/.test(
        cell,
      ) &&
        !STREET_WORD.test(cell)) ||
      /^(?:(?:welcome(?: back)?|hi|hello|dear),? [A-Z][a-z]+)/i.test(cell),
  );
}

/** A street's name ends on its kind: "Bellaire Boulevard" over "7315 Bellaire Boulevard" is no person. */
const STREET_WORD =
  /\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|terrace|circle|parkway|pkwy|highway|hwy|trail|pike)\.?$/i;

/**
 * The listing's street as the page spells it out elsewhere ("2214 North Kenmore Street" where a tile
 * read first printed "2214 N Kenmore St", "11820 Hull Street Road" under a record's "11820 HULL STREET
 * RD"): the same address, its words in full and in mixed case.
 */
function spelledOut(street: string, text: string): string {
  const number = /^(\d+[A-Za-z]?)\s/.exec(street)?.[1];
  // (Only a street shortened or in capitals has a fuller spelling to find.)
  if (!number || (!isShortened(street) && /[a-z]/.test(street))) return street;
  const key = normalStreet(street);
  const letters = (s: string) => (s.match(/[A-Za-z]/g) ?? []).length + (/[a-z]/.test(s) ? 100 : 0);
  let best = street;
  for (const m of text.matchAll(new RegExp(`(?<![\\w-])${number} [A-Za-z0-9 .,#'’-]{3,80}`, 'g'))) {
    const words = m[0].split(' ');
    for (let n = 2; n <= words.length; n++) {
      let candidate = words.slice(0, n).join(' ');
      while (candidate.endsWith(',') || candidate.endsWith('.')) candidate = candidate.slice(0, -1);
      if (normalStreet(candidate) !== key) continue;
      if (letters(candidate) > letters(best)) best = candidate;
      break;
    }
  }
  return best;
}

/**
 * A street read with its city when the city's line under it names the city again ("2150 Creek Road,
 * Dripping Springs" over "Dripping Springs, TX 78620"): the street alone.
 */
function withoutCity(found: ParsedAddress): ParsedAddress {
  const tail = `, ${found.City}`.toLowerCase();
  if (!found.City || !found.Street.toLowerCase().endsWith(tail)) return found;
  return { ...found, Street: found.Street.slice(0, -tail.length) };
}

/**
 * A form's address whose state box was left empty or lost ("City | Columbus | State | Zip | 43206"):
 * the state another address on the page gives the same city ("1450 W Fifth Avenue, Columbus, OH
 * 43212"), when every such address agrees.
 */
function withState(doc: Doc, found: ParsedAddress): ParsedAddress {
  if (!found.Street || !found.City || found.State) return found;
  const states = new Set<string>();
  const city = found.City.toLowerCase();
  for (const line of doc.lines)
    for (const cell of line.all) {
      const parts = cell.split(',').map((p) => p.trim());
      for (let k = 1; k < parts.length; k++) {
        const m = /^([A-Z]{2}) \d{5}\b/.exec(parts[k]);
        if (m && parts[k - 1].toLowerCase().endsWith(city)) states.add(m[1]);
      }
    }
  return states.size === 1 ? { ...found, State: [...states][0] } : found;
}

/**
 * An address read without its ZIP or state where the page also prints the street over its city with them
 * ("61207 Rimrock Juniper Lane" over "Bend, OR 97702" under a letterhead, and a print header that
 * gives "..., Bend, OR"): the ZIP of that city's line, a line or two under the street.
 */
function withZip(doc: Doc, found: ParsedAddress): ParsedAddress {
  if (!found.Street || !found.City || (found.ZipCode && found.State)) return found;
  const street = found.Street.toLowerCase();
  const city = found.City.toLowerCase();
  for (let i = 0; i < doc.lines.length; i++) {
    // (The street may follow its label in the cell: "Address 2471 Northwest Boulevard, Columbus, OH".)
    if (!doc.lines[i].all.some((c) => c.toLowerCase().includes(street))) continue;
    // (The ZIP wrapped alone onto the next line: "615 Seventh Street North, Residence 609, Minneapolis,
    // MN" over "55405".)
    const wrapped = /^(\d{5})(?:-\d{4})?$/.exec(doc.lines[i + 1]?.all[0] ?? '');
    if (wrapped && found.State && !found.ZipCode && doc.lines[i].all.some((c) => /,\s*[A-Z]{2}$/.test(c)))
      return { ...found, ZipCode: wrapped[1] };
    for (let k = i; k <= i + 2 && k < doc.lines.length; k++) {
      for (const cell of doc.lines[k].all) {
        // (Not another party's address beside it: "Billing address: 1480 Dublin Road, Columbus, OH".)
        if (ELSEWHERE.test(cell)) continue;
        // "Bend, OR 97702" or "61207 Rimrock Juniper Lane, Bend, OR 97702": its last two parts.
        const parts = cell.split(',').map((p) => p.trim());
        const m = /^([A-Z]{2}) (\d{5})(?:-\d{4})?$/.exec(parts[parts.length - 1] ?? '');
        // (Its state too, when a row of a table gave the street and the city alone: "3 | 10:40 | 2214
        // Wrenfield Drive | Ann Arbor | $624,900".)
        if (
          m &&
          parts[parts.length - 2]?.toLowerCase() === city &&
          (!found.State || m[1] === found.State) &&
          (!found.ZipCode || m[2] === found.ZipCode)
        )
          return { ...found, State: m[1], ZipCode: m[2] };
      }
    }
  }
  return found;
}

/**
 * A listing's own header, its street beside its price over its city beside the price's label
 * ("1650 Wynkoop Street, Unit 512 | $635,000" over "Denver, CO 80202 | List Price"): it wins over any
 * address a letterhead, a route or a form's labelled fields printed first (an entrant's "Street address"
 * on a car show's form).
 */
function listingHeader(doc: Doc): ParsedAddress | undefined {
  const elsewhere = elsewhereOf(doc);
  for (let i = 0; i + 1 < doc.lines.length; i++) {
    const [street, amount] = doc.lines[i].all;
    const [city, label] = doc.lines[i + 1].all;
    if (
      doc.lines[i].all.length === 2 &&
      doc.lines[i + 1].all.length === 2 &&
      looksLikeStreet(street) &&
      /^\$\s?\d[\d,]*(?:\/mo(?:nth)?)?$/.test(amount) &&
      /^(?:list(?:ing)? |asking |sale |sold |lease |monthly )?(?:price|rent)\b/i.test(label) &&
      !elsewhere.has(doc.lines[i].para)
    ) {
      const parsed = parseAddress(`${street}, ${city.split(' · ')[0].replace(STATUS_BEFORE_CITY, '')}`);
      if (parsed.Street && parsed.City && (parsed.State || parsed.ZipCode)) return parsed;
    }
  }
  return undefined;
}

/**
 * The paragraphs of addresses that are not the listing's: a postcard's mailing panel, the brokerage's
 * office, sold comparables; and a form's applicant, whose own address is where the buyer lives now
 * ("APPLICANTS | Jesse Tillman 604 Wicker Street, Apt C ...").
 */
function elsewhereOf(doc: Doc): Set<number> {
  return new Set(
    doc.lines.filter((l) => ELSEWHERE.test(l.all.join(' ')) || APPLICANT.test(l.all[0])).map((l) => l.para),
  );
}

function addressOf(
  doc: Doc,
  labelled: Map<FieldKey, string[]>,
  passed: ReadonlySet<string> = new Set(),
): ParsedAddress {
  // (An address already passed over, when the listing's is looked for further down the page.)
  const fresh = (found: ParsedAddress) => !passed.has(normalStreet(found.Street));
  // (A city is named with a capital: "City | inquiries", a heading over a column of figures beside
  // it, names none.)
  const get = (key: FieldKey) =>
    (labelled.get(key) ?? []).map((v) => v.trim()).find((v) => key !== 'city' || /^\p{Lu}/u.test(v)) ?? '';
  const result: ParsedAddress = { Street: '', City: '', State: '', ZipCode: '' };
  // A table's header row ("Address | Plan | Price") is no address: a labelled one names a street or a place.
  // An office's address in its block ("List Office | ..." / "Office Ph | ..." / "Address | 12 N Range
  // Line Rd") is the firm's, not the listing's.
  // (A sentence may run on after the ZIP: "Address: 1450 E Lakeshore Vista Dr, Unit 308, Tempe, AZ
  // 85281. Showings Tuesday through Saturday.")
  // (Or a note in brackets: "..., Chicago, IL 60605 (check in with the doorman)".)
  const upToZip = (v: string) => v.replace(/(,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?)\.?\s+(?:\p{Lu}|\().*$/u, '$1');
  const officeAddresses = new Set(
    doc.pairs
      .filter(
        (p) =>
          p.key === 'address' &&
          inOfficeBlock(doc, p.line) &&
          // (Not one labelled as the home's or the job's, "JOB ADDRESS | 1417 Thomas Avenue, ..." on a
          // form whose row above gives the owners' phone.)
          !/^(?:property|subject|job|service|inspected|listing)\b/i.test(p.label.trim()),
      )
      .map((p) => upToZip(p.value)),
  );
  const labelledAddress =
    (labelled.get('address') ?? []).map(upToZip).find((v) => {
      if (officeAddresses.has(v)) return false;
      const parsed = parseAddress(v);
      return looksLikeStreet(v) || Boolean(parsed.State || parsed.ZipCode);
    }) ||
    (labelled.get('neighborhood') ?? []).find(isFullAddress) ||
    // (A letter's or a form's "Property: 47 Dewey Street, Worcester, MA 01610": the home it is about.)
    doc.pairs.find(
      (p) =>
        /^(?:property|subject(?: property)?|premises)$/i.test(p.label.trim()) &&
        isFullAddress(p.value) &&
        /\b\d{5}(?:-\d{4})?$/.test(p.value.trim()),
    )?.value ||
    '';
  if (labelledAddress) Object.assign(result, parseAddress(labelledAddress));
  // (A street's value names one: "Street | Rehab", a table's wrapped cells read as a label and its
  // value, names none; nor does a title that opens on an article, "Street | The Hammond family and
  // their Galena home, 1858–1998", a book's in a library's record.)
  if (
    get('street') &&
    ((/\d/.test(get('street')) && !/^(?:the|a|an)\s/i.test(get('street'))) || looksLikeStreet(get('street')))
  )
    result.Street = get('street');
  // "City / ZIP: Cary, NC 27519" holds the rest of the address.
  // (A street stands in for the parse when none was labelled; it is no part of the address.)
  if (get('city').includes(','))
    fill(result, { ...parseAddress(`${result.Street || '1 Main Street'}, ${get('city')}`), Street: '' });
  else if (get('city')) result.City = get('city');
  if (get('state')) result.State = parseAddress(`x, ${get('state')}`).State || result.State;
  if (get('zip')) result.ZipCode = get('zip').match(/\d{5}/)?.[0] ?? result.ZipCode;
  if (result.Street && result.City) return result;
  // A letter names the home it is about on its "Re:" line ("Re: Just listed at 4125 Hillcrest Drive,
  // Madison, WI 53705"), whoever the letter is addressed to above it.
  if (!result.Street) {
    for (const line of doc.lines) {
      // (The subject in the line's first cell stands alone, another column's cells beside it: "Re:
      // Pre-approval for the purchase of 4127 West Quail Ridge Drive, Boise, ID | Homeowners insurance
      // quote | Open".)
      const opening = /^(?:re|regarding|subject)\s*:\s*\S/i.test(line.all[0] ?? '')
        ? line.all[0]
        : line.all.join(', ');
      const re = /^(?:re|regarding|subject)\s*:\s*(.+)$/i.exec(opening);
      const at = re ? /(?<![\d,.])(?:\d{1,6}[A-Za-z]?|\b[NSEW]\d{3,6})\s+[A-Z].*$/.exec(re[1]) : null;
      if (!at || !looksLikeStreet(at[0])) continue;
      // (Up to the ZIP: "... Austin, TX 78745 is for sale!"; or to a colon, a memo's subject after
      // the street: "318 Myrtle Avenue: Unit 2 turnover and the sale".)
      const parsed = parseAddress(
        at[0]
          .split(': ')[0]
          .replace(/(\b\d{5}(?:-\d{4})?\b).*$/, '$1')
          .replace(/[.!]$/, ''),
      );
      if (!parsed.Street) continue;
      if (parsed.City && (parsed.State || parsed.ZipCode) && fresh(parsed)) return fill(result, parsed);
      result.Street = parsed.Street;
      break;
    }
  }

  const contactAt = (l: (typeof doc.lines)[number]) =>
    EMAIL.test(l.all.join(' ')) || PHONE.test(l.all.join(' '));
  const contactParas = new Set(doc.lines.filter(contactAt).map((l) => l.para));
  // (A line of a contact's paragraph, a number or an email on it or two lines from it. A header's full
  // address three lines under the site's menu and its number is the page's own: "Sale #1882 · 6930
  // Jarboe Street, Kansas City, MO 64114".)
  const nearContact = (i: number) =>
    contactParas.has(doc.lines[i].para) &&
    doc.lines.slice(Math.max(0, i - 2), i + 3).some((l) => l.para === doc.lines[i].para && contactAt(l));
  const elsewhere = elsewhereOf(doc);
  // (A model home or a sales center is passed over at first only: a model home may be the one for
  // sale, "MODEL HOME FOR SALE" over its street, when the page gives no other.)
  // (So is the paragraph under a heading of the client a service bills, "CLIENT" over "Mark and Janelle
  // Foster" and their home in Chicago: a home watch report's subject is the house it watches.)
  const elsewhereAtFirst = new Set(
    doc.lines
      .filter(
        (l) =>
          BUILDER_SITE.test(l.all.join(' ')) ||
          (l.all.length === 1 &&
            /^(?:client|bill to|billed to|customer|account holder)s?$/i.test(l.all[0].trim())),
      )
      .map((l) => l.para),
  );
  // A firm's name alone on the line above a street ("Harbor Realty" over "38 Elm Street"), or earlier on
  // the street's own line ("DESERT SKY REALTY | 2450 N Oracle Rd ...", a letterhead): its office.
  // (Or a lender's, an insurer's or a title company's: "Olentangy Federal Mortgage" over its office.)
  const firmName = (cell: string) =>
    (AGENCY_WORDS.test(cell) || INSTITUTION.test(cell)) && !/\d/.test(cell) && cell.split(/\s+/).length <= 5;
  const office = (i: number, c: number) => {
    const above = doc.lines[i - 1];
    return (
      (above !== undefined &&
        above.para === doc.lines[i].para &&
        above.all.length === 1 &&
        firmName(above.all[0])) ||
      doc.lines[i].all.slice(0, c).some(firmName)
    );
  };
  // "Spokane, WA 99201", or without the comma when a state code and ZIP follow ("Spokane WA 99201").
  // (A city is named with a capital: "in list Closed, June" under a card's title names none. Its state
  // is a code or a name: "Restaurant, NNN", a use and a lease's type, is no city.)
  const cityLine =
    /^[A-Z][A-Za-z .'-]+,\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:\s+\d{5}(?:-\d{4})?)?$|^[A-Z][A-Za-z.'-]{0,20}(?: [A-Za-z.'-]{1,20}){0,3} [A-Z]{2} \d{5}(?:-\d{4})?$/;
  // Three passes: the first leaves out what is likely another party's (a contact's paragraph, an
  // office's suite), the second only contacts' paragraphs, the last nothing.
  for (const pass of [0, 1, 2]) {
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i];
      // (A browser's print header, "10/2/2025, 11:18 AM | 61875 Sky Harbor Rd, Joshua Tree – High
      // Desert Homestead Co.", gives the page's title, an address run into the site's name.)
      // (Nor, at first, a row of cards with a street in each: "20817 Sagebrush Court, Bend ... |
      // 63120 Obsidian Rim Drive, Bend ...", other homes of a page of results.)
      const cardRow = line.all.filter((c) => looksLikeStreet(c)).length >= 2;
      // (Nor, at first, one of a bulleted list of streets, the homes a page compares or lists.)
      const bulletStreet = (l: (typeof doc.lines)[number] | undefined) =>
        l?.bullet === true && looksLikeStreet(l.all[0]);
      const listed =
        bulletStreet(line) &&
        doc.lines.slice(Math.max(0, i - 4), i + 5).filter((l) => l !== line && bulletStreet(l)).length >= 1;
      if (
        (pass < 2 &&
          (nearContact(i) ||
            PRINT_STAMP.test(line.all[0]) ||
            cardRow ||
            listed ||
            elsewhereAtFirst.has(line.para))) ||
        elsewhere.has(line.para)
      )
        continue;
      // (In a row of streets, on the second pass, the one the page prints again is the listing's: a
      // transaction room's own street beside a menu's other rooms.)
      const timesPrinted = (cell: string) => doc.fullText.split(cell.split(/ [·•,] /)[0]).length - 1;
      const isNamed = (c: string) =>
        looksLikeStreet(c) && /^\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?[A-Z]/.test(c);
      const named = line.all.filter(isNamed);
      const mostPrinted = named.length >= 2 ? Math.max(...named.map(timesPrinted)) : 0;
      for (const [c, cell] of line.all.entries()) {
        if (pass < 2 && office(i, c)) continue;
        // (Nor, at first, a street with its suite: "320 N Meridian Street, Suite 410", an office's.)
        if (pass === 0 && SUITE.test(cell)) continue;
        if (mostPrinted > 1 && isNamed(cell) && timesPrinted(cell) < mostPrinted) continue;
        // "... NH 03801 · Rockingham Co.": what follows a middle dot is another fact (the county).
        // (And "Up/Down Duplex — 2214-2216 N. 38th Street": the street after a headline's dash.)
        // (A label run into its street, "Address 2471 Northwest Boulevard, Columbus, OH", goes too.)
        const parts = cell
          .replace(/^[A-Za-z][A-Za-z ]{0,24}:\s*/, '')
          // (Or a title's words before it, "Visit #47 (final visit): 4101 Gulf Shore Boulevard North, ...".)
          .replace(/^[A-Z][^:|]{0,40}:\s(?=\d{1,6} [A-Z])/, '')
          .replace(/^(?:property |listing |site |street )?address (?=\d)/i, '')
          .replace(/(\s\d{5}(?:-\d{4})?)\s\([^()]{1,60}\)$/, '$1')
          .split(/ [·•] | [—–-] /)
          // (A status set after the street, "9634 Bent Creek Lane Sold · Closed May 29", is no part of it.)
          .map((part) =>
            part.replace(
              / (?:Sold|SOLD|Pending|PENDING|Closed|CLOSED|Leased|LEASED|(?:[Ll]ot |[Hh]ome )?[Ff]or (?:[Ss]ale|[Rr]ent|[Ll]ease)|FOR (?:SALE|RENT|LEASE)|[Cc]oming [Ss]oon)$/,
              '',
            ),
          );
        // (A sentence may end on the street, its city on the next line: "Hi Keisha and Paul, here's your
        // plan for 6418 Calder Way" over "Indianapolis, IN 46220".)
        const closing = parts.some(looksLikeStreet) ? undefined : STREET_CLOSING.exec(parts[0] ?? '')?.[1];
        if (closing) parts[0] = closing;
        const at = Math.max(0, parts.findIndex(looksLikeStreet));
        // "729 Bayberry Court · Wilmington, NC 28405": a city after the dot is the address's own.
        const candidate =
          parts[at + 1] && cityLine.test(parts[at + 1]) ? `${parts[at]}, ${parts[at + 1]}` : parts[at];
        if (
          !looksLikeStreet(candidate) ||
          // (A street's name is written with a capital: "8 check-ins" counts an event's visitors.)
          /^\d+\s+[a-z]/.test(candidate) ||
          /\b(?:bed(?:room)?s?|bath(?:room)?s?|bds?|brs?|ba|sq|acres?|car|story|stories)\b/i.test(
            candidate,
          ) ||
          /^\d+\s+(?:units?|doors|apartments|suites)\b/i.test(candidate)
        )
          continue;
        const parsed = parseAddress(candidate);
        if (parsed.Street && parsed.City && (parsed.State || parsed.ZipCode) && fresh(parsed))
          return fill(result, parsed);
        // The city in the next cell of the line ("729 Bayberry Court · Wilmington, NC 28405").
        const beside = line.all[c + 1];
        if (beside && cityLine.test(beside)) {
          const combined = parseAddress(`${candidate}, ${beside}`);
          if (combined.City && fresh(combined)) return fill(result, combined);
        }
        // (Or the city, state and ZIP each in a cell of their own: "1532 South Quincy Avenue | Tulsa |
        // OK | 74120", a form's row.)
        const [town, state, zip] = line.all.slice(c + 1, c + 4);
        if (
          town &&
          /^[A-Z][A-Za-z .'-]{1,30}$/.test(town) &&
          /^[A-Z]{2}$/.test(state ?? '') &&
          /^\d{5}(?:-\d{4})?$/.test(zip ?? '')
        ) {
          const combined = parseAddress(`${candidate}, ${town}, ${state} ${zip}`);
          if (combined.City && combined.State && fresh(combined)) return fill(result, combined);
        }
        // The city on the next line, or a line or two further down when a column beside the address
        // set its own lines in between ("418 Main Street" / "Sale Price | $2,350,000" / "Bozeman, MT").
        for (let k = i + 1; k <= i + 3 && k < doc.lines.length; k++) {
          const next = doc.lines[k];
          // (The line right under it may be set a little apart: "4800 Heron Pointe Drive #3-204" over
          // "Tampa, FL 33615" with more space between.)
          const cityAlone =
            k === i + 1 &&
            next.all.length === 1 &&
            /^[A-Z][A-Za-z .'-]{1,30},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/.test(next.all[0]);
          if (next.para !== line.para && !cityAlone) break;
          // The city, state and ZIP ending a cell after a price or a neighbourhood ("$549,000 | Prospect
          // Lefferts Gardens, Brooklyn, NY 11226", "Upper West Side · New York, NY 10024").
          const tail = next.all.map((cell) => CITY_TAIL.exec(cell)?.[1]).find(Boolean);
          if (tail && !cityLine.test(next.all[0])) {
            const combined = parseAddress(`${candidate}, ${tail}`);
            if (combined.City && fresh(combined)) return fill(result, combined);
          }
          // (What follows a middle dot or a dash after the city is another fact: "Emerald Isle, NC
          // 28594 · Second Row from the Ocean", "Portland, OR 97231 — Sauvie Reach Moorage".)
          // (A status set before the city on a sheet's line, "SOLD Naperville, IL 60540", is no part of it.)
          const city = next.all[0].split(/ [·•—–] /)[0].replace(STATUS_BEFORE_CITY, '');
          if (!cityLine.test(city)) {
            // A line of its own, or another street, ends the search: the city would not be this street's.
            if ((k === i + 1 && next.all.length === 1) || looksLikeStreet(next.all[0])) break;
            continue;
          }
          const combined = parseAddress(`${candidate}, ${city}`);
          if (combined.City && fresh(combined)) return fill(result, combined);
        }
      }
    }
    // An address written into a sentence: "Welcome to 12 Oak Street, Austin, TX 78701."
    for (const p of doc.paragraphs) {
      if (pass < 2 && (EMAIL.test(p.text) || PHONE.test(p.text))) continue;
      if (ELSEWHERE.test(p.text)) continue;
      const m = p.text.match(INLINE_ADDRESS);
      // (Not a firm's office named with its firm in the fine print: "Greenstreet Homes PDX, 2905 NE
      // Alberta Street, Portland, OR 97211. Licensed in ...".)
      const before = m ? p.text.slice(Math.max(0, (m.index ?? 0) - 50), m.index).trim() : '';
      if (m && /,$/.test(before) && AGENCY_WORDS.test(before.split(/[.!?]\s/).at(-1) ?? '')) continue;
      if (m && pass === 0 && SUITE.test(m[1])) continue;
      if (m) {
        const parsed = parseAddress(m[1]);
        if (parsed.Street && parsed.City && fresh(parsed)) return fill(result, parsed);
      }
    }
  }
  // Last, a street standing alone in its cell with a city, state and ZIP alone in theirs a few lines
  // under it, a heading or a row of facts set between them ("88 Lick Creek Hollow" / "RENTAL DETAILS"
  // / "McCall, ID 83638"), when nothing else on the page is an address.
  // (The street may hold its unit, "1419 Anderson Street, Unit 6".)
  // A page whose header is read line by line with a contact card beside it ("1419 Anderson Street, Unit
  // 6 | Leasing agent" / "Bull City Residential" / "Durham, NC 27705" / "(919) 555-0184") sets the
  // listing's street and city in the card's paragraph: read there too, when nothing else was found,
  // a street that opens its line under no firm's name.
  const cityAlone = /^[A-Z][A-Za-z .'-]{1,30},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;
  const streetAlone = (c: string) =>
    looksLikeStreet(c) && /^[^,]*(?:,\s*(?:unit|apt\.?|apartment|#)\s*[\w-]{1,6})?$/i.test(c);
  for (const inCards of [false, true]) {
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i];
      if ((contactParas.has(line.para) && !inCards) || elsewhere.has(line.para)) continue;
      const at = line.all.findIndex(
        (c, k) => streetAlone(c) && !office(i, k) && (!contactParas.has(line.para) || k === 0),
      );
      if (at < 0 || /\b(?:bed(?:room)?s?|bath(?:room)?s?|sq|acres?)\b/i.test(line.all[at])) continue;
      for (let k = i + 1; k <= i + 3 && k < doc.lines.length; k++) {
        const next = doc.lines[k];
        if ((contactParas.has(next.para) && !inCards) || next.all.some(looksLikeStreet)) break;
        const city = next.all.find((c) => cityAlone.test(c));
        if (!city) continue;
        const combined = parseAddress(`${line.all[at]}, ${city}`);
        if (combined.Street && combined.City && fresh(combined)) return fill(result, combined);
      }
    }
  }
  // (Or a street with its city, "1847 N Rolfe Street, Arlington", and the same city with its state and
  // ZIP a line or three under it, a menu's items set between them: "Arlington, VA 22209".)
  for (let i = 0; i < doc.lines.length; i++) {
    if (contactParas.has(doc.lines[i].para) || elsewhere.has(doc.lines[i].para)) continue;
    for (const cell of doc.lines[i].all) {
      if (!looksLikeStreet(cell)) continue;
      const parsed = parseAddress(cell);
      if (!parsed.Street || !parsed.City || parsed.State || parsed.ZipCode) continue;
      const city = doc.lines
        .slice(i + 1, i + 4)
        .flatMap((l) => l.all)
        .find((c) => cityAlone.test(c) && c.toLowerCase().startsWith(`${parsed.City.toLowerCase()},`));
      const combined = city ? parseAddress(`${parsed.Street}, ${city}`) : undefined;
      if (combined && fresh(combined)) return fill(result, combined);
    }
  }
  return result;
}

/** A line among an office's or an agent's labelled details: its paragraph names the office or holds a phone. */
function inOfficeBlock(doc: Doc, line: number): boolean {
  const para = doc.lines[line]?.para;
  return doc.lines.some(
    (l) =>
      l.para === para &&
      (/^(?:list(?:ing)?\s+)?(?:office|brokerage|agent|broker)\b/i.test(l.all[0] ?? '') ||
        PHONE.test(l.all.join(' ')) ||
        EMAIL.test(l.all.join(' '))),
  );
}

const CITY_TAIL =
  /(?:^|,\s|\s·\s|\|\s)([A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,2},\s*[A-Z]{2}\s+\d{5})(?:-\d{4})?$/;

/** A status set before a city on a sheet's line: "SOLD Naperville, IL 60540". */
const STATUS_BEFORE_CITY = /^(?:SOLD|JUST SOLD|PENDING|ACTIVE|NEW|LEASED)\s+(?=\p{Lu}\p{Ll})/u;

/** A street that ends a sentence: "... here's your plan for 6418 Calder Way". */
const STREET_CLOSING = /\b(?:for|at)\s+((?:\d{1,6}[A-Za-z]?|[NSEW]\d{3,6})\s+[A-Z][^,.;:!?|]{2,40})$/;

/** An office's suite after its street: "320 N Meridian Street, Suite 410". */
const SUITE = /,\s*(?:suite|ste\.?)\s+#?\d/i;

const BUILDER_SITE = /\b(?:model home|sales (?:center|office))\b/i;

/** A form's label of the people applying for a loan or a policy. */
const APPLICANT = /^(?:co-)?(?:applicants?|borrowers?)(?:\s?\(s\))?:?$/i;

/** A lender's, an insurer's or a title company's name. */
const INSTITUTION =
  /\b(?:mortgage|bank|lending|lender|credit union|savings|insurance|mutual|assurance|title|escrow|settlement)\b/i;

// (A mailing panel's presort line, "*******AUTO**5-DIGIT 84102", heads the recipient's address too.)
const ELSEWHERE =
  /\*{2,}auto\b|\b(?:car-rt|[35]-digit)\b|\b(?:current resident|postal customer|presorted|prsrt|first[- ]class mail|u\.?s\.? postage|postage paid|permit no|return service requested|address service requested|ecrwss|visit us at|our office|office address|mail(?:ed)? to|mailing address|(?:billing|invoice|remittance) address|(?:current|present|previous|prior) address|(?:applicant|borrower|buyer|insured)(?:['’]s)? (?:current |mailing )?address|return to|remit to|managed by|recently sold|sold comparables?|comparable sales|nearby sales|neighbou?rhood sales)\b/i;

// (The street may hold its unit: "1200 Riverside Drive, Unit 318, Reno, NV 89503". A number right
// before the house number is a date's year, "Opened Apr 24, 2026 3318 Tejon Street, ...", no part of it.)
// The city is one to three words with whitespace between them: words that could also split without
// whitespace made one long word try every split (a 3 KB line blocked for seconds).
export const INLINE_ADDRESS =
  /(?<![\w,])((?:\d+[A-Za-z]?|[NSEW]\d{3,6})(?!\s\d+\s)(?:\s+[A-Z0-9][\w.'#-]*){1,5}(?:,\s*(?:Unit|Apt\.?|Apartment|#)\s*#?[\w-]{1,6})?,\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2},\s*(?:[A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+\d{5}(?:-\d{4})?)\b/;

export function isFullAddress(value: string | undefined): boolean {
  if (!value || !looksLikeStreet(value)) return false;
  const parsed = parseAddress(value);
  return Boolean(parsed.Street && parsed.City && (parsed.State || parsed.ZipCode));
}

/**
 * A building's street, when the page also names one unit in it ("2021 Thornbury Street" and later
 * "2021 Thornbury Street #1009, Sarasota", or "410 Main Street, Suite 510" under the building's
 * address): the listing is the unit. An office's suite in the contact block is not.
 */
function withUnit(doc: Doc, found: ParsedAddress): ParsedAddress {
  if (!found.Street || /(?:#|\bunit\b|\bapt\b|\bsuite\b|\bste\b)/i.test(found.Street)) return found;
  const street = found.Street.toLowerCase();
  for (const line of doc.lines) {
    if (isContactLine(line)) continue;
    for (const cell of line.all) {
      if (!cell.toLowerCase().startsWith(street)) continue;
      const unit = /^(,?)\s*((?:#\s?|(?:unit|apt\.?|apartment|suite|ste\.?)\s+#?)[A-Za-z0-9-]{1,6})\b/i.exec(
        cell.slice(street.length),
      );
      if (unit) return { ...found, Street: `${found.Street}${unit[1]} ${unit[2]}` };
    }
  }
  return found;
}

function fill(target: ParsedAddress, source: ParsedAddress): ParsedAddress {
  // A table's "1600 Glenarm Pl #1207" is the headline's "1600 Glenarm Place #1207" abbreviated: the
  // same number and street name, spelled out in full.
  const words = (s: string) => s.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
  if (
    target.Street &&
    source.Street.length > target.Street.length &&
    words(source.Street) === words(target.Street) &&
    /^\d/.test(target.Street)
  )
    target.Street = source.Street;
  for (const key of ['Street', 'City', 'State', 'ZipCode'] as const) target[key] ||= source[key];
  return target;
}
