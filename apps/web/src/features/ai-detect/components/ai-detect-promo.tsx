import { PDF_ANALYSIS_CREDITS } from '@ai-realty/shared/constants';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Points agents with a listing PDF at AI Detect instead of typing every field. */
export function AiDetectPromo({ onTry }: { onTry: () => void }) {
  return (
    <section
      aria-labelledby="ai-detect-promo"
      className="flex flex-col gap-4 rounded-xl border border-accent-200 bg-gradient-to-r from-accent-50 to-white p-4 sm:flex-row sm:items-center dark:border-accent-900 dark:from-accent-900/30 dark:to-slate-900"
    >
      <div className="flex items-start gap-3">
        <div className="rounded-lg bg-accent-700 p-2 text-white">
          <Sparkles className="h-5 w-5" aria-hidden />
        </div>
        <div>
          <h2 id="ai-detect-promo" className="font-semibold text-slate-900 dark:text-slate-100">
            Have a listing PDF? Let AI Detect fill in the details
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            Upload a flyer or MLS sheet and AI extracts the address, price, features and more.{' '}
            {PDF_ANALYSIS_CREDITS} credits per analysis.
          </p>
        </div>
      </div>
      <Button variant="primary" className="shrink-0 sm:ml-auto" onClick={onTry}>
        <Sparkles className="h-4 w-4" aria-hidden />
        Try AI Detect
      </Button>
    </section>
  );
}
