import { parseMoney, parseNumber, parseNumberWords } from '@ai-realty/shared/rules/number-words';
import type { PropertyInput } from '@ai-realty/shared/schemas/property';
import { findAddress, isFullAddress } from './find-address.ts';
import { findContact, formatPhone, isContactLine } from './find-contact.ts';
import { BULLET, EMAIL, PHONE, PROSE_KEYS } from './listing-patterns.ts';
import {
  classifyFeature,
  customLabel,
  type FeatureKey,
  type FieldKey,
  fieldForLabel,
  mapListingType,
  mapPropertyType,
  normalizeLabel,
  plausibleFeature,
  propertyTypeInProse,
} from './listing-vocabulary.ts';
import { looksLikeStreet } from './parse-address.ts';
import {
  COUNT_PATTERNS,
  countBefore,
  findHoa,
  findListingType,
  findPrice,
  findSquareFeet,
  findYearBuilt,
  findZoning,
  SOLD_FOR,
  validYear,
} from './prose-facts.ts';
import { findProseFeatures, type ProseFeatureKey, sentencesOf } from './prose-features.ts';
import {
  derivedKeywords,
  isFigureLine,
  isNeighborhoodProse,
  proseParagraphs,
  uniqueKeywords,
} from './prose-paragraphs.ts';
import { type Doc, headingAbove, joinProse, type Line, type Pair } from './read-document.ts';

// From the read document to the property object.

/** The label of what a home sold for: "Sold", "Sold for", "Sold price", "Closed price". */
const SOLD_LABEL = /^(?:sold|sold (?:for|at)|(?:sold|sales?|closed|closing) price)$/i;

/** What a building is clad in: "Brick front, fiber cement", "Stucco", "Cedar shake and stone". */
const CLADDING =
  /\b(?:brick|stone|stucco|vinyl|siding|fiber[- ]cement|hardie(?:plank)?|cedar|shakes?|clapboard|masonry|block|logs?|aluminum|adobe|eifs)\b/i;

/**
 * The field a labelled value goes to, where the value decides it: a name under a neighbourhood's label,
 * a storey under "Floor", an association stated in words and a bare "Building" measured in square feet
 * are not what their labels usually give. A bare "Exterior" names the outdoor spaces on one form
 * ("Deck and fenced yard") and the cladding on another ("Brick, Vinyl"): the cladding is an
 * architectural detail. (Undefined: a fact of its own, kept under its label.)
 */
function keyOf(pair: { key?: FieldKey; label: string; value: string }): FieldKey | undefined {
  // (A neighbourhood's or a community's name, "Neighborhood | Gold Coast", is a fact of its own: the
  // neighbourhood's description is prose about it.)
  if (
    pair.key === 'neighborhood' &&
    /^(?:neighbou?rhood|community|area)$/i.test(normalizeLabel(pair.label)) &&
    /^[\p{Lu}\d][^.!?,;:]*$/u.test(pair.value.trim()) &&
    pair.value.trim().split(/\s+/).length <= 5
  )
    return undefined;
  // (So is the storey a unit is on, "Floor | 5th of 7", "Floor | Third (top) floor": no flooring.)
  if (
    pair.key === 'flooring' &&
    /^floor$/i.test(normalizeLabel(pair.label)) &&
    /^(?:\d{1,3}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|ground|garden|penthouse)\b/i.test(
      pair.value.trim(),
    )
  )
    return undefined;
  // (So is an association's fee stated in words, "HOA | None": there is no amount to read.)
  if (pair.key === 'hoa' && !/\d/.test(pair.value)) return undefined;
  // A room's or a system's label over the work done on it and when ("Kitchen | Remodeled 2023, shaker
  // cabinets", "Chimneys | Relined 2026 after inspection"): the renovations.
  if (
    (pair.key === undefined || pair.key === 'appliances') &&
    /^(?:kitchen|kitchens|baths?|bathrooms?|kitchen and baths?|roof|chimneys?|interior|tenant finish|systems)$/.test(
      normalizeLabel(pair.label),
    ) &&
    /^(?:fully |completely |newly )?(?:remodeled|remodelled|renovated|updated|redone|rebuilt|relined|replaced|gutted|full build-out)\b[^.]{0,12}\b(?:19|20)\d{2}\b/i.test(
      pair.value.trim(),
    )
  )
    return 'renovations';
  // (Nor is a lease's term a rent, "Lease: 12 months": a fact under its label.)
  // (Nor one that opens on the term, whatever it costs to go shorter: "Lease: 12 months; 6 months at
  // $2,150".)
  if (
    pair.key === 'rent' &&
    ((!/[$€£]|\d{3}/.test(pair.value) && /\b(?:months?|mos?|years?|yrs?)\b/i.test(pair.value)) ||
      /^(?:\d{1,2}|one|two|three|six|twelve|eighteen)[- ](?:months?|mos?|years?|yrs?)\b/i.test(
        pair.value.trim(),
      ))
  )
    return undefined;
  // A bare "Building" whose value opens on its floor area ("Building: 4,320 sq ft on two floors") gives
  // the home's size.
  if (
    !pair.key &&
    /^building$/i.test(normalizeLabel(pair.label)) &&
    /^\d{1,3}(?:,\d{3})*\s?(?:sq\.?\s?ft|square feet|sf)\b/i.test(pair.value.trim())
  )
    return 'sqft';
  if (
    pair.key === 'outdoor' &&
    /^exterior$/i.test(pair.label.trim()) &&
    CLADDING.test(pair.value) &&
    classifyFeature(pair.value) !== 'outdoor'
  )
    return 'architecture';
  return pair.key;
}

export function buildProperty(doc: Doc): PropertyInput {
  const labelled = new Map<FieldKey, string[]>();
  // Custom facts under the product's name for each ("Property Taxes" for "Taxes (2025)"), so the rules
  // below find them, and the label the document printed for each, which the property keeps
  // (docs/decisions/0029).
  const custom: Record<string, string> = {};
  const printed = new Map<string, string>();
  let bedsBaths: [number, number] | undefined;
  // A style ("Style | Desert Modern") beside the architectural features themselves ("Original Features
  // | Clerestory windows, terrazzo floors"): the features are the architectural details, the style a
  // detail of its own.
  // (A sale by bid is priced at its minimum or opening bid, unless the page also lists a price: then
  // the bid is a fact of its own.)
  const isBid = (p: { label: string }) => /^(?:minimum|opening|starting) bid$/.test(normalizeLabel(p.label));
  const listed = doc.pairs.some((p) => p.key === 'price' && !isBid(p));
  const pairs = doc.pairs.map((p) => ({ ...p, key: listed && isBid(p) ? undefined : keyOf(p) }));
  const isStyle = (p: { key?: FieldKey; label: string }) =>
    p.key === 'architecture' && /^(?:architectural )?style$/i.test(p.label.trim());
  const styleApart = pairs.some(isStyle) && pairs.some((p) => p.key === 'architecture' && !isStyle(p));
  for (const pair of pairs) {
    if (pair.key && !(styleApart && isStyle(pair))) {
      const list = labelled.get(pair.key) ?? [];
      list.push(pair.value);
      labelled.set(pair.key, list);
      // (A home still being built gives the year it will be done as its year built, and keeps the
      // date as printed: "Estimated completion | Summer 2027".)
      const name = tidyLabel(pair.label);
      if (pair.key === 'yearBuilt' && /\bcompletion\b/i.test(name) && !custom[name]) {
        custom[name] = pair.value.trim();
        printed.set(name, name);
      }
      continue;
    }
    const combo = normalizeLabel(pair.label).match(/^(?:beds?|bedrooms?|br)\s+(?:baths?|bathrooms?|ba)$/);
    // "3/2", "4 bedrooms / 4.5 baths", "4 BR / 2 1/2 BA".
    const numbers = pair.value.match(
      /(?<!\d)(\d+(?:\.\d+)?)\s*(?:(?:bed(?:room)?s?|bd|br)\s*)?\/\s*(\d+(?:\.\d+)?)( 1\/2|½)?/i,
    );
    if (combo && numbers) {
      bedsBaths = [Number(numbers[1]), Number(numbers[2]) + (numbers[3] ? 0.5 : 0)];
      continue;
    }
    const name = customLabel(pair.label) ?? tidyLabel(pair.label);
    // A lot's size with a figure beats a lot's words before it ("Land | Homes on Acreage" in a site's
    // menu, then "Acres | 10.3").
    // (So does an area over an amount read first under a label the lot's could be: "Land | $142,000" in
    // a construction budget, then "Lot size | 7,200 sq ft".)
    const measured = name === 'Lot Size' && custom[name] !== undefined && lotOf(custom[name]) === undefined;
    const measures = (v: string) => (/\d/.test(custom[name] ?? '') ? lotOf(v) !== undefined : /\d/.test(v));
    // (A fuller statement of a fact read first in short wins too, under the same label: "Available July
    // 1" in a banner, then "Available: July 1, 2026". A table's "Unit | 4 (Upper rear)" is no fuller "# Units | 4".)
    const fuller = (v: string, had: string | undefined) =>
      had !== undefined &&
      printed.get(name) === tidyLabel(pair.label) &&
      v.toLowerCase().startsWith(had.toLowerCase()) &&
      /^,?\s+\S+(?:\s+\S+){0,2}$/.test(v.slice(had.length));
    if (
      name &&
      Object.keys(custom).length < 40 &&
      (!custom[name] ||
        (measured && measures(pair.value)) ||
        fuller(pair.value.trim(), custom[name]) ||
        // (Taxes in dollars beat a tax year read first: "Tax year | 2026", then "Taxes (2025) | $28,906".)
        (name === 'Property Taxes' && !custom[name].includes('$') && /^\$\s?\d/.test(pair.value.trim())) ||
        // (And a year's taxes that name the year beat a month's share read first in a payment's
        // breakdown: "Property taxes | $654" beside the principal and interest, then "Taxes | $7,842
        // (2025)".)
        (name === 'Property Taxes' && yearsTaxes(pair.value, custom[name])))
    ) {
      custom[name] = withLabelUnit(pair.label, pair.value).slice(0, 2000);
      printed.set(name, tidyLabel(pair.label) || name);
    }
  }
  // A space's rate per foot labelled as its rent ("Lease rate | $26.84/SF/yr") beside the rent for the
  // month, which is the price: the rate stays a fact under its own label.
  const rents = pairs.filter((p) => p.key === 'rent');
  const perArea = rents.find((p) => PER_AREA.test(p.value));
  if (perArea && rents.some((p) => /\d/.test(p.value) && !PER_AREA.test(p.value))) {
    const name = customLabel(perArea.label) ?? tidyLabel(perArea.label);
    if (name && !custom[name]) {
      custom[name] = perArea.value.trim();
      printed.set(name, tidyLabel(perArea.label) || name);
    }
  }
  // A rate per square foot set alone in a cell ("$24.00/SF/yr NNN") is what a space for lease is
  // quoted at; the first one belongs to the space the document features.
  if (!custom['Lease Rate']) {
    const rate = doc.lines
      .filter((l) => !l.paired)
      .flatMap((l) => l.cells)
      .find((c) => c.length <= 60 && LEASE_RATE.test(c));
    if (rate) custom['Lease Rate'] = rate;
  }
  // A row of figures gives the lot in acres ("0.27 AC | BUILT 2004") and the days on market
  // ("PRICE REDUCED | 52 DAYS ON MARKET") without labels.
  const looseCells = doc.lines.flatMap((l) => l.all);
  if (!custom['Lot Size']) {
    const lot = looseCells.find((c) => ACRES_ALONE.test(c));
    // (Or a lot named as one in a strip of facts: "0.23 acre lot", "6,970 SF lot", "0.28-acre lot".)
    const named = doc.fullText.match(
      /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{1,5}(?:\.\d{1,3})?)[\s-]?(acres?|ac|sq\.? ?ft|sf|square feet)\.? lot\b/i,
    );
    // (Or acres under a bare "Size", a parcel's; or a lot's label run into its acres in a line of other
    // facts: "Asking · Acreage 12.4 acres", "Building | 14,200 sq ft. Site 0.62 acres.")
    const sized = (labelled.get('sqft') ?? []).find((v) => ACRES_ALONE.test(v.trim()));
    const runIn = doc.fullText.match(
      /\b(?:acreage|site|lot size|lot)[: ]+(\d{1,4}(?:\.\d{1,3})?)\s?(?:±\s?)?(acres?|ac)\b(?! lot\b)/i,
    );
    if (lot) custom['Lot Size'] = lot;
    else if (named) custom['Lot Size'] = `${named[1]} ${/^ac/i.test(named[2]) ? 'acres' : 'sq ft'}`;
    else if (sized) custom['Lot Size'] = sized.trim();
    else if (runIn) custom['Lot Size'] = `${runIn[1]} acres`;
  }
  if (!custom['Days on Market']) {
    const days = looseCells.map((c) => c.match(/^(\d{1,4})\s(?:days on market|dom)$/i)).find(Boolean);
    if (days) custom['Days on Market'] = days[1];
  }
  const first = (key: FieldKey) => labelled.get(key)?.[0]?.trim() ?? '';
  const all = (key: FieldKey) => labelled.get(key) ?? [];

  // Sections: prose sections become text, list sections become comma-separated items.
  const sectionText = new Map<FieldKey, string>();
  const featureItems: string[] = [];
  for (const section of doc.sections) {
    // (An agent's card set under the story's heading, its name, firm, number and address, is the
    // contact's, no part of the story: the lines up to its last number or address, before the story's
    // first full line, go.)
    const storyAt = section.body.findIndex((i) => doc.lines[i].all.join(' ').split(/\s+/).length >= 7);
    const lastContact =
      section.key === 'description'
        ? section.body
            .slice(0, storyAt < 0 ? undefined : storyAt)
            .findLastIndex((i) => isContactLine(doc.lines[i]))
        : -1;
    const bodyLines = section.body.slice(lastContact + 1).map((i) => doc.lines[i]);
    if (section.key === 'features') {
      featureItems.push(...listItems(bodyLines));
      continue;
    }
    // A portal's sub-label under a feature's heading ("Appliances" / "Included: Dishwasher, ...")
    // says nothing of its own.
    const text = PROSE_KEYS.has(section.key as FieldKey)
      ? proseOf(bodyLines)
      : [...section.items, listOf(bodyLines)]
          .filter(Boolean)
          .join(', ')
          .replace(/^(?:included|includes|features?|types?|details?)\s?:\s/i, '');
    if (!text) continue;
    if (!section.key) {
      const name = customLabel(section.label) ?? tidyLabel(section.label);
      if (name && !custom[name]) {
        custom[name] = text.slice(0, 10_000);
        printed.set(name, tidyLabel(section.label) || name);
      }
      continue;
    }
    if (section.key === 'agentName' || section.key === 'agency') {
      // A "Contact" or "Listing Agent" block: its lines are read as a contact block below.
      continue;
    }
    // (A story's heading over a figure, "Summary" over "Gross rent | $12,295.00", tells no story.)
    if (section.key === 'description' && !/[.!?](?:\s|$)/.test(text) && text.split(/\s+/).length < 12)
      continue;
    // (Nor a table's column headed "Description" over its items, four lines or more and not one ending
    // a sentence: "Remove 1 layer asphalt shingles and felt, haul away" / "Ridge vent with shingle cap".)
    if (
      section.key === 'description' &&
      bodyLines.length >= 4 &&
      bodyLines.every((l) => !/[.!?]["'”’)]?$/.test(l.all.join(' ').trim()))
    )
      continue;
    sectionText.set(section.key, [sectionText.get(section.key), text].filter(Boolean).join(', '));
  }
  // The first labelled value, else the section's text, that can be the field (a room name under a
  // floor plan's "Garage" is not parking).
  const labelledOrSection = (key: FieldKey) => {
    const values = [...all(key).map((v) => v.trim()), sectionText.get(key) ?? ''].filter(
      (v) => v !== '' && plausibleFeature(key, v),
    );
    // A fuller statement of the same fact read later wins over a tile's short one ("3-car" in a strip
    // of figures, then "Parking | Attached 3-car garage, gravel turnaround").
    const first = values[0] ?? '';
    const fuller = values.filter((v) => v !== first && v.length > first.length);
    // (Or a count of cars, "2 cars", then "Rear-load 2-car garage": the fullest that gives the count.)
    const count = /^(\d{1,2})[- ](?:cars?|spaces?|stalls?)$/i.exec(first)?.[1];
    const counted =
      count === undefined ? [] : fuller.filter((v) => new RegExp(`(?<![\\d,.])${count}(?![\\d,.])`).test(v));
    return (
      fuller.find((v) => !first.includes(' ') && v.toLowerCase().includes(first.toLowerCase())) ??
      counted.sort((a, b) => b.length - a.length)[0] ??
      first
    );
  };

  // Bullets outside any section are features too (with their wrapped continuation lines).
  const looseBullets: Line[] = [];
  for (const i of doc.loose) {
    const line = doc.lines[i];
    const previous = looseBullets[looseBullets.length - 1];
    if (line.bullet || (previous && previous.para === line.para && /^[a-z]/.test(line.cells[0])))
      looseBullets.push(line);
  }
  featureItems.push(...listItems(looseBullets));
  const features = new Map<FeatureKey, string[]>();
  const unplaced: string[] = [];
  for (const item of featureItems) {
    // "3BR / 2BA", "1,850 SQ FT", "Built 1938", a phone between bullets are facts, read elsewhere.
    // "First floor · not to scale" under a floor plan is a level, not flooring.
    if (isFactItem(item) || /^(?:first|second|third|main|upper|lower|ground|top)\s+floor\b/i.test(item))
      continue;
    const key = classifyFeature(item);
    if (!key) {
      unplaced.push(item);
      continue;
    }
    const cleaned = key === 'flooring' ? item.replace(/(?<!\s)\s+(?:floors?|flooring)$/i, '') : item;
    features.set(key, [...(features.get(key) ?? []), cleaned]);
  }
  if (unplaced.length > 0 && !custom.Highlights) custom.Highlights = unplaced.join(', ');
  // Features told in sentences, when no label, section or bullet gives them.
  const told = findProseFeatures(doc.freeText.split('\n'));
  // A value under a label the vocabulary does not know ("Views: floor-to-ceiling windows") that
  // plainly names one feature fills that feature when nothing else does.
  const unlabelled = new Map<FeatureKey, string>();
  for (const pair of doc.pairs) {
    if (pair.key || customLabel(pair.label) || pair.value.length > 100 || /[.!?]$/.test(pair.value)) continue;
    const kind = classifyFeature(pair.value);
    if (kind && !unlabelled.has(kind)) unlabelled.set(kind, pair.value);
  }
  // Rows of short phrases side by side, no labels and no bullets (a postcard's features, each by its
  // icon): the phrases that name a feature are that feature's, when nothing else names it.
  const cellFeatures = new Map<FeatureKey, string[]>();
  // (An address is no feature, whatever its street is called: "88 Furnace Hills Pike, Lititz, PA 17543".)
  const kindsOf = (line: Line) =>
    line.cells.map((c) =>
      c.length <= 80 && !/[.!?:]$/.test(c) && !isFactItem(c) && !isFullAddress(c)
        ? classifyFeature(c)
        : undefined,
    );
  const cellRow = (line: Line) =>
    !line.bullet && line.cells.length >= 2 && kindsOf(line).filter(Boolean).length * 2 >= line.cells.length;
  const rowParas = new Set(doc.loose.filter((i) => cellRow(doc.lines[i])).map((i) => doc.lines[i].para));
  // A list whose bullets are drawn, not written: a paragraph of three short phrases or more, one to
  // a line, most of which name a feature.
  const byPara = new Map<number, Line[]>();
  for (const i of doc.loose)
    byPara.set(doc.lines[i].para, [...(byPara.get(doc.lines[i].para) ?? []), doc.lines[i]]);
  for (const [para, lines] of byPara) {
    const phrase = (l: Line) =>
      l.cells.length === 1 &&
      l.cells[0].length <= 60 &&
      !/[.!?:]$/.test(l.cells[0]) &&
      !/@|\d{3}[\s.)-]{1,2}\d{3}[\s.-]\d{4}/.test(l.cells[0]);
    const all = doc.lines.filter((l) => l.para === para);
    if (all.length < 3 || all.length !== lines.length || !all.every(phrase)) continue;
    if (all.filter((l) => kindsOf(l)[0] !== undefined).length * 3 >= all.length * 2) rowParas.add(para);
  }
  // The block's next paragraph, when it too is only such phrases, one to a line.
  for (const para of [...rowParas]) {
    const next = doc.lines.filter((l) => l.para === para + 1);
    const short = next.filter(
      (l) => l.cells.length === 1 && l.cells[0].length <= 60 && !/[.!?]$/.test(l.cells[0]),
    );
    const phrases = short.filter((l) => kindsOf(l)[0] !== undefined);
    if (next.length > 0 && short.length === next.length && phrases.length * 2 >= next.length)
      rowParas.add(para + 1);
  }
  for (const i of doc.loose) {
    const line = doc.lines[i];
    // Phrases of the same block set one to a line count too.
    if (!rowParas.has(line.para) || line.bullet || (line.cells.length >= 2 && !cellRow(line))) continue;
    const kinds = kindsOf(line);
    line.cells.forEach((c, k) => {
      const kind = kinds[k];
      if (kind) cellFeatures.set(kind, [...(cellFeatures.get(kind) ?? []), c]);
    });
  }
  // A garage named alone in a cell of a row of other facts ("House for sale | Built in 1998 | 2-car
  // garage | Days on market: 41"), when nothing else tells the parking.
  const garageCell = () =>
    doc.loose
      .flatMap((i) => doc.lines[i].cells)
      .find((c) => GARAGE_CELL.test(c.trim()))
      ?.trim() ?? '';
  const feature = (key: FeatureKey & FieldKey) =>
    withoutOwnLabel(
      key,
      labelledOrSection(key) ||
        (features.get(key) ?? []).join(', ') ||
        (cellFeatures.get(key) ?? []).join(', ') ||
        unlabelled.get(key) ||
        (isProseFeatureKey(key) ? (told.features.get(key) ?? '') : '') ||
        (key === 'parking' ? garageCell() : ''),
    );
  // A feature named inside a sentence about other things: the last resort, after labels, lists and
  // lead-ins (and after a garage's own label: "Garage Space: No. 17, heated garage").
  const phrase = (key: ProseFeatureKey) => told.phrases.get(key) ?? '';

  const text = doc.fullText;
  const prose = proseParagraphs(doc);

  // Basic facts.
  const address = findAddress(doc, labelled);
  const priceFacts = findPrice(
    doc,
    totalOfParts(doc) ?? ((currentPrice(doc) ?? first('price')) || captionedPrice(doc)),
    // (A space's rent for the month, "Monthly rent | $4,125", over the rate it is quoted at per foot,
    // "Lease rate | $22.00/RSF/yr", when the page gives both.)
    // (Not a street under a rental's label, "Rental: 75 Danforth St #3B", a page's title.)
    all('rent')
      .map((v) => v.trim())
      .find((v) => /\d/.test(v) && !PER_AREA.test(v) && !looksLikeStreet(v)) ??
      scheduledRent(doc) ??
      first('rent'),
    address.Street,
  );
  // A building's labelled total ("Total Bedrooms | 5" after each unit's "Bedrooms") is the property's.
  const total = (key: FieldKey) =>
    doc.pairs.find((p) => p.key === key && /^total\b/i.test(p.label.trim()) && /\d/.test(p.value));
  const beds =
    numberOf(total('beds')?.value ?? first('beds')) ??
    bedsBaths?.[0] ??
    countBefore(text, 'beds') ??
    (/\bstudio\b/i.test(text) ? 0 : null);
  const baths = plausibleBaths(
    bathsOf(
      total('baths') ??
        // (Full baths with the half baths labelled apart count a half each, whatever total a portal
        // prints beside them: "Bathrooms: 3", "Full bathrooms: 2", "1/2 bathrooms: 1" is 2.5.)
        (custom['Half Baths']
          ? doc.pairs.find((p) => p.key === 'baths' && /\b(?:full|fb)\b/i.test(p.label))
          : undefined) ??
        doc.pairs.find((p) => p.key === 'baths'),
      custom['Half Baths'],
    ) ??
      bedsBaths?.[1] ??
      splitBaths(text) ??
      appraisalBaths(text) ??
      countBefore(text, 'baths'),
    beds,
  );
  // Floor areas level by level and their total ("Main Level | 3,380 sq ft" ... "Total | 9,740 square
  // feet"): the total is the home's. ("Total SqFt" beside "Heated SqFt" counts what is not living area.)
  const totalArea = doc.pairs.find(
    (p) =>
      /^total(?:\s+(?:living|finished|heated|interior))?(?:\s+area)?$/i.test(p.label.trim()) &&
      /\b(?:sq\.?\s*ft|square\s+f(?:ee|oo)t|sf)\b/i.test(p.value),
  );
  // "Size: 0.21 Acres" under a lot's heading is the lot, not the floor area.
  const partArea =
    (totalArea ? areaOf(totalArea.value) : null) ??
    // (The first labelled value that gives an area: "Size | 28 x 56 double-wide" gives none.)
    all('sqft')
      .filter((v) => !/\b(?:acres?|ac|hectares?)\b/i.test(v))
      .map((v) => areaOf(v.trim()))
      .find((n) => n !== null) ??
    findSquareFeet(text);
  const sqft = partArea === null ? null : wholeOfParts(partArea, text);
  // (A bare "Year" labels the year a home was made when nothing else does: "Year | 2016" over "Make".)
  const yearBuilt =
    yearOf(first('yearBuilt')) ??
    yearOf(
      doc.pairs.find((p) => /^(?:year|yr)$/i.test(p.label.trim()) && /^\d{4}$/.test(p.value.trim()))?.value ??
        '',
    ) ??
    findYearBuilt(text);
  const hoa = first('hoa') ? monthly(parseMoney(first('hoa')), first('hoa')) : findHoa(text);

  // Contact lines are left out: an agency called "Condo Kings Realty" says nothing about the home.
  // A lot with no rooms and no floor area is land, whatever a sentence calls the cabin one could
  // build on it: an acre or more, or a lot the page calls a lot, a parcel or a homesite.
  const lot = lotOf(custom['Lot Size']);
  const landOnly =
    lot !== undefined &&
    ((lot.LotSizeUnit === 'acres' && lot.LotSize >= 1) ||
      /\b(?:lakefront lot|lot for sale|parcel|homesite|building site|tract)\b/i.test(text)) &&
    beds === null &&
    baths === null &&
    sqft === null &&
    !first('propertyType');
  const toldType = propertyTypeInProse(
    doc.paragraphs
      .map((p) =>
        joinProse(
          p.lines.filter((i) => !isContactLine(doc.lines[i])).map((i) => doc.lines[i].all.join(' | ')),
        ),
      )
      .join('\n'),
  );
  // (Buildings the page names as commercial stand on the land: a church campus, an inn.)
  // (An "Apartment" type with a dozen units, as commercial listings write it, is the building: a
  // multi-family property, not one flat.)
  // (The units are counted only for an "Apartment" type, the one case that asks.)
  const unitCount = () =>
    Math.max(
      0,
      ...Object.entries(custom)
        .filter(
          ([label, value]) =>
            /^(?:(?:no\.?|number of|total)\s+)?units$/i.test(label) && /^\d+$/.test(value.trim()),
        )
        .map(([, value]) => Number(value.trim())),
      ...[...text.matchAll(/\b(\d{1,3})[- ]unit\b/gi)].map((m) => Number(m[1])),
    );
  const buildingOfApartments = /^apartments?$/i.test(first('propertyType').trim()) && unitCount() >= 2;
  // (Land told in prose, "forty acres of pasture", with a house counted on it, its bedrooms, living
  // area and the year it was built, is the house's land: a home, unless the page labels it land.)
  const homeOnLand = toldType === 'Land' && (beds ?? 0) > 0 && (sqft ?? 0) > 0 && yearBuilt !== null;
  const propertyType =
    (buildingOfApartments ? 'Multi-Family' : mapPropertyType(first('propertyType'))) ||
    (landOnly && toldType !== 'Commercial' ? 'Land' : '') ||
    (homeOnLand ? 'Single Family Home' : toldType);
  // A status that only says the home is on the market ("Available", "Active") follows the price: a
  // rent per month makes it a rental.
  const marketStatus = /^\s*(?:available|active|act|available now)\s*$/i.test(first('listingType'));
  // A "Sold Price" or "Closed Price" says the home has sold.
  // (So does the date it closed, "Closed: May 15, 2026", "Sold | December 2024", a closing
  // statement's "Settlement Date | 05/15/2026", and an amount
  // labelled as what it sold for, "SOLD FOR | $9,800".)
  // (An amount under "SOLD" in a header row over the listing's figures, "SOLD | LIST | DAYS | BEDS"
  // over "$418,000 | $409,900 | 4 | 3": the label is the header's, not a cell of the amount's row.)
  // (Or under "Sold for", "Sale price": "Sold for | Bedrooms | Lot" over "$512,000 | 4 | 0.19 acre".)
  const headedSold = (p: Pair) =>
    SOLD_LABEL.test(p.label.trim()) &&
    /^\$\s?\d[\d,]*$/.test(p.value.trim()) &&
    !(doc.lines[p.line]?.all ?? []).some((c) => c.trim() === p.label.trim());
  const soldPrice = doc.pairs.some(
    (p) =>
      (p.key === 'price' &&
        /\b(?:sold|closed|sale)\s+price\b/i.test(p.label) &&
        /\b(?:sold|closed)\b/i.test(p.label)) ||
      (/^(?:closed|sold|sold on|closed on|date sold|sold date|settlement date|date of settlement)$/i.test(
        p.label.trim(),
      ) &&
        /^(?:[A-Z][a-z]{2,8}\.? (?:\d{1,2}, )?\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})$/.test(p.value.trim())) ||
      // (Or a sale price beside a different list price on its row or the next: "SALE PRICE | $598,000 |
      // List price | $615,000" in a closed file's review.)
      (p.key === 'price' &&
        /^sales? price$/i.test(p.label.trim()) &&
        doc.pairs.some(
          (q) =>
            q.line >= p.line &&
            q.line <= p.line + 1 &&
            doc.lines[q.line]?.para === doc.lines[p.line]?.para &&
            q.key === 'price' &&
            /^(?:original )?list(?:ing)? price$/i.test(q.label.trim()) &&
            parseMoney(q.value) !== parseMoney(p.value),
        )) ||
      // (Not a strip of other homes' cards, "DUPLEX | $239,000 | ... | SOLD | $410,000".)
      (/^(?:sold|sold (?:for|at))$/i.test(p.label.trim()) &&
        /^\$\s?\d/.test(p.value.trim()) &&
        ((doc.lines[p.line]?.all.length ?? 0) <= 4 || headedSold(p))),
  );
  // (Or the listing's own row says what it sold for: "SOLD | 518 East Gaston Street | Savannah, GA 31401
  // | Sold for | $1,125,000".)
  const soldRow =
    address.Street !== '' &&
    doc.lines.some(
      (l) =>
        l.all.some((c) => c.startsWith(address.Street)) &&
        l.all.some((c, k) => SOLD_LABEL.test(c.trim()) && /^\$\s?\d[\d,]*$/.test(l.all[k + 1]?.trim() ?? '')),
    );
  // (Or a line under the listing's street says what it sold for: "$538,500 Sold for · Sold".)
  const soldUnderStreet =
    address.Street !== '' &&
    doc.lines.some(
      (l, i) =>
        (doc.lines[i - 1]?.all.some((c) => c.startsWith(address.Street)) ||
          doc.lines[i - 2]?.all.some((c) => c.startsWith(address.Street))) &&
        (/^\$\s?\d[\d,]*\s+sold(?: for)?\b/i.test(l.all[0]?.trim() ?? '') ||
          // (Not a strip of other homes' cards: "DUPLEX | $239,000 | ... | SOLD | $410,000".)
          (l.all.length <= 4 &&
            l.all.some(
              (c, k) =>
                /^sold(?: for| at)?$/i.test(c.trim()) && /^\$\s?\d[\d,]*$/.test(l.all[k + 1]?.trim() ?? ''),
            ))),
    );
  // (What the page's banners and prose say, read once: the rules below may each ask.)
  let listingTold: ReturnType<typeof findListingType> | undefined;
  const toldListing = () => (listingTold ??= findListingType(doc));
  const listingType =
    ((soldPrice || soldRow || soldUnderStreet) && !first('listingType') ? 'Sold' : '') ||
    (priceFacts.rent && marketStatus ? 'For Rent' : '') ||
    mapListingType(first('listingType')) ||
    // (A rental that is not on the market yet says so: "Coming soon · move in June 15".)
    (priceFacts.rent ? (toldListing() === 'Coming Soon' ? 'Coming Soon' : 'For Rent') : '') ||
    // "Monthly Rent" in a rent roll does not make a building asking $1,150,000 a rental.
    (toldListing() === 'For Rent' && (priceFacts.price ?? 0) >= 50_000 ? 'For Sale' : toldListing()) ||
    // Space quoted at a rate per square foot a year, and no sale price: space for lease.
    ((priceFacts.price ?? 0) < 10_000 && COMMERCIAL_RATE.test(text) ? 'For Rent' : '') ||
    (priceFacts.price !== null ? 'For Sale' : '');
  // A home that has sold is priced at what it sold for, printed beside the word ("Sold for $538,000",
  // "SOLD | $356,000") where the list price was read first.
  const captions = (i: number, k: number) =>
    doc.lines[i]?.para === doc.lines[i - 1]?.para && SOLD_LABEL.test(doc.lines[i]?.all[k]?.trim() ?? '');
  const soldFor =
    listingType === 'Sold'
      ? (SOLD_FOR.exec(text)?.[1] ??
        doc.pairs.find(headedSold)?.value ??
        // (Or the amount named after it: "$318,500 Sold price" over the list price's own row; "$498,000
        // Sold" in a cell of its own under the address, or "Sold $389,000".)
        /(?<![\d,.])(\$ ?\d[\d,]*) +(?:sold|sale|closed|closing) price\b/i.exec(text)?.[1] ??
        doc.lines
          .flatMap((l) => l.all)
          .map((c) => /^(\$\s?\d[\d,]*)\s+sold(?: for\b.*)?$|^sold\s+(\$\s?\d[\d,]*)$/i.exec(c.trim()))
          .map((m) => m?.[1] ?? m?.[2])
          .find(Boolean) ??
        // (Or beside its label, "Sold for | $545,000", or over it in a tile, "$612,000" over "Sold
        // price".)
        // (Any such label of the line: "SOLD | 518 East Gaston Street | ... | Sold for | $1,125,000".)
        doc.lines
          .flatMap((l) => l.all.flatMap((c, k) => (SOLD_LABEL.test(c.trim()) ? [l.all[k + 1]] : [])))
          .find((c) => c !== undefined && /^\$\s?\d[\d,]*$/.test(c.trim())) ??
        doc.lines
          .flatMap((l, i) =>
            l.all.filter(
              (c, k) =>
                /^\$\s?\d[\d,]*$/.test(c.trim()) &&
                (captions(i + 1, k) ||
                  // (A line of another column may come between an amount alone and its caption alone:
                  // "$1,085,000" / "Final walk-through | Apr 23 | Done" / "Sale price".)
                  // (Or the amount leads its line, another column's caption under the cell beside it:
                  // "$548,000 | Catalina Foothills USD" / "Schools" / "Sold price".)
                  ((l.all.length === 1 || k === 0) &&
                    doc.lines[i + 2]?.all.length === 1 &&
                    captions(i + 2, 0))),
            ),
          )
          .at(0))
      : undefined;
  const price = soldFor ? parseMoney(soldFor) : priceFacts.price;
  // A home that has sold keeps the price it was listed at as a fact under its label ("List price |
  // $439,000" beside "Sold | $452,000"): the price is what it sold for.
  if (listingType === 'Sold' && price !== null) {
    for (const p of pairs) {
      if (p.key !== 'price' || !/\b(?:list(?:ing|ed)?|asking|asked|original)\b/i.test(p.label)) continue;
      const name = customLabel(p.label) ?? tidyLabel(p.label);
      if (!name || custom[name] || parseMoney(p.value) === price) continue;
      custom[name] = p.value.trim();
      printed.set(name, tidyLabel(p.label) || name);
    }
  }

  const contact = findContact(doc, labelled, address);
  contact.Phone = formatPhone(contact.Phone);
  // A firm is named with a capital or a figure: "workspace owner", a role beside the agent's name, is none.
  if (!/^[\p{Lu}\d]/u.test(contact.AgencyName)) contact.AgencyName = '';

  // (Heating and cooling may each head a section of their own: "COOLING" over "Mini-split A/C".)
  // (The field's own heading run in among its items, "Heat pump, gas furnace, Heating & Cooling" where
  // a row of labels met the row of values, is no item.)
  const heatingCooling = (
    [first('heatingCooling'), first('heating'), first('cooling')].filter(Boolean).join(', ') ||
    feature('heatingCooling') ||
    [sectionText.get('heating'), sectionText.get('cooling')].filter(Boolean).join(', ') ||
    phrase('heatingCooling')
  )
    .split(', ')
    .filter(
      (item, _, items) =>
        items.length === 1 ||
        !/^(?:heating|cooling)\s*(?:&|and|\/)\s*(?:cooling|heating)$/i.test(item.trim()),
    )
    .join(', ');

  // Descriptions: a labelled description wins; otherwise the document's own prose paragraphs.
  // (A paragraph that tells of the home's rooms as much as of its area, "A brick 1915 house ... a
  // short walk to Schiller Park and the shops. The front porch ... the oak floors ... the kitchen", is
  // the home's.)
  const neighborhoodParas = prose.filter(
    (p, i) => i > 0 && isNeighborhoodProse(p.text) && homeWordCount(p.text) < 3,
  );
  // Sentences read as features are facts, not description.
  // One unit of a building ("2021 Thornbury Street #1009"): prose above the unit's own address
  // describes the building, not the listing, when prose about a home follows it (not when all that
  // follows is a site's warning or fine print).
  const unit = UNIT_SUFFIX.exec(address.Street)?.[0].trim();
  const unitLine = unit
    ? doc.lines.findIndex((l) =>
        l.all.some((c) => c.includes(unit) && c.includes(address.Street.split(' ')[0])),
      )
    : -1;
  const aboutUnit = (p: { line: number }) =>
    unitLine < 0 || !prose.some((q) => q.line > unitLine && homeWordCount(q.text) >= 2) || p.line > unitLine;
  // (A sentence or two on the area that closes the home's story, right under it, is part of it: "Close
  // to Borah High School, the Boise Depot and the Connector.")
  const closesStory = (p: (typeof prose)[number]) => {
    const before = prose[prose.indexOf(p) - 1];
    return (
      before !== undefined &&
      before.end + 1 === p.line &&
      !neighborhoodParas.includes(before) &&
      p.text.split(/\s+/).length <= 30
    );
  };
  // The first line that prints the listing's street: a page about something else tells of the home
  // from there on.
  const street = address.Street.toLowerCase();
  const listingLine = street
    ? doc.lines.findIndex((l) => l.all.some((c) => c.toLowerCase().includes(street)))
    : -1;
  const descriptionParas = prose
    .filter((p) => (!neighborhoodParas.includes(p) || closesStory(p)) && aboutUnit(p))
    .map((p) => {
      if (told.used.size === 0) return p;
      const sentences = sentencesOf(p.text);
      const kept = sentences.filter((s) => ![...told.used].some((u) => u.includes(s) || s.includes(u)));
      // A paragraph of feature sentences ("The kitchen is equipped with ...", "As for parking: ...")
      // is facts, not description; a description that names a feature or two is still read whole.
      return kept.length * 2 <= sentences.length && sentences.length - kept.length >= 2
        ? { ...p, text: kept.join(' ') }
        : p;
    })
    .filter((p) => p.text);
  // A phrase beside a description's heading ("PROPERTY OVERVIEW | Separately metered gas") is another
  // column's, not the description, when prose follows.
  // (A row of a site's tabs, "Overview | Features | Neighborhood", is no description: the section
  // under the heading is.)
  // (Nor a name set in spaced capitals beside the heading, "About the property C O Y O T E C R E E K":
  // a line of single letters is a banner, however many "words" it has.)
  const spacedLetters = (v: string) => {
    const tokens = v.split(/\s+/);
    return tokens.length >= 4 && tokens.filter((t) => t.length === 1).length * 2 >= tokens.length;
  };
  const labelledDescription = spacedLetters(labelledOrSection('description'))
    ? ''
    : labelledOrSection('description');
  // (A note that ends on a colon introduces the copy below it, "Marketing copy for the flyer and our
  // site (final, Naomi):": no story of its own.)
  // (Nor a web address under an "Overview" tab's label.)
  const isProse = (v: string) =>
    !spacedLetters(v) &&
    !/:$/.test(v.trim()) &&
    !/^(?:https?:\/\/|www\.)\S+/i.test(v.trim()) &&
    // (A sentence's stop, not an amount's cents: "Gross rent $12,295.00" under a "Summary" heading.)
    (/[.!?](?:\s|$)/.test(v) || v.split(/\s+/).length >= 12);
  const isBetween = (i: number) => isFigureLine(doc.lines[i]) || isAsideLine(doc, i);
  const isBeside = (i: number) => {
    const t = doc.lines[i]?.all.join(' ') ?? '';
    return t.split(/\s+/).length <= 8 && !/[.!?]$/.test(t);
  };
  // A row read as labels and values, or a one-word heading over them ("About").
  const isFactRow = (i: number) => {
    const line = doc.lines[i];
    return (
      line !== undefined &&
      (line.paired === true || (line.all.length === 1 && /^[A-Z][a-z]+$/.test(line.all[0])))
    );
  };
  // Of several texts under description labels ("Public remarks", "Agent remarks"), the one that tells
  // of the home is the description, not the note to other agents ("Vacant, easy to show.") before it.
  const headedTexts = [
    ...all('description').map((v) => v.trim()),
    sectionText.get('description') ?? '',
  ].filter((v) => v !== '' && isProse(v));
  const headed = headedTexts.reduce<string | undefined>(
    (best, v) => (best === undefined || homeWordCount(v) > homeWordCount(best) ? v : best),
    undefined,
  );
  // A story under its heading reads on into the paragraphs after its section as any story does (past
  // a line of figures or a labelled fact set between them).
  const storySection = doc.sections.find((s) => s.key === 'description' && s.body.length > 0);
  const storyEnd = storySection ? Math.max(...storySection.body) : -1;
  const description =
    (headed && storySection && headed === sectionText.get('description')
      ? bestDescription(
          [
            { text: headed, line: storySection.body[0], end: storyEnd },
            ...descriptionParas.filter((p) => p.line > storyEnd),
          ],
          isBetween,
          isBeside,
          true,
          isFactRow,
        )
      : headed) ||
    bestDescription(descriptionParas, isBetween, isBeside, false, isFactRow, listingLine) ||
    labelledDescription;
  // "Community: Community pool, Dog park" lists amenities on site, not a neighbourhood's description.
  // (A short list under the community's label holds its shared pool and courts too: "Pool, clubhouse".)
  const amenityList = (v: string) =>
    !/[.!?]$/.test(v.trim()) &&
    (classifyFeature(v) === 'onsite' ||
      (classifyFeature(`community ${v}`) === 'onsite' &&
        v.split(',').length >= 2 &&
        v.split(',').every((item) => item.trim().split(/\s+/).length <= 3)));
  const sharedList = (v: string) => {
    const items = v.split(',');
    return (
      items.length >= 2 &&
      !/[.!?:$]/.test(v) &&
      items.every((item) => /[a-z]/i.test(item) && item.trim().split(/\s+/).length <= 6)
    );
  };
  const communityAmenities =
    all('neighborhood').find(amenityList) ??
    // (Or under the community's heading: "COMMUNITY" over "Cabana with pool, pocket parks, dog park".)
    [sectionText.get('neighborhood') ?? ''].find((v) => v !== '' && amenityList(v)) ??
    // (A list of things shared under the building's or community's own label is its amenities, whatever
    // each item would be alone: "Community: Dog park, pool, greenway access", "Building | Elevator, roof
    // terrace, bike room".)
    doc.pairs.find(
      (p) =>
        /^(?:building|community|complex|resort|common(?: areas?| elements)?|shared)$/.test(
          normalizeLabel(p.label),
        ) &&
        (amenityList(p.value) || sharedList(p.value)),
    )?.value ??
    '';
  const neighborhoodText = isFullAddress(first('neighborhood'))
    ? sectionText.get('neighborhood') || ''
    : amenityList(first('neighborhood'))
      ? sectionText.get('neighborhood') || ''
      : labelledOrSection('neighborhood');
  const labelledNeighborhood = neighborhoodText === communityAmenities ? '' : neighborhoodText;
  const neighborhood = labelledNeighborhood || neighborhoodParas.map((p) => p.text).join('\n\n');

  const zoning = first('zoning') || sectionText.get('zoning') || findZoning(text);
  const keywords = all('keywords')
    .concat(sectionText.get('keywords') ?? [])
    .flatMap((k) => k.split(/(?<!\s)\s*[,;•|]\s*/))
    .map((k) => k.trim())
    .filter(Boolean);

  const draft: PropertyInput = {
    BasicInfo: {
      PropertyType: unitOfBuilding(propertyType, first('propertyType'), address.Street, text),
      ListingType: listingType,
      Price: price ?? 0,
      Bedrooms: beds ?? 0,
      Bathrooms: baths ?? 0,
      SquareFootage: sqft ?? 0,
      ...lotOf(custom['Lot Size'] ?? lotTold(text, sqft)),
      GarageSpaces: garageSpaces([
        // A count under the garage's own label ("Garage | 1", "Gar Sp | 3", "Garage spaces: 2").
        ...doc.pairs
          .filter(
            (p) =>
              /\bgar(?:age)?\b|\bcarport\b|^cars?$/i.test(p.label.trim()) &&
              GARAGE_COUNT_VALUE.test(p.value.trim()),
          )
          .map((p) => `${GARAGE_COUNT_VALUE.exec(p.value.trim())?.[1]} garage spaces`),
        feature('parking'),
        ...Object.entries(custom)
          .filter(([k]) => /garage|parking/i.test(k))
          .map(([, v]) => v),
        // "... and a three-car garage.", "one deeded garage space", "two spaces in the heated garage"
        // told in the description.
        ...(GARAGE_TOLD.exec(text) ?? []).slice(0, 1),
      ]),
      Units: numberOf(custom.Units ?? '') ?? 0,
      Address: address,
    },
    KeyFeatures: {
      ArchitecturalDetails: feature('architecture') || phrase('architecture'),
      Renovations: feature('renovations') || phrase('renovations'),
      Appliances: feature('appliances'),
      FlooringType: feature('flooring') || phrase('flooring'),
      WindowFeatures: feature('windows'),
      HeatingCooling: heatingCooling,
      OutdoorSpaces: feature('outdoor') || phrase('outdoor'),
      // (Or a garage space's own label with no count under it: "Garage Space: No. 17, heated garage".)
      Parking:
        feature('parking') ||
        (Object.entries(custom).find(
          ([k, v]) =>
            /^(?:garage|parking)(?: space| spot| stall)?s?$/i.test(k.trim()) && !/^\d+$/.test(v.trim()),
        )?.[1] ??
          phrase('parking')),
    },
    Amenities: {
      Onsite: amenityItems(feature('onsite')) || communityAmenities,
      Nearby:
        feature('nearby') ||
        (placeList(first('neighborhood')) ? first('neighborhood') : '') ||
        distanceList(doc),
    },
    Environmental: { Features: feature('environmental') },
    Accessibility: { Features: feature('accessibility') },
    Descriptions: {
      PropertyDescription: withoutShouting(description),
      NeighborhoodDescription: neighborhood,
    },
    SEO: { Keywords: uniqueKeywords(keywords) },
    LegalCompliance: { HOAFees: hoa ?? 0, ZoningInfo: zoning },
    HistoricalInfo: {
      YearBuilt: yearBuilt ?? 0,
      HistoricalDetails: labelledOrSection('historical'),
    },
    ConditionMaintenance: {
      Inspections: labelledOrSection('inspections'),
      MaintenanceHistory: labelledOrSection('maintenance'),
    },
    CustomFields: asPrinted(custom, printed),
    RealtorContact: contact,
    CustomInstructions: { Instructions: '' },
  };
  if (draft.SEO?.Keywords?.length === 0) draft.SEO.Keywords = derivedKeywords(draft);
  // A building of several units counts the bedrooms and baths of all of them: its rent roll's totals.
  const basic = draft.BasicInfo;
  const totals = basic?.PropertyType === 'Multi-Family' ? unitTotals(doc) : undefined;
  if (basic && totals) {
    basic.Bedrooms = totals.beds;
    basic.Bathrooms = totals.baths;
    if (totals.sqft) basic.SquareFootage = totals.sqft;
  }
  // So does a home of several spaces, its own and an in-law suite's, in a table with their total.
  const spaces = basic && basic.PropertyType !== 'Multi-Family' ? unitTotals(doc, true) : undefined;
  if (basic && spaces) {
    basic.Bedrooms = spaces.beds;
    basic.Bathrooms = spaces.baths;
    if (spaces.sqft) basic.SquareFootage = spaces.sqft;
  }
  return draft;
}

/**
 * An appraisal form counts baths as full and half apart with a stop between ("2.1 Bath(s)": two full
 * and one half), the way every appraisal report writes them; a half counts a half.
 */
function appraisalBaths(text: string): number | null {
  const m = /(?<![\d.])(\d{1,2})\.(\d)(?: \|)? Bath\(s\)/.exec(text);
  return m ? Number(m[1]) + Number(m[2]) * 0.5 : null;
}

/** The totals row of a table of units ("Unit | Beds | Baths ..." over "Totals | 5 | 2 ..."). */
function unitTotals(doc: Doc, spaces = false): { beds: number; baths: number; sqft?: number } | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    const header = doc.lines[i].all.map((c) => c.trim().toLowerCase());
    // (A home's table of spaces heads its first column so: "Space | Beds | Baths | Sq Ft".)
    if (spaces && !/^(?:space|spaces|living space|area|part)$/.test(header[0] ?? '')) continue;
    const bedsAt = header.findIndex((c) => /^(?:beds?|bedrooms?|br|bd)$/.test(c));
    const bathsAt = header.findIndex((c) => /^(?:baths?|bath\(s\)|bathrooms?|ba)$/.test(c));
    const sqftAt = header.findIndex((c) => /^(?:sq ?ft|sf|square feet|living area)$/.test(c));
    // (A strip of labels each before its figure, "BR | 2 | BA | 2.5", is no table's header.)
    if (bedsAt < 0 || bathsAt < 0 || /^\d/.test(header[bedsAt + 1] ?? '')) continue;
    for (let k = i + 1; k < doc.lines.length && k <= i + 16; k++) {
      const row = doc.lines[k].all;
      if (!/^(?:totals?|building(?: totals?)?|all units|combined|property totals?)\b/i.test(row[0] ?? ''))
        continue;
      // (A header row with no heading over the rows' names: "Bedrooms | Baths" over "Totals | 4 | 5".)
      const shift = row.length === header.length + 1 ? 1 : 0;
      const beds = Number(row[bedsAt + shift]);
      const baths = Number(row[bathsAt + shift]);
      const sqft = sqftAt >= 0 ? (parseNumber(row[sqftAt + shift] ?? '') ?? undefined) : undefined;
      if (Number.isInteger(beds) && beds > 0 && Number.isFinite(baths) && baths > 0)
        return { beds, baths, sqft };
      return undefined;
    }
  }
  return undefined;
}

/**
 * The custom facts under the labels the document printed ("Taxes (2025)", "MLS #", "School district"):
 * a fact the product has no field for is the document's own, and its label says what the figure is
 * (the year of the taxes, a district rather than a school). A fact read without a label ("0.27 AC" in a
 * strip of figures) keeps the product's name; of two facts whose labels read the same, the first.
 */
function asPrinted(custom: Record<string, string>, printed: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(custom)) {
    const label = printed.get(name) ?? name;
    if (out[label] === undefined) out[label] = value;
  }
  return out;
}

function tidyLabel(label: string): string {
  const t = label.replace(/\s+/g, ' ').trim();
  if (!t || t.length > 48 || !/[A-Za-z]/.test(t)) return '';
  // Field names are written in title case ("Water Rights", "Days on Market"); a word already
  // capitalised or in capitals (an acronym) is kept as written.
  // A label set in capitals ("WATER RIGHTS", "LOT SIZE", "TAX MAP NO.") is written the same way, its
  // acronyms (APN, HOA, MLS) kept.
  const capitals = !/[a-z]/.test(t);
  return t
    .split(' ')
    .map((w) =>
      capitals &&
      ((/^[A-Z]{4,}$/.test(w) && !LABEL_ACRONYMS.has(w)) || SHORT_LABEL_WORDS.has(w.replace(/\.$/, '')))
        ? SMALL_WORDS.has(w.toLowerCase())
          ? w.toLowerCase()
          : w.charAt(0) + w.slice(1).toLowerCase()
        : w,
    )
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w) ? w : /^[a-z]/.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w,
    )
    .join(' ');
}

const LEASE_RATE = /^\$\s?\d{1,3}(?:\.\d{1,2})?\s*(?:\/|per\s)\s*(?:r|u)?(?:sf|sq\.?\s?ft)\b/i;
// Rent quoted per square foot per year, or net of taxes and insurance (NNN), is a commercial lease.
const COMMERCIAL_RATE =
  /\$\s?\d{1,3}(?:\.\d{1,2})?\s*\/\s*(?:r|u)?sf\s*\/\s*(?:yr|year)\b|\btriple[- ]net\b|\bNNN\b/i;

/**
 * In a label set in capitals, the short words that are words ("LOT", "NO.", "PER"), written in title
 * case; other short ones are acronyms (APN, BFE, HOA) and stay in capitals, as do these longer ones.
 */
const SHORT_LABEL_WORDS = new Set(
  'ON OF AND PER THE TO FOR IN OR BY AS AT LOT TAX NO SQ FT FEE USE AGE MAP BAY BED DUE NET ROW ONE TWO NEW OLD YR'.split(
    ' ',
  ),
);
const LABEL_ACRONYMS = new Set(['HVAC', 'HERS', 'USDA', 'FEMA']);

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'with',
]);

function itemsOf(line: Line): string[] {
  return line.cells.map((c) => c.replace(BULLET, '').trim()).filter(Boolean);
}

function proseOf(lines: Line[]): string {
  // Lines of figures before the prose (counts of another home set beside the heading) are no prose.
  // So are short phrases before it that start no sentence (a sidebar's item set beside the heading).
  let start = 0;
  // (Or a caption in capitals set beside it: "SKETCH - NOT TO SCALE | N".)
  const phraseBefore = (k: number) => {
    const t = lines[k].cells.join(' ');
    return (
      (t.split(/\s+/).length <= 4 || !/[a-z]/.test(t)) &&
      !/[.!?,;:]$/.test(t) &&
      /^[A-Z]/.test(lines[k + 1]?.cells[0] ?? '')
    );
  };
  // (Not a sentence's first line that opens on a figure and runs on under it: "6.2 acres of Hill
  // Country land with big views to the west" over "and a stand of live oaks for shade.")
  const figureBefore = (k: number) => isFigureLine(lines[k]) && !/^[a-z]/.test(lines[k + 1]?.cells[0] ?? '');
  while (start < lines.length - 1 && (figureBefore(start) || phraseBefore(start))) start++;
  return joinProse(lines.slice(start).map((l) => l.cells.join(' ')));
}

/** Items of a list; a wrapped line (no bullet, starting lower-case) continues the item before. */
function listItems(lines: Line[]): string[] {
  const items: string[] = [];
  for (const l of lines) {
    const parts = itemsOf(l);
    // (So does a year or a note in brackets that wrapped alone: "new gas boiler" / "(2022)".)
    if (!l.bullet && items.length > 0 && /^(?:[a-z]|\((?:19|20)\d{2}\)$)/.test(parts[0] ?? '')) {
      // (A word broken at its hyphen joins with none: "24-" / "hour doorman".)
      const last = items[items.length - 1];
      items[items.length - 1] = `${last}${/[A-Za-z0-9]-$/.test(last) ? '' : ' '}${parts.shift()}`;
    }
    items.push(...parts);
  }
  return items;
}

/** A list section: bullets become "a, b, c"; prose lines stay prose. */
function listOf(lines: Line[]): string {
  if (lines.length > 0 && lines.every((l) => l.bullet || l.cells.length > 1 || !/[.!?]$/.test(l.cells[0]))) {
    return listItems(lines).join(', ');
  }
  return proseOf(lines);
}

function isFactItem(item: string): boolean {
  return [
    COUNT_PATTERNS.beds,
    COUNT_PATTERNS.baths,
    /^\$\s?\d/,
    /\b(?:sq\.?\s*ft|square\s+f(?:ee|oo)t|sqft)\b/i,
    /^(?:year\s+)?built\s+(?:in\s+)?\d{4}$/i,
    PHONE,
    EMAIL,
  ].some((p) => {
    p.lastIndex = 0;
    const hit = p.test(item);
    p.lastIndex = 0;
    return hit;
  });
}

function numberOf(value: string): number | null {
  if (!value) return null;
  if (/^studio\b/i.test(value.trim())) return 0;
  return parseNumber(value);
}

/**
 * A floor area as a labelled value gives it: "1,850", or the figure in square feet when the value also
 * gives the home's outside dimensions ("28 x 60 (approx. 1,680 sq ft)"); dimensions alone are no area.
 */
function areaOf(value: string): number | null {
  const inFeet = findSquareFeet(value);
  if (inFeet !== null) return inFeet;
  if (/^\d{1,3}\s?(?:'|ft)?\s?[x×]\s?\d{1,3}\b/i.test(value)) return null;
  return numberOf(value);
}

/**
 * Baths as one number, a half bath counting a half (decision 0027): "2.5", "1 full, 1 half", a label
 * split into full and half ("FB/HB 2/1", "Full / Half Baths 2 / 1"), or full baths with the half baths
 * labelled apart ("Full Baths 3" and "Half Baths 1").
 */
function bathsOf(
  pair: { label: string; value: string } | undefined,
  halfBaths: string | undefined,
): number | null {
  if (!pair) return null;
  const words = pair.value.match(/\b(\d{1,2}) ?full\b[^\d]{0,12}\b(\d{1,2}) ?half\b/i);
  if (words) return Number(words[1]) + Number(words[2]) / 2;
  // "2 + powder", "3 full + 2 powder rooms", "3 full, 1 powder", "3 full plus a powder room": a powder
  // room is a half bath.
  const powder = pair.value.match(
    /^(\d{1,2})(?: full)?(?: baths?)?\s*(?:\+|,|and|&|plus)\s*(?:(\d{1,2}|an?|one|two)\s)?(?:powder|half)\b/i,
  );
  if (powder) {
    const n = powder[2] ?? 'a';
    return Number(powder[1]) + (/^an?$/i.test(n) ? 1 : (numberOf(n) ?? parseNumberWords(n) ?? 1)) / 2;
  }
  // "3½", "2 1/2": a half written as a fraction.
  const fraction = pair.value.trim().match(/^(\d{1,2})\s?(?:½|1\/2)(?!\d)/);
  if (fraction) return Number(fraction[1]) + 0.5;
  const label = normalizeLabel(pair.label);
  const split = pair.value.trim().match(/^(\d{1,2}) ?[/-] ?(\d{1,2})$/);
  if (split && /\b(?:full half|fb hb|f hb|f h)\b/.test(label)) return Number(split[1]) + Number(split[2]) / 2;
  const full = numberOf(pair.value);
  const half = halfBaths?.trim().match(/^\d$/) ? Number(halfBaths.trim()) : 0;
  if (full !== null && Number.isInteger(full) && half > 0 && /\b(?:full|fb)\b/.test(label))
    return full + half / 2;
  return full;
}

/**
 * Full and half baths told apart in running text or a strip of facts ("3 Full + 2 Half Baths", "4 Full
 * baths | 1 Half bath", "1 full, 1 half bath"): the full count and a half for each half bath.
 */
function splitBaths(text: string): number | null {
  const m =
    /\b(\d{1,2}|one|two|three|four|five|six)\s+full(?:\s+bath(?:room)?s?)?\s*(?:[+,&/|]|and|plus)\s*(\d{1,2}|an?|one|two|three|four)\s+(?:half|powder)\b/i.exec(
      text,
    );
  if (!m) return null;
  const full = numberOf(m[1]) ?? parseNumberWords(m[1]);
  const half = /^an?$/i.test(m[2]) ? 1 : (numberOf(m[2]) ?? parseNumberWords(m[2]));
  return full === null || half === null ? null : full + half / 2;
}

function yearOf(value: string): number | null {
  if (!value) return null;
  const digits = value.match(/\b(1[789]\d{2}|20\d{2})\b/);
  if (digits) return Number(digits[1]);
  return validYear(parseNumberWords(value.replace(/[^A-Za-z\s-]/g, ' ').trim()));
}

/**
 * A list of amenities without the cells a column beside it set among them: the listing's street and
 * city ("3401 Bayshore Boulevard, Unit 604 | Bayfront pool"), a milestone's date or a record's number
 * ("Recorded | Apr 30, 2026 | Pool and spa").
 */
function amenityItems(list: string): string {
  const items = list.split(/,\s(?=\S)/);
  if (items.length < 2) return list;
  const foreign = (item: string) =>
    /^\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\S+){0,4}\s+(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Boulevard|Ct|Court|Way|Pl|Place|Pkwy|Parkway|Ter|Terrace|Cir|Circle|Hwy|Highway)\.?$/u.test(
      item,
    ) ||
    /^(?:unit|apt|suite|#)\s?\S+$/i.test(item) ||
    /^[A-Z]{2} \d{5}(?:-\d{4})?$/.test(item) ||
    /^(?:19|20)\d{2}$/.test(item) ||
    /^[\d,.]+\s?(?:sq\.? ?ft|sf)$/i.test(item) ||
    /^[A-Z][a-z]{2}\.? \d{1,2}$/.test(item) ||
    /:|\b(?:no|doc|recorded)\b\.?/i.test(item) ||
    /^✓/.test(item);
  // (A city before its state and ZIP is the address's too.)
  const kept = items.filter((item, k) => !foreign(item) && !/^[A-Z]{2} \d{5}/.test(items[k + 1] ?? ''));
  return kept.length > 0 && kept.length < items.length ? kept.join(', ') : list;
}

/**
 * An amount alone over its caption that names it the list price ("$1,150,000" over "Listed for sale ·
 * Active · List price", "$1,295,000" over "For sale · Active since January 28") or what the home sold
 * for ("Sold for · Closed April 24, 2026"), where a statement's figures are labelled around it.
 */
function captionedPrice(doc: Doc): string {
  const at = doc.lines.findIndex(
    (l, i) =>
      l.all.length === 1 &&
      /^\$\s?\d{1,3}(?:,\d{3})+$/.test(l.all[0].trim()) &&
      // (Or the bare caption "Price" alone under it.)
      (/\b(?:list(?:ing)? price|asking price)$/i.test(doc.lines[i + 1]?.all.at(-1)?.trim() ?? '') ||
        (doc.lines[i + 1]?.all.length === 1 && /^price$/i.test(doc.lines[i + 1].all[0].trim())) ||
        /^(?:(?:listed )?for sale|sold for)\b/i.test(doc.lines[i + 1]?.all[0]?.trim() ?? '')),
  );
  return at >= 0 ? doc.lines[at].all[0].trim() : '';
}

const GARAGE_CELL =
  /^(?:\d|one|two|three|four|five)[- ]car(?: (?:attached|detached|tandem|heated|oversized|side-entry|rear-entry))* garage$/i;

const PROSE_FEATURE_KEYS = new Set<string>([
  'appliances',
  'flooring',
  'heatingCooling',
  'parking',
  'renovations',
  'outdoor',
  'architecture',
]);
const isProseFeatureKey = (key: string): key is ProseFeatureKey => PROSE_FEATURE_KEYS.has(key);

/**
 * The description is the document's lead prose about the home: the first paragraph that talks about
 * rooms, views and materials (with the paragraphs that follow it straight on, when they do too), else
 * the one that says most about the home. Other prose on a page is an invitation to the open house,
 * market figures, an agent's biography or an email's footer, which talk to the reader or about sales
 * and people rather than rooms.
 */
/**
 * A neighbourhood given as a list of places ("Old Mill shops, Riverside Park, State College"), not a
 * sentence: the places nearby.
 */
/**
 * A line no label claims that lists places each with its distance or drive ("Elizabeth town center 12
 * min, Parker 28 min, Denver International Airport 55 min"): what is nearby.
 */
function distanceList(doc: Doc): string {
  const place = /^[A-Za-z][A-Za-z0-9'’.&/ -]{1,60} \d{1,3}(?:\.\d)? ?(?:min|mins|minutes|mi|miles?)\.?$/;
  for (const i of doc.loose) {
    const cells = doc.lines[i].cells;
    if (cells.length !== 1) continue;
    const items = cells[0].split(/[,;] /);
    if (items.length >= 2 && /^[A-Z]/.test(cells[0]) && items.every((item) => place.test(item.trim())))
      return cells[0];
  }
  return '';
}

function placeList(value: string): boolean {
  const items = value
    .split(/[,;]/)
    .map((i) => i.trim())
    .filter(Boolean);
  return (
    items.length >= 2 &&
    !/[.!?]$/.test(value.trim()) &&
    !isFullAddress(value) &&
    items.every((i) => i.split(/\s+/).length <= 5 && /^[A-Z0-9]/.test(i)) &&
    classifyFeature(value) !== 'onsite'
  );
}

/** A bare figure under a label naming its unit ("ACRES | 0.28", "Lot Sq Ft | 9,800") is given the unit. */
/**
 * A feature's value that still starts with the label naming it ("Heating/cooling Gas forced air" from
 * a bullet, "Parking, Garage parking (waitlist)" from a heading and its item): the value alone.
 */
function withoutOwnLabel(key: FieldKey, value: string): string {
  const words = value.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    const bare = label.replace(/[:,]$/, '');
    const rest = words.slice(n).join(' ').trim();
    // Only a label set apart as one: by a colon, a slash of a compound label ("Heating/cooling"), or
    // a comma before a value that names it again ("Parking, Garage parking"). "Deck and fenced yard"
    // or "Carport plus a pad" start with a feature, not its label.
    const setApart =
      label.endsWith(':') ||
      // (Or a compound label listed as an item of its own: "Heating/Cooling, Gas forced air".)
      (!label.endsWith(':') && bare.includes('/')) ||
      (label.endsWith(',') && rest.toLowerCase().includes(bare.toLowerCase()));
    if (setApart && /^[A-Z]/.test(label) && fieldForLabel(bare) === key) return rest;
  }
  return value;
}

/**
 * With no lot labelled, the one a sentence about this home gives ("this farmhouse-style home sits on 2.7
 * acres", "a mountain home of 2,240 sq ft on 1.8 acres"): a sentence that says "this home" or gives
 * the home's own floor area, so never another listing's ("Mountain contemporary on 2 acres").
 */
const THIS_HOME =
  /\bthis (?:[\w-]+ ){0,3}(?:home|house|property|residence|farm|ranch|cabin|cottage|condo|townhome|townhouse|estate|homestead)\b/i;

function lotTold(text: string, sqft: number | null): string | undefined {
  const area = sqft ? new RegExp(`\\b${sqft.toLocaleString('en-US')} (?:sq|square)`) : undefined;
  for (const sentence of text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    const lot = /\bon (?:an? )?(\d{1,3}(?:\.\d{1,2})?[- ]acres?)\b/i.exec(sentence);
    if (lot && (THIS_HOME.test(sentence) || area?.test(sentence))) return lot[1];
  }
  return undefined;
}

/**
 * The lot's size as the property's own field, from the lot's fact as printed ("0.34 AC", "9,583 sq
 * ft", "0.17 acres (7,500 sq ft)": the first measure given). Dimensions ("50' x 150'") are no size.
 */
/** An area in acres alone: "0.27 AC", "1.37 acres", "2 ± acres". */
const ACRES_ALONE = /^\d{1,4}(?:\.\d{1,3})?\s?(?:±\s?)?(?:ac|acres?)\.?$/i;

function lotOf(printed: string | undefined): { LotSize: number; LotSizeUnit: 'acres' | 'sq ft' } | undefined {
  if (!printed) return undefined;
  // (A figure starts where a run of digits starts: a start inside one would retry every digit.)
  const m =
    // (A word may qualify the acres: "148.0 deeded acres", "22 surveyed acres".)
    /(?<![\d,.])(\d[\d,]*(?:\.\d+)?)\s*(?:±\s*)?(?:(?:deeded|surveyed|gross|net|total|usable) )?(acres?\b|ac\b|sq\.?\s?ft\b|square feet\b|sf\b)/i.exec(
      printed,
    );
  const size = m ? parseNumber(m[1]) : null;
  if (!m || size === null || size <= 0) return undefined;
  return { LotSize: size, LotSizeUnit: /^ac/i.test(m[2]) ? 'acres' : 'sq ft' };
}

const GARAGE_COUNT = '(\\d{1,2}|one|two|three|four|five|six)';
/**
 * A count under the garage's own label, bare or with the word for what it counts: "2", "2 spaces,
 * under house", "2 (tandem)", "1 deeded (P1-42)", "3-stall attached", "2 bays".
 */
const GARAGE_COUNT_VALUE =
  /^(\d{1,2})(?:$|\s*\(|[- ](?:spaces?|stalls?|bays?|cars?|deeded|tandem|assigned|reserved|covered|attached|detached)\b)/i;
// (A word or two may stand between the count and the garage, "a two-car attached garage", "a
// three-car side-entry garage", but not another place to park: "a two-car carport and a garage".)
const GARAGE_TOLD = new RegExp(
  `\\b${GARAGE_COUNT}[- ](?:car|bay|stall)(?: (?!and\\b|or\\b|plus\\b|with\\b|driveway\\b|carport\\b|parking\\b|pad\\b)[a-z]+(?:-[a-z]+)?){0,2} garage\\b|\\b${GARAGE_COUNT}\\s(?:[a-z]+\\s)?garage\\sspaces?\\b|\\b${GARAGE_COUNT}\\s(?:[a-z]+\\s)?spaces?\\sin\\sthe\\s(?:[a-z-]+\\s){0,2}garage\\b`,
  'i',
);

/**
 * Garage spaces as a count, from what the parking or garage facts say ("2-car attached", "Three-car
 * garage", "3 cars", "Two deeded garage spaces", "2 assigned spaces in the garage").
 */
function garageSpaces(texts: string[]): number {
  for (const text of texts) {
    // (Or its stalls, "Detached, 2 stall", or single garages counted, "4 single-car, alley access".)
    const m =
      /\b(\d|one|two|three|four|five|six)[- ](?:cars?|stalls?)\b/i.exec(text) ??
      /\b(\d|two|three|four|five|six)\s(?:single|one)[- ]car\b/i.exec(text) ??
      GARAGE_TOLD.exec(text);
    const count = m?.slice(1).find((g) => g !== undefined);
    if (!count) continue;
    const n = numberOf(count) ?? parseNumberWords(count);
    if (n !== null && n > 0 && n <= 12) return n;
  }
  return 0;
}

function withLabelUnit(label: string, value: string): string {
  // (A figure alone, give or take a "±" or a note in brackets: "160±", "38.6 (per survey)".)
  if (!/^\d[\d,]*(?:\.\d+)?(?:\s?±)?(?: \([^()]{1,30}\))?$/.test(value.trim())) return value;
  const n = normalizeLabel(label);
  // (The unit goes after the figure, before any note: "38.6 acres (per survey)".)
  const withUnit = (unit: string) => value.trim().replace(/^[\d,.]+(?:\s?±)?/, `$& ${unit}`);
  if (/\b(?:acres|acreage|ac)$|^acres? lot$/.test(n)) return withUnit('acres');
  if (/\b(?:sq ?ft|square feet|sf)$/.test(n) && /\b(?:lot|land|site)\b/.test(n)) return withUnit('sq ft');
  return value;
}

/**
 * A package's total printed apart from its label ("TOTAL PACKAGE PRICE", then the lot's price, an
 * allowance and the plan's base price, then "$525,500"): the one amount the page's other amounts add
 * up to, two to four of them. Undefined without such a label, or when no amount or several do.
 */
function totalOfParts(doc: Doc): string | undefined {
  if (!doc.lines.some((l) => l.all.length === 1 && /^total\b[a-z ]{0,30}\bprice$/i.test(l.all[0].trim())))
    return undefined;
  const amounts = [
    ...new Set(
      doc.lines.flatMap((l) =>
        (l.all.join(' ').match(/\$\s?\d{1,3}(?:,\d{3})+(?!\.\d|,\d|\s?\/)/g) ?? []).map((m) => parseMoney(m)),
      ),
    ),
  ].filter((n): n is number => n !== null && n >= 1000);
  if (amounts.length > 12) return undefined;
  const sums = (parts: number[], target: number, from: number, count: number): boolean =>
    (target === 0 && count >= 2) ||
    (count < 4 &&
      target > 0 &&
      parts.slice(from).some((n, k) => sums(parts, target - n, from + k + 1, count + 1)));
  const totals = amounts.filter((t) =>
    sums(
      amounts.filter((n) => n !== t),
      t,
      0,
      0,
    ),
  );
  return totals.length === 1 ? `$${totals[0]}` : undefined;
}

/**
 * The labelled price of the listing now: a sale price under a heading of the property's past ("Last
 * market sale", "Sales history", a deed or transfer record) is history when another price is labelled,
 * and a labelled list price beats another sale price unless the home has sold; on a sold announcement,
 * the amount it "sold for" beats the list price beside it.
 */
function currentPrice(doc: Doc): string | undefined {
  const prices = doc.pairs.filter((p) => p.key === 'price');
  if (prices.length === 0) return undefined;
  const later = prices.filter((p) => !PAST_SALES.test(headingAbove(doc, p.line)));
  const afterSales = later.length > 0 ? later : prices;
  // "Previous list price | Recommended list price", "Base price of the plan" over "Quick Move-In
  // Price": a price the home had before, or a part of its price, is not its price when another is.
  // (A price recommended to list at is the price to be, "original" or not: "Recommended Original List
  // Price" in a relocation's analysis.)
  const whole = afterSales.filter(
    (p) => !PART_OR_PAST_PRICE.test(p.label) || /\b(?:recommended|suggested|proposed)\b/i.test(p.label),
  );
  // Only a price the home had before ("Previous List Price" beside a headline of the new one): the
  // price is read as if nothing were labelled.
  if (whole.length === 0 && afterSales.every((p) => PAST_PRICE.test(p.label))) return '';
  const current = whole.length > 0 ? whole : afterSales;
  const soldFor = SOLD_FOR.exec(doc.freeText);
  // A listing on the market ("Sale Price" of a record, then "List Price"): the list price is its price.
  const listed = /\b(?:just sold|sold price|closed price)\b/i.test(doc.fullText)
    ? undefined
    : current.find((p) => /\b(?:list|listing|asking|offer(?:ing|ed)?)\b/i.test(p.label));
  const chosen = listed ?? current[0];
  if (soldFor && /\b(?:list|listing|asking|original)\b/i.test(chosen.label)) return soldFor[1];
  return chosen.value;
}

const PAST_PRICE = /\b(?:previous|previously|prior|last|old|former|original|was|expired)\b/i;
const PART_OR_PAST_PRICE = new RegExp(
  // (And a forecast of what it will sell for: "Most Likely Sales Price", "Most Probable Sales Price".)
  `${PAST_PRICE.source}|\\b(?:base|starting|upgrades?|options?|incentives?|likely|probable|projected)\\b`,
  'i',
);

const PAST_SALES =
  /\b(?:last (?:market )?sale|sales? history|prior sales?|previous sales?|transfer history|deed history|price history|sale record|recorded sales?)\b/i;

/** A year's taxes, its year named ("$7,842 (2025)"), over a smaller amount that names none ("$654"). */
function yearsTaxes(value: string, had: string): boolean {
  const year = /\b(?:19|20)\d{2}\b/;
  const amount = parseMoney(value);
  const before = parseMoney(had);
  return (
    /^\$\s?\d/.test(value.trim()) &&
    year.test(value) &&
    !year.test(had) &&
    amount !== null &&
    before !== null &&
    amount > before
  );
}

/**
 * The description: the first paragraph that reads as the home's, with its neighbours that do too. A
 * line of figures set between two paragraphs (the price between the story and the rooms) does not part
 * them: `isFigure` says whether a line between them is one.
 */
export function bestDescription(
  paragraphs: { text: string; line: number; end: number }[],
  isFigure: (line: number) => boolean = () => false,
  isBeside: (line: number) => boolean = () => false,
  firstLeads = false,
  isFactRow: (line: number) => boolean = () => false,
  listingLine = -1,
): string {
  const adjacent = (end: number, line: number) => line === end + 1 || (line === end + 2 && isFigure(end + 1));
  // A few short lines of a card set beside the story (the agent's name, phone and a form's field),
  // read between two of its paragraphs when the reader could not part the columns.
  const besideOnly = (end: number, line: number) =>
    line > end + 2 &&
    line <= end + 9 &&
    Array.from({ length: line - end - 1 }, (_, k) => end + 1 + k).every(isBeside);
  // (Or a few rows of labelled facts from a column beside the story, read between its paragraphs.)
  const factsBetween = (end: number, line: number) =>
    line > end + 2 &&
    line <= end + 9 &&
    Array.from({ length: line - end - 1 }, (_, k) => end + 1 + k).every(isFactRow);
  const rated = paragraphs.map((p, index) => {
    const words = p.text.split(/\s+/).length;
    const home = homeWordCount(p.text);
    const off = (p.text.match(OFF_SUBJECT_WORDS) ?? []).length;
    // (A lead tells in sentences: a site's breadcrumbs and buttons run together, "Housing › Apartments
    // › Tempe ◂ back to search results ☆ save", name rooms without ending one.)
    const lead = home >= 3 && off <= 2 && words >= 20 && off * 2 <= home && inSentences(p.text);
    return { ...p, lead, score: home * 4 + Math.min(words, 90) / 6 - off * 4 - index };
  });
  // On a page about something else, the home is told from its street on (`listingLine`, the first line
  // that prints it, or a heading just above): the first paragraph there that reads as a home's leads;
  // with none, the best one there (land, a business, a building) unless the first lead above it scores
  // higher.
  const fromListing = (p: { line: number }) => listingLine >= 0 && p.line >= listingLine - 3;
  let start = firstLeads ? 0 : rated.findIndex((p) => p.lead && fromListing(p));
  if (start < 0) {
    start = rated.findIndex((p) => p.lead);
    for (const [k, p] of rated.entries())
      if (fromListing(p) && p.score > 0 && (start < 0 || p.score > rated[start].score)) start = k;
  }
  // (With no paragraph that reads as a home's, the best one leads: land, a business, a building.)
  const led = start >= 0;
  if (!led) {
    for (let k = 0; k < rated.length; k++) if (start < 0 || rated[k].score > rated[start].score) start = k;
    if (start < 0) return '';
  }
  const parts = [rated[start]];
  // A heading in capitals starts another part of the document.
  const heading = (text: string) => /^[A-Z]{4,}\b/.test(text);
  // (A story told in the first person, an owner's "We bought this townhouse in 2016", goes on in it:
  // its "we" and "our" are the narrator's in the paragraphs that follow, not a turn to something else.)
  const voice = new Set((rated[start].text.match(FIRST_PERSON) ?? []).map((w) => w.toLowerCase()));
  const offWords = (text: string) =>
    (text.match(OFF_SUBJECT_WORDS) ?? []).filter((w) => !voice.has(w.toLowerCase())).length;
  // A paragraph whose first sentence is about the home goes on with the story even when it ends by
  // turning to the reader ("... Readers of this letter can book a preview before the first showing."),
  // though not when someone new starts speaking in it ("We put in the hardwood" after a lead that
  // said no "we").
  const opensOnHome = (text: string) => {
    const first = sentencesOf(text)[0] ?? '';
    return (
      homeWordCount(first) >= 1 &&
      offWords(first) === 0 &&
      first.split(/\s+/).length >= 6 &&
      (text.match(FIRST_PERSON) ?? []).every((w) => voice.has(w.toLowerCase()))
    );
  };
  // A paragraph that only brushes the reader or the market in passing ("... where you learn the names
  // of your neighbors", "leaving upside for a buyer who leases it at market") still tells of the
  // property; a pitch does not: a question, an open house or a showing, the agent, more than two words
  // to the reader, or a voice the story had not spoken in.
  const mentionsInPassing = (text: string) => {
    // (An interstate's "I-84" is no narrator.)
    const newVoice = (text.match(SPEAKER) ?? []).some((w) => !voice.has(w.toLowerCase()));
    const reader = (text.match(READER) ?? []).length;
    return (
      !text.includes('?') &&
      !PITCH_WORDS.test(text) &&
      !newVoice &&
      (reader === 0 || (reader <= 2 && homeWordCount(text) >= 1))
    );
  };
  for (let k = start + 1; k < rated.length; k++) {
    const next = rated[k];
    // (The same paragraph printed again, a sheet of cards each with its copy, is told once.)
    if (parts.some((p) => p.text === next.text)) break;
    // A sentence cut off by a block set into the column or a page's end ("... places the primary suite
    // on its" / facts, the agent's card / "own wing with a walk-in shower.") goes on in the next
    // paragraph that opens in lower case, however far the block set them apart, past paragraphs of the
    // block's own ("Confidence: High ..." in a valuation's chart set into the story).
    const goesOn = /[a-z]$/.test(parts[parts.length - 1].text)
      ? rated.findIndex((p, j) => j >= k && /^[a-z]/.test(p.text))
      : -1;
    if (goesOn >= 0) {
      parts.push(rated[goesOn]);
      k = goesOn;
      continue;
    }
    // A short closing paragraph ("One deeded garage space is on the lower level.") still belongs.
    // (So does a short sentence that closes the story, the last paragraph of its block: "Boerne ISD
    // schools, 10 minutes to Main Street.")
    const closes =
      /^[A-Z].*[a-z)]\.$/.test(next.text) &&
      next.text.split(/\s+/).length >= 4 &&
      !(rated[k + 1] && adjacent(next.end, rated[k + 1].line));
    const enough =
      homeWordCount(next.text) >= 2 ||
      (homeWordCount(next.text) >= 1 && next.text.split(/\s+/).length >= 8) ||
      next.text.split(/\s+/).length >= 12 ||
      closes;
    const story =
      homeWordCount(next.text) >= 3 && offWords(next.text) === 0 && next.text.split(/\s+/).length >= 20;
    // (Past a column's labelled facts, a paragraph goes on with the story on less: one word of a room
    // and one of the trade, "Sold fully furnished ... transferring to the buyer", as a listing's second
    // paragraph does; rows of facts are no card's pitch to step over.)
    const storyLoose =
      homeWordCount(next.text) >= 1 &&
      offWords(next.text) <= 1 &&
      !PITCH_WORDS.test(next.text) &&
      inSentences(next.text) &&
      next.text.split(/\s+/).length >= 20;
    if (
      !(
        adjacent(parts[parts.length - 1].end, next.line) ||
        (story && besideOnly(parts[parts.length - 1].end, next.line)) ||
        (storyLoose && !isFactRow(next.line) && factsBetween(parts[parts.length - 1].end, next.line))
      ) ||
      !enough ||
      // (A paragraph about the rooms may speak to the reader, as the lead may: "... should you ever
      // want one.")
      (offWords(next.text) > 0 &&
        !(homeWordCount(next.text) >= 3 && offWords(next.text) * 2 <= homeWordCount(next.text)) &&
        !opensOnHome(next.text) &&
        !mentionsInPassing(next.text)) ||
      heading(next.text) ||
      // A browser's page header ("2/21/25, 3:12 PM  10.3 Acres with Barndominium ...").
      /^\d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}\s?[AP]M\b/i.test(next.text) ||
      // A portal's credit for the listing ("Home listing provided by Inland Northwest Home Co.").
      /\b(?:listing|listed|provided|courtesy|presented)\s+(?:provided\s+)?(?:by|of)\s+[A-Z]/.test(
        next.text,
      ) ||
      // Someone quoted in a news release ("“Buyers at this level want ...,” said Okafor-Reyes.").
      /[”"],?\s(?:said|says|added|adds|explained|noted)\b/.test(next.text) ||
      // A caption's disclaimer under a picture ("Rendering shows optional stone wainscot.", "Colors and
      // options may vary.").
      /^(?:renderings?|illustrations?|artist['’]?s (?:rendering|conception))\b|\b(?:may vary|for illustration(?: only)?)\b/i.test(
        next.text,
      )
    )
      break;
    parts.push(next);
  }
  // The story of the house that opens the description ("Built in 1887 for a cotton factor, this
  // townhouse ...") before the paragraph that walks through its rooms. It need name no room (a duplex's
  // tenants, a lot's slope and shoreline), and one word of the trade among rooms ("two blocks from the
  // market hall") does not make it a pitch.
  for (let k = led ? start - 1 : -1; k >= 0; k--) {
    const previous = rated[k];
    if (
      !adjacent(previous.end, parts[0].line) ||
      offWords(previous.text) > (homeWordCount(previous.text) >= 2 ? 1 : 0) ||
      !inSentences(previous.text) ||
      heading(previous.text) ||
      previous.text.split(/\s+/).length < 20
    )
      break;
    parts.unshift(previous);
  }
  return parts.map((p) => p.text).join(' ');
}

/**
 * A line alone in its paragraph that interrupts prose without starting anything new: a photo's
 * caption or placeholder ("[ front photo ]", "Before - living room, 2025"), "(continued)", a page's
 * running head in spaced capitals ("T H O R N F I E L D H O U S E | 0 2"), a licence number. A heading
 * (words alone, "The Neighborhood") is none: it starts another part.
 */
function isAsideLine(doc: Doc, i: number): boolean {
  const line = doc.lines[i];
  if (!line || doc.lines[i - 1]?.para === line.para || doc.lines[i + 1]?.para === line.para) return false;
  const t = line.all.join(' | ');
  // (Letters spaced out count as one word each: "T H O R N F I E L D H O U S E | 0 2".)
  const spaced = /^(?:\S ){4,}\S/.test(t);
  return (
    (t.split(/\s+/).length <= 10 || (spaced && t.length <= 60)) &&
    !/[.!?]$/.test(t) &&
    (spaced ||
      // (A heading in capitals may hold a figure: "RESIDENCE 4C".)
      (/\d|^[[(]/.test(t) && (/#\s?\d/.test(t) || !(t === t.toUpperCase() && /[A-Z]{3}/.test(t))))) &&
    !/@|\(\d{3}\)\s?\d{3}|\d{3}[-.]\d{3}[-.]\d{4}/.test(t)
  );
}

/** A unit's number ending a street ("1800 Larimer Street #1406", "12 Elm St Unit 4B"). */
const UNIT_SUFFIX = /\s(?:#|unit\s|apt\.?\s|apartment\s|suite\s)\s?[A-Za-z0-9-]+$/i;
/** A building's residence numbered as a loft or a residence: "1450 Jefferson Avenue, Loft 207". */
const NUMBERED_RESIDENCE = /\s(?:residence|loft|penthouse|ph)\s?\d[A-Za-z0-9-]*$/i;

/**
 * The property type, given what the street says: a home with a unit number that nothing calls more
 * than a "residence" or a "home", or that nothing names at all, is a unit of a building; a space
 * quoted at a commercial rate with no type, a suite or not, is commercial.
 */
function unitOfBuilding(
  found: ReturnType<typeof mapPropertyType>,
  labelledType: string,
  street: string,
  text: string,
) {
  const unit = UNIT_SUFFIX.test(street) || NUMBERED_RESIDENCE.test(street);
  // (A suite quoted at a commercial rate is commercial space, not a condo.)
  if (found === '' && unit && !COMMERCIAL_RATE.test(text)) return 'Condo';
  if (
    found === 'Single Family Home' &&
    !labelledType &&
    unit &&
    !/\b(?:single[- ]family|detached)\b/i.test(text) &&
    !MANUFACTURED.test(text)
  )
    return 'Condo';
  // (A numbered loft or residence in a converted warehouse is a home in a building, not the warehouse.)
  if (found === 'Commercial' && !labelledType && NUMBERED_RESIDENCE.test(street)) return 'Condo';
  return found || (COMMERCIAL_RATE.test(text) ? 'Commercial' : '');
}

// A manufactured home keeps a site number in its park ("2217 Sweetgum Lane #57") without being a unit
// of a building.
const MANUFACTURED =
  /\b(?:manufactured|mobile) homes?\b|\b(?:double|single|triple)[- ]wide\b|\b(?:double|single|triple|multi)[- ]section\b|\bmodular home\b/i;

const HOME_WORDS =
  /\b(?:kitchen|bedrooms?|bath(?:room)?s?|suite|floors?|rooms?|ceilings?|windows|garage|yard|garden|patio|deck|porch|terrace|views?|fireplace|island|closet|pantry|office|loft|den|basement|lot|plan|homes?|houses?|residence|condo|townhomes?|townhouses?|apartments?|unit|living|dining|great room|built|restored|renovated|updated|upgraded|staircase|stairs?|parlou?rs?|turret|shingles|cottage|cabin|chalet|villa|bungalow|storage|level|rebuilt|remodel(?:l?ed)?|roof|barns?|stalls?|arena|paddocks?|pastures?|acres?)\b/gi;
/**
 * The first year's monthly rent in a lease's rent schedule ("Lease months | Rate / RSF / yr | Annual
 * base rent | Monthly base rent" over "1 - 12 | $28.00 | $53,760.00 | $4,480.00"): the rent the space
 * is offered at, where the page labels no monthly rent of its own.
 */
function scheduledRent(doc: Doc): string | undefined {
  for (let i = 0; i + 1 < doc.lines.length; i++) {
    const head = doc.lines[i].all;
    if (head.length < 3) continue;
    const column = head.findIndex((c) => /^monthly(?: base| ground)? (?:rent|installment)$/i.test(c.trim()));
    const row = doc.lines[i + 1];
    if (column < 0 || row.page !== doc.lines[i].page || row.all.length !== head.length) continue;
    const cell = row.all[column].trim();
    return /^\$\s?\d[\d,]*(?:\.\d{2})?$/.test(cell) ? cell : undefined;
  }
  return undefined;
}

/**
 * The description without the notice in capitals run on after its last sentence ("... ready to build.
 * ROAD FRONTAGE IS ON LICK CREEK RD. WALK THE LAND ANYTIME IN DAYLIGHT."), or the next part's heading
 * in capitals and what follows it: a receipt's or a sign's instructions, not the home's story.
 */
function withoutShouting(description: string): string {
  const capitals = (t: string) => {
    const letters = t.replace(/[^A-Za-z]/g, '');
    return letters.length >= 12 && letters.replace(/[^A-Z]/g, '').length >= letters.length * 0.9;
  };
  const at = description.search(/(?<=[.!?] )[A-Z][A-Z'’,-]+ [A-Z]/);
  if (at <= 0) return description;
  // (Or a heading in capitals over the page's next part: "TO APPLY OR SCHEDULE A SELF-TOUR Call ...".)
  const heading = /^(?:[A-Z][A-Z'’&-]* ){3,}[A-Z][A-Z'’&-]*(?= [A-Z][a-z])/.test(description.slice(at));
  if (!heading && !capitals(description.slice(at))) return description;
  return description.slice(0, at).trim();
}

/** A rate per unit of floor area: "$22.00/RSF/yr", "$1.85 per sq ft". */
const PER_AREA = /(?:\/|\bper\s+)(?:r?sf|sq\.?\s?ft|square\s+f(?:oo|ee)t)\b/i;
/** Whether a text ends a sentence somewhere, as prose does and a row of links or tabs does not. */
const inSentences = (text: string) => /[a-z)][.!?]/.test(text);
/** How many different words of a home's rooms and build a text uses. */
function homeWordCount(text: string): number {
  return new Set((text.match(HOME_WORDS) ?? []).map((w) => w.toLowerCase())).size;
}
/** What a pitch to the reader says, where a paragraph about the property would not. */
const PITCH_WORDS =
  /\b(?:unsubscribe|email|message|receiving|refreshments|showing|appointment|comparables?|averaged|per square foot|agent|broker|brokerage|experience|years in|licensed|team|open house)\b/i;
const READER = /\b(?:you|your|yours)\b/gi;
// (A numeral's "I" is no narrator: "a 2024 Phase I environmental report", "Class I".)
const I_NUMERAL = '(?<!\\b(?:phase|class|type|level|tier|stage|grade|title|section|part|zone)\\s)i';
const SPEAKER = new RegExp(`\\b(?:our|we|my|${I_NUMERAL}(?!-\\d))\\b`, 'gi');
const FIRST_PERSON = new RegExp(`\\b(?:our|we|my|${I_NUMERAL})\\b`, 'gi');
const OFF_SUBJECT_WORDS = new RegExp(
  `\\b(?:you|your|yours|unsubscribe|email|message|receiving|refreshments|showing|appointment|sales|sold|comparables?|averaged|per square foot|market|agent|broker|brokerage|experience|years in|licensed|team|our|we|my|${I_NUMERAL})\\b`,
  'gi',
);

/**
 * The home's floor area when the one read is a part of it: a level's or a suite's area that, with
 * other areas the page gives, adds up to another it prints ("First floor 742 SF", "Second floor 854
 * SF" and "Heated SF 1,596"; a main home's 2,620 and a suite's 860 sq ft beside "3,480 finished sq ft").
 */
function wholeOfParts(area: number, text: string): number {
  const areas = [
    ...new Set(
      [
        ...text.matchAll(
          /(?<![\d,.])(\d{1,2},\d{3}|\d{3,5})\s?(?:(?:finished|heated|living|total)\s)?(?:sq\.?\s?ft|square\s+f(?:ee|oo)t|sf)\b|\b(?:sq\.?\s?ft|sf)\s(\d{1,2},\d{3}|\d{3,5})(?![\d,.])/gi,
        ),
      ]
        .map((m) => Number((m[1] ?? m[2]).replace(/,/g, '')))
        .filter((n) => n >= 100),
    ),
  ].slice(0, 30);
  if (!areas.includes(area)) return area;
  const others = areas.filter((n) => n !== area);
  for (const whole of others.filter((n) => n > area)) {
    const rest = whole - area;
    if (others.some((n) => n === rest && n !== whole)) return whole;
    if (others.some((a, i) => others.some((b, j) => j > i && a + b === rest && a !== whole && b !== whole)))
      return whole;
  }
  return area;
}

/**
 * Baths never outnumber bedrooms by more than a few: "25" beside three bedrooms is "2.5" that lost
 * its point (a scan), and anything else that large is no count of baths.
 */
function plausibleBaths(baths: number | null, beds: number | null): number | null {
  if (baths === null || beds === null || beds <= 0 || baths <= beds + 3) return baths;
  if (baths >= 10 && baths % 10 === 5 && baths / 10 <= beds + 2) return baths / 10;
  return null;
}

/** HOA fees are kept per month: a fee stated per year or per quarter is divided down. */
function monthly(amount: number | null, stated: string): number | null {
  if (amount === null) return null;
  const per = stated.replace(/^[^a-z/]*/i, '');
  if (/^(?:\/\s*(?:yr|year|annum)|per\s+(?:year|annum)|a\s+year|annual(?:ly)?|yearly)\b/i.test(per))
    return Math.round((amount / 12) * 100) / 100;
  if (/^(?:\/\s*(?:qtr|quarter|q)|per\s+quarter|a\s+quarter|quarterly)\b/i.test(per))
    return Math.round((amount / 3) * 100) / 100;
  return amount;
}
