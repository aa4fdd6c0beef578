import { PDF_ANALYSIS_CREDITS } from '@ai-realty/shared/constants';
import {
  FOLLOW_UP_MAX_CREDITS,
  FOLLOW_UP_MIN_CREDITS,
  GENERATION_CATEGORIES,
} from '@ai-realty/shared/generation-catalogue';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCredits } from '@/lib/format-credits';
import { useGenerationOptions } from '@/lib/queries/generation-options';

function CostRow({
  title,
  description,
  price,
  label,
}: {
  title: string;
  description?: string;
  price: number;
  /** Shown instead of the price when the cost is a range. */
  label?: string;
}) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900 dark:text-white">{title}</p>
        {description ? (
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{description}</p>
        ) : null}
      </div>
      <Badge tone={price > 1 ? 'accent' : 'neutral'} className="shrink-0">
        {label ?? formatCredits(price)}
      </Badge>
    </li>
  );
}

/** What each action costs: generation prices from the server's option list, plus the fixed costs. */
export function CreditCosts() {
  const options = useGenerationOptions();
  const categories = [...GENERATION_CATEGORIES, 'Additional Options'];
  const grouped = categories
    .map((category) => ({
      category,
      items: (options.data ?? []).filter((o) =>
        category === 'Additional Options'
          ? !(GENERATION_CATEGORIES as readonly string[]).includes(o.category)
          : o.category === category,
      ),
    }))
    .filter((g) => g.items.length > 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Credit Costs</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Credits are taken when a request starts. If it fails on our side, they are returned.
        </p>
      </CardHeader>
      <CardContent>
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Documents and follow-ups
        </h3>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          <CostRow
            title="PDF analysis (AI Detect)"
            description="Reads a listing PDF and fills in a complete property."
            price={PDF_ANALYSIS_CREDITS}
          />
          <CostRow
            title="Follow-up"
            description="Builds the next piece of content on a finished response, at its content type's price."
            price={FOLLOW_UP_MAX_CREDITS}
            label={`${FOLLOW_UP_MIN_CREDITS}-${FOLLOW_UP_MAX_CREDITS} credits`}
          />
        </ul>
        {options.isPending ? (
          <div className="mt-4 space-y-3" aria-busy>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : options.isError ? (
          <QueryErrorAlert className="mt-4" onRetry={() => options.refetch()} retrying={options.isFetching}>
            Failed to load AI generation options. Please try again.
          </QueryErrorAlert>
        ) : (
          grouped.map((g) => (
            <div key={g.category} className="mt-5">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {g.category}
              </h3>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {g.items.map((o) => (
                  <CostRow key={o.name} title={o.title} description={o.description} price={o.price} />
                ))}
              </ul>
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
