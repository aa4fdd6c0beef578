import { AGENCY_WORDS, AGENT_HEADING, EMAIL, LEAD_IN, PHONE, STREET_START } from './listing-patterns.ts';
import { type FieldKey, fieldForLabel } from './listing-vocabulary.ts';
import { type ParsedAddress, US_STATES } from './parse-address.ts';
import { type Doc, headingAbove, initialsOf, type Line } from './read-document.ts';

const CO_AGENT =
  /^(?:also\s+(?:listed|presented|represented|offered|marketed)\s+(?:with|by)|co-?list(?:ed|ing)(?:\s+(?:agent|with|by))?|co-?agent|in\s+association\s+with)\b/i;

/** "with Lacey Odum, Buyer Specialist, 615-...": a second agent set under the listing agent's card. */
const WITH_AGENT = /^(?:[Ww]ith|[Aa]nd|&)\s+[A-Z][a-z'’-]+\s+[A-Z]/;

/** "Shelby Reeves | Buyer Specialist": the buyers' agent of the team, not the one listing the home. */
const BUYER_AGENT = /\bbuyers?(?:'s?|’s?)?\s+(?:agent|specialist|representative|rep)\b/i;
/** The reader's own agent named on a buyer's page: "Your agent", "YOUR LEASING AGENT". */
const READERS_AGENT = /^your\s+(?:[a-z]+\s+)?(?:agent|realtor)\b/i;
/** A line that names the listing's own agent or firm: "Listing agent", "Listing courtesy of ...". */
const LISTING_SIDE =
  /^(?:(?:listing|leasing|list)\s+(?:agent|broker|agt)|listed by|(?:listing\s+)?courtesy of)\b/i;

/** A lender's card on the flyer ("Tom Fox, NMLS #12345", "Harbor Mortgage"): never the agent's. */
/** A press release's contact for reporters, not the listing's agent. */
const MEDIA_CONTACT = /\b(?:media|press)\s+(?:contact|inquir(?:y|ies)|relations)\b|\bpublic\s+relations\b/i;
/** A value that is a phone number and nothing else. */
const PHONE_ALONE = new RegExp(`^\\s*(?:${PHONE.source})\\s*$`);
/** An advertiser's block set on the page: "This page sponsored by", "Advertisement". */
const SPONSOR = /^(?:this page (?:is )?sponsored by|sponsored by|(?:paid )?advertisement|our sponsor)\b/i;
const LENDER = /\b(?:nmls|loan\s+officer|lender|lending|mortgage|home\s+loans?)\b/i;
/**
 * A heading over another party's card set beside the agent's: a short sale's negotiator, the title or
 * escrow company's closer, a housing program's administrator, a relocation company's coordinator.
 */
const OTHER_PARTY =
  /^(?:short[- ]sale negotiat(?:ion|or)|negotiat(?:ion|or)|title (?:&|and) (?:closing|escrow)|(?:your\s+)?(?:[a-z&'.-]+\s+){0,3}title (?:company|contact)|escrow(?: officer| contact)?|closing (?:agent|attorney)|settlement agent|program (?:contact|administrator|office)|(?:property |association )?management(?: company| contact)?|(?:hoa|association) contact|(?:relocation|transferee) (?:coordinator|contact)|(?:move|relocation) manager)s?:?$/i;

/** Another trade's person named on a form's row: "INSPECTOR'S NAME", "Appraiser", "Installer". */
const OTHER_TRADE =
  /\b(?:inspector|appraiser|technician|installer|surveyor|photographer|contractor|mover|exterminator)(?:['’]?s)?\b/i;

/** A form's label of the client it serves: a mover's shipper or customers, an insurer's insured. */
const CLIENT_LABEL = /^(?:shippers?|customers?|(?:named )?insured(?:\(s\))?|transferees?)\b(?!['’])/i;

function isCoAgent(cell: string): boolean {
  return CO_AGENT.test(cell) || WITH_AGENT.test(cell);
}

// The agent's contact.

export function isContactLine(line: Line): boolean {
  const t = line.all.join(' | ');
  return EMAIL.test(t) || PHONE.test(t) || LEAD_IN.test(line.all[0]);
}

/**
 * A North American number in one form, "(303) 555-0147", however the document wrote it (dashes,
 * dots, spaces, a leading 1): the property's contact reads the same from every layout. Anything else
 * (an extension, another country) stays as written.
 */
export function formatPhone(phone: string): string {
  let digits = '';
  for (const ch of phone) if (ch >= '0' && ch <= '9') digits += ch;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const TITLE_WORDS = new Set(
  'managing associate broker brokers agent listing selling sales salesperson realtor realtor® principal designated owner licensed real estate team lead leader senior and of leasing consultant manager advisor specialist representative assistant coordinator partner president vice executive director'.split(
    ' ',
  ),
);

/**
 * The cells under a heading naming the agent, in a row of two or more contact headings, and the
 * headings' line.
 */
function agentColumn(doc: Doc): { cells: string[]; line: number } {
  for (let i = 0; i < doc.lines.length; i++) {
    const head = doc.lines[i].all;
    const k = head.findIndex((c) => AGENT_HEADING.test(c.trim()));
    if (k < 0 || head.length < 2 || head.length > 4) continue;
    // "Presented by | Garrett Lindqvist | Amaya Solano": a label before the names on its row, not a
    // column's heading.
    if (head.some((c, m) => m > k && isPersonName(c.trim()))) continue;
    const out: string[] = [];
    // The last heading's column is each row's last cell, however many cells the table beside it has.
    const last = k === head.length - 1;
    for (let j = i + 1; j < Math.min(doc.lines.length, i + 7); j++) {
      const row = doc.lines[j].all;
      // (The first column's first line alone right under the headings, the card beside it starting
      // lower: "LISTING BROKER | CHURCH CONTACTS" over "Brenda Yoder" over "Wayne-Holmes Realty | Rev.
      // Paul Hershberger".)
      if (
        k === 0 &&
        j === i + 1 &&
        row.length === 1 &&
        doc.lines[j].para === doc.lines[i].para &&
        isPersonName(cleanSegment(row[0]))
      ) {
        out.push(row[0]);
        continue;
      }
      // (A label of the facts beside the cards may open the headings' row, "Living area | SELLER |
      // LISTING AGENT", over rows of the cards alone.)
      const width = head.length - (fieldForLabel(head[0]) !== undefined && k >= 2 ? 1 : 0);
      if (last ? row.length < Math.max(width, 2) : row.length !== head.length) {
        if (out.length > 0) break;
        continue;
      }
      out.push(last ? row[row.length - 1] : row[k]);
    }
    if (out.length > 0) return { cells: out, line: i };
  }
  return { cells: [], line: -1 };
}

/** A heading naming the agent on a row of contacts: "LISTING AGENT", "Leasing Agent", "Selling Broker". */
const AGENT_ROW_HEADING =
  /^(?:(?:listing|leasing|list|selling|sales|rental)\s+(?:agent|broker|associate|realtor)s?|your\s+agent|presented\s+by|listed\s+by)$/i;

/**
 * "YOUR RELOCATION CONTACT | Brenna Castellanos | LEASING AGENT | Desmond Achterberg": a row of
 * contacts, each name after its heading. The agent is the name after the agent's heading; the rows
 * under it set one cell (a title and a firm) or one email per contact in the same order, so the
 * agent's firm and email are those in the agent's place.
 */
function headedAgent(doc: Doc): { name: string; firm: string; email: string; phone: string } | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    const cells = doc.lines[i].all.map((c) => c.trim());
    const names = cells.flatMap((c, k) => (k > 0 && isPersonName(cleanSegment(c)) ? [k] : []));
    if (names.length < 2 || names.some((k) => isPersonName(cleanSegment(cells[k - 1])))) continue;
    const at = names.findIndex((k) => AGENT_ROW_HEADING.test(cells[k - 1]));
    if (at < 0) continue;
    let firm = '';
    let email = '';
    // (The numbers run in a row of their own under the cards as the emails do: "(270) 555-0154 |
    // (270) 555-0136" under the auctioneer's and the broker's names.)
    let phone = '';
    for (let j = i + 1; j < Math.min(doc.lines.length, i + 5); j++) {
      const row = doc.lines[j].all;
      if (!firm && row.length === names.length)
        firm = segmentsOf(row[at].replace(PHONE, ' | ').replace(EMAIL, ' | ')).find(isFirmName) ?? '';
      const emails = row.join(' | ').match(new RegExp(EMAIL.source, 'g')) ?? [];
      if (!email && emails.length === names.length) email = emails[at];
      const phones = row.join(' | ').match(new RegExp(PHONE.source, 'g')) ?? [];
      if (!phone && phones.length === names.length) phone = phones[at].trim();
    }
    return { name: cleanSegment(cells[names[at]]), firm, email, phone };
  }
  return undefined;
}

/** The words a firm's name ends with, alone on a line ("Management", "Realty Group"). */
const FIRM_TAIL =
  /^(?:(?:real estate|realty|properties|property|management|group|partners|brokerage|associates|advisors|company|international|commercial|co\.|inc\.?|llc|ltd)[ ,&]{0,3}){1,3}$/i;

/**
 * The word a job title ends with ("Home Sales Consultant", "Global Real Estate Advisor", "Ranch
 * Specialist"): a firm's name ends in a plural ("Advisors", "Partners") or a firm word, a title in
 * the one person's role.
 */
const TITLE_TAIL = new Set(
  'agent broker advisor adviser consultant specialist salesperson saleswoman salesman realtor associate manager director coordinator representative assistant expert'.split(
    ' ',
  ),
);

/** "Managing Broker", "Associate Broker", "Broker/Owner": the agent's title, not the agency's name. */
export function isJobTitle(segment: string): boolean {
  // A monogram set before the title ("TB Broker/REALTOR®": the agent's initials in a badge).
  const words = segment
    .replace(/^[A-Z]{2,3}\s+(?=[A-Z])/, '')
    .toLowerCase()
    .split(/[\s/,&-]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 6 || /\d|@/.test(segment)) return false;
  if (words.length <= 4 && words.every((w) => TITLE_WORDS.has(w))) return true;
  return TITLE_TAIL.has(words[words.length - 1].replace(/®$/, ''));
}

/** "Your Saguaro Springs Team", "The Marlowe Hart Team": a team's signature, not one person. */
function isTeamName(segment: string): boolean {
  return /^(?:your|our|the|meet)\s/i.test(segment) || /\steam$/i.test(segment);
}

/**
 * The words of a department or a line of the letterhead's small print ("Residential Brokerage",
 * "Commercial Division"): a firm's own name has at least one word of its own besides them.
 */
const GENERIC_FIRM_WORDS = new Set(
  'residential commercial luxury new home homes land ranch farm investment investments brokerage brokers real estate realty properties property group sales leasing rentals rental division department office offices services management company international global fine inc llc ltd co corp lp llp pc pa the and & of'.split(
    ' ',
  ),
);

/** Firm names ending in a word that is no agency word elsewhere: "Eastside Lone Star Leasing". */
const FIRM_END = /\b(?:leasing|sales|residential|collective)$/i;

/** Brokerage brands whose names hold no firm word, some shaped like a person's name. */
const FIRM_BRAND =
  /\b(?:windermere|engel\s?(?:&|and)\s?v(?:ö|o|oe)lkers|howard\s+hanna|long\s?(?:&|and)\s?foster|william\s+raveis|brown\s+harris\s+stevens|weichert|baird\s?(?:&|and)\s?warner|john\s+l\.?\s+scott|realty\s+one)\b/i;

/**
 * A firm's name as an agency: it holds a firm word, is neither a person nor a title nor a
 * department, names no licence ("Oregon Real Estate Agency licensed brokerage #2004"), and is set in
 * capitals as names are ("Showings through management" is a sentence).
 */
export function isFirmName(segment: string): boolean {
  if (FIRM_BRAND.test(segment) && !/\d|@/.test(segment)) return true;
  if (isOtherTradeFirm(segment)) return false;
  if (!AGENCY_WORDS.test(segment) && !FIRM_END.test(segment)) return false;
  if (isPersonName(segment) || isJobTitle(segment)) return false;
  if (/\blicen[cs]e|#/i.test(segment)) return false;
  // ("Assigned by Meridian Mobility Partners": the firm that assigned the agent, not the agent's.)
  if (/^(?:assigned|provided|powered|sponsored|referred|arranged|managed|brought)\s+by\b/i.test(segment))
    return false;
  const words = segment.toLowerCase().split(/\s+/);
  if (words.every((w) => GENERIC_FIRM_WORDS.has(w.replace(/[.,]$/, '')))) return false;
  // Only short joining words ("of", "and", "the") stay in lower case in a firm's name.
  return !segment.split(/\s+/).some((w) => /^[a-z]{4,}$/.test(w));
}

/**
 * A firm of another trade working on the home, "Ocean State Estate Services", "Palmetto Coast Pest
 * Control", "Meridian Loan Servicing", "Commonwealth Real Estate School": no brokerage, unless its name
 * says it is one ("Front Range Relocation Realty").
 */
const OTHER_TRADE_FIRM =
  /\b(?:estate (?:sales?|services|liquidators)|pest|exterminat\w*|termite|apprais(?:al|als|ers?)|loan servicing|mortgage|lending|translations?|language|relocation|(?:community|association) management|media|photography|school|academy|insurance|title|escrow|moving|movers|inspections?|survey(?:ing|ors)|staging|chimney|sweeps?|solar|hvac|plumbing|elevators?|engineer(?:ing|s)|roofing|landscaping|architects?)\b/i;
export function isOtherTradeFirm(segment: string): boolean {
  return OTHER_TRADE_FIRM.test(segment) && !/\b(?:realty|realtors?|brokerage|leasing)\b/i.test(segment);
}

/** "Pine Barrens Realty Group 210 White Horse Pike": the firm, without the office's street. */
function withoutStreet(segment: string): string {
  return segment.replace(/(?<=[\p{L}.)])\s+\d{1,6}\s+\p{Lu}.*$/u, '');
}

/** A cell that is an email address and nothing else. */
const EMAIL_ONLY = new RegExp(`^${EMAIL.source}$`);

export function findContact(doc: Doc, labelled: Map<FieldKey, string[]>, address: ParsedAddress) {
  // A listing sent by email, printed from the reader's mailbox: the addresses on its "To:" line are
  // the reader's, and so is every line that shows them (the mailbox's own header).
  const readers = new Set<string>();
  for (const line of doc.lines) {
    const t = line.all.join(' | ');
    if (!/^(?:to|cc|bcc)\s*:/i.test(t)) continue;
    for (const m of t.matchAll(new RegExp(EMAIL.source, 'g'))) readers.add(m[0].toLowerCase());
  }
  const isReaders = (line: Line) => {
    if (readers.size === 0) return false;
    const found = line.all.join(' | ').match(new RegExp(EMAIL.source, 'g')) ?? [];
    return found.some((e) => readers.has(e.toLowerCase()));
  };
  const contact = { Name: '', Phone: '', Email: '', AgencyName: '' };
  // Labelled details under another party's heading ("PROGRAM CONTACT" over "Contact | Priscilla
  // Gagne, Resale Coordinator" and "Phone | ..."): that party's, not the agent's.
  const ownPair = (p: { line: number }) => !OTHER_PARTY.test(headingAbove(doc, p.line, 6, true));
  // A buyer's page (a showing itinerary, a saved search) names the reader's own agent ("Your agent:
  // Tova Lindqvist"); when it also names the listing's agent ("Listing agent", "Listing courtesy of"),
  // the reader's agent is another party.
  const listingSideNamed = doc.lines.some((l) => LISTING_SIDE.test(l.all.join(' ').trim()));
  const ownLabelled = (key: FieldKey) =>
    doc.pairs.filter((p) => p.key === key && ownPair(p)).map((p) => p.value);
  // "REALTOR® | Tampa Bay": the mark follows a name and labels nothing (the market, the firm).
  const { cells: column, line: columnHeads } = agentColumn(doc);
  const labelledName =
    doc.pairs
      .find(
        (p) =>
          p.key === 'agentName' &&
          ownPair(p) &&
          !/^realtor(?:®|\(r\))?$/i.test(p.label.trim()) &&
          !(listingSideNamed && READERS_AGENT.test(p.label)),
      )
      ?.value.trim() ?? '';
  // "Office: ..." above "Cell: ...": the agent's own line is the agent's number, a fax never is.
  // (Nor a loan officer's, in a lender's block a line or three from its NMLS number.)
  const inLenderBlock = (line: number) =>
    doc.lines
      .slice(Math.max(0, line - 3), line + 4)
      .some((l) => LENDER.test(l.all.join(' | ')) && !l.all.join(' ').includes('$'));
  const lenderPhones = new Set(
    doc.pairs
      .filter(
        (p) =>
          p.key === 'agentPhone' &&
          (inLenderBlock(p.line) || OTHER_TRADE.test(doc.lines[p.line]?.all.join(' | ') ?? '')),
      )
      .map((p) => p.value),
  );
  const phonePairs = doc.pairs.filter(
    (p) =>
      p.key === 'agentPhone' &&
      PHONE.test(p.value) &&
      !/\bfax\b/i.test(p.label) &&
      !inLenderBlock(p.line) &&
      // (Nor a form's number on a row naming another trade's person: "PHONE | 941-555-0184 | DATE OF
      // INSPECTION | 04/02/2026 | INSPECTOR'S NAME | Rosalind Vega", the inspection company's.)
      !OTHER_TRADE.test(doc.lines[p.line]?.all.join(' | ') ?? '') &&
      ownPair(p),
  );
  // "AGENT | 541-555-0124": the agent's label over a number alone is the agent's own number.
  const agentNumber = doc.pairs.find(
    (p) =>
      p.key === 'agentName' &&
      // (Only the bare word: "Listing Agent" may be a title beside a coordinator's number.)
      /^(?:agent|realtor|broker)$/i.test(p.label.trim()) &&
      ownPair(p) &&
      PHONE_ALONE.test(p.value),
  )?.value;
  // (An office's number is labelled and the agent's own run into its label, "Cell 603-555-0117" over
  // "Office: (603) 555-0100": the agent's own number wins.)
  const officeOnly = phonePairs.length > 0 && phonePairs.every((p) => OFFICE_LABEL.test(p.label.trim()));
  const ownRunIn = new RegExp(`\\b(?:cell|mobile|direct)\\b\\.?:?\\s*(${PHONE.source})`, 'i');
  const runInOwn = officeOnly
    ? doc.lines
        .filter((_, i) => !inLenderBlock(i))
        .map((l) => l.all.join(' | ').match(ownRunIn))
        .find(Boolean)?.[1]
    : undefined;
  const labelledPhone =
    phonePairs.find((p) => /\b(?:cell|mobile|mob|direct|text|[cmd])\b/i.test(p.label))?.value ??
    // (A listing agent's number labelled as hers, "LA Ph", over the office's "Ph" above it.)
    phonePairs.find((p) => /^(?:la|list(?:ing)? agent|agent)\b/i.test(p.label.trim()))?.value ??
    runInOwn ??
    agentNumber ??
    phonePairs[0]?.value ??
    ownLabelled('agentPhone').find((v) => PHONE.test(v) && !lenderPhones.has(v));
  const labelledEmail = ownLabelled('agentEmail').find((v) => EMAIL.test(v));
  if (labelledPhone) contact.Phone = labelledPhone.match(PHONE)![0].trim();
  if (labelledEmail) contact.Email = labelledEmail.match(EMAIL)![0];
  // "List Ofc: Foundry Row Realty · Ofc Ph: ...": the firm is the first segment.
  // "Brokerage: Acme Realty, 12 Main St": the firm, without its office's address.
  // (Not a row's heading of figures set beside the label: "LISTING BROKER | Avg. Household Income".)
  // (A person under a broker's label, "Broker | Renee Castellanos, Managing Broker", gives way to the
  // firm labelled after it, "Brokerage | Prairie Path Realty".)
  // (Nor an email set beside a card's "Broker" title: "Broker | jo@blueridgehearth.example.com".)
  // (A row of contact headings, "LISTING BROKER | CONFIDENTIAL PROJECT ASSISTANCE", over the cards
  // under them: the heading beside the broker's is another card's, no firm.)
  const heads = new Set(doc.lines[columnHeads]?.all.map((c) => c.trim()));
  // (Nor the company on a form's row naming another trade's person: "APPRAISER | Garrett Lindell | ...
  // | COMPANY | Lindell Valuation LLC".)
  const otherTradeFirms = new Set(
    doc.pairs
      .filter((p) => p.key === 'agency' && OTHER_TRADE.test(doc.lines[p.line]?.all.join(' | ') ?? ''))
      .map((p) => p.value.trim()),
  );
  const agencies =
    labelled
      .get('agency')
      ?.map((v) => v.trim())
      .filter((v) => !otherTradeFirms.has(v) && !isOtherTradeFirm(v))
      // (Nor a ticked item of a checklist beside the label, "✓ Yard sign and brochure box".)
      .filter((v) => !EMAIL_ONLY.test(v) && !heads.has(v) && !/^[✓✔☑☐☒✗✘]/u.test(v)) ?? [];
  const agency = agencies.find((v) => !isPersonName(cleanSegment(v.split(/[,·|]/)[0]))) ?? agencies[0] ?? '';
  if (agency && !/\b(?:avg|average|median|population)\b|\bhousehold income\b/i.test(agency))
    contact.AgencyName = withoutStreet(
      cleanSegment(
        agency
          .split(' · ')[0]
          .split(PHONE)[0]
          .split(/,\s?(?=\d)/)[0],
      ),
    );
  // "Office: Lakeside Realty, 12 Main St": a phone label holding no number names the office's firm.
  const officeFirm = (labelled.get('agentPhone') ?? []).find((v) => !PHONE.test(v) && AGENCY_WORDS.test(v));
  if (!contact.AgencyName && officeFirm) contact.AgencyName = cleanSegment(officeFirm.split(/[,·|]/)[0]);
  // "Listing broker Odessa Lindqvist, Oak City Residential Partners": the person and her firm under
  // the broker's label.
  const personFirm = agencies
    .map((v) => v.split(/,\s*/).map((part) => part.trim()))
    .find((parts) => parts.length === 2 && isPersonName(cleanSegment(parts[0])) && isFirmName(parts[1]));
  if (personFirm) {
    contact.AgencyName = personFirm[1];
    if (!labelledName) contact.Name = cleanSegment(personFirm[0]);
  }
  // "Listing Broker: Beaumont Ashby" names the person, not the firm.
  if (isPersonName(contact.AgencyName)) {
    if (!labelledName) contact.Name = contact.AgencyName;
    contact.AgencyName = '';
  }
  // (The person named under the broker's label is still the agent when no name is labelled.)
  const brokerName = cleanSegment(agencies[0]?.split(/[,·|]/)[0] ?? '');
  if (!labelledName && !contact.Name && agency !== agencies[0] && isPersonName(brokerName))
    contact.Name = brokerName;
  if (labelledName) {
    // "Listing Agent: Jane Doe, Acme Realty" holds both (and sometimes a phone or licence number).
    // A title in brackets ("Priya Shah (Broker)") is a segment of its own.
    const parts = segmentsOf(
      labelledName.replace(PHONE, ' | ').replace(EMAIL, ' | ').replace(/[()]/g, ' | '),
    );
    // "REALTOR® · Foundry Row Realty" labels a firm, not a person: a firm is never the name.
    // A value that holds no name ("Sales office: 118 Union St S" beside a title) names nobody.
    contact.Name =
      parts.find(isPersonName) ??
      (/\d/.test(labelledName)
        ? undefined
        : // (Not letters spaced out, another heading beside it: "C O - L I S T I N G A G E N T".)
          // (Nor a sentence set beside the label, "Associate Broker | Figures provided by the seller":
          // a name's words are capitalised.)
          // (Nor one word, a button's beside the label: "Contact | Follow".)
          parts.find(
            (p) =>
              !AGENCY_WORDS.test(p) &&
              !isJobTitle(p) &&
              !isNotName(p) &&
              /\S{2}\s+\S/.test(p) &&
              p
                .split(/\s+/)
                .every((w) =>
                  /^[\p{Lu}\d'’"(]|^(?:de|del|della|der|di|da|du|la|le|van|von|y|bin|ibn|al)$/u.test(w),
                ),
          )) ??
      '';
    // "Northgate Loan Servicing, Inc.": the company's suffix alone is no firm's name.
    contact.AgencyName ||=
      parts.find(
        (p) => p !== contact.Name && AGENCY_WORDS.test(p) && !isJobTitle(p) && !CORP_SUFFIX.test(p),
      ) ?? '';
  }
  // Contacts set side by side on one row, each after its heading ("YOUR RELOCATION CONTACT | Brenna
  // Castellanos | LEASING AGENT | Desmond Achterberg"): the one headed as the agent's is the agent.
  const headed = headedAgent(doc);
  if (headed) {
    contact.Name = headed.name;
    if (headed.email) contact.Email = headed.email;
    if (headed.phone) contact.Phone = headed.phone;
    if (headed.firm) contact.AgencyName = headed.firm;
  }
  // Contact blocks set side by side under headings ("ASSOCIATION MANAGEMENT | LISTING AGENT"): the
  // column headed as the agent's is the agent's, whatever the other column (a manager, a lender) holds.
  if (column.length > 0) {
    const cells = column.flatMap((c) => segmentsOf(c.replace(PHONE, ' | ').replace(EMAIL, ' | ')));
    const text = column.join('\n');
    const own = text.match(new RegExp(`\\b(?:c|m|d|cell|mobile|direct)\\b\\.?:?\\s*(${PHONE.source})`, 'i'));
    contact.Phone ||= own?.[1]?.trim() ?? text.match(PHONE)?.[0].trim() ?? '';
    contact.Email ||= text.match(EMAIL)?.[0] ?? '';
    contact.Name ||= cells.find(isPersonName) ?? '';
    // "Broker / Ranch Specialist" under the name is the agent's title, not a firm.
    contact.AgencyName ||=
      cells.find(
        (c) =>
          AGENCY_WORDS.test(c) &&
          !isPersonName(c) &&
          !isJobTitle(c) &&
          !/^(?:broker|agent|realtor|associate)\b/i.test(c),
      ) ?? '';
  }
  // "Listing Agent: Tasha Green (615) 555-0187 tasha@...": the agent's own number and address.
  if (labelledName) {
    contact.Phone ||= labelledName.match(PHONE)?.[0].trim() ?? '';
    contact.Email ||= labelledName.match(EMAIL)?.[0] ?? '';
  }
  if (contact.Name && contact.Phone && contact.Email && contact.AgencyName) {
    contact.Email = ownEmail(doc, contact, readers);
    contact.AgencyName = plainFirm(contact.AgencyName);
    return contact;
  }

  // Contact lines, most telling first: lines opened by a lead-in ("Presented by ..."), the body of a
  // "Presented by" or "Agent" block, lines holding a phone or an email, then the lines right around
  // those in the same paragraph (a name above a phone number).
  const lead: number[] = [];
  const block: number[] = [];
  const direct: number[] = [];
  // A second agent ("Also listed with ...", "Co-listed by ...") is read last: the listing's agent is
  // the one the page presents first.
  const second: number[] = [];
  // An open house's register of visitors ("Name | Phone" over rows of guests): none of them is the agent.
  const register = new Set<number>();
  // So is the block under a press release's "Media Contact" heading.
  // And the block under another party's heading: a sponsor's ad ("THIS PAGE SPONSORED BY"), another
  // party's contact ("PROGRAM CONTACT").
  doc.lines.forEach((line, i) => {
    // (A heading opens its paragraph: "Management" under "Summit Avenue Property" ends a firm's name.)
    const heading = line.all.length === 1 && doc.lines[i - 1]?.para !== line.para ? line.all[0].trim() : '';
    if (
      !(MEDIA_CONTACT.test(heading) && heading.split(/\s+/).length <= 3) &&
      !SPONSOR.test(heading) &&
      !OTHER_PARTY.test(heading) &&
      !(listingSideNamed && READERS_AGENT.test(heading))
    )
      return;
    for (let k = i + 1; k < doc.lines.length && doc.lines[k].para === line.para; k++) register.add(k);
  });
  // (Another party's heading of a few words set inside a paragraph, "Your Harbor Title contact" among a
  // column's facts: the few lines under it are that party's. Not a firm's last word wrapped alone,
  // "Management" under "Summit Avenue Property".)
  doc.lines.forEach((line, i) => {
    const text = line.all[0]?.trim() ?? '';
    if (
      line.all.length !== 1 ||
      doc.lines[i - 1]?.para !== line.para ||
      text.split(/\s+/).length < 3 ||
      !OTHER_PARTY.test(text)
    )
      return;
    for (let k = i + 1; k <= i + 3 && k < doc.lines.length && doc.lines[k].para === line.para; k++)
      register.add(k);
  });
  doc.lines.forEach((line, i) => {
    const head = line.all.map((c) => c.trim().toLowerCase());
    if (!head.some((c) => /^(?:name|visitor|guest)s?$/.test(c)) && !head.includes('working with an agent?'))
      return;
    if (!head.some((c) => /^(?:phone|email|e-mail|working with an agent\?)$/.test(c))) return;
    for (
      let k = i + 1;
      k < doc.lines.length && k <= i + 24 && doc.lines[k].all.length === line.all.length;
      k++
    )
      register.add(k);
  });
  // A card of another home, its street and its host ("42 Laurel Bend Drive" ... "Hosted by Dominic
  // Reyes" among a weekend's open houses): its people are that home's.
  const subjectStreet = address.Street.toLowerCase();
  const otherHomeCard = (i: number) =>
    doc.lines
      .slice(Math.max(0, i - 4), i + 5)
      .some(
        (l) =>
          l.para === doc.lines[i].para &&
          l.all.some(
            (c) => STREET_START.test(c) && !(subjectStreet && c.toLowerCase().includes(subjectStreet)),
          ),
      );
  // (A card of another trade's firm, "Frank Medeiros" over "Ocean State Estate Services" and his
  // number: its person and numbers are that firm's.)
  // (Its trade named with a capital, as in a name: "In-ground, solar heated" or a sentence, "The pool is
  // solar heated and ...", names no firm.)
  const tradeFirm = (c: string) =>
    c.split(/\s+/).length <= 10 &&
    /^\p{Lu}/u.test(OTHER_TRADE_FIRM.exec(c)?.[0] ?? '') &&
    isOtherTradeFirm(c.trim());
  const tradeFirmAt = doc.lines.flatMap((l, i) => (l.all.some(tradeFirm) ? [i] : []));
  // (Not a paragraph that names a brokerage too: a station's order form with its client's agent.)
  const brokerageIn = (para: number) =>
    doc.lines.some(
      (l) =>
        l.para === para &&
        l.all.some((c) => /\b(?:realty|real estate|realtors?|brokerage|brokers|properties)\b/i.test(c)),
    );
  const inTradeCard = (i: number) =>
    tradeFirmAt.some((k) => Math.abs(k - i) <= 3 && doc.lines[k].para === doc.lines[i].para) &&
    !brokerageIn(doc.lines[i].para);
  doc.lines.forEach((line, i) => {
    if (isReaders(line)) return;
    const text = line.all.join(' | ');
    if (
      inTradeCard(i) ||
      (/^(?:your\s+)?host(?:ed\s+by|\s+today)\b/i.test(line.all[0]) && otherHomeCard(i)) ||
      isCoAgent(line.all[0]) ||
      BUYER_AGENT.test(text) ||
      (listingSideNamed && READERS_AGENT.test(line.all[0])) ||
      (LENDER.test(text) && !text.includes('$')) ||
      MEDIA_CONTACT.test(text) ||
      CLIENT_LABEL.test(line.all[0]) ||
      register.has(i)
    )
      second.push(i);
    // (An avatar's initials may come first: "TB | LISTING AGENT · ASSIGNED BY ...".)
    else if (
      LEAD_IN.test(line.all[0]) ||
      (/^\p{Lu}{2,3}$/u.test(line.all[0]) && LEAD_IN.test(line.all[1] ?? '')) ||
      spacedLeadIn(line)
    )
      lead.push(i);
    else if (isContactLine(line)) direct.push(i);
  });
  for (const section of doc.sections) {
    if (section.key === 'agentName' || section.key === 'agency') block.push(...section.body);
  }
  const near: number[] = [];
  for (const i of [...lead, ...block, ...direct]) {
    for (const j of [i - 2, i - 1, i + 1, i + 2]) {
      if (doc.lines[j]?.para === doc.lines[i].para && !isReaders(doc.lines[j])) near.push(j);
    }
  }
  // A short contact block is read whole: the name may sit four lines above the phone, with the model
  // home's hours and the brokerage between.
  const paraSize = new Map<number, number>();
  for (const line of doc.lines) paraSize.set(line.para, (paraSize.get(line.para) ?? 0) + 1);
  for (const i of [...lead, ...block, ...direct]) {
    const para = doc.lines[i].para;
    if ((paraSize.get(para) ?? 0) > 8) continue;
    doc.lines.forEach((line, j) => {
      if (line.para === para && !isReaders(line)) near.push(j);
    });
  }
  // The card goes on below its last number: the firm's name alone on a short line after the email
  // ("priya@..." / "" / "Prairie Key Realty"), set apart by a blank line.
  const after: number[] = [];
  for (const i of [...block, ...direct]) {
    for (const j of [i + 1, i + 2]) {
      const cells = doc.lines[j]?.all;
      if (cells?.length === 1 && cells[0].split(/\s+/).length <= 6 && !isReaders(doc.lines[j])) after.push(j);
    }
  }
  // (A block headed as the listing agent's, "REFERRED BY THE LISTING AGENT", comes before a lead-in
  // that names someone else's part, "PREPARED BY | Greta Halvorson, Agent" on an insurer's quote.)
  const listingBlock = doc.sections.some(
    (s) => s.key === 'agentName' && s.body.length > 0 && /\blist(?:ing)? agent\b/i.test(s.label),
  );
  const ordered = [
    ...new Set([
      ...(listingBlock ? block : lead),
      ...(listingBlock ? lead : block),
      ...direct,
      ...near.filter((j) => !second.includes(j)),
      ...after.filter((j) => !second.includes(j)),
      ...second,
    ]),
  ];
  // Each segment keeps its line, whether the firm's office address follows it, and whether it is the
  // town of an address ("..., Mount Pleasant, SC 29464": a place, never the agent).
  const segments: { text: string; line: number; addressed: boolean }[] = [];
  const pageEmails = [...doc.fullText.matchAll(new RegExp(EMAIL.source, 'g'))].map((m) => m[0]);
  const places = new Set([address.City, address.Street].map((p) => p.toLowerCase()));
  const blockText: string[] = [];
  // A firm's name that ran out of room leaves its last words alone on the next line of the block
  // ("Summit Avenue Property" / "Management"): the two lines are one name.
  // Cards set side by side wrap the same way in their last column ("Annika Sorensen | Gallatin Peaks
  // Mountain" / "Co-Listing Agent | Realty"): the tail joins the name and the titles beside it stay.
  const wrapped = new Set<number>();
  const wrappedColumn = new Set<number>();
  // (The name may follow a title on its line: "Broker Associate, East Side Bay" / "Realty".)
  for (const i of ordered) {
    const next = doc.lines[i + 1];
    const cells = doc.lines[i].all;
    const start = (cells[cells.length - 1].split(/,\s+/).pop() ?? '').trim();
    if (
      next?.para === doc.lines[i].para &&
      (next.all.length === 1 || next.all.length === cells.length) &&
      FIRM_TAIL.test(next.all[next.all.length - 1]) &&
      !FIRM_TAIL.test(start) &&
      !isFirmName(start) &&
      /^[A-Z][A-Za-z'&.-]*(?: [A-Z&][A-Za-z'&.-]*){0,4}$/.test(start)
    )
      (next.all.length === 1 ? wrapped : wrappedColumn).add(i + 1);
  }
  for (const i of ordered) {
    if (wrapped.has(i)) continue;
    const line = doc.lines[i];
    const below = doc.lines[i + 1];
    const all =
      wrapped.has(i + 1) || wrappedColumn.has(i + 1)
        ? [...line.all.slice(0, -1), `${line.all[line.all.length - 1]} ${below.all[below.all.length - 1]}`]
        : wrappedColumn.has(i)
          ? line.all.slice(0, -1)
          : line.all;
    blockText.push(all.join(' | '));
    const own: string[] = [];
    for (const cell of all) {
      let rest = cell.replace(LEAD_IN, '');
      const phone = rest.match(PHONE);
      const email = rest.match(EMAIL);
      if (phone) rest = rest.replace(phone[0], ' | ');
      if (email) rest = rest.replace(email[0], ' | ');
      // "Office" after a capitalised word is part of a firm's name ("Harbor Office Partners"), not a
      // phone's label.
      rest = rest.replace(
        /\b(?:phone|tel|cell|mobile|(?<![A-Z][a-z]{1,20} )office|direct|e-?mail|ph|call|text)\b\s*[:.]?/gi,
        ' | ',
      );
      own.push(...segmentsOf(rest));
    }
    own.forEach((text, k) => {
      const next = own[k + 1] ?? '';
      if (/^(?:[A-Z]{2}\.?\s+)?\d{5}(?:-\d{4})?$/.test(next) && /^[A-Z]{2}\b/.test(next))
        places.add(text.toLowerCase());
      const addressed = withoutStreet(text) !== text || /^\d{1,6}\s+\p{Lu}/u.test(next);
      // "Listing SRG-11873. Spuyten Realty Group": a fine print's sentence before the firm's name.
      const last = withoutStreet(text)
        .split(/(?<=[a-z0-9])\.\s+(?=\p{Lu})/u)
        .pop() as string;
      segments.push({ text: last, line: i, addressed });
      // "Jane Doe & John Roe": a pair of agents, each a name.
      const pair = text.match(/^(\S+ \S+(?: \S+)?) (?:&|and) (\S+ \S+(?: \S+)?)$/);
      if (pair && isPersonName(pair[1]) && isPersonName(pair[2]))
        for (const one of [pair[1], pair[2]]) segments.push({ text: one, line: i, addressed: false });
      // "Tomasz Wierzbicki Spuyten Realty Group": a name and the firm run together on a card's line.
      if (!isPersonName(text)) {
        const words = text.split(' ');
        for (const take of [2, 3]) {
          const name = words.slice(0, take).join(' ');
          const firm = words.slice(take).join(' ');
          // (Only when an email on the page spells the name: "Blue Ridge Cottage Realty" is a firm.)
          if (
            words.length > take + 1 &&
            isPersonName(name) &&
            isFirmName(firm) &&
            pageEmails.some((e) => spellsName(e, name))
          ) {
            segments.push({ text: name, line: i, addressed: false });
            segments.push({ text: firm, line: i, addressed: false });
            break;
          }
        }
      }
    });
  }
  const joined = blockText.join('\n');
  const notReaders = (m: string | undefined) => (m && !readers.has(m.toLowerCase()) ? m : undefined);
  // A firm's shared mailbox ("info@", "office@") gives way to the agent's own address in the block.
  const blockEmails = [...joined.matchAll(new RegExp(EMAIL.source, 'g'))]
    .map((m) => m[0])
    .filter((m) => notReaders(m));
  contact.Email ||=
    blockEmails.find((m) => !OFFICE_MAILBOX.test(m)) ??
    blockEmails[0] ??
    [...doc.fullText.matchAll(new RegExp(EMAIL.source, 'g'))].map((m) => m[0]).find((m) => notReaders(m)) ??
    '';
  const domain = domainOf(contact.Email);
  // The firm whose office address is printed with it is the brokerage; a team's name ("The Marlowe
  // Hart Team") under it is read only when no firm is named.
  // A second agent's firm (a buyer's agent's, a co-lister's) is read only when the page names no other.
  const secondLines = new Set(second);
  // (A firm read from a label or a card's column before this stands; one read from the block's lines
  // may give way to the firm on the agent's own line, below.)
  const firmLabelled = contact.AgencyName !== '';
  const firms = segments.filter((s) => isFirmName(s.text) && plainFirm(s.text) !== '');
  firms.sort((a, b) => Number(secondLines.has(a.line)) - Number(secondLines.has(b.line)));
  contact.AgencyName ||=
    firms.find((s) => s.addressed && !isTeamName(s.text) && !secondLines.has(s.line))?.text ??
    firms.find((s) => !isTeamName(s.text))?.text ??
    firms[0]?.text ??
    segments.find((s) => domain.length > 3 && s.text.toLowerCase().replace(/[^a-z0-9]/g, '') === domain)
      ?.text ??
    agencyOfDomain(doc, domain) ??
    courtesyFirm(doc) ??
    '';
  // "Alpine Realty" left alone at the foot of a card whose column cut the name: the page's full name
  // that the email's domain spells and that ends the same way is the firm.
  if (contact.AgencyName && domain) {
    const full = agencyOfDomain(doc, domain);
    if (full && full.length > contact.AgencyName.length && full.endsWith(` ${contact.AgencyName}`))
      contact.AgencyName = full;
  }
  // Place names of the listing's own address look like names ("Long Beach"): never an agent; nor the
  // person under another party's heading beside the agent's card.
  const others = otherParties(doc);
  for (const p of doc.pairs) {
    if (p.key !== 'agentName' || ownPair(p)) continue;
    const other = segmentsOf(p.value).find(isPersonName);
    if (other) others.add(other);
  }
  const isName = (s: string) =>
    isPersonName(s) && s !== contact.AgencyName && !places.has(s.toLowerCase()) && !others.has(s);
  // A lead-in alone on its line ("EXCLUSIVELY LISTED BY") heads the two lines under it.
  const leading = new Set([...lead, ...block]);
  // (So does one in the first cell of its line, the rest of the line another column's: "LISTING
  // PROVIDED BY | $409,000 3 bd · 2 ba" in a list of other homes.)
  for (const i of lead)
    if (
      spacedLeadIn(doc.lines[i]) ||
      doc.lines[i].all.join(' ').replace(LEAD_IN, '').trim() === '' ||
      doc.lines[i].all[0].replace(LEAD_IN, '').trim() === '' ||
      // (Or a heading with a note after a middle dot, past an avatar's initials: "TB | LISTING AGENT ·
      // ASSIGNED BY MERIDIAN MOBILITY PARTNERS" over the agent's name.)
      (/^\p{Lu}{2,3}$/u.test(doc.lines[i].all[0]) &&
        (doc.lines[i].all[1] ?? '').split(' · ')[0].replace(LEAD_IN, '').trim() === '')
    )
      leading.add(i + 1).add(i + 2);
  // (A name a label gave is read where the page prints it with its card, not another person's card
  // first: "Listing agent | Priya Raman" over a table of showing agents, and her card further on.)
  let name: { text: string; line: number } | undefined =
    (contact.Name ? segments.find((s) => s.text === contact.Name && !secondLines.has(s.line)) : undefined) ??
    segments.find((s) => leading.has(s.line) && isName(s.text)) ??
    titledName(doc, [...lead, ...block, ...direct], secondLines, isName) ??
    segments.find((s) => !secondLines.has(s.line) && isName(s.text));
  // A name with its title set above the phone, a blank line between ("Marcus Eddington" / "Associate
  // Broker" / "" / "(480) 555-0107"): the short paragraph just before the phone's.
  if (!name && direct.length > 0) {
    const para = doc.lines[direct[0]].para - 1;
    const above = doc.lines.flatMap((l, j) => (l.para === para ? [j] : []));
    if (above.length > 0 && above.length <= 5)
      for (const j of above) {
        const cell = doc.lines[j].all.find(isName);
        if (cell) {
          name = { text: cell, line: j };
          break;
        }
      }
  }
  name ??= segments.find((s) => isName(s.text));
  // The name the agent's own email spells ("marisol@..." and "Marisol Tenney" three lines above the
  // phone, a blank between): the agent's, wherever the card set it, when nothing else was read or what
  // was read is a place the email does not spell ("Las Cruces", "Tennessee Riverwalk").
  // (A name some other address on the page spells is a person's, whoever the email read belongs to.)
  const read = name?.text;
  if (contact.Email && !contact.Name && (!read || !pageEmails.some((e) => spellsName(e, read)))) {
    const spelled = doc.lines
      .flatMap((l, j) => l.all.flatMap((c) => segmentsOf(c)).map((text) => ({ text, line: j })))
      .find((s) => isName(s.text) && spellsName(contact.Email, s.text) && !secondLines.has(s.line));
    if (spelled) name = spelled;
  }
  contact.Name ||= name?.text ?? '';
  // The firm named on the agent's own line ("Tessa Yarbrough, Cheesman Park Realty" under a credit's
  // lead-in) is the agent's, over another firm the block read first (a partner agent's card beside it).
  const ownFirm =
    name && !firmLabelled && contact.Name === name.text
      ? segments.find(
          (s) =>
            s.line === name.line &&
            !s.text.includes(name.text) &&
            isFirmName(s.text) &&
            plainFirm(s.text) !== '',
        )
      : undefined;
  if (ownFirm) contact.AgencyName = ownFirm.text;
  // (With no card, the person a line credits: "Listed by Marisol Vandergrift", "Posted June 3, 2026 by
  // Jenna Kowalczyk".)
  if (!contact.Name) {
    const credit =
      /\b(?:[Ll]isted|[Pp]resented|[Mm]arketed|[Pp]osted(?: \p{Lu}[a-z]+\.? \d{1,2}, \d{4})?) by\s+(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,2})/u;
    const credited = doc.lines
      .map((l) => l.all.join(' | ').match(credit)?.[1])
      .find((n) => n !== undefined && isPersonName(n) && !others.has(n));
    if (credited) contact.Name = credited;
  }
  // The number printed with the agent's name (on its line or the few below it) is the agent's; a
  // letterhead's number higher up is the office's.
  let namePhone: string | undefined;
  if (name && !contact.Phone) {
    // Cards side by side ("Marcus Oyelaran | Sofia Ramos, Licensed Assistant" over "Managing Broker |
    // 312-555-0187" over "312-555-0186 | sofia@..."): the agent's number is in the agent's column.
    const cells = doc.lines[name.line].all;
    const k = cells.findIndex((c) => c.includes(name.text));
    if (cells.length >= 2 && k >= 0) {
      const column = doc.lines
        .slice(name.line + 1, name.line + 5)
        .filter((l) => l.all.length === cells.length && l.para === doc.lines[name.line].para)
        .map((l) => l.all[k])
        .join('\n');
      namePhone = pickPhone(column, true);
    }
  }
  // The number printed on the line of the agent's own email, when another party's card is beside it.
  if (name && !contact.Phone && !namePhone && others.size > 0) {
    const emailLine = doc.lines.find((l) =>
      [...l.all.join(' ').matchAll(new RegExp(EMAIL.source, 'g'))].some((m) => spellsName(m[0], name.text)),
    );
    namePhone = emailLine?.all.join(' ').match(PHONE)?.[0].trim();
  }
  if (name && !contact.Phone && !namePhone) {
    // (On the name's own line, another person's cell beside it is that person's: "Rebecca
    // Tanaka-Sloane | Transaction coordinator: Megan Liu, (410) 555-0108".)
    const othersCell = (c: string) =>
      !c.includes(name.text) &&
      segmentsOf(c.replace(PHONE, ' | ').replace(/:/g, ' | ')).some(
        (s) => s !== name.text && isPersonName(s),
      );
    const nearLine = (at: number) =>
      doc.lines
        .slice(at, at + 5)
        .filter((l, k) => k === 0 || !isCoAgent(l.all[0]))
        .map((l, k) => (k === 0 ? l.all.filter((c) => !othersCell(c)) : l.all).join(' | '))
        .join('\n');
    // (Where the name was read gives none, a signature further on may: "listing agent Rebecca
    // Tanaka-Sloane" in a letter's first lines, her name over her number under it.)
    const signed = doc.lines.flatMap((l, j) =>
      j !== name.line && l.all.some((c) => c.startsWith(name.text)) ? [j] : [],
    );
    for (const at of [name.line, ...signed]) {
      namePhone = pickPhone(nearLine(at), true);
      if (namePhone) break;
    }
  }
  contact.Phone ||= namePhone ?? pickPhone(joined, false) ?? doc.fullText.match(PHONE)?.[0].trim() ?? '';
  contact.Email = ownEmail(doc, contact, readers);
  // An office's mailbox read as the contact ("legals@" a newspaper's, "closings@" a title company's,
  // "apply@" a leasing office's) gives way to the one person's own card on the page: a name and the
  // address that spells it.
  const card =
    contact.Email && OFFICE_MAILBOX.test(contact.Email) ? personalCard(doc, readers, secondLines) : undefined;
  if (card) {
    contact.Name = card.name;
    contact.Email = card.email;
    if (card.phone) contact.Phone = card.phone;
    const firm = agencyOfDomain(doc, domainOf(card.email)) ?? card.firm;
    if (firm) contact.AgencyName = firm;
  }
  // Names set in capitals are given as people write them.
  contact.Name = fullName(doc, tidyCase(contact.Name));
  // "About Saltmeadow Realty Group" (a release's boilerplate heading), "for Pelican Bight Realty".
  contact.AgencyName = plainFirm(tidyCase(contact.AgencyName.replace(/^(?:about|for)\s+(?=\p{Lu})/iu, '')));
  // (A card's line of the agent's name and firm, "Noor Haddad-Ellison, Willamette Bungalow Realty",
  // read whole as the firm: the firm is what follows the name.)
  if (contact.Name && contact.AgencyName.startsWith(`${contact.Name}, `))
    contact.AgencyName = contact.AgencyName.slice(contact.Name.length + 2);
  // The firm the agent's own address spells ("renata@saguarorealty..." and "Saguaro Realty Partners" on
  // her card) over another firm the page names louder (the site's own, "Keyway Homes").
  const ownDomain = domainOf(contact.Email);
  const spelledFirm =
    contact.Name && spellsName(contact.Email, contact.Name) ? agencyOfDomain(doc, ownDomain) : undefined;
  // (Only a firm printed near her address, where the firm read is not: a development's or a service's
  // own domain on a card beside the brokerage's name is not the brokerage.)
  const linesOf = (needle: string) =>
    needle
      ? doc.lines.flatMap((l, i) =>
          l.all.join(' | ').toLowerCase().includes(needle.toLowerCase()) ? [i] : [],
        )
      : [];
  const emailAt = linesOf(contact.Email);
  const nearEmail = (needle: string) =>
    linesOf(needle).some((i) => emailAt.some((e) => Math.abs(e - i) <= 4));
  if (
    spelledFirm &&
    !contact.AgencyName.toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .startsWith(ownDomain.slice(0, 4)) &&
    nearEmail(spelledFirm) &&
    !nearEmail(contact.AgencyName)
  )
    contact.AgencyName = spelledFirm;
  // The firm's whole name on the agent's card, on the line under hers ("Tessa Ng" over "Common Hearth
  // Co-living"), over the short form a footer prints ("Common Hearth · (512) 555-0100").
  const firm = contact.AgencyName;
  if (name && firm && contact.Name === tidyCase(name.text)) {
    // (A line of its own: not a title beside the firm, "Associate Broker, Harborline Properties".)
    const fuller = [name.line + 1, name.line + 2]
      .flatMap((k) => (doc.lines[k]?.all.length === 1 ? doc.lines[k].all : []))
      .map((c) => c.trim())
      .find(
        (c) =>
          c.length > firm.length &&
          ` ${c} `.includes(` ${firm} `) &&
          !/\d|@|,|·|:/.test(c) &&
          // (Not a heading's word nor a card's avatar initials before it: "About ...", "HV ...".)
          !/^(?:About|For|[A-Z]{1,3}) /.test(c) &&
          c.split(/\s+/).length <= 7 &&
          /^\p{Lu}/u.test(c) &&
          !isJobTitle(c),
      );
    if (fuller) contact.AgencyName = fuller;
  }
  // The number on the agent's own card, in her name's column on the lines under it ("Oluwaseun Farrell |
  // 1886 Metro Center Drive" over "Reston Town Realty | Office 703-555-0100" over "703-555-0166 | Open
  // Saturday"), over a number read elsewhere: an owner's on a form, an office's, a company's footer.
  if (name && contact.Name === tidyCase(name.text) && contact.Phone) {
    // (pickPhone reads a card's own number, never one labelled as the office's or a fax.)
    const cardPhone = pickPhone(cardUnder(doc, name).join('\n'), true);
    const read = contact.Phone.replace(/\D/g, '').slice(-10);
    if (cardPhone && !phonesOfCard(doc, name).includes(read)) contact.Phone = cardPhone;
    // (And her address on it, over an owner's labelled on a form, unless the one read spells her name;
    // an office's mailbox on it, "press@", is no one's own.)
    const cardEmail = cardUnder(doc, name).join(' ').match(EMAIL)?.[0];
    if (
      cardEmail &&
      !readers.has(cardEmail.toLowerCase()) &&
      !OFFICE_MAILBOX.test(cardEmail) &&
      !spellsName(contact.Email, contact.Name)
    )
      contact.Email = cardEmail;
  }
  // The number printed by the agent's own address, where the number read sits by another person's
  // ("EMAIL | bkowalczyk@..." over "PHONE | (614) 555-0171" in a loan officer's block, her card's
  // "(614) 555-0138" over "megan.strohl@...").
  if (contact.Name && contact.Phone && spellsName(contact.Email, contact.Name)) {
    const near = (i: number) => doc.lines.slice(Math.max(0, i - 3), i + 4).map((l) => l.all.join(' | '));
    const phoneAt = linesOf(contact.Phone);
    const othersNumber =
      phoneAt.length > 0 &&
      phoneAt.every(
        (i) =>
          !emailAt.some((e) => Math.abs(e - i) <= 4) &&
          near(i).some((t) =>
            [...t.matchAll(new RegExp(EMAIL.source, 'g'))].some((m) => !spellsName(m[0], contact.Name)),
          ),
      );
    const own = othersNumber
      ? emailAt.map((e) => pickPhone(near(e).join('\n'), true)).find(Boolean)
      : undefined;
    if (own) contact.Phone = own;
  }
  // A name read that is no person's ("On Paczki Day", a bakery's heading under "Leasing agent";
  // "Pre-order Form", a sheet's title) gives way to a person's card: a name alone on its line, an
  // address that spells it on the lines under it.
  // (Not when the address read spells the name: "Grace Park", grace@.)
  if (
    contact.Name &&
    !spellsName(contact.Email, contact.Name) &&
    (!isPersonName(contact.Name) || PLACE_OR_THING.test(contact.Name))
  ) {
    const card = personCard(doc, readers);
    if (card) Object.assign(contact, card);
  }
  // A person read whom the address read does not spell (a lumber yard's salesperson, a title officer)
  // gives way to a real estate firm's agent on a card whose address spells the agent's name: "Kendra
  // Halvorsen · Bridger Peaks Real Estate · 406-555-0162 · kendra@bridgerpeaksre.example".
  if (contact.Name && !spellsName(contact.Email, contact.Name)) {
    const card = personCard(doc, readers, true);
    if (card && card.Name !== contact.Name) Object.assign(contact, card);
  }
  return contact;
}

/** A firm of the real estate trade: a realty, a brokerage, a real estate company. */
const ESTATE_FIRM =
  /\b(?:realty|real estate|realtors?|brokerage|brokers|sotheby'?s|keller williams|re\/?max|coldwell banker|century 21|berkshire hathaway)\b/i;

/** A heading's or a place's words read as a name: "On Paczki Day", "Pre-order Form", "Spa Creek Marina". */
const PLACE_OR_THING =
  /^(?:on|to|at|in|of|for|from|by|with|where|when|the|our|your|my)\s|\s(?:day|form|high|marina|park|beach|mall|electric|questions|laboratory|center|centre|market|store|shop|bakery|church|school|club|league|office|company|bank|clinic|station|trail|plaza|harbor|village|county)$/i;

/**
 * The first card of a person: a name alone on its line, then its firm, number and an address spelling
 * it on the lines under it, or the card on one line, its parts set apart ("Kendra Halvorsen · Bridger
 * Peaks Real Estate · 406-555-0162 · kendra@..."); not a row of a table of people, the address on a
 * line under it. An `agent`'s card names a real estate firm.
 */
function personCard(
  doc: Doc,
  readers: Set<string>,
  agent = false,
): { Name: string; Phone: string; Email: string; AgencyName: string } | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    const parts = doc.lines[i].all.flatMap((c) => c.split(/ [·•] /));
    const name = cleanSegment(parts[0] ?? '');
    const oneLine = parts.length > 1 && EMAIL.test(parts.slice(1).join(' '));
    if ((parts.length !== 1 && !oneLine) || !isPersonName(name)) continue;
    const under = oneLine ? parts.slice(1) : doc.lines.slice(i + 1, i + 5).flatMap((l) => l.all);
    const email = under.join(' ').match(EMAIL)?.[0];
    if (!email || readers.has(email.toLowerCase()) || !spellsName(email, name)) continue;
    const firm = under.find((c) => isFirmName(cleanSegment(c)));
    if (agent && !ESTATE_FIRM.test(firm ?? '')) continue;
    return {
      Name: name,
      Phone: pickPhone(under.join('\n'), true) ?? '',
      Email: email,
      AgencyName: firm ? cleanSegment(firm) : '',
    };
  }
  return undefined;
}

/**
 * The lines of a card under a name: the name's own cell and the cells in its column below it, in its
 * paragraph, or a line below that is a number or an address alone.
 */
function cardUnder(doc: Doc, name: { text: string; line: number }): string[] {
  const at = doc.lines[name.line];
  const k = at.all.findIndex((c) => c.includes(name.text));
  if (k < 0) return [];
  const cells = [at.all[k]];
  for (const l of doc.lines.slice(name.line + 1, name.line + 5)) {
    if (l.para !== at.para) break;
    // (A name alone on its line heads the first column of the lines under it.)
    if (l.all.length === at.all.length || at.all.length === 1) cells.push(l.all[at.all.length === 1 ? 0 : k]);
    else if (l.all.length === 1 && (PHONE_ALONE.test(l.all[0]) || EMAIL_ONLY.test(l.all[0].trim())))
      cells.push(l.all[0]);
  }
  return cells;
}

/** The numbers on the card under a name, as ten digits. */
function phonesOfCard(doc: Doc, name: { text: string; line: number }): string[] {
  return cardUnder(doc, name).flatMap((c) =>
    [...c.matchAll(new RegExp(PHONE.source, 'g'))].map((m) => m[0].replace(/\D/g, '').slice(-10)),
  );
}

/**
 * The name in full when it was read with its first name cut to an initial ("M. Delacroix-Hill" in a
 * tour sheet's table) and the page spells it out elsewhere ("Marcus Delacroix-Hill" on the card), as
 * long as only one first name fits.
 */
function fullName(doc: Doc, name: string): string {
  const initial = /^(\p{Lu})\.\s*(\p{Lu}[\p{L}'’-]+)$/u.exec(name);
  if (!initial) return name;
  // (The surname holds letters, hyphens and apostrophes only: nothing a pattern reads as its own.)
  const surname = initial[2];
  const spelled = new Set(
    [...doc.fullText.matchAll(new RegExp(`\\b${initial[1]}\\p{Ll}+ ${surname}\\b`, 'gu'))].map((m) => m[0]),
  );
  return spelled.size === 1 ? [...spelled][0] : name;
}

/**
 * The firm a listing's fine print credits ("Listed by Front Range Modern Realty.", "Listing courtesy of
 * Ridgeline & Co. Real Estate."), when no card names one.
 */
function courtesyFirm(doc: Doc): string | undefined {
  const credit =
    /\b(?:listed by|listing (?:courtesy of|provided by|presented by|brokered by)|courtesy of)\s+(\p{Lu}[^|;:]{2,60}?)(?:(?<!\b(?:Co|Inc|Ltd))\.(?:\s|$)|,|;|\||$)/iu;
  for (const line of doc.lines) {
    const firm = line.all.join(' | ').match(credit)?.[1]?.trim();
    if (firm && isFirmName(firm)) return firm;
  }
  return undefined;
}

/**
 * The firm's name as it would be written on its own: without a full stop that ends the sentence it
 * closed ("Sonoran Gate Realty."), without an office's name after a dash ("Lanternhill Realty –
 * Westbury Heights"). A site's menu ("Search Homes Our Listings"), a label and its value ("Listing
 * broker: Jonah Feltmann"), a person with a title ("Renee Castellanos, Managing Broker"), a
 * manager's line ("Managed by ...") or words any firm could use ("Homes For Sale", "Vacation
 * Rentals") name no firm: no agency is better than a wrong one.
 */
function plainFirm(firm: string): string {
  const name = firm
    // (Mail "in care of" the firm names the firm: "c/o Tallgrass Commercial Realty".)
    .replace(/^c\/o\s+/i, '')
    // (A fine print's sentence about it ends the name: "Olentangy Valley Brokers is an Equal Housing
    // Opportunity brokerage".)
    .replace(/\s(?:is|are)\s(?:an?|the|not|licensed|a\s+member)\b.*$/, '')
    .replace(/(?<!\b(?:co|inc|ltd|corp|bros|assoc))\.$/i, '')
    .replace(
      /^(.*\b(?:realty|real estate|properties|group|homes|brokers|brokerage|advisors))\s+[–—-]\s+.*$/i,
      '$1',
    )
    .trim();
  // (Nor is the agent a radio tag names before it: "Wade Hollenbeck at Prairieland Land Brokers".)
  const at = name.toLowerCase().indexOf(' at ');
  if (at > 0 && isPersonName(name.slice(0, at))) return plainFirm(name.slice(at + 4));
  if (
    /^[|·]|:|^managed by\b|\bsearch\b/i.test(name) ||
    // (A title that opens with the broker's role: "Broker-in-Charge", "Broker / REALTOR(R)".)
    /^(?:managing |associate |principal |designated )?broker(?:-in-charge|\s*\/|\s+associate\b|\s*$)/i.test(
      name,
    ) ||
    (name.includes(',') && isJobTitle(name.slice(name.indexOf(',') + 1).trim())) ||
    name
      .toLowerCase()
      .split(/\s+/)
      .every((w) => GENERIC_FIRM_WORDS.has(w) || /^(?:for|sale|two|one|vacation|our|new)$/.test(w))
  )
    return '';
  return name;
}

/** The people under another party's heading (a negotiator's, a closer's): the name in the cell below it or after it. */
function otherParties(doc: Doc): Set<string> {
  const names = new Set<string>();
  doc.lines.forEach((line, i) => {
    line.all.forEach((cell, k) => {
      const t = cell.trim();
      if (!OTHER_PARTY.test(t)) return;
      // (A label with its value beside it, "Management | Self-managed", heads no card.)
      const beside = line.all[k + 1];
      if (beside !== undefined && !isPersonName(cleanSegment(beside))) return;
      const candidates = [line.all[k + 1], doc.lines[i + 1]?.all[k], doc.lines[i + 1]?.all[0]];
      const name = candidates.map((c) => cleanSegment(c ?? '')).find(isPersonName);
      if (name) names.add(name);
    });
  });
  return names;
}

/** "rafael@...", "bamaral@...", "keziah.farrow@..." for the agent of that name: the address spells a name of theirs. */
export function spellsName(email: string, name: string): boolean {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  // (Accents fall away in an address: "lcastaneda@" spells "Castañeda".)
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^a-z]/g, ''))
    .some((w) => w.length >= 3 && local.includes(w));
}

/**
 * The attorney's or the relocation company's address above the agent's ("evashti@..." then
 * "LISTING AGENT | Rafael Quintanilla ... rafael@..."): when the address read spells no name of the
 * agent's and another on the page does, that one is the agent's own.
 */
function ownEmail(doc: Doc, contact: { Name: string; Email: string }, readers: Set<string>): string {
  if (!contact.Name || (contact.Email && spellsName(contact.Email, contact.Name))) return contact.Email;
  const own = [...doc.fullText.matchAll(new RegExp(EMAIL.source, 'g'))]
    .map((m) => m[0])
    .find((m) => !readers.has(m.toLowerCase()) && spellsName(m, contact.Name));
  return own ?? contact.Email;
}

/** A lead-in set in spaced capitals alone on its line ("E X C L U S I V E A G E N T", "L I S T E D B Y"). */
function spacedLeadIn(line: Line): boolean {
  const cell = line.all.join(' ');
  if (line.all.length !== 1 || !/^(?:[A-Z] ){4,}[A-Z]$/.test(cell)) return false;
  return /^(?:(?:EXCLUSIVE|LISTING|YOUR)?AGENTS?|(?:LISTED|PRESENTED|OFFERED|MARKETED|REPRESENTED)BY|CONTACT(?:AGENT|US|ME)?)$/.test(
    cell.replace(/ /g, ''),
  );
}

const STATE_ZIP = /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b/;
const OWN_LABEL = /\b(?:c|m|d|cell|mobile|mob|direct|text)\b\.?:?\s*$/i;
// (And a desk or a service line of the business the page is about: "Questions: 703-555-0100",
// "Tournament desk 952-555-0170", "Maintenance 520-555-0119".)
const OFFICE_LABEL =
  /\b(?:o|off|ofc|office|main|fax|f|toll[\s-]free|tf|questions|desk|maintenance|reservations|hotline|helpline|line|dispatch|billing|emergencies|after hours)\b\.?:?\s*$/i;
const FAX_LABEL = /\b(?:fax|f)\b\.?:?\s*$/i;

/**
 * The agent's number of a block: the first one, unless the office's comes first ("O: ... C: ..."),
 * then the agent's own line (cell, mobile, direct), else the first that is not the office's; a fax is
 * never called. On the agent's card (`card`) the own line comes first, and an office number alone is
 * not taken for the agent's.
 */
function pickPhone(text: string, card: boolean): string | undefined {
  const all = [...text.matchAll(new RegExp(PHONE.source, 'g'))].map((m) => {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
    // (A number run on at the end of an office's address, "Suite 600, Portland, OR 97205 ·
    // 503-555-0100", is the office's.)
    const lineBefore = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
    const cellBefore = lineBefore.slice(lineBefore.lastIndexOf('|') + 1);
    return {
      phone: m[0].trim(),
      own: OWN_LABEL.test(before),
      office: OFFICE_LABEL.test(before) || STATE_ZIP.test(cellBefore),
      fax: FAX_LABEL.test(before),
    };
  });
  if (all.length === 0) return undefined;
  if (card) return all.find((p) => p.own)?.phone ?? all.find((p) => !p.office)?.phone;
  if (!all[0].office) return all[0].phone;
  return (
    all.find((p) => p.own)?.phone ??
    all.find((p) => !p.office)?.phone ??
    all.find((p) => !p.fax)?.phone ??
    all[0].phone
  );
}

/** The name part of an address's domain: "saguarorealty" for "renata@saguarorealty.example". */
const domainOf = (email: string) => email.split('@')[1]?.split('.')[0]?.toLowerCase() ?? '';

/** A mailbox of an office or a service, not of a person: "legals@", "closings@", "apply@", "info@". */
const OFFICE_MAILBOX =
  /^(?:info|office|contact|hello|admin|team|sales|frontdesk|reception|inquiries|enquiries|listings|mail|legals?|notices?|closings?|escrow|proofs?|apply|applications?|leasing|rentals?|property|properties|realestate|support|press|media|news|editor|classifieds|ads|advertising|orders|service|help|welcome|tours?|showings?|rsvp|events?|invitations?)@/i;

/**
 * The one person on the page with an address of their own: a name and, on its line or the few under
 * it, an email that spells it, with the number and the firm of that card. Undefined when there is no
 * such card or more than one person has one.
 */
function personalCard(
  doc: Doc,
  readers: Set<string>,
  secondLines: Set<number>,
): { name: string; email: string; phone?: string; firm?: string } | undefined {
  const found = new Map<string, { name: string; email: string; phone?: string; firm?: string }>();
  doc.lines.forEach((line, i) => {
    for (const m of line.all.join(' | ').matchAll(new RegExp(EMAIL.source, 'g'))) {
      const email = m[0];
      if (OFFICE_MAILBOX.test(email) || readers.has(email.toLowerCase())) continue;
      const lines = [i - 3, i - 2, i - 1, i].filter(
        (k) => k >= 0 && doc.lines[k].para === line.para && !secondLines.has(k),
      );
      const name = lines
        .flatMap((k) =>
          doc.lines[k].all.flatMap((c) => segmentsOf(c.replace(PHONE, ' | ').replace(EMAIL, ' | '))),
        )
        .find((t) => isPersonName(t) && spellsName(email, t));
      if (!name || found.has(email.toLowerCase())) continue;
      const card = [...lines, i + 1, i + 2]
        .filter((k) => doc.lines[k]?.para === line.para)
        .map((k) => doc.lines[k].all.join(' | '))
        .join('\n');
      const firm = segmentsOf(card.replace(PHONE, ' | ').replace(EMAIL, ' | ')).find(
        (t) => isFirmName(t) && plainFirm(t) !== '',
      );
      // (The number on the address's own line first: a column beside the card may hold another's.)
      const phone = pickPhone(line.all.join(' | '), true) ?? pickPhone(card, true);
      found.set(email.toLowerCase(), { name, email, phone, firm });
    }
  });
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** "Schedule a showing" over a name: the person to call is the agent. */
const CONTACT_HEADING =
  /^(?:(?:schedule|book|request|arrange)\s+(?:a\s+|your\s+)?(?:private\s+)?(?:showing|tour|viewing|appointment)|get\s+in\s+touch|questions\??|meet\s+(?:the|your)\s+agent|(?:for\s[a-z ,]{0,40}\s)?contact(?:\s(?:us|me))?\s?:)$/i;

/** A number with the label before it: "Cell 856-555-0127", "M: (417) 555-0181". */
const LABELLED_PHONE = new RegExp(
  `(?:\\b(?:cell|mobile|mob|direct|office|tel|phone|ph|[mcdot])\\b\\.?:?\\s*)?(?:${PHONE.source})`,
  'gi',
);

/** "REALTOR®", "Broker Associate · Direct ...": a line that opens with the agent's title. */
function isTitleCell(cell: string): boolean {
  const first = cell.split(/[·|,•]/)[0].trim();
  if (/^realtor(?:®|\(r\))?(?![a-z])/i.test(first)) return true;
  const clean = cleanSegment(first.replace(LABELLED_PHONE, ' ').replace(EMAIL, ' '));
  if (clean.length > 0 && isJobTitle(clean)) return true;
  // A title that names its fields with commas: "Farm, Vineyard & Waterfront Specialist".
  return !/[|·•]|@/.test(cell) && !PHONE.test(cell) && isJobTitle(cleanSegment(cell.trim()));
}

/**
 * The agent's card as cards are set: the name above its title ("Priya Annamalai" / "Broker
 * Associate"), a name wrapped on a narrow card ("Joanna" / "Okonkwo-Lee" / "Licensed Real Estate
 * Salesperson"), a name with its title after a comma ("Gloria Benavides, Listing Agent"), or a name
 * under "Schedule a showing". Only cards near the contact lines count, and a second agent's never.
 */
const SUPPORT_TITLE =
  /\b(?:assistant|coordinator|transaction|admin(?:istrative)?|office manager|stager|photographer|nmls|loan|mortgage|lending|lender|underwriter)\b/i;

function titledName(
  doc: Doc,
  contactLines: number[],
  second: Set<number>,
  isName: (s: string) => boolean,
): { text: string; line: number } | undefined {
  const found: { text: string; line: number; title: string }[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    const cells = doc.lines[i].all;
    if (second.has(i) || isCoAgent(cells[0])) continue;
    if (!contactLines.some((j) => Math.abs(j - i) <= 7)) continue;
    found.push(...cardNames(doc, i, isName));
  }
  // An assistant or a coordinator beside the agent ("Sofia Ramos, Licensed Assistant") answers the
  // phone for the listing but does not list it; a loan officer ("Branch Manager • NMLS 1650942")
  // finances it.
  const lender = (f: { line: number }) =>
    /\b(?:nmls|loan officer|mortgage|lending)\b/i.test(doc.lines[f.line + 1]?.all.join(' ') ?? '');
  const agents = found.filter((f) => !SUPPORT_TITLE.test(f.title) && !lender(f));
  // "Tom Fox | Property Manager" above "Jane Doe | Listing Agent": the one titled as listing the home.
  return agents.find((f) => /\blist(?:ing|ed)?\b/i.test(f.title)) ?? agents[0];
}

/** The names line `i` gives as a card gives them, each with its title. */
function cardNames(
  doc: Doc,
  i: number,
  isName: (s: string) => boolean,
): { text: string; line: number; title: string }[] {
  const cells = doc.lines[i].all;
  const out: { text: string; line: number; title: string }[] = [];
  // "Dalton Reeves | REALTOR®", "Margaret Colavita, REALTOR-ASSOCIATE Cell 856-555-0127".
  for (let k = 0; k + 1 < cells.length; k++)
    if (isName(cleanSegment(cells[k])) && isTitleCell(cells[k + 1]))
      out.push({ text: cleanSegment(cells[k]), line: i, title: cells[k + 1] });
  // "Maggie Reyes, REALTOR®": the mark after a comma is the title (segments drop it as a designation).
  for (const cell of cells) {
    const marked = /^([^,|]+),\s*(realtor(?:®|\(r\))?(?:-associate)?)\s*$/i.exec(cell.trim());
    if (marked && isName(cleanSegment(marked[1])))
      out.push({ text: cleanSegment(marked[1]), line: i, title: marked[2] });
  }
  const segs = cells.flatMap((c) => segmentsOf(c.replace(LABELLED_PHONE, ' | ').replace(EMAIL, ' | ')));
  for (let k = 0; k + 1 < segs.length; k++)
    if (isName(segs[k]) && isJobTitle(segs[k + 1])) out.push({ text: segs[k], line: i, title: segs[k + 1] });
  const below = doc.lines[i + 1];
  // The line below holds the title and no name of its own (a second card's row is no title).
  if (below?.all.some(isTitleCell) && !below.all.some((c) => segmentsOf(c).some(isName))) {
    const title = below.all.filter(isTitleCell).join(' | ');
    // "Jane Doe, SIOR, CCIM" over "Executive Vice President": the name without its designations.
    const n = cells.flatMap((c) => segmentsOf(c)).find(isName);
    if (n) out.push({ text: n, line: i, title });
    const prev = doc.lines[i - 1]?.all;
    if (!n && cells.length === 1 && prev?.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(prev[0].trim())) {
      const joined = `${prev[0].trim()} ${cells[0].trim()}`;
      if (isName(joined)) out.push({ text: joined, line: i - 1, title });
    }
  }
  if (below && CONTACT_HEADING.test(cells[0].trim())) {
    const n = below.all.find(isName);
    if (n) out.push({ text: n, line: i + 1, title: cells[0] });
  }
  return out;
}

/**
 * The agency named anywhere on the page (a footer, a header band) whose name the email's domain
 * spells the start of: "saguarohomes.net" and "Saguaro Home Collective", "cardinalpointre.com" and
 * "CARDINAL POINT REAL ESTATE". At least eight letters must agree, so a short domain never guesses.
 */
function agencyOfDomain(doc: Doc, domain: string): string | undefined {
  if (domain.length < 6) return undefined;
  let best: { name: string; shared: number } | undefined;
  for (const line of doc.lines) {
    for (const cell of line.all) {
      if (cell.length > 120 || cell.includes('@')) continue;
      // "Wasatch Summit Properties · 9600 S Highland Drive": the firm beside its office's address.
      for (const segment of segmentsOf(cell)) {
        if (/\d/.test(segment)) continue;
        const words = segment.split(/\s+/);
        // A person's name never spells eight letters of a firm's domain, so names need no test here.
        if (words.length < 2 || words.length > 5 || isJobTitle(segment)) continue;
        if (!words.every((w) => /^[A-Z&]/.test(w))) continue;
        const squeezed = segment.toLowerCase().replace(/[^a-z0-9]/g, '');
        let shared = 0;
        while (shared < squeezed.length && shared < domain.length && squeezed[shared] === domain[shared])
          shared++;
        if (
          shared >= 8 &&
          shared >= Math.min(domain.length, squeezed.length) * 0.7 &&
          (!best || shared > best.shared)
        )
          best = { name: tidyCase(segment), shared };
      }
    }
  }
  if (best) return best.name;
  // "gatewaywholesale.example.com" and "Gateway Property Wholesale is a real estate investment
  // company...": a domain that drops a word of the firm's name, the name opening a sentence of the
  // small print.
  if (domain.length < 8) return undefined;
  for (const line of doc.lines) {
    for (const cell of line.all) {
      const words: string[] = [];
      for (const w of cell.trim().split(/\s+/).slice(0, 5)) {
        if (!/^[A-Z][A-Za-z'&-]*$/.test(w)) break;
        words.push(w);
      }
      if (words.length >= 2 && dropsAWord(words, domain)) return tidyCase(words.join(' '));
    }
  }
  return undefined;
}

/**
 * The domain spells the first word of the name and some of the later words in order, leaving out
 * only a firm's common words ("Property", "Realty", "Group"): a person's middle name left out
 * ("janedoe" for "Jane Marie Doe") is no firm's.
 */
function dropsAWord(words: string[], domain: string): boolean {
  const low = words.map((w) => w.toLowerCase().replace(/[^a-z0-9&]/g, ''));
  for (let mask = 1; mask < 1 << (low.length - 1); mask++) {
    let spelled = low[0];
    let generic = true;
    for (let k = 1; k < low.length; k++)
      if (mask & (1 << (k - 1))) spelled += low[k];
      else if (!GENERIC_FIRM_WORDS.has(low[k])) generic = false;
    if (generic && spelled === domain) return true;
  }
  return false;
}

/** "CARDINAL POINT REAL ESTATE" as "Cardinal Point Real Estate"; names already in mixed case stay. */
function tidyCase(raw: string): string {
  const name = cleanSegment(raw);
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** The words of an invitation to get in touch before a colon: "Questions? ... reach me directly: Ingrid Solberg". */
const INVITE = /\b(?:contact|questions?|reach|call|text|inquir(?:y|ies)|showings?)\b/i;

function segmentsOf(text: string): string[] {
  // (A colon after an invitation ends it: "Leasing contact: Desmond Achebe-Hart"; one after a role,
  // "Regrets only: Oliver Tran", "appraiser: Devin Lachance", names another person.)
  const colon = text.indexOf(': ');
  const opened =
    colon > 0 && colon <= 80 && INVITE.test(text.slice(0, colon))
      ? `${text.slice(0, colon)} | ${text.slice(colon + 2)}`
      : text;
  return opened
    .split(/(?<!\s)\s*(?:\||,|;|•|·|\s-\s|\s–\s|\s—\s|\bof\b|\bwith\b|\bat\b)\s*/)
    .map(cleanSegment)
    .filter((s) => s.length > 1);
}

// The states' names as written ("New Hampshire", "District of Columbia"), from the address parser's list.
const STATE_NAMES = Object.keys(US_STATES)
  .map((name) =>
    name
      .split(' ')
      .map((w) => (w === 'of' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' '),
  )
  .join('|');
const US_STATE_BEFORE_LICENCE = new RegExp(
  `\\b(?:[A-Z]{2}|${STATE_NAMES})\\s(?=(?:[Ll]ic(?:ense)?\\.?|DRE|BRE)\\s?[#:]?\\s?[A-Z]{0,6}[.-]?\\d)`,
  'g',
);

/** "PR Priya Raman": an avatar's initials before the name they stand for. */
function withoutInitials(s: string): string {
  // (Or after it: "Colin Avery CA".)
  const after = /^(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){1,2}) (\p{Lu}{2,3})$/u.exec(s);
  if (after && initialsOf(after[1]) === after[2]) return after[1];
  const m = /^(\p{Lu}{2,3})\s+(\p{Lu}.*)$/u.exec(s);
  if (!m) return s;
  const initials = initialsOf(m[2]);
  return initials.startsWith(m[1].charAt(0)) &&
    initials.endsWith(m[1].slice(-1)) &&
    m[1].length <= initials.length
    ? m[2]
    : s;
}

function cleanSegment(s: string): string {
  return withoutInitials(
    s
      // The REALTOR® mark, not a firm's "Realtors" ("Bluegrass Heritage Realtors").
      .replace(/\b(?:REALTOR|Realtor)(?![A-Za-z])®?|®|™/g, '')
      // The state that issued a licence, before it: "FL Lic. BK3412275", "Ohio Lic. SAL.2019004771",
      // "CO license FA100082341".
      .replace(US_STATE_BEFORE_LICENCE, '')
      // Licence numbers: "DRE #01234567", "Lic. 12345", "Lic. SAL.2019004771".
      .replace(
        /\b(?:Cal\s?DRE|DRE|BRE|Lic(?:ense)?\.?(?:\s+No\.?)?)\s*(?:#\s*)?(?::\s*)?[A-Z]{0,6}[.-]?\d[A-Z0-9.-]*/gi,
        '',
      )
      // "Riviera Coast Estates presents": the firm, not its banner's verb.
      .replace(/(?<!\s)\s+(?:proudly\s+)?(?:presents|offers|introduces)$/i, '')
      // An MLS agent code after the name: "Gideon Marsh (MARS94)".
      .replace(/(?<!\s)\s*\([A-Z]{2,8}\d{1,6}\)/g, '')
      // The agent's part in brackets after the name: "Daniel Okafor (primary contact)".
      .replace(/(?<!\s)\s*\((?:primary|main|lead|listing) (?:contact|agent)\)/gi, '')
      // An ID in brackets after the name: "Mateo Ridgely (Agent ID SGR-3391)".
      .replace(
        /(?<!\s)\s*\((?:agent|member|mls|license|lic\.?)?\s*(?:id|#|no\.?)[^()]{0,20}\d[^()]{0,12}\)/gi,
        '',
      )
      // A graduate's class year after the name: "Annabel Gaillard ’04", "Wyatt Brennan '98".
      .replace(/(?<=\p{Ll})\s+['’]\d{2}$/u, '')
      // An answer's word before the name: "Yes: Jordan Pires".
      .replace(/^(?:yes|no)\s*:\s*(?=\p{Lu})/iu, '')
      // "By Rachel Lindstrom", "Listing by Jordan Pike": an organizer's, an author's or a listing's credit.
      .replace(/^(?:Listing |Listed |Offered |Presented )?[Bb]y\s+(?=\p{Lu}\p{Ll})/u, '')
      // "Call Jane Doe today!": the invitation's last word.
      .replace(/(?<=[a-z])\s+(?:today|now|anytime)\s?!?$/i, '')
      .replace(/(?<=[a-z])!$/, '')
      // "Priya Raman <priya@...>": the brackets around a sender's address.
      .replace(/[<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s:.,-]+|(?<![\s:,-])[\s:,-]+$/g, '')
      .trim(),
  );
}

const CAPITAL_WORDS =
  /\b(?:JUST|LISTED|LISTING|NEW|OPEN|HOUSE|SOLD|SALE|RENT|LEASE|PRICE|REDUCED|COMING|SOON|CONTACT|CALL|PRESENTED|AGENT|BROKER|FEATURES|DETAILS|HOME|HOMES|PROPERTY|THE|FOR|AT|OF|AND|BY|YOUR|OUR|STREET|ROAD|AVENUE|DRIVE|LANE|COURT|WAY|CITY|COUNTY|PARK|LAKE|VIEW|VIEWS|ESTATE|ESTATES|COLLECTION|RESIDENCE|RESIDENCES|SPECIFICATIONS|HIGHLIGHTS|AMENITIES|OVERVIEW)\b/;

/** Words of a page's small print and headings, never of a person's name ("Equal Housing Opportunity"). */
const NOT_NAME_WORDS = new Set(
  'equal housing opportunity office hours information schedule showing showings welcome community sales home homes clubhouse page tour available details lender mortgage financing loan loans servicing servicer escrow size acre acres avg avg. average median household population contact primary plan strategy analysis marketing sheet specification brochure flyer report summary profile residence residences lofts towers asking confidential project assistance cape cod colonial craftsman bungalow victorian tudor district superintendent committee trustees conference application notice desk approval proof alert alerts spot name living ranch ask public commission demand disbursement authorization instructions certificate statement estimate quote proposal invoice receipt worksheet checklist commercial market department planning land translation language fee paid association alumni university college magazine schools districts bureau visitors chamber society club foundation council museum library institute principal pastor reverend mayor coach elementary'.split(
    ' ',
  ),
);

/** "Inc.", "LLC", "L.P.A.": a company's suffix set apart by a comma. */
const CORP_SUFFIX = /^(?:inc|llc|ltd|co|corp|l\.?l?\.?p|p\.?a|p\.?c|l\.?p\.?a)\.?$/i;

/** "Northgate Loan Servicing", "Equal Housing Opportunity": words that are no part of a person's name. */
function isNotName(segment: string): boolean {
  return segment.split(/\s+/).some((w) => NOT_NAME_WORDS.has(w.toLowerCase()));
}

const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)?|\p{Lu}\.|\p{Lu}\p{Ll}*\p{Lu}\p{Ll}+|de|van|von|la|del|da|di|le)$/u;

/** "Dana Whitfield", "Mary-Kate O'Neil", "J. Ortega": two to four name-shaped words, no agency word. */
function isPersonName(raw: string): boolean {
  // A name set in capitals ("JANE DOE") is read as written in mixed case; words of a banner or a
  // heading in capitals are no name.
  const caps = raw === raw.toUpperCase() && /[A-Z]{2}/.test(raw);
  if (caps && CAPITAL_WORDS.test(raw)) return false;
  const s = caps ? raw.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : raw;
  const words = s.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (
    AGENCY_WORDS.test(s) ||
    FIRM_END.test(s) ||
    FIRM_BRAND.test(s) ||
    // (A firm of another trade: "ClearPath Negotiation Services".)
    /\b(?:services|solutions)$/i.test(s) ||
    OTHER_TRADE_FIRM.test(s) ||
    /\d|@/.test(s) ||
    isJobTitle(s) ||
    isTeamName(s)
  )
    return false;
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))) return false;
  if (
    /^(?:Just|Listed|List|New|For|Open|Contact|Call|Price|Presented|Listing|Sale|Rent|Sold|Coming)\b/.test(s)
  )
    return false;
  return words.every((w) =>
    NAME_WORD.test(w.replace(/[,.]$/, (m) => (m === '.' && w.length === 2 ? m : ''))),
  );
}
