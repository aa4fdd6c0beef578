import { formatNumber } from '@ai-realty/shared/rules/format';

/** "1 credit", "3 credits", "1,500 credits". */
export function formatCredits(n: number): string {
  return `${formatNumber(n)} credit${n === 1 ? '' : 's'}`;
}
