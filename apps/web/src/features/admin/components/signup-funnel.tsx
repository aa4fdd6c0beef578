import { formatDate, formatNumber } from '@ai-realty/shared/rules/format';
import type { AdminFunnel } from '@ai-realty/shared/schemas/analytics';
import { RefreshCw } from 'lucide-react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminFunnel } from '../api/get-admin-funnel';

// The sign-up funnel of the last 30 days on /app/admin (docs/product/commercial.md#admin-funnel):
// each step's count, a bar against the largest step, and the conversion from the step before.

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A step's label inside a sentence: "trial start", but "PDF upload" keeps its capitals. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? `${label[0].toLowerCase()}${label.slice(1)}` : label;

function Steps({ funnel }: { funnel: AdminFunnel }) {
  const largest = Math.max(1, ...funnel.steps.map((s) => s.count));
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800">
      {funnel.steps.map((step, i) => {
        const previous = funnel.steps[i - 1];
        return (
          <li
            key={step.key}
            data-step={step.key}
            className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1.5 py-3 sm:grid-cols-[11rem_1fr_5rem_12rem]"
          >
            <span className="flex items-center gap-2.5 text-sm font-medium text-slate-900 dark:text-slate-100">
              <span
                aria-hidden
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-50 text-xs font-semibold text-accent-800 dark:bg-accent-900/40 dark:text-accent-200"
              >
                {i + 1}
              </span>
              {step.label}
            </span>
            <span
              aria-hidden
              className="order-last col-span-2 h-2 overflow-hidden rounded-full bg-slate-100 sm:order-none sm:col-span-1 dark:bg-slate-800"
            >
              <span
                className="block h-full rounded-full bg-accent-600 dark:bg-accent-500"
                style={{ width: `${(step.count / largest) * 100}%` }}
              />
            </span>
            <span
              data-testid={`funnel-count-${step.key}`}
              className="text-right text-lg font-semibold text-slate-900 tabular-nums dark:text-white"
            >
              {formatNumber(step.count)}
            </span>
            <span className="col-span-2 text-sm text-slate-600 sm:col-span-1 sm:text-right dark:text-slate-400">
              {previous ? (
                step.conversion === null ? (
                  <>No {inSentence(previous.label)} yet</>
                ) : (
                  <>
                    <span className="font-medium text-slate-900 tabular-nums dark:text-slate-100">
                      {percent.format(step.conversion)}
                    </span>{' '}
                    of {inSentence(previous.label)}
                  </>
                )
              ) : (
                'Start of the funnel'
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function SignupFunnel() {
  const funnel = useAdminFunnel();
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="signup-funnel-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="signup-funnel-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Sign-up funnel
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {funnel.data
              ? `Last ${funnel.data.days} days, since ${formatDate(funnel.data.since)}`
              : 'Last 30 days'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void funnel.refetch()}
          loading={funnel.isFetching && !funnel.isLoading}
          disabled={funnel.isLoading}
        >
          {funnel.isFetching && !funnel.isLoading ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
          Refresh
        </Button>
      </div>
      <div className="mt-4">
        {funnel.isError ? (
          <QueryErrorAlert onRetry={() => funnel.refetch()} retrying={funnel.isFetching}>
            Failed to load the funnel. Please try again.
          </QueryErrorAlert>
        ) : funnel.data ? (
          <Steps funnel={funnel.data} />
        ) : (
          <div className="space-y-4 py-2" role="status" aria-label="Loading the funnel">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
              <Skeleton key={i} className="h-7 w-full" />
            ))}
          </div>
        )}
      </div>
      <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Visitors and the trial steps count distinct browsers that reached them. The account steps count the
        accounts created in these 30 days and how far each has come. Sign-ups include accounts that never
        tried the trial, so that step can pass 100%.
      </p>
    </Card>
  );
}
