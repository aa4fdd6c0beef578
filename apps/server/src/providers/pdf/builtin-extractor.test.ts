import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accuracy,
  type FieldResult,
  LAYOUT_SETS,
  listFixtures,
  OWN_LISTING_FIXTURES,
  scoreFields,
} from '../../../test/fixtures/score-extraction.ts';
import { createBuiltinExtractor, extractProperty } from './builtin-extractor.ts';
import { applyTypedAddress } from './pdf-extractor.ts';
import { readPdfText } from './read-pdf-text.ts';

async function scoreDirectory(dir: string) {
  const extractor = createBuiltinExtractor();
  const all: FieldResult[] = [];
  const failures: string[] = [];
  for (const fixture of listFixtures(dir)) {
    if (!fixture.truth) continue;
    const { text } = await readPdfText(new Uint8Array(await readFile(fixture.pdfPath)));
    // No typed address: the document's own address is read and scored.
    const property = await extractor.extract({ text });
    const results = scoreFields(fixture.truth, property);
    all.push(...results);
    for (const r of results.filter((x) => !x.ok)) {
      failures.push(
        `${fixture.name} ${r.field}: expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}`,
      );
    }
  }
  return { all, failures };
}

describe('built-in extractor accuracy', () => {
  it('gets at least 97% of the fields of its own fixtures in other layouts right', async () => {
    const { all, failures } = await scoreDirectory(OWN_LISTING_FIXTURES);
    expect(all.length).toBeGreaterThan(200);
    expect(accuracy(all), failures.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  // The layout sets whose misses have been studied (docs/decisions/0026): they stay read as well as
  // they are now. The sets still unseen are measured by bench/pdf-accuracy.ts, never here.
  it.each(['development', 'unseen-1'])(
    'reads the %s layout set with at least 97 percent of its fields right',
    async (set) => {
      const { all, failures } = await scoreDirectory(path.join(LAYOUT_SETS, set));
      expect(all.length).toBeGreaterThan(200);
      expect(accuracy(all), failures.join('\n')).toBeGreaterThanOrEqual(0.97);
    },
  );

  // Spent measurement sets studied in the rounds after their scoring: held near where the rounds left
  // them (95.6-97.7% on 2026-11-26), so that a rule for one layout does not quietly cost another.
  it.each(['unseen-2', 'unseen-3', 'unseen-4'])(
    'reads the studied %s layout set with at least 94 percent of its fields right',
    async (set) => {
      const { all, failures } = await scoreDirectory(path.join(LAYOUT_SETS, set));
      expect(all.length).toBeGreaterThan(250);
      expect(accuracy(all), failures.join('\n')).toBeGreaterThanOrEqual(0.94);
    },
  );

  // The sets spent and studied since, each held about a point below where the sessions of 2026-11-27
  // and 2026-11-28 left them (bench/README.md has each figure), custom fields read under the labels
  // their documents print (docs/decisions/0029). unseen-29 to -65 were scored once before they were
  // studied.
  it.each([
    ['unseen-5', 91],
    ['unseen-6', 94],
    ['unseen-7', 86.5],
    ['unseen-8', 90],
    ['unseen-9', 88.5],
    ['unseen-10', 88.5],
    ['unseen-12', 96],
    ['unseen-13', 94.5],
    ['unseen-14', 93.5],
    ['unseen-15', 96],
    ['unseen-16', 94.5],
    ['unseen-17', 91.5],
    ['unseen-18', 93],
    ['unseen-19', 92.5],
    ['unseen-20', 93.5],
    ['unseen-21', 92],
    ['unseen-22', 93],
    ['unseen-23', 89],
    ['unseen-24', 89],
    ['unseen-25', 92.5],
    ['unseen-26', 89],
    ['unseen-27', 92.5],
    ['unseen-28', 89],
    ['unseen-29', 94.5],
    ['unseen-30', 92],
    ['unseen-31', 92],
    ['unseen-32', 88],
    ['unseen-33', 93],
    ['unseen-34', 92],
    ['unseen-35', 89.5],
    ['unseen-36', 89.5],
    ['unseen-37', 92.5],
    ['unseen-38', 92.5],
    ['unseen-39', 90],
    ['unseen-40', 89.5],
    ['unseen-41', 93],
    ['unseen-42', 91],
    ['unseen-43', 94.5],
    ['unseen-44', 88],
    ['unseen-45', 92.5],
    ['unseen-46', 89.5],
    ['unseen-47', 88],
    ['unseen-48', 89.5],
    ['unseen-49', 94.5],
    ['unseen-50', 94.5],
    ['unseen-51', 95],
    ['unseen-52', 93.5],
    ['unseen-53', 92.5],
    ['unseen-54', 90.5],
    ['unseen-55', 92],
    ['unseen-56', 94],
    ['unseen-57', 90],
    ['unseen-58', 92],
    ['unseen-59', 90],
    ['unseen-60', 89],
    ['unseen-61', 92],
    ['unseen-62', 91.5],
    ['unseen-63', 92],
    ['unseen-64', 91.5],
    ['unseen-65', 86.5],
  ] as const)(
    'reads the studied %s layout set with at least %s percent of its fields right',
    async (set, floor) => {
      const { all, failures } = await scoreDirectory(path.join(LAYOUT_SETS, set));
      expect(all.length).toBeGreaterThan(500);
      expect(accuracy(all) * 100, failures.join('\n')).toBeGreaterThanOrEqual(floor);
    },
  );
});

describe('built-in extractor rules', () => {
  const extract = (text: string, extra: { address?: string; customInstructions?: string } = {}) =>
    extractProperty({ text, ...extra });

  it('reads labelled fields with colons, without colons and as table rows', () => {
    const p = extract(
      [
        'Beds 4',
        'Baths: 3',
        'Price | $1,250,000 | Type | Townhome',
        'Living Area ........ 2,450 sq ft',
        'HOA $350/mo',
        'Year Built: 1998',
        'Zoning: R-2',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      Bedrooms: 4,
      Bathrooms: 3,
      Price: 1_250_000,
      PropertyType: 'Townhouse',
      SquareFootage: 2450,
    });
    expect(p.LegalCompliance).toEqual({ HOAFees: 350, ZoningInfo: 'R-2' });
    expect(p.HistoricalInfo.YearBuilt).toBe(1998);
  });

  it('reads facts written in prose, with digits or words', () => {
    const digits = extract('Charming 3BR/2BA bungalow with 2,450 sq ft. Built in 1998. HOA $350/mo.');
    expect(digits.BasicInfo).toMatchObject({ Bedrooms: 3, Bathrooms: 2, SquareFootage: 2450 });
    expect(digits.HistoricalInfo.YearBuilt).toBe(1998);
    expect(digits.LegalCompliance.HOAFees).toBe(350);

    const words = extract(
      'This three bedroom, two and a half bath home offers twenty-four hundred square feet. It was built in nineteen twenty-seven and is offered at one million two hundred fifty thousand dollars.',
    );
    expect(words.BasicInfo).toMatchObject({
      Bedrooms: 3,
      Bathrooms: 2.5,
      SquareFootage: 2400,
      Price: 1_250_000,
    });
    expect(words.HistoricalInfo.YearBuilt).toBe(1927);

    const compact = extract('Just listed: 4 bd | 3 ba | 1,900 SF\n$615,000');
    expect(compact.BasicInfo).toMatchObject({
      Bedrooms: 4,
      Bathrooms: 3,
      SquareFootage: 1900,
      Price: 615_000,
    });
    expect(compact.BasicInfo.ListingType).toBe('For Sale');
  });

  it("ignores a lot's square feet and a fee's dollars when looking for the home's", () => {
    const p = extract(
      'Lot size 6,000 sq ft. The home has 1,450 square feet.\nHOA dues $400 per month.\nAsking $389,000.',
    );
    expect(p.BasicInfo.SquareFootage).toBe(1450);
    expect(p.BasicInfo.Price).toBe(389_000);
    expect(p.LegalCompliance.HOAFees).toBe(400);
  });

  it('maps property and listing types onto the documented options', () => {
    const type = (t: string) => extract(`Property Type: ${t}\nStatus: Active`).BasicInfo.PropertyType;
    expect(type('Condominium')).toBe('Condo');
    expect(type('Duplex')).toBe('Multi-Family');
    expect(type('Row house')).toBe('Townhouse');
    expect(type('Vacant land')).toBe('Land');
    expect(type('Retail')).toBe('Commercial');
    expect(type('Detached single-family')).toBe('Single Family Home');
    // A price labelled as a lead-in's ("COMING SOON AT | $749,900", "Listed at | $412,000").
    const priced = (label: string) =>
      extract(`2862 West 33rd Avenue, Unit 2\n${label} | $749,900 | BEDS | 3\nFirst-year savings | $1,240`)
        .BasicInfo.Price;
    expect(priced('COMING SOON AT')).toBe(749900);
    expect(priced('Listed at')).toBe(749900);
    // A house on its land is a house; land with a house on it is still land.
    expect(type('Single Family Home on Acreage')).toBe('Single Family Home');
    expect(type('Farmhouse with 40 acres')).toBe('Single Family Home');
    expect(type('Acreage with home')).toBe('Land');

    const listing = (t: string) => extract(t).BasicInfo.ListingType;
    expect(listing('Status: Closed')).toBe('Sold');
    expect(listing('Listing Status: Withdrawn')).toBe('Off Market');
    expect(listing('COMING SOON\n12 Elm St')).toBe('Coming Soon');
    expect(listing('Available for lease: $2,100 per month')).toBe('For Rent');
    expect(extract('Available for lease: $2,100 per month').BasicInfo.Price).toBe(2100);
    expect(listing('Spacious loft, $3,200/month, heat included.')).toBe('For Rent');
    // A fee per month is not a rent.
    expect(listing('Condo for sale. HOA $350/mo.\nPrice: $450,000')).toBe('For Sale');
  });

  it('reads an agent contact block written in one line or several', () => {
    const oneLine = extract('Contact Jane Doe | Acme Realty | (555) 123-4567 | jane@acmerealty.com');
    expect(oneLine.RealtorContact).toEqual({
      Name: 'Jane Doe',
      Phone: '(555) 123-4567',
      Email: 'jane@acmerealty.com',
      AgencyName: 'Acme Realty',
    });
    const block = extract(
      'Presented by\nLuis Ortega, Harbor Homes Group\nCell 555.987.6543  luis@harborhomes.com',
    );
    // Every phone number comes out in one form, whatever the document's punctuation.
    expect(block.RealtorContact).toEqual({
      Name: 'Luis Ortega',
      Phone: '(555) 987-6543',
      Email: 'luis@harborhomes.com',
      AgencyName: 'Harbor Homes Group',
    });
  });

  it('reads a listing portal page: facts after their labels, details under a header, a licence number', () => {
    const p = extract(
      [
        '$1,250,000',
        '123 Oak Ave, San Jose, CA 95125',
        'Bedrooms 2 / Baths 2 / Sq Ft 1,350',
        'Est. payment: $7,890/mo',
        '',
        'Parking',
        '• Total spaces: 2',
        '• Garage type: Attached, two-car',
        '',
        'Stunning remodeled home in Willow Glen with a chef’s kitchen and a large backyard.',
        '',
        'Listed by: Jamie Park DRE #01234567, Compass 408-555-0100',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 1_250_000, Bedrooms: 2, Bathrooms: 2, SquareFootage: 1350 });
    expect(p.KeyFeatures.Parking).toBe('Attached, two-car');
    expect(p.Descriptions.PropertyDescription).toBe(
      'Stunning remodeled home in Willow Glen with a chef’s kitchen and a large backyard.',
    );
    expect(p.RealtorContact).toEqual({
      Name: 'Jamie Park',
      Phone: '(408) 555-0100',
      Email: '',
      AgencyName: 'Compass',
    });
    expect(p.CustomFields['Est. Payment']).toBe('$7,890/mo');
  });

  it("never takes a place name of the listing's address for the agent", () => {
    const p = extract(
      'CONDOMINIUM FOR RENT\nUnit 7A, 200 Ocean Blvd, Long Beach, CA 90802\nCall Lisa Grant at (562) 555-0199',
    );
    expect(p.RealtorContact.Name).toBe('Lisa Grant');
    expect(p.BasicInfo.PropertyType).toBe('Condo');
    expect(p.BasicInfo.Address.City).toBe('Long Beach');
  });

  it('sorts unlabelled bullets into features and reads labelled sections', () => {
    const p = extract(
      [
        'Highlights',
        '• Bosch dishwasher and gas range',
        '• Wide-plank oak floors',
        '• Ductless mini-splits',
        '• Two-car garage with EV charger',
        '• Rooftop deck with skyline views',
        '',
        'Nearby:',
        '• Green Lake Park',
        '• Light rail station',
        '',
        'Accessibility Features: Step-free entry, elevator',
        'Green Features: Solar panels',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      Appliances: 'Bosch dishwasher and gas range',
      FlooringType: 'Wide-plank oak',
      HeatingCooling: 'Ductless mini-splits',
      Parking: 'Two-car garage with EV charger',
      OutdoorSpaces: 'Rooftop deck with skyline views',
    });
    expect(p.Amenities.Nearby).toBe('Green Lake Park, Light rail station');
    expect(p.Accessibility.Features).toBe('Step-free entry, elevator');
    expect(p.Environmental.Features).toBe('Solar panels');
  });

  it('keeps the prose as the description and leaves out sentences that only restate facts', () => {
    const p = extract(
      'JUST LISTED\n\nA sunny home on a quiet lane with a chef’s kitchen. This condo offers 2 bedrooms and 2 bathrooms across 1,100 square feet. Built in 2004.',
    );
    expect(p.Descriptions.PropertyDescription).toBe('A sunny home on a quiet lane with a chef’s kitchen.');
    expect(p.BasicInfo.PropertyType).toBe('Condo');
  });

  it('returns the document address, keeps the instructions, and lets a typed address win part by part', () => {
    const text = 'Address: 12 Old Road, Springfield, IL 62701\nPrice: $300,000';
    const p = extract(text, {
      address: '48 New Street, Chicago, IL 60601',
      customInstructions: '  Focus on schools ',
    });
    expect(p.BasicInfo.Address).toEqual({
      Street: '12 Old Road',
      City: 'Springfield',
      State: 'IL',
      ZipCode: '62701',
    });
    expect(p.CustomInstructions.Instructions).toBe('Focus on schools');

    expect(applyTypedAddress(extract(text), '48 New Street, Chicago, IL 60601').BasicInfo.Address).toEqual({
      Street: '48 New Street',
      City: 'Chicago',
      State: 'IL',
      ZipCode: '60601',
    });
    expect(applyTypedAddress(extract(text), '48 New Street').BasicInfo.Address).toEqual({
      Street: '48 New Street',
      City: 'Springfield',
      State: 'IL',
      ZipCode: '62701',
    });
  });

  it('reads figures over a row of labels in spaced capitals, and labels over their figures', () => {
    const below = extract(
      [
        '$359,990 | 5 | 4 | 2,230',
        'L I S T P R I C E | B E D R O O M S | B AT H S | H E AT E D S Q F T',
      ].join('\n'),
    );
    expect(below.BasicInfo).toMatchObject({ Price: 359_990, Bedrooms: 5, Bathrooms: 4, SquareFootage: 2230 });
    const above = extract(['Beds | Baths | Year Built', '3 | 2 | 1988'].join('\n'));
    expect(above.BasicInfo).toMatchObject({ Bedrooms: 3, Bathrooms: 2 });
    expect(above.HistoricalInfo.YearBuilt).toBe(1988);
    // Spaced capitals that spell no label stay as written.
    expect(extract('Y O U ’ R E I N V I T E D\nPrice: $500,000').BasicInfo.Price).toBe(500_000);
  });

  it('takes the total of a price build-up, not its base price', () => {
    const p = extract(
      [
        'Base price',
        'Homesite premium',
        'Design studio selections',
        'Total price',
        '',
        '$559,990',
        '$25,000',
        '$10,400',
        '$595,390',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(595_390);
  });

  it('reads features told in sentences and keeps those sentences and the fine print out of the description', () => {
    const p = extract(
      [
        'A porch-front farmhouse with a modern heart: shiplap accents, a big center island and a mudroom off the garage.',
        '',
        'The kitchen is equipped with a gas range, dishwasher and microwave. Floors are cork and slate, and comfort',
        'comes from a heat pump with wall A/C. Recent updates include a new roof in 2021.',
        '',
        'Information deemed reliable but not guaranteed. Equal Housing Opportunity.',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      Appliances: 'A gas range, dishwasher and microwave',
      FlooringType: 'Cork and slate',
      HeatingCooling: 'A heat pump with wall A/C',
      Renovations: 'A new roof in 2021',
    });
    expect(p.Descriptions.PropertyDescription).toBe(
      'A porch-front farmhouse with a modern heart: shiplap accents, a big center island and a mudroom off the garage.',
    );
  });

  it('reads the listed unit’s row of a table of units, not the other residences', () => {
    const p = extract(
      [
        'R E S I D E N C E | F LO O R | B E D S | B AT H S | S Q FT | R E N T | S TAT U S',
        '',
        '#1203 | 12 | 2 | 2 | 1,132 | $2,325/mo | Leased',
        '',
        '#2108 ★ F E AT U R E D | 21 | 1 | 1 | 763 | $1,550/mo | Available',
        '',
        '#809 | 8 | 3 | 1 | 1,537 | $3,175/mo | Pending',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      ListingType: 'For Rent',
      Price: 1550,
      Bedrooms: 1,
      Bathrooms: 1,
      SquareFootage: 763,
    });
    // The FLOOR column is the storey, never the flooring.
    expect(p.KeyFeatures.FlooringType).toBe('');
  });

  it('reads a features grid item by item and ignores a floor plan’s room names', () => {
    const p = extract(
      [
        'Great Room | Kitchen | Owner’s Suite',
        "19'×16' | 13'×16' | 14'×15'",
        'Garage',
        'Covered Patio',
        "22'×23'",
        '',
        'First floor · not to scale',
        '',
        '• Stainless package: 30-in. gas range, dishwasher, microwave hood',
        '• Granite countertops, tile backsplash',
        '• Engineered hardwood throughout',
        '• Heat pump water heater',
        '• Gas furnace + central air',
        '• 2-car attached garage',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      Appliances: 'Stainless package: 30-in. gas range, dishwasher, microwave hood',
      FlooringType: 'Engineered hardwood throughout',
      HeatingCooling: 'Gas furnace + central air',
      Parking: '2-car attached garage',
    });
  });

  it('finds the agency anywhere on the page when the email’s domain spells it', () => {
    const p = extract(
      [
        'Yesenia Carrillo | 910-567-0155 | yesenia.c@saguarohomes.net',
        '',
        'Data from public records and the seller; not guaranteed. | Saguaro Home Collective',
      ].join('\n'),
    );
    expect(p.RealtorContact.AgencyName).toBe('Saguaro Home Collective');
  });

  it('reads an MLS printout’s abbreviated labels', () => {
    const p = extract(
      [
        'LP: $415,000 | Stat: Active',
        'BR: 3 | FB/HB: 2/1 | AprxSqFt: 1,850 | Yr Blt: 1994',
        'HOA $/mo: 85 | Gar: 2-car attached',
        'Appl: Range, dishwasher | Flr: Hardwood, tile',
        'Htg: Forced air | Clg: Central',
        'LA: Pat Lee | LA Phone: 555-201-3344',
        'LO: Summit Realty Group',
      ].join('\n'),
    );
    // "FB/HB 2/1": two full baths and a half bath (decision 0027).
    expect(p.BasicInfo).toMatchObject({
      ListingType: 'For Sale',
      Price: 415_000,
      Bedrooms: 3,
      Bathrooms: 2.5,
      SquareFootage: 1850,
    });
    expect(p.HistoricalInfo.YearBuilt).toBe(1994);
    expect(p.LegalCompliance.HOAFees).toBe(85);
    expect(p.KeyFeatures).toMatchObject({
      Appliances: 'Range, dishwasher',
      FlooringType: 'Hardwood, tile',
      HeatingCooling: 'Forced air, Central',
      Parking: '2-car attached',
    });
    expect(p.RealtorContact).toEqual({
      Name: 'Pat Lee',
      Phone: '(555) 201-3344',
      Email: '',
      AgencyName: 'Summit Realty Group',
    });
  });

  it("passes over a lender's letterhead and an applicant's or insured's own address for the home's", () => {
    const letterhead = extract(
      [
        'Carolina Pines Community Bank',
        '1210 S Horner Boulevard, Sanford, NC 27330',
        'Loan Estimate',
        '',
        'DATE ISSUED | 07/21/2026 | LOAN TERM | 30 years',
        'APPLICANTS | Jesse Tillman 604 Wicker Street, Apt C Sanford, NC 27330 | PURPOSE | Purchase',
        'SALE PRICE | $214,500',
        '',
        'CROSSROADS COUNTRY REALTY | FOR SALE',
        '2258 Buffalo Lake Road | $214,500',
        'Sanford, NC 27332',
      ].join('\n'),
    );
    expect(letterhead.BasicInfo.Address).toEqual({
      Street: '2258 Buffalo Lake Road',
      City: 'Sanford',
      State: 'NC',
      ZipCode: '27332',
    });
    const quote = extract(
      [
        'FRONT RANGE MUTUAL | HOMEOWNERS QUOTE WORKSHEET',
        '',
        'Named insured(s) | Keisha Obi and Marcus Obi | Purchase price | $524,000',
        '',
        'Current address | 1550 S Wadsworth Blvd #212, Lakewood, CO 80232 | Closing / effective | 05/29/2026',
        '',
        'Residence premises | 7319 W Quarles Place, Littleton, CO 80128 | Mortgagee | Alpine Peak Mortgage',
      ].join('\n'),
    );
    expect(quote.BasicInfo.Address).toMatchObject({ Street: '7319 W Quarles Place', City: 'Littleton' });
    // (An insurer's labels of the home insured are the address's labels.)
    const labelled = extract(
      [
        'Inspection site visit | 880 Grant Street, Denver, CO 80203',
        '',
        'Insured location | 7319 W Quarles Place, Littleton, CO 80128',
      ].join('\n'),
    );
    expect(labelled.BasicInfo.Address).toMatchObject({ Street: '7319 W Quarles Place', City: 'Littleton' });
  });

  it("reads a street with its city over a menu's items and the city's state and ZIP, never a heading's word as the city", () => {
    const p = extract(
      [
        'Pipeline | Deal #4471 · Seller deal',
        '1847 N Rolfe Street, Arlington | Coming Soon',
        'Deals',
        'Arlington, VA 22209 | Owner: Adaeze Nwosu',
        'People | Draft photo | Expected list price $949,000',
        '',
        'Sellers (11) | Street address | City | inquiries',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1847 N Rolfe Street',
      City: 'Arlington',
      State: 'VA',
      ZipCode: '22209',
    });
  });

  it("reads, of a row of streets a page's menu set beside its own, the street the page prints again", () => {
    const p = extract(
      [
        'MY ROOMS | 4018 Mandan Crescent CW-26-00418 · Listing side | Closed',
        '4018 Mandan Crescent',
        'Closed | Key dates',
        '6110 Piping Rock Road',
        'Under contract · Closes Jun 12 | Listing agreement signed | Mar 24, 2026 | Done',
        '1527 Vilas Avenue | 4018 Mandan Crescent | Financing commitment | Apr 30, 2026 | Done',
        'Madison, WI 53711',
        'Sold price $512,000 | Closing | May 8, 2026 | Closed and funded',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '4018 Mandan Crescent',
      City: 'Madison',
      State: 'WI',
      ZipCode: '53711',
    });
  });

  it("reads a form's row of the street, city, state and ZIP each in a cell of its own", () => {
    const p = extract(
      [
        'Role | Name | Details',
        '1532 South Quincy Avenue | Tulsa | OK | 74120',
        'Seller | Gene Whitlock | Owner',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1532 South Quincy Avenue',
      City: 'Tulsa',
      State: 'OK',
      ZipCode: '74120',
    });
  });

  it('passes over a billing address for the street run into its label, the ZIP wrapped under it', () => {
    const p = extract(
      [
        'Review your order · 2471 Northwest Boulevard',
        '',
        '#2 · Living room | $34.00 | Billing address: 1480 Dublin Road, Columbus, OH 43215',
        'Virtual staging · Style: Scandinavian | Payment: Mastercard ending 7731',
        '',
        'Address 2471 Northwest Boulevard, Columbus, OH | Price | $364,900',
        '43221',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '2471 Northwest Boulevard',
      City: 'Columbus',
      State: 'OH',
      ZipCode: '43221',
    });
  });

  it("reads a memo's subject line to the street, not the subject after its colon", () => {
    const p = extract(
      ['To: | The owners', 'Re: | 318 Myrtle Avenue: Unit 2 turnover and the sale'].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('318 Myrtle Avenue');
  });

  it("passes over an office's suite for the street a sentence names, with its unit or ending on it", () => {
    const agreement = extract(
      [
        'TRUCKEE MEADOWS | 50 W Liberty Street, Suite 700, Reno, NV 89501',
        'REALTY GROUP | (775) 555-0100 | NV Broker Lic. B.1004418',
        '',
        'for the Property at 1200 Riverside Drive, Unit 318, Reno, NV 89503 | , at a list price of $389,000',
      ].join('\n'),
    );
    expect(agreement.BasicInfo.Address).toEqual({
      Street: '1200 Riverside Drive, Unit 318',
      City: 'Reno',
      State: 'NV',
      ZipCode: '89503',
    });
    const plan = extract(
      [
        "Hi Keisha and Paul, here's your plan for 6418 Calder Way",
        'Indianapolis, IN 46220 · Plan DD-IN-0626-0412',
        '',
        'Doorstep Direct Homes, LLC · 320 N Meridian Street, Suite 410, Indianapolis, IN 46204 · (866) 555-0117',
      ].join('\n'),
    );
    expect(plan.BasicInfo.Address).toMatchObject({ Street: '6418 Calder Way', ZipCode: '46220' });
    const card = extract(
      [
        'Priya Venkataraman | Isthmus Homes',
        '2 E Mifflin Street, Suite 410, Madison, WI 53703',
        '',
        'JUST LISTED | 1847 Vilas Mews Lane, Madison, WI 53711 | $489,000',
      ].join('\n'),
    );
    expect(card.BasicInfo.Address.Street).toBe('1847 Vilas Mews Lane');
    // An office suite the page offers is still read when nothing else is an address.
    const suite = extract(
      [
        'CROSSROADS COMMERCIAL ADVISORS',
        '2020 Grand Boulevard, Suite 400, Kansas City, MO 64108 | (816) 555-0100',
        '',
        'EXHIBIT A: THE PREMISES',
        '1814 Baltimore Avenue, Suite 100, Kansas City, MO 64108',
      ].join('\n'),
    );
    expect(suite.BasicInfo.Address.Street).toBe('1814 Baltimore Avenue, Suite 100');
  });

  it('reads a street printed with its city over the city, state and ZIP without the city', () => {
    const p = extract(
      [
        '2150 Creek Road, Dripping Springs',
        'Dripping Springs, TX 78620 · Land for sale · Active',
        '$749,000 · 14.18 acres',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '2150 Creek Road',
      City: 'Dripping Springs',
      State: 'TX',
      ZipCode: '78620',
    });
  });

  it("reads what a home sold for past a rate in a mover's terms and a deposit printed first", () => {
    const p = extract(
      [
        'Deposit',
        '$150',
        '',
        'Basic coverage is 60 cents per pound per article; full replacement coverage is available at $9.50 per $1,000 of declared value.',
        '',
        'CASCO COMMONS REALTY',
        '54 Pine Street, Unit 3',
        'Portland, ME 04102',
        '',
        'SOLD FOR $418,000 | Closed May 15, 2026 · List price $409,900 · 5 days on market, 4 offers',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(418000);
    expect(p.BasicInfo.ListingType).toBe('Sold');
    const rate = extract(
      [
        'Full replacement coverage is available at $9.50 per $1,000 of declared value.',
        '',
        '3 bed | 2 bath | $389,000',
      ].join('\n'),
    );
    expect(rate.BasicInfo.Price).toBe(389000);
  });

  it("reads the year a building's own label says it was built ('Farmhouse built', 'Mill built')", () => {
    const year = (label: string) => extract(`Price | $389,000\n${label} | 1911`).HistoricalInfo.YearBuilt;
    expect(year('Farmhouse built')).toBe(1911);
    expect(year('Mill built')).toBe(1911);
    expect(year('Building opened')).toBe(1911);
    // (An accessory cottage's year is not the home's.)
    expect(year('Cottage built')).toBe(0);
  });

  it("reads the parking from a garage named alone in a row of other facts, or under a garage space's label", () => {
    const row = extract(
      [
        '4112 Elm Ridge Court, Cary, NC 27519',
        'House for sale | Built in 1998 | 2-car garage | Days on HomeScout: 41',
      ].join('\n'),
    );
    expect(row.KeyFeatures.Parking).toBe('2-car garage');
    const space = extract(['Unit No. | 508', 'Garage Space: | No. 17, heated garage'].join('\n'));
    expect(space.KeyFeatures.Parking).toBe('No. 17, heated garage');
  });

  it("reads the rent, not a street under a rental's label ('Rental: 75 Danforth St #3B')", () => {
    const p = extract(
      ['Rental: 75 Danforth St #3B', '', 'Monthly rent | $2,650/mo | Bedrooms | 2'].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(2650);
    expect(p.BasicInfo.ListingType).toBe('For Rent');
  });

  it("reads no card's list under its title for the street's city", () => {
    const p = extract(
      [
        '▣ SOLD · 2237 Arlington Ave · just-sold postcard + social',
        'in list Closed, June',
        '',
        'Schools: Dilworth Elementary, Sedgefield Middle, Myers Park High',
        '2237 Arlington Avenue, Charlotte, NC 28203',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '2237 Arlington Avenue',
      City: 'Charlotte',
      State: 'NC',
      ZipCode: '28203',
    });
  });

  it("reads a form's values over their captions, each pair a line apart", () => {
    const p = extract(
      [
        '4. PROPERTY',
        '',
        '1978',
        'Year built',
        '',
        'Single-story masonry, flat membrane roof (2017)',
        'Construction',
        '',
        '22 surface spaces (3.4 per 1,000 sq ft)',
        'Parking',
        '',
        '0.42 acres',
        'Site area',
        '',
        'B',
        'Building class',
        '',
        'Four rooftop gas/electric units, replaced 2019',
        'HVAC',
        '',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.YearBuilt).toBe(1978);
    expect(p.KeyFeatures).toMatchObject({
      ArchitecturalDetails: 'Single-story masonry, flat membrane roof (2017)',
      Parking: '22 surface spaces (3.4 per 1,000 sq ft)',
      HeatingCooling: 'Four rooftop gas/electric units, replaced 2019',
    });
    expect(p.BasicInfo.LotSize).toBe(0.42);
    expect(p.CustomFields).toMatchObject({ 'Building Class': 'B' });
  });

  it('reads strips of labels over their values stacked one over another, not as a table of rows', () => {
    const p = extract(
      [
        'FOURPLEX FOR SALE | $689,000',
        '914 N Olive Street, San Antonio, TX 78202 | Asking price',
        '',
        'Units | Total baths | Year built | Zoning',
        '4 (fourplex) | 4 | 1962 | MF-33',
        '',
        'Unit mix | Building area | Gross rents | Property taxes (2025)',
        'Four 2 bed / 1 bath | 3,680 sq ft | $5,160 per month | $11,284',
        '',
        'Total bedrooms | Lot | Occupancy',
        '8 | 10,019 sq ft | 4 of 4 leased',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 8, Bathrooms: 4, SquareFootage: 3680, LotSize: 10019 });
    expect(p.HistoricalInfo.YearBuilt).toBe(1962);
    expect(p.LegalCompliance.ZoningInfo).toBe('MF-33');
    expect(p.CustomFields).toMatchObject({ 'Unit Mix': 'Four 2 bed / 1 bath', Occupancy: '4 of 4 leased' });
  });

  it('reads tiles of values over captions in words beside a known caption, each tile row a paragraph', () => {
    const p = extract(
      [
        '1720 Wazee Street, Unit 5C | $412,000',
        'Denver, CO 80202 | Coming soon',
        '',
        '$512/mo | 1 deeded space | March 26, 2026 | 5th of 7',
        'HOA dues | Garage | Expected on market | Floor',
        '',
        'I-69, one mile west | 18 ft',
        'Access | Clear height',
        '',
        '$92,400 | 6.4%',
        'NOI | Cap rate',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Expected on Market': 'March 26, 2026',
      Access: 'I-69, one mile west',
      NOI: '$92,400',
      'Cap Rate': '6.4%',
    });
    expect(p.LegalCompliance.HOAFees).toBe(512);
  });

  it("reads an inspection report's inspected address, not its letterhead's or its own item's", () => {
    const p = extract(
      [
        'HILL COUNTRY TERMITE & PEST | WOOD DESTROYING INSECT REPORT',
        '5209 Walzem Road, San Antonio, TX 78218 · 210-555-0186 · wdi@hillcountrytp.example',
        '',
        '1B | Address 5209 Walzem Road, San Antonio, TX 78218',
        '',
        '3 | Inspected address | 914 N Olive Street, San Antonio, TX 78202',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({ Street: '914 N Olive Street', ZipCode: '78202' });
  });

  it("reads past a note under the description's heading that introduces the copy with a colon", () => {
    const p = extract(
      [
        'Asking rent | $4,750/mo | Listing ID | WCP-2611',
        '',
        '☰ Description',
        '',
        'Marketing copy for the flyer, the listing portals and our site (final, Naomi):',
        '',
        'Edit',
        '',
        'A corner storefront on Bridge Street in the heart of the West Side, with 28 feet of glass frontage, 13-foot-6 ceilings and the',
        'original maple floor in the back dining room. The former bistro space comes with a 1,000-gallon grease trap.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A corner storefront on Bridge Street/);
  });

  it("reads a street after a date's year, and a city after a sheet's status, without them", () => {
    const portal = extract(
      [
        'FILE 26-04417-DEN | Escrow officer: Karen Bosworth Opened Apr 24, 2026',
        '3318 Tejon Street, Unit 2, Denver, CO 80211 Closed and recorded',
      ].join('\n'),
    );
    expect(portal.BasicInfo.Address.Street).toBe('3318 Tejon Street, Unit 2');
    const sheet = extract(
      [
        '1429 Sandpiper Lane | $574,000',
        'SOLD Naperville, IL 60540 | Sold price · closed 10/17/2025',
        'List price | $589,000',
      ].join('\n'),
    );
    expect(sheet.BasicInfo.Address).toEqual({
      Street: '1429 Sandpiper Lane',
      City: 'Naperville',
      State: 'IL',
      ZipCode: '60540',
    });
  });

  it("reads a building's amenities without the address and the record set in the column beside them", () => {
    const p = extract(
      [
        'RESIDENCE 604 · THE PALMA | LIST PRICE | $629,000',
        'Building amenities',
        '3401 Bayshore Boulevard, Unit 604 | Bayfront pool | Fitness center | Clubroom',
        'Tampa, FL 33629',
        'Guest suite | Gated garage',
      ].join('\n'),
    );
    expect(p.Amenities.Onsite).toBe('Bayfront pool, Fitness center, Clubroom, Guest suite, Gated garage');
  });

  it("reads no test's grid of details for the home's story", () => {
    const p = extract(
      [
        'TEST DETAILS',
        '',
        'Test type | Post-mitigation retest, short-term | Deployed | 04/20/2026 09:15',
        'Protocol | ANSI/AARST MAH-2019, closed house | Retrieved | 04/22/2026 10:15',
        'Device | Continuous radon monitor, RadTrak CRM-2 | Duration | 49 hours',
        'Serial no. | CRM2-24-1187 | Closed since | 04/18/2026 08:00 (per seller)',
        'Calibrated | 11/12/2025 (due 11/12/2026) | Mitigation | Sub-slab depressurization, fan on (U-tube 1.6 in)',
        'Placement | Basement family room, 32 in up, 3 ft from walls | Previous test | 03/09/2026, MHR-2603-0122: 6.4 pCi/L',
        '',
        'Bedrooms | 4 | 3 full, 1 half | Finished sq ft | 2,960 | Lot | 0.24 acre | Year built | 1986',
        'Baths',
        '',
        'A two-story on a cul-de-sac in Columbine Knolls, backing to a greenbelt with a path to Clement Park. The main floor has a vaulted living',
        'room, a family room with a wood-burning fireplace and a kitchen remodeled in 2021.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A two-story on a cul-de-sac/);
  });

  it("reads no agent's card set under the story's heading as part of the story", () => {
    const p = extract(
      [
        'About this home',
        'SOLD BY',
        'LQ',
        'Lorena Quintero',
        'Saguaro Crest Realty',
        '520-555-0138',
        'lorena@saguarocrestrealty.example',
        '',
        'A single-level Santa Fe home on just over an acre in the Catalina Foothills, with city-light views to the south and the Santa Catalinas rising behind.',
        '',
        'The kitchen has a center island, a gas cooktop and a breakfast nook facing the mountains.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A single-level Santa Fe home/);
  });

  it("reads no web address under an 'Overview' tab's label for the story", () => {
    const p = extract(
      [
        'Overview | https://raccoonrivercre.example/offerings/1520-high-street?utm_source=email',
        'Clicks | 676 | Unique | 503',
        '',
        'A two-story mid-century office building on High Street at the west edge of downtown, two blocks from Interstate 235.',
        'The building was fully renovated in 2017, with a new roof and a glass lobby.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A two-story mid-century office building/);
  });

  it("reads no role in lower case beside the agent's name for the firm", () => {
    const p = extract(
      ['Price | $1,675,000', '', 'Account owner', 'Tobias Lindgren · Listing broker · workspace owner'].join(
        '\n',
      ),
    );
    expect(p.RealtorContact.AgencyName).toBe('');
  });

  it("reads figures run together over their labels, a form's field set at the row's end", () => {
    const p = extract(
      [
        'Bedrooms | 4 | Bathrooms | 3',
        '',
        '$829,000 | Email',
        '• Mobile (for a text alert)',
        '3,960 sq ft 3,920 sq ft | Buying as: owner-occupant / investor',
        'Living area | Lot',
        'Send leads to',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ SquareFootage: 3960, LotSize: 3920, LotSizeUnit: 'sq ft' });
  });

  it("reads a file's status after the listing's full address ('... CA 92101 Closed') as sold", () => {
    const p = extract(
      [
        'FILE 26-05102-SD | Escrow officer: Dwight Sato',
        '1230 Columbia Street, Unit 1508, San Diego, CA 92101 Closed',
        'Recorded April 30, 2026',
        '',
        'Purchase price | $735,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('Sold');
  });

  it("reads no bar of tabs ('Pages | Design | Settings | Leads (9)') as a label and its value", () => {
    const p = extract(
      [
        'Pages | Design | Settings | Leads (9)',
        'Site name',
        '',
        'Bedrooms | 4 | Bathrooms | 2.5',
        'Style: Tudor Revival, brick and stucco',
        'Furnished | No | Pets | No',
      ].join('\n'),
    );
    expect(p.KeyFeatures.ArchitecturalDetails).toBe('Tudor Revival, brick and stucco');
  });

  it("reads no count of an event's visitors ('8 check-ins') for the street, nor a status after it", () => {
    const p = extract(
      [
        'Events | ● ENDED · 8 check-ins | Active',
        'Visitors | 2714 SE Alder Street',
        'Tasks | Portland, OR 97214',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('2714 SE Alder Street');
    const sold = extract(
      ['9634 Bent Creek Lane Sold · Closed May 29, 2026', 'Eden Prairie, MN 55347 · File ARG-0926-3318'].join(
        '\n',
      ),
    );
    expect(sold.BasicInfo.Address.Street).toBe('9634 Bent Creek Lane');
    const lot = extract(['88 Hemlock Ridge Trail Lot for sale · $64,900', 'Jasper, GA 30143'].join('\n'));
    expect(lot.BasicInfo.Address.Street).toBe('88 Hemlock Ridge Trail');
  });

  it("reads the listing's header, street and price over city and the price's label, past a route's letterhead", () => {
    const p = extract(
      [
        'FRONT RANGE BUYER’S AGENTS | SHOWING ROUTE',
        'Exclusive buyer representation · 2930 Larimer Street, Denver, CO 80205 | Saturday, April 11, 2026',
        '',
        '# Time | Address | List | Bd/Ba | Sq ft',
        '1 | 9:30 | 2240 Blake Street, Unit 304 | $549,000 | 2/2 | 1,020',
        '3 | 10:50 | 1650 Wynkoop Street, Unit 512 | $635,000 | 2/2 | 1,184',
        '',
        'ROCKY MOUNTAIN MLS | Agent Full Report · Residential Condo',
        '1650 Wynkoop Street, Unit 512 | $635,000',
        'Denver, CO 80202 | List Price',
        'MLS # | 6128457',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1650 Wynkoop Street, Unit 512',
      City: 'Denver',
      State: 'CO',
      ZipCode: '80202',
    });
    expect(p.BasicInfo.Price).toBe(635000);
  });

  it("reads no use and lease type beside a route's street ('Restaurant, NNN') for its city", () => {
    const p = extract(
      [
        '# | Time | Address | Type | Price',
        '5 | 11:30 | 402 S Broadway Avenue | Restaurant, NNN | $2,295,000 | 4,800 | 5.8%',
        '',
        'STOP 3 · MLS SHEET',
        '1516 W Grove Street',
        'Boise, ID 83702',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1516 W Grove Street',
      City: 'Boise',
      State: 'ID',
      ZipCode: '83702',
    });
  });

  it("reads no access notes ('Supra lockbox on the front door') for the story", () => {
    const p = extract(
      [
        '',
        'BUYER’S AGENT | Brooke Tanaka',
        'BT',
        '',
        'Supra lockbox on the front door. The listing agent confirms the time with the sellers 24 hours ahead.',
        'The sellers’ dog will be crated in the laundry room; please do not let it out.',
        'Crawl space hatch is in the hall closet; attic access is in the garage.',
        'All utilities are on. Leave lights off and doors locked when done.',
        '',
        '',
        '2917 West Bella Street, Boise, ID 83702',
        '',
        'List price | $598,000 | Bedrooms | 3 | Bathrooms | 2',
        '',
        '1,776 sq ft | Lot | 0.19 acres | Garage spaces | 2',
        'Above grade sq ft',
        '',
        'MLS public remarks',
        '',
        'MLS # | 98871204',
        '',
        'Status | Active under contract',
        '',
        'Year built | 1957',
        '',
        'Style | Single-story brick ranch',
        '',
        '',
        'Taxes | $3,118 (2025, homeowner exemption)',
        '',
        'A 1957 brick ranch in the North End’s Sunset neighborhood, on a corner lot shaded by two old maples. The living room has a picture window and a painted brick',
        'fireplace, and original oak floors run through the living room, the hall and all three bedrooms.',
        '',
        'The kitchen was opened to the dining area in 2018 with white shaker cabinets, butcher-block counters and a gas range. The primary bedroom has its own bath, and the',
        'hall bath keeps its original green tile. Out back are a covered patio, a garden shed and a detached two-car garage off the alley. Minutes to Camel’s Back Park and the',
        'foothills trails.',
        '\f',
        'What to expect',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A 1957 brick ranch/);
  });

  it("reads a letter's 'Property:' line as the home's address, past the addressee's", () => {
    const p = extract(
      [
        'BLACKSTONE VALLEY REVIEW APPRAISERS',
        'Review and consulting · 14 Franklin Street, Suite 410, Worcester, MA 01608 · 508-555-0177',
        '',
        'March 23, 2026',
        '',
        'Commonwealth Hearth Bank',
        'Residential Lending, Attn: Nadia Sorensen, Underwriter',
        '220 Main Street, Marlborough, MA 01752',
        '',
        'Re: | Desk review of appraisal, purchase of a three-family dwelling',
        'Property: | 47 Dewey Street, Worcester, MA 01610',
        'Borrowers: | Anh Tran and Marcus Oduya',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '47 Dewey Street',
      City: 'Worcester',
      State: 'MA',
      ZipCode: '01610',
    });
  });

  it("reads a sale closed on a date at its price ('Closed 02/27/2026 at $486,500') as sold at that price", () => {
    const p = extract(
      [
        'Sold listing · client copy',
        '',
        '221 Lanneau Drive',
        'Greenville, SC 29605',
        'SOLD | Closed 02/27/2026 at $486,500',
        'List price $479,000 · 4 days to contract · multiple offers',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('Sold');
    expect(p.BasicInfo.Price).toBe(486500);
  });

  it("reads a subject line's street in its own cell, another column's cells beside it and its ZIP wrapped", () => {
    const p = extract(
      [
        '3318 Cedar Ridge Lane, Apt 12',
        'Bend, OR 97701',
        'Sign intent to proceed | Done',
        'Re: Pre-approval for the purchase of 4127 West Quail Ridge Drive, Boise, ID | Homeowners insurance quote | Open',
        '83703',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '4127 West Quail Ridge Drive',
      City: 'Boise',
      State: 'ID',
      ZipCode: '83703',
    });
  });

  it("reads the price beside a status banner, and beside the listing's street in capitals", () => {
    const banner = extract(
      [
        'Sales volume (3 yrs) | $74.6M',
        'NIA’S FEATURED LISTING',
        'COMING SOON | $749,000',
        '',
        'Recently sold | 1180 Pine Street | $512,000',
      ].join('\n'),
    );
    expect(banner.BasicInfo.Price).toBe(749000);
    const capitals = extract(
      [
        'Property: | 47 Dewey Street, Worcester, MA 01610',
        '',
        '1st floor | $1,850 | $1,800 - $1,900 | Porch and yard access',
        '2nd floor | $1,800 | $1,750 - $1,850',
        '',
        '47 DEWEY STREET | $689,900',
        'Worcester, MA 01610 · Three-family | Asking price',
      ].join('\n'),
    );
    expect(capitals.BasicInfo.Price).toBe(689900);
  });

  it("reads the amount over its caption as the price, past a statement's labelled rent", () => {
    const price = (caption: string) =>
      extract(
        [
          'Reservation | Guest | Stay | Nights | Channel | Gross rent',
          'Total | 17 | $12,295.00',
          '',
          'Gross rent | $12,295.00',
          '',
          'Original list price | $1,250,000',
          '',
          'Oceanside',
          '$1,150,000',
          caption,
          'Bedrooms: 5',
        ].join('\n'),
      ).BasicInfo.Price;
    expect(price('Listed for sale | Active | List price')).toBe(1150000);
    expect(price('Sold for | Sold | Closed April 24, 2026')).toBe(1150000);
  });

  it("reads no figure under a 'Summary' heading into the story under the remarks' heading", () => {
    const p = extract(
      [
        'Summary',
        'Gross rent | $12,295.00',
        'Management fee (20%) | −$2,459.00',
        '',
        'Listing remarks',
        'Salt & Light is a raised beach house on the oceanside of the Beach Road, a short walk over a private dune path to the sand.',
        'Built in 2002 and renovated in 2021, it has a reverse plan.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^Salt & Light is a raised beach house/);
  });

  it("reads a header's full address a few lines under the site's number, not a later card's", () => {
    const p = extract(
      [
        'Prairie Lantern Estate Sales Upcoming sales | Our services Consign with us About | 816-555-0131',
        'Family-run estate sales in Greater Kansas City since 1994',
        'Mid-Century Brookside Estate: Danish Teak, Pyrex, Workshop and More',
        'Sale #1882 · 6930 Jarboe Street, Kansas City, MO 64114',
        '',
        'The owner of this Brookside ranch collected for sixty years and kept everything beautifully.',
        '',
        'More sales from Prairie Lantern Estate Sales',
        'Overland Park Colonial Estate',
        'June 19–20 · 9608 Lamar Avenue, Overland Park, KS',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '6930 Jarboe Street',
      City: 'Kansas City',
      State: 'MO',
      ZipCode: '64114',
    });
  });

  it('reads an address with a note in brackets after its ZIP', () => {
    const p = extract(
      [
        'Title | Showing — 1530 S State St #1104 (Park / Ishikawa)',
        '',
        'Location | 1530 S State Street, Unit 1104, Chicago, IL 60605 (check in with the doorman)',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1530 S State Street, Unit 1104',
      City: 'Chicago',
      State: 'IL',
      ZipCode: '60605',
    });
  });

  it('reads a sheet of cards printed three-up, each card with its copy again and again, as one story', () => {
    const p = extract(
      [
        '1847 Vilas Mews Lane, Madison, WI 53711 | $389,900',
        '',
        'End-unit townhome near the Arboretum with',
        'a rooftop deck, a quartz kitchen and an easy',
        'walk to the Edgewood trails.',
        '',
        '$240/mo | HOA | $240/mo | HOA | $240/mo | HOA',
        '',
        'End-unit townhome near the Arboretum with | End-unit townhome near the Arboretum with | End-unit townhome near the Arboretum with',
        'a rooftop deck, a quartz kitchen and an easy | a rooftop deck, a quartz kitchen and an easy | a rooftop deck, a quartz kitchen and an easy',
        'walk to the Edgewood trails. | walk to the Edgewood trails. | walk to the Edgewood trails.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'End-unit townhome near the Arboretum with a rooftop deck, a quartz kitchen and an easy walk to the Edgewood trails.',
    );
  });

  it('reads a sheet printed two-up, each line the same card twice, as one card', () => {
    const p = extract(
      [
        'Lorenzo Archuleta | Lorenzo Archuleta',
        'Sandia Crest Realty | Sandia Crest Realty',
        '6100 Indian School Rd NE, Albuquerque, NM 87110 | 6100 Indian School Rd NE, Albuquerque, NM 87110',
        '',
        'JUST LISTED | $429,000 | JUST LISTED | $429,000',
        '',
        '9308 Desert Willow Court NE | 9308 Desert Willow Court NE',
        'Albuquerque, NM 87122 | Albuquerque, NM 87122',
        '',
        'Pueblo-style home on a quiet cul-de-sac with Sandia views, a kiva | Pueblo-style home on a quiet cul-de-sac with Sandia views, a kiva',
        'fireplace and a shaded back portal. | fireplace and a shaded back portal.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '9308 Desert Willow Court NE',
      City: 'Albuquerque',
      State: 'NM',
      ZipCode: '87122',
    });
    expect(p.Descriptions.PropertyDescription).toBe(
      'Pueblo-style home on a quiet cul-de-sac with Sandia views, a kiva fireplace and a shaded back portal.',
    );
  });

  it("reads the listing's own street under a table of other units when the page names it elsewhere", () => {
    const p = extract(
      [
        'Location | 88 Canal Street (Pemberton Mill) | Use group | R-2 residential',
        '',
        'ALSO AVAILABLE',
        '',
        'Res. | Bd | Price',
        '206 | 1 | $289,000',
        '312 | 2 | $365,000',
        '',
        '88 Canal Street, Unit 407',
        'Manchester, NH 03101',
        '',
        'Corner loft on the fourth floor of the Pemberton Mill, with three tall arched windows facing the river.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '88 Canal Street, Unit 407',
      City: 'Manchester',
      State: 'NH',
      ZipCode: '03101',
    });
  });

  it('never takes a mailing panel’s or a model home’s address for the listing’s', () => {
    const p = extract(
      [
        'PRSRT STD | U.S. POSTAGE PAID',
        'Or Current Resident',
        '88 Elm Street, Springfield, IL 62701',
        '',
        'Visit the model home',
        '205 Sable Court, Summerville, SC 29483',
        '',
        'JUST LISTED',
        '4410 Juniper Lane, Boise, ID 83702',
        'Offered at $529,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '4410 Juniper Lane',
      City: 'Boise',
      State: 'ID',
      ZipCode: '83702',
    });
  });

  it('reads an MLS lease printout: the county after the ZIP, the rent per month, an agent code, the office label', () => {
    const p = extract(
      [
        '6270 Meadowlark Run #110, Grand Rapids, MI 49504 · Kent Co. | Class: RNT · Sts: ACT',
        'Lease $/mo $1,300 | BR | 1',
        'Orig Lease $ $1,450 | FB/HB | 1/0',
        'List Agt | Felix Amundsen (AMUN25) | List Ofc | Cityline Leasing Co. · Ofc Ph 616-555-0101',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'For Rent', Price: 1300, Bedrooms: 1, Bathrooms: 1 });
    expect(p.BasicInfo.Address).toEqual({
      Street: '6270 Meadowlark Run #110',
      City: 'Grand Rapids',
      State: 'MI',
      ZipCode: '49504',
    });
    expect(p.RealtorContact).toMatchObject({ Name: 'Felix Amundsen', AgencyName: 'Cityline Leasing Co.' });
  });

  it('never takes the agent’s title for the agency', () => {
    const p = extract('Dana Whitfield\nManaging Broker · Northgate Realty Advisors\n(205) 555-0110');
    expect(p.RealtorContact.AgencyName).toBe('Northgate Realty Advisors');
  });

  it('joins a right-hand value that wrapped into the next row of a two-column table', () => {
    const p = extract(
      [
        'Bedrooms | 5 | Kitchen Appliances | JennAir built-in fridge, 48-inch gas',
        'Full Baths | 4 | rangetop, two wall ovens',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('JennAir built-in fridge, 48-inch gas rangetop, two wall ovens');
    expect(p.BasicInfo.Bathrooms).toBe(4);
  });

  it('reads labels that carry their unit ("HOA $/mo", "Lease $/mo") and MLS feature abbreviations', () => {
    const p = extract(
      [
        'Lease $/mo | $2,100 | BR | 2 | Kit Eqp | Gas range, dishwasher',
        'Orig Lease $ | $2,300 | FB/HB | 1/1 | Gar/Pkg | Tandem 2-car garage',
        'Trans | For Lease | HOA $/mo | $240 | Rmdl | New roof 2021',
        'Room | Lvl | Dim',
        'Kitchen | M | 12x11',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(2100);
    expect(p.BasicInfo.ListingType).toBe('For Rent');
    expect(p.LegalCompliance.HOAFees).toBe(240);
    expect(p.KeyFeatures.Appliances).toBe('Gas range, dishwasher');
    expect(p.KeyFeatures.Parking).toBe('Tandem 2-car garage');
    expect(p.KeyFeatures.Renovations).toBe('New roof 2021');
  });

  it('reads "Agent remarks" as the description, not as a contact lead-in', () => {
    const p = extract(
      [
        'Dana Whitfield, REALTOR',
        '(303) 555-0147 dana@example.com',
        '',
        'Agent remarks',
        'A sunny ranch on a corner lot with a new roof and a deep garden, a short walk',
        'from Maple Grove Park and the schools.',
      ].join('\n'),
    );
    expect(p.RealtorContact.Name).toBe('Dana Whitfield');
    expect(p.Descriptions.PropertyDescription).toMatch(/^A sunny ranch/);
  });

  it('takes the lead paragraph about the home as the description, not an invitation or a footer', () => {
    const p = extract(
      [
        '18 Alder Court, Salem, OR 97301',
        '',
        'Stop by on Sunday and bring your questions. Reply to this email to book a private showing.',
        '',
        'A sunny split-level on a quiet court with a remodeled kitchen, an oak-floored living room and a',
        'deck over the fenced yard. The primary suite has a walk-in closet and its own bath.',
        '',
        'You are receiving this message because you asked to hear about new listings in Salem.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'A sunny split-level on a quiet court with a remodeled kitchen, an oak-floored living room and a deck over the fenced yard. The primary suite has a walk-in closet and its own bath.',
    );
  });

  it('pairs no heading of a table with the next heading', () => {
    const p = extract(
      [
        '# | Address | Status | Date | Beds | Price | $/SF',
        'C1 | 12 Elm St | Sold | 09/26 | 3 | $452,000 | $196',
        '',
        'List Price: $449,900',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(449900);
  });

  it('reads a listing emailed to a reader: the sender is the agent, the reader is not', () => {
    const p = extract(
      [
        'Mail | Alex Reader <alex.reader@example.net>',
        '',
        'Open House Saturday',
        'Jordan Hale <jordan@harborlinehomes.example.com> | Tue, Mar 3, 2026 at 9:00 AM',
        'To: alex.reader@example.net',
        '',
        '55 Quarry Road Unit 4B',
        'Portland, ME 04101',
        '$389,000',
        'Price improved: previously listed at $405,000',
        '2 bd | 2 ba | 1,120 sqft',
        '',
        'A bright corner residence with harbor views from the living room and both bedrooms.',
        '',
        'Comfort: Ductless heat pumps',
        'Outdoors: Private deck',
        'Community: Fitness room, Bike storage, Rooftop lounge',
        '',
        'Jordan Hale',
        'JH Broker/REALTOR®',
        'Harborline Homes Realty',
        'c: 207.555.0131',
      ].join('\n'),
    );
    expect(p.RealtorContact.Email).toBe('jordan@harborlinehomes.example.com');
    expect(p.RealtorContact.Name).toBe('Jordan Hale');
    expect(p.RealtorContact.AgencyName).toBe('Harborline Homes Realty');
    expect(p.BasicInfo.Price).toBe(389000);
    expect(p.BasicInfo.PropertyType).toBe('Condo');
    expect(p.KeyFeatures.HeatingCooling).toBe('Ductless heat pumps');
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Private deck');
    expect(p.Amenities.Onsite).toBe('Fitness room, Bike storage, Rooftop lounge');
  });

  it("reads a subject's row of a comparables table, dashes aside, and keeps the headline's full street", () => {
    const p = extract(
      [
        '88 Birch Hollow Road #12',
        'Dover, DE 19901',
        '',
        '# | Address | Status | Beds | Baths | SqFt | Built | Price | $/SF',
        'S | 88 Birch Hollow Rd #12 | Subject | 3 | 2 | 1,410 | 1996 | - | -',
        'C1 | 90 Birch Hollow Rd #3 | Sold | 3 | 2 | 1,380 | 1995 | $301,000 | $218',
        '',
        'Views: South-facing floor-to-ceiling windows',
        'Recommended List Price: $309,900',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('88 Birch Hollow Road #12');
    expect(p.HistoricalInfo.YearBuilt).toBe(1996);
    expect(p.BasicInfo.SquareFootage).toBe(1410);
    expect(p.BasicInfo.Price).toBe(309900);
    expect(p.KeyFeatures.WindowFeatures).toBe('South-facing floor-to-ceiling windows');
  });

  it('reads a column of capital labels beside their values, known to the vocabulary or not', () => {
    const p = extract(
      [
        'BEDS / BATHS | 3 bedrooms / 2.5 baths',
        '',
        'PARKING | Two deeded spaces',
        '',
        'BUILDING | Doorman, fitness room, rooftop lounge',
        '',
        'TERRACE | Wraparound terrace with city views',
        '',
        'WALK TO | Riverside Park, Market Hall',
        '',
        'LISTING BROKER | Marisol Vance',
        'Cedar Point Rentals',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bedrooms).toBe(3);
    expect(p.BasicInfo.Bathrooms).toBe(2.5);
    expect(p.Amenities.Onsite).toBe('Doorman, fitness room, rooftop lounge');
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Wraparound terrace with city views');
    expect(p.Amenities.Nearby).toBe('Riverside Park, Market Hall');
    expect(p.RealtorContact.Name).toBe('Marisol Vance');
  });

  it('sorts rows of unlabelled feature phrases, and the phrases one to a line after them, by what they say', () => {
    const p = extract(
      [
        'Fresh on the Market in Your',
        'Neighborhood',
        'A sunny bungalow with a deep front porch, a remodeled kitchen and a bright sunroom off the dining room.',
        '',
        'Gas range, dishwasher, wine fridge | Forced-air gas heat, central AC',
        '',
        'Detached 2-car garage',
        'Wide-plank oak hardwood',
        'Basement finished in 2021',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('Gas range, dishwasher, wine fridge');
    expect(p.KeyFeatures.HeatingCooling).toBe('Forced-air gas heat, central AC');
    expect(p.KeyFeatures.Parking).toBe('Detached 2-car garage');
    expect(p.KeyFeatures.Renovations).toBe('Basement finished in 2021');
    expect(p.Descriptions.PropertyDescription).toMatch(/^A sunny bungalow/);
  });

  it('reads the description of one unit after its price, counts and address, and a sentence with a colon whole', () => {
    const p = extract(
      [
        'A 20-story tower completed in 2009, with 150 residences, a pool and lake views from the upper floors.',
        '',
        'Featured: Residence 1204',
        '$2,150 per month',
        '2 bedrooms · 2 baths · 1,010 sq ft',
        '400 Shore Road #1204, Chicago, IL 60611',
        'Bright corner unit in a quiet tower: a wall of windows, an open kitchen and a',
        'balcony over the park.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Bright corner unit in a quiet tower: a wall of windows, an open kitchen and a balcony over the park.',
    );
  });

  it("takes the listing's row of a table the rest of the page names, and a team's names over their titles", () => {
    const p = extract(
      [
        'QUICK MOVE-IN | Homesite 8',
        '512 Sage Hollow',
        'Dripping Springs, TX 78620',
        '',
        'Homesite | Address | Plan | Status | Sq Ft | Price',
        'HS 3 | 498 Sage Hollow | Llano | Available | 1,610 | $398,400',
        'HS 8 | 512 Sage Hollow | Guadalupe | Available | 1,965 | $412,500',
        'HS 11 | 530 Sage Hollow | Pedernales | Available | 2,280 | $459,900',
        '',
        'Rosa Delgado | Ian Park | Hill Country Homes Realty',
        'Listing Agent | Sales Associate | Sales office: 9 Main St, Wimberley, TX 78676',
        '(512) 555-0140 | (512) 555-0141',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('512 Sage Hollow');
    expect(p.BasicInfo.SquareFootage).toBe(1965);
    expect(p.BasicInfo.Price).toBe(412500);
    expect(p.RealtorContact.Name).toBe('Rosa Delgado');
  });

  it('reads a banner "FIRM PRESENTS" as the firm, and a quick move-in row as the listing', () => {
    const p = extract(
      [
        'CEDAR GROVE PROPERTIES PRESENTS',
        '',
        'Plan | Address | Status | Sq Ft',
        'Aspen | 14 Elm Way | Sold | 1,500',
        'Birch | 16 Elm Way | Quick move-in | 1,720',
        '',
        'dana@cedargroveproperties.example.com',
      ].join('\n'),
    );
    expect(p.RealtorContact.AgencyName).toBe('Cedar Grove Properties');
    expect(p.BasicInfo.SquareFootage).toBe(1720);
  });

  it('leaves out blocks headed as other homes, wherever they stand', () => {
    const p = extract(
      [
        'Similar homes nearby',
        '40 Elm Street, Austin, TX 78702',
        '$610,000 · 4 bd | 3 ba | 2,400 sqft',
        '',
        'THIS HOME',
        '12 Oak Street, Austin, TX 78701',
        'List Price $525,000',
        '3 bd | 2 ba | 1,800 sqft',
        '',
        'MARKET SNAPSHOT',
        '',
        'Median sale price $450,000 · 5 bd homes sold: 12',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('12 Oak Street');
    expect(p.BasicInfo.Price).toBe(525000);
    expect(p.BasicInfo.Bedrooms).toBe(3);
    expect(p.BasicInfo.SquareFootage).toBe(1800);
  });

  it('reads ticked boxes as the features and leaves empty ones out, and keeps baths plausible', () => {
    const p = extract(
      [
        'Bedrooms: 3',
        'Baths: 25',
        '',
        'Appliances',
        '☒ Dishwasher',
        '[x] Gas range',
        '☐ Microwave',
        '[ ] Freezer',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('Dishwasher, Gas range');
    expect(p.BasicInfo.Bathrooms).toBe(2.5);
  });

  it('reads one-word labels run into their values among other such lines', () => {
    const p = extract(
      [
        'Offered at $689,000',
        'Bedrooms 3',
        'Built 1910',
        'Heat Oil-fired baseboard',
        'Parking Detached garage',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Oil-fired baseboard');
    expect(p.KeyFeatures.Parking).toBe('Detached garage');
    expect(p.HistoricalInfo.YearBuilt).toBe(1910);
  });

  it('pairs a figure label alone on its line with the value under it, and reads no lease term as the rent', () => {
    const p = extract(
      [
        'OFFERED AT',
        '2077 Pinyon Crossing',
        'Tucson, AZ 85719',
        '$2,950/month',
        '',
        'Lease | 12 months | Pets | Cats OK',
        '',
        'YEAR BUILT',
        '2004',
        '',
        'HOA',
        '$95 / month',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(2950);
    expect(p.BasicInfo.ListingType).toBe('For Rent');
    expect(p.HistoricalInfo.YearBuilt).toBe(2004);
    expect(p.LegalCompliance.HOAFees).toBe(95);
    expect(p.BasicInfo.Address.Street).toBe('2077 Pinyon Crossing');
  });

  it("keeps the listing's labelled rows set beside a block of nearby sales, and no sale's counts in its description", () => {
    const p = extract(
      [
        '61 Birch Terrace',
        'Madison, WI 53705',
        '',
        'Nearby sales',
        '',
        '58 Birch Ter',
        'Sold $552,000',
        'Kitchen | Quartz counters, gas range | Heating | Gas furnace, central air',
        '4 bd / 2.5 ba / 2,480 sf',
        '',
        'About the home',
        '3 bd / 2 ba / 2,150 sf',
        'A short walk to the lake path, with an updated kitchen, a brick fireplace and four bedrooms upstairs.',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('Quartz counters, gas range');
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas furnace, central air');
    expect(p.Descriptions.PropertyDescription).toMatch(/^A short walk/);
    expect(p.BasicInfo.Price).toBe(0);
  });

  it("reads a sold banner in spaced capitals, and an agent's own number in the agent's labelled value", () => {
    const p = extract(
      [
        'J U S T S O L D',
        '12 Orchard Lane',
        'Traverse City, MI 49686',
        '',
        'Listing Office: Shoreline Realty Partners (231) 555-0110 Listing Agent: Grace Hollis (231) 555-0162',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('Sold');
    expect(p.RealtorContact.Phone).toBe('(231) 555-0162');
    expect(p.RealtorContact.AgencyName).toBe('Shoreline Realty Partners');
    expect(p.RealtorContact.Name).toBe('Grace Hollis');
  });

  it('reads a portal page: the price before its figures, no payment estimate as a rent, no price history', () => {
    const p = extract(
      [
        '$535,000 | beds | 4 | baths | 2.5 | sq ft | 2,214',
        '5309 Quail Hollow Dr, Raleigh, NC 27609',
        'Est. $3,412/mo · Get pre-qualified',
        '',
        'Heating | Forced air | Cooling | Central air',
        '',
        'Price history',
        'Date | Event | Price',
        '06/14/2011 | Sold | $287,500',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(535000);
    expect(p.BasicInfo.ListingType).toBe('For Sale');
    expect(p.BasicInfo.SquareFootage).toBe(2214);
    expect(p.KeyFeatures.HeatingCooling).toBe('Forced air, Central air');
  });

  it('reads labels joined to their values by a leader drawn as a cell of its own', () => {
    const p = extract(
      [
        'Bedrooms | ........................ | 4',
        'Year Built | ........................ | 2008',
        'Garage | ..... | Three-car, attached',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bedrooms).toBe(4);
    expect(p.HistoricalInfo.YearBuilt).toBe(2008);
    expect(p.KeyFeatures.Parking).toBe('Three-car, attached');
  });

  it('reads a row of labels over a row of values, lists among them, and a rent roll as no rental', () => {
    const p = extract(
      [
        'Asking $1,150,000',
        '',
        'Building | Parking | HOA Dues',
        'Concierge, rooftop deck, fitness center, guest suite | One deeded space + storage | $1,142/month',
        '',
        'Unit | Beds | Baths | Monthly Rent',
        '1 | 2 | 1 | $1,725',
        '2 | 2 | 1 | $1,695',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('For Sale');
    expect(p.BasicInfo.Price).toBe(1150000);
    expect(p.LegalCompliance.HOAFees).toBe(1142);
    expect(p.KeyFeatures.Parking).toBe('One deeded space + storage');
    expect(p.Amenities.Onsite).toBe('Concierge, rooftop deck, fitness center, guest suite');
  });

  it('reads a street and its city set apart by a dot, a list whose bullets were drawn, and a headline with a colon', () => {
    const p = extract(
      [
        'PRICE IMPROVEMENT',
        '729 Bayberry Court · Wilmington, NC 28405',
        'NOW $598,500',
        '',
        'Meet the agent. Born and raised here, Tara has helped more than 300 families buy and sell homes.',
        '',
        'Coastal living at its easiest: this raised-beach home sits on a quiet cul-de-sac with a screened porch and a renovated kitchen.',
        '',
        'Gas range, wall oven, wine fridge',
        'Luxury vinyl plank throughout the main level',
        'Two-zone heat pump (2023)',
        'Screened porch and paver patio',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('729 Bayberry Court');
    expect(p.BasicInfo.Address.City).toBe('Wilmington');
    expect(p.KeyFeatures.Appliances).toBe('Gas range, wall oven, wine fridge');
    expect(p.KeyFeatures.HeatingCooling).toBe('Two-zone heat pump (2023)');
    expect(p.Descriptions.PropertyDescription).toMatch(/^Coastal living at its easiest: this/);
  });

  it("takes the unit of a building the page names after the building's street", () => {
    const p = extract(
      [
        '2021 Thornbury Street · Sarasota, FL 34231',
        '',
        'Featured unit',
        '2021 Thornbury Street #1009, Sarasota, FL 34231',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('2021 Thornbury Street #1009');
  });

  it('keeps HOA fees per month, and reads above-grade square feet', () => {
    expect(extract('HOA: $240/yr').LegalCompliance.HOAFees).toBe(20);
    expect(extract('HOA Dues: $600 per quarter').LegalCompliance.HOAFees).toBe(200);
    expect(extract('HOA: $95/month').LegalCompliance.HOAFees).toBe(95);
    expect(extract('Above-grade SF | 2,366').BasicInfo.SquareFootage).toBe(2366);
  });

  it("leaves a sidebar's item set beside a description heading out of the description", () => {
    const p = extract(
      [
        'About this home',
        'Community garden',
        'A single-story plan with a stone front and views across the preserve.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'A single-story plan with a stone front and views across the preserve.',
    );
  });

  it('reads a "Bedrooms / Baths" cell of a table', () => {
    const p = extract('Bedrooms / Baths | 3 / 2\nList Price | $412,000');
    expect([p.BasicInfo.Bedrooms, p.BasicInfo.Bathrooms]).toEqual([3, 2]);
  });

  it('reads an agent and a firm set in capitals, as people write them', () => {
    const p = extract('JANE DOE\nREALTOR® | ACME REALTY GROUP\n(303) 555-0100 | jane@acme.example.com');
    expect(p.RealtorContact.Name).toBe('Jane Doe');
    expect(p.RealtorContact.AgencyName).toBe('Acme Realty Group');
  });

  it('reads the first price of a range ("priced from")', () => {
    expect(extract('Priced from $489,900 to $529,900').BasicInfo.Price).toBe(489900);
  });

  it('reads the price offered "for sale at" or "for rent at" over a table of costs', () => {
    const costs = [
      'Improvement | Typical cost | Score gain',
      'Seal and insulate basement ducts | $450 | +0.5',
    ];
    const sale = extract(
      ['Offered for sale at $649,000. This 1926 bungalow has 4 bedrooms and 2 bathrooms.', '', ...costs].join(
        '\n',
      ),
    );
    expect(sale.BasicInfo).toMatchObject({ Price: 649000, ListingType: 'For Sale' });
    const rent = extract(
      ['Available for rent at $2,450. This 1926 bungalow has 4 bedrooms and 2 bathrooms.', '', ...costs].join(
        '\n',
      ),
    );
    expect(rent.BasicInfo).toMatchObject({ Price: 2450, ListingType: 'For Rent' });
    const soon = extract(
      ['Coming soon at $615,000', '', 'Unit 2 | leased $1,850/mo through 8/31/2026', '', '$402,000'].join(
        '\n',
      ),
    );
    expect(soon.BasicInfo).toMatchObject({ Price: 615000, ListingType: 'Coming Soon' });
    // A fourplex coming soon at its expected list price, its rents told below: no rental.
    const expected = extract(
      [
        'Coming soon · Package available',
        '3124 Bryant Avenue S',
        'Minneapolis, MN 55408',
        '$925,000 Expected list price',
        '',
        'Units | 4 (all 2 bed, 1 bath)',
        'Gross scheduled rent | $6,150/month',
      ].join('\n'),
    );
    expect(expected.BasicInfo).toMatchObject({ Price: 925000, ListingType: 'Coming Soon' });
  });

  it('calls a retail center or a self-storage facility commercial and a quarter of cropland land, from prose', () => {
    const typeOf = (story: string) => extract(`${story}\n$2,350,000`).BasicInfo.PropertyType;
    expect(
      typeOf('Sheridan Commons is a seven-suite retail center on one of the busiest corridors in Erie.'),
    ).toBe('Commercial');
    expect(typeOf('Prairie Gate Self Storage sits on 3.2 acres on the north side of town.')).toBe(
      'Commercial',
    );
    expect(
      typeOf('A productive quarter section of irrigated and dryland ground nine miles north of Lamar.'),
    ).toBe('Land');
    expect(
      typeOf('A square, nearly level quarter of irrigated cropland four miles west of Grand Island.'),
    ).toBe('Land');
    // (A shopping center down the road, or a few irrigated acres beside a house, say nothing of the type.)
    expect(typeOf('A brick house with a saltwater pool. Walk to the Park Road strip center.')).toBe(
      'Single Family Home',
    );
  });

  it('calls a business sold with its land and building commercial, whatever its acreage or pad site, and a house made into apartments multi-family', () => {
    const typeOf = (story: string) => extract(`${story}\n$2,350,000`).BasicInfo.PropertyType;
    expect(
      typeOf(
        'Express tunnel car wash with free vacuums on a 1.1-acre pad site, sold with the land and building.',
      ),
    ).toBe('Commercial');
    expect(typeOf('Riverfront RV park and campground on 14.6 acres along Turkey Creek.')).toBe('Commercial');
    expect(
      typeOf('Asking Price | $1,250,000 | Cash Flow | $186,400 | EBITDA | $171,200\nLot Size | 0.52 acres'),
    ).toBe('Commercial');
    expect(
      typeOf('A two-story brick building from 1905 with a 1,500 sq ft storefront on the ground floor.'),
    ).toBe('Commercial');
    // (A rowhouse made into apartments is a building of several units.)
    expect(
      typeOf(
        'A three-story brick rowhouse built in 1924 and made into four apartments in 1987, near the park.',
      ),
    ).toBe('Multi-Family');
    // (A house with room for the owner's RV is still a house.)
    expect(typeOf('A brick ranch house on two acres with RV parking and a 30-amp hookup.')).toBe(
      'Single Family Home',
    );
  });

  it("reads the home opened under a grid comparing several, not the grid's first column", () => {
    const p = extract(
      [
        'Comparing 4 homes',
        '• 11807 Grandview Street',
        '• Overland Park, KS',
        '• 9215 W 96th Terrace',
        '• Overland Park, KS',
        '• 8431 Hemlock Drive',
        '• Overland Park, KS',
        '',
        'Price | $474,900 | $459,000 | $449,000 | $495,000',
        'Baths | 2.5 | 3 | 3 | 3.5',
        'Sq ft | 2,214 | 2,388 | 2,560 | 2,905',
        'Built | 1986 | 1978 | 1972 | 1994',
        '$ / sq ft | $214 | $192 | $175 | $170',
        '',
        'TOUR',
        '9215 W 96th Terrace | $459,000 | Second showing, Saturday',
        'Overland Park, KS 66212 | Active',
        'beds | 4 | baths | 3 | sq ft | 2,388',
        'Year built | 1978 | MLS # | 2581902',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      Price: 459000,
      Bathrooms: 3,
      SquareFootage: 2388,
      Address: { Street: '9215 W 96th Terrace', City: 'Overland Park', State: 'KS', ZipCode: '66212' },
    });
    expect(p.HistoricalInfo.YearBuilt).toBe(1978);
  });

  it("takes the amount beside the listing's own street among other homes' cards", () => {
    const p = extract(
      [
        'Condo Tour Day',
        'Stop 1 · 9:30 AM',
        '600 Harbour Isle Drive, Unit 904',
        '$489,000 | 2 BR · 2 BA · 1,190 sq ft',
        '',
        'Stop 2 · 10:30 AM',
        '1820 Bayshore Lantern Way, Unit 1207',
        '$529,000 | 2 BR · 2 BA · 1,265 sq ft',
        '',
        'STOP 2 · FOR SALE',
        '1820 Bayshore Lantern Way, Unit 1207 | $529,000',
        'Tampa, FL 33606',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('1820 Bayshore Lantern Way, Unit 1207');
    expect(p.BasicInfo.Price).toBe(529000);
  });

  it("reads the rooms, area, year and dues of the opened home on a page of several homes' cards", () => {
    const p = extract(
      [
        'Condo Tour Day',
        'Stop 1 · 9:30 AM',
        '600 Harbour Isle Drive, Unit 904',
        '$489,000 | 3 BR · 2 BA · 1,190 sq ft',
        'HOA $968/mo · built 1999',
        '',
        'Stop 3 · 11:30 AM',
        '3001 W Swann Avenue, Unit 5C',
        '$455,000 | 2 BR · 2 BA · 1,320 sq ft',
        '',
        'Stop 4 · 1:15 PM',
        '77 Davis Palms Court, Unit 312',
        '$574,500 | 3 BR · 2 BA · 1,488 sq ft',
        '',
        'STOP 2 · FOR SALE',
        '1820 Bayshore Lantern Way, Unit 1207 | $529,000',
        'Tampa, FL 33606',
        'Twelfth-floor corner residence with floor-to-ceiling windows on two sides and a wraparound',
        'balcony facing the bay. The open kitchen has quartz counters and a gas cooktop.',
        '',
        'Bedrooms | 2',
        'Bathrooms | 2',
        'Living area | 1,265 sq ft',
        'Year built | 2008',
        'Association fee | $812/month',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 2, Bathrooms: 2, SquareFootage: 1265, Price: 529000 });
    expect(p.HistoricalInfo.YearBuilt).toBe(2008);
    expect(p.LegalCompliance.HOAFees).toBe(812);
  });

  it("still reads a grid's first column as the home when it is headed as the subject, and a pro forma's figures of different sizes", () => {
    const grid = extract(
      [
        'SUBJECT | SALE 1 | SALE 2 | SALE 3',
        'Address | 1127 Sandhill Crane Drive | 1204 Whooping Crane Ln | 3315 Heron Bend Dr',
        'Sq ft | 2,140 | 2,210 | 2,050 | 2,300',
        'Year built | 2004 | 2006 | 2003 | 2008',
      ].join('\n'),
    );
    expect(grid.BasicInfo.SquareFootage).toBe(2140);
    expect(grid.HistoricalInfo.YearBuilt).toBe(2004);
    const proForma = extract(
      [
        'INCOME AND EXPENSES | Current | Pro forma | Per unit',
        'Real estate taxes | $7,830 | $7,830 | $979',
      ].join('\n'),
    );
    expect(Object.values(proForma.CustomFields)).toContain('$7,830');
  });

  it("calls a co-op told as a home a condo, and not a farmers' co-op, its water or an agent's co-op commission", () => {
    const typeOf = (lines: string[]) => extract([...lines, '$389,000'].join('\n')).BasicInfo.PropertyType;
    expect(typeOf(['2 Bedrooms · 2 Bathrooms · Riverdale · Co-op'])).toBe('Condo');
    expect(typeOf(['Sunny two-bedroom on a high floor. Purchase is subject to co-op board approval.'])).toBe(
      'Condo',
    );
    expect(typeOf(['HEARTLAND AG CO-OP · NEVADA, IOWA', 'A white farmhouse with a wraparound porch.'])).toBe(
      'Single Family Home',
    );
    expect(typeOf(['Utilities | Co-op water, septic', 'A new house on two acres.'])).toBe(
      'Single Family Home',
    );
    expect(typeOf(['Co-op offered | 2.25% of net sale price', 'A brick house on a corner lot.'])).toBe(
      'Single Family Home',
    );
  });

  it("reads no banner into a sales table's 'Sold' column heading set over its amounts", () => {
    const p = extract(
      [
        'Wrenfield sales, last six months',
        'Address | Sq ft',
        '9 Wrenfield Ct | 2,944',
        '11480 Thrush Ln | 3,320',
        '',
        'Sold',
        '$489,000',
        '$532,500',
        '',
        'LIST PRICE | $515,000',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'For Sale', Price: 515000 });
    expect(
      extract(['SOLD', '', '18 Elm Street, Dover, DE 19901', '$515,000'].join('\n')).BasicInfo.ListingType,
    ).toBe('Sold');
  });

  it('reads the floor area the parts the page gives add up to, not the first part', () => {
    const plan = extract(
      [
        '$449,000',
        'First floor | 742 SF',
        'Heated SF 1,596 — Second floor 854 SF — Garage (not included) 264 SF',
      ].join('\n'),
    );
    expect(plan.BasicInfo.SquareFootage).toBe(1596);
    const suite = extract(
      [
        '$789,000',
        'Half baths | 1 | Finished | 860 sq ft',
        'Main home: 4 bedrooms, 2,620 sq ft. Combined: 5 bedrooms · 3.5 baths · 3,480 finished sq ft',
      ].join('\n'),
    );
    expect(suite.BasicInfo.SquareFootage).toBe(3480);
    // (Areas that add up to none the page prints stay as read.)
    expect(
      extract(['$449,000', 'Living area | 1,640 sq ft', 'Garage | 480 sq ft', 'Lot | 9,500 sq ft'].join('\n'))
        .BasicInfo.SquareFootage,
    ).toBe(1640);
  });

  it('calls a home with a closing date sold, priced at what it sold for rather than its list price', () => {
    const bulletin = extract(
      [
        'SOLD ON THE EAST SHORE',
        '2291 Loon Point Road, Pequot Lakes, MN 56472',
        'List price | $412,000',
        'Sold for $538,000 after eleven days on the market.',
        'Closed: | May 15, 2026',
      ].join('\n'),
    );
    expect(bulletin.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 538000 });
    const report = extract(
      [
        '1131 N Cass Street, Unit 402 | SOLD | $356,000',
        'Milwaukee, WI 53202',
        'List price | $349,900',
        'Closed | March 27, 2026',
      ].join('\n'),
    );
    expect(report.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 356000 });
    // (A closing still to come is no sale: "Closing | Within 30 days of acceptance".)
    expect(
      extract(['List price | $129,900', 'Closing | Within 30 days of acceptance'].join('\n')).BasicInfo
        .ListingType,
    ).toBe('For Sale');
  });

  it('reads the story under "About this rental" as the description, past a portal\'s banners and chat', () => {
    const page = [
      'We use cookies to remember your searches and show relevant rentals. See our cookie policy. | Accept',
      '',
      'RentRoost | ⌕ City, neighborhood, ZIP or address | Rent Post a rental Tenant screening Landlord tools Saved Sign in',
      '',
      'Virginia › Norfolk › Downtown › Harbor Point',
      '',
      '1 / 11',
      '',
      'Available now',
      '',
      'CW | Curtis Whitfield',
      '$1,895/mo | Leasing agent · Whitfield Leasing Partners',
      '880 Harbor Point Drive, Unit 512, Norfolk, VA 23510',
      '(757) 555-0183',
      'River-view 1BR condo, water included',
      'curtis@whitfieldleasing.example.com',
      '1 BR 1 BA 760 sqft | Request a tour',
      'Updated today',
      'Apply now',
      '',
      'About this rental',
      'Fifth-floor one bedroom in Harbor Point with a balcony facing the Elizabeth River. Open kitchen with a',
      'breakfast bar, a bedroom that fits a king bed, and a walk-in closet. Water and trash are included in the rent.',
      'Walk to the waterfront, the Tide light rail and downtown restaurants.',
      '',
      'Usually responds within a day',
      '',
      'Can I afford it?',
      'Most landlords look for a gross income of about 3×',
      'Facts & lease terms | the rent.',
      'Lease | 12 months minimum | Included | Water, sewer, trash | $5,685/mo',
      'suggested household income',
      'Deposit | One month’s rent | Parking | 1 garage space, deeded #214 | Screening by RentRoost Verify · $35 per report',
      '',
      'Pets | Cats OK · no dogs | Floor | 5th of 9',
    ];
    expect(extract(page.join('\n')).Descriptions.PropertyDescription).toBe(
      [page[21], page[22], page[23]].join(' '),
    );
  });

  it("reads no facts from a table's header over rows of other things", () => {
    const p = extract(
      [
        'PROPERTY SPOTLIGHT | FOR SALE',
        '118 Haywood Industrial Court | $2,150,000',
        'Greenville, SC 29607',
        '',
        'Buildings for lease',
        'Address | City | Available SF | Clear | Rate (NNN)',
        "2400 Woodruff Industrial Pkwy | Greer | 46,000 | 32' | $6.95/SF",
        "15 Tanner Rd, Bldg B | Greenville | 11,250 | 20' | $8.75/SF",
        '',
        'Rent roll',
        'Unit | SF | Lease Exp. | Monthly Rent | Annual Rent',
        '101 | 1,200 | 06/2027 | $1,950 | $23,400',
        '102 | 2,400 | 08/2028 | $3,500 | $42,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({ City: 'Greenville', State: 'SC', ZipCode: '29607' });
    expect(p.CustomFields).not.toHaveProperty('SF');
    expect(p.CustomFields).not.toHaveProperty('Monthly Rent');
  });

  it("reads no bedrooms from a septic permit and no floor area from a rule's least size, so a lot stays land", () => {
    const p = extract(
      [
        'Lot 7 Whippoorwill Lane, Hohenwald, TN 38462',
        'Cash price $46,500',
        'A private wooded homesite on a quiet paved lane. The county has approved a soil test for a',
        'three-bedroom conventional septic system, and power runs along the road.',
        'Acreage | 5.12 acres',
        'Restrictions | Light; manufactured homes 1,000 sq ft+ allowed',
        'Septic | Soil test approved for 3 BR conventional',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ PropertyType: 'Land', Bedrooms: 0, SquareFootage: 0 });
  });

  it("reads a description whose first line opens on a figure, and stops at a portal's credit for the listing", () => {
    const p = extract(
      [
        'Blanco, TX 78606 | $139,500',
        '',
        'Description',
        '6.2 acres of Hill Country land with big views to the west',
        'and a stand of live oaks for shade. The front half is open',
        'and level, perfect for a home or barndominium site.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      '6.2 acres of Hill Country land with big views to the west and a stand of live oaks for shade. The front half is open and level, perfect for a home or barndominium site.',
    );
    const story =
      'Side-by-side duplex in the Logan neighborhood, a few blocks from Gonzaga and Mission Park. Each unit has two bedrooms, one bath, its own laundry hookups in the shared basement and its own entry and porch.';
    const credited = extract(
      [
        '1812 E Sharp Ave, Spokane, WA 99202 | $429,000',
        '',
        'Description',
        story,
        '',
        'Home listing provided by Inland Northwest Home Co.',
        '',
        'Tessa Lindgren',
      ].join('\n'),
    );
    expect(credited.Descriptions.PropertyDescription).toBe(story);
  });

  it("reads a paragraph about the home's rooms as the description, though it also tells of the area", () => {
    const story =
      'A brick 1915 house on a shaded block of Oakwood Avenue, a short walk to Schiller Park and the shops on Parsons. The front porch is deep enough for a swing, the oak floors have just been refinished, and the kitchen was redone last year.';
    const upstairs =
      'Upstairs are three bedrooms and a full bath; the second full bath is off the kitchen. The washer and dryer are in the basement.';
    const p = extract(
      [
        '1487 Oakwood Avenue, Columbus, OH 43206 | $2,150/month',
        '',
        'Highlighted home is featured below. Rents and dates change daily; call to confirm.',
        '',
        story,
        upstairs,
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${story} ${upstairs}`);
  });

  it("reads a rental's rent from the banner over its street, not from a table of other rentals above it", () => {
    const p = extract(
      [
        'Address | Area | Type | Bd/Ba | Sq ft | Rent | Deposit | Available',
        '',
        '640 S 22nd St | Olde Towne East | Half double | 2/1 | 1,020 | $1,295 | $1,295 | Now',
        '',
        '2317 Ridgewood Ave | Clintonville | House | 4/2 | 1,860 | $2,450 | $2,450 | 7/1/2026',
        '',
        'FEATURED HOME FOR RENT | MERION VILLAGE | $2,150/month',
        '',
        '1487 Oakwood Avenue',
        'Columbus, OH 43206',
        '',
        'Bedrooms | 3',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 2150, ListingType: 'For Rent' });
    expect(p.BasicInfo.Address.Street).toBe('1487 Oakwood Avenue');
  });

  it('reads a home told as not yet on the market as coming soon, though no banner says so', () => {
    for (const cue of [
      'See it before it goes on the market.',
      'Expected list price | $429,000',
      'COMING THIS DECEMBER',
    ])
      expect(
        extract(['88 Mountain Meadow Road, Unit C-12, Ludlow, VT 05149', '$429,000', cue].join('\n'))
          .BasicInfo.ListingType,
      ).toBe('Coming Soon');
    // (A coming-soon promotion offered in a letter is no listing's status.)
    expect(
      extract(
        [
          '88 Mountain Meadow Road, Ludlow, VT 05149',
          'List price | $429,000',
          'Coming-soon promotion to our buyer list.',
        ].join('\n'),
      ).BasicInfo.ListingType,
    ).toBe('For Sale');
  });

  it("reads no sale of the listing from another home's sale told beside it, nor a price from $1.05M cut short", () => {
    const p = extract(
      [
        'Address: 1207 Sweetbriar Lane, Franklin, TN 37064',
        'Price: $1,189,000',
        'Bedrooms: 5',
        '',
        '@sarahbuildsnashville 2 weeks ago',
        'Our house two streets over sold for $1.05M in October. This one is gorgeous!',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'For Sale', Price: 1189000 });
    const sold = extract(
      ['Address: 1207 Sweetbriar Lane, Franklin, TN 37064', 'Sold for $1,150,000 in six days.'].join('\n'),
    );
    expect(sold.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 1150000 });
  });

  it('reads a ZIP wrapped alone onto the line under its address', () => {
    const p = extract(
      ['615 Seventh Street North, Residence 609, Minneapolis, MN', '55405', '', 'Price | $489,000'].join(
        '\n',
      ),
    );
    expect(p.BasicInfo.Address).toMatchObject({ City: 'Minneapolis', State: 'MN', ZipCode: '55405' });
  });

  it('reads a street over its city with a heading or a row of facts set between them, when nothing else is an address', () => {
    const p = extract(
      [
        'Payette Lakes Rental Co. | Cabin Rental - Unfurnished, Long Term',
        '',
        '88 Lick Creek Hollow',
        'RENTAL DETAILS',
        'McCall, ID 83638',
        'RENT | $2,600 per month',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '88 Lick Creek Hollow',
      City: 'McCall',
      State: 'ID',
      ZipCode: '83638',
    });
  });

  it("reads a model home's street when the model is the home for sale, and passes a sales center's over when it is not", () => {
    const model = extract(
      [
        'MODEL HOME FOR SALE',
        '1418 Juniper Hollow Drive',
        'Frisco, TX 75036',
        '',
        'Model as shown | $638,450',
      ].join('\n'),
    );
    expect(model.BasicInfo.Address).toMatchObject({ Street: '1418 Juniper Hollow Drive', ZipCode: '75036' });
    const home = extract(
      [
        'Visit our sales center',
        '1 Harbor Landing Blvd, Bluffton, SC 29910',
        '',
        'Available now',
        '14 Sailcloth Row, Bluffton, SC 29910',
        'For Sale | $398,750',
      ].join('\n'),
    );
    expect(home.BasicInfo.Address.Street).toBe('14 Sailcloth Row');
  });

  it("reads no floor area from a building beside the home, a community's clubhouse or a shop", () => {
    const p = extract(
      [
        '11842 Saddlebrook Commons Drive, Fishers, IN 46037',
        '• A 4,000 sq ft clubhouse with a great room and a catering kitchen',
        '3 Beds · 2.5 Baths · 1,912 Sq Ft',
      ].join('\n'),
    );
    expect(p.BasicInfo.SquareFootage).toBe(1912);
  });

  it("takes the listing brokers headed under an empty block of other listings as the listing's", () => {
    const p = extract(
      [
        '4820 W Colonial Drive, Orlando, FL 32808 | $1,285,000',
        '',
        'Nearby Listings',
        '',
        'Listing Brokers',
        'Graham Oyelaran',
        'Senior Vice President',
        'Suncoast Commercial Advisors',
        '(407) 555-0138',
        'graham@suncoastcre.example.com',
        '',
        'Priya Desmond',
        'Associate',
        'Suncoast Commercial Advisors',
        '(407) 555-0139',
        'priya@suncoastcre.example.com',
      ].join('\n'),
    );
    expect(p.RealtorContact).toMatchObject({ Name: 'Graham Oyelaran', Phone: '(407) 555-0138' });
  });

  it("keeps a buyer's payment estimate, headed as theirs, out of the listing's facts", () => {
    const p = extract(
      [
        '4812 W 129th Terrace, Leawood, KS 66209 | $459,000',
        'HOA dues | $29/mo',
        '',
        'YOUR ESTIMATED PAYMENT',
        '',
        'Down payment (10%) | $45,900',
        'Principal & interest | $2,577',
        'Taxes & insurance | $655',
        'Monthly total | $3,261',
      ].join('\n'),
    );
    expect(Object.keys(p.CustomFields)).not.toContain('Taxes & Insurance');
    expect(Object.keys(p.CustomFields)).not.toContain('Monthly Total');
  });

  it("keeps a market snapshot's figures under its subtitle out of the listing's facts", () => {
    const p = extract(
      [
        '318 Chestnut Street, Reading, PA 19601 | $465,000',
        '',
        'Market snapshot',
        'Reading small multifamily, 2025',
        '',
        'Median price per unit | $142,000',
        '',
        'Average cap rate | 7.4%',
        '',
        'Vacancy (city) | 4.1%',
        '',
        '$465,000 | ACTIVE',
        'Units | 3 | Year built | 1920',
      ].join('\n'),
    );
    expect(Object.keys(p.CustomFields)).not.toContain('Median Price per Unit');
    expect(Object.keys(p.CustomFields)).not.toContain('Average Cap Rate');
    expect(p.CustomFields).toHaveProperty('Units', '3');
  });

  it('reads a short value under the parking label that says where the cars go, though it names a court', () => {
    for (const value of ['Gravel motor court', 'Rear courtyard space off the alley'])
      expect(
        extract(
          ['22 Quarry Lane, Lincoln, MA 01773', `Parking: ${value}`, 'Zoning: 2-acre residential'].join('\n'),
        ).KeyFeatures.Parking,
      ).toBe(value);
  });

  it("reads a commercial building's parking ratio as its parking, and the ratio's 1,000 as no floor area", () => {
    for (const [line, parking] of [
      ['Parking | 4.5/1,000 RSF, free surface', '4.5/1,000 RSF, free surface'],
      ['Parking | Surface lot, 3.5 per 1,000 RSF', 'Surface lot, 3.5 per 1,000 RSF'],
    ]) {
      const p = extract(
        ['Meridian Park Centre, 1450 N Eagle Rd, Meridian, ID 83642', 'Year built | 2007', line].join('\n'),
      );
      expect(p.KeyFeatures.Parking).toBe(parking);
      expect(p.BasicInfo.SquareFootage).toBe(0);
    }
    // (A list's slash is no ratio: "3.5 Baths / 3,980 Sq Ft".)
    expect(extract('3 Beds / 3.5 Baths / 3,980 Sq Ft').BasicInfo.SquareFootage).toBe(3980);
  });

  it('calls an "Apartment" subtype with a dozen units a multi-family building, and one apartment a condo', () => {
    const building = extract(
      [
        '1604 N 47th Street, Omaha, NE 68104 | $1,140,000',
        'Property Subtype | Apartment | No. Units | 12',
      ].join('\n'),
    );
    expect(building.BasicInfo.PropertyType).toBe('Multi-Family');
    const flat = extract(
      ['880 Harbor Point Drive, Unit 512, Norfolk, VA 23510 | $289,000', 'Type | Apartment'].join('\n'),
    );
    expect(flat.BasicInfo.PropertyType).toBe('Condo');
  });

  it("reads the bedrooms and baths a page calls the total over each unit's", () => {
    const p = extract(
      [
        'UP/DOWN DUPLEX | $489,000',
        'Beds 4 total Baths 2 total Sq Ft 2,196 | Lot 7,405 sq ft',
        '',
        'Unit A | 2 bed / 1 bath, leased $1,725/mo to 8/31/2026',
        'Unit B | 2 bed / 1 bath, vacant at closing',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 4, Bathrooms: 2 });
  });

  it("leaves the heating field's own heading out of its items where a row of labels ran into the values", () => {
    const p = extract(['$489,000', 'Heating/Cooling | Heat pump, gas furnace, Heating & Cooling'].join('\n'));
    expect(p.KeyFeatures.HeatingCooling).toBe('Heat pump, gas furnace');
    const q = extract(
      ['$2,150/mo', 'Cooling & heating | Cooling & heating, Central A/C, heat pump (2021)'].join('\n'),
    );
    expect(q.KeyFeatures.HeatingCooling).toBe('Central A/C, heat pump (2021)');
  });

  it('reads a lot, site or acreage label as the lot size, keeping it and a parcel number under the labels printed', () => {
    const p = extract(
      [
        'ACREAGE FOR SALE',
        '55 Mill Road, Dover, DE 19901',
        'OFFERED AT | $99,000',
        'SITE SIZE | 3.2 acres | APN | 44-017-2210 | ZONING | AR',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ LotSize: 3.2, LotSizeUnit: 'acres' });
    expect(p.CustomFields).toEqual({ 'Site Size': '3.2 acres', APN: '44-017-2210' });
    const mapped = extract('Tax Map No.: 12-3-4\nTotal Acreage: 9 acres');
    expect(mapped.BasicInfo.LotSize).toBe(9);
    expect(mapped.CustomFields).toEqual({ 'Tax Map No.': '12-3-4', 'Total Acreage': '9 acres' });
  });

  it('calls a listing of land, a lot or an outparcel land, whatever the words around it', () => {
    for (const headline of ['COMMERCIAL LAND · PAD SITE', 'Residential lot in town', 'Land for sale']) {
      const p = extract(`${headline}\n8 Hill Road, Dover, DE 19901\n$120,000`);
      expect(p.BasicInfo.PropertyType, headline).toBe('Land');
    }
    expect(extract('Nearly ten acres of high-desert land with views.\n$200,000').BasicInfo.PropertyType).toBe(
      'Land',
    );
  });

  it("leaves a newsletter's row of headings (market figures, just sold) out, and its sales after the listing's price", () => {
    const p = extract(
      [
        'FEATURED LISTING',
        '9 Pine Lane, Dover, DE 19901',
        '$450,000 | 3 BR · 2 BA',
        'A bright cape near the green.',
        '',
        'MARKET SNAPSHOT | JUST SOLD | FROM OUR OFFICE',
        '',
        'Median sale price | $390,000 | $370,000 | Sold for $610,000 | Rates eased this fall.',
        'Homes sold | 40 | 38',
        '',
        'Sold for $520,000 | A ranch on two acres.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(450000);
    expect(p.BasicInfo.ListingType).toBe('For Sale');
    // A postcard of the home itself sold still reads as sold.
    const sold = extract('12 Oak Street, Dover, DE 19901\nSold for $330,000 in five days');
    expect([sold.BasicInfo.ListingType, sold.BasicInfo.Price]).toEqual(['Sold', 330000]);
  });

  it('reads the agent the page presents first, not a second agent "also listed with", and no job title as a name', () => {
    const p = extract(
      [
        '12 Oak Street, Dover, DE 19901 | $2,400/mo',
        '',
        'Ada Finch',
        'Leasing Agent',
        'Harbor Homes',
        'Mobile (302) 555-0101',
        '',
        'Also listed with Ben Cole, (302) 555-0102',
      ].join('\n'),
    );
    expect(p.RealtorContact.Name).toBe('Ada Finch');
    expect(p.RealtorContact.Phone).toBe('(302) 555-0101');
  });

  it("keeps a headline sale price over rents told in prose, and a bare 'Lease' term as the lease terms", () => {
    const p = extract(
      [
        '40 Elm Street, Dover, DE 19901 | $429,000',
        '',
        'A two-family home with long-term tenants. Gross rents of $3,100 per month.',
      ].join('\n'),
    );
    expect([p.BasicInfo.Price, p.BasicInfo.ListingType]).toEqual([429000, 'For Sale']);
    expect(extract('Rent | $2,100/mo\nLease | 12-month lease').CustomFields.Lease).toBe('12-month lease');
  });

  it("starts a description after the masthead's rows above it and ends it before the rows of facts below", () => {
    const p = extract(
      [
        'Spring 2026 | Vol. 3, No. 2',
        'FEATURED LISTING | Harbor Homes exclusive',
        '9 Pine Lane',
        'Dover, DE 19901',
        '$450,000 | 3 BR · 2 BA',
        'A bright cape on a quiet lane with a sunny kitchen and a screened',
        'porch. The garden has roses and an old apple tree.',
        'Terrain | Level lawn with mature maples',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'A bright cape on a quiet lane with a sunny kitchen and a screened porch. The garden has roses and an old apple tree.',
    );
    // (The lie of the land is a fact of its own, not an outdoor space.)
    expect(p.CustomFields).toMatchObject({ Terrain: 'Level lawn with mature maples' });
    expect(p.KeyFeatures.OutdoorSpaces).toBe('');
  });

  it("reads a heated community pool, a spa and a gated entry as the community's amenities", () => {
    const p = extract('Community | Heated lap pool, Spa, Gated entrance\nBuilt | 1990');
    expect(p.Amenities.Onsite).toBe('Heated lap pool, Spa, Gated entrance');
    expect(p.KeyFeatures.HeatingCooling).toBe('');
  });

  it('leaves out a row of headings of several words each when its first names market figures', () => {
    const p = extract(
      [
        '9 Pine Lane, Dover, DE 19901',
        '$450,000 | 3 BR · 2 BA',
        '',
        'MARKET SNAPSHOT | JUST SOLD | A NOTE FROM OUR WHOLE TEAM',
        '',
        'Median price | $390,000 | $370,000 | Sold for $610,000 | Rates eased.',
      ].join('\n'),
    );
    expect([p.BasicInfo.Price, p.BasicInfo.ListingType]).toEqual([450000, 'For Sale']);
  });

  it('reads every paragraph of prose under "About this home", and stops at the agent\'s name', () => {
    const p = extract(
      [
        'About this home',
        '',
        'A bright cape on a quiet lane, with a sunny kitchen and a screened',
        'porch off the dining room.',
        '',
        'Upstairs are three bedrooms and a full bath with a deep tub, and the',
        'basement holds the laundry.',
        '',
        'Ada Finch - Harbor Homes Realty',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'A bright cape on a quiet lane, with a sunny kitchen and a screened porch off the dining room. Upstairs are three bedrooms and a full bath with a deep tub, and the basement holds the laundry.',
    );
  });

  it('gives a bare figure the unit its label names, and reads a neighbourhood listed as places as what is nearby', () => {
    const p = extract(
      [
        'ACRES | 0.45 | PER SQ FT | $210',
        'Neighborhood | Mill Pond shops, Riverside Park, Union College',
      ].join('\n'),
    );
    expect(p.CustomFields.Acres).toBe('0.45 acres');
    expect(p.BasicInfo).toMatchObject({ LotSize: 0.45, LotSizeUnit: 'acres' });
    expect(p.Amenities.Nearby).toBe('Mill Pond shops, Riverside Park, Union College');
    // A neighbourhood told in a sentence is no list of places.
    expect(extract('Neighborhood | Quiet, leafy and close to the river.').Amenities.Nearby).toBe('');
  });

  it('pairs a label left without a value in a row of pairs with the value wrapped alone onto the next line', () => {
    const p = extract(
      ['LOT SIZE | 0.5 acre | APN | ZONING | R-2', '123-456-78', 'Year Built | 1990'].join('\n'),
    );
    expect(p.CustomFields.APN).toBe('123-456-78');
    expect(p.LegalCompliance.ZoningInfo).toBe('R-2');
    expect(p.CustomFields['Lot Size']).toBe('0.5 acre');
  });

  it('knows more of the labels listings use for counts, areas, fees and inclusions', () => {
    const p = extract(
      [
        '# Bedrooms: 3',
        '# Baths: 2',
        'Above Grade Finished Area: 1,850',
        'Maint Fee: $410',
        'Inclusions: Range, refrigerator, dishwasher',
      ].join('\n'),
    );
    expect([p.BasicInfo.Bedrooms, p.BasicInfo.Bathrooms, p.BasicInfo.SquareFootage]).toEqual([3, 2, 1850]);
    expect(p.LegalCompliance.HOAFees).toBe(410);
    expect(p.KeyFeatures.Appliances).toBe('Range, refrigerator, dishwasher');
  });

  it("leaves every card of a block of other homes out, not only the first, and an agent's biography out of the description", () => {
    const p = extract(
      [
        '88 Birch Lane, Salem, OR 97301',
        '$489,000',
        '',
        'About the agent',
        'Jane has helped buyers and sellers in Salem for twenty years and knows every street of the west side.',
        '',
        'A 1920s bungalow with original built-ins, a renovated kitchen and a deep backyard with fruit trees.',
        '',
        'COMPARABLE HOMES',
        '',
        '14 Elm St',
        '$501,000',
        '4 bd | 3 ba | 2,300 sqft',
        '',
        '9 Ash Ct',
        '$470,000',
        '3 bd | 2 ba | 1,900 sqft',
      ].join('\n'),
    );
    expect([p.BasicInfo.Price, p.BasicInfo.Bedrooms, p.BasicInfo.SquareFootage]).toEqual([489000, 0, 0]);
    expect(p.Descriptions.PropertyDescription).toMatch(/^A 1920s bungalow/);
  });

  it('reads a city line without its comma, a title in brackets after the agent, an office label naming the firm, and a community list', () => {
    const a = extract('1420 W Mallon Ave\nSpokane WA 99201-1234\n$325,000').BasicInfo.Address;
    expect([a.Street, a.City, a.State, a.ZipCode]).toEqual(['1420 W Mallon Ave', 'Spokane', 'WA', '99201']);
    const c = extract(
      'Agent: Priya Shah (Broker)\nOffice: Lakeside Realty, 12 Main St, Madison, WI 53703\n608-555-0150',
    ).RealtorContact;
    expect([c.Name, c.AgencyName, c.Phone]).toEqual(['Priya Shah', 'Lakeside Realty', '(608) 555-0150']);
    expect(extract('Community: Pool, clubhouse\nBuilt: 1999').Amenities.Onsite).toBe('Pool, clubhouse');
  });

  it("reads a record's number run into its label in a row of cells (MLS#, DOM, Tax), but no lot's number as its size", () => {
    const p = extract('12 Oak St, Austin, TX 78701\nMLS# 2219934 | DOM 12 | Tax $8,100');
    expect(p.CustomFields).toEqual({ 'MLS#': '2219934', DOM: '12', Tax: '$8,100' });
    expect(extract('Plat summary\nLot 12 | 75 | 180').CustomFields).toEqual({});
  });

  it('reads a pre-market preview as coming soon, an open house as no type, and a bare unit number as a unit of a building', () => {
    expect(extract('PRE-MARKET PREVIEW\n12 Oak St, Austin, TX 78701\n$649,000').BasicInfo.ListingType).toBe(
      'Coming Soon',
    );
    expect(
      extract('OPEN HOUSE Sunday 1-3 PM\n12 Oak St, Austin, TX 78701\n$649,000').BasicInfo.PropertyType,
    ).toBe('');
    expect(
      extract('NOW LEASING\n1200 Alder Ave #305, Portland, OR 97205\n$1,795 per month').BasicInfo
        .PropertyType,
    ).toBe('Condo');
  });

  it("passes over the firm's office under its name and a mailing address, and reads the new price after 'was ... now'", () => {
    const office = extract(
      'Harbor Realty\n38 Elm Street\nCamden, ME 04843\n\nNEW LISTING\n92 Quarry Hill Road\nCamden, ME 04843\n$895,000',
    );
    expect(office.BasicInfo.Address.Street).toBe('92 Quarry Hill Road');
    const mailed = extract(
      'Open house at 92 Quarry Hill Road, Camden, ME 04843 on Sunday!\nListed at $895,000\n\nMail to: 17 Bayview Terrace, Rockport, ME 04856',
    );
    expect(mailed.BasicInfo.Address.Street).toBe('92 Quarry Hill Road');
    expect(
      extract('Price reduced! Was $925,000, now $895,000\n92 Quarry Hill Road, Camden, ME 04843').BasicInfo
        .Price,
    ).toBe(895000);
  });

  it("reads the home's square feet after a lot's in the same sentence", () => {
    const p = extract('Set on a 7,200 sq ft lot, this 1,850 sq ft home has 3 bedrooms and 2 baths.');
    expect(p.BasicInfo.SquareFootage).toBe(1850);
    expect(extract('Lot: 7,200 sq ft').BasicInfo.SquareFootage).toBe(0);
  });

  it("takes the agent's cell over the office's number written first", () => {
    const p = extract('SARAH MILLER, REALTOR®\nHill Country Realty Group\nO: 512-555-0199 | C: 512-555-0100');
    expect(p.RealtorContact.Phone).toBe('(512) 555-0100');
  });

  it('starts a description after a banner row in spaced capitals', () => {
    const p = extract(
      [
        'S A L E M | • J U S T L I S T E D | Harbor Homes',
        'Set on a rise with long views to the west, this ranch has a sunken living room and a',
        'family room that walks out to a flagstone patio.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Set on a rise with long views to the west, this ranch has a sunken living room and a family room that walks out to a flagstone patio.',
    );
  });

  it('reads a space for lease from its figures row: the rent named as such, the rate per square foot, a commercial lease', () => {
    const p = extract(
      [
        'Harbor Point Center | FOR LEASE',
        '12 Quay Street | Portland, ME 04101',
        'FEATURED SPACE',
        '3,000 RSF | $18.00/SF/yr NNN | $4,500/mo base rent',
        'Built / renovated | 1974 / 2019',
        'Suite | RSF | Rate | Monthly',
        '200 | 1,000 | $20.00/SF/yr NNN | $1,667 | Now',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(4500);
    expect(p.BasicInfo.PropertyType).toBe('Commercial');
    expect(p.CustomFields['Lease Rate']).toBe('$18.00/SF/yr NNN');
    expect(p.HistoricalInfo.YearBuilt).toBe(1974);
  });

  it("keeps the unit when the street is given again with it under the building's address", () => {
    const p = extract(
      [
        'Cedar Court Offices | FOR LEASE',
        '77 Cedar Court | Bend, OR 97701',
        'AVAILABLE SPACE',
        '77 Cedar Court, Suite 300',
        '1,800 RSF | $2,700/mo base rent',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('77 Cedar Court, Suite 300');
    expect(p.BasicInfo.Address.City).toBe('Bend');
  });

  it('reads a firm\'s name wrapped onto the next line of the contact block, and "Office" inside a firm\'s name', () => {
    const wrappedFirm = extract(
      [
        '3 bd | 2 ba',
        'Questions? Contact',
        'Ruth Okafor',
        'Lakeview Property',
        'Management',
        '(555) 555-0142',
      ].join('\n'),
    );
    expect(wrappedFirm.RealtorContact.Name).toBe('Ruth Okafor');
    expect(wrappedFirm.RealtorContact.AgencyName).toBe('Lakeview Property Management');
    const officeFirm = extract(
      ['Price: $850,000', 'Lena Park | Harbor Office Partners', '(555) 555-0190 | lena@harbor.example'].join(
        '\n',
      ),
    );
    expect(officeFirm.RealtorContact.AgencyName).toBe('Harbor Office Partners');
  });

  it('keeps a charge wrapped under a value with the value, and reads the move-in date as the date available', () => {
    const p = extract(
      ['Rent | $1,400/mo', 'Parking | One reserved space', '$75/mo', 'Move-in | March 1'].join('\n'),
    );
    expect(p.KeyFeatures.Parking).toBe('One reserved space $75/mo');
    expect(p.CustomFields['Move-in']).toBe('March 1');
  });

  it("reads the ticked boxes of a row of check boxes as its label's value, and one box after a label too", () => {
    const p = extract(
      [
        'List Price: | $312,000',
        'Flooring | ☐ Carpet ☒ Porcelain Tile | ☒ Bamboo',
        'Outdoor | [x] Deck [ ] Pool',
        'Windows | ☐ Skylights ☐ Bay',
        'Updates | ☒ Furnace 2022',
        'Parking: | Covered, Assigned',
      ].join('\n'),
    );
    expect(p.KeyFeatures.FlooringType).toBe('Porcelain Tile, Bamboo');
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Deck');
    expect(p.KeyFeatures.WindowFeatures).toBe('');
    expect(p.KeyFeatures.Renovations).toBe('Furnace 2022');
    expect(p.KeyFeatures.Parking).toBe('Covered, Assigned');
  });

  it("keeps a list price over a unit's rent a hundred times smaller, and knows MLS labels of totals", () => {
    const p = extract(
      [
        'List Price: | $520,000 | # Units: | 3',
        'Total Full Baths: | 3 | Est. Total SqFt: | 2,880',
        'Unit | Level | Rent',
        'Unit 1 | 1 | Rent $1,150',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(520000);
    expect(p.BasicInfo.ListingType).toBe('For Sale');
    expect(p.BasicInfo.Bathrooms).toBe(3);
    expect(p.BasicInfo.SquareFootage).toBe(2880);
    expect(p.CustomFields['# Units']).toBe('3');
  });

  it("reads the agent from the column headed as the agent's, beside a manager's contact block", () => {
    const p = extract(
      [
        'Price: $455,000',
        'PROPERTY MANAGER | LISTING AGENT',
        '',
        'Bayside Community Management | Irene Castillo',
        'Manager: Tom Hale | Westshore Realty',
        '(555) 555-0101 | Direct (555) 555-0177',
        'office@bayside.example | irene@westshore.example',
      ].join('\n'),
    );
    expect(p.RealtorContact).toMatchObject({
      Name: 'Irene Castillo',
      Phone: '(555) 555-0177',
      Email: 'irene@westshore.example',
      AgencyName: 'Westshore Realty',
    });
  });

  it('reads boxes drawn as an X after a bullet or in a cell as ticked, the bullets without one as not', () => {
    const p = extract(
      ['Price: $455,000', 'AMENITIES', '• X Pool', '• Sauna', 'X Clubhouse | Tennis court'].join('\n'),
    );
    expect(p.Amenities.Onsite).toBe('Pool, Clubhouse');
    expect(extract('Floor | 6 of 7\nPrice: $300,000').KeyFeatures.FlooringType).toBe('');
  });

  it("reads the agent from the last column headed as the agent's beside a wider table", () => {
    const p = extract(
      [
        'Price: $1,200,000',
        '',
        'SOIL TYPES | EXCLUSIVELY OFFERED BY',
        'Unit | Soil | Acres | Mae Okoro',
        'BaC | Sandy loam | 141 | Cell (555) 555-0133',
        'ReD | Loam | 98 | mae@plains.example',
      ].join('\n'),
    );
    expect(p.RealtorContact.Name).toBe('Mae Okoro');
    expect(p.RealtorContact.Phone).toBe('(555) 555-0133');
  });

  it('joins a street whose suffix or unit wrapped onto a line of its own', () => {
    const suffix = extract(
      ['JUST LISTED', '88 Old Mill Creek', 'Rd', 'Ashland, OR 97520', 'Offered at $640,000'].join('\n'),
    );
    expect(suffix.BasicInfo.Address).toMatchObject({
      Street: '88 Old Mill Creek Rd',
      City: 'Ashland',
      ZipCode: '97520',
    });
    const unit = extract(
      ['FOR RENT', '19 Hanover Pl,', 'Apt 2C', 'Boston, MA 02113', '$2,900 /month'].join('\n'),
    );
    expect(unit.BasicInfo.Address).toMatchObject({ Street: '19 Hanover Pl, Apt 2C', City: 'Boston' });
  });

  it('reads the name set with its title in the short paragraph just above the phone', () => {
    const p = extract(
      [
        'Offered at $480,000',
        '',
        'Dana Oyelaran',
        'Associate Broker',
        '',
        '(555) 555-0162',
        'dana@mesa.example',
      ].join('\n'),
    );
    expect(p.RealtorContact.Name).toBe('Dana Oyelaran');
  });

  it("drops a portal's sub-label under a feature's heading, and never takes acres for the floor area", () => {
    const p = extract(
      [
        'Price: $500,000',
        '',
        'Appliances',
        'Included: Dishwasher, Gas Range',
        '',
        'Lot',
        'Size: 0.3 Acres',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('Dishwasher, Gas Range');
    expect(p.BasicInfo.SquareFootage).toBe(0);
  });

  it('takes the new price of a price cut, the lower amount set under the old one, and never the cut', () => {
    const cut = extract(
      ['PRICE REDUCED', '12 Fern Way, Salem, OR 97301', '$480,000', '$459,000', 'SAVE $21,000'].join('\n'),
    );
    expect(cut.BasicInfo.Price).toBe(459000);
    const was = extract(['Was $300,000', '$289,000', 'NOW $11,000 LESS'].join('\n'));
    expect(was.BasicInfo.Price).toBe(289000);
  });

  it('reads the lot in acres and the days on market from a row of figures without labels', () => {
    const p = extract(['PRICE REDUCED | 17 DAYS ON MARKET', '$410,000', '1.5 AC | BUILT 1999'].join('\n'));
    expect(p.CustomFields['Lot Size']).toBe('1.5 AC');
    expect(p.CustomFields['Days on Market']).toBe('17');
  });

  it('names other details in title case, as the page labels them', () => {
    const p = extract(
      [
        'Price: $410,000',
        'Water rights: 40 shares of ditch stock',
        'Fence: Barbed wire',
        'Special assessments: None',
      ].join('\n'),
    );
    expect(p.CustomFields).toEqual({
      'Water Rights': '40 shares of ditch stock',
      Fence: 'Barbed wire',
      'Special Assessments': 'None',
    });
    expect(
      extract('Price: $410,000\nZONING | A-1 | LAKE FRONTAGE | 120 ft').CustomFields['Lake Frontage'],
    ).toBe('120 ft');
  });

  it("reads a manufactured home's area, year and type, and a city set after a decoration", () => {
    const p = extract(
      [
        '2217 Sweetgum Lane #57',
        'Ocala, FL 34480',
        'Home size | 28 x 60 (approx. 1,680 sq ft)',
        'Year / Make | 2016 Harbor double-wide',
        'Bedrooms / Baths | 3 BR / 2 BA',
        '$84,900',
        'A light-filled manufactured home on a quiet interior site of the park.',
      ].join('\n'),
    );
    expect(p.BasicInfo.SquareFootage).toBe(1680);
    expect(p.HistoricalInfo.YearBuilt).toBe(2016);
    // The site number in the park does not make it a unit of a building.
    expect(p.BasicInfo.PropertyType).toBe('Single Family Home');
    // Dimensions alone are no floor area.
    expect(extract('Price: $60,000\nHome Size | 14 x 66').BasicInfo.SquareFootage).toBe(0);
    const headline = extract(
      'THE WHITCOMBE HOUSE\n214 Jones Street ~ Savannah, GA 31401\nOffered at $1,875,000',
    );
    expect(headline.BasicInfo.Address).toEqual({
      Street: '214 Jones Street',
      City: 'Savannah',
      State: 'GA',
      ZipCode: '31401',
    });
  });

  it("never takes a table header's column for the address", () => {
    const p = extract(
      [
        '3127 Willow Creek Lane | $415,000',
        'Frederick, MD 21704 | Willow Creek Commons',
        'ALSO AVAILABLE IN THE COMMUNITY',
        'Address | Plan | Sq Ft | Price',
        '3141 Willow Creek Ln | Aspen | 1,740 | $389,900',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '3127 Willow Creek Lane',
      City: 'Frederick',
      State: 'MD',
      ZipCode: '21704',
    });
  });

  it('reads the city a line or two under the street when a column beside it comes between', () => {
    const p = extract(
      [
        'OFFERING SUMMARY',
        '418 Main Street',
        'Sale Price | $2,350,000',
        'Bozeman, MT 59715',
        'Year Built | 1910',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '418 Main Street',
      City: 'Bozeman',
      State: 'MT',
      ZipCode: '59715',
    });
    // A count of units in a banner is no street, and another street ends the search for a city.
    const duplex = extract(
      [
        'Lakeshore Income Realty | DUPLEX FOR SALE | 2 UNITS',
        'OFFERED AT | $389,900',
        '1418-1420 W Garfield Avenue',
        'Milwaukee, WI 53205 | MLS# 1907734',
      ].join('\n'),
    );
    expect(duplex.BasicInfo.Address.Street).toBe('1418-1420 W Garfield Avenue');
  });

  it('keeps a description whole when one sentence names a feature, and leaves out a paragraph of feature sentences', () => {
    const description =
      'Two-story townhome in a small community off Shallowford Road, close to shops and trails. Main level with half bath, open kitchen and living room; upstairs three bedrooms and two full baths. Washer and dryer connections in the hall.';
    const p = extract(['Price: $2,150/month', '', description, '', 'Parking: One assigned space'].join('\n'));
    expect(p.Descriptions.PropertyDescription).toBe(description);
    const lead =
      'A porch-front farmhouse with a modern heart: shiplap accents, a big center island and a mudroom with built-in cubbies off the garage. Upstairs, every bedroom has a walk-in closet.';
    const withFacts = extract(
      [
        'Price: $489,000',
        '',
        lead,
        '',
        'The kitchen is equipped with a refrigerator, range and dishwasher. Floors are oak and slate tile. As for parking: a two-car garage.',
      ].join('\n'),
    );
    expect(withFacts.Descriptions.PropertyDescription).toBe(lead);
    expect(withFacts.KeyFeatures.Parking).toBe('A two-car garage');
  });

  it("reads a description whole: the house's story before its rooms, a short closing paragraph, a narrow column", () => {
    const story =
      'Built in 1887 for a cotton merchant and his family, this Queen Anne townhouse has stood on its street for nearly one hundred forty years, one of the most photographed houses in the district.';
    const rooms =
      'Inside, the original floor plan survives intact: double parlors with pocket doors, a formal dining room, and a walnut staircase beneath a stained-glass window in the hall.';
    const closing = 'One deeded garage space and a storage cage are on the lower level.';
    const p = extract(['Offered at $1,875,000', '', story, '', rooms, '', closing].join('\n'));
    expect(p.Descriptions.PropertyDescription).toBe(`${story} ${rooms} ${closing}`);
    // Set in a narrow column, the first line starts like a short heading and the next with a name.
    const narrow = extract(
      [
        'Offered at $1,875,000',
        '',
        'Home of cotton factor Eliza Ashby',
        'Whitcombe and her family, this Queen',
        'Anne townhouse has stood on Jones',
        'Street for nearly one hundred forty',
        'years, with its turret and porch intact.',
      ].join('\n'),
    );
    expect(narrow.Descriptions.PropertyDescription).toMatch(/^Home of cotton factor Eliza Ashby Whitcombe/);
  });

  it("reads a farm's story and its house as one description across the price set between them", () => {
    const story = [
      'Shady Oak was built for the competition season. A 16-',
      'stall barn, a full-size jumping and dressage arena and eleven paddocks of',
      'established grass sit under a canopy of live oaks.',
    ];
    const house =
      'The main residence is a 2004 Florida ranch with a split plan, a screened pool lanai and views straight out to the paddocks. A one-bedroom guest apartment next to the barn has its own entrance.';
    const p = extract(['Shady Oak', '', ...story, '', '$2,150,000', '', house].join('\n'));
    expect(p.Descriptions.PropertyDescription).toBe(
      `Shady Oak was built for the competition season. A 16-stall barn, a full-size jumping and dressage arena and eleven paddocks of established grass sit under a canopy of live oaks. ${house}`,
    );
  });

  it("reads a letter to an expired listing's owner: off the market, the recommended price, not the letterhead's office", () => {
    const letter = extract(
      [
        'DESERT SKY REALTY | 2450 N Oracle Rd Tucson, AZ 85705',
        '',
        'The Whitaker Family',
        '4410 W Saguaro Vista Drive',
        'Tucson, AZ 85745',
        '',
        'Your listing at 4410 W Saguaro Vista Drive expired on January 14. A fresh launch with a price that matches the market usually changes the result.',
        '',
        'Previous list price | Recommended list price',
        '$565,000 | >> $534,900',
      ].join('\n'),
    );
    expect(letter.BasicInfo).toMatchObject({ ListingType: 'Off Market', Price: 534_900 });
    expect(letter.BasicInfo.Address).toMatchObject({
      Street: '4410 W Saguaro Vista Drive',
      ZipCode: '85745',
    });
    // "Expired at" beside the new price, and a previous price alone beside the headline's.
    expect(extract('Expired at | $475,000 | New list price | → $449,000').BasicInfo.Price).toBe(449_000);
    expect(extract('REDUCED\n$124,900\n\nPrevious List Price | $139,900').BasicInfo.Price).toBe(124_900);
  });

  it("fills the lot's size, the garage's spaces and a building's units as the property's own fields", () => {
    const acres = extract(
      'BEDROOMS | 4 | BATHS | 3.5 | ACRE LOT | 0.46 | BUILT | 1998\n\nGarage | 2-car attached\nUnits | 2',
    );
    expect(acres.BasicInfo).toMatchObject({ LotSize: 0.46, LotSizeUnit: 'acres', GarageSpaces: 2, Units: 2 });
    const feet = extract(
      'BD | 3 | BA | 2 | LOT SQFT | 9,583\n\nA single-level home on a corner lot with a three-car garage.',
    );
    expect(feet.BasicInfo).toMatchObject({ LotSize: 9583, LotSizeUnit: 'sq ft', GarageSpaces: 3 });
    // Dimensions are no size, and a parking space's number is no count.
    const none = extract("Lot dimensions | 50' x 150'\nParking | Detached garage space #14");
    expect(none.BasicInfo).toMatchObject({ LotSize: 0, GarageSpaces: 0 });
    // Acres with a word between, a "±" or a note in brackets under an acreage's label.
    const acreage = (row: string) => extract(`$1,925,000\n\n${row}`).BasicInfo;
    expect(acreage('Total acres | 148.0 deeded acres')).toMatchObject({ LotSize: 148, LotSizeUnit: 'acres' });
    expect(acreage('Total acres | 160±')).toMatchObject({ LotSize: 160, LotSizeUnit: 'acres' });
    expect(acreage('Acreage | 38.6 (per survey)')).toMatchObject({ LotSize: 38.6, LotSizeUnit: 'acres' });
    // A bare count under the garage's label, cars counted, spaces told in a sentence.
    const spaces = (text: string) => extract(`$615,000\n\n${text}`).BasicInfo.GarageSpaces;
    expect(spaces('LOT | 0.18 ac | BUILT | 1948 | GARAGE | 1')).toBe(1);
    expect(
      spaces('Bsmt | Finished, Walk-Out | Lot Ac | 0.34 | Gar Sp | 3 | Garage Type | Attached, Side Load'),
    ).toBe(3);
    expect(spaces('Garage | 3 cars, detached carriage house')).toBe(3);
    expect(spaces('Parking: Two deeded garage spaces and a private storage room')).toBe(2);
    expect(spaces('The sale includes one deeded garage space and a storage locker.')).toBe(1);
    expect(spaces('Parking | 2 assigned spaces in the carriage-house garage, EV-ready')).toBe(2);
    expect(spaces('Street parking; 2 guest spaces at the clubhouse')).toBe(0);
    // A word or two between the count and the garage, but no other place to park.
    expect(spaces('Yes, a two-car attached garage on the main level, with room for a freezer.')).toBe(2);
    expect(spaces('Yes, an attached three-car side-entry garage with epoxy floors.')).toBe(3);
    expect(spaces('A two-car carport and a garage for the mower sit behind the house.')).toBe(0);
  });

  it('reads full and half baths told apart, and a value whose label is set under it', () => {
    expect(extract('Asking $849,500 | 5 BR | 3 Full + 2 Half Baths').BasicInfo.Bathrooms).toBe(4);
    expect(
      extract('Offered at $2,275,000 | 4 Bedrooms | 4 Full baths | 1 Half bath').BasicInfo.Bathrooms,
    ).toBe(4.5);
    const strip = extract(
      [
        '2716 Wren Hollow Drive, Fort Wayne, IN 46815',
        '',
        'BEDS | 3 | 1 Full, 1 Half | SQ. FT. | 1,384',
        'BATHS',
      ].join('\n'),
    );
    expect(strip.BasicInfo).toMatchObject({ Bedrooms: 3, Bathrooms: 1.5, SquareFootage: 1384 });
  });

  it("reads a co-op's page: the city after the price or the neighbourhood, the maintenance, the overview under a row of tabs", () => {
    const p = extract(
      [
        '11/3/24, 10:56 AM | 88 Eastwood Park Terrace #3F – Kestrel Row Realty',
        '',
        '88 Eastwood Park Terrace, Apt 3F',
        '$549,000 | Prospect Lefferts Gardens, Brooklyn, NY 11226',
        '1 BR ·1 BA',
        'Overview | Features | Neighborhood Schools Financing',
        '',
        'Maintenance | $1,118/mo',
        'Tax deduction | 42%',
        '',
        'Overview',
        'Bright and quiet one-bedroom facing the courtyard, with a sunken living room and an arched doorway into the dining foyer.',
        '',
        'Rates and terms vary; taxes and insurance are not included unless shown. Talk to a lender for a quote.',
        '',
        'Kestrel Row Realty, 612 Flatbush Avenue, Brooklyn, NY 11225. The information on this site is believed accurate but is not guaranteed.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '88 Eastwood Park Terrace, Apt 3F',
      City: 'Brooklyn',
      State: 'NY',
      ZipCode: '11226',
    });
    expect(p.LegalCompliance.HOAFees).toBe(1118);
    expect(p.Descriptions.PropertyDescription).toMatch(/^Bright and quiet one-bedroom/);
  });

  it("reads a printed web page: the address under the browser's header, the price named after it", () => {
    const p = extract(
      [
        '10/2/2025, 11:18:42 AM | 61875 Sky Harbor Rd, Joshua Tree – High Desert Homestead Co.',
        '',
        'The Sky Harbor Cabin | INVESTOR SNAPSHOT',
        '61875 Sky Harbor Road, Joshua Tree, CA 92252 | Nightly rate (avg.) | $265',
        '$549,000 asking | Occupancy | 58%',
        '2 bd | 1 ba | 980 sq ft | 2.5 acres',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 549_000, ListingType: 'For Sale' });
    expect(p.BasicInfo.Address).toEqual({
      Street: '61875 Sky Harbor Road',
      City: 'Joshua Tree',
      State: 'CA',
      ZipCode: '92252',
    });
  });

  it("reads a home and its ADU as one listing: the units' totals, the headline's price over their rents", () => {
    const p = extract(
      [
        'BUNGALOW + DETACHED ADU ON A CORNER LOT',
        '3547 Alder Terrace | $885,000',
        'Sacramento, CA 95818 | List price',
        '',
        'THE TWO UNITS',
        'Unit | Beds | Baths | Sq ft | Rent / mo | Status',
        'Main house | 3 | 2 | 1,620 | $3,450 | Owner-occupied (est.)',
        'ADU (2021) | 1 | 1 | 540 | $1,875 | Lease to 08/2026',
        'Combined | 4 | 3 | 2,160 | $5,325',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      ListingType: 'For Sale',
      Price: 885_000,
      Bedrooms: 4,
      Bathrooms: 3,
      SquareFootage: 2160,
    });
    expect(p.CustomFields?.Units).toBeUndefined();
  });

  it('reads a street whose name starts like a fact\'s word ("Carriage", "Bathurst", "Storybook")', () => {
    for (const street of ['37 Carriage Stone Row', '12 Bathurst Lane', '8 Storybook Court']) {
      const p = extract(
        ['NEW PRICE | $409,900', '', street, 'Rooftop terrace | Greenville, SC 29601'].join('\n'),
      );
      expect(p.BasicInfo.Address).toEqual({
        Street: street,
        City: 'Greenville',
        State: 'SC',
        ZipCode: '29601',
      });
    }
  });

  it("reads a listing's social-media slides: figures after icons in spaced capitals, the agent above the phone", () => {
    const p = extract(
      [
        '@boisehomes.with.tess | 1/5',
        '',
        '$549,000',
        '4518 W Sagebrush Court',
        'Boise, ID 83709',
        '\f@boisehomes.with.tess | 2/5',
        '',
        '■ 3 B E D S | ▲ 2 B AT H S',
        '',
        '◆ 2 C A R G A R A G E | ★ 2019 B U I LT',
        '\f@boisehomes.with.tess | 5/5',
        '',
        'DM me for a private',
        'showing',
        '',
        'Tess Holloway',
        '@boisehomes.with.tess',
        'headshot',
        'Ridgeline Realty Group',
        '',
        'C A L L / T E X T | (208) 555-0142',
        'E M A I L | tess@ridgelinerealty.example.com',
        '',
        'Ridgeline Realty Group, 1100 W Main St, Boise, ID. Information deemed reliable, not guaranteed.',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 549_000, Bedrooms: 3, Bathrooms: 2, GarageSpaces: 2 });
    expect(p.HistoricalInfo.YearBuilt).toBe(2019);
    expect(p.RealtorContact).toMatchObject({ Name: 'Tess Holloway', AgencyName: 'Ridgeline Realty Group' });
  });

  it("reads land known by its road, and a street after a headline's dash", () => {
    const land = extract(
      [
        'TIMBERLAND FOR SALE | MAGNOLIA TIMBER & LAND',
        'Chunky Creek 160 | $412,000',
        'County Road 27, Quitman, MS 39355 • Clarke County',
      ].join('\n'),
    );
    expect(land.BasicInfo).toMatchObject({ PropertyType: 'Land' });
    expect(land.BasicInfo.Address).toEqual({
      Street: 'County Road 27',
      City: 'Quitman',
      State: 'MS',
      ZipCode: '39355',
    });
    const tract = extract('$1,600,000\nTract 7, US Highway 84 • Waycross, GA 31503');
    expect(tract.BasicInfo.Address.Street).toBe('Tract 7, US Highway 84');
    const duplex = extract('Up/Down Duplex — 2214-2216 N. 38th Street\nMilwaukee, WI 53208\n\n$119,900');
    expect(duplex.BasicInfo.Address).toMatchObject({ Street: '2214-2216 N. 38th Street', City: 'Milwaukee' });
  });

  it("takes the total of a home's floor areas over its first level's, and the heated area over a gross total", () => {
    const levels = extract(
      [
        'A T A G L A N C E | S Q U A R E F O O T A G E',
        'Bedrooms | 7 | Entry Level | 1,210 sq ft',
        'Bathrooms | 6 full + 2 half | Main Level | 3,380 sq ft',
        'Completed | 2017 | Upper Level | 2,260 sq ft',
        'Total | 9,740 square feet',
        'Windows | Triple-pane Loewen windows',
      ].join('\n'),
    );
    expect(levels.BasicInfo.SquareFootage).toBe(9740);
    expect(extract('Heated SqFt | 1,122 | Total SqFt | 1,290').BasicInfo.SquareFootage).toBe(1122);
  });

  it("reads a disclosure summary: a powder room as a half bath, the association's dues, known issues as no description", () => {
    const p = extract(
      [
        'PROPERTY DISCLOSURE AT A GLANCE',
        '1819 Cedar Loop NE, Tacoma, WA 98422',
        '',
        'PRICE | $512,500 | BD | 3 | BA | 2 + powder | SQ FT | 1,868',
        '',
        'End-unit townhome on a quiet loop backing onto a greenbelt, five minutes from the Tacoma Dome station.',
        '',
        'Known Issues',
        'Seller reports a slow leak at the upstairs hall bath tub drain, repaired in 2023 with ceiling patch below; the patio fence has two leaning posts.',
        '',
        'HOA',
        'Dues | $265/mo',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bathrooms).toBe(2.5);
    expect(p.LegalCompliance.HOAFees).toBe(265);
    expect(p.Descriptions.PropertyDescription).toMatch(/^End-unit townhome/);
  });

  it("leaves out other cottages' cards under their heading, and reads a community's fee as its dues", () => {
    const p = extract(
      [
        '14 Wren Way, Weaverville, NC 28787 | $149,000',
        '',
        'Lot Rent | $575/mo (water, sewer, trash included)',
        '',
        'Community Fee | $60/mo',
        '',
        'OTHER COTTAGES AVAILABLE',
        'photo | photo | photo',
        '',
        'The Finch | The Sparrow | The Kestrel',
        '2 bd · 1 ba · 620 sq ft | Studio · 1 ba · 340 sq ft | 1 bd + loft · 1 ba · 510 sq ft',
        '$172,000 | $118,500 | $158,900',
        'Available | Under contract | Coming soon',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'For Sale', Price: 149_000 });
    expect(p.LegalCompliance.HOAFees).toBe(60);
  });

  it("reads the home a letter is about from its Re: line, and never an office's labelled address", () => {
    const letter = extract(
      [
        'Bluebonnet Hill Realty | Austin, TX 78704',
        '',
        'The Alvarez Family',
        '2214 Mesa Verde Loop',
        'Austin, TX 78745',
        '',
        'Re: 2231 Mesa Verde Loop, Austin, TX 78745 is for sale!',
      ].join('\n'),
    );
    expect(letter.BasicInfo.Address).toEqual({
      Street: '2231 Mesa Verde Loop',
      City: 'Austin',
      State: 'TX',
      ZipCode: '78745',
    });
    const report = extract(
      [
        '15 Tamarack Court, Carmel, IN 46032 | Printed 01/25/2026 | Page 1 of 1',
        'MLS# | 21988417 | Status | Active | LP | $615,000',
        '',
        'List Office | Cardinal Crest Realty',
        'Office Ph | (317) 555-0100',
        'Address | 12 N Range Line Rd, Carmel, IN 46032',
      ].join('\n'),
    );
    expect(report.BasicInfo.Address.Street).toBe('15 Tamarack Court');
  });

  it("reads an agent's blog post: the author's card, an email cut at the column's edge, the post's own status", () => {
    const p = extract(
      [
        'J U S T L I S T E D · M O N T F O R D',
        'Just listed: a 1920s brick bungalow on Linden Avenue',
        '',
        'Maggie Reyes, REALTOR®',
        'Blue Ridge Hearth Realty',
        'I’ve helped families buy and sell in',
        'Asheville’s older neighborhoods for',
        'fourteen years, and I still get excited',
        'about a good porch.',
        '',
        '(828) 555-0124',
        'maggie@blueridgehearth.example.co',
        'm',
        '',
        '48 Linden Avenue, Asheville, NC 28801 | $525,000',
        '',
        'Just Sold (52)',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('For Sale');
    expect(p.RealtorContact).toMatchObject({
      Name: 'Maggie Reyes',
      Email: 'maggie@blueridgehearth.example.com',
      AgencyName: 'Blue Ridge Hearth Realty',
    });
    expect(
      extract('JUST SOLD\n\n12 Pearson Drive | $450,000\n\nAlso new listing coming').BasicInfo.ListingType,
    ).toBe('Sold');
    // (Cut earlier, in its domain: "...shores.e" / "xample.com".)
    expect(
      extract(
        [
          'Jenna Kowalczyk',
          '231-555-0188',
          'jenna@sleepingbearshores.e',
          'xample.com',
          '',
          '1417 North Shore Road | $489,000',
        ].join('\n'),
      ).RealtorContact.Email,
    ).toBe('jenna@sleepingbearshores.example.com');
  });

  it('reads no street from a strip of counts ("2 bd", "4 BR") printed from a phone', () => {
    const p = extract(
      ['$549,000', '2 bd | 2 ba | 1,050 sqft', '4410 Fremont Ave N #305, Seattle, WA 98103'].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('4410 Fremont Ave N #305');
  });

  it('reads a strip of abbreviated facts, YR for the year built', () => {
    const p = extract('8 Foxglove Court | $879,000\n\nBD | 4 | BA | 3 | SF | 2,590 | YR | 2015');
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 4, Bathrooms: 3, SquareFootage: 2590 });
    expect(p.HistoricalInfo.YearBuilt).toBe(2015);
  });

  it("reads a builder's price: the total over the base price and its upgrades, under any name", () => {
    const buildUp = extract(
      [
        'Base price of the Brazos plan | $452,990',
        'Upgrades included in this home | +$37,000',
        '$489,990',
      ].join('\n'),
    );
    expect(buildUp.BasicInfo.Price).toBe(489_990);
    const named = extract(
      [
        'Base price of the Pembrook plan | $389,990',
        'Previously | $418,990',
        'Quick Move-In Price | $409,990',
      ].join('\n'),
    );
    expect(named.BasicInfo.Price).toBe(409_990);
    // A market's figure is no price of the home.
    expect(extract('Median sale price | $468,000\n\nOffered at $895,000').BasicInfo.Price).toBe(895_000);
  });

  it('leaves out a one-sentence deck set on its own line above the description', () => {
    const p = extract(
      [
        '1055 Lakeshore Boulevard, Incline Village, NV 89451 | $11,500,000',
        '',
        '150 feet of lake frontage, a private pier and two buoys.',
        'A mountain contemporary of stone, glass and reclaimed timber, completed in 2012 on the quiet east shore. Every',
        'principal room faces the water, from the great room with its stone fireplace to the primary suite with a deck.',
        'Radiant floors warm the house through winter.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A mountain contemporary of stone/);
  });

  it("takes the current list price over a past sale's, and a sold home's price over its list price", () => {
    const profile = extract(
      [
        'Site Address | 1457 Oneida Street, Denver, CO 80220',
        'LAST MARKET SALE',
        'Recording Date | 08/14/2013 | Sale Price | $438,000',
        'Lender | Summit Peak Bank | Loan Amount | $350,400',
        '',
        'Current Listing Active | List Price $895,000',
        'Bedrooms | 3 | Bathrooms | 2',
      ].join('\n'),
    );
    expect(profile.BasicInfo.Price).toBe(895_000);
    const history = extract(
      [
        'PRICE HISTORY',
        'Listed 2019 | List Price | $505,000',
        '',
        'Bedrooms | 3',
        'Asking Price | $640,000',
      ].join('\n'),
    );
    expect(history.BasicInfo.Price).toBe(640_000);
    const sold = extract(
      [
        'JUST SOLD',
        '7120 E Kierland Blvd #1012, Scottsdale, AZ 85254',
        'Sold for',
        '$612,500',
        'List price $599,000 · 12 offers',
      ].join('\n'),
    );
    expect(sold.BasicInfo.Price).toBe(612_500);
    expect(sold.BasicInfo.ListingType).toBe('Sold');
  });

  it('reads a mixed fraction of baths in a beds/baths pair, and a regime fee as the HOA', () => {
    const p = extract(
      '37 Laurel Fork Road | $189,000\nBedrooms / Baths | 4 BR / 2 1/2 BA\nRegime fee $410/mo',
    );
    expect(p.BasicInfo.Bedrooms).toBe(4);
    expect(p.BasicInfo.Bathrooms).toBe(2.5);
    expect(p.LegalCompliance.HOAFees).toBe(410);
  });

  it('knows split full/half bath labels, a monthly fee as the HOA, and a cabin as a house', () => {
    const p = extract('Bedrooms | 4 | Full / Half Baths | 2 / 1\nMonthly Fee | $4,870');
    expect(p.BasicInfo.Bathrooms).toBe(2.5);
    expect(p.LegalCompliance.HOAFees).toBe(4870);
    expect(
      extract(
        'Price: $689,000\n\nSet on a granite point with western views, this log-sided cabin has been a gathering place for three generations.',
      ).BasicInfo.PropertyType,
    ).toBe('Single Family Home');
  });

  it("never takes the top of a range of suites for the area, and reads a space's rentable square feet", () => {
    const p = extract(
      [
        'NEIGHBORHOOD RETAIL | SUITES FROM 1,200 TO 3,600 SF',
        '',
        '2,150 RSF | $24.00/SF/yr NNN | $4,300/mo base rent',
      ].join('\n'),
    );
    expect(p.BasicInfo.SquareFootage).toBe(2150);
  });

  it("reads the prose under a description's heading, not a phrase of another column beside it", () => {
    const prose =
      'Classic two-story storefront building with a full-width retail space on the ground floor and three apartments above: a rear duplex and two flats.';
    const p = extract(
      ['Sale Price | $1,495,000', 'PROPERTY OVERVIEW | Separately metered gas and electric', prose].join(
        '\n',
      ),
    );
    expect(p.Descriptions.PropertyDescription).toBe(prose);
  });

  it("counts a building's bedrooms and baths from its rent roll's totals", () => {
    const p = extract(
      [
        'DUPLEX FOR SALE',
        'Property Type | Multi-Family (up/down duplex)',
        'OFFERED AT | $389,900',
        'The upper unit has three bedrooms and a walk-up attic; the lower unit was updated in 2022.',
        'Unit | Beds | Baths | Sq Ft | Current Rent',
        'Upper | 3 | 1 | 1,150 | $1,425',
        'Lower | 2 | 1 | 1,050 | $1,295',
        'Totals | 5 | 2 | 2,200 | $2,720',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bedrooms).toBe(5);
    expect(p.BasicInfo.Bathrooms).toBe(2);
  });

  it("reads prose that opens with a label's words or a lead-in as prose, and a wrapped sentence's end as no heading", () => {
    const opening = extract(
      [
        'Offered at $1,875,000',
        '',
        'Built in 1887 for cotton factor Eliza',
        'Whitcombe and her family, this Queen',
        'Anne townhouse has stood on Jones',
        'Street for nearly one hundred forty',
        'years, with its turret and porch intact.',
        '',
        'YEAR BUILT | 1887',
      ].join('\n'),
    );
    expect(opening.Descriptions.PropertyDescription).toMatch(
      /^Built in 1887 for cotton factor Eliza Whitcombe/,
    );
    expect(opening.HistoricalInfo.YearBuilt).toBe(1887);
    const leadIn = extract(
      [
        '37 Laurel Fork Road | $189,000',
        '',
        'Land and home together: a roomy triple-section on a',
        'permanent block foundation with 1.6 mountain acres, a',
        'creek along the back line and long-range views.',
      ].join('\n'),
    );
    expect(leadIn.Descriptions.PropertyDescription).toMatch(
      /^Land and home together: a roomy triple-section/,
    );
    const wrapped = extract(
      [
        'SHOWINGS & OFFERS',
        'Interiors shown with 48 hours notice. See page 2 for rent comparables and',
        'recent sales.',
        '',
        'Kelsey Ortega, CCIM | Treasure Valley Investment Realty',
        '(208) 555-0135 | kelsey@tvinvest.example.org',
      ].join('\n'),
    );
    expect(wrapped.RealtorContact.Name).toBe('Kelsey Ortega');
  });

  it("reads an investor's deal sheet as for sale at its price, and office space quoted per square foot as for rent", () => {
    const deal = extract(
      [
        'Off-market deals for St. Louis investors',
        '4417-19 Minnesota Avenue',
        'St. Louis, MO 63111',
        'PRICE | $139,900',
        'AFTER REPAIR VALUE | $285,000 | RENT (BOTH UNITS) | $2,350/mo',
      ].join('\n'),
    );
    expect(deal.BasicInfo.Price).toBe(139_900);
    expect(deal.BasicInfo.ListingType).toBe('For Sale');
    const office = extract(
      ['C R E A T I V E O F F I C E F O R L E A S E', 'The Foundry', 'ASKING RATE', '$28.00/RSF/yr'].join(
        '\n',
      ),
    );
    expect(office.BasicInfo.ListingType).toBe('For Rent');
    const unlabelled = extract(
      ['The Foundry at Mill Creek', 'ASKING RATE', '$28.00/SF/yr', 'Full Service, all suites'].join('\n'),
    );
    expect(unlabelled.BasicInfo.ListingType).toBe('For Rent');
    // A suite of a building quoted per square foot is commercial space, not a condo.
    const suite = extract(
      [
        'Cedar Plaza',
        '1200 Commerce Drive',
        'Austin, TX 78701',
        '',
        'Suite 120 | 2,150 RSF | $24.00/SF/yr NNN',
        '1200 Commerce Drive, Suite 120',
      ].join('\n'),
    );
    expect(suite.BasicInfo.Address.Street).toBe('1200 Commerce Drive, Suite 120');
    expect(suite.BasicInfo.PropertyType).toBe('Commercial');
  });

  it('rejoins a sentence that a block of figures set into the column cut in two', () => {
    const p = extract(
      [
        '9380 E Wildcat Ridge Road, Sandy, UT 84092',
        '',
        'Side-by-side brick two-family home with separate gas and electric',
        'meters. Unit A is rent-ready apart from paint and carpet; Unit B needs a full',
        '',
        '$439,000',
        'SQUARE FEET | 2,080',
        '',
        'kitchen and bath update and a new water heater. Rear parking pad for two cars.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Side-by-side brick two-family home with separate gas and electric meters. Unit A is rent-ready apart from paint and carpet; Unit B needs a full kitchen and bath update and a new water heater. Rear parking pad for two cars.',
    );
  });

  it('reads a closing paragraph that names one feature, or says something of the building, with the description', () => {
    const lead =
      "Lock-and-leave living in a single-level villa overlooking the 3rd fairway and the mountains. Stacked stone, beamed ceilings and a chef's kitchen with a breakfast bar make this an easy place to come home to.";
    const patio =
      'The covered patio has a built-in grill and fire table, and the pool is a short walk across the courtyard.';
    expect(
      extract(['Price: $689,000', '', lead, '', patio].join('\n')).Descriptions.PropertyDescription,
    ).toBe(`${lead} ${patio}`);
    const chalet =
      'A classic mountain chalet on the ski-back trail: warm pine paneling, a river-rock fireplace and a sunny south deck, with an updated kitchen and baths.';
    const closing =
      'Owners have used it as a family retreat and a well-reviewed short-term rental since 2016.';
    expect(extract(['$2,150,000', '', chalet, '', closing].join('\n')).Descriptions.PropertyDescription).toBe(
      `${chalet} ${closing}`,
    );
  });

  it('reads on into a paragraph about the rooms that speaks to the reader, but not into a quotation', () => {
    const lead =
      'Set where Back Creek meets the Severn, this end-unit townhome gives you the water on three sides: sunrise from the kitchen and sunset from the top-floor deck.';
    const rooms =
      'The owners rebuilt the kitchen and baths. The main level is open from the kitchen to a stone fireplace, the primary suite fills the third floor, and an elevator shaft is framed in should you ever want one.';
    expect(extract(['$1,045,000', '', lead, '', rooms].join('\n')).Descriptions.PropertyDescription).toBe(
      `${lead} ${rooms}`,
    );
    const quote =
      '“Buyers at this level want a home with the light and terraces of a house in the foothills, and you can walk to dinner from this level,” said Okafor-Reyes.';
    expect(extract(['$4,250,000', '', lead, '', quote].join('\n')).Descriptions.PropertyDescription).toBe(
      lead,
    );
  });

  it("reads the lot a sentence about this home gives when none is labelled, never another listing's", () => {
    const lot = (sentence: string) =>
      extract(['$598,000 | 96 Old Stagecoach Road, Weaverville, NC 28787', '', sentence].join('\n'))
        .BasicInfo;
    expect(
      lot(
        'A 3-bedroom, 2.5-bath mountain home of 2,240 sq ft on 1.8 acres, built in 2011 with an attached garage.',
      ),
    ).toMatchObject({ SquareFootage: 2240, LotSize: 1.8, LotSizeUnit: 'acres' });
    expect(
      lot('Built in 1998, this farmhouse-style home sits on 2.7 acres at the end of a shared lane.'),
    ).toMatchObject({ LotSize: 2.7, LotSizeUnit: 'acres' });
    expect(lot('Also new this week: a mountain contemporary on 2 acres near the library.').LotSize).toBe(0);
  });

  it("reads the rest of a nearby list's last item, cut before its distance, on the next line", () => {
    const nearby = (wrap: string) =>
      extract(
        [
          '$489,000',
          '',
          'Close by: Mangrove Cut Marina 0.5 mi, Topside Grill 0.6 mi, Salt Line Oyster Bar',
          wrap,
          'Flood zone | AE',
        ].join('\n'),
      ).Amenities.Nearby;
    expect(nearby('1.2 mi')).toBe(
      'Mangrove Cut Marina 0.5 mi, Topside Grill 0.6 mi, Salt Line Oyster Bar 1.2 mi',
    );
    // (A line that gives no distance is no part of the item.)
    expect(nearby('Flood insurance')).toBe(
      'Mangrove Cut Marina 0.5 mi, Topside Grill 0.6 mi, Salt Line Oyster Bar',
    );
  });

  it("keeps a long opening sentence that tells the home's year and rooms in the description", () => {
    const story =
      'Built in 2004 on a quiet court in west Boise, this two-story home has four bedrooms upstairs, two full baths and a powder room off the mudroom. The kitchen was updated with quartz counters and a gas range.';
    expect(extract(['$2,350/month', '', story].join('\n')).Descriptions.PropertyDescription).toBe(story);
    // (An inspector's scope that lists the figures in brackets is no story, however long.)
    const scope =
      'Scope: a visual, non-invasive inspection of the end-unit townhouse (built 2006; 1,740 square feet; three bedrooms and two and a half baths), including the attic and crawlspace.';
    expect(extract(['$2,350/month', '', scope, '', story].join('\n')).Descriptions.PropertyDescription).toBe(
      story,
    );
    // (A short sentence of the same figures is a line of facts.)
    const facts = 'Built in 2004 with four bedrooms and two full baths.';
    expect(
      extract(['$2,350/month', '', `${facts} ${story.split('. ')[1]}`].join('\n')).Descriptions
        .PropertyDescription,
    ).toBe(story.split('. ')[1]);
  });

  it('leaves the price and address set right under the last sentence out of the description', () => {
    const p = extract(
      [
        'Thank you for touring 118 Heron Point Road.',
        '',
        'Set on a quiet cove with 190 feet of shoreline, this cedar-and-stone lake home was built for long',
        'weekends that turn into long summers. The great room opens through a wall of glass to the porch.',
        'A gentle path winds down to the covered boathouse and swim platform.',
        '$849,000',
        '118 Heron Point Road',
        'Lake Lure, NC 28746',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Set on a quiet cove with 190 feet of shoreline, this cedar-and-stone lake home was built for long weekends that turn into long summers. The great room opens through a wall of glass to the porch. A gentle path winds down to the covered boathouse and swim platform.',
    );
    expect(p.BasicInfo.Price).toBe(849000);
  });

  it("stops the description before a picture's caption that disclaims it", () => {
    const lead =
      'A one-acre homesite on the bluff with live oaks along the back line, matched with our single-story plan with a stone front and a deep back porch.';
    for (const caption of [
      'Rendering shows optional stone wainscot and metal porch roof.',
      'Colors and options may vary.',
      'Rendering for illustration; final elevation per approved plans.',
    ])
      expect(extract(['$525,500', '', lead, '', caption].join('\n')).Descriptions.PropertyDescription).toBe(
        lead,
      );
  });

  it("reads on through an owner's story told in the first person, but not into a stranger's voice", () => {
    const lead =
      'We bought this townhouse as newlyweds in 2016 and it has been the perfect first home. The living room gets afternoon sun through the big back windows.';
    const upstairs =
      'Upstairs there are two bedroom suites, each with its own full bath. We put in the engineered hardwood, and the garage has shelving that we are happy to leave behind.';
    expect(extract(['$339,000', '', lead, '', upstairs].join('\n')).Descriptions.PropertyDescription).toBe(
      `${lead} ${upstairs}`,
    );
    // (A lead in the third person does not lend its voice to a paragraph in the first.)
    const third =
      'This townhouse has been the perfect first home. The living room gets afternoon sun through the big back windows and the patio backs to the woods.';
    expect(extract(['$339,000', '', third, '', upstairs].join('\n')).Descriptions.PropertyDescription).toBe(
      third,
    );
  });

  it('reads on into a paragraph that opens on the home and ends by turning to the reader', () => {
    const lead =
      'Before it goes live, here is an early look at a corner two-bedroom on the sixth floor of the Gilman Terrace, a block from the lake. Both bedrooms have their own bath.';
    const more =
      'The sellers updated the kitchen with quartz counters and new appliances last year. Readers of this letter can book a preview before the first public showing.';
    expect(extract(['$415,000', '', lead, '', more].join('\n')).Descriptions.PropertyDescription).toBe(
      `${lead} ${more}`,
    );
    // (A paragraph that opens on the reader is not the story's.)
    const invite =
      'Call us to book your private showing of the kitchen, the bedrooms and the balcony this weekend.';
    expect(extract(['$415,000', '', lead, '', invite].join('\n')).Descriptions.PropertyDescription).toBe(
      lead,
    );
  });

  it('reads on into a paragraph that brushes the reader or the market in passing, not into a pitch', () => {
    const lead =
      'Three stories of Italianate brick near the river, with a bracketed cornice, tall arched windows and a kitchen that opens to a rear deck over the garden.';
    const passing = 'It is the kind of house where you learn the names of your neighbors on the first day.';
    expect(extract(['$489,000', '', lead, '', passing].join('\n')).Descriptions.PropertyDescription).toBe(
      `${lead} ${passing}`,
    );
    const suite =
      'The one vacant suite is a former salon with plumbing in place, leaving upside for a buyer who leases it at market.';
    expect(extract(['$489,000', '', lead, '', suite].join('\n')).Descriptions.PropertyDescription).toBe(
      `${lead} ${suite}`,
    );
    // (A question to the reader, an open house, or more than two words to someone new is a pitch.)
    for (const pitch of [
      'Thinking about your first home? Part of each rent payment here is set aside toward the price.',
      'Come see the house at our open house this Saturday, and bring the kids along for the paletas.',
      'You will want your own look at the house, and you can have your lender meet you there too.',
    ])
      expect(extract(['$489,000', '', lead, '', pitch].join('\n')).Descriptions.PropertyDescription).toBe(
        lead,
      );
  });

  it('reads back to the paragraph that opens the story, though it names no room or names a market hall', () => {
    const rooms =
      'Each unit has two bedrooms, a full bath and its own furnace, water heater and electric meter. The roof was replaced in 2021 and both kitchens were updated with new counters.';
    // (A duplex's opening tells of units and tenants, not of rooms.)
    const opening =
      'Classic 1925 up and down duplex in Fountain Square, two blocks from the cultural trail, with both tenants on long leases at rents below today’s going rate.';
    expect(extract(['$349,900', '', opening, '', rooms].join('\n')).Descriptions.PropertyDescription).toBe(
      `${opening} ${rooms}`,
    );
    // (One word of the trade in a paragraph about the house: "two blocks from the market hall".)
    const facade =
      'Three stories of Italianate brick two blocks from the market hall, with a bracketed cornice, tall arched windows and a rear deck that catches the evening light.';
    expect(extract(['$349,900', '', facade, '', rooms].join('\n')).Descriptions.PropertyDescription).toBe(
      `${facade} ${rooms}`,
    );
    // (A paragraph that speaks to the reader before the rooms is not the story's opening.)
    const pitch =
      'Looking for an investment that pays you from day one? Our team has the numbers on this one and can walk you through the rents, taxes and insurance.';
    expect(extract(['$349,900', '', pitch, '', rooms].join('\n')).Descriptions.PropertyDescription).toBe(
      rooms,
    );
  });

  it("takes the public remarks over the agents' remarks printed under another description label", () => {
    const p = extract(
      [
        '2900 N Sheridan Rd, Unit 1407, Chicago, IL 60657',
        'List Price: $389,000 | Type: Condo',
        'REMARKS (PUBLIC)',
        'Sunrise over the lake from every room! Corner unit with hardwood floors and floor-to-ceiling',
        'east windows. Renovated kitchen with quartz, and a primary suite with a walk-in closet.',
        '',
        'Agent Remarks: Vacant, easy to show. Pre-approval letter required with all offers.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Sunrise over the lake from every room! Corner unit with hardwood floors and floor-to-ceiling east windows. Renovated kitchen with quartz, and a primary suite with a walk-in closet.',
    );
  });

  it("keeps a unit's story above its address when only a site's warning follows the address", () => {
    const story =
      "Top-floor corner condo overlooking the lake path, two bedrooms on opposite sides of the living room with their own full baths. The kitchen has newer stainless appliances and there's a washer and dryer in the unit.";
    const p = extract(
      [
        '$1,795 / 2br - 985ft2 - Top-floor condo by the lake',
        '',
        story,
        '',
        'Rent: $1,795/mo',
        'Bedrooms: 2',
        '',
        'Address: 1450 E Lakeshore Vista Dr, Unit 308, Tempe, AZ 85281. Showings Tuesday',
        'through Saturday.',
        '',
        'Never wire money or pay a deposit before seeing a unit in person. The site does not screen listings.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(story);
  });

  it("does not lead the description with a site's breadcrumbs that name rooms in no sentence", () => {
    const story =
      'Top-floor corner condo overlooking the lake path, two bedrooms on opposite sides of the living room with their own full baths. Vaulted ceilings and a balcony big enough for a small table.';
    const p = extract(
      [
        'LocalPost | Phoenix metro › Housing › Apartments / Housing for Rent › Tempe',
        '◂ back to search results | ☆ save | ⚑ report | ✉ email to friend',
        '',
        '$1,795 / 2br - 985ft2 - Top-floor condo by the lake, pool +',
        'covered parking (Tempe)',
        'Posted 6 days ago (Nov 20, 2026 9:05 AM) · Updated 2 days ago (Nov 24, 2026 4:31 PM) · Post ID',
        '5521-908-364',
        '',
        'condo | 2BR / 2Ba | 985ft2 | w/d in unit | carport | cats are OK - purrr',
        '',
        '1/11',
        '',
        story,
        '',
        'Rent: $1,795/mo',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(story);
  });

  it('reads the remarks over two paragraphs when the first ends on an acronym', () => {
    const p = extract(
      [
        '$529,900',
        '4 BR | 3 BA | 2,310 Sq. Ft.',
        '6081 N Camino Arroyo Seco, Tucson, AZ 85750',
        '',
        'Remarks',
        'Santa Catalina views from a split floor plan on a quiet cul-de-',
        'sac. The great room has a beehive fireplace and a wall of',
        'sliders to the covered patio, heated pool and built-in BBQ.',
        '',
        'A detached casita with its own bath (one of the three baths) is',
        'ready for guests or an office.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Santa Catalina views from a split floor plan on a quiet cul-de-sac. The great room has a beehive fireplace and a wall of sliders to the covered patio, heated pool and built-in BBQ. A detached casita with its own bath (one of the three baths) is ready for guests or an office.',
    );
  });

  it("reads an estate's history under its own headings, a sentence running on past a wider gap", () => {
    const history = (heading: string) =>
      extract(
        [
          '4870 Calder Canyon Road, Paso Robles, CA 93446 | $6,850,000',
          '',
          heading,
          'Calder Canyon was a walnut orchard and dry-farmed barley',
          '',
          'ranch until 1987, when the first eight acres of Syrah were planted.',
        ].join('\n'),
      ).HistoricalInfo.HistoricalDetails;
    const told =
      'Calder Canyon was a walnut orchard and dry-farmed barley ranch until 1987, when the first eight acres of Syrah were planted.';
    expect(history('History')).toBe(told);
    expect(history('A LITTLE HISTORY')).toBe(told);
    expect(history('History of the farm')).toBe(told);
    // Not a price's or a sale's history.
    expect(history('Price history')).toBe('');
  });

  it("reads 'About the estate' as the description, without a sketch's caption set beside it", () => {
    const p = extract(
      [
        '3365 Keuka Crest Road, Hammondsport, NY 14840 | Offered at $2,190,000',
        '',
        'About the estate',
        'SKETCH - NOT TO SCALE | N',
        'Keuka Crest runs from the ridge road down to the water, with terraced rows of Riesling on the slope.',
        '',
        'The winery and tasting room sit halfway down the hill, where visitors can see the length of the lake.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Keuka Crest runs from the ridge road down to the water, with terraced rows of Riesling on the slope. The winery and tasting room sit halfway down the hill, where visitors can see the length of the lake.',
    );
  });

  it("reads the list price set in a column beside the address, over a net sheet's estimated costs", () => {
    const p = extract(
      [
        '2817 Hawthorne Ridge Drive | LIST PRICE',
        'Franklin, TN 37064 | $742,500',
        '',
        'Listing brokerage commission | 3.0% of sale price | $22,275.00',
        'Buyer brokerage compensation | 2.5% per offer terms | $18,562.50',
        '',
        "Owner's title insurance policy | Promulgated rate | $1,856.25",
        'Settlement / closing fee | Seller portion | $450.00',
        '',
        'State transfer tax | $0.37 per $100 | $2,747.25',
        'Deed preparation | Flat | $150.00',
        '',
        'Mortgage payoff (estimated) | First mortgage, per seller | $318,400.00',
        'Prorated property taxes | Jan 1 - Jun 30, 2025 | $1,692.05',
        'HOA proration & transfer fee | Per management co. | $250.00',
        'Home warranty for buyer | 1 year, optional | $575.00',
        'Total Estimated Costs | $366,958.05',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(742_500);
    expect(p.BasicInfo.Address).toMatchObject({ Street: '2817 Hawthorne Ridge Drive', City: 'Franklin' });
  });

  it('reads an inn offered with its business as commercial property', () => {
    const type = (line: string) =>
      extract(['212 Mill Pond Road, Woodstock, VT 05091 | $1,395,000', '', line].join('\n')).BasicInfo
        .PropertyType;
    expect(type('An eight-room country inn, offered with its business, furnishings and goodwill.')).toBe(
      'Commercial',
    );
    expect(type('OFFERED FOR SALE | REAL ESTATE & BUSINESS')).toBe('Commercial');
    expect(type('A farmhouse a short walk from the Juniper Hill Inn and the village green.')).toBe(
      'Single Family Home',
    );
  });

  it("keeps the home's address, price and table of spaces set beside a payment calculator, and the spaces' total", () => {
    const p = extract(
      [
        'IN-LAW SUITE',
        'Monthly payment',
        '318 Hollins Mill Drive | $4,388/mo',
        'Apex, NC 27539 · Hollins Mill',
        'Principal & interest | $3,713',
        '$724,900 | Property tax | $468',
        'Homeowners insurance | $149',
        'Space | Beds | Baths | Sq Ft | Entrance | HOA | $58',
        'Down payment (20%) | $144,980',
        'Main home | 4 | 2.5 | 2,610 | Front door',
        'Rate · term | 6.625% · 30 yr',
        'In-law suite | 1 | 1 | 640 | Private side door',
        '',
        'Total | 5 | 3.5 | 3,250 | 2 entrances',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      Price: 724_900,
      Bedrooms: 5,
      Bathrooms: 3.5,
      SquareFootage: 3250,
      Address: { Street: '318 Hollins Mill Drive', City: 'Apex', State: 'NC', ZipCode: '27539' },
    });
  });

  it("reads a manufactured home's facts: a bare 'Year', the area that is one, carport spaces, two-word labels", () => {
    const p = extract(
      [
        '118 Heron Loop, Lakeland, FL 33810 | $79,900',
        '',
        'Home Facts',
        'Year | 2016',
        '',
        'Size | 28 x 56 double-wide',
        '',
        'Bedrooms | 3',
        '',
        'Square Feet | 1,568',
        '',
        'Heating/Cooling | Central heat & air',
        '',
        'Carport Spaces | 2',
        '',
        'Lot Rent | $725/mo (includes water, sewer, trash)',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ SquareFootage: 1568, GarageSpaces: 2 });
    expect(p.HistoricalInfo.YearBuilt).toBe(2016);
    expect(p.CustomFields).toMatchObject({ 'Lot Rent': '$725/mo (includes water, sewer, trash)' });
  });

  it('reads a row of unknown short labels each over a figure, and a title-case label among known ones', () => {
    const p = extract(
      [
        '61207 Rimrock Juniper Ln, Bend, OR 97702 | $899,000',
        '',
        'Solar array | 9.6 kW DC (24 panels, owned) | Battery storage | 13.5 kWh | HERS Index | 0',
        '',
        'Year Built | 2012 | Floor | 2nd of 3 | Private Offices | 5',
        '',
        'Offices with a view, a reception area and a kitchenette.',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Solar Array': '9.6 kW DC (24 panels, owned)',
      'Battery Storage': '13.5 kWh',
      'HERS Index': '0',
      Floor: '2nd of 3',
      'Private Offices': '5',
    });
    // The storey a unit is on is no flooring.
    expect(p.KeyFeatures.FlooringType).toBe('');
    expect(p.HistoricalInfo.YearBuilt).toBe(2012);
  });

  it("reads a table's rows of unknown labels beside a row of known ones, and a value wrapped into the next row's first cell", () => {
    const p = extract(
      [
        '7702 Sagebrush Trail, Kiowa, CO 80117 | $615,000',
        '',
        'Appliances | Gas range, refrigerator, dishwasher, upright',
        'freezer | Roof | Metal standing seam, 2020',
        '',
        'Water | Shared well | Septic | Conventional, 4 bedrooms',
        '',
        'Electric | Mountain View co-op | Internet | Satellite, 50 Mbps',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('Gas range, refrigerator, dishwasher, upright freezer');
    expect(p.CustomFields).toMatchObject({
      Roof: 'Metal standing seam, 2020',
      Electric: 'Mountain View co-op',
      Internet: 'Satellite, 50 Mbps',
    });
  });

  it("takes no banner in spaced capitals beside the description's heading for the description", () => {
    const story =
      'A gravel lane climbs through scrub oak to this cedar-sided ranch house, with a covered porch along the whole front and a shop building behind the garage for tractors and tools.';
    const p = extract(
      [
        '2210 Mesa Verde Lane, Florence, CO 81226 | $538,000',
        '',
        'About the home M E S A V E R D E L A N E',
        story,
        '',
        'Bedrooms | 3 | Bathrooms | 2',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(story);
  });

  it("reads an investor's expense rows: totals, a rate or a year after the label, two things under one label", () => {
    const p = extract(
      [
        '2207 Calloway Street, Dayton, OH 45410 | $268,000',
        '',
        'Year built | 1931',
        'Vacancy allowance (6%) | -$1,310',
        'Water / trash | $980/yr',
        'Heating | Gas boilers, one per unit',
        'Taxes (2025) | $3,410',
        'Total annual expenses | $7,900',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.YearBuilt).toBe(1931);
    expect(p.CustomFields).toMatchObject({
      'Vacancy Allowance (6%)': '-$1,310',
      'Water / Trash': '$980/yr',
      'Taxes (2025)': '$3,410',
      'Total Annual Expenses': '$7,900',
    });
  });

  it("reads a feature's one-word label run into its value among rows of known facts", () => {
    const p = extract(
      [
        '41 Tanager Court, Hendersonville, NC 28792 | $455,000',
        '',
        'Floors | Heart pine, tile in baths',
        '',
        'Heat/AC Heat pump, propane fireplace',
        '',
        'Fireplace | Stone, family room',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Heat pump, propane fireplace');
  });

  it("reads the story on past an agent's card that the reader set between its paragraphs", () => {
    const first =
      'Set at the quiet end of the dock, this two-story floating home looks across open water, with a galley kitchen and a living room wrapped in windows on the main level.';
    const second =
      'Upstairs are two bedrooms, each with its own bath, and a ladder up to the roof deck. The float was surveyed last spring and found sound, and the berth leaves room for a small boat.';
    const p = extract(
      [
        '12 Harbor Walk, Berth D-4, Sausalito, CA 94965 | $1,140,000',
        '',
        first,
        '',
        'Lena Okafor',
        'Listing Agent | Harborline Realty',
        '',
        '(415) 555-0174',
        'lena@harborline.example.com',
        'Your name',
        '',
        second,
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${first} ${second}`);
  });

  it("reads a land tract's story on into its next paragraph, though neither talks of rooms", () => {
    const first =
      'Sandhill Branch is a working pine tract with real recreation: 212 planted longleaf in two age classes and a creek bottom of cypress and gum along its western line.';
    const second =
      'A rustic camp near the gate has power and a well. Interior roads are graveled to the creek crossing, and food plots are cut along the powerline.';
    const p = extract(
      ['Sandhill Branch Road, Waycross, GA 31503 | $1,380,000', '', first, '', second].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${first} ${second}`);
  });

  it('keeps the short sentence on the area that closes the story, and a short closing note', () => {
    const story =
      'A farmhouse from the 1890s with heart-pine floors, a front parlor and a 2018 addition that holds an open kitchen, a family room and a primary suite. A studio sits behind the house.';
    const area = 'It is a ten-minute drive to the village shops and twenty minutes to downtown Knoxville.';
    const p = extract(
      [
        '3310 Harwell Road, Knoxville, TN 37932 | $689,000',
        '',
        story,
        '',
        area,
        '',
        'BR 4 | BA 3 | 2,940 SF',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${story} ${area}`);
    const condo =
      'A corner residence on the ninth floor with windows on two sides. The kitchen opens to the living and dining room, and the primary suite has a walk-in closet and a double-vanity bath.';
    const note = 'Heat and cable are covered by the assessment.';
    const q = extract(
      ['Unit 904, 70 Lake Street, Chicago, IL 60601 | $415,000', '', condo, '', note].join('\n'),
    );
    expect(q.Descriptions.PropertyDescription).toBe(`${condo} ${note}`);
  });

  it('reads the story on past a long running head in spaced capitals between its paragraphs', () => {
    const first =
      'Set on four acres above the river, the house opens through French doors to a stone terrace, and the primary suite has its own wing with a dressing room and a marble bath.';
    const second =
      'On the lower level, a wine room, a media room and a gym make the house as easy for a quiet weekend as for a large gathering.';
    const p = extract(
      [
        '1 Ridgeview Lane, Bedford, NY 10506 | $4,950,000',
        '',
        first,
        '',
        'W I L L O W B R O O K H O U S E | 0 2',
        '',
        second,
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${first} ${second}`);
  });

  it("reads a headed story on past a labelled fact set between its paragraphs, but not into a browser's page header", () => {
    const first =
      'A landmark three-story stone building on the village square, with two storefronts at street level and six apartments above. The facade was restored in 2022.';
    const second =
      "Tenants benefit from the village's year-round visitor traffic, and the upper floors look across the river to the hills beyond.";
    const p = extract(
      [
        '14 Bridge Street, Milford, PA 18337 | $1,150,000',
        '',
        'PROPERTY OVERVIEW',
        first,
        '',
        'Heating / Cooling: Gas forced air, central A/C (2021)',
        '',
        second,
        '',
        '3/4/26, 9:15 AM 14 Bridge Street Mixed-Use Building on the Square River Valley Land Co.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${first} ${second}`);
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas forced air, central A/C (2021)');
  });

  it('joins the first line of a story to the rest a wider gap set apart mid-sentence', () => {
    const p = extract(
      [
        '212 Chancel Street, Unit 3, Providence, RI 02903 | $689,000',
        '',
        'Unit 3 holds the upper two levels of the former nave, with a tall living room beneath',
        '',
        'hammer-beam trusses and three restored lancet windows. An open kitchen with a marble island looks',
        'up to the mezzanine, which holds the primary bedroom and a half bath.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Unit 3 holds the upper two levels of the former nave, with a tall living room beneath hammer-beam trusses and three restored lancet windows. An open kitchen with a marble island looks up to the mezzanine, which holds the primary bedroom and a half bath.',
    );
  });

  it('starts the story with its first line in a narrow column, and without a capitals heading set beside it', () => {
    const p = extract(
      [
        '31 Orange Street ~ Nantucket, MA 02554',
        '',
        'Built in 1804 for sea captain Obed',
        'Coffin, this square Federal house looks',
        'over the harbor from the top of Orange',
        'Street. Its fanlight doorway and wide pine',
        'floors have come through two centuries.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(
      /^Built in 1804 for sea captain Obed Coffin, this square/,
    );
    const q = extract(
      [
        'Lot 42, Palm Shores RV Resort, Fort Myers, FL 33908 | $89,500',
        '',
        'THE COTTAGE | Built in 2019, this park model cottage comes fully furnished and',
        '',
        'ready for the season. A bright living room with a vaulted ceiling opens to a kitchen with a',
        'farmhouse sink, and sliding doors lead out to a screened lanai.',
      ].join('\n'),
    );
    expect(q.Descriptions.PropertyDescription).toMatch(
      /^Built in 2019, this park model cottage comes fully furnished and ready/,
    );
  });

  it('reads title-case labels in a row of the same table as known labels, whatever their values', () => {
    const p = extract(
      [
        '15 Larkspur Court, Carmel, IN 46032 | $615,000',
        '',
        'Appliances | Gas Range, Dishwasher, Refrigerator | Exterior | Brick, Vinyl',
        '',
        'Ext Features | Deck, Fenced Yard, Irrigation | Water/Sewer | Municipal/Municipal',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Ext Features': 'Deck, Fenced Yard, Irrigation',
      'Water/Sewer': 'Municipal/Municipal',
    });
  });

  it('joins a value that wrapped past a gap or left an acronym alone, but never an email set under it', () => {
    const p = extract(
      [
        '62 Larch Street, Denver, CO 80211 | $689,000',
        '',
        'HOA dues | $285/month',
        'Appliances | Stainless gas range,',
        '',
        'microwave, dishwasher,',
        'washer/dryer',
        '',
        'Flooring | LVP main level, carpet upstairs',
        'Heating & cooling | Gas forced air, central',
        'A/C',
        '',
        'Parking: Shared drive, 2 spaces',
        'Windows: Vinyl double-pane, 2019',
        'hollis@ozarkdoors.example.com',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe('Stainless gas range, microwave, dishwasher, washer/dryer');
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas forced air, central A/C');
    expect(p.KeyFeatures.WindowFeatures).toBe('Vinyl double-pane, 2019');
  });

  it('joins a word a list broke at its hyphen without a space', () => {
    const p = extract(
      [
        '400 North Lake Shore Drive, Unit 3105, Chicago, IL 60611 | $9,800/mo',
        '',
        'Building Amenities',
        'Indoor lap pool, spa, fitness club, 24-',
        'hour doorman, private dining room,',
        'sky lounge',
      ].join('\n'),
    );
    expect(p.Amenities.Onsite).toBe(
      'Indoor lap pool, spa, fitness club, 24-hour doorman, private dining room, sky lounge',
    );
    const q = extract(
      ['12 Elm Street, Salem, MA 01970 | $510,000', '', 'Appliances: Range, 36-', 'inch refrigerator'].join(
        '\n',
      ),
    );
    expect(q.KeyFeatures.Appliances).toBe('Range, 36-inch refrigerator');
  });

  it("prefers a fuller statement of the same feature over a tile's short one", () => {
    const p = extract(
      [
        '9120 Antelope Road, Kiowa, CO 80117 | $729,000',
        '',
        'BEDROOMS | 4 | GARAGE | 2-car',
        '',
        'Parking | Detached 2-car garage, RV pad with 30-amp service',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Parking).toBe('Detached 2-car garage, RV pad with 30-amp service');
  });

  it("reads a portal's facts and features: group headings over labelled cells, full and half baths, a lot's size", () => {
    const p = extract(
      [
        '$612,000',
        '3 | bd | 2 ba | 1,940 sqft',
        '2207 Aspen Bluff Court, Loveland, CO 80538',
        '',
        'Facts & features',
        '',
        'Bedrooms & bathrooms | Heating',
        'Bedrooms: 3 | Heating features: Forced Air, Natural Gas',
        'Bathrooms: 3',
        'Full bathrooms: 2',
        '1/2 bathrooms: 1',
        '',
        'Cooling | Appliances',
        'Cooling features: Central Air | Included: Dishwasher, Gas Range, Refrigerator',
        '',
        'Lot',
        'Size: 6,098 sqft',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 3, Bathrooms: 2.5, SquareFootage: 1940, LotSize: 6098 });
    expect(p.KeyFeatures.Appliances).toBe('Dishwasher, Gas Range, Refrigerator');
  });

  it("reads a strip of figures over labels in capitals, some unknown, beside an agent's card", () => {
    const p = extract(
      [
        '7742 Heron Bay Court, Naples, FL 34113 | $1,275,000',
        '',
        '3-CAR | 2009 | Lake & fairway | Heated | ☎ (239) 555-0138',
        'GARAGE | YEAR BUILT | VIEW | POOL & SPA | ✉ dana@linksideproperties.example.com',
        '',
        'Garage | 3-car side-entry with epoxy floors',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.YearBuilt).toBe(2009);
    expect(p.CustomFields).toMatchObject({ View: 'Lake & fairway' });
    // (One known label beside the card will do.)
    const q = extract(
      [
        '38 Wiregrass Lane, Southern Pines, NC 28387 | $489,000',
        '',
        '1996 | 3rd fairway | ☎ (910) 555-0161',
        'YEAR BUILT | GOLF FRONTAGE | ✉ eleanor@sandhillsfairway.example.com',
      ].join('\n'),
    );
    expect(q.HistoricalInfo.YearBuilt).toBe(1996);
    expect(q.CustomFields).toMatchObject({ 'Golf Frontage': '3rd fairway' });
    expect(p.KeyFeatures.Parking).toBe('3-car side-entry with epoxy floors');
  });

  it("reads a pricing grid's subject column and none of the comparables beside it", () => {
    const story =
      'A brick-front two-story at the end of a cul-de-sac, with a kitchen refitted in 2021 and a screened porch that steps down to a deck and a fenced backyard.';
    const p = extract(
      [
        'SUBJECT PROPERTY 4417 Laurel Hollow Drive, Raleigh, NC 27612',
        '',
        'FEATURE | SUBJECT | COMPARABLE SALE #1 | COMPARABLE SALE #2',
        '',
        'Sale Price | — | $472,000 | $505,000',
        '',
        'VALUE ADJUSTMENTS | DESCRIPTION | DESCRIPTION | +(-) $ Adj. | DESCRIPTION | +(-) $ Adj.',
        '',
        'Year Built | 1994 | 1992 | 2001 | -3,500',
        '',
        'Bedrooms | 4 | 4 | 3 | +5,000',
        '',
        'Basement | Crawl space | Crawl space | Full',
        '',
        'Porch/Patio/Deck | Screened porch, deck | Deck | +4,000 | Screened porch, patio',
        '',
        'SUBJECT DESCRIPTION',
        'RECOMMENDED LIST PRICE | $489,900',
        story,
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 489900, Bedrooms: 4 });
    expect(p.HistoricalInfo.YearBuilt).toBe(1994);
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Screened porch, deck');
    expect(p.CustomFields).toMatchObject({ Basement: 'Crawl space' });
    expect(p.Descriptions.PropertyDescription).toBe(story);
  });

  it("reads a table of rooms as each room's size, never the kitchen's appliances", () => {
    const p = extract(
      [
        '7742 Heron Bay Court, Naples, FL 34113 | $1,275,000',
        '',
        'Rooms',
        'Room | Dimensions | Level',
        '',
        "Great room | 22' x 18' | Main",
        '',
        "Kitchen | 15' x 13' | Main",
        '',
        'Bedroom 2 | 13\'4" x 12\'0"',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Great Room': "22' x 18'",
      Kitchen: "15' x 13'",
      'Bedroom 2': '13\'4" x 12\'0"',
    });
    expect(p.KeyFeatures.Appliances).toBe('');
    // (The same size in two units: "3.9 x 2.7 m | 12'10\" x 8'10\"".)
    expect(extract('Kitchen | 3.9 x 2.7 m | 12\'10" x 8\'10"').CustomFields).toMatchObject({
      Kitchen: '3.9 x 2.7 m (12\'10" x 8\'10")',
    });
  });

  it("reads the headline's address under a letterhead, not the firm's office in the fine print", () => {
    const p = extract(
      [
        'Greenleaf Homes PDX | Buy Sell Our Agents | ☎ 503-555-0100',
        '6234 NE Holly Street | $869,000',
        'Portland, OR 97211',
        '',
        'A 1926 bungalow with a backyard cottage built in 2021, three bedrooms in the house and a one-bedroom ADU rented month to month.',
        '',
        'Greenleaf Homes PDX, 2905 NE Alberta Street, Portland, OR 97211. Licensed in the State of Oregon.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({
      Street: '6234 NE Holly Street',
      City: 'Portland',
      ZipCode: '97211',
    });
  });

  it("drops a compound label read as the first item of its own feature's value", () => {
    const p = extract(
      [
        '4127 W 33rd Avenue, Unit 3, Denver, CO 80212 | $829,000',
        '',
        'UTILITIES & HOA',
        'FEATURES BY LEVEL | Heating/Cooling',
        'Rooftop | Gas forced air, central A/C',
        'Water Heater',
        'Composite decking with a gas stub for a grill',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas forced air, central A/C');
  });

  it('reads labels letter-spaced in mixed case under their figures', () => {
    const p = extract(
      [
        'Fairhaven Park Commons, 22 Alder Row, Bellingham, WA 98225',
        '',
        '3 | 2.5 | 1,780 | 2019 | $145',
        'B R | B A | S F | B u i l t | H O A / m o',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.YearBuilt).toBe(2019);
    expect(p.LegalCompliance.HOAFees).toBe(145);
  });

  it("takes the ZIP from the city's line under the street when the address read went without it", () => {
    const p = extract(
      [
        'Juniper Ridge Green Realty | Search Sell About | (541) 555-0100',
        '61207 Rimrock Juniper Lane | $849,000',
        'Bend, OR 97702',
        '',
        'A net-zero home on the west side, with a 9.6 kW solar array and a battery in the garage.',
        '',
        '61207 Rimrock Juniper Lane, Bend, OR | Juniper Ridge Green Realty',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({
      Street: '61207 Rimrock Juniper Lane',
      City: 'Bend',
      ZipCode: '97702',
    });
  });

  it("takes the state from the city's line under the street when a table's row gave the address without it", () => {
    const p = extract(
      [
        'WASHTENAW AREA BOARD OF REALTORS | STOP | ON VIEW',
        'LIST PRICE',
        '2214 Wrenfield Drive',
        'Ann Arbor, MI 48103 | $624,900',
        'Single Family Home | For Sale',
        '',
        'Tour stops',
        'Stop | Time | Address | City | Price | Bd/Ba | Listing agent',
        '3 | 10:40 | 2214 Wrenfield Drive | Ann Arbor | $624,900 | 4/2.5 | M. Delacroix-Hill, Arborgate Realty',
        '5 | 11:55 | 2608 Fernleaf Trail | Ann Arbor | $719,900 | 5/3.5 | J. Okonkwo, Mill Pond Partners',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '2214 Wrenfield Drive',
      City: 'Ann Arbor',
      State: 'MI',
      ZipCode: '48103',
    });
  });

  it("takes no price of a boat slip or a lot sold apart for the listing's price", () => {
    const p = extract(
      [
        'Harbour Pointe #304, 1200 Bayview Drive, Sarasota, FL 34236',
        '$624,000',
        '',
        'Slip | B-14',
        'Slip price | $45,000 (separate purchase)',
        'Slip size | 35 ft x 13 ft',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(624000);
    expect(p.CustomFields).toMatchObject({ 'Slip Price': '$45,000 (separate purchase)' });
  });

  it('reads a numbered list of labelled terms as facts, and items numbered out of turn as none', () => {
    const p = extract(
      [
        'NOTICE OF PUBLIC AUCTION',
        '418 Sycamore Bend Road, Bowling Green, KY 42103',
        '',
        'TERMS OF SALE',
        "1. Buyer's Premium: 10% added to the high bid to form the contract price",
        '2. Closing: On or before May 29, 2026',
        '',
        '3. Possession: At closing, by deed',
        '',
        'HOW TO BID',
        '1. Register: at the table by 9:30 AM',
        '3. Bid: by raising your card',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      "Buyer's Premium": '10% added to the high bid to form the contract price',
      Closing: 'On or before May 29, 2026',
      Possession: 'At closing, by deed',
    });
    // (Items not numbered in turn are no list of terms.)
    expect(p.CustomFields).not.toHaveProperty('Register');
  });

  it("takes a package's total printed apart from its label, the amount its parts add up to", () => {
    const sheet = (total: string) =>
      extract(
        [
          'LOT 14 · CIBOLO BLUFFS',
          'Acres | 1.02 | Beds | 3',
          'Lot Price | $115,000',
          '',
          'Septic & Site Prep Allowance',
          '',
          'TOTAL PACKAGE PRICE',
          '',
          'Living Sq Ft | 2,460',
          'Base Price | $389,000',
          '',
          '$21,500',
          '',
          total,
        ].join('\n'),
      ).BasicInfo.Price;
    expect(sheet('$525,500')).toBe(525500);
    // (An amount the parts do not add up to is no total: the labelled price stands.)
    expect(sheet('$520,000')).toBe(389000);
  });

  it('pairs a column of labels read whole before the column of their values', () => {
    const p = extract(
      [
        "THIS MONTH'S FEATURED HOME",
        '',
        ...['Bedrooms', 'Bathrooms', 'Square Feet', 'Year Built', 'HOA', 'HOA Includes'].flatMap((l) => [
          l,
          '',
        ]),
        ...['3', '2.5', '1,840', '2012', '$128/month', 'Exterior, roof, lawn, pool'].flatMap((v) => [v, '']),
        '5108 Harrow Bend Court',
        'Raleigh, NC 27613',
        '$449,000',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 3, Bathrooms: 2.5, SquareFootage: 1840, Price: 449000 });
    expect(p.HistoricalInfo.YearBuilt).toBe(2012);
    expect(p.LegalCompliance.HOAFees).toBe(128);
    expect(p.CustomFields).toMatchObject({ 'HOA Includes': 'Exterior, roof, lawn, pool' });
  });

  it("pairs a column of features' labels with the short paragraphs of their values read after it", () => {
    const p = extract(
      [
        '$612,000',
        '6408 Pecan Terrace Loop, Unit 12',
        'Austin, TX 78745',
        '',
        'Home features',
        ...['Climate', 'Floors', 'Kitchen', 'Windows', 'Outdoor', 'Garage'].flatMap((l) => [l, '']),
        'Heat pump, central air, smart thermostat',
        '',
        'Polished concrete on the ground floor, white oak',
        'above',
        '',
        'Gas cooktop, wall oven, paneled refrigerator,',
        'dishwasher',
        '',
        'Black-frame double-pane windows, motorized',
        'shades',
        '',
        'Rooftop deck with skyline views, small side yard',
        '',
        'Tandem 2-car garage with EV outlet',
        '',
        'Listing provided by Hill Country Urban Realty.',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      HeatingCooling: 'Heat pump, central air, smart thermostat',
      FlooringType: 'Polished concrete on the ground floor, white oak above',
      Appliances: 'Gas cooktop, wall oven, paneled refrigerator, dishwasher',
      WindowFeatures: 'Black-frame double-pane windows, motorized shades',
      OutdoorSpaces: 'Rooftop deck with skyline views, small side yard',
      Parking: 'Tandem 2-car garage with EV outlet',
    });
  });

  it("reads a listing's questions and answers as the facts they ask for, or as facts of their own", () => {
    const p = extract(
      [
        '$612,000',
        '1418 Linden Walk Way, Westfield, IN 46074',
        '',
        'Your questions, answered',
        '',
        '3 | When was the townhome built? | −',
        '',
        'In 2017, as part of the second phase of Linden Walk.',
        '',
        'What are the HOA dues and what do they cover?',
        'Dues are $95 a month and cover the neighborhood pool and the walking trail.',
        '',
        '−',
        '',
        'Is there a garage? Yes, a two-car attached garage on the main level, with room for a second',
        'refrigerator.',
        '',
        'Are pets allowed? | −',
        'Yes, up to two dogs or cats, and there is a fenced dog run next to the clubhouse.',
        '',
        // (A blog's comment asks too, and another reader's comment under it is no listing's answer.)
        'Thaddeus Kimura May 23, 2025',
        'Is the basement tall enough to stand in?',
        '',
        'Evangeline Strom May 24, 2025',
        'Thaddeus — yes, about 6 feet 4 inches in the main section.',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.YearBuilt).toBe(2017);
    expect(p.LegalCompliance.HOAFees).toBe(95);
    expect(p.KeyFeatures.Parking).toBe(
      'Yes, a two-car attached garage on the main level, with room for a second refrigerator.',
    );
    expect(p.BasicInfo.GarageSpaces).toBe(2);
    expect(p.CustomFields).toMatchObject({
      'Are Pets Allowed?':
        'Yes, up to two dogs or cats, and there is a fenced dog run next to the clubhouse.',
    });
    expect(Object.keys(p.CustomFields).filter((k) => /basement/i.test(k))).toEqual([]);
  });

  it("reads the opened listing's address on a page of results, not a row of cards beside it", () => {
    const p = extract(
      [
        '214 results | Sort: Homes for you',
        '',
        '$589,000 | $724,900',
        '3 bds | 2 ba | 1,518 sqft - House for sale | 4 bds | 3 ba | 2,264 sqft - House for sale',
        '20817 Sagebrush Court, Bend, OR 97701 | 63120 Obsidian Rim Drive, Bend, OR 97703',
        'CASCADE FRONT REALTY | PINE & PUMICE REAL ESTATE',
        '',
        '● For Sale · House',
        '$615,000',
        '3 bds | 2 ba | 1,642 sqft',
        '61458 Larkspur Loop, Bend, OR 97702',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({ Street: '61458 Larkspur Loop', ZipCode: '97702' });
  });

  it('reads a labelled description on over a paragraph whose last line is one word', () => {
    const p = extract(
      [
        'Property description',
        'A true A-frame on the sunset side of the lake, kept simple on purpose. The tall front',
        'wall of glass looks down the slope to a private dock, and the open loft sleeps a crowd above the main-floor',
        'bedrooms.',
        '',
        'The lot is part of a lease tract. You buy the cabin and everything built on the lot; the state keeps the land',
        'and leases it back on a ten-year term.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(
      /bedrooms\. The lot is part of a lease tract\..*ten-year term\.$/,
    );
  });

  it("reads unknown labels over a row of figures, and a valet under parking's label as parking", () => {
    const p = extract(
      [
        '4100 Emerald Coast Parkway, Unit 1412, Destin, FL 32541 | $349,000',
        '',
        'Rental Program',
        'Owner / Management Split | Average Nightly Rate (2024)',
        '55 / 45 | $312',
        '',
        'Parking | Valet, one pass per unit',
        '',
        'INFILL LOT | CITY UTILITIES',
        '1537 Orchard Street | $142,000',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Owner / Management Split': '55 / 45',
      'Average Nightly Rate (2024)': '$312',
    });
    expect(p.CustomFields['City Utilities']).toBeUndefined();
    expect(p.KeyFeatures.Parking).toBe('Valet, one pass per unit');
  });

  it("counts garage spaces under the garage's label however the count is worded, and a two-bay garage", () => {
    const spaces = (line: string) =>
      extract(
        ['27 Marsh Hen Lane, Beaufort, SC 29907 | $749,000', '', '4 Beds | 3 Baths', '', line].join('\n'),
      ).BasicInfo.GarageSpaces;
    expect(spaces('Garage: 2 spaces, under house')).toBe(2);
    expect(spaces('Garage | 2 (tandem)')).toBe(2);
    expect(spaces('GARAGE SPACES | 1 deeded (P1-42)')).toBe(1);
    expect(spaces('Garage | 3-stall attached')).toBe(3);
    expect(spaces('Carport | 1 car, with workshop')).toBe(1);
    expect(spaces('A detached two-bay garage with a workshop sits behind the house.')).toBe(2);
    // A figure that is no count of spaces stays none.
    expect(spaces('Garage | 240 sq ft workshop')).toBe(0);
  });

  it("reads a description on past a photo's caption between its paragraphs, but not past a heading", () => {
    const first =
      'A brick ranch on a quiet street, with three bedrooms, a living room with a fireplace and a kitchen that opens to the deck over the fenced yard.';
    const second =
      'The basement is dry and ready for storage or a future rec room, and the detached garage is reached from the alley.';
    const p = extract(['$149,000', '', first, '', 'Before - living room, 2025', '', second].join('\n'));
    expect(p.Descriptions.PropertyDescription).toBe(`${first} ${second}`);
    const story =
      'For ninety years a rope company twisted hemp in this five-story brick warehouse, until a 2006 restoration kept its frame and converted the floors into thirty-two residences.';
    const unit =
      'Residence 4C sits at the southwest corner of the fourth floor, where three arched windows frame the harbor. The open living and kitchen space runs forty feet along the brick wall.';
    const q = extract(['$689,000', '', story, '', 'RESIDENCE 4C', '', unit].join('\n'));
    expect(q.Descriptions.PropertyDescription).toBe(unit);
  });

  it("reads a description on into a paragraph that the next section's heading runs onto", () => {
    const first =
      'A single-level home on a quiet circle in east Mesa, with mountain views from the backyard and a floor plan that keeps the primary suite apart from the other bedrooms.';
    const second =
      'The owners have kept up with the big items, from the roof to the heat pump, and the pool was resurfaced two summers ago.';
    const p = extract(
      [
        '$615,000',
        '',
        'About this home',
        first,
        '',
        second,
        'Your questions, answered',
        '',
        'Straight answers to the questions buyers have asked about this house so far.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(`${first} ${second}`);
  });

  it("reads the amount beside the listing's status as the price, never a year's nightly rate", () => {
    const p = extract(
      [
        'F O R S A L E · F U R N I S H E D',
        'Tamarack Glade ski house',
        '17 Tamarack Glade Road, Ludlow, VT 05149',
        '',
        'Single Family Home',
        '$875,000 For Sale',
        'BEDROOMS | 4 | BATHROOMS | 3 full | LIVING AREA | 2,380 sq ft | BUILT | 1988',
        '',
        'Rental history',
        'Year | Nights booked | Avg. nightly rate | Occupancy | Gross rental income',
        '',
        '2022 | 212 | $468 | 58% | $99,216',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(875000);
    expect(p.BasicInfo.ListingType).toBe('For Sale');
  });

  it('takes no headline of a dozen words over the prose for part of the description', () => {
    const story = [
      'First time on the market since the original owners built it. The kitchen was redone',
      'in 2021 with maple cabinets, quartz counters and an island that seats four, and it',
      'opens to a family room with a gas fireplace and built-in shelving.',
    ];
    const p = extract(
      [
        '2214 Wrenfield Drive | $624,900',
        '',
        'Colonial on a cul-de-sac, two blocks from the nature area',
        ...story,
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(story.join(' '));
  });

  it("reads a marina's or a building's amenities, and a community's list under its heading, as amenities on site", () => {
    const marina = extract(
      [
        '1 Pelican Reach Harbor, Dock C, Sausalito, CA 94965 | $895,000',
        '',
        'Marina Amenities: Gated docks, dock carts, laundry room, pump-out station',
      ].join('\n'),
    );
    expect(marina.Amenities.Onsite).toBe('Gated docks, dock carts, laundry room, pump-out station');
    const community = extract(
      [
        '5601 W Sagebrook Street, Meridian, ID 83646 | $539,900',
        '',
        'COMMUNITY',
        'Cabana with pool, pocket parks, dog park, walking trails',
      ].join('\n'),
    );
    expect(community.Amenities.Onsite).toBe('Cabana with pool, pocket parks, dog park, walking trails');
    // The list is the community's amenities, not a description of the neighbourhood.
    expect(community.Descriptions.NeighborhoodDescription).toBe('');
  });

  it("reads a history under the headings stories go by, up to a photo's caption or a call to the reader", () => {
    const story =
      'The house was raised in 1979 by a log-builder who felled and peeled the logs on the property, and it has had only two owners. The second added the wraparound porch in the 1990s.';
    const p = extract(
      [
        '$1,150,000',
        '',
        'The Story of the House',
        story,
        '',
        'The house c. 1980, courtesy of the family',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.HistoricalDetails).toBe(story);
    const history =
      'The house was one of six bungalows built on the block in 1924 by a local carpenter, and the same family owned it for fifty years.';
    const q = extract(
      [
        '$489,000',
        '',
        'A Bit of History',
        '',
        history,
        '',
        'Want to see it before the weekend? Call me at (541) 555-0174 or email me to set up a time.',
      ].join('\n'),
    );
    expect(q.HistoricalInfo.HistoricalDetails).toBe(history);
  });

  it("reads parking under its label when its words say where cars go, and a floor plan's room names as none", () => {
    const parking = (line: string) =>
      extract(
        ['2819 SW 27th Terrace, Cape Coral, FL 33914 | $525,000', '', '3 Beds | 2 Baths', '', line].join(
          '\n',
        ),
      ).KeyFeatures.Parking;
    expect(parking('Parking | On-street, residential permit zone')).toBe(
      'On-street, residential permit zone',
    );
    expect(parking('Garage Type | Attached, Side Load')).toBe('Attached, Side Load');
    expect(parking('Carport | 1 car, with workshop')).toBe('1 car, with workshop');
    expect(parking('Garage | Covered Patio')).toBe('');
  });

  it('reads a floor area that says which area it is, in prose or under its label', () => {
    const area = (line: string) =>
      extract(['118 Heron Point Road, Lake Lure, NC 28746 | $849,000', '', line].join('\n')).BasicInfo
        .SquareFootage;
    expect(area('Its 3,640 finished square feet include a first-floor primary suite and a sunroom.')).toBe(
      3640,
    );
    expect(area('This lake house has 4,480 heated square feet on three levels.')).toBe(4480);
    expect(area('2 BR | 2 BA | 1,048 Living Area SF | Built 2003')).toBe(1048);
    expect(area('Acres | 112 | Bedrooms | 3 | Sq Ft Home | 2,964')).toBe(2964);
  });

  it("reads a building's numbered loft or residence as a condo, in a converted warehouse too", () => {
    const p = extract(
      [
        'Jefferson School Lofts',
        '1450 Jefferson Avenue, Loft 207, Dubuque, IA 52001 | $329,000',
        '',
        'Loft living in a 1910 garment-district warehouse: 12-foot ceilings, exposed brick and a wall of steel windows.',
        '',
        'Bedrooms | 2',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('1450 Jefferson Avenue, Loft 207');
    expect(p.BasicInfo.PropertyType).toBe('Condo');
  });

  it('reads no price from a thing sold apart ("parking available for $35,000")', () => {
    const p = extract(
      [
        '$615,000',
        '',
        'A corner two-bedroom with a wall of windows over the park and a kitchen open to the living room.',
        '',
        'Deeded garage parking available for $35,000.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(615000);
  });

  it("reads a rural grid address whose number carries its direction ('W4821 Heron Point Road')", () => {
    const p = extract(
      ['Lake Tamsin Point Lot', 'W4821 Heron Point Road, Birch Hollow, WI 54538', '', '$189,000'].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: 'W4821 Heron Point Road',
      City: 'Birch Hollow',
      State: 'WI',
      ZipCode: '54538',
    });
    const q = extract(['N7394 Birchwood Hollow Lane', 'Viroqua, WI 54665 · For Sale | $465,000'].join('\n'));
    expect(q.BasicInfo.Address.Street).toBe('N7394 Birchwood Hollow Lane');
  });

  it('reads baths written with a half as a fraction, and half baths labelled "1/2 Baths"', () => {
    const baths = (lines: string[]) =>
      extract(['27 Marsh Hen Lane, Beaufort, SC 29907 | $749,000', '', ...lines].join('\n')).BasicInfo
        .Bathrooms;
    expect(baths(['BEDS | 4 | BATHS | 3½'])).toBe(3.5);
    expect(baths(['Bedrooms | 4', '', 'Full Baths | 2', '', '1/2 Baths | 1'])).toBe(2.5);
  });

  it('reads the year a home was built from "this 1958 brick ranch", not from a year of work done', () => {
    const year = (line: string) =>
      extract(['48 Linden Avenue, Asheville, NC 28801 | $489,000', '', line].join('\n')).HistoricalInfo
        .YearBuilt;
    expect(year('This 1958 brick ranch has three bedrooms on a wooded corner lot.')).toBe(1958);
    expect(year('Top-floor corner flat in a 1926 Spanish Revival building with arched doorways.')).toBe(1926);
    expect(year('A 2019 renovation opened the kitchen to the living room.')).toBe(0);
  });

  it('reads the lot from a strip that names it ("0.23 acre lot", "6,970 SF lot") and from "Lot Ac", "Homesite Size"', () => {
    const lot = (line: string) => {
      const b = extract(['4112 Elm Ridge Court, Cary, NC 27519 | $549,000', '', line].join('\n')).BasicInfo;
      return [b.LotSize, b.LotSizeUnit];
    };
    expect(lot('3 bd 2.5 ba 1,980 sqft 0.23 acre lot')).toEqual([0.23, 'acres']);
    expect(lot('4 Beds | 3 Baths | 2,410 SF | 2018 Built | 6,970 SF lot | 2 Car garage')).toEqual([
      6970,
      'sq ft',
    ]);
    expect(lot('Bsmt | Finished, Walk-Out | Lot Ac | 0.34 | Gar Sp | 3')).toEqual([0.34, 'acres']);
    expect(lot('Homesite Size: 0.19 acres')).toEqual([0.19, 'acres']);
  });

  it('keeps a row of column headings over names as no labels', () => {
    const p = extract(
      [
        'Listing Agent | Marcus Bell | Co-Agent | Lena Okafor | Office | Palmetto Key Homes',
        '',
        'Beds | 3',
      ].join('\n'),
    );
    expect(p.CustomFields['Co-Agent']).toBeUndefined();
  });

  it('reads acres with no rooms as land, and the city after a hyphen on the street line', () => {
    const p = extract(
      [
        '12.74 Acres in the Hill Country | $245,000',
        '2290 County Road 318 - Bertram, TX 78605 | 12.74 ac',
        '',
        'Rolling acreage with scattered live oaks and a wet-weather creek, a fine place to build a cabin.',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      PropertyType: 'Land',
      LotSize: 12.74,
      Address: { Street: '2290 County Road 318', City: 'Bertram', State: 'TX', ZipCode: '78605' },
    });
    // A house on its acres stays a house.
    expect(
      extract(
        ['4 Ridge Road, Floyd, VA 24091 | $398,500 | 3.05 acres', '', 'Bedrooms | 3', 'Baths | 2'].join('\n'),
      ).BasicInfo.PropertyType,
    ).not.toBe('Land');
  });

  it('reads a lakefront lot under an acre as land, past nearby sales of cabins', () => {
    const p = extract(
      [
        'LAKEFRONT LOT',
        'Little Kettle Lake Lot + Boathouse',
        '24118 Loon Echo Trail, Pine Harbor, MN 56474 | $279,000',
        '',
        'ACREAGE | 0.86 acres | LAKE FRONTAGE | 120 ft',
        '',
        'Gentle, walk-out terrain slopes to 120 feet of sandy shoreline on this wooded parcel. With no house yet, you can plan the cabin around the views.',
        '',
        'Nearby Lake Sales',
        '$465,000 | $244,900',
        'Cabin, 2 BR, 130 ft | Lot, 100 ft frontage',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ PropertyType: 'Land', Bedrooms: 0, LotSize: 0.86 });
  });

  it("reads a duplex's totals, labelled or in a table's totals row, over each unit's counts", () => {
    const labelled = extract(
      [
        '2217 S Harvey Avenue, Berwyn, IL 60402 | $489,000 | Two-flat',
        '',
        'Bedrooms | 3 | Bedrooms | 2',
        'Bath | 1 | Bath | 1',
        '',
        'Total Bedrooms | 5',
        'Total Baths | 2',
      ].join('\n'),
    );
    expect(labelled.BasicInfo).toMatchObject({ Bedrooms: 5, Bathrooms: 2 });
    const table = extract(
      [
        '1510 E. 38th Street | Austin, TX 78722 | List Price $899,000',
        'Duplex',
        '',
        'BR | 2 | BA | 2.5 | SF | 1,180 | BR | 2 | BA | 2.5 | SF | 1,180',
        'Bedrooms | Baths | Sq Ft | Garage',
        'West Side | 2 | 2.5 | 1,180 | 1',
        'East Side | 2 | 2.5 | 1,180 | 1',
        'Totals | 4 | 5 | 2,360 | 2',
      ].join('\n'),
    );
    expect(table.BasicInfo).toMatchObject({
      PropertyType: 'Multi-Family',
      Bedrooms: 4,
      Bathrooms: 5,
      SquareFootage: 2360,
    });
  });

  it("reads a relocation analysis's recommended list price, not its forecast of the sale price", () => {
    const price = (rows: string[]) =>
      extract(['1127 Sandhill Crane Drive, Round Rock, TX 78665', '', ...rows].join('\n')).BasicInfo.Price;
    expect(
      price(['Recommended Original List Price | $474,900', 'Most Probable Sales Price | $462,000']),
    ).toBe(474_900);
    expect(price(['Most Likely Sales Price | $505,000 | Recommended List Price | $519,000'])).toBe(519_000);
    expect(price(['Expected list price $465,000'])).toBe(465_000);
  });

  it("reads a fractional share's price per share as its price", () => {
    const p = extract(
      [
        '1200 Ore Cart Way, Residence 304, Park City, UT 84060',
        '',
        'Share Details',
        'Share Size | 1/8',
        'Price per Share | $289,000',
        '',
        'Other shares available',
        'Interest A | $229,000 | Available',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(289_000);
  });

  it("leaves out other homes under a heading that names their kind ('Other floating homes at ...')", () => {
    const p = extract(
      [
        '17850 NW Slough Bend Rd, Slip 31',
        'Portland, OR 97231 — Sauvie Reach Moorage',
        '',
        '$465,000',
        'BEDROOMS | 3 | BATHROOMS | 2',
        '',
        'Other floating homes at Sauvie Reach',
        'Slip | Beds | Baths | Sq Ft | Price | Status',
        'Slip 12 | 2 | 1 | 980 | $349,000 | Active',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 465_000, Bedrooms: 3 });
    expect(p.BasicInfo.Address).toMatchObject({
      Street: '17850 NW Slough Bend Rd, Slip 31',
      ZipCode: '97231',
    });
  });

  it("reads the city line set a little apart under the street, over a management company's office", () => {
    const p = extract(
      [
        'UNIT FOR SALE | Building 3, Unit 204',
        '$289,900',
        '4800 Heron Pointe Drive #3-204',
        '',
        'Tampa, FL 33615',
        'Bedrooms: | 2',
        '',
        'Managed by Bayshore Community Management | 1400 W Kennedy Blvd, Suite 300, Tampa, FL 33606',
        'Office (813) 555-0171 | service@bayshorecm.example.com',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({
      Street: '4800 Heron Pointe Drive #3-204',
      City: 'Tampa',
      ZipCode: '33615',
    });
  });

  it('reads a labelled address up to its ZIP when a sentence runs on after it', () => {
    const p = extract(
      [
        '$1,795 / 2br - 985ft2 - Top-floor condo by the lake',
        '',
        'Rent: $1,795/mo',
        'Bedrooms: 2',
        'Address: 1450 E Lakeshore Vista Dr, Unit 308, Tempe, AZ 85281. Showings Tuesday',
        'through Saturday.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({
      Street: '1450 E Lakeshore Vista Dr, Unit 308',
      City: 'Tempe',
      State: 'AZ',
      ZipCode: '85281',
    });
  });

  it('reads the city line under the street when another fact follows it after a middle dot', () => {
    const p = extract(
      [
        '9413 Sandpiper Dune Road | $1,189,000',
        'Emerald Isle, NC 28594 · Second Row from the Ocean | For Sale · Single Family',
        '',
        'Sea Oats Coastal Realty | 7701 Emerald Drive, Emerald Isle, NC 28594 | (252) 555-0100',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({
      Street: '9413 Sandpiper Dune Road',
      City: 'Emerald Isle',
      State: 'NC',
      ZipCode: '28594',
    });
  });

  it("reads a floor plan's 'BEDROOM 2' and 'BATH 2' as rooms' names, not counts", () => {
    const p = extract(
      [
        '118 Tamarack Court, Boise, ID 83706 | $412,000',
        '',
        'BATH 2 | 6\'0" x 5\'6"',
        'BEDROOM 2 | BEDROOM 3',
        '11\'2" x 10\'4" | 10\'6" x 10\'4"',
        '',
        'BEDS | 3 | BATHS | 2.5 | BUILT | 2018',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 3, Bathrooms: 2.5 });
  });

  it('counts a half bath as a half however the document splits full and half baths', () => {
    const baths = (text: string) => extract(`Bedrooms | 4\n${text}`).BasicInfo.Bathrooms;
    expect(baths('Baths | 1 full, 1 half')).toBe(1.5);
    expect(baths('BATHROOMS | 5 full, 2 half')).toBe(6);
    expect(baths('Full / Half Baths | 2 / 1')).toBe(2.5);
    expect(baths('FB/HB | 3/1')).toBe(3.5);
    expect(baths('Full Baths: 3\nHalf Baths: 1')).toBe(3.5);
    expect(baths('Baths | 2')).toBe(2);
    // A powder room is a half bath, however it is joined to the full ones.
    expect(baths('Baths: 3 full plus a powder room')).toBe(3.5);
    expect(baths('BATHS | 3 full, 1 powder')).toBe(3.5);
    expect(baths('Full bathrooms: 2\nHalf bathrooms: 1')).toBe(2.5);
    const told = (sentence: string) =>
      extract(['$420,000', '', `Three bedrooms upstairs, ${sentence}, and a finished basement.`].join('\n'))
        .BasicInfo.Bathrooms;
    expect(told('two full baths and a powder room off the mudroom')).toBe(2.5);
    expect(told('one full bath and a half bath off the kitchen')).toBe(1.5);
  });

  it('keeps the short end of a sentence that a block of figures cut off', () => {
    const p = extract(
      [
        '$89,900',
        '',
        'Bank-owned brick ranch on a tree-lined street near the parkway. The full basement offers room for a rec area and has a half bath and laundry',
        '',
        'SQUARE FEET | 1,240',
        '',
        'hookups. Roof age unknown.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Bank-owned brick ranch on a tree-lined street near the parkway. The full basement offers room for a rec area and has a half bath and laundry hookups. Roof age unknown.',
    );
  });

  it("takes a chalet's opening story over a room-by-room note, even when it speaks to the reader", () => {
    const story =
      'A classic mountain chalet on the ski-back trail, the house lets you click into your skis at the edge of the yard and return to the hot tub at night. Warm pine paneling, a river-rock fireplace and a sunny south deck make it feel like the Rockies.';
    const p = extract(
      [
        '$2,150,000',
        '',
        story,
        '',
        'Room by Room',
        'Living room with river-rock fireplace, dining nook and a kitchen with a breakfast bar and gas range, all opening to the deck.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(story);
  });

  it("reads a paper input form's choices marked with an X, its lot in the label's unit and its cladding apart from its outdoor spaces", () => {
    const p = extract(
      [
        'Residential Property Data Input Form',
        '',
        'Status * | Active | X Coming Soon | Active Under Contract | Pending',
        'Property type * X Detached | Townhouse | Condo | Manufactured',
        'List price * | $615,000 | Expected on-market date | 03/26/2026',
        'Street address * | 7312 Tanbark Way | City * | Raleigh | State | NC | Zip * | 27615',
        'Bedrooms * | 4 | Full baths * | 2 | Heated sq ft * | 2,940 | Lot size (acres) | 0.52',
        'Style | Transitional | Stories | 2 | Exterior | Brick front, fiber cement',
        'Exterior features | Screened porch, deck, wooded lot | Parking | Attached garage, side entry',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      ListingType: 'Coming Soon',
      PropertyType: 'Single Family Home',
      LotSize: 0.52,
      LotSizeUnit: 'acres',
    });
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Screened porch, deck, wooded lot');
    expect(p.KeyFeatures.ArchitecturalDetails).toBe('Brick front, fiber cement');
    // (A rental form's type among its options, the X before the one chosen.)
    const rental = extract(
      [
        'Status * X Active | Coming Soon | Leased',
        'Type * | Detached | Townhouse | X Condo / co-op | Apartment | Two-flat unit',
        'Rent per month * | $3,400 | Lease term | 12 months',
        '1400 N Lake Shore Drive, Unit 9B, Chicago, IL 60610',
      ].join('\n'),
    );
    expect(rental.BasicInfo).toMatchObject({ PropertyType: 'Condo', ListingType: 'For Rent', Price: 3400 });
    // (A bare "Exterior" that names the yard is the outdoor spaces still.)
    expect(
      extract('12 Elm Street, Dover, DE 19901\nExterior | Deck and fenced yard').KeyFeatures.OutdoorSpaces,
    ).toBe('Deck and fenced yard');
  });

  it("reads the street and city a page's header sets beside a contact card, read line by line with it", () => {
    const p = extract(
      [
        'Unfurnished rental | Graduate students, faculty & staff | LISTED BY',
        'Marcus Greene',
        '1419 Anderson Street, Unit 6 | Leasing agent',
        'Bull City Residential',
        'Durham, NC 27705',
        '(919) 555-0184',
        '$2,400/month Rent | marcus@bullcityresidential.example.com',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1419 Anderson Street, Unit 6',
      City: 'Durham',
      State: 'NC',
      ZipCode: '27705',
    });
  });

  it("takes the amount beside the listing's street over a renovation's costs that add up, and no wrapped table cell as the street", () => {
    const p = extract(
      [
        'Renovated Home | Available',
        'Price',
        '2215 Iroquois Avenue | $89,900',
        'Flint, MI 48503 · Property #R-25-0318',
        '',
        'MORE LAND BANK PROPERTIES NEARBY',
        'Address | Program | Price | Status',
        '2302 | Ready for',
        'Kansas | $9,500 | Available',
        'Avenue | Rehab',
        '2118 | Open house Apr',
        'Cadillac | $6,000',
        'Street | Rehab | 4',
        '',
        'What the renovation cost',
        '',
        'Roof and gutters | $11,800',
        '',
        'Furnace and water heater | $8,450',
        '',
        'Kitchen and baths | $24,300',
        '',
        'Total | $44,550',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('2215 Iroquois Avenue');
    expect(p.BasicInfo.Price).toBe(89900);
  });

  it('reads the year from a "Date of construction" given as circa', () => {
    expect(extract('Date of construction | c. 1849\nZoning | A-R').HistoricalInfo.YearBuilt).toBe(1849);
  });

  it('reads a sold home\'s "$318,500 Sold price", a rent beside the street, and no sale two doors down', () => {
    const sold = extract(
      [
        'JUST SOLD | THANK YOU, HOLY CROSS!',
        '2611 S Superior Street, Unit 4',
        'Milwaukee, WI 53207',
        '$318,500 Sold price',
        'Beds | 2 | Baths | 2.5 | Sq ft | 1,380',
        '',
        'List price | $309,900',
        'Days on market | 4',
      ].join('\n'),
    );
    expect(sold.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 318500 });
    const rent = extract(
      [
        '$2,075',
        '$1,625',
        '$1,950',
        '',
        'You are touring',
        '11820 W 136th Terrace | $2,150/month',
        'Overland Park, KS 66221 | For rent',
        'Deposit | $2,150 | Lease | 12 or 18 months',
      ].join('\n'),
    );
    expect(rent.BasicInfo).toMatchObject({ ListingType: 'For Rent', Price: 2150 });
    // (A fee set further along the street's row is no rent: "Property taxes | $318/mo".)
    const fee = extract(
      [
        'For sale',
        '$849,000 | Principal & interest | $4,312/mo',
        '3142 W Sagebrush Ln, Boise, ID 83713 | Property taxes | $318/mo',
      ].join('\n'),
    );
    expect(fee.BasicInfo).toMatchObject({ ListingType: 'For Sale', Price: 849000 });
    const listed = extract(
      [
        'Just listed in Arcadia Lite',
        '4215 N 38th Street, Phoenix, AZ 85018',
        'List price: $789,000',
        '',
        'Pool heater went in with the resurfacing in 2023. For comparison, 4233 two doors',
        'down sold for $812,000 in January on a smaller lot.',
      ].join('\n'),
    );
    expect(listed.BasicInfo.Price).toBe(789000);
  });

  it('reads a home sold privately as off market, and one "Sold | December 2024" as sold', () => {
    const typeOf = (lines: string[]) => extract(lines.join('\n')).BasicInfo.ListingType;
    expect(
      typeOf([
        'Private offering: SE Taylor fourplex',
        '1836 SE Taylor Street, Portland, OR 97214',
        'Asking $1,150,000',
      ]),
    ).toBe('Off Market');
    expect(
      typeOf([
        'I have an owner on SE Taylor who wants to sell without putting it on the market.',
        '1836 SE Taylor Street, Portland, OR 97214 | $1,150,000',
      ]),
    ).toBe('Off Market');
    expect(
      typeOf([
        '711 West 6th Street, Wilmington, DE 19801 | $168,000',
        '',
        'Sold | December 2024',
        'Baths | 2',
      ]),
    ).toBe('Sold');
  });

  it("takes a table's row as the listing's only by a name the page repeats, not a word its prose uses", () => {
    const p = extract(
      [
        'Monroe Street Retail Center',
        'List price $1,450,000',
        '1724 N Monroe Street, Spokane, WA 99205',
        '',
        'Building | 6,240 sq ft',
        '',
        'An owner-user can take the open suite when its lease ends in 2027.',
        '',
        'North Monroe retail sales, 2025',
        'Address | Sq ft | Sold | Per sq ft | Cap rate',
        '2410 N Monroe St | 4,800 | $1,020,000 | $213 | 7.1%',
        '1105 N Division St | 9,200 | $2,140,000 | $233 | 6.5%',
        '3022 N Monroe St | 3,600 | $815,000 | $226 | Owner-user',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ SquareFootage: 6240, Price: 1450000 });
    expect(p.BasicInfo.Address.Street).toBe('1724 N Monroe Street');
    // (A plan's code the page names again, "Plan C1", marks its row.)
    const plan = extract(
      [
        'PLAN | BEDS | BATHS | SQ FT | FROM',
        'A1 | Studio | 1 | 488 | $489,900',
        'B1 | 1 | 1 | 642 | $639,000',
        'C1 | 2 | 2 | 1,062 | $1,049,000',
        '',
        'Residence 1407 · Plan C1 · a studio is also available',
        '$1,089,000',
      ].join('\n'),
    );
    expect(plan.BasicInfo).toMatchObject({ SquareFootage: 1062, Bathrooms: 2 });
  });

  it("keeps each custom fact under the label the page prints, one fact once, and the product's name for a fact read without a label", () => {
    const p = extract(
      [
        '12 Oak Street, Dover, DE 19901 | $410,000',
        'Tax amount | $6,214 | School district | Capital School District',
        'Pets | Cats only | Deposit | $2,150 | MLS # | 2219934',
        'Property Tax | $6,300',
        '0.27 AC | 52 DAYS ON MARKET',
      ].join('\n'),
    );
    expect(p.CustomFields).toEqual({
      'Tax Amount': '$6,214',
      'School District': 'Capital School District',
      Pets: 'Cats only',
      Deposit: '$2,150',
      'MLS#': '2219934',
      'Lot Size': '0.27 AC',
      'Days on Market': '52',
    });
    expect(p.BasicInfo).toMatchObject({ LotSize: 0.27, LotSizeUnit: 'acres' });
    // (The year the taxes are for stays with them.)
    expect(
      extract('12 Oak Street, Dover, DE 19901 | $410,000\nBeds | 3 | Taxes (2025) | $6,214').CustomFields,
    ).toEqual({ 'Taxes (2025)': '$6,214' });
  });

  it("reads every pair of a form's long row among known labels, and the schools an MLS form names by level", () => {
    const p = extract(
      [
        '7312 Tanbark Way, Raleigh, NC 27615 | $615,000',
        'Style | Transitional | Stories | 2 | Foundation | Crawl space | Roof | Architectural shingle (2017)',
        'Elementary school | North Ridge | Middle school | West Millbrook | High school | Sanderson',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Foundation: 'Crawl space',
      Roof: 'Architectural shingle (2017)',
      'Elementary School': 'North Ridge',
      'Middle School': 'West Millbrook',
      'High School': 'Sanderson',
    });
    // (A heading beside its caption is no pair: "Foundation | Crawl space" alone says nothing more.)
    expect(
      extract('7312 Tanbark Way, Raleigh, NC 27615 | $615,000\nFoundation | Crawl space').CustomFields,
    ).toEqual({});
  });

  it("keeps a neighbourhood's name, the storey a unit is on and an association stated in words as facts under their labels", () => {
    const p = extract(
      [
        '1400 N Lake Shore Drive, Unit 9B, Chicago, IL 60610 | $3,400/month',
        'Neighborhood | Gold Coast | Floor | 9th of 16 | HOA | None',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({ Neighborhood: 'Gold Coast', Floor: '9th of 16', HOA: 'None' });
    expect(p.Descriptions.NeighborhoodDescription).toBe('');
    expect(p.KeyFeatures.FlooringType).toBe('');
    expect(p.LegalCompliance.HOAFees).toBe(0);
    // (Prose under the label is still the neighbourhood's description.)
    expect(
      extract(
        '12 Oak Street, Dover, DE 19901 | $410,000\nNeighborhood | Quiet streets, two blocks from the river.',
      ).Descriptions.NeighborhoodDescription,
    ).toBe('Quiet streets, two blocks from the river.');
  });

  it('reads no payment estimate as a rent, and a home off the market at its price when withdrawn', () => {
    const sale = extract(
      [
        'Active · Listed March 26, 2026',
        'ESTIMATED MONTHLY PAYMENT | $5,158/mo',
        '$689,000',
        '18 Kendall Street, Worcester, MA 01610',
      ].join('\n'),
    );
    expect(sale.BasicInfo).toMatchObject({ ListingType: 'For Sale', Price: 689000 });
    const withdrawn = extract(
      [
        '1550 N Pennsylvania Street, Unit 604, Denver, CO 80203',
        'Status | Off the market since December 8, 2025',
        'List price when withdrawn | $529,000',
        '',
        'Item | Qty | Monthly rental',
        'Sofa, oatmeal linen, 84 in | 1 | $140',
      ].join('\n'),
    );
    expect(withdrawn.BasicInfo).toMatchObject({ ListingType: 'Off Market', Price: 529000 });
  });

  it('reads a bare "Building" measured in square feet as the floor area, before a later "Size" of something else', () => {
    const p = extract(
      [
        '2968 Marine Drive, Astoria, OR 97103',
        'Minimum rent: $2,850 per month',
        'Building: 4,320 sq ft on two floors',
        '',
        'BILLING',
        'Size | 1 column x 10.6 inches, 148 lines',
      ].join('\n'),
    );
    expect(p.BasicInfo.SquareFootage).toBe(4320);
    // (Nor is an ad's size, or a home's outside dimensions, a floor area under a bare "Size".)
    expect(
      extract('2968 Marine Drive, Astoria, OR 97103\nSize | 1 column x 10.6 inches').BasicInfo.SquareFootage,
    ).toBe(0);
    expect(
      extract('Space 14, 88 Cedar Lane, Ocala, FL 34471\nSize | 28 x 56 double-wide').CustomFields.Size,
    ).toBe('28 x 56 double-wide');
    // (A building described in words stays a fact of its own.)
    expect(
      extract('2968 Marine Drive, Astoria, OR 97103 | $850,000\nBuilding | Two-story brick firehouse')
        .CustomFields.Building,
    ).toBe('Two-story brick firehouse');
  });

  it("reads a closing statement's settlement date as a sale", () => {
    const p = extract(
      [
        'SAWTOOTH TITLE COMPANY | ALTA Settlement Statement - Seller',
        'Property | 2210 W Main Street, Boise, ID 83702',
        'Settlement Date | 05/15/2026',
        'Sale price | $1,180,000',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 1180000 });
  });

  it('prices a sale by sealed bid at its minimum bid, unless the page also lists a price', () => {
    const bid = extract(
      [
        'NOTICE OF SALE OF SURPLUS REAL PROPERTY BY SEALED BID',
        '1127 W Chisholm Street, Alpena, MI 49707',
        'Parcel No.: | 051-017-000-123-00 | Built: | 1938',
        'Minimum bid: | $84,000 | Garage: | 1-car detached',
        '',
        'CLASSIFIEDS',
        '• 16 ft Lund with 25 hp Mercury and trailer, runs great, $4,200 OBO. (989) 555-0176.',
      ].join('\n'),
    );
    expect(bid.BasicInfo.Price).toBe(84000);
    const listed = extract(
      [
        '4100 Lake Shore Road, Unit 12, Erie, PA 16511',
        'List Price | $379,000 | Opening Bid | $250,000',
      ].join('\n'),
    );
    expect(listed.BasicInfo.Price).toBe(379000);
    expect(listed.CustomFields['Opening Bid']).toBe('$250,000');
  });

  it("leaves a title with no stop, set over the story's first sentence, out of the description", () => {
    const story = [
      'A 1925 box-style duplex with a two-bedroom flat on each floor, separate entrances,',
      'separate gas furnaces and separate electric meters. The lower unit has original fir',
      'floors and built-ins; the upper unit was refreshed in 2022 with new paint.',
    ];
    const p = extract(
      [
        '2218 Grove Avenue, Richmond, VA 23220 | $489,000',
        '',
        'Up/down duplex on a Richmond-area block, both units leased',
        ...story,
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(story.join(' '));
  });

  it('prices a sold home at the amount beside its "Sold for" label or over its "Sold price" in a tile', () => {
    const beside = extract(
      [
        'JUST SOLD',
        '1840 Elm Court, Dayton, OH 45402',
        'Sold for | $545,000 | Bedrooms | 3',
        'List price | $539,900 | Baths | 2',
      ].join('\n'),
    );
    expect(beside.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 545000 });
    const tile = extract(
      [
        'JUST SOLD',
        '2417 N 12th Street | $612,000',
        'Boise, ID 83702 | Sold price',
        '',
        'List price | $599,000',
      ].join('\n'),
    );
    expect(tile.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 612000 });
    // ("Sold | $1,085,000" with the asking price under it; not a strip of other homes' cards.)
    const report = extract(
      [
        '7012 Hawaii Kai Drive, Unit 18, Honolulu, HI 96825',
        '',
        'Sold | $1,085,000',
        'Asked | $1,025,000',
        'Days on market | 6',
      ].join('\n'),
    );
    expect(report.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 1085000 });
    const strip = extract(
      [
        '42 Elm Street, Dover, DE 19901',
        'Price | $465,000',
        '',
        'DUPLEX | $239,000 | FOURPLEX | $585,000 | SOLD | $410,000',
      ].join('\n'),
    );
    expect(strip.BasicInfo).toMatchObject({ ListingType: 'For Sale', Price: 465000 });
  });

  it('splits a strip of run-in facts at an unknown label between known ones', () => {
    const p = extract(
      [
        '119 W Water Street, Decorah, IA 52101 | $385,000',
        'Built: 1887 Zoning: C-2 Central Business Heat: Gas boiler, 2017 Upstairs: Two apartments, both leased Days on market: 41',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas boiler, 2017');
    expect(p.CustomFields).toMatchObject({ Upstairs: 'Two apartments, both leased' });
  });

  it("reads an office's floor area in a building's facts as a fact, not the agent's office number", () => {
    const p = extract(
      [
        '1418 Laurens Road, Greenville, SC 29607 | $2,150,000',
        'Building | 18,400 SF | Power | 800A, 480V 3-phase',
        'Office | 2,600 SF | Sprinkler | Wet system',
        '',
        'Dana Whitfield | Office | (864) 555-0140 | dana@upstateflex.example.com',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({ Office: '2,600 SF' });
    expect(p.RealtorContact.Phone).toBe('(864) 555-0140');
  });

  it('keeps the list price of a home that has sold as a fact, and reads the day it closed under its label', () => {
    const sold = extract(
      [
        'JUST SOLD',
        '418 Rockwood Drive, Greenville, SC 29605',
        'Sold for | $452,000',
        'List price | $439,000',
      ].join('\n'),
    );
    expect(sold.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 452000 });
    expect(sold.CustomFields).toMatchObject({ 'List Price': '$439,000' });
    // (A day of closing under its label says the home has sold, and stays as a fact.)
    const closed = extract(
      [
        'Fox Hollow Farm, 212 Fox Hollow Road, Ghent, NY 12075',
        'Sale price | $585,000',
        'Bedrooms | 4',
        '',
        'The farmhouse was built in 1840 and sits above the barns.',
        '',
        'Woodland and wetland | 16 acres | 34%',
        '',
        'From the USDA Web Soil Survey. Acreages are rounded.',
        '',
        'Closed | February 12, 2026',
        '',
        'SALE HANDLED BY',
        'Celia Van Tassel',
      ].join('\n'),
    );
    expect(closed.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 585000 });
    expect(closed.CustomFields).toMatchObject({ Closed: 'February 12, 2026' });
  });

  it("reads a land listing's improvements as the buildings on it, and dated work under the label as renovations", () => {
    const land = extract(
      [
        'County Road 412, Ozark, MO 65721 | $289,000',
        'Acres | 62',
        'Improvements | 24 x 30 pole barn with electric',
        'Water | Pond and wet-weather creek',
      ].join('\n'),
    );
    expect(land.CustomFields).toMatchObject({ Improvements: '24 x 30 pole barn with electric' });
    expect(land.KeyFeatures.Renovations).toBe('');
    const home = extract(
      [
        '12 Oak Street, Dover, DE 19901 | $410,000',
        'Beds | 3',
        'Improvements | Boiler 2019, roof 2020, kitchen remodeled',
      ].join('\n'),
    );
    expect(home.KeyFeatures.Renovations).toBe('Boiler 2019, roof 2020, kitchen remodeled');
  });

  it("keeps a new home's completion date as printed beside the year it gives", () => {
    const p = extract(
      [
        '118 Larkspur Way, Boise, ID 83709 | $489,900',
        'Plan | The Aspen II | Homesite | Lot 47 | Estimated Completion | April 2026',
      ].join('\n'),
    );
    expect(p.HistoricalInfo.YearBuilt).toBe(2026);
    expect(p.CustomFields).toMatchObject({ 'Estimated Completion': 'April 2026' });
  });

  it("reads an appraisal report's boxed form: each label run into its value, the site's area, the living area and its baths", () => {
    const p = extract(
      [
        'Capital Valuation Services | (919) 555-0145',
        'Uniform Residential Appraisal Report | File # 26-0412',
        '',
        'Property Address 3107 Ruffin Street | City Raleigh | State NC | Zip Code 27607',
        'Borrower Priya Castellanos | Owner of Public Record Estate of Walter R. Henninger | County Wake',
        "Assessor's Parcel # | 0795-48-2216 | Tax Year 2025 | R.E. Taxes $ 5,412",
        'Neighborhood Name Budleigh | Map Reference 0795 | Census Tract 0520.01',
        '',
        'Listing broker Odessa Lindqvist, Oak City Residential Partners | Phone (919) 555-0163 | Email odessa@oakcityres.example.com',
        'Dimensions 75x180x76x181 | Area 13,504 sf | Shape Rectangular | View N;Res;',
        'Specific Zoning Classification R-4 | Zoning Description Residential, 4 units/acre',
        'Design (Style) Cape Cod | Year Built 1948 | Effective Age (Yrs) 15',
        'Exterior Walls Brick/Good | Roof Surface Arch. shingle/Good | Window Type Dbl-hung vinyl/Good',
        'Finished area above grade contains: 7 Rooms 3 Bedrooms 2.1 Bath(s) 1,862 Square Feet of Gross Living Area Above Grade',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '3107 Ruffin Street',
      City: 'Raleigh',
      State: 'NC',
      ZipCode: '27607',
    });
    expect(p.BasicInfo).toMatchObject({
      Bedrooms: 3,
      Bathrooms: 2.5,
      SquareFootage: 1862,
      LotSize: 13504,
      LotSizeUnit: 'sq ft',
    });
    expect(p.HistoricalInfo.YearBuilt).toBe(1948);
    expect(p.LegalCompliance.ZoningInfo).toBe('R-4');
    expect(p.KeyFeatures.WindowFeatures).toBe('Dbl-hung vinyl/Good');
    expect(p.CustomFields).toMatchObject({
      County: 'Wake',
      "Assessor's Parcel #": '0795-48-2216',
      'R.E. Taxes $': '5,412',
      'Neighborhood Name': 'Budleigh',
      Dimensions: '75x180x76x181',
      Shape: 'Rectangular',
      'Zoning Description': 'Residential, 4 units/acre',
      'Design (Style)': 'Cape Cod',
      'Effective Age (Yrs)': '15',
      'Exterior Walls': 'Brick/Good',
      'Roof Surface': 'Arch. shingle/Good',
    });
    expect(p.RealtorContact).toMatchObject({
      Name: 'Odessa Lindqvist',
      Phone: '(919) 555-0163',
      Email: 'odessa@oakcityres.example.com',
      AgencyName: 'Oak City Residential Partners',
    });
  });

  it('reads a rental that says it is coming soon, and a preview before a home is offered publicly, as coming soon', () => {
    const rental = extract(
      [
        'The Larch House',
        '4412 Larchwood Avenue, Philadelphia, PA 19104',
        '$4,180/month',
        '',
        'Coming soon',
      ].join('\n'),
    );
    expect(rental.BasicInfo).toMatchObject({ ListingType: 'Coming Soon', Price: 4180 });
    const preview = extract(
      [
        'Before it is offered publicly',
        'Sound Shore Private Brokerage invites you to a private preview of',
        '1900 N Lincoln Park West, Penthouse, Chicago, IL 60614',
        'Offered at $4,850,000',
      ].join('\n'),
    );
    expect(preview.BasicInfo.ListingType).toBe('Coming Soon');
  });

  it("reads a home's price where a cash offer for it is set beside the price it would list at", () => {
    const listWith = extract(
      [
        '2418 E Palo Verde Circle, Mesa, AZ 85213',
        'YOUR CASH OFFER | $398,000',
        'List with a Keyway partner agent at $429,000 and keep this offer as a backup for 30 days.',
        'Price | $398,000 cash offer | $429,000',
      ].join('\n'),
    );
    expect(listWith.BasicInfo.Price).toBe(429000);
    const comingSoon = extract(
      [
        '6418 Calder Way, Indianapolis, IN 46220',
        'Cash offer | $251,000',
        'Coming soon to the MLS on May 14 at $274,900, with your agent.',
      ].join('\n'),
    );
    expect(comingSoon.BasicInfo).toMatchObject({ Price: 274900, ListingType: 'Coming Soon' });
  });

  it('reads a heading the page draws twice in one place once', () => {
    const p = extract(
      [
        'Villa 118 · The MagnoliaVilla 118 · The Magnolia',
        '5218 Egret Hollow Lane, Sarasota, FL 342405218 Egret Hollow Lane, Sarasota, FL 34240',
        'PRICE | $349,900',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '5218 Egret Hollow Lane',
      City: 'Sarasota',
      State: 'FL',
      ZipCode: '34240',
    });
  });

  it("reads a form's groups of choices along a row, an X typed before each one chosen", () => {
    const p = extract(
      [
        '1187 Kelton Avenue, Columbus, OH 43206',
        'Occupancy: | Owner | Tenant X Vacant | Unknown | Property type: X | SFR | Condo | Townhome | 2-4 Unit',
        '',
        'Overall condition | Good | Average X Fair | Poor | Conforms to neighborhood? X Yes | No',
        '',
        'Occupant X | Owner | Tenant | Vacant | Special Assessments $ 0 | HOA $ 612 | per year X per month',
      ].join('\n'),
    );
    expect(p.BasicInfo.PropertyType).toBe('Single Family Home');
    expect(p.CustomFields).toMatchObject({
      Occupancy: 'Vacant',
      'Overall Condition': 'Fair',
      Occupant: 'Owner',
    });
  });

  it("takes a form's empty state from another address the page gives the same city, and no room's name as an outdoor space", () => {
    const form = extract(
      [
        'Property address | 1187 Linwood Avenue | City | Columbus | State | Zip | 43206',
        '',
        'Olentangy Valley Brokers · 1450 W Fifth Avenue, Columbus, OH 43212',
      ].join('\n'),
    );
    expect(form.BasicInfo.Address).toEqual({
      Street: '1187 Linwood Avenue',
      City: 'Columbus',
      State: 'OH',
      ZipCode: '43206',
    });
    const captions = extract(
      [
        '5218 Egret Hollow Lane, Sarasota, FL 34240 | $349,900',
        '',
        'Lanai | Great room | Kitchen',
        '',
        'Lanai | Screened, 12 x 16 ft, preserve view',
      ].join('\n'),
    );
    expect(captions.KeyFeatures.OutdoorSpaces).toBe('Screened, 12 x 16 ft, preserve view');
  });

  it("reads the listing's line beside an empty check box of a search filter, and drops only the box", () => {
    const p = extract(
      [
        'LIVING OPTION | ☑ Independent living',
        'Apartment 2-214 · The Aspen Available May 1 | $2,890',
        '☐ 2 bedroom | 13550 Switzer Road, Apt 2-214, Overland Park, KS 66213 · Monthly rent',
        '☐ Memory care',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '13550 Switzer Road, Apt 2-214',
      City: 'Overland Park',
      State: 'KS',
      ZipCode: '66213',
    });
  });

  it("reads a tract's or a parcel's size as the lot, and a lot alone as land", () => {
    const p = extract(
      [
        'Sealed Bid 26-114 · Leonard Road tract · 3900 Leonard Road, Bryan, TX 77807',
        '',
        'Coming soon · bids open May 4 · Minimum bid: $240,000 · Tract size: 4.87 acres',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ PropertyType: 'Land', LotSize: 4.87, LotSizeUnit: 'acres' });
  });

  it("reads the lot's area over an amount read first under a label the lot's could be, and a hyphenated acre lot", () => {
    const draws = extract(
      [
        '2418 North Cedar Street, Spokane, WA 99205 | $1,150,000',
        '',
        'Line item | Budget | Drawn | Remaining | Complete',
        'Land | $142,000 | $142,000 | $0 | 100%',
        '',
        'Total bedrooms | 10 | Total baths | 8',
        '',
        'Building size | 4,360 sq ft | Lot size | 7,200 sq ft',
      ].join('\n'),
    );
    expect(draws.BasicInfo).toMatchObject({ LotSize: 7200, LotSizeUnit: 'sq ft' });
    const card = extract(
      [
        '118 Argyle Avenue, San Antonio, TX 78209',
        'Sold for $689,000',
        '4 beds · 2.5 baths · 2,486 sq ft · 0.28-acre lot · built 1938',
      ].join('\n'),
    );
    expect(card.BasicInfo).toMatchObject({ LotSize: 0.28, LotSizeUnit: 'acres' });
  });

  it("reads an amount over the bare caption Price, and the amount in a status banner over a rent roll's total", () => {
    const draws = extract(
      [
        'Site and utilities | $61,200 | $61,200 | $0 | 100%',
        '',
        'FOR SALE · ACTIVE',
        '2418 North Cedar Street, Spokane, WA 99205',
        '$1,150,000',
        'Price',
      ].join('\n'),
    );
    expect(draws.BasicInfo.Price).toBe(1150000);
    const roll = extract(
      [
        'Tear-off and reroof | $18,400',
        '',
        'INLAND NORTHWEST INVESTMENT REALTY',
        'COMING SOON · INVESTMENT PROPERTY | $749,000',
        '',
        '1124 West 9th Avenue',
        'Spokane, WA 99204',
        '',
        'Unit | Layout | Rent | Lease ends | Market',
        '1 (lower east) | 2 bd / 1 ba | $1,275 | 08/31/2026 | $1,300',
        'Total | $5,180 | $4,800',
        '',
        'Rent | $4,800',
      ].join('\n'),
    );
    expect(roll.BasicInfo).toMatchObject({ Price: 749000, ListingType: 'Coming Soon' });
  });

  it("reads a form's job address as the home's, past the contractor's letterhead and the owners' phone above it", () => {
    const p = extract(
      [
        'CAROLINA CREST ROOFING & EXTERIORS | ESTIMATE',
        '5120 North Tryon Street, Charlotte, NC 28213 | 704-555-0181 | estimates@carolinacrest.example',
        'No. CCR-26-0417',
        '',
        'DATE | 02/26/2026 | VALID THROUGH | 03/28/2026 | ESTIMATOR | Garrett Pike',
        '',
        'PREPARED FOR (OWNERS) | Miriam and Joel Espinoza | OWNER PHONE | 704-555-0193 | CUSTOMER NO.',
        'C-20871',
        'JOB ADDRESS | 1417 Thomas Avenue, Charlotte, NC 28205 | REFERRED BY | Whitney Alcorn, Queen City Hearth Realty',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toEqual({
      Street: '1417 Thomas Avenue',
      City: 'Charlotte',
      State: 'NC',
      ZipCode: '28205',
    });
  });

  it("reads the watched home's address past a title's words before it, over the address of the client it bills", () => {
    const titled = extract(
      [
        'Gulfshore Home Watch Client portal | Dr. Alan and Susan Whitcombe · Sign out',
        '',
        'Visit #47 (final visit): 4101 Gulf Shore Boulevard North, Unit 704, Naples, FL 34103',
        '',
        'CLIENT',
        'Dr. Alan and Susan Whitcombe',
        '88 Oak Ridge Road, Ann Arbor, MI 48105',
        'Weekly visits · $165 per month',
      ].join('\n'),
    );
    expect(titled.BasicInfo.Address).toEqual({
      Street: '4101 Gulf Shore Boulevard North, Unit 704',
      City: 'Naples',
      State: 'FL',
      ZipCode: '34103',
    });
    const listed = extract(
      [
        'Visit reports | Visit #112 · 4621 East Via Entrada',
        '',
        'CLIENT',
        'Mark and Janelle Foster',
        '1420 North Lake Shore Drive, Unit 9B, Chicago, IL 60610',
        'Premium weekly plan with vendor meet · $240 per month',
        '',
        'The owners have listed the home with the agent below.',
        '',
        '4621 East Via Entrada, Tucson, AZ 85718',
        'COMING SOON | $1,095,000',
      ].join('\n'),
    );
    expect(listed.BasicInfo.Address).toEqual({
      Street: '4621 East Via Entrada',
      City: 'Tucson',
      State: 'AZ',
      ZipCode: '85718',
    });
  });

  it("reads the remarks as published as the description, and no column of an estimate's items headed Description", () => {
    const p = extract(
      [
        'HAILSTONE ROOFING & RESTORATION | ESTIMATE',
        '',
        'Description',
        'Remove 1 layer asphalt shingles and felt, haul away',
        'Replace rotted decking, 1/2" CDX plywood (allowance)',
        'Synthetic underlayment, full deck',
        'GAF Timberline HDZ shingles, Charcoal (incl. 12% waste)',
        'Ridge vent with shingle cap',
        '',
        '3162 South Oakland Way, Aurora, CO 80014',
        '',
        'Listing remarks as published:',
        'An end-unit townhome that backs to the greenbelt, with a vaulted living room, a wood-burning fireplace and a kitchen with a pantry and a breakfast bar. Three',
        'bedrooms are upstairs, including a primary suite with a walk-in closet; the finished basement has a family room.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'An end-unit townhome that backs to the greenbelt, with a vaulted living room, a wood-burning fireplace and a kitchen with a pantry and a breakfast bar. Three bedrooms are upstairs, including a primary suite with a walk-in closet; the finished basement has a family room.',
    );
  });

  it('pairs a column of labels read whole before the column of their values, a few paragraphs on', () => {
    const p = extract(
      [
        'MLS # 5187734 | Status: Active | List Price: $129,900',
        '3412 West 126th Street, Cleveland, OH 44111',
        '',
        'Bedrooms:',
        'Sq Ft:',
        'Lot Sq Ft:',
        'Year Built:',
        'Style:',
        'Heating:',
        'Annual Taxes:',
        '',
        'Public Remarks',
        '',
        'DOM: 7',
        '',
        '3',
        '1,296',
        '5,200',
        '1925',
        'Colonial, 2 stories',
        'Gas forced air; no central air',
        '$2,687',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      Bedrooms: 3,
      SquareFootage: 1296,
      LotSize: 5200,
      LotSizeUnit: 'sq ft',
    });
    expect(p.HistoricalInfo.YearBuilt).toBe(1925);
    expect(p.KeyFeatures).toMatchObject({
      ArchitecturalDetails: 'Colonial, 2 stories',
      HeatingCooling: 'Gas forced air; no central air',
    });
    expect(p.CustomFields['Annual Taxes']).toBe('$2,687');
  });

  it('reads captions under their figures as theirs, not as the head of a table of the rows below', () => {
    const p = extract(
      [
        'CLOSED-SALE REPORT | LAKESHORE & OAK REALTY · prepared for counsel',
        '',
        '1847 Glenridge Way',
        'Winter Park, FL 32789',
        '',
        'Sale price | $742,500 | List price | $759,000 | Bedrooms | 4 | Baths | 3',
        '',
        '2,611 sq ft | 13,504 sq ft | 2-car | 1962',
        'Living area | Lot | Garage | Year built',
        '',
        'Closed | March 13, 2026 | Pool | Screened, heated saltwater pool',
        'Days on market | 19 | Updates | Kitchen 2019, roof 2021, impact windows 2022',
        'MLS # | O6291438 | Windows | Impact-rated throughout',
        'Zoning | R-1A | Floors | Polished terrazzo, oak in bedrooms',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      ListingType: 'Sold',
      Price: 742500,
      SquareFootage: 2611,
      LotSize: 13504,
      LotSizeUnit: 'sq ft',
      GarageSpaces: 2,
    });
    expect(p.KeyFeatures.WindowFeatures).toBe('Impact-rated throughout');
    expect(p.CustomFields).toMatchObject({ Closed: 'March 13, 2026', 'List Price': '$759,000' });
  });

  it('reads a status line that says the home sold with its closing date, over the list price labelled under it', () => {
    const p = extract(
      [
        'RECENTLY SOLD TO A NEW PHYSICIAN FAMILY',
        '1906 Mockingbird Lane, Tupelo, MS 38801',
        '',
        '• Sold for $318,000 | 4 bedrooms | 2.5 baths | 2,480 square feet on 0.46 acres',
        '• Sold | closed May 21, 2026',
        'Listed at: $324,900',
        'Year built: 1987',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 318000 });
    const caption = extract(
      [
        '2418 Friendly Street, Eugene, OR 97405',
        '',
        '$642,500',
        'Sold price · Sold · April 30, 2026',
        '',
        'Original list price | $659,000',
      ].join('\n'),
    );
    expect(caption.BasicInfo.ListingType).toBe('Sold');
  });

  it('reads a closing with its date after a heading, or an amount over the caption Sold for, as a sale', () => {
    const heading = extract(
      [
        'Item | Year | Hours / condition | Sold for | Result',
        'ABOUT THE BUILDING · SOLD · CLOSED APRIL 30, 2026',
        '201 West Water Street, Decorah, IA 52101',
        '',
        'Asking price: $349,000',
      ].join('\n'),
    );
    expect(heading.BasicInfo.ListingType).toBe('Sold');
    const caption = extract(
      [
        'CLOSING OF THE WEEK',
        '1408 Granger Avenue, Ann Arbor, MI 48104',
        '',
        '$712,500',
        'Sold for',
        '',
        'List price: $699,000',
      ].join('\n'),
    );
    expect(caption.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 712500 });
  });

  it('reads a sale price beside a different list price, on its row or the next, as a sale at that price', () => {
    const row = extract(
      [
        'BROKER FILE REVIEW · Closed transaction · seller side',
        '',
        'PROPERTY | 2865 Gilpin Street, Denver, CO 80205 | SALE PRICE | $598,000 | List price | $615,000',
      ].join('\n'),
    );
    expect(row.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 598000 });
    const next = extract(
      [
        '2207 Red Bluff Road, Pasadena, TX 77506',
        'Sale price | $1,385,000 | Renovations | Office interior renovated 2017',
        'List price | $1,450,000 | Clear height | 22 ft',
      ].join('\n'),
    );
    expect(next.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 1385000 });
    // (The same price under both labels is an asking price printed twice.)
    const same = extract(
      ['14 Elm Street, Dover, NH 03820', 'Sale price | $429,000 | List price | $429,000'].join('\n'),
    );
    expect(same.BasicInfo.ListingType).toBe('For Sale');
  });

  it("reads the rent in a rental's banner over a statement's balance above it", () => {
    const p = extract(
      [
        'PRIYA & DEVON NAKASHIMA',
        '',
        'New balance | $63,904.12 | Payment due | $512.60 | 04/15/2026',
        '',
        'FOR RENT | $2,350/month',
        'Old Town corner condo',
        '7301 East Camelback Road',
        'Unit 2042',
        'Scottsdale, AZ 85251',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'For Rent', Price: 2350 });
  });

  it('reads labelled sentences run together on a line, each value without its stop', () => {
    const p = extract(
      [
        '60 Mill Street, Unit 4C, Burlington, VT 05401 | $2,450/month',
        '',
        'Building built: 1904. Available: July 1, 2026. Lease: 12 months. Deposit: $2,450.',
        '',
        'Heat: Gas boiler and radiators, heat included. Floors: Refinished maple. Kitchen: Gas range, refrigerator, dishwasher. Windows: Tall original mill windows.',
        '',
        'Parking: Shared driveway for three cars. Zoning: R4C. Rental income: $4,950 per month (two leases).',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      HeatingCooling: 'Gas boiler and radiators, heat included',
      FlooringType: 'Refinished maple',
      WindowFeatures: 'Tall original mill windows',
      Parking: 'Shared driveway for three cars',
    });
    expect(p.CustomFields).toMatchObject({ Available: 'July 1, 2026', Deposit: '$2,450' });
  });

  it("reads a label's bullet over its value's bullet, the two alone in their paragraph, as a pair", () => {
    const p = extract(
      [
        '4412 Larchwood Avenue, Philadelphia, PA 19104 | $4,180/month',
        '',
        '• Lease',
        '• 12 months, one lease for the whole group',
        '',
        '• Furnished',
        '• Common rooms furnished; bedrooms unfurnished',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Lease: '12 months, one lease for the whole group',
      Furnished: 'Common rooms furnished; bedrooms unfurnished',
    });
  });

  it("reads the price set in the cell after 'Listed for sale at', and a run-in label that is a fact of its own", () => {
    const p = extract(
      [
        'INSIGHTS',
        'Laurel Ridge | Listing 5581-2093 · Gatlinburg, TN 37738 | LISTED FOR SALE AT | $689,000',
        'Performance',
        '1350 Laurel Ridge Way, Gatlinburg, TN 37738',
        'Reviews | Gross revenue, trailing 12 mo | Occupancy | 71% | Avg. nightly rate | $379',
        '$98,460',
        'Laurel Ridge Hideaway | Revenue and occupancy, last 12 months',
        '$12,880',
        '$12,210',
        '',
        'A three-level log cabin above Gatlinburg. Sold fully furnished and turnkey, with future bookings',
        'transferring to the buyer.',
        '',
        'Recent reviews',
        '',
        'Carlos ★★★★★ Apr 2026',
        'Steep driveway but paved. Fireplace was stocked. We will be back.',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(689000);
    const row = extract(
      [
        '1812 Key Drive, Alexandria, VA 22302 | $3,450/month',
        '',
        'Lease 12–24 months | Parking 1 assigned space + street permit',
      ].join('\n'),
    );
    expect(row.KeyFeatures.Parking).toBe('1 assigned space + street permit');
    expect(row.CustomFields).toMatchObject({ Lease: '12–24 months' });
  });

  it("reads a contract's closing date as a date to come, not a sale that has closed", () => {
    const p = extract(
      [
        "SELLER'S COUNTER OFFER No. 1",
        'Property | 1450 N Humboldt Street, Unit 5, Denver, CO 80218',
        '§ 3 | Closing Date | 06/26/2026',
        '',
        'COMING SOON',
        'Expected list price $529,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('Coming Soon');
    expect(p.CustomFields).toMatchObject({ 'Closing Date': '06/26/2026' });
  });

  it('reads the paragraphs a sentence hands over as the description ("Here are the listing remarks:")', () => {
    const p = extract(
      [
        '2210 Ashby Court, Franklin, TN 37064 | $874,900',
        '',
        'Visitor · 10:05 AM | Can I read the full description?',
        '',
        'Scout · 10:06 AM | Here are the listing remarks:',
        '',
        'All-brick two-story on a cul-de-sac in Westhaven with a main-level primary suite and a screened porch.',
        '',
        'The kitchen has a 6-burner gas range, a walk-in pantry and a large island open to the breakfast room.',
        '',
        'Scout · 10:07 AM | Would you like to see similar homes nearby?',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'All-brick two-story on a cul-de-sac in Westhaven with a main-level primary suite and a screened porch. The kitchen has a 6-burner gas range, a walk-in pantry and a large island open to the breakfast room.',
    );
  });

  it('reads on past rows of facts from the column beside the story into its next paragraph', () => {
    const p = extract(
      [
        '1412 Cedar Ridge Way, Gatlinburg, TN 37738 | $849,000',
        '',
        'Sale listing remarks',
        'A three-level log cabin on just over an acre above Gatlinburg, with a long-range',
        'view of Mount Le Conte from both decks. Each bedroom has its own bath.',
        '',
        'Outdoor | Two decks, covered hot tub, fire pit',
        '',
        'Road | Paved, county maintained',
        '',
        'The lower level is a game room with a pool table and a wet bar that opens to a',
        'covered hot tub deck. Sold fully furnished and turnkey, with future bookings',
        'transferring to the buyer.',
        '',
        'Recent reviews',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'A three-level log cabin on just over an acre above Gatlinburg, with a long-range view of Mount Le Conte from both decks. Each bedroom has its own bath. The lower level is a game room with a pool table and a wet bar that opens to a covered hot tub deck. Sold fully furnished and turnkey, with future bookings transferring to the buyer.',
    );
  });

  it("reads a space's monthly rent over the rate per foot it is quoted at, and the first year of a rent schedule", () => {
    const labelled = extract(
      [
        'Suite 210, 1450 E Fairview Avenue, Meridian, ID 83646',
        'Rentable area | 2,250 RSF',
        'Lease rate | $22.00/RSF/yr, full service',
        'Monthly rent | $4,125',
        'Term | 3-5 years',
      ].join('\n'),
    );
    expect(labelled.BasicInfo.Price).toBe(4125);
    // (The rate it is quoted at stays a fact under its own label.)
    expect(labelled.CustomFields?.['Lease Rate']).toBe('$22.00/RSF/yr, full service');
    const scheduled = extract(
      [
        'LEASE ABSTRACT | Available space · Retail',
        '8877 E Via Linda, Suite 112, Scottsdale, AZ 85258',
        'Rentable area | 1,920 RSF',
        'Lease type | NNN',
        '',
        'BASE RENT SCHEDULE (NNN)',
        'Lease months | Rate / RSF / yr | Annual base rent | Monthly base rent',
        '1 - 12 | $28.00 | $53,760.00 | $4,480.00',
        '13 - 24 | $28.84 | $55,372.80 | $4,614.40',
      ].join('\n'),
    );
    expect(scheduled.BasicInfo.Price).toBe(4480);
    expect(scheduled.BasicInfo.ListingType).toBe('For Rent');
  });

  it('reads the column headed as our listing in a sheet comparing it with its competitors, past a wrapped cell', () => {
    const p = extract(
      [
        'Field | Competitor 1 | OUR LISTING | Competitor 2',
        'Address | 85 Christopher Columbus Drive, Unit | 240 Warren Street, Unit 11C | 155 Bay Street, Unit 6F',
        '2104',
        'City, state, ZIP | Jersey City, NJ 07302 | Jersey City, NJ 07302 | Jersey City, NJ 07302',
        'Monthly rent | $3,295 | $3,150 | $2,975',
        'Interior sq ft | 1,010 | 1,064 | 948',
        'Year built | 2002 | 2016 | 1929 (converted 2019)',
        'Pets | Cats only | Cats and dogs welcome | Cats and small dogs',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 3150, SquareFootage: 1064 });
    expect(p.BasicInfo.Address.Street).toBe('240 Warren Street, Unit 11C');
    expect(p.HistoricalInfo.YearBuilt).toBe(2016);
    expect(p.CustomFields?.Pets).toBe('Cats and dogs welcome');
  });

  it("reads a year's rent in an investor's figures as income, not the price, beside a purchase price", () => {
    const p = extract(
      [
        '117 Weatherly Bend Drive · Madison, AL 35758',
        'Purchase price | $318,500 | Beds | 3 | Baths | 2',
        '',
        'Estimated annual figures',
        'Item | Per year | Per share',
        'Rent | $22,740 | $0.687',
        'Property tax and insurance | −$3,910 | −$0.118',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 318500, ListingType: 'For Sale' });
  });

  it('ends the public remarks at the heading of remarks for agents only, which are kept apart', () => {
    const p = extract(
      [
        '1420 Hinman Avenue, Unit 3E, Evanston, IL 60201 | $2,150/mo',
        '',
        'REMARKS',
        'Sunny top-floor corner unit in a 1928 courtyard building, two blocks from the lake. Updated kitchen with a dishwasher,',
        'hardwood floors throughout and a separate dining room. Heat and water are included in the rent.',
        '',
        'BROKER REMARKS (not for public display)',
        'Owner requires credit 680+ and income of 3x rent. Tenant in place until 6/28; showings Tu/Th 5-7 pm only.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toBe(
      'Sunny top-floor corner unit in a 1928 courtyard building, two blocks from the lake. Updated kitchen with a dishwasher, hardwood floors throughout and a separate dining room. Heat and water are included in the rent.',
    );
    const remarks = Object.entries(p.CustomFields ?? {}).find(([k]) => /remarks/i.test(k));
    expect(remarks?.[1]).toMatch(/^Owner requires credit/);
  });

  it("counts a garage's stalls and single garages as its spaces", () => {
    const stalls = extract(['5417 Halifax Lane, Edina, MN 55424', 'Garage | Detached, 2 stall'].join('\n'));
    expect(stalls.BasicInfo.GarageSpaces).toBe(2);
    const singles = extract(
      ['2214 E 4th Street, Long Beach, CA 90814', 'Garages: | 4 single-car, alley access'].join('\n'),
    );
    expect(singles.BasicInfo.GarageSpaces).toBe(4);
  });

  it('ends the description before a notice or a heading in capitals run on after it', () => {
    const notice = extract(
      [
        '4820 Lick Creek Road, Franklin, TN 37064 | $329,000',
        '',
        'REMARKS',
        'Five wooded and open acres west of Franklin with a ridge-top home site and long views to the south.',
        'Surveyed, soil tested and ready to build. ROAD FRONTAGE IS ON LICK CREEK RD. WALK THE LAND ANYTIME',
        'IN DAYLIGHT; PLEASE CALL FIRST IF THE GATE IS SHUT.',
      ].join('\n'),
    );
    expect(notice.Descriptions.PropertyDescription).toBe(
      'Five wooded and open acres west of Franklin with a ridge-top home site and long views to the south. Surveyed, soil tested and ready to build.',
    );
    const heading = extract(
      [
        '1418 E Hobart Street, Mesa, AZ 85203 | $2,195/mo',
        '',
        'REMARKS',
        'Single-level home on a quiet street near Red Mountain Park with a private pool and a covered patio.',
        'Tile in the living areas and new carpet in the bedrooms. TO APPLY OR SCHEDULE A SELF-TOUR Call Marcus',
        'Tsosie, leasing agent, 480-555-0146.',
      ].join('\n'),
    );
    expect(heading.Descriptions.PropertyDescription).toBe(
      'Single-level home on a quiet street near Red Mountain Park with a private pool and a covered patio. Tile in the living areas and new carpet in the bedrooms.',
    );
  });

  it("reads the story that starts under a list's heading, past its row of chips, as the description", () => {
    const property = extract(
      [
        'For sale | Price cut: $10,000 (3/28)',
        '$589,000',
        '2 bd | 2 ba | 1,065 sqft',
        '4410 Fremont Ave N #305, Seattle, WA 98103',
        '',
        "What's special",
        'Top floor | Corner unit | Lake peek | Rooftop deck',
        'Top-floor corner condo in the heart of Fremont with windows on two',
        'sides and a peek of Lake Union from the living room. The open',
        'kitchen has quartz counters and a gas range, and the primary',
        'bedroom fits a king bed with room for a desk.',
        '',
        'Walk to the Saturday market, the Burke-Gilman Trail and a dozen',
        'coffee shops. The building was finished in 2016 and has a rooftop',
        'deck, bike room and secure entry.',
        '',
        'Show less ⌃',
      ].join('\n'),
    );
    expect(property.Descriptions.PropertyDescription).toBe(
      'Top-floor corner condo in the heart of Fremont with windows on two sides and a peek of Lake Union from the living room. The open kitchen has quartz counters and a gas range, and the primary bedroom fits a king bed with room for a desk. Walk to the Saturday market, the Burke-Gilman Trail and a dozen coffee shops. The building was finished in 2016 and has a rooftop deck, bike room and secure entry.',
    );
  });

  it('keeps a long sentence that gives the figures and goes on to tell where the home sits, and drops a list of figures', () => {
    const told = extract(
      [
        '3806 West Bay Vista Avenue, Tampa, FL 33611 | Sold',
        '',
        'Built in 1957, this 3-bedroom, 2-bath block ranch of 1,640 sq ft sits on a deep lot in the Virginia Park neighborhood. The',
        'sellers put on a new roof and impact windows and doors throughout this spring.',
      ].join('\n'),
    );
    expect(told.Descriptions.PropertyDescription).toBe(
      'Built in 1957, this 3-bedroom, 2-bath block ranch of 1,640 sq ft sits on a deep lot in the Virginia Park neighborhood. The sellers put on a new roof and impact windows and doors throughout this spring.',
    );
    const listed = extract(
      [
        '88 Laurel Ridge Road, Boone, NC 28607 | $689,000',
        '',
        'A 3-bedroom, 2.5-bath mountain home of 2,240 sq ft on 1.8 acres, built in 2011 with an attached 2-car garage and a covered porch.',
        'Set back from a quiet county road on a sunny, gently sloping lot with long views to the west.',
      ].join('\n'),
    );
    expect(listed.Descriptions.PropertyDescription).toBe(
      'Set back from a quiet county road on a sunny, gently sloping lot with long views to the west.',
    );
  });

  it("keeps a sentence that counts the rooms in words after the story's sentences, and drops one of figures", () => {
    const cabin = extract(
      [
        '88 Lick Creek Road, McCall, ID 83638 | $2,450/mo',
        '',
        'HEATING | Propane wall furnaces; wood stove in great room',
        '',
        'A two-story cabin in the lodgepole pines a mile up Lick Creek, with a great',
        'room under a vaulted pine ceiling, a loft office and a wraparound deck. Three',
        'bedrooms and two baths, one bath on each floor.',
        '',
        'PETS | Cats OK; no dogs',
      ].join('\n'),
    );
    expect(cabin.Descriptions.PropertyDescription).toBe(
      'A two-story cabin in the lodgepole pines a mile up Lick Creek, with a great room under a vaulted pine ceiling, a loft office and a wraparound deck. Three bedrooms and two baths, one bath on each floor.',
    );
    const figures = extract(
      [
        '14 Alder Court, Boise, ID 83702 | $529,000',
        '',
        'Modern living with high ceilings, oversized windows and a private backyard retreat. This townhouse',
        'offers 4 bedrooms and 2 bathrooms across 2,410 square feet.',
      ].join('\n'),
    );
    expect(figures.Descriptions.PropertyDescription).toBe(
      'Modern living with high ceilings, oversized windows and a private backyard retreat.',
    );
  });

  it("reads the amount alone under the listing's status as its price, over a portal's estimates and the tax record", () => {
    const p = extract(
      [
        '1508 Dartmouth Street, Chattanooga, TN 37405',
        'DWELLR ESTIMATE | $472,300',
        '',
        '● For sale · Listed May 19, 2026',
        '$489,000',
        'Claim this home',
        '',
        'Public tax history',
        'Year | Property tax | Land appraisal | Improvements | Total appraisal',
        '2025 | $2,418 | $92,500 | $281,400 | $373,900',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 489000, ListingType: 'For Sale' });
  });

  it('reads a small table of answers and prices without failing (a table row left with one cell)', () => {
    const p = extract(['Ordered | Price', 'Yes | $120.00', 'No | $225.00'].join('\n'));
    expect(p.BasicInfo.Price).toBeGreaterThanOrEqual(0);
  });

  it("never takes an order's item prices for the home's, labelled or alone in their cells", () => {
    const alone = extract(
      [
        'Size | Qty | Each',
        '6 x 24 in | 1 | $22.00',
        '9 x 12 in | 1 | $12.00',
        '$134.32 | 4 BED',
        '',
        'HORSETOOTH REALTY GROUP',
        '$689,000',
        'New on the market',
        '2836 Brookwood Drive',
        'Fort Collins, CO 80525',
      ].join('\n'),
    );
    expect(alone.BasicInfo.Price).toBe(689000);
    const labelled = extract(
      [
        'Size | Qty | Price',
        '1 1/4 in | 1 | $18.00',
        '24 x 36 in | 1 | $64.00',
        '',
        'COMING SOON | $449,000',
        '7120 E Camelback Road, Unit 214, Scottsdale, AZ 85251',
      ].join('\n'),
    );
    expect(labelled.BasicInfo.Price).toBe(449000);
    // (A service's price in cents, a photographer's package, beside the asking price in prose.)
    const service = extract(
      [
        'Package | Price',
        'Signature shoot, twilight and drone | $650.00',
        '',
        'No. Off market, a private exclusive. Asking $1,385,000. The photos go in a private brochure.',
      ].join('\n'),
    );
    expect(service.BasicInfo.Price).toBe(1385000);
  });

  it('reads a label dated by its year in brackets as a label, in a row of labels over values and alone over its value', () => {
    const rows = extract(
      [
        '1650 Wynkoop Street, Unit 508, Denver, CO 80202',
        'List price | $549,000 | Bedrooms | 2 | Bathrooms | 2',
        'Outdoor space | Private balcony | HOA dues | $612 per month | Storage | Deeded unit S-14',
        '',
        'Taxes (2025) | Pets',
        '$2,988 | Two pets allowed',
      ].join('\n'),
    );
    expect(rows.CustomFields?.['Taxes (2025)']).toBe('$2,988');
    expect(rows.CustomFields?.Pets).toBe('Two pets allowed');
    // (Stacked one over another, a feature's label among them: "Garage" / "2-car detached".)
    const stacked = extract(
      [
        '214 Elm Street, Madison, WI 53705',
        '',
        'AT A GLANCE',
        '',
        'List price',
        '$689,000',
        'Bedrooms',
        '4',
        '',
        'Lot',
        '0.29 acre',
        'Garage',
        '2-car detached',
        'Heat / AC',
        'Gas forced air, central air',
        'Taxes (pay 2026)',
        '$11,206',
      ].join('\n'),
    );
    expect(stacked.CustomFields?.['Taxes (pay 2026)']).toBe('$11,206');
    expect(stacked.KeyFeatures.HeatingCooling).toBe('Gas forced air, central air');
    expect(stacked.KeyFeatures.Parking).toBe('2-car detached');
    // (So is "Windows" in a column of them, where it would head a section that runs on.)
    const windows = extract(
      [
        '41 Fore Street, Portland, ME 04101',
        '',
        'Bedrooms',
        '3',
        'Year built',
        '1890',
        'Parking',
        'Off-street for two, tandem',
        '',
        'Windows',
        'Harvey replacements, 2017',
        'Outdoor Roof deck with harbor view',
      ].join('\n'),
    );
    expect(windows.KeyFeatures.WindowFeatures).toBe('Harvey replacements, 2017');
    // (Taxes in dollars over a tax year read first.)
    const year = extract(
      ['Tax year 2026 appeal', 'Tax year | 2026', '', 'Taxes (2025) | $28,906', 'Bedrooms | 3'].join('\n'),
    );
    expect(year.CustomFields?.['Taxes (2025)']).toBe('$28,906');
  });

  it("keeps a fuller date under the same label over a banner's short one, and a lease's term apart from the rent", () => {
    const p = extract(
      [
        'For rent · available July 1',
        '88 Harbor Street, Unit 3, Portland, ME 04101',
        '$2,350/month',
        '',
        'Available: July 1, 2026',
        'Lease: 12 months',
        'Bedrooms | 2',
      ].join('\n'),
    );
    expect(p.CustomFields?.Available).toBe('July 1, 2026');
    expect(p.CustomFields?.Lease).toBe('12 months');
    expect(p.BasicInfo.Price).toBe(2350);
    // (Not a table's row under a label like it: "Unit | 4 (Upper rear)" is no fuller "# Units | 4".)
    const units = extract(
      ['# Units: | 4 | Year Built: | 1905', 'Unit | Level', 'Unit | 4 (Upper rear)'].join('\n'),
    );
    expect(units.CustomFields?.['# Units']).toBe('4');
    // (A term under "Lease" in a row of labels over values is a fact too; "underground" names parking.)
    const row = extract(
      [
        '301 Washington Avenue N, Unit 512, Minneapolis, MN 55401',
        '$2,195/month',
        'Built | Parking | Lease',
        '1904 | Heated underground, $175/month | 12 months',
      ].join('\n'),
    );
    expect(row.CustomFields?.Lease).toBe('12 months');
    expect(row.KeyFeatures.Parking).toBe('Heated underground, $175/month');
    expect(row.BasicInfo.Price).toBe(2195);
  });

  it('reads the figures left in a row of pairs over the row of their labels under them', () => {
    const p = extract(
      [
        '1714 Sagebrush Lane, Boise, ID 83702',
        '$489,000',
        '',
        'Bedrooms | 3 | 1,684 sq ft | 2,178 sq ft | Garage | 2',
        'Living area | Lot',
        '',
        'Bathrooms | 2 full, 1 half',
      ].join('\n'),
    );
    expect(p.BasicInfo.SquareFootage).toBe(1684);
    expect(p.BasicInfo.LotSize).toBe(2178);
    expect(p.BasicInfo.LotSizeUnit).toBe('sq ft');
    expect(p.BasicInfo.Bedrooms).toBe(3);
  });

  it('reads labelled sentences that wrap over lines, a blank apart too, each value to its stop', () => {
    const p = extract(
      [
        '14870 Ford Hollow Road, Prairie Grove, AR 72753',
        '$164,500 · Land for sale',
        'Acreage: 12.6 acres. Zoning: A-1 Agricultural. Road frontage: 642 ft on Ford Hollow Road. Utilities: Electric at the road;',
        'septic needed. Terrain: Wooded hillside. Perc test: Passed, 2025. School district: Prairie Grove School',
        '',
        'District. Parcel: 001-14112-000. Flood zone: AE.',
      ].join('\n'),
    );
    expect(p.LegalCompliance.ZoningInfo).toBe('A-1 Agricultural');
    expect(p.CustomFields?.Utilities).toBe('Electric at the road; septic needed');
    expect(p.CustomFields?.Terrain).toBe('Wooded hillside');
    expect(p.CustomFields?.['School District']).toBe('Prairie Grove School District');
    expect(p.CustomFields?.Parcel).toBe('001-14112-000');
    // (A sentence's whole opening is the label: "Flood zone" is no zoning.)
    expect(p.CustomFields?.['Flood Zone']).toBe('AE');
    // (A line that ends on a label's colon goes on into the next, whatever it opens with.)
    const waiting = extract(
      [
        '1800 N Bayshore Drive, Unit 1804, Miami, FL 33132',
        'Pets: Two pets up to 35 lb each. Taxes: $7,385 (2025). MLS #:',
        'A11820467.',
      ].join('\n'),
    );
    expect(waiting.CustomFields?.['MLS #']).toBe('A11820467');
    expect(waiting.CustomFields?.Pets).toBe('Two pets up to 35 lb each');
  });

  it("reads a list under the community's or the building's label as the amenities on site, and no visit's hours", () => {
    const community = extract(
      [
        'On site | 9:12 AM – 10:05 AM',
        '2218 Beryl Ridge Lane, Raleigh, NC 27612',
        'Bedrooms: | 3',
        'Floors: | LVP main level, carpet upstairs',
        'Community: | Dog park, pool, greenway access',
      ].join('\n'),
    );
    expect(community.Amenities.Onsite).toBe('Dog park, pool, greenway access');
    const building = extract(
      [
        '41 Fore Street, Unit 4, Portland, ME 04101',
        'Heat / A/C | Two heat pumps (2023)',
        'Building | Elevator, roof terrace, bike room',
      ].join('\n'),
    );
    expect(building.Amenities.Onsite).toBe('Elevator, roof terrace, bike room');
    // (A building's name is no list.)
    const named = extract(
      ['41 Fore Street, Unit 4, Portland, ME 04101', 'Building | Ala Wai Palms'].join('\n'),
    );
    expect(named.Amenities.Onsite).toBe('');
  });

  it('reads the work done on a room or a system under its label, with its year, as the renovations', () => {
    const p = extract(
      [
        '2019 Alder Street, Eugene, OR 97405',
        'For rent | $2,400/month',
        'Kitchen | Remodeled 2023, shaker cabinets, quartz counters',
        'Appliances | Refrigerator, gas range, dishwasher',
        'Chimneys | Relined 2026 after Level II inspection',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Renovations).toBe('Remodeled 2023, shaker cabinets, quartz counters');
    expect(p.KeyFeatures.Appliances).toBe('Refrigerator, gas range, dishwasher');
  });

  it("reads an amount with its caption after it as the price, over a unit's lease in a building for sale", () => {
    const p = extract(
      [
        '6120 SE 15th Avenue, Portland, OR 97202',
        '$615,000 Price · For sale · duplex',
        'Bedrooms | 4',
        'East unit lease | $1,795/month through 03/31/2027',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(615000);
    expect(p.BasicInfo.ListingType).toBe('For Sale');
    const sold = extract(
      ['1450 Larimer Street, Unit 708, Denver, CO 80202', '$452,000 Sold for', 'Closed | 04/18/2026'].join(
        '\n',
      ),
    );
    expect(sold.BasicInfo.Price).toBe(452000);
  });

  it('reads a house counted on acres told in prose as a home, and a lot with no house as land', () => {
    const home = extract(
      [
        '8815 County Road 12, Wellington, CO 80549',
        '$895,000',
        'Bedrooms | 4 | Bathrooms | 3 | Living area | 2,650 sq ft | Year built | 1998',
        '',
        'Twelve acres of irrigated pasture with a barn and a four-bedroom house on the knoll.',
      ].join('\n'),
    );
    expect(home.BasicInfo.PropertyType).toBe('Single Family Home');
    const lot = extract(
      [
        '8815 County Road 12, Wellington, CO 80549',
        '$195,000',
        '',
        'Twelve acres of irrigated pasture, with room for a four-bedroom house of 2,650 sq ft on the knoll.',
      ].join('\n'),
    );
    expect(lot.BasicInfo.PropertyType).toBe('Land');
  });

  it('reads a run of "Label — value" lines as pairs, and leaves a title with a dash as it is', () => {
    const p = extract(
      [
        'SECTION I — GENERAL INFORMATION',
        '1500 N Lake Shore Drive, Unit 12B, Chicago, IL 60610',
        '$389,000',
        '',
        'Bedrooms — 2',
        '',
        'Monthly assessment — $842',
        '',
        'Assessment includes — Heat, A/C, water, doorman',
        '',
        'Pets — Cats and dogs allowed, two maximum',
        '',
        'Building — 24-hour doorman, outdoor pool, fitness room',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bedrooms).toBe(2);
    expect(p.CustomFields?.['Assessment Includes']).toBe('Heat, A/C, water, doorman');
    expect(p.CustomFields?.Pets).toBe('Cats and dogs allowed, two maximum');
    expect(p.Amenities.Onsite).toBe('24-hour doorman, outdoor pool, fitness room');
    expect(p.CustomFields?.['SECTION I']).toBeUndefined();
  });

  it('reads a bullet list of labelled facts, unknown labels among known ones, as pairs, and a lone lead-in as a feature', () => {
    const p = extract(
      [
        '21400 NE Worden Hill Road, Dundee, OR 97115',
        '$149,000',
        'THE LAND',
        '• Acreage: 12.4 acres',
        '• Soil: Jory clay loam',
        '• Elevation: 540 to 720 ft',
        '• Septic: Feasibility approved 2024',
        '• Zoning: AF-10 Agriculture/Forest',
      ].join('\n'),
    );
    expect(p.CustomFields?.Soil).toBe('Jory clay loam');
    expect(p.CustomFields?.Elevation).toBe('540 to 720 ft');
    expect(p.LegalCompliance.ZoningInfo).toBe('AF-10 Agriculture/Forest');
    const feature = extract(
      [
        '88 Elm Street, Dayton, OH 45402',
        'Highlights',
        '• Stainless package: 30-in. gas range and dishwasher',
        '• Fenced yard',
      ].join('\n'),
    );
    expect(Object.keys(feature.CustomFields ?? {}).filter((k) => /stainless/i.test(k))).toEqual([]);
    // (Cooling named first labels the heating and cooling too.)
    const cooling = extract(
      [
        '⚠ Heat advisory until 7 PM EDT · NWS Tampa Bay Area',
        '',
        '400 4th Street S, Unit 1403, St. Petersburg, FL 33701',
        'Furnished | Unfurnished | Utilities included | Water, sewer, trash | Year built | 2007 | Cooling & heat | Central A/C, heat pump',
      ].join('\n'),
    );
    expect(cooling.KeyFeatures.HeatingCooling).toBe('Central A/C, heat pump');
  });

  it('reads a short label with a little word in it before its date or alone before its value, and no sentence with a colon', () => {
    const p = extract(
      [
        '1250 Benjamin Franklin Drive, Unit 604, Sarasota, FL 34236',
        'Pets: | Two pets up to 40 lb each',
        'On the market: | March 20, 2026',
        'Expected on market: August 20, 2026',
        'Loft-style condo in a former warehouse: 13-foot ceilings and timber beams',
      ].join('\n'),
    );
    expect(p.CustomFields?.['On the Market']).toBe('March 20, 2026');
    expect(p.CustomFields?.['Expected on Market']).toBe('August 20, 2026');
    // (A date with its weekday too.)
    expect(
      extract(
        ['2419 South Shoshone Street, Boise, ID 83705', 'On the market: Thursday, July 9, 2026'].join('\n'),
      ).CustomFields?.['On the Market'],
    ).toBe('Thursday, July 9, 2026');
    expect(Object.keys(p.CustomFields ?? {}).filter((k) => /warehouse/i.test(k))).toEqual([]);
    // (An open house is a fact of its own, with its day and hours.)
    const open = extract(
      [
        '88 Elm Street, Dayton, OH 45402',
        '$239,000',
        'Open house | Sunday, March 8, 1–3 pm | Bring your bingo card for a free square',
        'MLS #: 98231457 Open House: Sat 3/14, 1-3 PM School District: West Ada',
      ].join('\n'),
    );
    expect(open.CustomFields?.['Open House']).toBe('Sunday, March 8, 1–3 pm');
    expect(open.CustomFields?.['MLS #']).toBe('98231457');
    expect(open.BasicInfo.ListingType).toBe('For Sale');
  });

  it("passes over the address under a mailing panel's presort line for the listing's", () => {
    const p = extract(
      [
        'SUMMIT ATHLETIC CLUB | Member Services 801-555-0100',
        '',
        '*******AUTO**5-DIGIT 84102',
        'Jordan and Casey Whitfield',
        '1140 East 300 South, Apt 6',
        'Salt Lake City, UT 84102-2817',
        '',
        'THE HOME UPSTAIRS',
        '255 South State Street, Unit 1108 | $459,000',
        'Salt Lake City, UT 84111 | Offered at',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('255 South State Street, Unit 1108');
    expect(p.BasicInfo.Address.ZipCode).toBe('84111');
  });

  it("knows a home's services and standing by their labels: water, power, flood zone, occupancy, what the dues include", () => {
    const p = extract(
      [
        '1801 Bayshore Boulevard, Unit 5B, Tampa, FL 33606',
        '$689,000',
        'Flood zone | HOA includes',
        'AE | Building insurance, water, sewer, trash',
        '',
        'Water | Occupancy',
        'Private well | Vacant',
      ].join('\n'),
    );
    expect(p.CustomFields?.['Flood Zone']).toBe('AE');
    expect(p.CustomFields?.['HOA Includes']).toBe('Building insurance, water, sewer, trash');
    expect(p.CustomFields?.Water).toBe('Private well');
    expect(p.CustomFields?.Occupancy).toBe('Vacant');
  });

  it('reads a story cut off mid-sentence on into the paragraph that opens in lower case, past the block set into it', () => {
    const p = extract(
      [
        '4417 Corte Palo Verde, Scottsdale, AZ 85259',
        'Price | $735,000',
        'Beds | 4',
        '',
        'REMARKS',
        'Single-level home on an oversized corner lot with mountain views from the backyard. The split',
        'floor plan places the primary suite on its',
        '',
        'Flooring | Travertine, carpet in bedrooms',
        'Windows | Dual-pane low-E',
        '',
        'Listing Agent',
        'Mateo Ridgely',
        '(480) 555-0172',
        'Confidence: High: twenty similar homes sold nearby in the last six months, within a tight range.',
        '',
        'own wing with a walk-in shower and soaking tub.',
        '',
        'The kitchen opens to the family room and has a gas cooktop, wall oven and an island with bar seating.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription.replace(/\s+/g, ' ')).toBe(
      'Single-level home on an oversized corner lot with mountain views from the backyard. The split floor plan places the primary suite on its own wing with a walk-in shower and soaking tub. The kitchen opens to the family room and has a gas cooktop, wall oven and an island with bar seating.',
    );
  });

  it("reads no table's row as a sentence's start, and a story cut off mid-sentence on past a valuation's chart", () => {
    const p = extract(
      [
        '1600 Wynkoop Street, Unit 402, Denver, CO 80202',
        '$612,500',
        '',
        'From the listing',
        'A corner loft on the fourth floor of a 1909 brick warehouse converted to residences in 2001, a',
        'block from Union Station. Timber ceilings and exposed brick on two walls.',
        '',
        'The open kitchen has a gas range and a concrete-topped island that seats four. Both bedrooms have walk-in',
        '',
        'Jun ’25 | Jul | Aug | Sep | Oct | Nov',
        '$596.4K $598.1K $597.3K $600.8K $602.5K $601.9K',
        '',
        'Confidence: High: the home sold recently and 22 similar units sold nearby. Range $594,100 to $643,700.',
        '',
        'Price history',
        'Date | Event | Price | Source',
        '',
        'Apr 24, 2026 | Sold | $612,500 | Buyer’s agent: Devon Pike, Mile High Nest',
        'Realty',
        '',
        'Mar 29, 2026 | Under contract | $625,000 | Front Range MLS',
        '',
        'Mar 12, 2026 | Listed for sale | $625,000 | LoDo Urban Properties',
        '',
        'Aug 3, 2018 | Sold | $489,000 | Public record',
        'May 17, 2011 | Sold | $338,000 | Public record',
        '',
        'closets, and the primary bath has a double vanity and a glass shower.',
        'In-unit laundry and one deeded space in the secured garage.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription.replace(/\s+/g, ' ')).toBe(
      'A corner loft on the fourth floor of a 1909 brick warehouse converted to residences in 2001, a block from Union Station. Timber ceilings and exposed brick on two walls. The open kitchen has a gas range and a concrete-topped island that seats four. Both bedrooms have walk-in closets, and the primary bath has a double vanity and a glass shower. In-unit laundry and one deeded space in the secured garage.',
    );
  });

  it("reads no table's rows into the prose run on under them", () => {
    const p = extract(
      [
        'CONFERENCE SCHEDULE | 2715 Hoover Avenue',
        'Ames, IA 50010',
        'Date | Opponent | Time | Score',
        'Jan 23 | Newton Central | 6:00 | W 66–40',
        'Jan 27 | at Nevada Ridge | 6:00 | W 52–49 | Beds | 4 | Baths | Finished sq ft | Year | 1978',
        'Feb 3 | Ballard Creek | 7:30 | Tonight | 2 full, 1 half 2,140',
        'Feb 6 | at Carroll Kuemper | 6:00',
        'A split-foyer on a corner lot three blocks from the high school, with a new kitchen, a finished',
        'lower level with a second family room, and a fenced backyard.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription.replace(/\s+/g, ' ')).toBe(
      'A split-foyer on a corner lot three blocks from the high school, with a new kitchen, a finished lower level with a second family room, and a fenced backyard.',
    );
  });

  it('reads facts set value first before a dash and their label, a run of them', () => {
    const p = extract(
      [
        '612 Camino del Monte Sol, Santa Fe, NM 87501',
        '3 — Bedrooms',
        '2,210 sq ft — Heated sq ft',
        '1948 — Year built',
        'Radiant floor heat, three kiva fireplaces — Heat',
        'Two-car carport — Parking',
        '202601455 — MLS #',
        'Santa Fe – Taos',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bedrooms).toBe(3);
    expect(p.HistoricalInfo.YearBuilt).toBe(1948);
    expect(p.KeyFeatures.HeatingCooling).toBe('Radiant floor heat, three kiva fireplaces');
    expect(p.KeyFeatures.Parking).toBe('Two-car carport');
    expect(Object.entries(p.CustomFields ?? {}).find(([k]) => /^MLS ?#$/.test(k))?.[1]).toBe('202601455');
  });

  it('reads dashed facts set in two columns, value first or label first, each cell its own fact', () => {
    const p = extract(
      [
        '4507 Shell Avenue, Midland, TX 79707',
        '3 — Bedrooms | 1978 — Year built',
        '1,870 sq ft — Living area | Double-pane vinyl (2019) — Windows',
        'Gas furnace, central air — Heating & cooling | Tile and laminate — Flooring',
        '$5,902 (2025) — Taxes | Midland ISD — School district',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bedrooms).toBe(3);
    expect(p.HistoricalInfo.YearBuilt).toBe(1978);
    expect(p.KeyFeatures.WindowFeatures).toBe('Double-pane vinyl (2019)');
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas furnace, central air');
    expect(p.CustomFields?.Taxes).toBe('$5,902 (2025)');
    const first = extract(
      [
        '88 Orchard Lane, Hood River, OR 97031',
        'Bedrooms — 4 | Baths — 2',
        'Year built — 1924 | Flooring — Fir throughout',
        'Heat — Ductless heat pumps | Parking — Gravel driveway for two cars',
      ].join('\n'),
    );
    expect(first.BasicInfo.Bedrooms).toBe(4);
    expect(first.KeyFeatures.FlooringType).toBe('Fir throughout');
    expect(first.KeyFeatures.Parking).toBe('Gravel driveway for two cars');
  });

  it("takes the amount under the listing's address for its price, over the amounts of the page around it", () => {
    const auction = extract(
      [
        'Lot 117: Pennsylvania painted blanket chest, dated 1841',
        'CURRENT BID | $1,450',
        '17 bids · No reserve · Estimate $1,200 – $1,800',
        '',
        'About the estate',
        'The house and 3.1 acres are offered separately by the family’s agent.',
        '412 Hossler Road',
        'Manheim, PA 17545',
        '$525,000',
        'Offered at · House for sale through Red Rose Realty',
      ].join('\n'),
    );
    expect(auction.BasicInfo.Price).toBe(525000);
    const drive = extract(
      [
        'Last year you made it possible for us to:',
        '• replace two sets of turnout gear at $300 each;',
        '',
        'For sale',
        '27 Harbor Hill Lane, Unit 6',
        'Camden, ME 04843',
        '$565,000',
        'Offered at',
      ].join('\n'),
    );
    expect(drive.BasicInfo.Price).toBe(565000);
    // (Nor one end of an estimate's range.)
    const range = extract(
      [
        '1406 Dartmouth Street, Chattanooga, TN 37405',
        'ESTIMATE | $472,300',
        '$448,700 | $495,900',
        'Listed for sale at $489,000',
      ].join('\n'),
    );
    expect(range.BasicInfo.Price).toBe(489000);
    // (Nor an amount its caption says is no price.)
    const cut = extract(
      [
        'LAKESIDE LAND & HOME',
        'PRICE REDUCED | 91 DAYS ON MARKET',
        '',
        '5810 Tamarack Point Road | Was $849,000',
        "Coeur d'Alene, Idaho 83814 | $819,000",
        '$56,000 BELOW ORIGINAL LIST',
        '',
        '3 bd | 3 ba | 2,240 sf | MLS 25-8814',
      ].join('\n'),
    );
    expect(cut.BasicInfo.Price).toBe(819000);
  });

  it('prices a home that has sold at the amount captioned as sold, and keeps its list price apart', () => {
    const p = extract(
      [
        'List price | $485,000',
        'Sale date | May 22, 2026',
        'SOLD',
        '1824 East 29th Avenue, Spokane, WA 99203',
        'Basement | Finished: family room, bedroom, bath',
        '$498,000 Sold',
      ].join('\n'),
    );
    expect(p.BasicInfo.ListingType).toBe('Sold');
    expect(p.BasicInfo.Price).toBe(498000);
    expect(p.CustomFields?.['List Price']).toBe('$485,000');
  });

  it('prices a sold home at the amount over its "Sales price" caption, a line of another column between them or not', () => {
    const title = extract(
      [
        'Closed',
        '1642 E 33rd Street',
        'Tulsa, OK 74105',
        '$442,500',
        'Sales price',
        '',
        'List price | $449,900 | Closed | March 31, 2026 | Days on market | 21',
      ].join('\n'),
    );
    expect(title.BasicInfo.ListingType).toBe('Sold');
    expect(title.BasicInfo.Price).toBe(442500);
    const checklist = extract(
      [
        '4417 Quaker Lane, Alexandria, VA 22302',
        'Sold',
        'Financing contingency removed | Apr 13 | Dev Patel | Done',
        '$1,085,000',
        'Final walk-through | Apr 23 | Caroline Ashby | Done',
        'Sale price',
        'Beds | 4',
        'List price | $1,095,000',
      ].join('\n'),
    );
    expect(checklist.BasicInfo.Price).toBe(1085000);
    expect(checklist.CustomFields?.['List Price']).toBe('$1,095,000');
  });

  it('prices a sold home at "Sold for" later in a row that opens on SOLD, and at "Sold $389,000"', () => {
    const row = extract(
      [
        'SOLD | 518 East Gaston Street | Savannah, GA 31401 | Sold for | $1,125,000',
        'List price | Bedrooms | Lot',
        '$1,150,000 | 4 | 0.09 acre',
        '',
        'Closed | Baths',
        'March 6, 2026 | 3 full, 1 half',
      ].join('\n'),
    );
    expect(row.BasicInfo.Price).toBe(1125000);
    // (The row alone says the home has sold: the listing's street and what it sold for.)
    const alone = extract(
      [
        'SOLD | 518 East Gaston Street | Savannah, GA 31401 | Sold for | $1,125,000',
        'List price | Bedrooms | Lot',
        '$1,150,000 | 4 | 0.09 acre',
      ].join('\n'),
    );
    expect(alone.BasicInfo.ListingType).toBe('Sold');
    expect(alone.BasicInfo.Price).toBe(1125000);
    // (An amount captioned "Sold price" under it that ends a line of other cells says it too.)
    const tile = extract(
      [
        '4101 Gulf Shore Boulevard North, Unit 7, Naples, FL 34103',
        'List price | $1,299,000',
        'Sold · Closed 06/01/2026 | $1,265,000',
        'Sold price',
        '',
        'Bedrooms | 2 | Baths | 2',
      ].join('\n'),
    );
    expect(tile.BasicInfo.ListingType).toBe('Sold');
    expect(tile.BasicInfo.Price).toBe(1265000);
    const caption = extract(
      [
        'SOLD | 1450 North Aspenwood Loop, Unit 12',
        'Flagstaff, AZ 86004',
        'Sold $389,000',
        '',
        'List price | Heat',
        '$379,000 | Pellet stove, gas forced air',
      ].join('\n'),
    );
    expect(caption.BasicInfo.Price).toBe(389000);
  });

  it('reads the second column of a bulleted list of labelled facts, its bullets set in the row', () => {
    const p = extract(
      [
        '118 East 48th Street, Savannah, GA 31405',
        '• Bedrooms: 3 | • Style: Craftsman bungalow, deep porch',
        '• Baths: 2 | • Floors: Heart pine throughout',
        '• Square feet: 1,840 | • Garden: Camellias, azaleas, brick courtyard',
        '• Lot: 6,098 sq ft | • Parking: Off-street pad on the lane',
      ].join('\n'),
    );
    expect(p.KeyFeatures.FlooringType).toBe('Heart pine throughout');
    expect(p.KeyFeatures.Parking).toBe('Off-street pad on the lane');
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Camellias, azaleas, brick courtyard');
  });

  it('takes the street as the page spells it out elsewhere, over a shortened or capitalised form read first', () => {
    const p = extract(
      [
        'Parking near 2214 N Kenmore St · $95/mo',
        '2214 N Kenmore St, Arlington, VA 22201',
        'Beds | 3 | Baths | 2',
        '',
        '2214 North Kenmore Street',
        'Arlington, VA 22201',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('2214 North Kenmore Street');
    const record = extract(
      ['Site address | 11820 HULL STREET RD', '11820 Hull Street Road', 'Midlothian, VA 23112'].join('\n'),
    );
    expect(record.BasicInfo.Address.Street).toBe('11820 Hull Street Road');
    // (Not another address on the same street.)
    const other = extract(
      ['1560 Oak Ave #5C, Evanston, IL 60201', 'Comparable: 1580 Oak Avenue, Unit 2A'].join('\n'),
    );
    expect(other.BasicInfo.Address.Street).toBe('1560 Oak Ave #5C');
  });

  it('reads a date set over its label among tiles of labels over values', () => {
    const tile = extract(
      [
        '3318 North Quail Hollow Lane',
        'Boise, ID 83703',
        '',
        'Bedrooms',
        '4',
        '',
        'Feb. 20, 2026',
        'Closed',
        '',
        'Kitchen',
        'Double oven',
      ].join('\n'),
    );
    expect(tile.CustomFields?.Closed).toBe('Feb. 20, 2026');
    const row = extract(
      [
        '1650 North Power Road, Unit 38',
        'Mesa, AZ 85205',
        '',
        'Sold at | $412,000 | List price | $405,000 | March 12, 2026',
        'Closed',
      ].join('\n'),
    );
    expect(row.CustomFields?.Closed).toBe('March 12, 2026');
  });

  it("reads a lease's term that names what a shorter one costs as the term, not the rent", () => {
    const p = extract(
      [
        'For rent',
        '2120 North Fort Valley Road, Unit 214, Flagstaff, AZ 86001',
        '$1,975/month Rent',
        '',
        'Lease | 12 months; 6 months at $2,150 | Deposit | $1,975',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(1975);
    expect(p.CustomFields?.Lease).toBe('12 months; 6 months at $2,150');
  });

  it("reads no title under a street's label for the street", () => {
    const p = extract(
      [
        'A House on Prospect | A House on Prospect Street',
        'Street | The Hammond family and their Galena home, 1858–1998',
        'by Marlow, Judith · Book · 2011',
        '',
        'For sale · Active',
        '514 Prospect Street',
        'Galena, IL 61036',
        '$649,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('514 Prospect Street');
  });

  it("passes over a customer's or a signed-in tenant's address for a later one printed with a listing", () => {
    const ticket = extract(
      [
        'PENOBSCOT FUEL CO. | Office 207-555-0100',
        '',
        'DELIVER TO',
        'Lorraine Dube',
        '17 Pleasant Hill Road',
        'Hermon, ME 04401',
        'Fill: left side of house, by the bulkhead',
        '',
        'Gallons delivered | 162.4',
        '',
        'SOLD BY OUR NEIGHBORS AT HARBOR LIGHT REALTY',
        '86 Birchmont Avenue',
        'Bangor, ME 04401',
        'Sold for $264,500 | 3 bedrooms | 1.5 baths',
      ].join('\n'),
    );
    expect(ticket.BasicInfo.Address.Street).toBe('86 Birchmont Avenue');
    expect(ticket.BasicInfo.Address.City).toBe('Bangor');
    const portal = extract(
      [
        'Keystone Resident Center | Olivia Brandt · Sign out',
        '',
        'Welcome back, Olivia',
        '88 East Frambes Avenue, Apt 2B, Columbus, OH 43201',
        'Recent activity | BALANCE | $0.00',
        'Jun 1 | Rent, June | $1,345.00',
        '',
        'NOW LEASING FROM OUR TEAM',
        '',
        'For rent',
        '1471 Hunter Avenue',
        'Columbus, OH 43201',
        '$1,895/month',
        'Rent',
      ].join('\n'),
    );
    expect(portal.BasicInfo.Address.Street).toBe('1471 Hunter Avenue');
    expect(portal.BasicInfo.Price).toBe(1895);
    // (The name in a cell of its own beside a column of prose, a mailing panel's; the listing's amount
    // alone on a line under its city.)
    const report = extract(
      [
        'Buyers have more choice than a year ago. | Helen and Arthur Whitcombe',
        'Unrenovated units are sitting longest. | 6001 Pelican Bay Boulevard, Apt 1104',
        'Naples, FL 34108-8120',
        'RECENT CLOSINGS',
        '',
        'A fifth-floor residence in the Grosvenor with sunset views over the Gulf from a glassed-in lanai.',
        '',
        '6800 Pelican Bay Boulevard, Unit 502',
        'Naples, FL 34108',
        '$1,295,000',
        'Parking | 1 covered space',
      ].join('\n'),
    );
    expect(report.BasicInfo.Address.Street).toBe('6800 Pelican Bay Boulevard, Unit 502');
    expect(report.BasicInfo.Price).toBe(1295000);
    // An address under a heading is nobody's: the first stays the listing's, a later one's figures aside.
    const sale = extract(
      [
        'PROPERTY LOCATION',
        '7315 Bellaire Boulevard',
        'Houston, TX 77036',
        'The address is shown because the real estate is part of this sale.',
        'Please do not contact the business or its employees directly.',
        'Inquiries go through the advisor named below.',
        '',
        'Also sold this spring',
        '2209 West Baseline Road',
        'Tempe, AZ 85283',
        '3 beds | 2 baths',
      ].join('\n'),
    );
    expect(sale.BasicInfo.Address.Street).toBe('7315 Bellaire Boulevard');
  });

  it('reads no price from a "Label: value" line whose value is no amount of money', () => {
    const p = extract(
      [
        'Storage and drying',
        '• Drying: 4 cents per point over 15%.',
        '• Delayed price: 8 cents flat, 90 days.',
        '',
        'FARMLAND FOR SALE | Irrigated quarter, Madison County',
        '83417 563rd Avenue | $1,216,000',
        'Norfolk, NE 68701',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(1216000);
  });

  it("takes the amount after the headline over the listing's street for its price, over a statement's charges", () => {
    const p = extract(
      [
        'Ridgeline Builders LLC | Terms | 2% 10th, net 30 | Payments | -$48,210.55',
        'Attn: Accounts Payable | Credit limit | $150,000.00 | New charges | $61,384.20',
        'Balance due | $61,384.20',
        '',
        'FRAMED WITH A GALLATIN VALLEY PACKAGE · NOW FOR SALE | Customer showcase',
        'Mountain modern on Stonefly Lane | $874,000',
        '2841 Stonefly Lane, Bozeman, MT 59718',
        '',
        'Beds | 4 | Baths | 3.5 | Sq Ft | 2,960',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(874000);
  });

  it('reads a row of known labels over its row of figures a blank apart, and no table of several rows so', () => {
    const p = extract(
      [
        'Townhouse for rent',
        '4418 Heatherdowns Court',
        'Toledo, OH 43614',
        '',
        'Rent | BR | BA | Sq Ft | Garage',
        '',
        '$1,475/mo | 2 | 1.5 | 1,240 | 1 car',
        '',
        'Built: | 1996',
      ].join('\n'),
    );
    expect(p.BasicInfo.Bathrooms).toBe(1.5);
    expect(p.BasicInfo.SquareFootage).toBe(1240);
    expect(p.BasicInfo.GarageSpaces).toBe(1);
    const table = extract(
      [
        '1.2 acres at 2101 W Villa Maria Road, Bryan, TX 77803',
        'Property type | Vacant land',
        '',
        'No. | Property | Type | Acres | Year built',
        '',
        '26-109 | Former bus barn, 2101 W Villa Maria | Commercial | 1.2 | 1962',
        '',
        '25-088 | Lot 14, Pecan Ridge subdivision | Land | 0.4 | 2004',
      ].join('\n'),
    );
    expect(table.BasicInfo.PropertyType).toBe('Land');
    expect(table.HistoricalInfo.YearBuilt).toBe(0);
  });

  it("keeps a year's taxes that name their year over a month's share of a payment read first", () => {
    const p = extract(
      [
        '90 Lexington Avenue, Providence, RI 02907',
        'Principal & interest | $3,948 | Monthly MIP | $305',
        'Property taxes | $654 | Insurance | $245',
        '',
        'Units | 3',
        'Taxes | $7,842 (2025)',
      ].join('\n'),
    );
    const taxes = Object.entries(p.CustomFields ?? {}).filter(([label]) => /tax/i.test(label));
    expect(taxes.map(([, value]) => value)).toEqual(['$7,842 (2025)']);
  });

  it("takes a real estate firm's agent on a card that spells the name over another person read first", () => {
    const p = extract(
      [
        'GALLATIN VALLEY BUILDING SUPPLY | Statement',
        'Ridgeline Builders LLC | Salesperson | Dusty Kramer | Terms | Net 30',
        'Balance due | $61,384.20',
        '',
        'Mountain modern on Stonefly Lane | $874,000',
        '2841 Stonefly Lane, Bozeman, MT 59718',
        'Beds | 4 | Baths | 3.5',
        '',
        'Kendra Halvorsen · Bridger Peaks Real Estate · 406-555-0162 · kendra@bridgerpeaksre.example',
        'Yard office 406-555-0100 · orders@gallatinbuilding.example',
      ].join('\n'),
    );
    expect(p.RealtorContact.Name).toBe('Kendra Halvorsen');
    expect(p.RealtorContact.Email).toBe('kendra@bridgerpeaksre.example');
    expect(p.RealtorContact.AgencyName).toBe('Bridger Peaks Real Estate');
    // (A person read whose address spells the name keeps it.)
    const own = extract(
      [
        '2841 Stonefly Lane, Bozeman, MT 59718 | $874,000',
        'Listing agent | Dana Lund',
        'dana@lundhomes.example · 406-555-0190',
        '',
        'Kendra Halvorsen · Bridger Peaks Real Estate · 406-555-0162 · kendra@bridgerpeaksre.example',
      ].join('\n'),
    );
    expect(own.RealtorContact.Name).toBe('Dana Lund');
    // (Nor does a card of another trade, an engineer's, take the agent's place.)
    const engineer = extract(
      [
        '2841 Stonefly Lane, Bozeman, MT 59718 | $874,000',
        'Listing agent | Dana Lund | 406-555-0190',
        '',
        'Tom Ruffing · Allegheny Structural Consultants · 412-555-0176 · tom.ruffing@alleghenystructural.example',
      ].join('\n'),
    );
    expect(engineer.RealtorContact.Name).toBe('Dana Lund');
  });

  it('reads no narrator in a numeral\'s "I": a paragraph on a "Phase I" report goes on with the story', () => {
    const p = extract(
      [
        '4410 South Kirkwood Road, Houston, TX 77072 | $1,150,000',
        '',
        'A freestanding restaurant building with a full kitchen, a bar and a dining room for 140 on a signalized corner, with the patio and parking for 60 cars on a paved lot.',
        '',
        'The roof was replaced in 2022. A 2024 Phase I environmental report found no concerns, and the grease trap was pumped and inspected this spring.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toContain('Phase I environmental report');
  });

  it("takes the story from the listing's street on, over a page's own story of rooms above it", () => {
    const p = extract(
      [
        'PLANT 2 NEWS · March 2026',
        '',
        'Volunteers from the second shift painted the living room, kitchen and two bedrooms of the Habitat house on Elm Street last weekend, and the porch and deck are next on the list for the spring build days.',
        '',
        'Safety | 212 days without a lost-time injury',
        'Cafeteria | Chili on Monday, fish fry on Friday',
        'Parking | Lot C closes April 6 for paving',
        '',
        'FEATURED LISTING',
        '58112 Pinewood Drive, Elkhart, IN 46514 | $239,900',
        '',
        'A brick ranch on a 0.38-acre lot with mature maples, three bedrooms, a finished basement and an attached garage, ten minutes from the plant by the back roads.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^A brick ranch/);
    // (Land told there, no home's rooms in it, still leads over the page's story above.)
    const land = extract(
      [
        'The second shift raised $4,200 for the county food pantry in March, the most any shift has raised in a single month since the drive began, and the plant matched every dollar. Thank you to everyone who bought a raffle ticket, worked the bake sale table at the gate or drove the truck to the pantry on Saturday morning. The next drive starts in June, and sign-up sheets are posted by the time clocks at both entrances.',
        '',
        'Safety | 212 days without a lost-time injury',
        'Cafeteria | Chili on Monday, fish fry on Friday',
        'Parking | Lot C closes April 6 for paving',
        '',
        'FOR SALE BY A FELLOW EMPLOYEE',
        '27815 County Road 38, Goshen, IN 46526 | $184,000',
        '',
        'Twenty acres of level tillable ground on a paved county road, tiled in 2019 and cash rented through the 2026 harvest, with a wooded fence row along the north line.',
      ].join('\n'),
    );
    expect(land.Descriptions.PropertyDescription).toMatch(/^Twenty acres/);
  });

  it("takes a listing's header, its street and price over its city and the price's label, over a form's labelled address", () => {
    const p = extract(
      [
        'ENTRANT',
        'Owner name | Douglas R. Feeney | Club (if any) | Saguaro Mustang Owners',
        'Street address | 7731 East Cactus Wren Road | City, state, ZIP | Paradise Valley, AZ 85253',
        '',
        'TITLE SPONSOR · A HOUSE WITH A FIVE-CAR GARAGE | Cut here and keep',
        '28417 North 94th Place | $1,675,000',
        'Scottsdale, AZ 85262 | Price',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('28417 North 94th Place');
    expect(p.BasicInfo.Address.City).toBe('Scottsdale');
  });

  it("never takes the stand-in street of a labelled city with its ZIP for the listing's", () => {
    const p = extract(
      [
        'Name Theresa Lindquist | Phone 248-555-0135',
        'Address 2208 Vinsetta Boulevard | City, ZIP | Royal Oak, 48073',
        '',
        'WATCH THE CRUISE FROM YOUR BALCONY',
        '415 South Washington Avenue, Unit 304',
        'Royal Oak, MI 48067',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address.Street).toBe('415 South Washington Avenue, Unit 304');
    expect(p.BasicInfo.Address.City).toBe('Royal Oak');
  });

  it("takes the agent's own number over a desk's or a questions line's run into the card", () => {
    const p = extract(
      [
        '2417 Sycamore Lane, Eagan, MN 55122 | $489,000',
        '',
        'Kristin Lindahl',
        'Tournament desk 952-555-0170 | North Star Nest Realty',
        '952-555-0128 | kristin@northstarnest.example',
      ].join('\n'),
    );
    expect(p.RealtorContact.Phone).toBe('(952) 555-0128');
  });

  it('reads a heating system named in a sentence as the heating, its article as the sentence has it', () => {
    const p = extract(
      [
        '3114 Cass Avenue, Omaha, NE 68131 | $329,000',
        '',
        'An up-and-down duplex a block from Hanscom Park, each flat with two bedrooms, its own gas furnace and central air, and a porch over the street. The roof was replaced in 2022.',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('its own gas furnace and central air');
  });

  it('reads no feature from an address, whatever its street is called', () => {
    const p = extract(
      [
        '88 Furnace Hills Pike, Lititz, PA 17543 | $289,000',
        '',
        'A stone farmhouse on two acres with a bank barn and a spring house, the kitchen redone in 2021 and the windows replaced in 2019.',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('');
  });

  it("reads no city from a table's header row of single words, a stay history's", () => {
    const p = extract(
      [
        'Stay history | Upcoming',
        'Dates | Hotel | City | Nights | Points | Next stay | Canyonlight Sedona, Oct 15–18, 2026',
        '',
        'Jun 2–6, 2026 | Canyonlight Sedona | Sedona, AZ | 4 | +9,320',
        '',
        '60 Canyon Shadows Drive, Sedona, AZ 86336',
        '$795,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.Address).toMatchObject({ Street: '60 Canyon Shadows Drive', City: 'Sedona' });
  });

  it('reads a row of figures cut short under its header and taken up again past the agent card set across it', () => {
    const p = extract(
      [
        'Coach’s lake house | $459,900',
        '3912 Covington Lake Drive, Fort Wayne, IN 46804',
        'Beds | Baths | Sq Ft | Acres | Built | Garage',
        '4 | 3.5',
        '',
        'Renata Kowalczyk',
        '',
        'Three Rivers Realty',
        '260-555-0119',
        '',
        '3,420 | 0.71 | 2004 | 3-car',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 4, Bathrooms: 3.5, SquareFootage: 3420, LotSize: 0.71 });
    expect(p.BasicInfo.GarageSpaces).toBe(3);
    expect(p.HistoricalInfo.YearBuilt).toBe(2004);
  });

  it("reads a parcel's acres under a bare Size, or run in after a lot's label among other facts", () => {
    const lot = (line: string) =>
      extract(['7002 82nd Street, Lubbock, TX 79424', '$640,000', line].join('\n')).BasicInfo;
    expect(lot('Size: 1.37 acres')).toMatchObject({ LotSize: 1.37, LotSizeUnit: 'acres', SquareFootage: 0 });
    expect(lot('Asking · Acreage 12.4 acres')).toMatchObject({ LotSize: 12.4, LotSizeUnit: 'acres' });
    expect(lot('Building | 14,200 sq ft. Site 0.62 acres.')).toMatchObject({
      LotSize: 0.62,
      SquareFootage: 14200,
    });
  });

  it('reads facts set value first with a dash as the last column of rows that hold other cells first', () => {
    const p = extract(
      [
        '1815 Haskell Street, Austin, TX 78702 | $1,240,000',
        '3,600 sq ft — Building size | 1984 — Year built',
        'Add-on | Details | Price | 0.21 acres — Lot | All four kitchens, 2022 — Renovations',
        '',
        'Camping | Not included in this order | — | $1,275,000 — Original list price | Central air in each unit — Cooling',
        'Wristbands | Festival rules | 4 — Units | Hookups in each unit — Laundry',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      Renovations: 'All four kitchens, 2022',
      HeatingCooling: 'Central air in each unit',
    });
    expect(p.CustomFields).toMatchObject({ Units: '4', Laundry: 'Hookups in each unit' });
  });

  it("passes over a titled guest's address and a letterhead's for the listing printed further down", () => {
    const guest = extract(
      [
        'THE CAMELBACK SONORAN | GUEST FOLIO',
        '',
        'Mr. Daniel Okafor | Room | 1412 · Casita King',
        '1840 North Halsted Street, Apt 5C | Arrival | 03/14/2026',
        'Chicago, IL 60614 | Departure | 03/18/2026',
        'Folio no. | 88214-02',
        '',
        'Date | Description | Charges',
        '03/14 | Room, Casita King | $689.00',
        '03/15 | Spa, hot stone massage | $240.00',
        '',
        'THE RESIDENCES · RESALE | Offered at',
        'Residence 418, Camelback view | $1,295,000',
        '7700 East Mountain Shadows Drive, Unit 418, Scottsdale, AZ 85253',
      ].join('\n'),
    );
    expect(guest.BasicInfo.Address).toMatchObject({ City: 'Scottsdale', ZipCode: '85253' });
    const letterhead = extract(
      [
        'SANDIA HOME HEALTH & HOSPICE | Visit Calendar · April 2026',
        '4801 Lomas Boulevard NE, Albuquerque, NM 87110 | 24-hour line 505-555-0100',
        'Patient: Esperanza Baca | MR 00-771245',
        '',
        'Physical therapy',
        'Ben Yazzie, PT, 505-555-0137 | 1512 Girard Boulevard SE | $489,000',
        'Albuquerque, NM 87106',
        'Duplex for sale near UNM',
      ].join('\n'),
    );
    expect(letterhead.BasicInfo.Address).toMatchObject({
      Street: '1512 Girard Boulevard SE',
      ZipCode: '87106',
    });
  });

  it('prices a sold home at the amount under SOLD in a header row over its figures, the list price kept', () => {
    const p = extract(
      [
        'FULL TIME: SOLD | From the official real estate partner',
        '',
        '2614 Wade Park Lane',
        'Raleigh, NC 27607',
        '',
        'SOLD | LIST | DAYS | BEDS | BATHS | SQ FT',
        '',
        '$418,000 | $409,900 | 4 | 3 | 2.5 | 1,780',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({
      ListingType: 'Sold',
      Price: 418000,
      Bedrooms: 3,
      SquareFootage: 1780,
    });
    expect(p.CustomFields.List).toBe('$409,900');
  });

  it("prices a home at the amount after its street on a row whose first cells are another table's", () => {
    const p = extract(
      [
        'Section | Row | Seats | Price level | Qty | Each | Amount',
        '104 | K | 11–14 | Lower sideline | 4 | $1,140.00 | $4,560.00 | 1120 Capitol Avenue, Unit 704 | $389,000',
        'Omaha, NE 68102',
        'Playoff strip, first round | 4 | $96.00 | $384.00',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(389000);
  });

  it('prices a sold home at an amount leading its line whose sold caption sits two lines under it', () => {
    const p = extract(
      [
        'Garage spaces | 2 | List price | $559,000 | June 12, 2026 | Days on market | 9',
        'Sold on',
        '',
        '4471 North Camino Aurelia | Kitchen remodel | Outdoor',
        'Tucson, AZ 85718',
        '$548,000 | Catalina Foothills USD',
        'Schools',
        'Sold price',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 548000 });
  });

  it('reads dashed facts a blank apart from a run of them as more of it, before and after', () => {
    const p = extract(
      [
        '201 Carondelet Street, Suite 104, New Orleans, LA 70130 | $6,800/mo',
        '',
        'Hotel lobby and Carondelet Street — Entrances',
        '',
        'Retail, gallery, café or wine bar — Permitted use',
        'Building chilled water, separately metered — HVAC',
        '1926 — Built',
        'Lobby and arcade, 2019 — Renovated',
        'Validated valet in the hotel garage — Parking',
        '',
        'Landlord allowance on 5-year lease — Build-out',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Entrances: 'Hotel lobby and Carondelet Street',
      'Permitted Use': 'Retail, gallery, café or wine bar',
      'Build-out': 'Landlord allowance on 5-year lease',
    });
    expect(p.HistoricalInfo.YearBuilt).toBe(1926);
  });

  it('reads a heating system with the year it was replaced in a sentence', () => {
    const p = extract(
      [
        '14 Tattnall Mews, Savannah, GA 31405 | $365,000',
        '',
        'It is a brick-front end unit built in 2007, with a heat pump replaced in 2023. There is luxury vinyl plank on the main floor.',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('a heat pump replaced in 2023');
  });

  it('keeps a title that opens the description: a stop after "Dr." ends no sentence', () => {
    const p = extract(
      [
        '4418 Lassiter Crest Court, Raleigh, NC 27609 | $415,000',
        '',
        'Dr. Ames is retiring to the coast after 31 years at Harbor Point, and her end-unit townhouse in North Hills is for sale. It has a main-floor primary suite and a screened porch over the woods.',
      ].join('\n'),
    );
    expect(p.Descriptions.PropertyDescription).toMatch(/^Dr\. Ames is retiring/);
  });

  it("reads a row of labels and values after a cell of another column, and leaves a table's header row alone", () => {
    const p = extract(
      [
        '1204 Depot Street, Brookings, SD 57006 | $389,000',
        '',
        'tractor pull. | Rail spur | Inactive, BNSF | Taxes | $9,870 (2025) | Parking | Gravel lot, 20 spaces',
        'FINANCING | NOI | $158,400 | Cap rate | 6.7%',
        '',
        'Residence | Plan | Price | Status | Primary bedroom | Second bedroom | Resale listing agent for Residence 604',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Rail Spur': 'Inactive, BNSF',
      NOI: '$158,400',
      'Cap Rate': '6.7%',
    });
    expect(p.KeyFeatures.Parking).toBe('Gravel lot, 20 spaces');
    expect(p.CustomFields['Second Bedroom']).toBeUndefined();
  });

  it('reads an answer that opens on "Not" as a value beside its label in a row of facts', () => {
    const p = extract(
      [
        '3318 N 27th Street, Tacoma, WA 98407 | $2,395/mo',
        '',
        'Photo 1 of 18 | Year Built | 1956 | Smoking | Not permitted',
        'Heating/cooling | Gas forced air | Short-term rentals | Not allowed',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({ Smoking: 'Not permitted', 'Short-term Rentals': 'Not allowed' });
  });

  it("prices a home at the amount beside its street over a price labelled far from it, a car's", () => {
    const p = extract(
      [
        'GULF COAST MOTORS | 2024 Camry SE',
        'OUR PRICE | $19,488 or $329/mo*',
        'VIN | 4T1G11AK5RU812330',
        'Engine | 2.5L 4-cylinder',
        'Transmission | 8-speed automatic',
        'Mileage | 14,210',
        'Exterior | Celestial Silver',
        'Interior | Black fabric',
        'Fuel economy | 28 city / 39 highway',
        '',
        'ALSO FROM OUR SALES MANAGER: CONDO FOR RENT',
        '3850 Government Boulevard, Unit 312 | $1,650 a month',
        'Mobile, AL 36693',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 1650, ListingType: 'For Rent' });
  });

  it('prices a home at an amount after its price caption under its address', () => {
    const p = extract(
      [
        'Your cart | Session 2 · Aug 3–8 | $1,195',
        '',
        '35120 County Road 66',
        'Crosslake, MN 56442',
        'Asking price · For sale | $298,000',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(298000);
  });

  it("reads a long column of labels with its column of values after a few lines of another column's", () => {
    const p = extract(
      [
        'Former Garfield Elementary School',
        '2120 Ripley Street, Davenport, IA 52803',
        '',
        'Property data',
        'Building area',
        'Site',
        'Year built',
        'Additions',
        'Stories',
        'Zoning',
        'Heating',
        'Parking',
        '',
        'Board meeting of April 13, 2026',
        '',
        '$1,150,000',
        'Asking price',
        '',
        'As listed',
        '48,600 sq ft',
        '6.4 acres',
        '1931',
        '1958 gymnasium, 1994 classroom wing',
        '3, with elevator',
        'R-4; special use permit for reuse',
        'Gas boilers, steam radiators',
        '64 surface spaces',
        '',
        'BROKER’S REMARKS',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ SquareFootage: 48600, LotSize: 6.4, Price: 1150000 });
    expect(p.HistoricalInfo.YearBuilt).toBe(1931);
    expect(p.LegalCompliance.ZoningInfo).toBe('R-4; special use permit for reuse');
    expect(p.KeyFeatures).toMatchObject({
      HeatingCooling: 'Gas boilers, steam radiators',
      Parking: '64 surface spaces',
    });
    expect(p.CustomFields).toMatchObject({ Additions: '1958 gymnasium, 1994 classroom wing' });
  });

  it('prices a sold home at the amount under "Sold for" or "Sale price" in a header row, the list price kept', () => {
    const p = extract(
      [
        'A SOLD HOME IN OUR FAMILY',
        '3814 Hillcrest Drive, Madison, WI 53705',
        '',
        'Sold for | Bedrooms | Lot',
        '$512,000 | 4 | 0.19 acre',
        '',
        'List price | Baths | Built',
        '$489,900 | 2 | 1956',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 512000 });
    expect(p.CustomFields['List Price']).toBe('$489,900');
  });

  it('reads a home as sold at the amount a line under its street captions as what it sold for', () => {
    const p = extract(
      [
        'Thank you to Lilac Gate Realty!',
        '',
        '2418 East 29th Avenue, Spokane, WA 99223',
        '$538,500 Sold for · Sold',
        'List price $525,000 · Sold March 20, 2026 · Days on market 4',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ ListingType: 'Sold', Price: 538500 });
  });

  it('answers a valid, complete property even for text with no listing in it', () => {
    const p = extract('Quarterly newsletter\nThank you for reading.');
    expect(p.BasicInfo.Price).toBe(0);
    expect(p.BasicInfo.PropertyType).toBe('');
    expect(p.SEO.Keywords).toEqual([]);
    expect(p.HistoricalInfo.YearBuilt).toBe(0);
  });

  it('drops values the property rules refuse instead of storing them', () => {
    const p = extract('Year Built: 2999\nBathrooms: 2.75\nState: Oregon');
    expect(p.HistoricalInfo.YearBuilt).toBe(0);
    // Halves are kept (2.5 baths); other fractions go down to the half.
    expect(p.BasicInfo.Bathrooms).toBe(2.5);
    expect(p.BasicInfo.Address.State).toBe('OR');
  });
});
