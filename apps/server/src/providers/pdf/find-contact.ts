import { AGENCY_WORDS, EMAIL, LEAD_IN, PHONE } from './listing-patterns.ts';
import type { FieldKey } from './listing-vocabulary.ts';
import type { ParsedAddress } from './parse-address.ts';
import type { Doc, Line } from './read-document.ts';

const CO_AGENT =
  /^(?:also\s+(?:listed|presented|represented|offered|marketed)\s+(?:with|by)|co-?list(?:ed|ing)(?:\s+(?:agent|with|by))?|co-?agent|in\s+association\s+with)\b/i;

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

const AGENT_HEADING =
  /^(?:listing agents?|list agent|listing brokers?|your agent|agents?|(?:exclusively |proudly )?(?:presented|listed|offered|marketed|represented) by)$/i;

/** The cells under a heading naming the agent, in a row of two or more contact headings. */
function agentColumn(doc: Doc): string[] {
  for (let i = 0; i < doc.lines.length; i++) {
    const head = doc.lines[i].all;
    const k = head.findIndex((c) => AGENT_HEADING.test(c.trim()));
    if (k < 0 || head.length < 2 || head.length > 4) continue;
    const out: string[] = [];
    // The last heading's column is each row's last cell, however many cells the table beside it has.
    const last = k === head.length - 1;
    for (let j = i + 1; j < Math.min(doc.lines.length, i + 7); j++) {
      const row = doc.lines[j].all;
      if (last ? row.length < head.length : row.length !== head.length) {
        if (out.length > 0) break;
        continue;
      }
      out.push(last ? row[row.length - 1] : row[k]);
    }
    if (out.length > 0) return out;
  }
  return [];
}

/** The words a firm's name ends with, alone on a line ("Management", "Realty Group"). */
const FIRM_TAIL =
  /^(?:(?:real estate|realty|properties|property|management|group|partners|brokerage|associates|advisors|company|international|co\.|inc\.?|llc|ltd)[ ,&]{0,3}){1,3}$/i;

/** "Managing Broker", "Associate Broker", "Broker/Owner": the agent's title, not the agency's name. */
function isJobTitle(segment: string): boolean {
  // A monogram set before the title ("TB Broker/REALTOR®": the agent's initials in a badge).
  const words = segment
    .replace(/^[A-Z]{2,3}\s+(?=[A-Z])/, '')
    .toLowerCase()
    .split(/[\s/,&-]+/)
    .filter(Boolean);
  return words.length > 0 && words.length <= 4 && words.every((w) => TITLE_WORDS.has(w));
}

export function findContact(doc: Doc, labelled: Map<FieldKey, string[]>, address: ParsedAddress) {
  const get = (key: FieldKey) => labelled.get(key)?.[0]?.trim() ?? '';
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
  const labelledName = get('agentName');
  const labelledPhone = (labelled.get('agentPhone') ?? []).find((v) => PHONE.test(v));
  const labelledEmail = (labelled.get('agentEmail') ?? []).find((v) => EMAIL.test(v));
  if (labelledPhone) contact.Phone = labelledPhone.match(PHONE)![0].trim();
  if (labelledEmail) contact.Email = labelledEmail.match(EMAIL)![0];
  // "List Ofc: Foundry Row Realty · Ofc Ph: ...": the firm is the first segment.
  if (get('agency')) contact.AgencyName = cleanSegment(get('agency').split(' · ')[0].split(PHONE)[0]);
  // "Office: Lakeside Realty, 12 Main St": a phone label holding no number names the office's firm.
  const officeFirm = (labelled.get('agentPhone') ?? []).find((v) => !PHONE.test(v) && AGENCY_WORDS.test(v));
  if (!contact.AgencyName && officeFirm) contact.AgencyName = cleanSegment(officeFirm.split(/[,·|]/)[0]);
  // "Listing Broker: Beaumont Ashby" names the person, not the firm.
  if (isPersonName(contact.AgencyName)) {
    if (!labelledName) contact.Name = contact.AgencyName;
    contact.AgencyName = '';
  }
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
      (/\d/.test(labelledName) ? undefined : parts.find((p) => !AGENCY_WORDS.test(p) && !isJobTitle(p))) ??
      '';
    contact.AgencyName ||=
      parts.find((p) => p !== contact.Name && AGENCY_WORDS.test(p) && !isJobTitle(p)) ?? '';
  }
  // Contact blocks set side by side under headings ("ASSOCIATION MANAGEMENT | LISTING AGENT"): the
  // column headed as the agent's is the agent's, whatever the other column (a manager, a lender) holds.
  const column = agentColumn(doc);
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
  if (contact.Name && contact.Phone && contact.Email && contact.AgencyName) return contact;

  // Contact lines, most telling first: lines opened by a lead-in ("Presented by ..."), the body of a
  // "Presented by" or "Agent" block, lines holding a phone or an email, then the lines right around
  // those in the same paragraph (a name above a phone number).
  const lead: number[] = [];
  const block: number[] = [];
  const direct: number[] = [];
  // A second agent ("Also listed with ...", "Co-listed by ...") is read last: the listing's agent is
  // the one the page presents first.
  const second: number[] = [];
  doc.lines.forEach((line, i) => {
    if (isReaders(line)) return;
    if (CO_AGENT.test(line.all[0])) second.push(i);
    else if (LEAD_IN.test(line.all[0])) lead.push(i);
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
  const ordered = [
    ...new Set([...lead, ...block, ...direct, ...near.filter((j) => !second.includes(j)), ...second]),
  ];
  const segments: string[] = [];
  const blockText: string[] = [];
  // A firm's name that ran out of room leaves its last words alone on the next line of the block
  // ("Summit Avenue Property" / "Management"): the two lines are one name.
  const wrapped = new Set<number>();
  for (const i of ordered) {
    const next = doc.lines[i + 1];
    const cells = doc.lines[i].all;
    if (
      next?.para === doc.lines[i].para &&
      next.all.length === 1 &&
      FIRM_TAIL.test(next.all[0]) &&
      /^[A-Z][A-Za-z'&.-]*(?: [A-Z&][A-Za-z'&.-]*){0,4}$/.test(cells[cells.length - 1])
    )
      wrapped.add(i + 1);
  }
  for (const i of ordered) {
    if (wrapped.has(i)) continue;
    const line = doc.lines[i];
    const all = wrapped.has(i + 1)
      ? [...line.all.slice(0, -1), `${line.all[line.all.length - 1]} ${doc.lines[i + 1].all[0]}`]
      : line.all;
    blockText.push(all.join(' | '));
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
      segments.push(...segmentsOf(rest));
    }
  }
  const joined = blockText.join('\n');
  // The agent's own line (cell, mobile, direct) beats the office's main number when the block gives both.
  const own = [
    ...joined.matchAll(
      new RegExp(`\\b(?:c|m|d|cell|mobile|mob|direct|text)\\b\\.?:?\\s*(${PHONE.source})`, 'gi'),
    ),
  ][0];
  const office = /\b(?:o|off|ofc|office|main|fax|f)\b\.?:?\s*$/i;
  const firstPhone = joined.match(PHONE);
  const officeFirst =
    firstPhone?.index !== undefined &&
    office.test(joined.slice(Math.max(0, firstPhone.index - 10), firstPhone.index));
  contact.Phone ||=
    (officeFirst ? own?.[1]?.trim() : undefined) ??
    firstPhone?.[0].trim() ??
    doc.fullText.match(PHONE)?.[0].trim() ??
    '';
  const notReaders = (m: string | undefined) => (m && !readers.has(m.toLowerCase()) ? m : undefined);
  contact.Email ||=
    notReaders(joined.match(EMAIL)?.[0]) ??
    [...doc.fullText.matchAll(new RegExp(EMAIL.source, 'g'))].map((m) => m[0]).find((m) => notReaders(m)) ??
    '';
  const domain = contact.Email.split('@')[1]?.split('.')[0]?.toLowerCase() ?? '';
  contact.AgencyName ||=
    segments.find((s) => AGENCY_WORDS.test(s) && !isPersonName(s) && !isJobTitle(s)) ??
    segments.find((s) => domain.length > 3 && s.toLowerCase().replace(/[^a-z0-9]/g, '') === domain) ??
    agencyOfDomain(doc, domain) ??
    '';
  // Place names of the listing's own address look like names ("Long Beach"): never an agent.
  const places = new Set([address.City, address.Street].map((p) => p.toLowerCase()));
  contact.Name ||=
    segments.find((s) => isPersonName(s) && s !== contact.AgencyName && !places.has(s.toLowerCase())) ?? '';
  // A name with its title set above the phone, a blank line between ("Marcus Eddington" / "Associate
  // Broker" / "" / "(480) 555-0107"): the short paragraph just before the phone's.
  if (!contact.Name && direct.length > 0) {
    const para = doc.lines[direct[0]].para - 1;
    const above = doc.lines.filter((l) => l.para === para);
    if (above.length > 0 && above.length <= 3)
      contact.Name =
        above
          .flatMap((l) => l.all)
          .find((c) => isPersonName(c) && c !== contact.AgencyName && !places.has(c.toLowerCase())) ?? '';
  }
  // Names set in capitals are given as people write them.
  contact.Name = tidyCase(contact.Name);
  contact.AgencyName = tidyCase(contact.AgencyName);
  return contact;
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
      if (cell.length > 80 || /\d|@/.test(cell)) continue;
      for (const segment of segmentsOf(cell)) {
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
  return best?.name;
}

/** "CARDINAL POINT REAL ESTATE" as "Cardinal Point Real Estate"; names already in mixed case stay. */
function tidyCase(raw: string): string {
  const name = cleanSegment(raw);
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function segmentsOf(text: string): string[] {
  return text
    .split(/(?<!\s)\s*(?:\||,|;|•|·|\s-\s|\s–\s|\s—\s|\bof\b|\bwith\b|\bat\b)\s*/)
    .map(cleanSegment)
    .filter((s) => s.length > 1);
}

function cleanSegment(s: string): string {
  return (
    s
      // The REALTOR® mark, not a firm's "Realtors" ("Bluegrass Heritage Realtors").
      .replace(/\b(?:REALTOR|Realtor)(?![A-Za-z])®?|®|™/g, '')
      // Licence numbers: "DRE #01234567", "Lic. 12345".
      .replace(
        /\b(?:Cal\s?DRE|DRE|BRE|Lic(?:ense)?\.?(?:\s+No\.?)?)\s*(?:#\s*)?(?::\s*)?[A-Z0-9-]*\d[A-Z0-9-]*/gi,
        '',
      )
      // "Riviera Coast Estates presents": the firm, not its banner's verb.
      .replace(/(?<!\s)\s+(?:proudly\s+)?(?:presents|offers|introduces)$/i, '')
      // An MLS agent code after the name: "Gideon Marsh (MARS94)".
      .replace(/(?<!\s)\s*\([A-Z]{2,8}\d{1,6}\)/g, '')
      // "Priya Raman <priya@...>": the brackets around a sender's address.
      .replace(/[<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s:.,-]+|(?<![\s:,-])[\s:,-]+$/g, '')
      .trim()
  );
}

const CAPITAL_WORDS =
  /\b(?:JUST|LISTED|LISTING|NEW|OPEN|HOUSE|SOLD|SALE|RENT|LEASE|PRICE|REDUCED|COMING|SOON|CONTACT|CALL|PRESENTED|AGENT|BROKER|FEATURES|DETAILS|HOME|HOMES|PROPERTY|THE|FOR|AT|OF|AND|BY|YOUR|OUR|STREET|ROAD|AVENUE|DRIVE|LANE|COURT|WAY|CITY|COUNTY|PARK|LAKE|VIEW|VIEWS|ESTATE|ESTATES|COLLECTION|RESIDENCE|RESIDENCES|SPECIFICATIONS|HIGHLIGHTS|AMENITIES|OVERVIEW)\b/;

const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}\.|\p{Lu}\p{Ll}*\p{Lu}\p{Ll}+|de|van|von|la|del|da|di|le)$/u;

/** "Dana Whitfield", "Mary-Kate O'Neil", "J. Ortega": two to four name-shaped words, no agency word. */
function isPersonName(raw: string): boolean {
  // A name set in capitals ("JANE DOE") is read as written in mixed case; words of a banner or a
  // heading in capitals are no name.
  const caps = raw === raw.toUpperCase() && /[A-Z]{2}/.test(raw);
  if (caps && CAPITAL_WORDS.test(raw)) return false;
  const s = caps ? raw.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : raw;
  const words = s.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (AGENCY_WORDS.test(s) || /\d|@/.test(s) || isJobTitle(s)) return false;
  if (/^(?:Just|Listed|New|For|Open|Contact|Call|Price|Presented|Listing|Sale|Rent|Sold|Coming)\b/.test(s))
    return false;
  return words.every((w) =>
    NAME_WORD.test(w.replace(/[,.]$/, (m) => (m === '.' && w.length === 2 ? m : ''))),
  );
}
