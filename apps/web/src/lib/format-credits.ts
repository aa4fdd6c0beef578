/** "1 credit", "3 credits". */
export function formatCredits(n: number): string {
  return `${n} credit${n === 1 ? '' : 's'}`;
}
