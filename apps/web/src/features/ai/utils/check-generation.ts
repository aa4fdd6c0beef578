import type { GenerationOption } from '@/lib/queries/generation-options';

// Client-side rules of docs/product/ai-generation.md#validation, checked before the request is sent.

/**
 * Price of a type, or 1 credit when the options have not loaded
 * (docs/product/ai-generation.md#generate-flow).
 */
export function priceOf(options: GenerationOption[] | undefined, generationType: string): number {
  return options?.find((o) => o.name === generationType)?.price ?? 1;
}

export function insufficientCreditsMessage(required: number, name: string): string {
  return `Insufficient credits. You need ${required} credit(s) to generate ${name}. Please purchase more credits or upgrade your plan.`;
}

export type GenerationProblem = { kind: 'invalid-type' | 'insufficient-credits'; message: string };

/** The first rule the request breaks, or null when it may be sent. */
export function checkGeneration({
  options,
  generationType,
  balance,
}: {
  options: GenerationOption[] | undefined;
  generationType: string;
  balance: number;
}): GenerationProblem | null {
  const option = options?.find((o) => o.name === generationType);
  if (options && !option)
    return {
      kind: 'invalid-type',
      message: `Invalid generation type "${generationType}". Available types: ${options.map((o) => o.name).join(', ')}`,
    };
  const price = option?.price ?? 1;
  if (balance < price)
    return {
      kind: 'insufficient-credits',
      message: insufficientCreditsMessage(price, option?.title ?? generationType),
    };
  return null;
}
