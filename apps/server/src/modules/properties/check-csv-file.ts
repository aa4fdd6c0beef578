import type { ListingStatus } from '@ai-realty/shared/constants';
import { CSV_UPLOAD_MESSAGES, csvRowToProperty, resolveCsvHeader } from '@ai-realty/shared/csv-template';
import { neutralizeFormula } from '@ai-realty/shared/rules/spreadsheet-formula';
import type { Property, PropertyUploadResult } from '@ai-realty/shared/schemas/property';
import { validationError } from '../../lib/app-error.ts';
import { propertyValues } from './property-record.ts';
import { readCsvFile } from './read-csv-file.ts';

/** A valid row, ready to store: its object already as JSON text, cheap to hand from thread to thread. */
export type CsvPropertyRow = { address: string; searchText: string; dataJson: string; status: ListingStatus };

export type CheckedCsv = Omit<PropertyUploadResult, 'created'> & { rows: CsvPropertyRow[] };

/**
 * Reads a property CSV and checks every row with the wizard's rules: the valid rows in file order,
 * and every other row with its line number and why. A file that cannot be imported at all (not
 * CSV, no rows, missing or repeated columns) is a 400 VALIDATION_ERROR. Pure CPU work: it runs in
 * a worker thread (csv-check-thread.ts), never on the API's event loop.
 */
export function checkCsvFile(file: Buffer): CheckedCsv {
  const csv = readCsvFile(file);
  const header = resolveCsvHeader(csv.header);
  if (header.missing.length > 0) {
    const message = CSV_UPLOAD_MESSAGES.missingColumns(header.missing);
    throw validationError({ csvfile: message }, message);
  }
  if (header.duplicates.length > 0) {
    const message = CSV_UPLOAD_MESSAGES.duplicateColumns(header.duplicates);
    throw validationError({ csvfile: message }, message);
  }

  const rows: CsvPropertyRow[] = [];
  const rejected: PropertyUploadResult['rejected'] = [];
  let examples = 0;
  for (const row of csv.rows) {
    if (row.cells.length > csv.header.length && row.cells.slice(csv.header.length).some((c) => c.trim())) {
      rejected.push({
        line: row.line,
        reason: `Row has ${row.cells.length} values but the header has ${csv.header.length} columns`,
      });
      continue;
    }
    const result = csvRowToProperty(header, row.cells);
    if (result.ok) {
      const { address, data, searchText } = propertyValues(withoutFormulas(result.property));
      rows.push({ address, searchText, dataJson: JSON.stringify(data), status: result.status });
    } else if ('example' in result) examples++;
    else rejected.push({ line: row.line, reason: Object.values(result.errors).join('; ') });
  }
  return { rows, rejected, examples, total: csv.rows.length };
}

/** Every text of the property with spreadsheet formulas neutralised (see rules/spreadsheet-formula.ts). */
function withoutFormulas(property: Property): Property {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return neutralizeFormula(value);
    if (Array.isArray(value)) return value.map(clean);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [neutralizeFormula(k), clean(v)]));
    }
    return value;
  };
  return clean(property) as Property;
}
