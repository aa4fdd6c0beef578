import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SETS, OWN_LISTING_FIXTURES } from '../../../test/fixtures/score-extraction.ts';
import {
  type Item,
  layoutPage,
  PDF_NO_TEXT_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
  PdfReadError,
  readPdfText,
  textOfPage,
} from './read-pdf-text.ts';

const bytes = async (dir: string, name: string) => new Uint8Array(await readFile(path.join(dir, name)));
/** A text item of its own type size, as wide as its characters at that size (`em` of the size each). */
const sizedItem = (str: string, x: number, y: number, fontSize: number, em = 0.5): Item => ({
  str,
  x,
  y,
  width: str.length * fontSize * em,
  fontSize,
});

async function failure(data: Uint8Array): Promise<PdfReadError> {
  try {
    await readPdfText(data);
  } catch (error) {
    if (error instanceof PdfReadError) return error;
    throw error;
  }
  throw new Error('the document was read');
}

describe('readPdfText', () => {
  it('rebuilds lines in reading order and splits table rows into cells', async () => {
    const { text, pageCount } = await readPdfText(await bytes(OWN_LISTING_FIXTURES, 'table-ruled.pdf'));
    expect(pageCount).toBe(1);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Property Fact Sheet');
    expect(lines).toContain('Asking Price | $415,000');
    expect(lines).toContain('HOA Dues | $195 / month');
  });

  it('reads side-by-side prose columns one after the other and separates pages', async () => {
    const { text, pageCount } = await readPdfText(
      await bytes(OWN_LISTING_FIXTURES, 'brochure-multipage.pdf'),
    );
    expect(pageCount).toBe(3);
    const pages = text.split('\f');
    expect(pages).toHaveLength(3);
    const page2 = pages[1];
    // The left column's paragraph is whole, and the right column's list comes after it.
    const paragraphEnd = page2.indexOf('with a guest wing above the garage.');
    const listStart = page2.indexOf('Interior Features');
    expect(paragraphEnd).toBeGreaterThan(0);
    expect(listStart).toBeGreaterThan(paragraphEnd);
    expect(page2).toContain('timber beams and a double-sided stone fireplace warm\nthe great room.');
  });

  it('refuses a scanned page with the message the user sees', async () => {
    const error = await failure(await bytes(OWN_LISTING_FIXTURES, 'scanned-flyer.pdf'));
    expect(error.code).toBe('NO_TEXT_LAYER');
    expect(error.message).toBe(PDF_NO_TEXT_MESSAGE);
  });

  it('refuses a page of vector shapes only as having no text layer', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    page.drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
    const error = await failure(await doc.save());
    expect(error.code).toBe('NO_TEXT_LAYER');
  });

  it('refuses corrupt files, other formats and empty input as unreadable', async () => {
    for (const data of [
      await bytes(OWN_LISTING_FIXTURES, 'corrupt-file.pdf'),
      new TextEncoder().encode('this is plain text pretending to be a PDF'),
      new Uint8Array(0),
    ]) {
      const error = await failure(data);
      expect(error.code).toBe('UNREADABLE');
      expect(error.message).toBe(PDF_UNREADABLE_MESSAGE);
    }
  });

  it("reads a typewriter face's words, each its own item between spaces, as lines of words, not a cell each", () => {
    const lines = [
      'FOR SALE - CONDO',
      '10610 NE 9th Place, Unit 905',
      'Bellevue, WA 98004',
      'PRICE .............................. $749,000',
      'BEDS ...................................... 2',
      'BATHS ..................................... 2',
      'SQ FT ................................. 1,120',
      'FLOOR ............................... 9 of 12',
      'PARKING ............. 1 space, secured garage',
      'VIEW ......................... West, Olympics',
      'REMARKS',
      'Ninth-floor corner home two blocks from the',
      'Downtown Park, with west windows toward the',
      'Olympics. Open kitchen with a gas cooktop and',
      'an island, two bedrooms on opposite sides,',
      'and a covered balcony. Walk to the light',
      'rail, shops and the library.',
      'LISTED BY',
      'Kenji Armitage 425-555-0117',
      'Evergreen Eastside Realty',
    ];
    // As the text is read from a page in Courier: each word an item, each space an item of its own,
    // every character 0.6 em wide.
    const items: Item[] = lines.flatMap((line, i) => {
      let x = 10;
      return line.split(/( )/).flatMap((str) => {
        if (str === '') return [];
        const item = sizedItem(str, x, 480 - i * 10, 7.6, 0.6);
        x += item.width;
        return [item];
      });
    });
    const read = textOfPage(layoutPage(items, 227, 1))
      .split('\n')
      .filter(Boolean);
    expect(read).toEqual(lines);
    // (A browser's print may give each space a width other than its advance: the next word starting
    // one character on is what makes it a word space.)
    const misgiven = items.map((item) => (item.str === ' ' ? { ...item, width: item.width * 1.85 } : item));
    expect(
      textOfPage(layoutPage(misgiven, 227, 1))
        .split('\n')
        .filter(Boolean),
    ).toEqual(lines);
  });

  it('keeps a row of labels and values over lists beside each other: no heading of lists is dropped', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const rows = [
      ['Client:', 'Sawtooth Crest Realty', 'Spot title:', 'North End Bungalow'],
      ['Client contact:', 'Lena Marsh', 'Cart number:', 'CUT 4471 STCR'],
      ['Contact email:', 'lena.marsh@sawtoothcrest.example.com', 'Length:', 'Sixty seconds'],
      ['Account:', 'Boise North End', 'Air dates:', 'April twenty to thirty'],
      ['Ad order:', 'Production copy B', 'Sales rep:', 'Marcy Olin'],
    ];
    rows.forEach((row, i) => {
      row.forEach((cell, k) => {
        page.drawText(cell, { x: [48, 122, 338, 398][k], y: 700 - i * 12, size: 8, font });
      });
    });
    const { text } = await readPdfText(await doc.save());
    expect(text.split('\n')[0]).toBe('Client: | Sawtooth Crest Realty | Spot title: | North End Bungalow');
    expect(text).not.toContain('•');
  });

  it('reads a sidebar on baselines of its own after the main column, and a footer band on its own', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const prose = [
      'The kitchen is equipped with a gas range, a dishwasher and a microwave oven.',
      'Floors are cork and slate, and comfort comes from a heat pump with wall A/C.',
      'As for parking there is an off-street pad for two cars beside the porch.',
      'Recent updates include a tankless water heater added in the spring of 2023.',
    ];
    prose.forEach((line, i) => {
      page.drawText(line, { x: 32, y: 400 - i * 15, size: 9, font });
    });
    ['N E A R B Y', 'Grocery 2.1 mi', 'Park 0.2 mi'].forEach((line, i) => {
      page.drawText(line, { x: 440, y: 392 - i * 13, size: 8, font });
    });
    page.drawText('Hosted by Dana Whitfield', { x: 32, y: 120, size: 9, font });
    page.drawText('(205) 555-0110', { x: 440, y: 121, size: 9, font });
    const { text } = await readPdfText(await doc.save());
    expect(text.split('\n')).toEqual([
      ...prose,
      '',
      'N E A R B Y',
      'Grocery 2.1 mi',
      'Park 0.2 mi',
      '',
      'Hosted by Dana Whitfield | (205) 555-0110',
    ]);
  });

  it('puts labels stacked under their figures on one line, and reads a grid of lists column by column', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const put = (s: string, x: number, y: number, size = 9) => page.drawText(s, { x, y, size, font });
    put('2', 330, 700, 14);
    put('Jun 2026', 420, 702, 14);
    put('62', 500, 700, 14);
    put('E S T.', 420, 689, 6);
    put('C O M P L E T I O N', 420, 682, 6);
    put('S T O R I E S', 330, 685, 6);
    put('L O T  W I D T H', 500, 685, 6);
    put('KITCHEN', 36, 500);
    put('INTERIOR', 180, 500);
    put('EXTERIOR', 330, 500);
    put('Stainless package: gas range,', 36, 486);
    put('Engineered hardwood', 180, 486);
    put('2-car attached garage', 330, 486);
    put('dishwasher, microwave hood', 36, 474);
    put('throughout', 180, 474);
    put('Covered rear patio', 330, 474);
    const { text } = await readPdfText(await doc.save());
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '2 | Jun 2026 | 62',
      'S T O R I E S | E S T. C O M P L E T I O N | L O T W I D T H',
    ]);
    expect(lines.filter((l) => l.startsWith('•'))).toEqual([
      '• Stainless package: gas range, dishwasher, microwave hood',
      '• Engineered hardwood throughout',
      '• 2-car attached garage',
      '• Covered rear patio',
    ]);
  });

  it("leaves the caller's buffer intact", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Bedrooms: 3 and a lovely garden', { x: 50, y: 700, size: 12, font });
    const data = await doc.save();
    const copy = data.slice();
    const { text } = await readPdfText(data);
    expect(text).toBe('Bedrooms: 3 and a lovely garden');
    expect(data).toEqual(copy);
  });

  it("splits a value from the next column's label at a column stop and rejoins values that wrap", () => {
    // Two columns of label/value pairs in 7-point type: labels at x 20 and 200, values at 60 and 240.
    // The left value wraps twice and runs to within a few points of the right column's label.
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 3.4,
      fontSize: 7,
    });
    const items: Item[] = [
      at('Kit Eqp', 20, 500),
      at('Gas range, dishwasher, wine', 60, 500),
      at('Floors', 200, 500),
      at('Oak', 240, 500),
      at('cooler and a built-in', 60, 491),
      at('microwave', 60, 482),
      at('Heat', 200, 488),
      at('Radiant', 240, 488),
      at('Roof', 20, 470),
      at('Slate', 60, 470),
      at('Pool', 200, 470),
      at('None', 240, 470),
      at('Style', 20, 458),
      at('Tudor', 60, 458),
      at('Yard', 200, 458),
      at('Fenced', 240, 458),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines[0]).toBe(
      'Kit Eqp | Gas range, dishwasher, wine cooler and a built-in microwave | Floors | Oak',
    );
    expect(lines).toContain('Heat | Radiant');
    expect(lines.join('\n')).not.toMatch(/^microwave$/m);
  });

  it('reads a paragraph beside a table on baselines of its own whole, with its heading, and the rows after it', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize: 8,
    });
    const items: Item[] = [
      at('Heating', 30, 660),
      at('Gas boiler and hot-water radiators', 130, 660),
      at('Rent', 330, 660),
      at('$58,000', 400, 660),
      at('$1,000', 460, 660),
      at('$250', 520, 660),
      at('Parking', 30, 645),
      at('Four off-street spaces off the alley', 130, 645),
      at('Vacancy', 330, 645),
      at('$2,900', 400, 645),
      at('$1,000', 460, 645),
      at('$250', 520, 645),
      at('Roof', 30, 630),
      at('Composition shingles, replaced 2019', 130, 630),
      at('Laundry', 330, 630),
      at('$1,600', 400, 630),
      at('$1,000', 460, 630),
      at('$250', 520, 630),
      at('Laundry', 30, 615),
      at('Coin-operated machines in the basement', 130, 615),
      at('Income', 330, 615),
      at('$57,000', 400, 615),
      at('$1,000', 460, 615),
      at('$250', 520, 615),
      at('Year Built', 30, 600),
      at('1931', 130, 600),
      at('Insurance', 330, 600),
      at('$3,100', 400, 600),
      at('$1,000', 460, 600),
      at('$250', 520, 600),
      at('OVERVIEW', 30, 585),
      at('Taxes', 330, 580),
      at('$5,900', 400, 580),
      at('$1,000', 460, 580),
      at('$250', 520, 580),
      at('A brick fourplex near the park with two large', 30, 572),
      at('Water', 330, 566),
      at('$4,400', 400, 566),
      at('$1,000', 460, 566),
      at('$250', 520, 566),
      at('flats and two small ones, each with its own', 30, 560),
      at('Repairs', 330, 553),
      at('$3,200', 400, 553),
      at('$1,000', 460, 553),
      at('$250', 520, 553),
      at('meter, and rents well below the market today.', 30, 548),
      at('Reserves', 330, 548),
      at('$1,000', 400, 548),
      at('$1,000', 460, 548),
      at('$250', 520, 548),
      at('Net income', 330, 536),
      at('$36,500', 400, 536),
      at('$1,000', 460, 536),
      at('$250', 520, 536),
    ];
    const text = textOfPage(layoutPage(items, 612, 1));
    expect(text).toContain(
      'OVERVIEW\nA brick fourplex near the park with two large\nflats and two small ones, each with its own\nmeter, and rents well below the market today.\n',
    );
    expect(text).toContain('Repairs | $3,200 | $1,000 | $250');
    expect(text).toContain('Reserves | $1,000 | $1,000 | $250');
  });

  it('reads a paragraph in the right column beside a table of figures on the left whole, too', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize: 8,
    });
    const items: Item[] = [];
    ['Rent', 'Vacancy', 'Laundry', 'Income', 'Insurance', 'Taxes', 'Water', 'Repairs'].forEach((label, k) => {
      const y = 660 - k * 13;
      items.push(at(label, 30, y), at('$58,000', 110, y), at('$1,000', 170, y), at('$250', 230, y));
    });
    items.push(at('OVERVIEW', 330, 640));
    [
      'A brick fourplex near the park with two large',
      'flats and two small ones, each with its own',
      'meter, and rents well below the market today.',
    ].forEach((line, k) => {
      items.push(at(line, 330, 630 - k * 11));
    });
    const text = textOfPage(layoutPage(items, 612, 1));
    expect(text).toContain(
      'OVERVIEW\nA brick fourplex near the park with two large\nflats and two small ones, each with its own\nmeter, and rents well below the market today.\n',
    );
    expect(text).toContain('Insurance | $58,000 | $1,000 | $250\n');
  });

  it('reads a paragraph beside the rows of a table on their baselines whole, when its last sentence ends on a figure', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize: 8,
    });
    const rows = [
      ['Parcel ID', '08-17-300-100'],
      ['Deed holder', 'HESSLER FAMILY FARM LLC'],
      ['Mailing address', '2214 LINCOLN WAY, AMES IA 50010'],
      ['Site address', '56120 260TH ST'],
    ];
    const prose = [
      'Seventy-eight deeded acres of farmland two miles north of Nevada,',
      'with tillable acres carrying an average CSR2 of 84.6. The ground is',
      'mostly Clarion and Webster soils on gently rolling land, tiled in',
      '2014 with outlets into Drainage District 42.',
    ];
    const items: Item[] = [at('Parcel 08-17-300-100', 30, 672), at('Listing remarks', 330, 672)];
    rows.forEach(([label, value], k) => {
      const y = 660 - k * 11;
      items.push(at(label, 30, y), at(value, 110, y), at(prose[k], 330, y));
    });
    const text = textOfPage(layoutPage(items, 612, 1));
    expect(text).toContain(`Listing remarks\n${prose.join('\n')}\n`);
    expect(text).toContain('Site address | 56120 260TH ST');
  });

  it("reads a story's two paragraphs, each beside a table's rows on their baselines, one after the other", async () => {
    // A county parcel viewer printed from a browser: the listing's remarks beside the parcel's
    // attributes, the second paragraph beside the table's later rows.
    const { text } = await readPdfText(
      await bytes(path.join(LAYOUT_SETS, 'unseen-35'), 'web35-gis-parcel-viewer-1.pdf'),
    );
    expect(text).toContain(
      'Drainage District 42.\n\nThe 2026 cash rent lease at $312 per tillable acre is open for the buyer to assume,',
    );
    expect(text).toContain('Site address | 56120 260TH ST\nProperty class | Agricultural');
  });

  it('keeps a table of facts whose first row is a known label and its value as rows, not headings over lists', async () => {
    // A warranty company's page: the property's table of facts beside the parties' table, its first
    // row "HVAC | Heat pump, one system" level with the next table's heading.
    const { text } = await readPdfText(
      await bytes(path.join(LAYOUT_SETS, 'unseen-36'), 'web36-home-warranty-plan-page-2.pdf'),
    );
    expect(text).toContain('HVAC | Heat pump, one system');
    for (const row of ['HOA dues | $185/month', 'Garage | 1-car attached', 'Foundation | Slab'])
      expect(text.split('\n')).toContain(row);
  });

  it('never joins lines of prose that start where the line above starts', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4.5,
      fontSize: 9,
    });
    const items: Item[] = [
      at('Sun-filled rooms, a chef’s kitchen and a deep garden make this home', 40, 600),
      at('a rare find close to the park, with every room freshly painted and', 40, 589),
      at('new windows throughout the main floor.', 40, 578),
    ];
    expect(textOfPage(layoutPage(items, 612, 1)).split('\n')).toHaveLength(3);
  });

  it('keeps a street in display type and its city under it two lines beside a price tall enough to reach both', () => {
    const at = sizedItem;
    const items: Item[] = [
      at('2741 Juniper Bench Road', 40, 554, 17),
      at('Kiowa, CO 80117', 40, 542.5, 9),
      at('$615,000', 480, 547.5, 21),
    ];
    const text = textOfPage(layoutPage(items, 612, 1));
    expect(text).not.toContain('RoadKiowa');
    expect(text.split('\n').some((l) => l.startsWith('Kiowa, CO 80117'))).toBe(true);
  });

  it('puts labels set above their values, or under their figures, before them on one line', () => {
    const at = sizedItem;
    const items: Item[] = [
      // Figures over centred labels in small type.
      at('3', 300, 700, 16),
      at('Bedrooms', 287, 686, 7),
      at('1,940', 400, 700, 16),
      at('Sq Ft', 402, 686, 7),
      // Capital labels over values, two to a row, and a small label over a price in display type.
      at('FLOORING', 40, 600, 6.5),
      at('Oak throughout', 40, 590, 8.5),
      at('GARAGE', 250, 600, 6.5),
      at('Two-car attached', 250, 590, 8.5),
      at('LIST PRICE', 450, 600, 6.5),
      at('$615,000', 418, 572, 24),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('Bedrooms | 3 | Sq Ft | 1,940');
    expect(lines).toContain('FLOORING | Oak throughout | GARAGE | Two-car attached | LIST PRICE | $615,000');
  });

  it('leaves a heading over a row of label/value cells alone', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 3.5,
      fontSize: 7,
    });
    const items: Item[] = [
      at('FEATURES', 200, 520),
      at('INTERIOR', 340, 520),
      at('Kit Eqp', 200, 508),
      at('Gas range', 245, 508),
      at('Bsmt', 340, 508),
      at('Full, Fin', 385, 508),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toEqual(['FEATURES | INTERIOR', 'Kit Eqp | Gas range | Bsmt | Full, Fin']);
  });

  it('reads two short paragraphs side by side under a full-width table one after the other', () => {
    const at = (str: string, x: number, y: number, fontSize = 8.5): Item => ({
      str,
      x,
      y,
      width: str.length * fontSize * 0.45,
      fontSize,
    });
    const row = (y: number, cells: string[]) => cells.map((c, k) => at(c, 40 + k * 70, y, 8));
    const items: Item[] = [
      ...row(500, ['Address', 'Beds', 'Baths', 'Price', 'Status', 'DOM', 'Sold']),
      ...row(486, ['12 Elm St', '3', '2', '$410,000', 'Sold', '12', '08/26']),
      ...row(472, ['90 Oak Ave', '4', '2', '$455,000', 'Sold', '30', '07/26']),
      at('Remarks', 40, 440, 10.5),
      at('A bright cape with a new kitchen, a fenced yard and a porch', 40, 426),
      at('Notes', 420, 426),
      at('facing the park, a short walk from the station and shops.', 40, 415),
      at('Adjusted for size at $40 per square foot and for age', 420, 412, 7.5),
      at('Quiet street.', 40, 404),
      at('at $1,000 a year; one sale weighted half.', 420, 401, 7.5),
    ];
    const text = textOfPage(layoutPage(items, 612, 1));
    expect(text).toContain(
      'A bright cape with a new kitchen, a fenced yard and a porch\nfacing the park, a short walk from the station and shops.\nQuiet street.',
    );
  });

  it('pairs a column of small capital labels each over its value, and rejoins a value broken at a hyphen', () => {
    const at = (str: string, y: number, fontSize: number): Item => ({
      str,
      x: 420,
      y,
      width: str.length * fontSize * 0.5,
      fontSize,
    });
    const items: Item[] = [
      at('BATHS', 400, 6.5),
      at('2.5', 390, 8.5),
      at('PARKING', 378, 6.5),
      at('Two covered spaces', 368, 8.5),
      at('BUILDING', 356, 6.5),
      at('Lounge, lap pool, 24-', 346, 8.5),
      at('hour doorman', 336, 8.5),
      at('TERRACE', 324, 6.5),
      at('Wraparound, 600 sq ft', 314, 8.5),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('PARKING | Two covered spaces');
    expect(lines).toContain('BUILDING | Lounge, lap pool, 24-hour doorman');
    expect(lines).toContain('TERRACE | Wraparound, 600 sq ft');
  });

  it('rejoins short phrases that wrap inside cells side by side, but not prose', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize: 8.5,
    });
    const items: Item[] = [
      at('Gas range, side-by-', 40, 300),
      at('Heat pump,', 220, 300),
      at('side fridge, DW', 40, 289),
      at('smart thermostat', 220, 289),
      at('Oak floors on the main level', 40, 262),
      at('Two-car garage', 220, 262),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines[0]).toBe('Gas range, side-by-side fridge, DW | Heat pump, smart thermostat');
    const prose: Item[] = [
      at('The home sits on a quiet lane.', 40, 300),
      at('Its porch faces the park.', 220, 300),
      at('and a garden runs behind it.', 40, 289),
      at('and the shops are close by.', 220, 289),
    ];
    expect(textOfPage(layoutPage(prose, 612, 1)).split('\n')).toHaveLength(2);
  });

  it('reads a narrow sidebar of short items on baselines of its own apart from the main column', () => {
    const at = (str: string, x: number, y: number, fontSize = 9): Item => ({
      str,
      x,
      y,
      width: str.length * fontSize * 0.5,
      fontSize,
    });
    const items: Item[] = [
      at('Lena Ortiz', 24, 712, 13),
      at('Broker Associate', 24, 696),
      at('18 Cedar Lane', 218, 696, 20),
      at('Ridge Realty', 24, 682),
      at('Salem, OR 97301', 218, 674, 12),
      at('m. 503.555.0101', 24, 662),
      at('lena@ridge.example', 24, 648),
      at('A bright ranch on a corner lot, with a wall of windows, a brick fireplace', 218, 640, 10),
      at('and an open living and dining room that keep the original spirit of it.', 218, 626, 10),
      at('The systems and the roof were brought up to date two years ago.', 218, 612, 10),
      at('Bedrooms 3', 24, 633),
      at('Baths 2', 24, 619),
      at('Lot 0.2 acre', 24, 605),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('18 Cedar Lane');
    expect(lines.indexOf('Salem, OR 97301')).toBe(lines.indexOf('18 Cedar Lane') + 1);
    expect(lines.indexOf('Ridge Realty')).toBe(lines.indexOf('Broker Associate') + 1);
  });

  it("reads a column of prose whole beside a narrow column of links, not cut at the prose's paragraph breaks", async () => {
    // A brokerage's blog post printed from the browser: the home's story in the main column, a
    // newsletter box and the blog's other posts in a narrow column beside its first two paragraphs.
    const { text } = await readPdfText(
      await bytes(path.join(LAYOUT_SETS, 'unseen-26'), 'web26-property-of-the-week-1.pdf'),
    );
    expect(text).toContain('double vanity.\n\nOut back, the fenced yard');
    expect(text.indexOf('More from the blog')).toBeGreaterThan(text.indexOf('short walk away.'));
  });

  it('reads a sidebar with a note or two longer than its items apart from the facts beside it', () => {
    // A land page printed from the browser: the hunting facts as labels and values in the main
    // column, a loan estimate and the season dates in a sidebar on baselines of their own, with a
    // note under each that runs longer than the sidebar's items.
    const at = (str: string, x: number, y: number, fontSize = 7): Item => ({
      str,
      x,
      y,
      width: str.length * fontSize * 0.45,
      fontSize,
    });
    const items: Item[] = [
      at('LAND LOAN ESTIMATE', 413, 359),
      at('Purchase price', 413, 345),
      at('$498,000', 528, 345),
      at('Down payment (20%)', 413, 333),
      at('$99,600', 532, 333),
      at('Hunting & wildlife', 39, 314, 11),
      at('Est. annual payment', 413, 310),
      at('$39,880', 532, 310),
      at('Game', 39, 297),
      at('Whitetail, turkey, squirrel, wood ducks', 158, 297),
      at('For illustration only. Terms from farm-credit lenders', 413, 297, 6),
      at('vary.', 413, 290, 6),
      at('Food plots', 39, 281),
      at('5 plots, approx. 9 acres', 158, 281),
      at('Stands & blinds', 39, 266),
      at('7 ladder stands, 2 box blinds (convey)', 158, 266),
      at('KENTUCKY 2025–26 SEASONS', 413, 257),
      at('Water', 39, 250),
      at('Big Creek, 1.5-acre stocked pond', 158, 250),
      at('Deer archery', 413, 243),
      at('Sep 6 – Jan 19', 510, 243),
      at('Management', 39, 235),
      at('QDM since 2014', 158, 235),
      at('Deer modern gun', 413, 231),
      at('Nov 8 – Nov 23', 509, 231),
    ];
    // (Paragraph breaks aside.)
    const lines = textOfPage(layoutPage(items, 612, 1))
      .split('\n')
      .filter((l) => l !== '');
    expect(lines).toContain('Game | Whitetail, turkey, squirrel, wood ducks');
    expect(lines.indexOf('Food plots | 5 plots, approx. 9 acres')).toBe(
      lines.indexOf('Game | Whitetail, turkey, squirrel, wood ducks') + 1,
    );
    expect(lines.indexOf('Stands & blinds | 7 ladder stands, 2 box blinds (convey)')).toBe(
      lines.indexOf('Food plots | 5 plots, approx. 9 acres') + 1,
    );
    expect(lines.indexOf('Purchase price | $498,000')).toBeGreaterThan(
      lines.indexOf('Management | QDM since 2014'),
    );
  });

  it('reads a row of labels and values under another such row as a row, not as lists under headings', () => {
    // A fill-in form: labels in small type, values in the boxes beside them, two pairs a row. A row
    // whose values are words the vocabulary also knows as labels ("City") is no row of headings.
    const at = (str: string, x: number, y: number, fontSize: number): Item => ({
      str,
      x,
      y,
      width: str.length * fontSize * 0.5,
      fontSize,
    });
    const items: Item[] = [];
    let y = 700;
    for (const [l1, v1, l2, v2] of [
      ['Style', 'Colonial', 'Year built', '1998'],
      ['Water', 'City', 'Sewer', 'City'],
      ['Roof', 'Asphalt shingle', 'Basement', 'Full, unfinished'],
    ]) {
      items.push(at(l1, 40, y, 7), at(v1, 114, y, 9), at(l2, 280, y, 7), at(v2, 330, y, 9));
      y -= 20;
    }
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('Water | City | Sewer | City');
    expect(lines).toContain('Roof | Asphalt shingle | Basement | Full, unfinished');
  });

  it('splits right-aligned labels from their values where a wide gap meets a column stop', () => {
    const row = (label: string, value: string, y: number): Item[] => [
      { str: label, x: 300 - label.length * 5, y, width: label.length * 5, fontSize: 10 },
      { str: value, x: 312, y, width: value.length * 5, fontSize: 10 },
    ];
    const items: Item[] = [
      ...row('Bedrooms', '3', 700),
      ...row('Heat', 'Oil-fired baseboard', 685),
      ...row('Parking', 'Detached garage', 670),
      ...row('Built', '1910', 655),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toEqual([
      'Bedrooms | 3',
      'Heat | Oil-fired baseboard',
      'Parking | Detached garage',
      'Built | 1910',
    ]);
  });

  it('keeps figures side by side apart, and a row of labels and values out of any grid', () => {
    const at = (str: string, x: number, y: number, fontSize = 13.5): Item => ({
      str,
      x,
      y,
      width: str.length * fontSize * 0.55,
      fontSize,
    });
    const figures: Item[] = [at('4', 300, 700), at('2.5', 330, 700), at('2,214', 371, 700)];
    expect(textOfPage(layoutPage(figures, 612, 1))).toBe('4 | 2.5 | 2,214');
    const rows: Item[] = [
      at('Heating', 40, 500, 9),
      at('Forced air', 150, 500, 9),
      at('Cooling', 300, 500, 9),
      at('Central air', 410, 500, 9),
      at('Parking', 40, 486, 9),
      at('Carport', 150, 486, 9),
      at('Flooring', 300, 486, 9),
      at('Hardwood, tile', 410, 486, 9),
    ];
    expect(textOfPage(layoutPage(rows, 612, 1)).split('\n')).toEqual([
      'Heating | Forced air | Cooling | Central air',
      'Parking | Carport | Flooring | Hardwood, tile',
    ]);
  });

  it('puts a label centred beside a value of several lines before its first line', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4.5,
      fontSize: 9,
    });
    const items: Item[] = [
      at('Year Built', 40, 700),
      at('1984', 160, 700),
      at('A post-and-beam cape on a wooded knoll with a wraparound deck, a', 160, 680),
      at('Description', 40, 674),
      at('woodstove in the great room and a two-car garage under a bonus room.', 160, 668),
      at('Heating', 40, 640),
      at('Oil hot-water baseboard', 160, 640),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('Description | A post-and-beam cape on a wooded knoll with a wraparound deck, a');
    expect(lines).not.toContain('Description');
  });

  it('reads two narrow prose columns and a sidebar that share baselines each whole, in that order, a sentence running on from one column to the next', () => {
    const at = (str: string, x: number, y: number, fontSize = 10.5): Item => ({
      str,
      x,
      y,
      width: str.length * fontSize * 0.4,
      fontSize,
    });
    const items: Item[] = [
      at('Built in 1905 for a river pilot, the', 48, 400),
      at('the porch.', 234, 400),
      at('YEAR BUILT', 428, 400, 7),
      at('house keeps its tall windows and', 48, 386),
      at('1905', 428, 388, 10),
      at('its heart pine floors, with a wide', 48, 372),
      at('A new roof went on in the spring', 234, 372),
      at('ARCHITECT', 428, 367, 7),
      at('porch facing the water on three', 48, 358),
      at('and the wiring was brought up to', 234, 358),
      at('Unknown builder', 428, 356, 10),
      at('sides and a garden running down to', 48, 344),
      at('date by a licensed firm last year.', 234, 344),
      at('BEDROOMS', 428, 335, 7),
      at('The house is ready to move into.', 234, 330),
      at('3', 428, 323, 10),
      at('BATHS', 428, 305, 7),
      at('2', 428, 293, 10),
      at('GROUNDS', 428, 275, 7),
      at('0.3 acres', 428, 263, 10),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    // The sentence runs on from the foot of the first column to the head of the second.
    expect(lines.slice(0, 6).join(' ')).toBe(
      'Built in 1905 for a river pilot, the house keeps its tall windows and its heart pine floors, with a wide porch facing the water on three sides and a garden running down to the porch.',
    );
    expect(lines.slice(6, 11)).toEqual([
      '',
      'A new roof went on in the spring',
      'and the wiring was brought up to',
      'date by a licensed firm last year.',
      'The house is ready to move into.',
    ]);
    expect(lines).toContain('ARCHITECT | Unknown builder');
    expect(lines).toContain('YEAR BUILT | 1905');
  });

  it('reads a paragraph beside a table of costs whole, though a grid of three lists below has gutters of its own', () => {
    const rows: [string, number, number, number, number][] = [
      ['2 Beds', 75, 587, 111, 10.5],
      ['2 Baths', 180, 587, 220, 10.5],
      ['1,300 Sq Ft', 276, 587, 336, 10.5],
      ['Built 2008', 385, 587, 439, 10.5],
      ['A single-level condo with no steps from the covered carport to', 40, 561, 332, 9],
      ['the door, facing the community green. The split plan puts one', 40, 548, 335, 9],
      ['bedroom on each side of the great room, and the kitchen has a', 40, 535, 333, 9],
      ['breakfast bar, maple cabinets and a new refrigerator and range', 40, 522, 327, 9],
      ['(2024).', 40, 508, 72, 9],
      ['Home Highlights', 40, 488, 145, 11],
      ['Tile floors throughout, no carpet', 51, 473, 207, 9],
      ['Heat pump replaced 2023', 51, 460, 168, 9],
      ['Covered patio with a view', 51, 448, 212, 9],
      ['Assigned carport and storage closet', 51, 435, 243, 9],
      ['Life in the Community', 40, 403, 185, 11],
      ['Clubhouse', 46, 385, 97, 8.6],
      ['Ballroom, library,', 46, 375, 115, 8],
      ['card rooms', 46, 365, 91, 8],
      ['Aquatics', 149, 385, 191, 8.6],
      ['Heated resort pool &', 149, 375, 232, 8],
      ['spa', 149, 365, 163, 8],
      ['Fitness', 252, 385, 287, 8.6],
      ['24-hr gym, yoga', 252, 375, 318, 8],
      ['studio', 252, 365, 276, 8],
      ['Pickleball', 46, 343, 93, 8.6],
      ['Twelve lighted courts', 46, 333, 114, 8],
      ['Golf', 149, 343, 169, 8.6],
      ['18-hole executive', 149, 333, 220, 8],
      ['course', 149, 323, 176, 8],
      ['Arts', 252, 343, 272, 8.6],
      ['Pottery, woodshop,', 252, 333, 328, 8],
      ['lapidary', 252, 323, 284, 8],
      ['Monthly Costs', 372, 552, 527, 11],
      ['HOA', 372, 535, 429, 9],
      ['$289', 540, 535, 563, 9],
      ['Master association', 372, 519, 456, 9],
      ['$94', 546, 519, 563, 9],
      ['Property taxes', 372, 503, 437, 9],
      ['$112', 540, 503, 563, 9],
      ['Est. principal & interest*', 372, 487.5, 482, 9],
      ['$1,529', 532, 487.5, 563, 9],
      ['Estimated total', 372, 470, 450, 9],
      ['$2,024', 529, 470, 563, 9],
      ['*20% down, 30-year fixed at 6.625% (6.81% APR).', 372, 455, 549, 7],
      ['HOA includes water, sewer, trash, exterior insurance.', 372, 447, 559, 7],
      ['Open House Schedule', 371, 414, 506, 11],
      ['Sat, Mar 7', 371, 397, 415, 8.6],
      ['11 am - 2 pm', 422, 397, 480, 8.6],
      ['Sun, Mar 8', 371, 381, 417, 8.6],
      ['12 - 3 pm', 424, 381, 466, 8.6],
      ['Sat, Mar 14', 371, 365, 420, 8.6],
      ['10 am - 1 pm', 428, 365, 485, 8.6],
      ['Your Team', 363, 336, 534, 11],
      ['Ann Lee, Listing Agent', 363, 321, 507, 8.6],
      ['Cell (623) 555-0145', 363, 310, 449, 8.6],
    ];
    const items: Item[] = rows.map(([str, x, y, x1, fontSize]) => ({ str, x, y, width: x1 - x, fontSize }));
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    const start = lines.indexOf('A single-level condo with no steps from the covered carport to');
    expect(lines.slice(start, start + 5)).toEqual([
      'A single-level condo with no steps from the covered carport to',
      'the door, facing the community green. The split plan puts one',
      'bedroom on each side of the great room, and the kitchen has a',
      'breakfast bar, maple cabinets and a new refrigerator and range',
      '(2024).',
    ]);
    expect(lines).toContain('HOA | $289');
    expect(lines).toContain('Master association | $94');
  });

  it('reads a table of fees with a column of amounts as rows, not as a grid of lists', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize: 9,
    });
    const items: Item[] = [
      at('Fee', 48, 458),
      at('Amount', 140, 458),
      at('Paid', 220, 458),
      at('HOA dues', 48, 442),
      at('$265 / month', 140, 442),
      at('Owner', 220, 442),
      at('Master association', 48, 426),
      at('$64 / month', 140, 426),
      at('Owner', 220, 426),
      at('Transfer fee', 48, 410),
      at('$375', 140, 410),
      at('Seller', 220, 410),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('HOA dues | $265 / month | Owner');
    expect(lines).toContain('Transfer fee | $375 | Seller');
  });

  it('reads a table whose last column says the same on every row as rows, its first row kept', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize: 9,
    });
    const rows = [
      ['Property type', 'Townhouse'],
      ['Bedrooms', '3'],
      ['Garage', '2-car attached'],
      ['Heating', 'Gas forced air'],
      ['Basement', 'Finished lower level'],
    ];
    const items = rows.flatMap(([label, value], k) => [
      at(label, 48, 460 - k * 18),
      at(value, 200, 460 - k * 18),
      at('✓ Confirmed', 400, 460 - k * 18),
    ]);
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('Property type | Townhouse | ✓ Confirmed');
    expect(lines).toContain('Garage | 2-car attached | ✓ Confirmed');
  });

  it('rejoins a long value broken after a comma, though a heading beside it sits between its lines', () => {
    const at = (str: string, x: number, y: number): Item => ({
      str,
      x,
      y,
      width: str.length * 3.9,
      fontSize: 8.5,
    });
    const items: Item[] = [
      at('Heat / Cool', 40, 371),
      at('Central electric heat pump, 2021 condenser', 126, 371),
      at('over the family room, and sliding doors open to the', 350, 375.6),
      at('screened porch.', 350, 363),
      at('Appliances', 40, 352),
      at('Electric range, dishwasher, side-by-side refrigerator,', 126, 352),
      at('Community amenities:', 350, 346.4),
      at('washer & dryer', 126, 341),
      at('Heated pool, clubhouse, shuffleboard, fitness room', 350, 335.4),
      at('Floors', 40, 322),
      at('Luxury vinyl plank; carpet in bedrooms', 126, 322),
    ];
    const text = textOfPage(layoutPage(items, 612, 1));
    expect(text).toContain(
      'Appliances | Electric range, dishwasher, side-by-side refrigerator, washer & dryer',
    );
    expect(text).not.toContain('washer & dryer | Community amenities:');
  });

  it('reads a check list in three columns as one list, its first row too, the boxes left empty apart', () => {
    const at = (str: string, x: number, y: number, fontSize = 8): Item => ({
      str,
      x,
      y,
      width: str.length * 4,
      fontSize,
    });
    const items: Item[] = [
      at('BUILDING AMENITIES', 40, 364, 8.5),
      at('X 24-hour door staff', 40, 346),
      at('X Package lockers', 221, 346),
      at('Pool', 413, 346),
      at('X Fitness center', 40, 333),
      at('X Dog wash', 221, 333),
      at('Concierge', 413, 333),
      at('X Bike room', 40, 320),
      at('Guest suite', 221, 320),
      at('RENTAL & PET POLICY', 40, 297, 8.5),
      at('Two pets allowed', 40, 284),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    const start = lines.indexOf('• X 24-hour door staff');
    expect(lines.slice(start, start + 5)).toEqual([
      '• X 24-hour door staff',
      '• X Fitness center',
      '• X Bike room',
      '• X Package lockers',
      '• X Dog wash',
    ]);
    expect(lines[start + 5]).toBe('');
    expect(lines).toContain('• Pool');
    expect(lines).toContain('RENTAL & PET POLICY');
  });

  it('puts a label over a value wrapped on lines of its own, in a column of such labels, before the whole value', () => {
    const at = (str: string, x: number, y: number, fontSize: number) => sizedItem(str, x, y, fontSize, 0.47);
    const items: Item[] = [
      at('BEDROOMS', 428, 331, 7),
      at('5', 428, 319, 10),
      at('BATHS', 428, 298.5, 7),
      at('3 full, 1 half', 428, 286.5, 10),
      at('GROUNDS', 428, 233.5, 7),
      at('0.12 acre with rear carriage house', 428, 221.5, 10),
      at('REGISTER LISTING', 436, 185, 7),
      at('Contributing structure, Savannah', 436, 173, 8.5),
      at('Historic District (National', 436, 162.4, 8.5),
      at('Register, 1966)', 436, 151.8, 8.5),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain(
      'REGISTER LISTING | Contributing structure, Savannah Historic District (National Register, 1966)',
    );
    expect(lines).toContain('GROUNDS | 0.12 acre with rear carriage house');
  });

  it('reads the second column of a paragraph before a box of highlights set above it, further out', () => {
    const rows: [string, number, number, number, number][] = [
      ['MERLIN COMMERCIAL ADVISORS', 36.0, 584.0, 226.7, 11.0],
      ['OFFERING MEMORANDUM | MIXED-USE', 577.2, 584.0, 756.0, 9.0],
      ['212 Front Street, Harlow, MT', 36.0, 18.0, 132.9, 7.0],
      ['Page 1 of 2', 720.5, 18.0, 756.3, 7.0],
      ['MIXED-USE BUILDING FOR SALE', 36.0, 532.0, 180.0, 9.0],
      ['212 Front Street', 36.0, 508.0, 212.1, 24.0],
      ['Harlow, MT 59801', 36.0, 490.0, 147.4, 12.0],
      ['OFFERING SUMMARY', 494.0, 520.0, 589.5, 9.0],
      ['Sale Price', 494.0, 500.0, 535.0, 9.0],
      ['$2,350,000', 698.5, 500.0, 746.0, 9.5],
      ['Building Size', 494.0, 479.0, 546.0, 9.0],
      ['9,600 SF', 707.4, 479.0, 746.0, 9.5],
      ['Lot Size', 494.0, 458.0, 526.5, 9.0],
      ['0.16 AC (7,000 SF)', 664.0, 458.0, 746.4, 9.5],
      ['Zoning', 494.0, 437.0, 521.5, 9.0],
      ['B-3 Central Business', 650.4, 437.0, 746.0, 9.5],
      ['Year Built', 494.0, 416.0, 533.0, 9.0],
      ['1910', 724.9, 416.0, 746.0, 9.5],
      ['Stories', 494.0, 395.0, 522.0, 9.0],
      ['3', 740.7, 395.0, 746.0, 9.5],
      ['Units', 494.0, 374.0, 514.5, 9.0],
      ['2 retail / 4 residential', 652.0, 374.0, 746.0, 9.5],
      ['Net Operating Income', 494.0, 353.0, 582.0, 9.0],
      ['$148,300', 706.4, 353.0, 746.0, 9.5],
      ['Cap Rate', 494.0, 332.0, 532.0, 9.0],
      ['6.31%', 719.1, 332.0, 746.0, 9.5],
      ['Price / SF', 494.0, 311.0, 533.5, 9.0],
      ['$245', 724.9, 311.0, 746.0, 9.5],
      ['INVESTMENT HIGHLIGHTS', 484.0, 282.0, 600.0, 9.0],
      ['100% occupied, below-market residential rents', 496.0, 268.0, 672.2, 8.5],
      ['Corner frontage on Front Street', 496.0, 253.9, 613.2, 8.5],
      ['Sprinklered; seismic upgrades completed 2019', 496.0, 239.9, 672.7, 8.5],
      ['PROPERTY OVERVIEW', 36.0, 240.0, 136.5, 9.0],
      ['A three-story brick commercial block in the heart', 36.0, 224.0, 234.0, 10.0],
      ['of downtown Harlow, with two street-level', 36.0, 210.5, 216.5, 10.0],
      ['retail spaces and four second- and third-floor', 36.0, 197.0, 216.0, 10.0],
      ['apartments. The storefronts keep their original', 36.0, 183.5, 221.5, 10.0],
      ['cast-iron columns and transom glass.', 36.0, 170.0, 184.0, 10.0],
      ['The residential units have been renovated with', 254.0, 224.0, 440.6, 10.0],
      ['new kitchens and baths; leases are', 254.0, 210.5, 390.9, 10.0],
      ['month-to-month or one year, offering an investor', 254.0, 197.0, 450.9, 10.0],
      ['immediate upside.', 254.0, 183.5, 327.3, 10.0],
      ['Heating / Cooling:', 36.0, 148.5, 108.7, 8.5],
      ['Hot-water boiler (2017) and split A/C in retail', 110.7, 148.5, 278.0, 8.5],
      ['Parking:', 36.0, 136.5, 70.0, 8.5],
      ['4 alley spaces plus public garage', 71.8, 136.5, 197.0, 8.5],
      ['Improvements:', 36.0, 124.5, 96.9, 8.5],
      ['Roof, windows and apartment kitchens renovated 2019', 98.6, 124.5, 306.0, 8.5],
      ['Nearby:', 36.0, 112.5, 67.6, 8.5],
      ['Steps from restaurants, the library and the river park', 69.5, 112.5, 261.3, 8.5],
    ];
    const items: Item[] = rows.map(([str, x, y, x1, fontSize]) => ({ str, x, y, width: x1 - x, fontSize }));
    const lines = textOfPage(layoutPage(items, 792, 1)).split('\n');
    const end = lines.indexOf('cast-iron columns and transom glass.');
    const next = lines.indexOf('The residential units have been renovated with');
    expect(end).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(end);
    expect(lines.slice(end + 1, next).every((l) => l === '')).toBe(true);
    expect(lines.indexOf('INVESTMENT HIGHLIGHTS')).toBeGreaterThan(next);
  });

  it('splits a label from a value set flush right close to it, and rejoins the value wrapped flush right', () => {
    const at = (str: string, x: number, y: number, x1: number): Item => ({
      str,
      x,
      y,
      width: x1 - x,
      fontSize: 9,
    });
    const items: Item[] = [
      at('Bedrooms', 50, 650, 91),
      at('3', 197, 650, 202),
      at('Baths', 50, 632, 80),
      at('2/1', 190, 632, 202),
      at('Year Built', 50, 615, 88),
      at('2005', 182, 615, 202),
      at('Construction', 50, 598, 100.5),
      at('Brick veneer on a raised', 102.5, 598, 202),
      at('slab', 184, 587.5, 202),
      at('Parking', 50, 570, 80),
      at('Single garage', 140, 570, 202),
      at('Radiant floor heat', 230, 550, 300),
      at('And justified prose ends here', 301.5, 550, 420),
    ];
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('Construction | Brick veneer on a raised slab');
    expect(lines).toContain('Parking | Single garage');
  });

  it('ends a block of prose side by side at a paragraph gap above a table, whose rows stay whole', () => {
    const rows: [string, number, number, number, number][] = [
      ['OVERVIEW', 40, 392, 89, 10],
      ['Red Mesa Ranch is a well-watered grass ranch on the county', 40, 377, 277, 10],
      ['The ranch is set up for horses and cattle alike, with a six-stall barn,', 317, 377, 571, 10],
      ['divide, forty minutes from the city and a mile off the pavement,', 40, 364.5, 295, 10],
      ['an insulated shop and a pipe-rail arena close to the house, and five', 317, 364.5, 569, 10],
      ['with native pasture, pines along the draw and two stock ponds', 40, 352, 285, 10],
      ['cross-fenced pastures rotating around a central water system.', 317, 352, 549, 10],
      ['that carry a herd year-round with supplemental hay.', 40, 339.5, 265, 10],
      ['PROPERTY AT A GLANCE', 50, 313, 164, 10],
      ['ADDRESS', 50, 295, 90, 7],
      ['18650 County Road 44, Kiowa, CO', 50, 283, 209, 9],
      ['ACREAGE', 306, 295, 340, 7],
      ['312 acres', 306, 283, 348, 9],
      ['ZONING', 50, 269, 80, 7],
      ['A-1 Agricultural', 50, 257, 108, 9],
      ['PROPERTY TYPE', 306, 269, 360, 7],
      ['Land with home', 306, 257, 422, 9],
    ];
    const items: Item[] = rows.map(([str, x, y, x1, fontSize]) => ({ str, x, y, width: x1 - x, fontSize }));
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('ADDRESS | 18650 County Road 44, Kiowa, CO | ACREAGE | 312 acres');
    expect(lines.indexOf('cross-fenced pastures rotating around a central water system.')).toBeLessThan(
      lines.indexOf('PROPERTY AT A GLANCE'),
    );
  });
  it("puts a drop cap back in front of its paragraph's first word, and leaves a capital word alone", () => {
    const rows: [string, number, number, number][] = [
      ['A', 43.2, 256.5, 26],
      ['pproached by a long gravel drive lined with', 65, 267.8, 9.6],
      ['sycamores, the farm sits on a rise overlooking', 65, 253.5, 9.6],
      ['rolling pasture and the Blue Ridge beyond.', 43.2, 239.2, 9.6],
    ];
    const items: Item[] = rows.map(([str, x, y, fontSize]) => ({
      str,
      x,
      y,
      width: str === 'A' ? 18.8 : str.length * fontSize * 0.45,
      fontSize,
    }));
    expect(textOfPage(layoutPage(items, 612, 1)).split('\n')).toEqual([
      'Approached by a long gravel drive lined with',
      'sycamores, the farm sits on a rise overlooking',
      'rolling pasture and the Blue Ridge beyond.',
    ]);
    // A logo's ornament between two words parts them.
    const logo: Item[] = [{ str: 'HEARTHSTONE▲HOMES', x: 40, y: 700, width: 120, fontSize: 12 }];
    expect(textOfPage(layoutPage(logo, 612, 1))).toBe('HEARTHSTONE HOMES');
    // A capital of the text's own size is a word of its line, not a drop cap.
    const plain: Item[] = [
      { str: 'A', x: 40, y: 500, width: 6, fontSize: 10 },
      { str: 'sunny corner lot', x: 48, y: 500, width: 70, fontSize: 10 },
    ];
    expect(textOfPage(layoutPage(plain, 612, 1))).toBe('A sunny corner lot');
  });

  it('reads a table of labels and values set in a column under a heading, beside a photo and above a site plan, as rows', () => {
    // A flex building's sheet: the overview in the left column under a photo, the specifications in
    // the right column beside the photo, a site plan's labels under them, the brokers at the foot.
    const rows: [string, number, number, number, number][] = [
      ['BASIN RANGE COMMERCIAL', 40, 764, 167.5, 9],
      ['FREESTANDING FLEX / LIGHT INDUSTRIAL', 40, 740, 353.3, 15],
      ['655 Glendale Commerce Drive | Sparks, NV 89431', 40, 718, 283.7, 10.5],
      ['FOR SALE', 534.1, 762, 572, 7.5],
      ['$6,450,000', 471.9, 738, 572, 20],
      ['PROPERTY OVERVIEW', 40, 482, 134.9, 8.5],
      ['A freestanding concrete tilt-up building with a two-story office front and a', 40, 466, 302.2, 8.8],
      ['high-bay warehouse behind, on a fenced lot with its own truck court. The', 40, 454.1, 298.1, 8.8],
      ['building sits a mile from the I-80 interchange and has been', 40, 442.2, 247.3, 8.8],
      ['owner-occupied by a regional distributor since 2011.', 40, 430.4, 226, 8.8],
      ['The warehouse is fully sprinklered and lit with LED high-bays; the office', 40, 413.5, 298.8, 8.8],
      ['was refreshed in 2023 with new carpet, glass-front private offices and a', 40, 401.6, 291.7, 8.8],
      ['break room.', 40, 389.7, 82.5, 8.8],
      ['HIGHLIGHTS', 40, 366.8, 92.4, 8.5],
      ['Secured, fenced truck court with 120 ft depth', 50, 350.8, 218.7, 8.5],
      ['Immediate occupancy at close', 50, 337.3, 164.3, 8.5],
      ['One mile to I-80 / Vista Blvd interchange', 50, 323.7, 202.1, 8.5],
      ['Warehouse interior', 40, 162.2, 94.9, 6.5],
      ['Office reception', 256.5, 162.2, 302, 6.5],
      ['BUILDING SPECIFICATIONS', 322, 668, 436.8, 8.5],
      ['Building Area', 322, 652, 372.5, 8.5],
      ['42,600 SF', 432, 652, 471.2, 8.5],
      ['Office Area', 322, 636.5, 364.5, 8.5],
      ['4,800 SF (two floors)', 432, 636.5, 515.1, 8.5],
      ['Lot Size', 322, 621, 352.7, 8.5],
      ['3.1 acres', 432, 621, 468.4, 8.5],
      ['Zoning', 322, 605.5, 348, 8.5],
      ['I-2 General Industrial', 432, 605.5, 516.6, 8.5],
      ['Clear Height', 322, 590, 369.2, 8.5],
      ["24'", 432, 590, 443.5, 8.5],
      ['Dock Doors', 322, 574.5, 366.4, 8.5],
      ["6 (8' x 10')", 432, 574.5, 472.4, 8.5],
      ['Drive-In Doors', 322, 559, 376.8, 8.5],
      ["2 (12' x 14')", 432, 559, 477.2, 8.5],
      ['Power', 322, 543.5, 346.1, 8.5],
      ['2,000A, 277/480V, 3-phase', 432, 543.5, 537.4, 8.5],
      ['Fire Protection', 322, 528, 377.3, 8.5],
      ['ESFR sprinklers', 432, 528, 497.7, 8.5],
      ['Parking', 322, 512.5, 350.8, 8.5],
      ['62 spaces', 432, 512.5, 472.6, 8.5],
      ['Year Built', 322, 497, 358.8, 8.5],
      ['2006', 432, 497, 450.9, 8.5],
      ['SITE PLAN', 330, 457.5, 369.2, 7.5],
      ['Not to scale', 520, 457.5, 554.3, 6.5],
      ['BUILDING', 397.6, 348.5, 431.5, 7],
      ['TRUCK COURT', 501.3, 346.5, 549, 6.5],
      ['PARKING', 352, 259.5, 379.7, 6],
      ['N', 545.5, 442.5, 550.5, 7],
      ['STREET FRONTAGE', 340, 221.5, 399, 6],
      ['EXCLUSIVELY LISTED BY', 40, 128, 139.6, 8],
      ['Garrett Lindqvist', 40, 110, 124.6, 10.5],
      ['SIOR, Executive Vice President', 40, 98, 145.5, 7.5],
      ['775.555.0131', 40, 85, 92, 8.5],
      ['glindqvist@basinrangecre.example.com', 40, 73, 181.9, 8],
      ['Ana Beltran', 306, 110, 364.9, 10.5],
      ['Associate', 306, 98, 338.5, 7.5],
      ['775.555.0138', 306, 85, 358, 8.5],
      ['abeltran@basinrangecre.example.com', 306, 73, 443.5, 8],
      ['Basin Range Commercial | 5370 Kietzke Lane, Suite 300, Reno, NV 89511', 40, 50, 303, 7.5],
      [
        'The information above was obtained from sources believed reliable; no warranty is made as to its accuracy. Buyer to verify all building measurements and utilities.',
        40,
        26,
        469.8,
        6,
      ],
    ];
    const items: Item[] = rows.map(([str, x, y, x1, fontSize]) => ({ str, x, y, width: x1 - x, fontSize }));
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    expect(lines).toContain('Building Area | 42,600 SF');
    expect(lines).toContain('Year Built | 2006');
    expect(lines).toContain('Fire Protection | ESFR sprinklers');
    expect(lines.indexOf('break room.')).toBe(
      lines.indexOf('was refreshed in 2023 with new carpet, glass-front private offices and a') + 1,
    );
  });

  it("reads a payment calculator's sidebar apart from the prose beside it, though a note in it ends in a full stop", () => {
    // A brokerage's listing page printed from the browser: the overview and the facts in the main
    // column, a mortgage calculator and the agent's card in a sidebar on baselines of their own.
    const rows: [string, number, number, number, number][] = [
      ['https://meadowlarkbrokers.example.com/property/73360418', 28.5, 756.8, 214.8, 7],
      ['Meadowlark Brokers | Home Details', 472, 756.8, 583.5, 7],
      ['Meadowlark Brokers', 28.5, 736.5, 160.6, 14],
      ['Search', 379.4, 738, 404.7, 8],
      ['Buy', 413.7, 738, 427.5, 8],
      ['Sell', 436.5, 738, 449.8, 8],
      ['Our Agents', 458.8, 738, 498.8, 8],
      ['♡', 507.8, 738, 515, 8],
      ['Favorites', 517.2, 738, 550, 8],
      ['Sign in', 559.1, 738, 583.5, 8],
      ['Home › MA › Sudbury › 01776 › 15 Bramblecote Lane', 28.5, 714, 206.1, 7.5],
      ['▣', 33.7, 558.8, 40.8, 7.5],
      ['1 / 44', 42.9, 558.8, 61.7, 7.5],
      ['Front exterior', 311.2, 637.5, 355.8, 7.5],
      ['Kitchen', 451.5, 637.5, 476.5, 7.5],
      ['Living room', 311.2, 558.8, 350, 7.5],
      ['+40 photos', 492.5, 587.3, 537.3, 9],
      ['● New listing', 34.5, 537, 80.7, 7.5],
      ['$1,275,000', 28.5, 513, 128.6, 20],
      ['5', 146.9, 528.8, 153.5, 12],
      ['beds', 142.1, 514.5, 158.3, 7.5],
      ['4', 174.7, 528.8, 181.3, 12],
      ['baths', 168.8, 514.5, 187.2, 7.5],
      ['3,620', 197.7, 528.8, 227.7, 12],
      ['sqft', 206.6, 514.5, 218.7, 7.5],
      ['1.12', 238.2, 528.8, 261.6, 12],
      ['acres', 240.7, 514.5, 259.1, 7.5],
      ['15 Bramblecote Lane', 275.1, 535.5, 365.6, 9],
      ['Sudbury, MA 01776', 275.1, 522.8, 353.5, 9],
      ['On market 2 days · Open house Sun 12-2', 275.1, 510.8, 413.9, 7.5],
      ['Overview', 28.5, 472.5, 77.4, 11],
      [
        'Set back from a quiet lane and backing to conservation land, this center-entrance colonial has',
        28.5,
        453.8,
        401.7,
        9,
      ],
      [
        'the classic Sudbury floor plan with the updates buyers are looking for. The 2021 kitchen has',
        28.5,
        441.8,
        393.6,
        9,
      ],
      [
        'custom cabinetry, a large island and professional appliances, and it opens to a fireplaced family',
        28.5,
        429,
        407.6,
        9,
      ],
      ['room and a screened porch.', 28.5, 416.3, 141.1, 9],
      [
        'Five bedrooms are on the second floor, including a primary suite with a renovated bath and two',
        28.5,
        398.3,
        406.7,
        9,
      ],
      [
        'walk-in closets. The finished lower level adds a playroom and a gym, and the level, private yard',
        28.5,
        385.5,
        407.5,
        9,
      ],
      ['has a stone patio and a perimeter of mature trees.', 28.5, 373.5, 228.1, 9],
      ['Facts & features', 28.5, 345.8, 114, 11],
      ['Interior', 35.2, 323.3, 66.3, 9],
      ['▾', 398.2, 323.3, 402.7, 9],
      ['Bedrooms', 35.2, 303, 74, 8.5],
      ['5', 147.1, 303, 151.9, 8.5],
      ['Bathrooms', 35.2, 288.8, 76.3, 8.5],
      ['4 full', 147.1, 288.8, 165.1, 8.5],
      ['Living area', 35.2, 273.8, 76.8, 8.5],
      ['3,620 sq ft', 147.1, 273.8, 186.8, 8.5],
      ['Flooring', 35.2, 258.8, 65.9, 8.5],
      ['Oak hardwood, tile, carpet', 147.1, 258.8, 246.3, 8.5],
      ['Appliances', 35.2, 243.8, 76.8, 8.5],
      ['Wolf range, Sub-Zero refrigerator, double wall oven, dishwasher', 147.1, 243.8, 387.4, 8.5],
      ['Basement', 35.2, 228.8, 73.5, 8.5],
      ['Finished, walk-up', 147.1, 228.8, 213.3, 8.5],
      ['Fireplaces', 35.2, 213.8, 74.4, 8.5],
      ['2', 147.1, 213.8, 151.9, 8.5],
      ['Exterior', 35.2, 186.8, 69.3, 9],
      ['▾', 398.2, 186.8, 402.7, 9],
      ['Outdoor features', 35.2, 167.3, 99, 8.5],
      ['Stone patio, screened porch, in-ground irrigation', 147.1, 167.3, 329, 8.5],
      ['Remodel details', 35.2, 152.3, 96.2, 8.5],
      ['Kitchen renovated 2021, primary bath 2019', 147.1, 152.3, 310.1, 8.5],
      ['Parking', 35.2, 125.3, 68.3, 9],
      ['▾', 398.2, 125.3, 402.7, 9],
      ['Garage spaces', 35.2, 105, 92.9, 8.5],
      ['2', 147.1, 105, 151.9, 8.5],
      ['Parking features', 35.2, 90, 97.1, 8.5],
      ['Attached garage, paved driveway', 147.1, 90, 273.2, 8.5],
      ['∑ Mortgage calculator', 428.2, 475.5, 527.8, 9.5],
      ['HOME PRICE', 428.2, 459.8, 472.6, 7],
      ['$1,275,000', 432.7, 444.8, 472.8, 8],
      ['DOWN PAYMENT', 428.2, 429, 485.1, 7],
      ['$255,000', 432.7, 414, 466.1, 8],
      ['20%', 470.5, 414, 485.5, 7.5],
      ['INTEREST RATE', 428.2, 398.3, 482.8, 7],
      ['6.5%', 432.7, 383.3, 451, 8],
      ['LOAN TYPE', 428.2, 367.5, 467.4, 7],
      ['30-year fixed', 432.7, 352.5, 479, 8],
      ['Estimated monthly payment', 428.2, 336, 520.8, 7.5],
      ['$8,109/mo', 428.2, 317.3, 500.8, 15],
      ['Principal & interest $6,447', 428.2, 292.5, 521.5, 8],
      ['Property taxes $1,450', 428.2, 281.3, 506.4, 8],
      ['Homeowners insurance $212', 428.2, 270, 532.2, 8],
      ['Estimate only. Rates change daily.', 428.2, 256.5, 542.2, 7.5],
      ['Listing agent', 473.8, 225, 516.4, 7.5],
      ['Priya Ellingsworth', 473.8, 213.8, 548, 8.5],
      ['Meadowlark Brokers', 473.8, 201.8, 551.3, 8.5],
      ['☎', 473.8, 190.5, 484.4, 8.5],
      ['978-555-0158', 486.8, 190.5, 539.7, 8.5],
      ['✉', 428.2, 178.5, 435.4, 8.5],
      ['priya@meadowlarkbrokers.example.com', 428.2, 166.5, 582.3, 8.5],
      ['MA Lic. 9531177', 428.2, 154.5, 484.1, 7.5],
      ['Schedule a showing', 461.7, 135, 543.3, 8.5],
    ];
    const items: Item[] = rows.map(([str, x, y, x1, fontSize]) => ({ str, x, y, width: x1 - x, fontSize }));
    const lines = textOfPage(layoutPage(items, 612, 1)).split('\n');
    const last = lines.indexOf('room and a screened porch.');
    expect(lines.slice(last + 1, last + 3)).toEqual([
      '',
      'Five bedrooms are on the second floor, including a primary suite with a renovated bath and two',
    ]);
    expect(lines).toContain('Bedrooms | 5');
  });
});
