/** A cell that opens with a street address: "9215 W 96th Terrace", "• 600 Harbour Isle Drive, Unit 904". */
const STREET_CELL =
  /^(?:[•·]\s*)?(\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][A-Za-z0-9'.-]*\s+){0,4}(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Ct|Court|Blvd|Boulevard|Way|Pl|Place|Ter|Terrace|Cir|Circle|Trl|Trail|Pkwy|Parkway|Hwy|Highway|Loop|Run|Pass|Row|Mews|Sq|Square|Point|Pointe|Crossing|Cove|Path|Walk|Alley)\b\.?)/;

/** The street of a cell, as a key that ignores case and what follows the street's name. */
function streetKey(cell: string): string | undefined {
  const m = STREET_CELL.exec(cell.trim());
  return m ? m[1].toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ') : undefined;
}

/**
 * The part of a page of several homes that is the listing's own: a showing itinerary's opened stop, a
 * comparison's opened home. Each line that opens with a street starts another home's part; the
 * listing's part is the longest one that opens with its street, when it is much longer than the other
 * homes' cards (an opened sheet among short cards). Undefined on a page of one home, or where no part
 * stands out.
 */
export function subjectBlock(text: string, street: string): string | undefined {
  const subject = streetKey(street);
  if (!subject) return undefined;
  const lines = text.split('\n');
  const starts: { line: number; key: string }[] = [];
  lines.forEach((line, i) => {
    const key = line
      .split(' | ')
      .map(streetKey)
      .find((k) => k !== undefined);
    if (key && starts[starts.length - 1]?.key !== key) starts.push({ line: i, key });
  });
  const others = new Set(starts.map((s) => s.key).filter((k) => k !== subject));
  if (others.size < 2) return undefined;
  const parts = starts.map((s, k) => {
    const end = starts[k + 1]?.line ?? lines.length;
    const body = lines.slice(s.line, end).filter((l) => l.trim() !== '');
    return { key: s.key, body };
  });
  const own = parts.filter((p) => p.key === subject).sort((a, b) => b.body.length - a.body.length)[0];
  const rest = parts
    .filter((p) => p.key !== subject)
    .map((p) => p.body.length)
    .sort((a, b) => a - b);
  const median = rest[Math.floor(rest.length / 2)] ?? 0;
  if (!own || own.body.length < 6 || own.body.length < median * 2) return undefined;
  return own.body.join('\n');
}
