import { describe, expect, it } from 'vitest';
import { extractProperty } from './builtin-extractor.ts';
import {
  classifyFeature,
  customLabel,
  fieldForLabel,
  mapPropertyType,
  propertyTypeInProse,
} from './listing-vocabulary.ts';
import { findProseFeatures } from './prose-features.ts';
import { readDocument } from './read-document.ts';

// Key features and amenities: where each item of a features list goes, the labels that name a
// feature, and values that wrap or run on.

const read = (text: string) => extractProperty({ text });

describe('feature rules', () => {
  it('reads check boxes set in columns as one item each, home features apart from community ones', () => {
    const p = read(
      [
        '12 Elm Row | $300,000',
        '',
        'FEATURES',
        '☑ Stainless steel appliances | ☑ Fenced yard',
        '☑ Oak floors on main level | ☑ Community pool',
        '☑ Tot lot | ☑ Walking trails',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.Appliances).toBe('Stainless steel appliances');
    expect(p.KeyFeatures?.FlooringType).toBe('Oak floors on main level');
    expect(p.KeyFeatures?.OutdoorSpaces).toBe('Fenced yard');
    expect(p.Amenities?.Onsite).toBe('Community pool, Tot lot, Walking trails');
  });

  it('keeps a bullet that opens with a feature label whole', () => {
    const doc = readDocument(['• Close to Riverside Park', '• Garage with workshop'].join('\n'));
    expect(doc.pairs).toEqual([]);
    expect(doc.lines.map((l) => l.cells[0])).toEqual(['Close to Riverside Park', 'Garage with workshop']);
  });

  it("knows a community's shared amenities from the home's own", () => {
    expect(classifyFeature('Community dock')).toBe('onsite');
    expect(classifyFeature('Pool & cabana')).toBe('onsite');
    expect(classifyFeature('Heated resort pool & spa')).toBe('onsite');
    expect(classifyFeature('12 lighted courts')).toBe('onsite');
    expect(classifyFeature('18-hole executive course')).toBe('onsite');
    expect(classifyFeature('Community pool')).toBe('onsite');
    expect(classifyFeature('Heated pool with spa')).toBe('outdoor');
    expect(classifyFeature('Covered patio with view')).toBe('outdoor');
  });

  it('reads work dated by its year as renovations, whatever it is made of', () => {
    expect(classifyFeature('Roof 2020, vinyl windows 2017')).toBe('renovations');
    expect(classifyFeature('TPO roof 2021, rooftop units 2022')).toBe('renovations');
    expect(classifyFeature('40,000 SF added 2015; new TPO roof')).toBe('renovations');
    expect(classifyFeature('Vinyl plank floors')).toBe('flooring');
  });

  it('reads parking said in stalls, vehicles, pads and plural carports', () => {
    expect(classifyFeature('Detached 2-stall with bunk room')).toBe('parking');
    expect(classifyFeature('Gravel pad for 3 vehicles plus boat trailer')).toBe('parking');
    expect(classifyFeature('Two carports plus street')).toBe('parking');
    const p = read(['Garage | Detached 2-stall with shop', 'Parking | Two carports plus street'].join('\n'));
    expect(p.KeyFeatures?.Parking).toBe('Detached 2-stall with shop');
  });

  it('reads a drive of gravel or pavement under the parking label as the parking', () => {
    const p = read(
      ['Heat | Heat pump and wood stove', 'Parking | Gravel drive, one machine shed bay'].join('\n'),
    );
    expect(p.KeyFeatures?.Parking).toBe('Gravel drive, one machine shed bay');
  });

  it('reads how a house is built and clad as its architecture', () => {
    expect(fieldForLabel('Construction')).toBe('architecture');
    expect(fieldForLabel('Exterior Materials')).toBe('architecture');
    const p = read(['Beds | 3', '', 'Construction | Brick veneer on slab', '', 'Baths | 2'].join('\n'));
    expect(p.KeyFeatures?.ArchitecturalDetails).toBe('Brick veneer on slab');
  });

  it('joins a word wrapped under a key/value row alone in its paragraph', () => {
    const p = read(
      [
        'Year Built | 2011',
        '',
        'Heat / Cool | Gas forced air / central',
        'AC',
        '',
        'Parking | 1-car garage',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.HeatingCooling).toBe('Gas forced air / central AC');
    expect(p.KeyFeatures?.Parking).toBe('1-car garage');
  });

  it('reads a list whose items are set a blank line apart under its heading', () => {
    const p = read(
      [
        'Highlights',
        'Two units leased through June',
        '',
        'Separate gas furnaces and water heaters',
        '',
        'New roof in 2020 and updated electrical panels',
        '',
        'Shared backyard with raised beds',
        '',
        'Off-street parking for two cars',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.HeatingCooling).toBe('Separate gas furnaces and water heaters');
    expect(p.KeyFeatures?.Renovations).toBe('New roof in 2020 and updated electrical panels');
    expect(p.KeyFeatures?.OutdoorSpaces).toBe('Shared backyard with raised beds');
    expect(p.KeyFeatures?.Parking).toBe('Off-street parking for two cars');
  });

  it('keeps work done on a feature under its label', () => {
    const p = read(
      ['Beds | 3', 'Floors: Refinished quarter-sawn oak', 'Parking: Detached garage'].join('\n'),
    );
    expect(p.KeyFeatures?.FlooringType).toBe('Refinished quarter-sawn oak');
  });

  it("reads a lot's size run into its label", () => {
    const doc = readDocument('Built 1912 · Lot 5,000 sq ft');
    expect(doc.pairs.map((p) => [p.label, p.value])).toContainEqual(['Lot', '5,000 sq ft']);
    expect(readDocument('Lot 7 of Block 12').pairs).toEqual([]);
  });

  it("reads a rental's terms said in phrases of their own", () => {
    const doc = readDocument(
      ['1 month deposit · 12-month lease', '', 'Cats OK.', 'Available Dec 1.'].join('\n'),
    );
    const terms = Object.fromEntries(doc.pairs.map((p) => [p.label, p.value]));
    expect(terms).toMatchObject({
      'Lease Terms': '12-month lease',
      'Pet Policy': 'Cats OK',
      Available: 'Dec 1',
    });
    expect(readDocument('Available in three colors').pairs).toEqual([]);
  });

  it('reads the lines under "Inside" as the home\'s features', () => {
    const p = read(['Inside', 'Dishwasher, gas range, microwave', '', 'Central heat and AC'].join('\n'));
    expect(p.KeyFeatures?.Appliances).toBe('Dishwasher, gas range, microwave');
    expect(p.KeyFeatures?.HeatingCooling).toBe('Central heat and AC');
  });

  it("reads a building's services as amenities on site and valet spaces as parking", () => {
    expect(classifyFeature('24-hour concierge, valet, indoor pool, fitness center')).toBe('onsite');
    expect(classifyFeature('Two deeded valet spaces')).toBe('parking');
    expect(classifyFeature('Valet parking')).toBe('parking');
  });

  it('reads the lines under "The lifestyle" each as the feature it names', () => {
    const p = read(
      ['The lifestyle', 'Resort-style pool, spa and fitness center', 'Gated underground parking'].join('\n'),
    );
    expect(p.Amenities?.Onsite).toBe('Resort-style pool, spa and fitness center');
    expect(p.KeyFeatures?.Parking).toBe('Gated underground parking');
  });

  it('keeps real estate tax under the label printed, one fact with the other names for taxes', () => {
    const p = read('Beds | 3 | Real Estate Tax | $9,114 (FY2026) | Taxes | $9,200');
    expect(p.CustomFields).toEqual({ 'Real Estate Tax': '$9,114 (FY2026)' });
  });

  it('reads an area under an outdoor label as the lot, unless it sizes the outdoor space itself', () => {
    const p = read(
      ['GROUNDS | 0.12 acre with rear carriage house', 'Outdoors | Walled courtyard garden'].join('\n'),
    );
    expect(p.CustomFields?.['Lot Size']).toBe('0.12 acre with rear carriage house');
    expect(p.KeyFeatures?.OutdoorSpaces).toBe('Walled courtyard garden');
    expect(read('Terrace | 620 sq ft wraparound terrace').KeyFeatures?.OutdoorSpaces).toBe(
      '620 sq ft wraparound terrace',
    );
  });

  it("keeps a home's outside dimensions beside its floor area", () => {
    const p = read(['Home size | 28 x 60 (approx. 1,680 sq ft)', 'Bedrooms | 3'].join('\n'));
    expect(p.BasicInfo?.SquareFootage).toBe(1680);
    expect(p.CustomFields?.['Home Size']).toBe('28 x 60');
  });

  it("keeps a cap rate and a historic house's register listing under their names", () => {
    const p = read(
      ['Sale Price | $2,350,000', 'Cap Rate | 6.31%', 'REGISTER LISTING | National Register, 1984'].join(
        '\n',
      ),
    );
    expect(p.CustomFields?.['Cap Rate']).toBe('6.31%');
    expect(p.CustomFields?.['Register Listing']).toBe('National Register, 1984');
  });

  it('reads a storey with its note as no flooring, and permit parking as parking', () => {
    const p = read(
      [
        'Floor | 3rd of 3 (top)',
        'Parking | Street, residential permit',
        '',
        'Flooring',
        'Porcelain plank tile',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.FlooringType).toBe('Porcelain plank tile');
    expect(p.KeyFeatures?.Parking).toBe('Street, residential permit');
  });

  it('gives work done to a named thing to that thing, and the rest to renovations', () => {
    expect(classifyFeature('Refinished oak floors')).toBe('flooring');
    expect(classifyFeature('Heat pump replaced 2023')).toBe('heatingCooling');
    expect(classifyFeature('Roof replaced in 2019')).toBe('renovations');
    expect(classifyFeature('Kitchen renovated in 2022')).toBe('renovations');
  });

  it("reads a building's laundry, storage lockers and secured entry as amenities on site", () => {
    expect(classifyFeature('Coin-free laundry, Storage locker, Secured entry')).toBe('onsite');
    expect(classifyFeature('Washer and dryer in unit')).toBe('appliances');
  });

  it("reads a table's heading row as no pairs", () => {
    const doc = readDocument(
      [
        'Tax Year | Land | Improvements | Total Assessed | Annual Tax',
        '2025 | $41,230 | $118,700 | $159,930 | $8,214',
        '2024 | $33,110 | $95,620 | $128,730 | $7,409',
      ].join('\n'),
    );
    expect(doc.pairs.filter((p) => p.key === 'renovations')).toEqual([]);
  });

  it('reads a sentence of work done to the home, with its year, as a renovation', () => {
    const { features, used } = findProseFeatures([
      'Two-story colonial on wooded acres. The remodeled kitchen opens to the family room. The roof was replaced in 2019.',
    ]);
    expect(features.get('renovations')).toBe('The roof was replaced in 2019.');
    expect(used.size).toBe(0);
    expect(findProseFeatures(['The roof was replaced.']).features.size).toBe(0);
  });

  it('reads features named inside sentences about other things, each phrase as printed', () => {
    const { phrases } = findProseFeatures([
      'The house was built in 1905 as a shingled Colonial Revival with a wraparound porch. Heat is oil-fired hot-water baseboard with a boiler for each unit, and there are painted fir floors in both units.',
      'The owners put on a new roof and electrical service in 2022. Outside there is a fenced side yard and a garden shed, with a paved driveway for four cars.',
    ]);
    expect(phrases.get('architecture')).toBe('a shingled Colonial Revival with a wraparound porch');
    expect(phrases.get('heatingCooling')).toBe('oil-fired hot-water baseboard with a boiler for each unit');
    expect(phrases.get('flooring')).toBe('painted fir floors in both units');
    expect(phrases.get('renovations')).toBe('a new roof and electrical service in 2022');
    expect(phrases.get('outdoor')).toBe('a fenced side yard and a garden shed');
    expect(phrases.get('parking')).toBe('a paved driveway for four cars');
    // (An article that opens the sentence is no part of the phrase; an outdoor phrase ends where a
    // garage's begins.)
    const other = findProseFeatures([
      'An attached two-car garage opens to the kitchen hall. The back has a fenced garden with a flagstone patio and a detached one-car garage on the alley. It has oak floors throughout and central heat and air.',
    ]).phrases;
    expect(other.get('parking')).toBe('attached two-car garage');
    expect(other.get('outdoor')).toBe('a fenced garden with a flagstone patio');
    expect(other.get('flooring')).toBe('oak floors throughout');
    expect(other.get('heatingCooling')).toBe('central heat and air');
  });

  it("keeps a phrase read in a sentence for the last, after a garage's own label", () => {
    const p = extractProperty({
      text: [
        '1420 Harbor Lane, Unit 5, Duluth, MN 55802',
        'Garage Space: | No. 17, heated garage',
        '',
        'A corner unit over the lake with a heated garage below and oak floors throughout the living room.',
      ].join('\n'),
    });
    expect(p.KeyFeatures.Parking).toBe('No. 17, heated garage');
    expect(p.KeyFeatures.FlooringType).toBe('oak floors throughout');
  });

  it('reads a building of flats from its count of units or families told before what it is', () => {
    expect(
      propertyTypeInProse('A three-unit Old North End house on Hyde Street, four blocks from the lake.'),
    ).toBe('Multi-Family');
    expect(propertyTypeInProse('An up-and-down two-family built in 1916 on Overlook Road.')).toBe(
      'Multi-Family',
    );
    expect(propertyTypeInProse('Dr. Pryor filled this 1916 two-family with Arts and Crafts furniture.')).toBe(
      'Multi-Family',
    );
    expect(propertyTypeInProse('The Pryors lived in this 1916 two-family for forty years.')).toBe(
      'Multi-Family',
    );
    // (Not a row of townhomes counted by its units.)
    expect(propertyTypeInProse('The end unit of a four-unit modern row home block in Highland.')).toBe(
      'Townhouse',
    );
  });

  it('reads a strip of amenities in columns by its lists, not by the headings over them', () => {
    const p = read(
      [
        'Home Highlights',
        'Ceramic tile throughout',
        'Covered patio with garden view',
        'Clubhouse | Aquatics | Fitness',
        'Ballroom, library | Heated resort pool & spa | 24-hr gym, yoga studio',
        '',
        'Pickleball | Golf | Arts',
        '12 lighted courts | 18-hole executive course | Pottery, woodshop',
      ].join('\n'),
    );
    expect(p.Amenities?.Onsite).toBe(
      'Heated resort pool & spa, 24-hr gym, yoga studio, 12 lighted courts, 18-hole executive course',
    );
    expect(p.KeyFeatures?.OutdoorSpaces).toBe('Covered patio with garden view');
  });

  it("reads a lanai as outdoor space and an industrial space's clear height under its name", () => {
    expect(classifyFeature('Glassed-in lanai on the lake')).toBe('outdoor');
    const p = read(['Highlights', "Two miles to the airport | Clear height | 22'"].join('\n'));
    expect(p.CustomFields?.['Clear Height']).toBe("22'");
  });

  it('reads a grid of amenities whose rows stand apart, and lawn care as no yard', () => {
    const p = read(
      [
        'BUILDING AMENITIES',
        'Fitness center with showers | Tenant lounge and conference center',
        '',
        'Secure bike storage | On-site property management',
      ].join('\n'),
    );
    expect(p.Amenities?.Onsite).toBe(
      'Fitness center with showers, Tenant lounge and conference center, Secure bike storage, On-site property management',
    );
    expect(classifyFeature('Lawn care included')).toBeUndefined();
    expect(classifyFeature('Fenced backyard with patio')).toBe('outdoor');
  });

  it("keeps a waterfront's frontage under the name of what it fronts", () => {
    const p = read('Architecture | Mountain contemporary | Lake Frontage | 150 ft, sandy beach');
    expect(p.CustomFields?.['Lake Frontage']).toBe('150 ft, sandy beach');
    expect(p.KeyFeatures?.ArchitecturalDetails).toBe('Mountain contemporary');
  });

  it("puts the listing's own features before the assessor's record of them", () => {
    const p = read(
      [
        'ASSESSOR CHARACTERISTICS',
        'Bedrooms | 3 | Baths | 2',
        'Garage | Detached, 1 space | Stories | 1',
        'ASSESSED VALUES',
        '\f Current Listing',
        'Parking | 1-car detached garage, alley access | HOA | None',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.Parking).toBe('1-car detached garage, alley access');
  });

  it('keeps an unknown label of a two-column table under its own name, not a contact line', () => {
    const p = read(
      [
        '88 Birch Lane | $210,000',
        '',
        'Stories | 1',
        'Parking | 2-car attached garage',
        'Pool | No',
        'Occupancy | Vacant',
        'APN | 118-270-14',
        '',
        'Dana Reyes | Listing Agent',
        'Phone | (555) 555-0100',
      ].join('\n'),
    );
    expect(p.CustomFields?.Pool).toBe('No');
    expect(p.CustomFields?.Occupancy).toBe('Vacant');
    expect(p.CustomFields?.['Dana Reyes']).toBeUndefined();
  });

  it('reads a record identifier after a label ending in # or ID, but not a licence number', () => {
    const doc = readDocument('BANK-OWNED | Asset # FH-24-30917\nDRE #01877425\nSuite 118');
    expect(doc.pairs.map((p) => [p.label, p.value])).toEqual([['Asset #', 'FH-24-30917']]);
  });

  it("keeps a sold home's list price beside its sold price, and a row's stray third cell apart", () => {
    const p = read(
      [
        '14 Alder Court | Springfield',
        '',
        'Sold Price | $618,000 | 4 Bedrooms',
        'List Price | $599,000 | 3 Baths',
        'Days on Market | 4 | 2,960 Sq Ft',
        'Sale Date | January 22, 2026 | 1994 Built',
      ].join('\n'),
    );
    expect(p.BasicInfo?.Price).toBe(618000);
    expect(p.CustomFields?.['List Price']).toBe('$599,000');
    expect(p.CustomFields?.['Sale Date']).toBe('January 22, 2026');
  });

  it("keeps a feature label's figure under the label, not as the feature", () => {
    const p = read(
      ['Total Building | 46,800 RSF', 'Floors | 3', 'Parking | 2-car attached garage'].join('\n'),
    );
    expect(p.KeyFeatures?.FlooringType ?? '').toBe('');
    expect(p.CustomFields?.Floors).toBe('3');
    expect(p.KeyFeatures?.Parking).toBe('2-car attached garage');
  });

  it('reads a strip of figures each after its label in capitals, known or not', () => {
    const doc = readDocument(
      'AFTER REPAIR VALUE | $285,000 | REPAIRS | $78,000 | BEDS | 3 | EST. (YR) | 2020',
    );
    expect(doc.pairs.map((p) => [p.key, p.label, p.value])).toEqual([
      [undefined, 'AFTER REPAIR VALUE', '$285,000'],
      [undefined, 'REPAIRS', '$78,000'],
      ['beds', 'BEDS', '3'],
      [undefined, 'EST. (YR)', '2020'],
    ]);
  });

  it("takes one word that names no appliance under the kitchen's label for no appliances", () => {
    const p = extractProperty({
      text: [
        '$589,000 | 1440 Ironwood Yards Boulevard, Unit 506, Raleigh, NC 27603',
        '',
        'Plan | C2 | Floor | 5 of 7 | Exposure | Southwest',
        'Kitchen | View',
        '',
        'Kitchen: Bosch induction cooktop, wall oven, panel-ready refrigerator and dishwasher',
      ].join('\n'),
    });
    expect(p.KeyFeatures.Appliances).toBe(
      'Bosch induction cooktop, wall oven, panel-ready refrigerator and dishwasher',
    );
  });

  it('takes one word that names no outdoor space beside the outdoor label for none', () => {
    const p = extractProperty({
      text: [
        '$649,900',
        '',
        'Interior | 1,980 SF | Outdoor | Exposure',
        '',
        'Outdoor: 260 SF rooftop deck with foothill views',
      ].join('\n'),
    });
    expect(p.KeyFeatures.OutdoorSpaces).toBe('260 SF rooftop deck with foothill views');
  });

  it("reads a building's and a lot's square feet in a broker's abbreviations", () => {
    expect(fieldForLabel('Bldg SF')).toBe('sqft');
    expect(customLabel('Lot SF')).toBe('Lot Size');
    const p = extractProperty({
      text: 'Bldg SF: 2,310 | Parking: Shared driveway\nLot SF: 5,000 | Heat: Gas furnaces',
    });
    expect(p.BasicInfo).toMatchObject({ SquareFootage: 2310, LotSize: 5000, LotSizeUnit: 'sq ft' });
  });

  it('reads two names of one field set together as that field, not a legend in lower case', () => {
    expect(fieldForLabel('DECK/PATIO')).toBe('outdoor');
    expect(fieldForLabel('Porch & Patio')).toBe('outdoor');
    expect(fieldForLabel('Patio / outdoor')).toBeUndefined();
    expect(fieldForLabel('Pool / Garage')).toBeUndefined();
  });

  it('reads a label with the year as a tax bill names it among the facts', () => {
    const p = extractProperty({
      text: [
        'Outdoor | Flagstone patio, fenced yard',
        'Neighborhood | Tangletown',
        'Taxes (pay 2026) | $8,906',
        'School district | Minneapolis Public Schools',
      ].join('\n'),
    });
    expect(p.CustomFields).toMatchObject({ 'Taxes (pay 2026)': '$8,906' });
  });

  it("reads a place in brackets as whose the fact is, not the home's address", () => {
    expect(fieldForLabel('Water & sewer (City)')).toBeUndefined();
    expect(fieldForLabel('Living Area (Heated Sq Ft)')).toBe('sqft');
    expect(fieldForLabel('Taxes (2025)')).toBeUndefined();
  });

  it('leaves out a label still in front of its value, and keeps a feature that opens a value', () => {
    const p = read(
      [
        '12 Elm Row | $300,000',
        '',
        'Features',
        '• Heating/cooling Gas forced air, central A/C (2 zones)',
        '• Deck and fenced yard',
        '',
        'B U I L D I N G I N F O R M AT I O N',
        'Year built | 1962 | Doorman | 24-hour',
        'Floors | 21 | Parking | Garage parking (waitlist)',
        'Apartments | 204 | Pets | Permitted with approval',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Gas forced air, central A/C (2 zones)');
    expect(p.KeyFeatures.OutdoorSpaces).toBe('Deck and fenced yard');
    expect(p.KeyFeatures.Parking).toBe('Garage parking (waitlist)');
  });

  it('reads three rows or more of labels and values as a table, none of the labels known', () => {
    const p = read(
      [
        '2716 Wren Hollow Drive, Fort Wayne, IN 46815 | $145,000',
        '',
        'AUCTION DETAILS',
        'Auction Type | Online, reserve',
        'Bidding Opens | Mon, Mar 17, 2025 10:00 AM ET',
        'Closing | Within 30 days of seller acceptance',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Auction Type': 'Online, reserve',
      'Bidding Opens': 'Mon, Mar 17, 2025 10:00 AM ET',
      Closing: 'Within 30 days of seller acceptance',
    });
    // Two such rows alone are not enough to tell a table from two lines of a card.
    const two = read(
      ['$145,000', '', 'Auction Type | Online, reserve', 'Closing | Within 30 days'].join('\n'),
    );
    expect(two.CustomFields?.Closing).toBeUndefined();
  });

  it("parts a label set apart by its colon run into the value before it ('central air Backs to:')", () => {
    const p = read(
      [
        '5120 Aspen Hollow Lane, Fort Collins, CO 80528 | $539,000',
        '',
        'HOA: | $289/mo | Basement: | Unfinished, 712 sq ft',
        'Heating/Cooling: | Forced-air gas / central air Backs to: | Greenbelt & trail',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Forced-air gas / central air');
    expect(p.CustomFields?.['Backs to']).toBe('Greenbelt & trail');
  });

  it('parts a known label run into the value before it in a row of small type, not an acronym ending a value', () => {
    const p = read(
      [
        '4418 Quarry Bend Court, Roanoke, VA 24018 | $389,900',
        '',
        'Heat/Cool | Heat Pump, Central Air Floors | LVP, Carpet, Tile',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      HeatingCooling: 'Heat Pump, Central Air',
      FlooringType: 'LVP, Carpet, Tile',
    });
    const grid = read(
      [
        '4418 Quarry Bend Court, Roanoke, VA 24018 | $389,900',
        '',
        'Heat / cool | Dual-zone gas forced air, central | AC | Gas furnace, central AC | Heat pump',
      ].join('\n'),
    );
    expect(grid.KeyFeatures.HeatingCooling).toMatch(/^Dual-zone gas forced air, central/);
  });

  it('reads a code in capitals as the value in a strip of capital labels ("FLOOD ZONE | AE")', () => {
    const p = read(
      [
        '24160 Perdido Beach Boulevard, Unit 702, Orange Beach, AL 36561 | $624,900',
        '',
        'FLOOD ZONE | AE | BFE | 12 ft',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({ 'Flood Zone': 'AE', BFE: '12 ft' });
  });

  it('reads the acres and the cars of a strip of short labels, and a lot in figures over a menu word', () => {
    const card = read(
      [
        '52 Osprey Point Road, Beaufort, SC 29907 | $699,000',
        '',
        'BR | 4 | BA | 3.5 | AC | 0.62 | CAR | 2',
      ].join('\n'),
    );
    expect(card.BasicInfo).toMatchObject({ LotSize: 0.62, LotSizeUnit: 'acres', GarageSpaces: 2 });
    const site = read(
      [
        'Ranches | Land | Homes on Acreage | Sell Your Land | About',
        '4120 County Road 217, Florence, TX 76527 | $749,000',
        '',
        'Price | $749,000 | Acres | 10.3',
        '',
        'Shop | 40 x 60 steel shop | Well & Septic | Private well; aerobic septic',
      ].join('\n'),
    );
    expect(site.BasicInfo).toMatchObject({ LotSize: 10.3, LotSizeUnit: 'acres' });
    expect(site.CustomFields).toMatchObject({
      Shop: '40 x 60 steel shop',
      'Well & Septic': 'Private well; aerobic septic',
    });
  });

  it('reads a stack of labels over values that opens with a known one, and a church campus as commercial', () => {
    const p = read(
      [
        'FOR SALE | SPECIAL-PURPOSE PROPERTY',
        'Cedar Grove Fellowship Campus | Sale Price: $1,150,000',
        '11820 FM 1488 | Magnolia, TX 77354',
        '',
        'AT A GLANCE',
        'Land',
        '11.2 acres',
        'Buildings',
        '14,300 sq ft total',
        '',
        'Sanctuary Seats',
        '350',
        '',
        'The metal-and-stone worship center has a raised platform, and the fellowship hall doubles as a gym.',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ PropertyType: 'Commercial', LotSize: 11.2, LotSizeUnit: 'acres' });
    expect(p.CustomFields).toMatchObject({ Buildings: '14,300 sq ft total' });
  });

  it('reads a figure set over its label, the two alone in their paragraph', () => {
    const p = read(
      [
        '27 Wickford Ledge Road, New Canaan, CT 06840 — $2,150,000',
        '',
        '3,080',
        'Living Area',
        '',
        '2.1',
        'Acreage',
        '',
        '1953',
        'Year Built',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ SquareFootage: 3080, LotSize: 2.1, LotSizeUnit: 'acres' });
    expect(p.HistoricalInfo.YearBuilt).toBe(1953);
  });

  it('reads labels stacked over their values beside known ones, a value wrapped after a comma, not a wrapped list', () => {
    const p = read(
      [
        '4870 Calder Canyon Road, Paso Robles, CA 93446',
        '',
        'Estate at a Glance',
        'Offered at',
        '$4,850,000',
        'Total acreage',
        '38.6 acres',
        '',
        'Acres under vine',
        '22.4',
        '',
        'Varietals',
        'Syrah, Grenache, Mourvèdre,',
        'Viognier',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 4_850_000, LotSize: 38.6, LotSizeUnit: 'acres' });
    expect(p.CustomFields).toMatchObject({
      'Acres Under Vine': '22.4',
      Varietals: 'Syrah, Grenache, Mourvèdre, Viognier',
    });
    const list = read(
      [
        '12 Harbor Way, Unit 5, Boston, MA 02110 | $1,150,000',
        '',
        'Amenities included: Elevator(s), Fitness Center, Rooftop Deck,',
        'Concierge',
        'Services included: Trash, Water',
        'Tax',
        '$9,120',
      ].join('\n'),
    );
    expect(list.CustomFields?.Concierge).toBeUndefined();
  });

  it('reads a label with the year its figure is for ("Occupancy (2024)") in such a table', () => {
    const p = read(
      [
        '212 Mill Pond Road, Woodstock, VT 05091 | $1,395,000',
        '',
        'The Business',
        'Guest Rooms | 8, all with private baths',
        '',
        'Occupancy (2024) | 64%',
        '',
        'Gross Revenue (2024) | $428,600',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Guest Rooms': '8, all with private baths',
      'Occupancy (2024)': '64%',
      'Gross Revenue (2024)': '$428,600',
    });
  });

  it('reads such rows under a heading in their first paragraph as a table too', () => {
    const p = read(
      [
        '4870 Calder Canyon Road, Paso Robles, CA 93446 | $4,850,000',
        '',
        'The Vineyard & Winery',
        'Winery | Bonded; 4,800 sq ft production building',
        '',
        'Tasting room | 900 sq ft with covered terrace',
        '',
        'Water | Two wells, drip irrigation throughout',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Winery: 'Bonded; 4,800 sq ft production building',
      'Tasting Room': '900 sq ft with covered terrace',
      Water: 'Two wells, drip irrigation throughout',
    });
  });

  it('joins a value wrapped at a hyphen without a space', () => {
    const p = read(
      [
        '3348 E. Saguaro Bend Street, Mesa, AZ 85213 | $529,000',
        '',
        'Appliances: Side-by-side refrigerator, wall oven at 30 in., front-',
        'control cooktop',
      ].join('\n'),
    );
    expect(p.KeyFeatures.Appliances).toBe(
      'Side-by-side refrigerator, wall oven at 30 in., front-control cooktop',
    );
  });

  it('reads heated stone or tile as flooring, radiant heated floors as heating, and cooling under its own heading', () => {
    expect(classifyFeature('Wide-plank hickory, heated stone in baths')).toBe('flooring');
    expect(classifyFeature('Radiant heated floors')).toBe('heatingCooling');
    const p = read(
      [
        '6120 Mangrove Channel Dr, Slip 48, Key West, FL 33040 | $398,000',
        '',
        'COOLING',
        'Mini-split A/C',
      ].join('\n'),
    );
    expect(p.KeyFeatures.HeatingCooling).toBe('Mini-split A/C');
  });

  it("reads a house's original features as its architectural details and its restoration as renovations, the style apart", () => {
    const p = read(
      [
        '71 Canyon Vista Road, Palm Springs, CA 92264 | $2,450,000',
        '',
        'Style: Desert Modern, post-and-beam',
        'Original Features: Clerestory windows, terrazzo floors, Roman-brick fireplace',
        'Restoration Notes: New foam roof and fascia (2019)',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      ArchitecturalDetails: 'Clerestory windows, terrazzo floors, Roman-brick fireplace',
      Renovations: 'New foam roof and fascia (2019)',
    });
    expect(p.CustomFields?.Style).toBe('Desert Modern, post-and-beam');
    // A style alone is still the architecture.
    expect(
      read('71 Canyon Vista Road, Palm Springs, CA 92264\n\nStyle: Desert Modern').KeyFeatures
        .ArchitecturalDetails,
    ).toBe('Desert Modern');
  });

  it('reads such rows set a blank line apart as a table too, but not two columns of list items', () => {
    const p = read(
      [
        '2819 SW 27th Terrace, Cape Coral, FL 33914 | $1,195,000',
        '',
        'FLOOD ZONE & INSURANCE',
        '',
        'Flood zone | AE (EL 8)',
        '',
        'Elevation certificate | On file; lowest floor 10.4 ft',
        '',
        'Insurance estimate | $7,150/yr',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Flood Zone': 'AE (EL 8)',
      'Elevation Certificate': 'On file; lowest floor 10.4 ft',
      'Insurance Estimate': '$7,150/yr',
    });
    const list = read(
      [
        '410 Church Street, Nashville, TN 37219 | $31.50/RSF/yr',
        '',
        'BUILDING AMENITIES',
        '',
        'Fitness center with showers | Tenant lounge and conference center',
        '',
        'Secure bike storage | On-site property management',
        '',
        'Bicycle room | Rooftop terrace',
      ].join('\n'),
    );
    expect(list.CustomFields?.['Fitness Center with Showers']).toBeUndefined();
  });

  it('reads a leader of spaced dots between a label and its value', () => {
    const p = read(
      [
        '4480 Laurel Fork Road, Spencer, WV 25276',
        '',
        'Price . . . . . . . . . . . . . . . . $289,500',
        '',
        'Hunting . . . . . . . . . Deer, turkey, squirrel',
      ].join('\n'),
    );
    expect(p.BasicInfo.Price).toBe(289_500);
    expect(p.CustomFields?.Hunting).toBe('Deer, turkey, squirrel');
  });

  it('reads a strip of labels in capitals beside their values, none known, and a question asked of the seller', () => {
    const p = read(
      [
        'County Road 27, Quitman, MS 39355 | $412,000',
        '',
        'HUNTING | Deer and turkey; no lease | SOILS | Savannah and Ruston fine sandy loams',
        '',
        'Zoning | A-1',
        'Any known mold? | No',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Hunting: 'Deer and turkey; no lease',
      Soils: 'Savannah and Ruston fine sandy loams',
      'Any Known Mold?': 'No',
    });
    // A masthead's name and tagline, or a contact's heading and name, are no facts.
    const masthead = read(
      [
        'WILLOW BEND RESERVE | A new-home community by Harrow Homes | NOW SELLING | From the low $480s',
        'YOUR CONTACT | Brenna Castellanos | LEASING AGENT | Desmond Achterberg',
      ].join('\n'),
    );
    expect(Object.keys(masthead.CustomFields ?? {})).toEqual([]);
  });

  it('pairs a column of labels read before the column of their values', () => {
    const p = read(
      [
        'MONTHLY RENT | $3,950/mo',
        '',
        '• Heat / A/C:',
        '• Floors:',
        '• Parking:',
        '',
        '• Gas forced air, central air',
        '• Original oak hardwood',
        '• Detached 1-car garage and driveway',
      ].join('\n'),
    );
    expect(p.KeyFeatures).toMatchObject({
      HeatingCooling: 'Gas forced air, central air',
      FlooringType: 'Original oak hardwood',
      Parking: 'Detached 1-car garage and driveway',
    });
    // Two labels only when both are known: "Notes:" and "Misc:" head what follows them.
    const two = read(['Notes:', 'Misc:', '', '• Original oak hardwood', '• Fenced yard'].join('\n'));
    expect(two.CustomFields?.Notes).toBeUndefined();
  });

  it('keeps a label the vocabulary does not know when it is set like the known ones around it', () => {
    const p = read(
      [
        '3318 Whitfield Avenue | $1,150,000',
        '',
        'Buyer agent compensation | 2.5% of gross sales price | Kitchen | Thermador range, dual dishwashers',
        'Lockbox | Supra on side gate, CBS code required | Outdoor | Screened porch with fireplace',
        '',
        'Zoning | R-E Residential Estate',
        '',
        'Survey | 2024 boundary survey on file',
        'Alley access | Yes, paved',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Buyer Agent Compensation': '2.5% of gross sales price',
      Lockbox: 'Supra on side gate, CBS code required',
      Survey: '2024 boundary survey on file',
      'Alley Access': 'Yes, paved',
    });
  });

  it('reads a row whose value reads like a label when a known row of the same table is beside it', () => {
    const p = read(
      [
        'FEATURES',
        '',
        'Year Built | 2004',
        'Parking | Gravel drive, carport for two',
        '',
        'Road Access | State-maintained, paved to the drive',
        '',
        'Water | Private well',
        '',
        'SCHEDULE A SHOWING',
      ].join('\n'),
    );
    expect(p.CustomFields?.Water).toBe('Private well');
  });

  it('reads a row of an unknown label after two rows read as labels and values, known or not', () => {
    const p = read(
      [
        '2218 Sorrel Court | $689,000',
        '',
        'Property taxes | $4,860/yr | Parking | One-car garage per unit',
        '',
        'Insurance | $1,980/yr',
        '',
        'Trash | $660/yr',
        'Tenant-paid utilities | Gas, electric, water, sewer',
        'Maintenance reserve | $2,400/yr',
        '',
        'Total annual expenses | $11,100',
        'LISTING AGENT',
      ].join('\n'),
    );
    expect(p.CustomFields?.['Total Annual Expenses']).toBe('$11,100');
  });

  it('reads a row of two unknown labels and their values among rows of known facts', () => {
    const p = read(
      [
        '7312 Tanbark Way | $615,000',
        '',
        '7. SHOWINGS',
        'Showing instructions | None before 03/26, then by appointment | Lockbox | SentriLock, front door',
        '',
        '8. LISTING AGENT AND OFFICE',
        'Listing agent | Whitney Byrd | Agent MLS ID | W48817 | Agent phone | (919) 555-0154',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Showing Instructions': 'None before 03/26, then by appointment',
      Lockbox: 'SentriLock, front door',
    });
  });

  it("reads a printed spreadsheet's rows without the sheet's row numbers and column letters", () => {
    const p = read(
      [
        '1509 Silver Ave SE – coming soon workbook | Sheet: Listing',
        '',
        'A | B | C | D | E',
        '1',
        '1509 SILVER AVENUE SE · FOURPLEX · COMING SOON',
        '',
        '2',
        '3 | PROPERTY | BUILDING & INCOME',
        '4 | Planned list price | $875,000 | Roof | Flat, elastomeric recoat 2023',
        '5 | Address | 1509 Silver Avenue SE, Albuquerque, NM 87106 | Fireplaces | Kiva fireplace in each unit',
        '6 | Year built | 1958 | Meters | Separate electric; shared gas and water',
        '7 | Zoning | MX-T | Occupancy | 4 of 4 leased',
        '8 | Coming-soon date | June 22, 2026',
        '9',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Roof: 'Flat, elastomeric recoat 2023',
      Fireplaces: 'Kiva fireplace in each unit',
      Meters: 'Separate electric; shared gas and water',
      Occupancy: '4 of 4 leased',
      'Coming-soon Date': 'June 22, 2026',
    });
    expect(p.HistoricalInfo?.YearBuilt).toBe(1958);
  });

  it("reads a feed preview's rows without the feed's name for each field between the label and the value", () => {
    const p = read(
      [
        '4829 Craigmore Drive, Charlotte, NC 28226',
        'Spreadwell field | Sent as | Value',
        'Rent | (standard) | $2,650/mo',
        'Year built | YearBuilt | 1984',
        'Available | AvailabilityDate | July 1, 2026',
        'Parking | ParkingFeatures | Attached 2-car garage with shelving',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Price: 2650, ListingType: 'For Rent' });
    expect(p.HistoricalInfo?.YearBuilt).toBe(1984);
    expect(p.KeyFeatures?.Parking).toBe('Attached 2-car garage with shelving');
    expect(p.CustomFields?.Available).toBe('July 1, 2026');
  });

  it("reads a web form's fields, each label a line over its value, as labels and values", () => {
    const p = read(
      [
        '5236 Washburn Avenue S, Minneapolis, MN 55419 | $689,000',
        '',
        'Lot size',
        '',
        '6,098 sq ft',
        '',
        'Bedrooms',
        '',
        '4',
        '',
        'Neighborhood',
        '',
        'Fuller',
        '',
        'Annual taxes',
        '',
        '$8,912 (2026)',
        '',
        'Fireplace',
        '',
        'Wood-burning, living room',
      ].join('\n'),
    );
    expect(p.BasicInfo).toMatchObject({ Bedrooms: 4, LotSize: 6098, LotSizeUnit: 'sq ft' });
    expect(p.CustomFields).toMatchObject({
      Neighborhood: 'Fuller',
      'Annual Taxes': '$8,912 (2026)',
      Fireplace: 'Wood-burning, living room',
    });
  });

  it("reads a portal's group of facts under a heading that names a field as facts of their own", () => {
    const p = read(
      [
        'Lot size: 0.18 Acres',
        '',
        'Construction',
        'Home type: Single Family Home',
        'Year built: 2003',
        'Roof: Composition',
        '',
        'Community & financial',
        'Subdivision: Larkspur Ridge',
      ].join('\n'),
    );
    expect(p.CustomFields?.Roof).toBe('Composition');
    expect(p.HistoricalInfo?.YearBuilt).toBe(2003);
  });

  it("reads facts under a heading as their own when one of them gives the heading's field under its own label", () => {
    const p = read(
      [
        '61 Laurel Run Road | $875,000',
        '',
        'Systems',
        'Roof: Standing-seam metal, 2017',
        'HVAC: Two-zone geothermal, 2017',
        'Water heater: Heat-pump, 80 gal, 2022',
        'Generator: Whole-house propane standby',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.HeatingCooling).toBe('Two-zone geothermal, 2017');
    expect(p.CustomFields).toMatchObject({
      Roof: 'Standing-seam metal, 2017',
      'Water Heater': 'Heat-pump, 80 gal, 2022',
      Generator: 'Whole-house propane standby',
    });
  });

  it('reads a run of paragraphs of a label over its value, none of the labels known', () => {
    const p = read(
      [
        '9 Quarry Hill Road | $875,000',
        '',
        'Laundry',
        'Second floor, utility sink',
        '',
        'Home office',
        'Built-in desk and shelving off the foyer',
        '',
        'Attic',
        'Walk-up, insulated 2020',
        '',
        'SCHEDULE A SHOWING',
        'Caldwell Ashworth',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      Laundry: 'Second floor, utility sink',
      'Home Office': 'Built-in desk and shelving off the foyer',
      Attic: 'Walk-up, insulated 2020',
    });
    expect(p.CustomFields?.['Schedule A Showing']).toBeUndefined();
  });

  it('keeps under its own heading a value that names the field as strongly as another', () => {
    const p = read(
      ['9 Quarry Hill Road | $875,000', '', 'Floors', 'Hickory hardwood, radiant-heat tile in baths'].join(
        '\n',
      ),
    );
    expect(p.KeyFeatures?.FlooringType).toBe('Hickory hardwood, radiant-heat tile in baths');
  });

  it('reads rows of two unknown labels and their values in words each, but no table of figures', () => {
    const p = read(
      [
        '1840 County Road 411 | $1,295,000',
        '',
        'Utilities',
        'Water Source | Private well + rainwater collection | Wastewater | Aerobic septic system',
        'Electric Provider | Pedernales Electric Co-op | Propane | Owned 500 gal tank',
        '',
        'Area snapshot',
        'Median Sale Price | $438,500 | Median Days on Market | 34',
        'Active Listings | 112 | Median Year Built | 1979',
      ].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({
      'Water Source': 'Private well + rainwater collection',
      Wastewater: 'Aerobic septic system',
      'Electric Provider': 'Pedernales Electric Co-op',
      Propane: 'Owned 500 gal tank',
    });
    expect(p.CustomFields?.['Median Sale Price']).toBeUndefined();
  });

  it("reads a record's number with its own label beside a tagline, not as the tagline's value", () => {
    const p = read(
      [
        'NORTHSTAR RELOCATION PARTNERS | FURNISHED RENTAL FACT SHEET',
        'Corporate & Temporary Housing | Asset # NS-AUS-4471',
        '',
        'MONTHLY RENT | $4,250/mo',
      ].join('\n'),
    );
    expect(p.CustomFields?.['Asset #']).toBe('NS-AUS-4471');
    expect(p.CustomFields?.['Corporate & Temporary Housing']).toBeUndefined();
  });

  it('reads an amount run into a label the vocabulary does not know, but not the price said another way', () => {
    const p = read(
      ['Was $749,000', 'Now $715,000', '', '88 Harbor View Lane', 'Reduced by $34,000 (4.5%)'].join('\n'),
    );
    expect(p.CustomFields).toMatchObject({ Was: '$749,000', 'Reduced by': '$34,000 (4.5%)' });
    expect(p.CustomFields?.Now).toBeUndefined();
  });

  it("takes a fuller statement of the parking that gives a strip's count of cars", () => {
    const p = read(
      [
        '5518 Wiregrass Lane | $689,000',
        'BR | 3 | BATHS | 2.5 | SQ FT | 1,892 | GARAGE | 2 cars | YEAR BUILT | 2025',
        '',
        'Flooring | Oak-look LVP main level, carpet upstairs',
        'Parking | Rear-load 2-car garage',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.Parking).toBe('Rear-load 2-car garage');
  });

  it('reads a line of places each with its drive as what is nearby', () => {
    const p = read(
      [
        '41 Elk Ridge Road | $1,450,000',
        '',
        'Location G E T T I N G H E R E',
        'N ↑ | Driving distances',
        'Elizabeth town center 12 min, Parker 28 min, downtown Denver 55 min',
      ].join('\n'),
    );
    expect(p.Amenities?.Nearby).toBe('Elizabeth town center 12 min, Parker 28 min, downtown Denver 55 min');
  });

  it("takes no heading under a row's whole value for the rest of the value", () => {
    const p = read(
      [
        '12 Orchard Lane | $2,150/mo',
        '',
        'Heating/Cooling | Ductless mini-split heat pump',
        'Tenant requirements',
        '',
        '• Household income of at least 3x the monthly rent',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.HeatingCooling).toBe('Ductless mini-split heat pump');
  });

  it("reads a label's word in lower case under a row as the end of its value, not a heading", () => {
    const p = read(
      [
        '500 Harbour Pointe Drive #702 | $689,000',
        '',
        'Appliances | Electric range, refrigerator, dishwasher',
        'Parking | Assigned space #41 in the under-building',
        'garage',
        'HOA & fees',
      ].join('\n'),
    );
    expect(p.KeyFeatures?.Parking).toBe('Assigned space #41 in the under-building garage');
  });

  it("joins a year in brackets that wrapped alone to the item above it in a feature's list", () => {
    const p = read(
      ['1208 Water Street | $1,150,000', '', 'Heating', 'Hydronic radiators, new gas boiler', '(2022)'].join(
        '\n',
      ),
    );
    expect(p.KeyFeatures?.HeatingCooling).toBe('Hydronic radiators, new gas boiler (2022)');
  });

  it('takes no job title, list item or column heading for an unknown label', () => {
    const p = read(
      [
        'Zoning | R-1',
        'Kitchen | Gas range | Managing Broker | Marcus Oyelaran',
        'Showings | 312-555-0187',
        'Fitness center with showers | Tenant lounge and conference center',
        '',
        'Asking Price | $689,000 | Unit | Type | Market | Lease End',
        'Price / Unit | $172,250 | 1 | 2 Bed | $1,495 | 06/30/2027',
      ].join('\n'),
    );
    expect(Object.keys(p.CustomFields ?? {})).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/managing|showings|fitness|market/i)]),
    );
  });

  it("keeps an unknown label of a facts table under a field's heading as its own fact", () => {
    const p = read(
      ['Parking', '#14', 'Heat / AC | Gas forced air', 'Laundry | In unit', 'MLS# | 12188346'].join('\n'),
    );
    expect(p.CustomFields?.Laundry).toBe('In unit');
  });

  it('reads a heading a gap above a table as no row of it, and a row a gap below as its last', () => {
    const p = read(
      [
        'HARBOR LEASING GROUP | FURNISHED RENTAL SHEET',
        'Corporate Housing | Fact sheet',
        '',
        'Monthly Rent | $2,100/mo',
        'Parking | One covered space',
        '',
        'Laundry | In unit',
      ].join('\n'),
    );
    expect(p.CustomFields?.Laundry).toBe('In unit');
    expect(p.CustomFields?.['Harbor Leasing Group']).toBeUndefined();
    expect(p.CustomFields?.['Corporate Housing']).toBeUndefined();
  });

  it("knows the labels work done, a log home's build and a history go by", () => {
    expect(fieldForLabel('Work Completed')).toBe('renovations');
    expect(fieldForLabel('Kitchen update')).toBe('renovations');
    expect(fieldForLabel('Seller-reported improvements')).toBe('renovations');
    expect(fieldForLabel('Log Construction')).toBe('architecture');
    expect(fieldForLabel('LOG SPECIES')).toBe('architecture');
    expect(fieldForLabel('Exterior Style')).toBe('architecture');
    expect(fieldForLabel('Built / Converted')).toBe('yearBuilt');
    expect(fieldForLabel('The Story of the House')).toBe('historical');
    expect(fieldForLabel('History of the Congregation')).toBe('historical');
    expect(fieldForLabel('Marina Amenities')).toBe('onsite');
    // A district's name is a fact of its own, not the history.
    expect(fieldForLabel('Historic District')).toBeUndefined();
    // A portal's groups: the porch is outdoor living; the lot's features and the building's
    // materials are facts of their own.
    expect(fieldForLabel('Patio & porch')).toBe('outdoor');
    expect(fieldForLabel('Lot features')).toBeUndefined();
    expect(fieldForLabel('Construction materials')).toBeUndefined();
    expect(fieldForLabel('Architectural style')).toBe('architecture');
    // "Heat / A/C" is the heating and cooling, "Rent / month" the rent.
    expect(fieldForLabel('Heat / A/C')).toBe('heatingCooling');
    expect(fieldForLabel('RENT / MONTH')).toBe('rent');
    // An estimate's or a named association's dues are the HOA's.
    expect(fieldForLabel('Est. HOA dues')).toBe('hoa');
    expect(fieldForLabel('Condo Association Fees')).toBe('hoa');
    expect(fieldForLabel('Lake Assn. Fee')).toBe('hoa');
    expect(fieldForLabel('OWNER DUES')).toBe('hoa');
    // Florida's floor area, cooled living space only.
    expect(fieldForLabel('SQ FT UNDER AIR')).toBe('sqft');
  });

  it('reads no condo into a chicken coop, an electric co-op, a guest apartment or an apartment-size range', () => {
    expect(propertyTypeInProse('A log home with a pole barn, a horse shed and a chicken coop.')).toBe(
      'Single Family Home',
    );
    expect(propertyTypeInProse('A cabin on the lake. Power: Northern Lights Co-op, 200 amp.')).toBe(
      'Single Family Home',
    );
    expect(propertyTypeInProse('A horse farm with a 2-bedroom apartment above the barn and a house.')).toBe(
      'Single Family Home',
    );
    expect(
      propertyTypeInProse('The suite kitchenette has an apartment-size range. The house is a ranch.'),
    ).toBe('Single Family Home');
    expect(
      propertyTypeInProse(
        'The center-aisle barn has a tack room and a second-floor apartment. The home has a lanai.',
      ),
    ).toBe('Single Family Home');
    expect(mapPropertyType('Guest apartment')).toBe('');
    expect(mapPropertyType('Apartment')).toBe('Condo');
    expect(propertyTypeInProse('A prewar co-op on the park, with a doorman.')).toBe('Condo');
    expect(propertyTypeInProse('A sunny apartment on the third floor.')).toBe('Condo');
  });

  it('reads a triple-decker and a two-flat as multi-family, and no flat-screen as a flat', () => {
    expect(propertyTypeInProse('A classic Elm Park triple-decker, owned by one family since 1974.')).toBe(
      'Multi-Family',
    );
    expect(mapPropertyType('Two-flat')).toBe('Multi-Family');
    expect(propertyTypeInProse('A brick house with two flat-screen TVs that stay.')).toBe(
      'Single Family Home',
    );
  });

  it('reads a house from its style alone: a Cape Cod, a split-level, a two-story', () => {
    expect(propertyTypeInProse('A brick Cape Cod on a sycamore-lined terrace near the shops.')).toBe(
      'Single Family Home',
    );
    expect(propertyTypeInProse('A five-bedroom brick-and-cedar two-story at the end of the lane.')).toBe(
      'Single Family Home',
    );
    expect(propertyTypeInProse('A split-level on a corner lot with a fenced yard.')).toBe(
      'Single Family Home',
    );
    // (A named type still wins over the style: a two-story townhouse.)
    expect(propertyTypeInProse('A two-story townhouse by the park.')).toBe('Townhouse');
  });
});
