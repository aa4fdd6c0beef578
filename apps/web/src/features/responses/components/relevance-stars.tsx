import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const MAX = 10;

export function RelevanceStars({ score }: { score: number }) {
  const n = Math.max(0, Math.min(MAX, Math.round(score)));
  return (
    <span role="img" aria-label={`Relevance ${n} of ${MAX}`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: MAX }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items.
          key={i}
          aria-hidden
          className={cn(
            'h-3.5 w-3.5',
            i < n ? 'fill-amber-400 text-amber-400' : 'fill-none text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}
