import { passwordStrength, type StrengthLabel } from '@ai-realty/shared/rules/password-strength';
import { cn } from '@/lib/cn';

const colours: Record<StrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-red-500', text: 'text-red-700 dark:text-red-400' },
  Fair: { bar: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-400' },
  Good: { bar: 'bg-sky-500', text: 'text-sky-700 dark:text-sky-400' },
  Strong: { bar: 'bg-emerald-500', text: 'text-emerald-700 dark:text-emerald-400' },
};

/**
 * docs/product/accounts.md#password-strength: 25 points per criterion, labelled Weak, Fair, Good or
 * Strong.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) {
    return (
      <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
        Use 8 or more characters with upper and lower case letters, a number and a symbol.
      </p>
    );
  }
  const { score, label } = passwordStrength(password);
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
        <div
          className={cn('h-full rounded-full transition-all', colours[label].bar)}
          style={{ width: `${Math.max(score, 8)}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        Password strength: <span className={cn('font-semibold', colours[label].text)}>{label}</span>
      </p>
    </div>
  );
}
