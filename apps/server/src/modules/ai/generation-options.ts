import { GENERATION_OPTIONS, type GenerationOption } from '@ai-realty/shared/generation-catalogue';
import type { Config } from '../../config.ts';

/** The catalogue with the prices configured in GENERATION_PRICES; every cost the product names comes from here. */
export function generationOptions(config: Config): GenerationOption[] {
  return GENERATION_OPTIONS.map((o) => ({ ...o, price: config.GENERATION_PRICES[o.name] ?? o.price }));
}

export function findGenerationOption(config: Config, name: string): GenerationOption | undefined {
  return generationOptions(config).find((o) => o.name === name);
}
