// docs/product/accounts.md#password-strength: 25 points each for length >= 8, lowercase, uppercase, digit, symbol; capped at 100.
export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[a-z]/.test(password)) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 25;
  if (/[^A-Za-z0-9]/.test(password)) score += 25;
  score = Math.min(score, 100);
  const label: StrengthLabel = score < 25 ? 'Weak' : score < 50 ? 'Fair' : score < 75 ? 'Good' : 'Strong';
  return { score, label };
}
