import type { Property } from '@ai-realty/shared/schemas/property';
import { buildProperty } from './build-property.ts';
import { type ExtractInput, finishProperty, type PdfExtractor } from './pdf-extractor.ts';
import type { PdfLimits } from './pdf-limits.ts';
import { runPdfTask } from './pdf-task.ts';
import { readDocument } from './read-document.ts';
import { subjectBlock } from './subject-block.ts';

// The offline extractor: general reading rules, no model. It reads the document three ways and
// prefers the most explicit: labelled values ("Bedrooms: 3", a table row "Price | $880,000", a
// section headed "Appliances"), then prose ("three bedrooms", "3BR/2BA", "HOA $350/mo", "Built in
// 1998"), then layout (a line that is only a price, bullets sorted by what they talk about).
//
// The steps, one file each: read-document.ts (the layout: lines, labelled pairs, sections,
// paragraphs), build-property.ts (the property object from them), prose-facts.ts (counts, areas,
// years, fees and prices written in sentences), find-address.ts, find-contact.ts and
// prose-paragraphs.ts (descriptions and keywords); listing-patterns.ts holds the shared patterns.

export function createBuiltinExtractor(): PdfExtractor {
  return {
    kind: 'builtin',
    async extract(input) {
      return extractProperty(input);
    },
  };
}

/**
 * The same rules in a bounded worker thread (`runPdfTask`): what the app uses, so a document's text
 * never runs the extractor's patterns on the event loop that answers requests.
 */
export function createIsolatedBuiltinExtractor(limits: PdfLimits): PdfExtractor {
  return {
    kind: 'builtin',
    extract: (input) => runPdfTask<Property>({ kind: 'extract', input, limits }),
  };
}

/** The rules on the calling thread: for tests and benchmarks on known documents. */
export function extractProperty(input: ExtractInput): Property {
  const doc = readDocument(input.text);
  const draft = buildProperty(doc);
  const block = subjectBlock(input.text, draft.BasicInfo?.Address?.Street ?? '');
  if (block) {
    const own = buildProperty(readDocument(block));
    const basic = draft.BasicInfo ?? {};
    for (const key of ['Bedrooms', 'Bathrooms', 'SquareFootage'] as const)
      if (own.BasicInfo?.[key]) basic[key] = own.BasicInfo[key];
    if (own.HistoricalInfo?.YearBuilt && draft.HistoricalInfo)
      draft.HistoricalInfo.YearBuilt = own.HistoricalInfo.YearBuilt;
    if (own.LegalCompliance?.HOAFees && draft.LegalCompliance)
      draft.LegalCompliance.HOAFees = own.LegalCompliance.HOAFees;
  }
  return finishProperty(draft, input);
}
