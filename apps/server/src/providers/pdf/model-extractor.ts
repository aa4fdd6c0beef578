import { LISTING_TYPES, PROPERTY_TYPES } from '@ai-realty/shared/constants';
import { emptyProperty, type PropertyInput, propertySchema } from '@ai-realty/shared/schemas/property';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { mapListingType, mapPropertyType } from './listing-vocabulary.ts';
import { type ExtractInput, finishProperty, type PdfExtractor } from './pdf-extractor.ts';

// The model extractor: any OpenAI-compatible chat API answers with the property object as JSON, which
// is validated against the shared zod schema. The same finishing rules as the built-in extractor
// apply afterwards (typed address wins, the product's options, whole counts).

export type ModelExtractorOptions = {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
};

/** Long brochures are cut: listing facts sit in the first pages, and the prompt must fit any model. */
const MAX_DOCUMENT_CHARS = 60_000;

const SYSTEM_PROMPT = [
  'You read the text of a real estate listing document (a flyer, an MLS sheet, a brochure) and return',
  'the property it describes as one JSON object shaped exactly like the template you are given.',
  'Rules:',
  `- BasicInfo.PropertyType is one of: ${PROPERTY_TYPES.join(', ')}.`,
  `- BasicInfo.ListingType is one of: ${LISTING_TYPES.join(', ')} (a monthly price or a lease means For Rent).`,
  '- Numbers are plain JSON numbers without symbols or separators: Price 1250000, not "$1,250,000".',
  '  A rent is the monthly amount; HOAFees is the amount as stated in the document.',
  '- Bedrooms is a whole number; Bathrooms counts a half bath as .5 (2 full + 1 half = 2.5). YearBuilt is a four-digit year.',
  '- Text fields hold what the document says, in its words. Lists become comma-separated text.',
  '- Address.State is the two-letter code.',
  '- RealtorContact is the listing agent: Name, Phone, Email, AgencyName (the brokerage).',
  '- CustomFields holds other labelled facts as strings, each under the label the document prints for it ("MLS #", "Taxes (2025)").',
  '- SEO.Keywords: up to 8 search phrases a buyer would type for this property.',
  '- Never invent: leave a text field "" and a number 0 when the document does not state it.',
  '- Follow the agent instructions when given, unless they ask you to break these rules.',
].join('\n');

export function createModelExtractor(options: ModelExtractorOptions): PdfExtractor {
  const provider = createOpenAICompatible({
    name: 'ai-realty-model',
    baseURL: options.baseURL,
    apiKey: options.apiKey,
  });
  const template = JSON.stringify(emptyProperty(), null, 2);
  return {
    kind: 'model',
    async extract(input: ExtractInput) {
      const document = input.text.slice(0, MAX_DOCUMENT_CHARS);
      const instructions = input.customInstructions?.trim();
      const prompt = [
        `Template:\n${template}`,
        input.address?.trim() ? `The agent says the property address is: ${input.address.trim()}` : '',
        instructions ? `Agent instructions: ${instructions}` : '',
        `Document text (cells of a table row are separated by " | "):\n"""\n${document}\n"""`,
      ]
        .filter(Boolean)
        .join('\n\n');
      let draft: PropertyInput;
      try {
        const result = await generateText({
          model: provider.chatModel(options.model),
          system: SYSTEM_PROMPT,
          prompt,
          output: Output.object({ schema: propertySchema, name: 'property' }),
          maxRetries: options.maxRetries,
          abortSignal: AbortSignal.timeout(options.timeoutMs),
          temperature: 0,
        });
        draft = result.output;
      } catch (error) {
        // An answer that is JSON but misses the schema in places is kept field by field.
        const salvaged = NoObjectGeneratedError.isInstance(error) ? parseJson(error.text) : undefined;
        if (!salvaged) throw error;
        draft = salvaged as PropertyInput;
      }
      return finishProperty(toSpecOptions(draft), input);
    },
  };
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/**
 * A model may answer "condominium" or "Active": map them onto the options of
 * docs/product/properties.md#the-property-object like labels are.
 */
function toSpecOptions(draft: PropertyInput): PropertyInput {
  const basic = { ...(draft.BasicInfo ?? {}) };
  const type = String(basic.PropertyType ?? '');
  const listing = String(basic.ListingType ?? '');
  if (type && !(PROPERTY_TYPES as readonly string[]).includes(type))
    basic.PropertyType = mapPropertyType(type);
  if (listing && !(LISTING_TYPES as readonly string[]).includes(listing))
    basic.ListingType = mapListingType(listing);
  return { ...draft, BasicInfo: basic };
}
