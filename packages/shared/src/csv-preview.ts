import { CSV_COLUMNS, type CsvColumn, findCsvColumn } from './csv-template.ts';

// What the import dialog reads of a file before uploading it: the first records for a preview, a
// guessed mapping of the file's headers to the documented columns, and the file with its header row
// rewritten to the agent's mapping. The server then imports it exactly as any other file.

export type CsvPreview = {
  header: string[];
  rows: string[][];
  /** Offset of the first character after the header record (its line break included). */
  headerEnd: number;
};

/** The header and up to `limit` data records (RFC 4180: quoted fields may hold commas, quotes, newlines). */
export function readCsvPreview(text: string, limit = 5): CsvPreview {
  const body = text.replace(/^\uFEFF/, '');
  const offset = text.length - body.length;
  const records: string[][] = [];
  let headerEnd = text.length;
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRecord = (end: number) => {
    record.push(cell);
    cell = '';
    if (record.some((c) => c.trim())) records.push(record);
    if (records.length === 1 && headerEnd === text.length) headerEnd = end + offset;
    record = [];
  };
  while (i < body.length && records.length <= limit) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      const end = c === '\r' && body[i + 1] === '\n' ? i + 2 : i + 1;
      endRecord(end);
      i = end;
      continue;
    } else cell += c;
    i++;
  }
  if (i >= body.length && (cell || record.length)) endRecord(body.length);
  const [header = [], ...rows] = records;
  return { header: header.map((h) => h.trim()), rows: rows.slice(0, limit), headerEnd };
}

/** Where a file column goes: a documented column (by its header), a custom field, or nowhere. */
export type CsvColumnChoice = { column: string } | { custom: true } | { ignore: true };

/** The documented column each header matches (aliases included); unknown headers become custom fields. */
export function guessCsvMapping(header: readonly string[]): CsvColumnChoice[] {
  const taken = new Set<string>();
  return header.map((h) => {
    if (!h.trim()) return { ignore: true };
    const column = findCsvColumn(h);
    if (!column || taken.has(column.header)) return { custom: true };
    taken.add(column.header);
    return { column: column.header };
  });
}

/** Required documented columns no file column is mapped to. */
export function missingRequiredColumns(mapping: readonly CsvColumnChoice[]): CsvColumn[] {
  const mapped = new Set(mapping.flatMap((m) => ('column' in m ? [m.column] : [])));
  return CSV_COLUMNS.filter((c) => c.required && !mapped.has(c.header));
}

/** Documented columns chosen for more than one file column. */
export function duplicateColumns(mapping: readonly CsvColumnChoice[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const m of mapping) {
    if (!('column' in m)) continue;
    if (seen.has(m.column)) dup.add(m.column);
    seen.add(m.column);
  }
  return [...dup];
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The file with its header record replaced by the mapping: documented columns by their own header,
 * custom fields under the file's header, ignored columns with an empty header (which the import skips).
 */
export function applyCsvMapping(
  text: string,
  preview: CsvPreview,
  mapping: readonly CsvColumnChoice[],
): string {
  const header = preview.header.map((h, i) => {
    const m = mapping[i] ?? { custom: true };
    if ('column' in m) return m.column;
    if ('ignore' in m) return '';
    // A custom header that happens to match a documented column would be read as that column.
    return findCsvColumn(h) ? `Custom ${h}` : h;
  });
  return `${header.map(quote).join(',')}\r\n${text.slice(preview.headerEnd)}`;
}
