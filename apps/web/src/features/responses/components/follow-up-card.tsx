import { typeDisplayName, typeFromName } from '@ai-realty/shared/generation-catalogue';
import type { FollowUpPrompt } from '@ai-realty/shared/schemas/ai';
import { Globe, Home } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format-credits';
import { RelevanceStars } from './relevance-stars';

// Suggestions name their type as an option name (`social_media`); a Type (`SocialMedia`) is accepted too.
const asType = (t: string) => (/^[a-z0-9_]+$/.test(t) ? typeFromName(t) : t);

export function FollowUpCard({
  prompt,
  selected,
  onSelect,
  price,
  affordable = true,
}: {
  prompt: FollowUpPrompt;
  selected: boolean;
  onSelect: () => void;
  /** Credits this follow-up costs (its type's price); unknown while the catalogue loads. */
  price?: number;
  /** False when the balance cannot pay for it: the card stays selectable but says so. */
  affordable?: boolean;
}) {
  const p = prompt;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition hover:border-accent-600 dark:bg-slate-900',
        selected ? 'border-accent-700 ring-2 ring-accent-600/30' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 dark:text-slate-100">{p.title}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {typeDisplayName(asType(p.generationType))}
          </span>
        </span>
        {p.propertySpecific ? (
          <Badge tone="accent">
            <Home className="h-3 w-3" aria-hidden />
            Property-specific
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Globe className="h-3 w-3" aria-hidden />
            General
          </Badge>
        )}
      </span>
      <span className="text-sm text-slate-700 dark:text-slate-300">{p.description}</span>
      <span className="grid gap-x-3 gap-y-2 rounded-lg bg-slate-50 p-3 text-xs sm:grid-cols-[7.5rem_minmax(0,1fr)] dark:bg-slate-800/60">
        <Detail label="Creative angle" value={p.creativeAngle} />
        <Detail label="Expected outcome" value={p.expectedOutcome} />
        <Detail label="Target audience" value={p.targetAudience} />
      </span>
      <span className="mt-auto flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <RelevanceStars score={p.relevanceScore} />
        <span aria-hidden>{p.relevanceScore}/10</span>
        {price !== undefined ? (
          <span
            className={cn(
              'ml-auto rounded-full px-2 py-0.5 font-medium',
              affordable
                ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
            )}
          >
            {formatCredits(price)}
            {affordable ? '' : ' · more than your balance'}
          </span>
        ) : null}
      </span>
    </button>
  );
}

// Label and value are two cells of the parent grid: side by side from the small breakpoint, stacked below.
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span className="block font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <span className="-mt-1.5 block text-slate-600 sm:mt-0 dark:text-slate-400">{value}</span>
    </>
  );
}
