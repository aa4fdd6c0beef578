import { GENERATION_NAMES } from '@ai-realty/shared/generation-catalogue';
import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import { publishableText } from '@ai-realty/shared/rules/publishable-text';
import { WRITING_TONES, type WritingTone } from '@ai-realty/shared/schemas/compliance';
import { formatAddress, propertySchema } from '@ai-realty/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from './builtin-writer.ts';
import {
  CHICAGO_CONDO_RENTAL,
  MORE_LISTINGS,
  REVIEW_LISTINGS,
  type ReviewListing,
} from './fixtures/review-listings.ts';
import { wordCount } from './text-tools.ts';

// What the built-in writer publishes is safe to publish: no Fair Housing wording and no figure that
// contradicts the property, for every type, every tone and varied listings; tones change the copy;
// listing descriptions fit the agent's MLS limit.

const writer = createBuiltinWriter();

async function write(
  listing: ReviewListing,
  type: string,
  options: { tone?: WritingTone; remarksLimit?: number } = {},
) {
  const property = propertySchema.parse(listing.property);
  const { text } = await writer.write({
    generationType: type,
    property,
    address: formatAddress(property),
    customInstructions: listing.instructions,
    variant: `${listing.name}-${type}-${options.tone ?? ''}`,
    ...options,
  });
  return { text, property };
}

describe('built-in writer and the compliance checks', () => {
  it('writes every type, in every tone, with no Fair Housing finding and no contradicted fact', async () => {
    const problems: string[] = [];
    for (const listing of [...REVIEW_LISTINGS, ...MORE_LISTINGS]) {
      for (const type of GENERATION_NAMES) {
        for (const tone of WRITING_TONES) {
          const { text, property } = await write(listing, type, { tone });
          for (const f of checkCompliance(text, property)) {
            problems.push(`${listing.name} ${type} ${tone}: ${f.severity} ${f.category} "${f.text}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('honours the tone', async () => {
    // A plain home with no instructions, so nothing but the tone changes.
    const bungalow = {
      ...MORE_LISTINGS.find((l) => l.name === 'denver-sold-bungalow')!,
      instructions: undefined,
    };
    const remarks = async (tone: WritingTone) =>
      publishableText((await write(bungalow, 'listing_description', { tone })).text);
    const byTone = Object.fromEntries(
      await Promise.all(WRITING_TONES.map(async (t) => [t, await remarks(t)] as const)),
    ) as Record<WritingTone, string>;
    expect(new Set(Object.values(byTone)).size).toBe(WRITING_TONES.length);
    expect(wordCount(byTone.concise)).toBeLessThan(wordCount(byTone.professional) * 0.75);
    const email = async (tone: WritingTone) =>
      (await write(CHICAGO_CONDO_RENTAL, 'email_marketing', { tone })).text;
    expect(await email('luxury')).toMatch(/^\*\*Subject|Dear \[first name\]/m);
    expect(await email('warm')).toMatch(/among the first to hear/);
  });

  it("writes listing descriptions within the agent's MLS limit", async () => {
    for (const limit of [800, 1000, 1300]) {
      for (const listing of REVIEW_LISTINGS) {
        const text = publishableText(
          (await write(listing, 'listing_description', { remarksLimit: limit })).text,
        );
        expect(text.length, `${listing.name} at ${limit}`).toBeLessThanOrEqual(limit);
      }
    }
  });
});
