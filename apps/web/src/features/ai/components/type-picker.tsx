import { isPremium } from '@ai-realty/shared/generation-catalogue';
import { Crown, RefreshCw, Sparkles, WifiOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format-credits';
import type { GenerationOption } from '@/lib/queries/generation-options';
import { groupOptions } from '../utils/group-options';

const LOAD_FAILED = 'Failed to load AI generation options. Please try again.';
const RETRY_FAILED = 'Failed to load AI generation options. Please check your connection and try again.';

/** The option cards grouped by category, with every load state of docs/product/ai-generation.md#errors. */
export function TypePicker({
  options,
  loading,
  failed,
  retried,
  retrying,
  onRetry,
  selected,
  onSelect,
  balance,
}: {
  options: GenerationOption[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The user pressed Retry at least once and it failed again. */
  retried: boolean;
  retrying: boolean;
  onRetry: () => void;
  selected: string | null;
  onSelect: (option: GenerationOption) => void;
  /**
   * The credit balance: types it cannot pay for are greyed and say so. They stay selectable, so the
   * customize step can offer the way to more credits.
   */
  balance?: number;
}) {
  if (loading)
    return (
      <div className="space-y-6" aria-busy="true">
        {[0, 1].map((g) => (
          <div key={g} className="space-y-3">
            <Skeleton className="h-5 w-40" />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-28 rounded-xl" />
              ))}
            </div>
          </div>
        ))}
      </div>
    );

  const message = retried ? RETRY_FAILED : LOAD_FAILED;
  const retry = (
    <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
      <RefreshCw className={cn('h-4 w-4', retrying && 'hidden')} aria-hidden />
      Retry
    </Button>
  );

  if (!options) {
    if (!failed) return null;
    return (
      <EmptyState icon={WifiOff} title="Unable to Load AI Options" description={message} action={retry} />
    );
  }

  return (
    <div className="space-y-6">
      {failed ? (
        <Alert tone="warning" title="Warning: Options May Be Outdated" action={retry}>
          {message}
        </Alert>
      ) : null}
      {options.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title="No AI Generation Options Available"
          description="There are no content types to choose from right now. Please check back later."
          action={failed ? undefined : retry}
        />
      ) : (
        groupOptions(options).map((group) => (
          <section key={group.category} aria-labelledby={`cat-${slug(group.category)}`} className="space-y-3">
            <h2
              id={`cat-${slug(group.category)}`}
              className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              {group.category}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.options.map((o) => {
                const short = balance !== undefined && balance < o.price;
                return (
                  <li key={o.name}>
                    <button
                      type="button"
                      onClick={() => onSelect(o)}
                      aria-pressed={selected === o.name}
                      data-affordable={short ? 'false' : 'true'}
                      className={cn(
                        'flex h-full w-full flex-col gap-2 rounded-xl border bg-white p-4 text-left shadow-sm transition hover:border-accent-600 hover:shadow dark:bg-slate-900',
                        selected === o.name
                          ? 'border-accent-700 ring-2 ring-accent-600/30'
                          : 'border-slate-200 dark:border-slate-800',
                        short && 'bg-slate-50 shadow-none dark:bg-slate-900/50',
                      )}
                    >
                      <span className="flex items-start justify-between gap-2">
                        <span className="font-semibold text-slate-900 dark:text-slate-100">{o.title}</span>
                        {isPremium(o.price) ? (
                          <Badge tone="accent" className="shrink-0">
                            <Crown className="h-3 w-3" aria-hidden />
                            Premium
                          </Badge>
                        ) : null}
                      </span>
                      <span className="text-sm text-slate-600 dark:text-slate-400">{o.description}</span>
                      <span
                        className={cn(
                          'mt-auto pt-1 text-sm font-medium',
                          short
                            ? 'text-amber-800 dark:text-amber-300'
                            : 'text-accent-800 dark:text-accent-200',
                        )}
                      >
                        {formatCredits(o.price)}
                        {short ? ' · more than your balance' : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function slug(s: string) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
