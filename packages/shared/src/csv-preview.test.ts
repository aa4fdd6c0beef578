import { describe, expect, it } from 'vitest';
import {
  applyCsvMapping,
  duplicateColumns,
  guessCsvMapping,
  missingRequiredColumns,
  readCsvPreview,
} from './csv-preview.ts';
import { parseCsvNumber, resolveCsvHeader } from './csv-template.ts';

const MLS_EXPORT = [
  '\uFEFFListing ID,Property Type,Street Address,City,State,Postal Code,List Price,BR,Baths Total,Living Area,Year Built,Public Remarks,Zoning Code',
  'A1,Single Family Home,14 Birch Ln,Boise,ID,83702,$1.2M,4,3.5,"2,900",2004,"Corner lot, ""mature"" trees',
  'and a shop.",R-1',
  'A2,Condo,8 Pine St,Boise,ID,83702,"$489,900",2,2,1100,2019,,',
].join('\r\n');

describe('readCsvPreview', () => {
  it('reads the header and the first records, quoted commas, quotes and line breaks included', () => {
    const preview = readCsvPreview(MLS_EXPORT, 5);
    expect(preview.header[0]).toBe('Listing ID');
    expect(preview.rows).toHaveLength(2);
    expect(preview.rows[0][11]).toBe('Corner lot, "mature" trees\r\nand a shop.');
    expect(preview.rows[1][6]).toBe('$489,900');
    expect(MLS_EXPORT.slice(preview.headerEnd).startsWith('A1,')).toBe(true);
  });

  it('stops after the limit and skips blank lines', () => {
    const preview = readCsvPreview('a,b\n\n1,2\n3,4\n5,6\n', 2);
    expect(preview.rows).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('handles a file that is only a header without a line break', () => {
    expect(readCsvPreview('Street,City')).toEqual({ header: ['Street', 'City'], rows: [], headerEnd: 11 });
  });
});

describe('mapping an export to the documented columns', () => {
  it('guesses common MLS headers and keeps the rest as custom fields', () => {
    const { header } = readCsvPreview(MLS_EXPORT);
    expect(guessCsvMapping(header)).toEqual([
      { custom: true },
      { column: 'PropertyType' },
      { column: 'Street' },
      { column: 'City' },
      { column: 'State' },
      { column: 'ZipCode' },
      { column: 'Price' },
      { column: 'Bedrooms' },
      { column: 'Bathrooms' },
      { column: 'SquareFootage' },
      { column: 'YearBuilt' },
      { column: 'PropertyDescription' },
      { custom: true },
    ]);
  });

  it('reports the required columns left unmapped and columns chosen twice', () => {
    const mapping = guessCsvMapping(['Street', 'Address', 'City']);
    expect(mapping[1]).toEqual({ custom: true });
    expect(missingRequiredColumns(mapping).map((c) => c.header)).toEqual([
      'PropertyType',
      'ListingType',
      'State',
      'ZipCode',
    ]);
    expect(duplicateColumns([{ column: 'City' }, { column: 'City' }, { ignore: true }])).toEqual(['City']);
  });

  it("rewrites only the header row with the agent's choices", () => {
    const preview = readCsvPreview(MLS_EXPORT);
    const mapping = guessCsvMapping(preview.header);
    mapping[0] = { ignore: true };
    mapping[12] = { column: 'ZoningInfo' };
    mapping.push({ column: 'ListingType' });
    const rewritten = applyCsvMapping(MLS_EXPORT, preview, mapping);
    const [headerLine] = rewritten.split('\r\n');
    expect(headerLine).toBe(
      ',PropertyType,Street,City,State,ZipCode,Price,Bedrooms,Bathrooms,SquareFootage,YearBuilt,PropertyDescription,ZoningInfo',
    );
    expect(rewritten.slice(headerLine.length + 2)).toBe(MLS_EXPORT.slice(preview.headerEnd));
    const resolved = resolveCsvHeader(headerLine.split(','));
    expect(resolved.cells[0]).toEqual({ ignored: true });
    expect(resolved.missing).toEqual(['ListingType']);
  });

  it('keeps a custom header that looks like a documented column as a custom field', () => {
    const preview = readCsvPreview('Street,Zip\n1 A St,90210\n');
    const text = applyCsvMapping(preview.header.join(','), preview, [{ column: 'Street' }, { custom: true }]);
    expect(text.split('\r\n')[0]).toBe('Street,Custom Zip');
  });
});

describe('parseCsvNumber', () => {
  it.each([
    ['$1.2M', 1_200_000],
    ['1.25m', 1_250_000],
    ['850K', 850_000],
    ['$1,250,000', 1_250_000],
    [' 425000 ', 425_000],
    ['1.5', 1.5],
  ])('reads %s', (text, value) => {
    expect(parseCsvNumber(text)).toBe(value);
  });

  it.each(['1.2 million?', 'call', '1.2B', '--5'])('leaves %s for the schema to refuse', (text) => {
    expect(parseCsvNumber(text)).toBe(text);
  });
});
