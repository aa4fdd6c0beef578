import { setImmediate as nextTurn } from 'node:timers/promises';
import { GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import { type AiWriter, WriterError } from '../ai-writer.ts';
import { writeBuyerPersona } from './content/buyer-persona.ts';
import { writeCompetitiveAnalysis } from './content/competitive-analysis.ts';
import { writeDemographics } from './content/demographics.ts';
import { writeEmailMarketing } from './content/email-marketing.ts';
import { writeInvestmentAnalysis } from './content/investment-analysis.ts';
import { writeKeywords } from './content/keywords.ts';
import { writeLeadNurturing } from './content/lead-nurturing.ts';
import { writeListingDescription } from './content/listing-description.ts';
import { writeMarketAnalysis } from './content/market-analysis.ts';
import { writeNeighborhoodAnalysis } from './content/neighborhood-analysis.ts';
import { writeObjectionHandling } from './content/objection-handling.ts';
import { writePricingStrategy } from './content/pricing-strategy.ts';
import { writeRoiAnalysis } from './content/roi-analysis.ts';
import { writeSocialMedia } from './content/social-media.ts';
import { type Facts, readFacts } from './facts.ts';
import { followUpsByRule } from './follow-up-rules.ts';

// The built-in offline writer: rules and templates over the property's own data, no network. It is
// deterministic (the same property gets the same text) and varies its wording between properties.

export const BUILTIN_WRITER_NAME = 'builtin';

export const BUILTIN_CONTENT: Record<string, (f: Facts) => string> = {
  listing_description: writeListingDescription,
  keywords: writeKeywords,
  demographics: writeDemographics,
  social_media: writeSocialMedia,
  market_analysis: writeMarketAnalysis,
  competitive_analysis: writeCompetitiveAnalysis,
  neighborhood_analysis: writeNeighborhoodAnalysis,
  investment_analysis: writeInvestmentAnalysis,
  pricing_strategy: writePricingStrategy,
  roi_analysis: writeRoiAnalysis,
  buyer_persona: writeBuyerPersona,
  lead_nurturing: writeLeadNurturing,
  objection_handling: writeObjectionHandling,
  email_marketing: writeEmailMarketing,
};

// Analyses open with what and where, since they are read away from the listing.
const TITLED = new Set([
  'market_analysis',
  'competitive_analysis',
  'neighborhood_analysis',
  'investment_analysis',
  'pricing_strategy',
  'roi_analysis',
]);

/** Splits text into the pieces it streams: paragraphs, each keeping its trailing blank lines. */
function pieces(text: string): string[] {
  return text.match(/[\s\S]+?(?:\n\n+|$)/g) ?? [text];
}

export function createBuiltinWriter(): AiWriter {
  return {
    name: BUILTIN_WRITER_NAME,
    kind: 'builtin',
    async write(request, hooks = {}) {
      const content = BUILTIN_CONTENT[request.generationType];
      if (!content)
        throw new WriterError(`The built-in writer has no template for "${request.generationType}".`);
      const body = content(readFacts(request)).trim();
      const option = GENERATION_OPTIONS.find((o) => o.name === request.generationType);
      const text =
        TITLED.has(request.generationType) && option
          ? `# ${option.title}: ${request.address}\n\n${body}`
          : body;
      // Delivered paragraph by paragraph through the same hooks as a model's stream. The text is ready
      // at once, so there is nothing to wait for between pieces.
      if (hooks.signal?.aborted) throw new WriterError('The writer was stopped before it finished.');
      for (const piece of pieces(text)) hooks.onText?.(piece);
      await nextTurn();
      return { text, usage: null };
    },
    async suggestFollowUps(request) {
      return followUpsByRule(
        request.generationType,
        readFacts(request),
        request.property,
        request.responseText,
      );
    },
  };
}
