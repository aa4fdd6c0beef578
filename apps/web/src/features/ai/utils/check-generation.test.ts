import { describe, expect, it } from 'vitest';
import { OPTIONS } from '@/test/ai-fixtures';
import { checkGeneration, priceOf } from './check-generation';

describe('checkGeneration', () => {
  it('rejects a type that is not among the loaded options, listing the available ones', () => {
    expect(checkGeneration({ options: OPTIONS.slice(0, 2), generationType: 'poem', balance: 50 })).toEqual({
      kind: 'invalid-type',
      message: 'Invalid generation type "poem". Available types: listing_description, keywords',
    });
  });

  it('requires a balance of at least the price', () => {
    expect(checkGeneration({ options: OPTIONS, generationType: 'market_analysis', balance: 2 })).toEqual({
      kind: 'insufficient-credits',
      message:
        'Insufficient credits. You need 3 credit(s) to generate Market Analysis. Please purchase more credits or upgrade your plan.',
    });
    expect(checkGeneration({ options: OPTIONS, generationType: 'market_analysis', balance: 3 })).toBeNull();
  });

  it('assumes a price of 1 credit when the options have not loaded', () => {
    expect(priceOf(undefined, 'anything')).toBe(1);
    expect(checkGeneration({ options: undefined, generationType: 'keywords', balance: 0 })?.kind).toBe(
      'insufficient-credits',
    );
    expect(checkGeneration({ options: undefined, generationType: 'keywords', balance: 1 })).toBeNull();
  });
});
