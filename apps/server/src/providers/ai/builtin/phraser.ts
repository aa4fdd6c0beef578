import type { Facts } from './facts.ts';
import { pick } from './text-tools.ts';

// One phrasing out of several for a framework sentence, chosen by the property and the response's
// variant seed: the same response always reads the same, two listings rarely read alike
// (docs/decisions/0020-builtin-writer-listing-aware-copy.md). Empty options (a phrasing that needs a
// fact the listing lacks) are never chosen.

export type Say = (salt: string, options: readonly string[]) => string;

export function phraser(f: Facts): Say {
  return (salt, options) => {
    const usable = options.filter(Boolean);
    return usable.length ? pick(usable, f.seed, salt) : '';
  };
}
