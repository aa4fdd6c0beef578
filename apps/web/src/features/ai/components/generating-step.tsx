import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

// The typical duration (docs/product/ai-generation.md#generate-flow): the bar fills over 30 s and
// holds short of the end until the answer.
const TYPICAL_MS = 30_000;
const HOLD_AT = 95;

export function GeneratingStep({ title, address }: { title: string; address: string }) {
  const [startedAt] = useState(() => Date.now());
  const [percent, setPercent] = useState(3);

  useEffect(() => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setPercent(Math.min(HOLD_AT, Math.max(3, Math.round((elapsed / TYPICAL_MS) * 100))));
    }, 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-accent-50 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
          <span className="absolute inset-0 animate-ping rounded-full bg-accent-200/40 dark:bg-accent-700/20" />
          <Sparkles className="relative h-7 w-7" aria-hidden />
        </span>
        <div role="status" aria-live="polite">
          <h2 className="text-lg font-semibold">Generating your {title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">This usually takes 10-30 seconds</p>
        </div>
        <p className="max-w-sm text-sm break-words text-slate-500 dark:text-slate-400">{address}</p>
        <ProgressBar label="Generation progress" value={percent} className="w-full max-w-sm" />
      </CardContent>
    </Card>
  );
}
