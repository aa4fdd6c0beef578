import { CSV_MAX_ROWS } from '@ai-realty/shared/constants';
import { CSV_UPLOAD_MESSAGES } from '@ai-realty/shared/csv-template';
import { CsvError, parse } from 'csv-parse/sync';
import { validationError } from '../../lib/app-error.ts';

export type CsvDataRow = { line: number; cells: string[] };
export type CsvFile = { header: string[]; rows: CsvDataRow[] };

type ParsedRecord = { record: string[]; info: { lines: number } };

const PARSE_OPTIONS = {
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
} as const;

const invalid = (message: string) => validationError({ csvfile: message }, message);

/**
 * Turns an uploaded file into a header row and data rows, each with the line of the file it starts
 * on. Anything that is not readable CSV text is a 400 VALIDATION_ERROR with a message a person can
 * act on, never a 500.
 */
export function readCsvFile(buffer: Buffer): CsvFile {
  const text = decodeText(buffer);
  if (!text.trim()) throw invalid(CSV_UPLOAD_MESSAGES.empty);
  // csv-parse counts a CRLF inside a quoted field as two lines; with LF only its line numbers are exact.
  const normalized = text.replace(/\r\n?/g, '\n');
  let records: ParsedRecord[];
  try {
    records = parse(normalized, PARSE_OPTIONS) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw invalid(describeCsvError(error, normalized));
    throw error;
  }
  if (records.length === 0) throw invalid(CSV_UPLOAD_MESSAGES.empty);
  const [headerRecord, ...data] = records;
  if (data.length === 0) throw invalid(CSV_UPLOAD_MESSAGES.noRows);
  if (data.length > CSV_MAX_ROWS) throw invalid(CSV_UPLOAD_MESSAGES.tooManyRows(data.length));
  return {
    header: headerRecord.record,
    rows: data.map(({ record, info }) => ({
      // info.lines is where the record ends; a quoted field may span lines, so count back to its start.
      line: info.lines - record.reduce((n, cell) => n + countNewlines(cell), 0),
      cells: record,
    })),
  };
}

function countNewlines(value: string): number {
  let n = 0;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) n++;
  return n;
}

function decodeText(buffer: Buffer): string {
  // Spreadsheet programs save "Unicode text" as UTF-16 with a byte-order mark.
  if (buffer.length >= 2 && buffer[0] === 0xff && buffer[1] === 0xfe)
    return stripBom(new TextDecoder('utf-16le').decode(buffer));
  if (buffer.length >= 2 && buffer[0] === 0xfe && buffer[1] === 0xff)
    return stripBom(new TextDecoder('utf-16be').decode(buffer));
  if (looksBinary(buffer)) throw invalid(CSV_UPLOAD_MESSAGES.notText);
  try {
    return stripBom(new TextDecoder('utf-8', { fatal: true }).decode(buffer));
  } catch {
    // Not UTF-8 but plain text: older spreadsheet exports use Windows-1252.
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** NUL bytes, or many control characters in the first 8 KB, mean this is not a text file. */
function looksBinary(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > sample.length * 0.05;
}

function describeCsvError(error: CsvError, text: string): string {
  const { lines, records } = error as CsvError & { lines?: number; records?: number };
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED': {
      // The parser reports the end of the file; the person needs the line where the open quote's row starts.
      const start = typeof records === 'number' ? startLineOfRecord(text, records) : lines;
      return `The CSV file is malformed: a quoted value is never closed (row starting on line ${start})`;
    }
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `The CSV file is malformed: a quote is misplaced (line ${lines}). Values containing quotes must be wrapped in quotes, with inner quotes doubled`;
    default:
      return typeof lines === 'number'
        ? `The CSV file could not be read (line ${lines})`
        : 'The CSV file could not be read';
  }
}

/** Line where the record after the first `complete` records starts: the next non-blank line. */
function startLineOfRecord(text: string, complete: number): number {
  let lastLine = 0;
  if (complete > 0) {
    const done = parse(text, { ...PARSE_OPTIONS, to: complete }) as unknown as ParsedRecord[];
    lastLine = done[done.length - 1]?.info.lines ?? 0;
  }
  const lines = text.split('\n');
  for (let i = lastLine; i < lines.length; i++) if (lines[i].trim()) return i + 1;
  return lastLine + 1;
}
