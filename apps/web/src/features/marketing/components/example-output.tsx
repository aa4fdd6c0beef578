import { FileText, Sparkles } from 'lucide-react';

/** A sample of what a listing description looks like, clearly labelled as an example. */
export function ExampleOutput() {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          <FileText className="h-4 w-4 text-accent-700 dark:text-accent-200" aria-hidden />
          Listing Description
        </div>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300">
          Complete
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        412 Alder Street, Portland OR · 4 bd | 3 ba · 2,450 sq ft · Built 1938
      </p>
      <blockquote className="mt-4 space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        <p>
          Original 1938 Craftsman character meets a kitchen rebuilt in 2022. Quartz counters, a six-burner
          range and a walk-in pantry open to the family room, where built-in bookcases frame the wood-burning
          fireplace.
        </p>
        <p>
          The primary suite has its own floor, with a walk-in closet and a tiled double shower. Refinished oak
          floors run throughout, and a detached garage with alley access adds parking and storage.
        </p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-1.5 border-t border-slate-200 pt-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <Sparkles className="h-3.5 w-3.5" aria-hidden />
        Example output for a sample property. Always review before publishing.
      </figcaption>
    </figure>
  );
}
