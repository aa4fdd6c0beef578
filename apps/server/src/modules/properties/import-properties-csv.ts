import { CSV_UPLOAD_MESSAGES, csvRowToProperty, resolveCsvHeader } from '@ai-realty/shared/csv-template';
import { neutralizeFormula } from '@ai-realty/shared/rules/spreadsheet-formula';
import type { Property, PropertyUploadResult } from '@ai-realty/shared/schemas/property';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../lib/app-error.ts';
import { ensurePropertyCapacity } from './ensure-property-capacity.ts';
import { propertyValues } from './property-record.ts';
import { insertPropertiesBatch, type PropertyValues } from './property-repo.ts';
import { readCsvFile } from './read-csv-file.ts';

const INSERT_BATCH = 500;

/**
 * Imports a property CSV: every row is checked with the wizard's rules; the valid ones are inserted
 * together in one transaction (all or none, so a failure never leaves half an import), and every
 * other row is reported with its line number and why.
 */
export async function importPropertiesCsv(
  db: Db,
  userId: string,
  file: Buffer,
): Promise<PropertyUploadResult> {
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

  const valid: (PropertyValues & { status: 'active' | 'pending' | 'sold' })[] = [];
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
    if (result.ok) valid.push({ ...propertyValues(withoutFormulas(result.property)), status: result.status });
    else if ('example' in result) examples++;
    else rejected.push({ line: row.line, reason: Object.values(result.errors).join('; ') });
  }

  let created = 0;
  if (valid.length > 0) {
    await db.transaction(async (tx) => {
      await ensurePropertyCapacity(tx, userId, valid.length);
      for (let i = 0; i < valid.length; i += INSERT_BATCH) {
        created += await insertPropertiesBatch(tx, userId, valid.slice(i, i + INSERT_BATCH), i);
      }
    });
  }
  return { created, rejected, examples, total: csv.rows.length };
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
