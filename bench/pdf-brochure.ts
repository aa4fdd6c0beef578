// A large listing brochure for the AI Detect benchmarks: N pages, each with a full-bleed photo
// (incompressible pixels, so the file really is as big as asked) and the listing's text. Page 1 states
// the facts; later pages carry prose, feature lists and the agent block like a real brochure.
// As a command (used by bench/pdf-large.ts to build the file in its own process):
//   node bench/pdf-brochure.ts <out.pdf> <pages> <megabytes>
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';

export const BROCHURE_TRUTH = {
  BasicInfo: {
    PropertyType: 'Single Family Home',
    ListingType: 'For Sale',
    Price: 3150000,
    Bedrooms: 5,
    Bathrooms: 4,
    SquareFootage: 5200,
    Address: { Street: '1180 Summit Ridge Road', City: 'Park City', State: 'UT', ZipCode: '84060' },
  },
  HistoricalInfo: { YearBuilt: 2019 },
  LegalCompliance: { HOAFees: 250 },
  RealtorContact: {
    Name: 'Morgan Ellis',
    Phone: '435-555-0142',
    Email: 'morgan@wasatchpeaks.com',
    AgencyName: 'Wasatch Peaks Realty',
  },
};

const W = 612;
const H = 792;

/** A raw RGB image of random pixels, drawn full width at the top of the page. */
function photo(doc: PDFDocument, page: PDFPage, bytes: number) {
  const side = Math.max(8, Math.floor(Math.sqrt(bytes / 3)));
  const image = doc.context.stream(randomBytes(side * side * 3), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  const name = page.node.newXObject('Photo', doc.context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(W, 0, 0, 420, 0, H - 420),
    drawObject(name),
    popGraphicsState(),
  );
}

function text(page: PDFPage, s: string, x: number, y: number, size: number, font: PDFFont) {
  page.drawText(s, { x, y, size, font, color: rgb(0.1, 0.12, 0.15) });
}

const PROSE = [
  'Perched above the valley with views to the ski runs, this residence pairs warm timber with walls of glass.',
  'The great room opens to a covered terrace, and the chef’s kitchen anchors the main level for easy entertaining.',
  'Each bedroom suite has its own bath, and the lower level adds a media room, a gym and a guest wing.',
];

export async function buildBrochure(pages: number, totalBytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Summit Ridge brochure');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const perPage = totalBytes / pages;
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([W, H]);
    photo(doc, page, perPage);
    if (i === 0) {
      text(page, '1180 Summit Ridge Road', 54, H - 460, 22, bold);
      text(page, 'Park City, UT 84060', 54, H - 484, 14, regular);
      text(page, 'Offered at $3,150,000', 54, H - 520, 18, bold);
      const facts = [
        'Property Type: Single Family Home',
        'Bedrooms: 5',
        'Bathrooms: 4',
        'Square Feet: 5,200',
        'Year Built: 2019',
        'HOA Dues: $250/month',
      ];
      facts.forEach((line, n) => {
        text(page, line, 54, H - 556 - n * 16, 11, regular);
      });
    } else if (i === pages - 1) {
      text(page, 'Presented by', 54, H - 470, 12, bold);
      text(page, 'Morgan Ellis, Wasatch Peaks Realty', 54, H - 488, 12, regular);
      text(page, '435-555-0142  |  morgan@wasatchpeaks.com', 54, H - 504, 12, regular);
    } else {
      text(page, `Gallery ${i}: living spaces`, 54, H - 460, 16, bold);
      PROSE.forEach((line, n) => {
        text(page, line, 54, H - 490 - n * 16, 10.5, regular);
      });
    }
  }
  return doc.save({ useObjectStreams: false });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, pages, megabytes] = process.argv.slice(2);
  const data = await buildBrochure(Number(pages), Number(megabytes) * 1024 * 1024);
  await writeFile(out, data);
}
