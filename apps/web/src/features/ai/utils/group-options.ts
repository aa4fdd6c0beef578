import { ADDITIONAL_CATEGORY, GENERATION_CATEGORIES } from '@ai-realty/shared/generation-catalogue';
import type { GenerationOption } from '@/lib/queries/generation-options';

export type OptionGroup = { category: string; options: GenerationOption[] };

const KNOWN = new Set<string>(GENERATION_CATEGORIES);

/**
 * The four categories in the catalogue's order, then 'Additional Options' for anything else;
 * empty groups are left out and options keep the server's order within a group.
 */
export function groupOptions(options: GenerationOption[]): OptionGroup[] {
  const order = [...GENERATION_CATEGORIES, ADDITIONAL_CATEGORY];
  const byCategory = new Map<string, GenerationOption[]>(order.map((c) => [c, []]));
  for (const option of options) {
    const category = KNOWN.has(option.category) ? option.category : ADDITIONAL_CATEGORY;
    byCategory.get(category)!.push(option);
  }
  return order
    .map((category) => ({ category, options: byCategory.get(category)! }))
    .filter((g) => g.options.length > 0);
}
