import { CSV_MAX_ROWS, LISTING_STATUSES, type ListingStatus } from './constants.ts';
import { checkProperty, type Property, type PropertyFieldErrors } from './schemas/property.ts';

// The documented header set of the property CSV import (POST /property/upload), the template the
// web offers for download, and the mapping from a column to its place in the property object.
// Headers match case-insensitively and ignore spaces, dashes and underscores ("Zip Code" = ZipCode).
// A column outside this set is kept as a custom field under its own header.

/** The Status of the template's sample row: a row with this status is skipped, never imported. */
export const CSV_EXAMPLE_STATUS = 'example';

export type CsvColumnKind = 'text' | 'number' | 'keywords' | 'status' | 'lot-size' | 'lot-unit';

export type CsvColumn = {
  header: string;
  /** Dotted path in the property object; 'ListingStatus' for the record's status. */
  path: string;
  kind: CsvColumnKind;
  required: boolean;
  example: string;
  aliases?: readonly string[];
};

const col = (
  header: string,
  path: string,
  example: string,
  opts: { kind?: CsvColumnKind; required?: boolean; aliases?: readonly string[] } = {},
): CsvColumn => ({
  header,
  path,
  kind: opts.kind ?? 'text',
  required: opts.required ?? false,
  example,
  aliases: opts.aliases,
});

export const CSV_COLUMNS: readonly CsvColumn[] = [
  // Aliases cover the headers of common MLS exports ("List Price", "LP", "BR", "Baths Total",
  // "Living Area", "Postal Code"), so most exports map without help.
  col('PropertyType', 'BasicInfo.PropertyType', 'Single Family Home', {
    required: true,
    aliases: ['PropType', 'PropertySubType', 'Type', 'Style'],
  }),
  col('ListingType', 'BasicInfo.ListingType', 'For Sale', {
    required: true,
    aliases: ['TransactionType', 'SaleOrRent', 'SaleType'],
  }),
  col('Street', 'BasicInfo.Address.Street', '123 Maple Street', {
    required: true,
    aliases: ['Address', 'StreetAddress', 'FullStreetAddress', 'UnparsedAddress', 'AddressLine1'],
  }),
  col('City', 'BasicInfo.Address.City', 'Springfield', { required: true, aliases: ['Town', 'Municipality'] }),
  col('State', 'BasicInfo.Address.State', 'IL', { required: true, aliases: ['StateOrProvince', 'St'] }),
  col('ZipCode', 'BasicInfo.Address.ZipCode', '62704', {
    required: true,
    aliases: ['Zip', 'PostalCode', 'ZipCode5', 'Postal'],
  }),
  col('Price', 'BasicInfo.Price', '$425,000', {
    kind: 'number',
    aliases: ['ListPrice', 'LP', 'AskingPrice', 'CurrentPrice', 'ListingPrice', 'Rent', 'MonthlyRent'],
  }),
  col('Bedrooms', 'BasicInfo.Bedrooms', '4', {
    kind: 'number',
    aliases: ['Beds', 'BR', 'BedroomsTotal', 'BedsTotal', 'TotalBedrooms', 'Bdrms'],
  }),
  col('Bathrooms', 'BasicInfo.Bathrooms', '2.5', {
    kind: 'number',
    aliases: ['Baths', 'BathsTotal', 'BathroomsTotal', 'TotalBaths', 'BathroomsTotalInteger', 'BA'],
  }),
  col('SquareFootage', 'BasicInfo.SquareFootage', '2,350', {
    kind: 'number',
    aliases: ['SquareFeet', 'SqFt', 'LivingArea', 'AprxSqFt', 'ApproxSqFt', 'BuildingAreaTotal', 'Size'],
  }),
  col('LotSize', 'BasicInfo.LotSize', '0.25', {
    kind: 'lot-size',
    aliases: ['Lot', 'LotArea', 'LotSizeArea'],
  }),
  col('LotSizeUnit', 'BasicInfo.LotSizeUnit', 'acres', { kind: 'lot-unit', aliases: ['LotUnit'] }),
  col('Units', 'BasicInfo.Units', '', { kind: 'number', aliases: ['NumberOfUnits', 'UnitCount'] }),
  col('GarageSpaces', 'BasicInfo.GarageSpaces', '2', { kind: 'number', aliases: ['Garage', 'GarageStalls'] }),
  col('ArchitecturalDetails', 'KeyFeatures.ArchitecturalDetails', 'Craftsman style with covered porch'),
  col('Renovations', 'KeyFeatures.Renovations', 'Kitchen remodeled in 2022'),
  col('Appliances', 'KeyFeatures.Appliances', 'Stainless steel range, dishwasher, refrigerator'),
  col('FlooringType', 'KeyFeatures.FlooringType', 'Hardwood and tile'),
  col('WindowFeatures', 'KeyFeatures.WindowFeatures', 'Double-pane windows'),
  col('HeatingCooling', 'KeyFeatures.HeatingCooling', 'Central air, gas furnace'),
  col('OutdoorSpaces', 'KeyFeatures.OutdoorSpaces', 'Fenced backyard with deck'),
  col('Parking', 'KeyFeatures.Parking', 'Attached two-car garage'),
  col('OnsiteAmenities', 'Amenities.Onsite', 'Finished basement, home office'),
  col('NearbyAmenities', 'Amenities.Nearby', 'Parks, schools, grocery stores'),
  col('EnvironmentalFeatures', 'Environmental.Features', 'Solar panels'),
  col('AccessibilityFeatures', 'Accessibility.Features', 'Step-free entry'),
  col('PropertyDescription', 'Descriptions.PropertyDescription', 'Bright home on a quiet street.', {
    aliases: ['PublicRemarks', 'Remarks', 'Description'],
  }),
  col('NeighborhoodDescription', 'Descriptions.NeighborhoodDescription', 'Walkable area near downtown.'),
  col('Keywords', 'SEO.Keywords', 'family home; craftsman; fenced yard', { kind: 'keywords' }),
  col('HOAFees', 'LegalCompliance.HOAFees', '0', {
    kind: 'number',
    aliases: ['HOA', 'AssociationFee', 'HOAFee', 'HOADues'],
  }),
  col('ZoningInfo', 'LegalCompliance.ZoningInfo', 'R-1 residential', { aliases: ['Zoning'] }),
  col('YearBuilt', 'HistoricalInfo.YearBuilt', '1998', {
    kind: 'number',
    aliases: ['YrBlt', 'YearBlt', 'Built'],
  }),
  col('HistoricalDetails', 'HistoricalInfo.HistoricalDetails', ''),
  col('Inspections', 'ConditionMaintenance.Inspections', 'Passed inspection in 2024'),
  col('MaintenanceHistory', 'ConditionMaintenance.MaintenanceHistory', 'Roof replaced in 2019'),
  col('RealtorName', 'RealtorContact.Name', 'Jane Smith', { aliases: ['AgentName'] }),
  col('RealtorPhone', 'RealtorContact.Phone', '(555) 123-4567', { aliases: ['AgentPhone'] }),
  col('RealtorEmail', 'RealtorContact.Email', 'jane@example.com', { aliases: ['AgentEmail'] }),
  col('AgencyName', 'RealtorContact.AgencyName', 'Prairie Realty', { aliases: ['Agency'] }),
  col('CustomInstructions', 'CustomInstructions.Instructions', ''),
  // The template's sample row says "example" here, so it is never imported if left in the file.
  col('Status', 'ListingStatus', CSV_EXAMPLE_STATUS, {
    kind: 'status',
    aliases: ['ListingStatus', 'StandardStatus'],
  }),
];

export const CSV_HEADERS: readonly string[] = CSV_COLUMNS.map((c) => c.header);
export const CSV_REQUIRED_HEADERS: readonly string[] = CSV_COLUMNS.filter((c) => c.required).map(
  (c) => c.header,
);
export const CSV_TEMPLATE_FILENAME = 'ai-realty-properties-template.csv';
export const CSV_KEYWORD_SEPARATORS = /[;|]/;

export function normalizeCsvHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const columnsByKey = new Map<string, CsvColumn>();
for (const c of CSV_COLUMNS) {
  for (const name of [c.header, ...(c.aliases ?? [])]) columnsByKey.set(normalizeCsvHeader(name), c);
}

export function findCsvColumn(header: string): CsvColumn | undefined {
  return columnsByKey.get(normalizeCsvHeader(header));
}

function quoteCsv(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The downloadable template: the header row and one example row, CRLF line endings. */
export function csvTemplate(): string {
  const header = CSV_COLUMNS.map((c) => quoteCsv(c.header)).join(',');
  const example = CSV_COLUMNS.map((c) => quoteCsv(c.example)).join(',');
  return `${header}\r\n${example}\r\n`;
}

/** One column of a file's header row: a documented column, or a custom field under its own name. */
export type CsvHeaderCell = { column: CsvColumn } | { custom: string } | { ignored: true };

export type CsvHeaderResolution = {
  cells: CsvHeaderCell[];
  missing: string[];
  duplicates: string[];
};

/** Matches a header row to the documented columns; reports required columns that are absent. */
export function resolveCsvHeader(headers: readonly string[]): CsvHeaderResolution {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const cells: CsvHeaderCell[] = headers.map((raw) => {
    const name = raw.replace(/^\uFEFF/, '').trim();
    // Names that would reach an object's prototype are never used as keys.
    if (!name || name === '__proto__' || name === 'constructor' || name === 'prototype')
      return { ignored: true };
    const column = findCsvColumn(name);
    const key = column ? column.header : `custom:${normalizeCsvHeader(name)}`;
    if (seen.has(key)) duplicates.push(column?.header ?? name);
    seen.add(key);
    return column ? { column } : { custom: name };
  });
  const missing = CSV_REQUIRED_HEADERS.filter((h) => !seen.has(h));
  return { cells, missing, duplicates };
}

/**
 * "$425,000" → 425000, "" → undefined (the field's default). Anything else that is not a plain
 * number is returned unchanged so the property schema rejects it with the field's own message.
 */
export function parseCsvNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const cleaned = trimmed.replace(/[$,\s]/g, '');
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number(cleaned);
  // "$1.2M", "850K": how prices are written in exports and by hand. Rounded to whole cents.
  const scaled = cleaned.match(/^(\d+\.?\d*|\.\d+)([kKmM])$/);
  if (scaled) {
    const factor = /m/i.test(scaled[2]) ? 1_000_000 : 1_000;
    return Math.round(Number(scaled[1]) * factor * 100) / 100;
  }
  return trimmed;
}

/** "acre", "ac" → acres; "sqft", "square feet", "sf" → sq ft; anything else is left for the schema to refuse. */
export function parseLotSizeUnit(value: string): string | undefined {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
  if (!v) return undefined;
  if (/^(acres?|ac)$/.test(v)) return 'acres';
  if (/^(sq ?ft|sf|square (feet|foot)|sq feet)$/.test(v)) return 'sq ft';
  return value.trim();
}

/** "0.25 acres", "6,500 sq ft" or a bare number: the number, and the unit when the cell names one. */
export function parseCsvLotSize(value: string): { size: number | string | undefined; unit?: string } {
  const match = value.trim().match(/^([$\d.,\s]*\d[\d.,]*)\s*([a-z. ]+)$/i);
  if (!match) return { size: parseCsvNumber(value) };
  const unit = parseLotSizeUnit(match[2]);
  return unit === 'acres' || unit === 'sq ft'
    ? { size: parseCsvNumber(match[1]), unit }
    : { size: value.trim() };
}

export function parseCsvKeywords(value: string): string[] {
  return value
    .split(CSV_KEYWORD_SEPARATORS)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Status words of MLS exports, as the three statuses of a record. */
const MLS_STATUSES: Record<string, ListingStatus> = {
  closed: 'sold',
  'active under contract': 'pending',
  'under contract': 'pending',
  contingent: 'pending',
  'pending sale': 'pending',
  'coming soon': 'active',
  new: 'active',
  'back on market': 'active',
};

export type CsvRowResult =
  | { ok: true; property: Property; status: ListingStatus }
  | { ok: false; errors: PropertyFieldErrors }
  | { ok: false; example: true };

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/**
 * One data row to a property, with the same rules as the wizard and the API. Errors are keyed by
 * dotted path (or 'ListingStatus'), with the messages of docs/product/properties.md#validation.
 */
export function csvRowToProperty(header: CsvHeaderResolution, row: readonly string[]): CsvRowResult {
  const input: Record<string, unknown> = {};
  const customFields: Record<string, string> = {};
  let status: ListingStatus = 'active';
  let lotUnitFromSize: string | undefined;
  let isExample = false;
  const errors: PropertyFieldErrors = {};
  header.cells.forEach((cell, i) => {
    const value = row[i] ?? '';
    if ('ignored' in cell) return;
    if ('custom' in cell) {
      if (value.trim()) customFields[cell.custom] = value.trim();
      return;
    }
    const { column } = cell;
    if (column.kind === 'status') {
      const s = value.trim().toLowerCase();
      if (!s) return;
      const known = MLS_STATUSES[s] ?? s;
      if (s === CSV_EXAMPLE_STATUS) isExample = true;
      else if ((LISTING_STATUSES as readonly string[]).includes(known)) status = known as ListingStatus;
      else errors.ListingStatus = `Status must be one of ${LISTING_STATUSES.join(', ')}`;
    } else if (column.kind === 'number') {
      setPath(input, column.path, parseCsvNumber(value));
    } else if (column.kind === 'keywords') {
      setPath(input, column.path, parseCsvKeywords(value));
    } else if (column.kind === 'lot-size') {
      const lot = parseCsvLotSize(value);
      setPath(input, column.path, lot.size);
      // A unit written in the size cell counts unless the file has its own unit column with a value.
      if (lot.unit) lotUnitFromSize = lot.unit;
    } else if (column.kind === 'lot-unit') {
      const unit = parseLotSizeUnit(value);
      if (unit !== undefined) setPath(input, column.path, unit);
    } else {
      setPath(input, column.path, value.trim());
    }
  });
  if (isExample) return { ok: false, example: true };
  input.CustomFields = customFields;
  const basic = (input.BasicInfo ?? {}) as Record<string, unknown>;
  if (lotUnitFromSize && basic.LotSizeUnit === undefined)
    setPath(input, 'BasicInfo.LotSizeUnit', lotUnitFromSize);
  const checked = checkProperty(input);
  for (const [path, message] of Object.entries(checked.errors)) errors[path] ??= message;
  if (Object.keys(errors).length > 0) return { ok: false, errors: inColumnOrder(errors) };
  return { ok: true, property: checked.property, status };
}

/** Errors in the order of the documented columns, so a row's reason reads left to right. */
function inColumnOrder(errors: PropertyFieldErrors): PropertyFieldErrors {
  const rank = (path: string) => {
    const i = CSV_COLUMNS.findIndex((c) => c.path === path);
    return i === -1 ? CSV_COLUMNS.length : i;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

export const CSV_UPLOAD_MESSAGES = {
  missingFile: 'Please choose a CSV file to upload (form field csvfile)',
  empty: 'The CSV file is empty',
  noRows: 'The CSV file has a header row but no properties',
  notText: 'The file is not a CSV text file',
  tooLarge: 'The CSV file is too large: at most 5 MB can be imported at once.',
  tooManyRows: (rows: number) =>
    `The CSV file has ${rows.toLocaleString('en-US')} rows; at most ${CSV_MAX_ROWS.toLocaleString('en-US')} can be imported at once`,
  missingColumns: (columns: readonly string[]) =>
    `The CSV file is missing required columns: ${columns.join(', ')}`,
  duplicateColumns: (columns: readonly string[]) =>
    `The CSV file has duplicate columns: ${columns.join(', ')}`,
} as const;
