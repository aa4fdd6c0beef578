import { PDF_ANALYSIS_CREDITS } from '@ai-realty/shared/constants';
import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const DISMISSED_KEY = 'ai-realty-ai-detect-promo-dismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Points agents with a listing PDF at AI Detect instead of typing every field. Once closed it stays
 * closed on this browser: AI Detect keeps its own button in the page header (in the Filters and tools
 * sheet on phones). On phones it is one line and a button, so the list still starts in the first screen.
 */
export function AiDetectPromo({ onTry }: { onTry: () => void }) {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private browsing may refuse storage: the promo then closes for this visit only.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="ai-detect-promo"
      className="relative flex items-center gap-3 rounded-xl border border-accent-200 bg-gradient-to-r from-accent-50 to-white p-3 pr-11 sm:gap-4 sm:p-4 sm:pr-12 dark:border-accent-900 dark:from-accent-900/30 dark:to-slate-900"
    >
      <div className="flex min-w-0 items-start gap-3">
        <div className="rounded-lg bg-accent-700 p-2 text-white max-sm:hidden">
          <Sparkles className="h-5 w-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <h2
            id="ai-detect-promo"
            className="text-sm font-semibold text-slate-900 sm:text-base dark:text-slate-100"
          >
            Have a listing PDF? Let AI Detect fill in the details
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 max-sm:hidden dark:text-slate-300">
            Upload a flyer or MLS sheet and AI extracts the address, price, features and more.{' '}
            {PDF_ANALYSIS_CREDITS} credits per analysis.
          </p>
        </div>
      </div>
      <Button variant="primary" className="ml-auto shrink-0 max-sm:h-9 max-sm:px-3" onClick={onTry}>
        <Sparkles className="h-4 w-4 max-sm:hidden" aria-hidden />
        Try AI Detect
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 h-8 w-8"
        aria-label="Dismiss the AI Detect tip"
        onClick={dismiss}
      >
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </section>
  );
}
